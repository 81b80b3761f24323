"""Game > Rules as a chooser of games (ui/dialogs/rules.py, deal_picture.py): every
game of the family with a miniature of its opening deal and one sentence, chosen by
keyboard; Addiction keeps its presets and switches; the dialog fits the smallest
window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from addiction.engine import GAMES, PRESETS, Game, Rules
from addiction.ui.card_painter import CardPainter
from addiction.ui.dialogs.common import rules_title
from addiction.ui.dialogs.deal_picture import PICTURE_DEAL, deal_pixmap
from addiction.ui.dialogs.rules import ADDICTION, RulesDialog, game_sentence
from addiction.ui.theme import LIGHT
from tests.ui import test_main_window
from tests.ui.dialog_helpers import CUSTOM_RULES, click

open_window = test_main_window.open_window


def shown(qtbot: QtBot, rules: Rules, parent: QWidget | None = None) -> RulesDialog:
    dialog = RulesDialog(rules, parent, LIGHT)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_every_game_is_listed_once_with_its_title_and_sentence(qtbot: QtBot) -> None:
    dialog = shown(qtbot, Rules.preset("addiction"))
    entries = [dialog.games.item(row) for row in range(dialog.games.count())]
    keys = [ADDICTION, *GAMES]
    assert [item.text() for item in entries] == [rules_title(Rules.preset(k)) for k in keys]
    sentences = [item.data(Qt.ItemDataRole.AccessibleDescriptionRole) for item in entries]
    assert sentences == [game_sentence(key) for key in keys]
    assert len(set(sentences)) == len(keys) and all(s.endswith(".") for s in sentences)
    assert all(not item.icon().isNull() for item in entries)


@pytest.mark.parametrize("key", list(GAMES))
def test_choosing_a_game_gives_its_rules_and_shows_its_deal(qtbot: QtBot, key: str) -> None:
    dialog = shown(qtbot, Rules.preset("montana"))
    dialog.games.setCurrentRow([ADDICTION, *GAMES].index(key))
    assert dialog.rules() == Rules.preset(key)
    assert dialog.picture.board == Game.new(PICTURE_DEAL, Rules.preset(key)).board
    assert dialog.game_title.text() == rules_title(Rules.preset(key))
    assert dialog.sentence.text() == game_sentence(key)
    assert dialog.presets.isHidden() and dialog.switches.isHidden()


def test_the_keyboard_walks_the_games_and_back_to_addictions_switches(qtbot: QtBot) -> None:
    dialog = shown(qtbot, CUSTOM_RULES)
    assert dialog.game == ADDICTION and not dialog.switches.isHidden()
    dialog.games.setFocus()
    QTest.keyClick(dialog.games, Qt.Key.Key_Down)
    QTest.keyClick(dialog.games, Qt.Key.Key_Down)
    assert dialog.rules() == GAMES["spaces"]
    QTest.keyClick(dialog.games, Qt.Key.Key_Down)
    assert dialog.rules() == GAMES["blue-moon"]
    QTest.keyClick(dialog.games, Qt.Key.Key_Home)
    assert dialog.rules() == CUSTOM_RULES  # the switches kept what they showed


def test_a_game_opens_chosen_and_default_goes_back_to_addiction(qtbot: QtBot) -> None:
    dialog = shown(qtbot, Rules.preset("station"))  # Addiction's shape, a redeal of its own
    assert dialog.game == "station" and dialog.rules() == Rules.preset("station")
    click(dialog.default_button)
    assert dialog.game == ADDICTION and dialog.rules() == PRESETS["addiction"]


def test_at_the_smallest_window_the_dialog_fits_it(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(640, 420)  # the main window's minimum size
    dialog = shown(qtbot, Rules.preset("addiction"), window)
    assert dialog.width() <= 640 and dialog.height() <= 420
    assert dialog.games.width() < dialog.width() // 2


def test_the_miniature_marks_the_first_rank_and_shows_the_gaps() -> None:
    """Double Blue Moon's deal at icon size: its first column is all Aces (the first
    rank's colour) and its gaps are where the deal left them (the felt's recess)."""
    rules = Rules.preset("double-blue-moon")
    size = QSize(140, 80)
    image = deal_pixmap(rules, CardPainter(LIGHT), size, 1.0).toImage()
    board = Game.new(PICTURE_DEAL, rules).board
    shape = board.shape
    across = shape.columns + (shape.columns + 1) * 0.14  # in card widths, gaps between
    down = shape.rows * 1.4 + (shape.rows + 1) * 0.14
    cell_w = min(140 / across, 80 / down)
    left, top = (140 - across * cell_w) / 2, (80 - down * cell_w) / 2

    def colour_at(square: int) -> QColor:
        row, column = divmod(square, shape.columns)
        x = left + cell_w * (0.14 + column * 1.14 + 0.5)
        y = top + cell_w * (0.14 + row * 1.54 + 0.7)
        return image.pixelColor(round(x), round(y))

    for square, card in enumerate(board.squares):
        colour = colour_at(square)
        if card is None:
            assert colour != LIGHT.card_face and colour != LIGHT.in_place
        elif card.rank == shape.first_rank:
            assert colour == LIGHT.in_place
        else:
            assert colour == LIGHT.card_face


def test_a_game_chosen_in_the_window_deals_the_next_games_and_stays_chosen(
    qtbot: QtBot, open_window
) -> None:
    window = open_window("--deal", "5")

    def choose_blue_moon() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RulesDialog)
        dialog.games.setCurrentRow([ADDICTION, *GAMES].index("blue-moon"))
        dialog.accept()

    QTimer.singleShot(0, choose_blue_moon)
    window.menus.rules_action.trigger()
    assert window.statusBar().currentMessage() == "The next game uses the Blue Moon rules."
    assert window.controller.game.rules == Rules.preset("addiction")  # the game goes on
    window.menus.new_action.trigger()
    assert window.controller.game.rules == Rules.preset("blue-moon")
    window.close()
    again = open_window()
    assert again.preferences.rules == Rules.preset("blue-moon")
    assert again.controller.game.rules == Rules.preset("blue-moon")


def test_a_screen_reader_hears_each_game_and_its_sentence(qtbot: QtBot) -> None:
    dialog = shown(qtbot, Rules.preset("paganini"))
    QAccessible.setActive(True)
    try:
        games = QAccessible.queryAccessibleInterface(dialog.games)
        assert games.text(QAccessible.Text.Name) == "Games"
        heard = {
            games.child(index).text(QAccessible.Text.Name): games.child(index).text(
                QAccessible.Text.Description
            )
            for index in range(games.childCount())
        }
    finally:
        QAccessible.setActive(False)
    assert heard["Paganini"] == game_sentence("paganini")
    assert heard["Addiction"] == game_sentence(ADDICTION)
    assert len(heard) == len(GAMES) + 1


def test_the_column_1_switch_lets_a_2_in_column_1_move_and_is_shown_back(qtbot: QtBot) -> None:
    dialog = shown(qtbot, Rules.preset("addiction"))
    assert not dialog.head_check.isChecked()
    click(dialog.head_check)
    assert dialog.rules() == PRESETS["addiction"].with_head_moves(True)
    assert dialog.preset_buttons["custom"].isChecked()
    # Spaces' switches set by hand are Spaces (Custom among Addiction's rule sets)
    dialog.shuffles_spin.setValue(2)
    assert dialog.rules() == GAMES["spaces"] and dialog.preset_buttons["custom"].isChecked()
    again = shown(qtbot, PRESETS["classic"].with_head_moves(True))
    assert again.head_check.isChecked() and again.game == ADDICTION
