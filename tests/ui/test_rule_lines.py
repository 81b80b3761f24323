"""The games chooser's line on each game's rules (Game > Rules, ui/dialogs/rules.py):
a game without shuffles says so, in English and in Brazilian Portuguese, instead of
counting none and describing shuffles it never has."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from addiction.engine import GAMES, Rules
from addiction.ui.dialogs.rules import ADDICTION, RulesDialog
from addiction.ui.theme import LIGHT
from addiction.ui.translate import tr

KEYS = [ADDICTION, *GAMES]


def chooser_lines(qtbot: QtBot) -> dict[str, str]:
    """Each game's rule line as the chooser shows it once the game is picked."""
    dialog = RulesDialog(Rules.preset(ADDICTION), None, LIGHT)
    qtbot.addWidget(dialog)
    dialog.show()
    lines = {}
    for row, key in enumerate(KEYS):
        dialog.games.setCurrentRow(row)
        lines[key] = dialog.game_rules.text()
    return lines


def test_a_game_without_shuffles_reads_no_shuffles(qtbot: QtBot, language: str) -> None:
    lines = chooser_lines(qtbot)
    none = tr("No shuffles")
    assert none != "No shuffles" or language == "en"  # translated, not left in English
    for key in KEYS:
        shuffles = Rules.preset(key).shuffles
        assert shuffles is not None  # every game of the chooser counts its shuffles
        line = lines[key]
        if shuffles == 0:
            assert line == none, key
        else:
            assert none not in line, key
            assert line.startswith(tr("%n shuffle(s)", "", shuffles)), key
    assert any(Rules.preset(key).shuffles == 0 for key in GAMES)  # the case is tested
