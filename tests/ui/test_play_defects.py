"""Small defects of play in the main window, each through real clicks and keys: giving
up an untouched game, shuffling as the hint advised, the 2s chooser and the hint,
the window while the app shows the route."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.engine import Game, GameStatus, RedealMode, Rules
from addiction.engine.rules import ShuffleTiming
from tests.positions import layout
from tests.ui.test_hint_callout import ask_hint
from tests.ui.test_main_window import choose_in_game_menu, click_square, open_window, press
from tests.ui.test_watching import given_up_daily

__all__ = ["open_window"]  # the fixture

GIVE_UP_QUESTION = "Give up this game? The statistics count it as given up (not won)."
# K♠ could complete the first row, but with the next shuffle dealing after the runs
# the hint says to shuffle now (tests/engine/test_hints.py).
EVEN_ROWS = layout("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- ...", "KH -- ...", "KD -- ...", "KC -- ...")
AFTER_RUNS = Rules(2, RedealMode.AFTER_RUNS, ShuffleTiming.ANY_TIME)
# A first-column gap that 2♣, 2♠, 2♥ and 2♦ can fill; the hint picks 2♠ (3♠ follows).
TWOS = layout("-- 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --", "KH -- ...", "KD 2C -- ...", "QH 2S ...")


def test_giving_up_an_untouched_game_asks_nothing_and_records_nothing(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    choose_in_game_menu(qtbot, window, Qt.Key.Key_G)
    assert window.prompts.asked == []  # no word of a loss: none is recorded
    assert window.controller.game.status is GameStatus.LOST
    assert (statistics := window.controller.statistics) is not None
    assert statistics.summary().played == 0


def test_shuffling_as_the_hint_advises_asks_nothing_more(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    window.controller.start_game(Game.from_board(EVEN_ROWS, AFTER_RUNS))
    assert window.controller.game.board.legal_moves()  # moves remain: it would ask
    ask_hint(qtbot, window)
    assert window.controller.hint_advises_shuffle
    press(window, "S")
    assert window.prompts.asked == []
    assert window.controller.game.shuffles_used == 1
    # Without the hint's word the question comes back.
    window.controller.start_game(Game.from_board(EVEN_ROWS, AFTER_RUNS))
    window.prompts.confirm_answer = False
    press(window, "S")
    assert window.prompts.asked == ["Moves are still possible. Shuffle the loose cards anyway?"]
    assert window.controller.game.shuffles_used == 0


def test_the_2s_chooser_starts_on_the_hinted_2(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    window.controller.start_game(Game.from_board(TWOS))
    ask_hint(qtbot, window)
    hint = window.controller.model.hint
    assert hint is not None and hint.target == 0
    offered = [move.card.code for move in window.controller.model.cell(0).moves]
    assert offered[0] != hint.card.code  # the first offered is another 2
    click_square(window, 0)
    chooser = window.view.chooser()
    assert chooser.isVisible()
    focused = next(button for button in chooser.buttons if button.hasFocus())
    assert focused.offer == hint
    QTest.keyClick(focused, Qt.Key.Key_Return)
    assert window.controller.game.board[0] == hint.card


def test_while_the_route_is_shown_the_clock_stands_and_undo_and_hint_wait(
    qtbot, open_window
) -> None:
    window = given_up_daily(open_window)
    watching, menus = window.watching, window.menus
    watching.player.set_interval(0)
    seen: list[tuple[bool, bool, bool, bool]] = []
    watching.player.progressed.connect(
        lambda played, total: seen.append(
            (
                window.controller.clock_running,
                menus.undo_action.isEnabled(),
                menus.redo_action.isEnabled(),
                menus.hint_action.isEnabled(),
            )
        )
    )
    watching.show_route_action.trigger()
    qtbot.waitUntil(lambda: watching.player.played >= 5, timeout=20_000)
    assert seen and set(seen) == {(False, False, False, False)}
    click_square(window, 0)  # stops it
    QApplication.processEvents()
    assert not watching.player.running
    # The route's replay is taken back: the player's given-up game is on the table
    # again, which takes no undo and no hint, and its clock stands.
    assert window.controller.game.given_up
    assert not menus.undo_action.isEnabled() and not menus.hint_action.isEnabled()
    assert not window.controller.clock_running
