"""The window plays every game of the Gaps family (control/window_games.py,
store/window_rules.py): a code, the preferences, a save and a statistics group of any
game of ALL_PRESETS reach it; custom switches on a shape other than Addiction's (which
the Rules dialog cannot show), unknown keys and damaged data are refused with the words
a bad code or a bad save already has, and nothing the player has is touched."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from addiction.control.controller import GameController
from addiction.engine import ALL_PRESETS, GAMES, CodeProblem, Game, GameCodeError, Rules
from addiction.start_options import parse_arguments
from addiction.store.savegame import CorruptSaveError, SaveFile
from addiction.store.settings import Preferences
from addiction.ui.dialogs.common import rules_for_key
from tests.children import CHILD_TIMEOUT

#: Custom switches on Blue Moon's shape: the engine plays them, the window does not.
CUSTOM_BLUE_MOON = replace(Rules.preset("blue-moon"), shuffles=5)


def played(rules: Rules) -> Game:
    """Deal 5 under rules with one move played and undone (history and redo to keep)."""
    game = Game.new(5, rules)
    game.play(game.board.legal_moves()[0])
    game.undo()
    return game


@pytest.mark.parametrize("key", list(GAMES))
def test_a_code_of_every_game_of_the_family_opens_with_its_rules(
    controller: GameController, key: str
) -> None:
    code = Game.new(77, Rules.preset(key)).code
    controller.open_code(code)
    assert controller.game.rules == Rules.preset(key)
    assert controller.game.board == Game.new(77, Rules.preset(key)).board


def test_a_code_of_custom_switches_on_another_shape_is_refused_and_the_game_stays(
    controller: GameController,
) -> None:
    before = controller.game
    with pytest.raises(GameCodeError) as refused:
        controller.open_code(Game.new(5, CUSTOM_BLUE_MOON).code)
    assert refused.value.problem is CodeProblem.RULES
    assert controller.game is before


def preferences_holding(tmp_path: Path, stored: str) -> Preferences:
    path = tmp_path / "settings.ini"
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    settings.setValue("game/rules", stored)
    settings.sync()
    return Preferences(QSettings(str(path), QSettings.Format.IniFormat))


@pytest.mark.parametrize("key", list(GAMES))
def test_preferences_keep_every_game_of_the_family(tmp_path: Path, key: str) -> None:
    stored = json.dumps(Rules.preset(key).to_dict())
    assert preferences_holding(tmp_path, stored).rules == Rules.preset(key)


@pytest.mark.parametrize(
    "stored",
    [
        json.dumps(CUSTOM_BLUE_MOON.to_dict()),
        json.dumps({**Rules.preset("blue-moon").to_dict(), "shape": "spoilt"}),
        "{not json",
    ],
    ids=["custom-on-another-shape", "unknown-shape", "damaged"],
)
def test_preferences_the_window_cannot_play_read_as_the_default(
    tmp_path: Path, stored: str
) -> None:
    assert preferences_holding(tmp_path, stored).rules == Rules()


@pytest.mark.parametrize("key", ["blue-moon", "paganini", "line-up", "double-montana"])
def test_a_save_of_a_game_of_the_family_resumes_exactly(tmp_path: Path, key: str) -> None:
    game = played(Rules.preset(key))
    save = SaveFile(tmp_path / "savegame.json")
    save.save(game, 12.5, "a" * 32, [])
    loaded = save.load()
    assert loaded is not None
    assert loaded.game.to_dict() == game.to_dict()
    assert (loaded.elapsed, loaded.game_id) == (12.5, "a" * 32)


def test_a_save_of_custom_switches_on_another_shape_is_set_aside(tmp_path: Path) -> None:
    save = SaveFile(tmp_path / "savegame.json")
    save.save(played(CUSTOM_BLUE_MOON), 12.0, "a" * 32, [])
    with pytest.raises(CorruptSaveError) as refused:
        save.load()
    assert "custom-blue-moon" in refused.value.reason
    assert save.load() is None  # moved aside, kept for the player
    assert list(tmp_path.glob("savegame*.json"))


def test_every_statistics_group_of_a_game_names_its_rule_set() -> None:
    for key, rules in ALL_PRESETS.items():
        assert rules_for_key(key) == rules
    assert rules_for_key(CUSTOM_BLUE_MOON.key) is None
    assert rules_for_key("spoilt") is None


@pytest.mark.parametrize("key", list(GAMES))
def test_the_command_line_takes_every_game_by_its_key(key: str) -> None:
    assert parse_arguments(["--rules", key, "--deal", "3"]).rules == Rules.preset(key)
    code = Game.new(3, Rules.preset(key)).code
    assert parse_arguments(["--code", code]).code == code


@pytest.mark.parametrize(
    ("arguments", "named"),
    [
        (("--rules", "spoilt"), "paganini-ii"),  # the keys it lists
        (("--code", Game.new(5, CUSTOM_BLUE_MOON).code), "custom-blue-moon"),
    ],
    ids=["unknown-key", "custom-code"],
)
def test_the_command_line_refuses_what_the_window_cannot_play_in_one_line(
    tmp_path: Path, arguments: tuple[str, ...], named: str
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "addiction", *arguments],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        env={"ADDICTION_DATA_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen", "PATH": ""},
    )
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and named in done.stderr
    assert not (tmp_path / "savegame.json").exists()
