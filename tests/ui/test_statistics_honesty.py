"""Issue 11's "What goes wrong today", each through the real window with real clicks and keys.

A win must survive whatever the player does next; leaving a game being played asks
first; Restart resets the clock and survives a relaunch; the clock stops while a
modal dialog is open. Every test uses a real statistics file and a real save in a
temporary data folder (ADDICTION_DATA_DIR).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton, QToolBar

from addiction.app import create_main_window
from addiction.engine import Board, Game, GameStatus, Termination
from addiction.start_options import parse_arguments
from addiction.store.savegame import SavedGame, SaveFile
from addiction.store.statistics import StatisticsDatabase, StatisticsSummary
from addiction.ui.dialogs.how_to_play import HowToPlayDialog
from addiction.ui.dialogs.rules import RulesDialog
from addiction.ui.main_window import MainWindow
from addiction.ui.statistics import StatisticsWindow
from tests.control.test_counting_rules import WON_IN_TWO
from tests.prompts import ScriptedPrompts
from tests.ui import test_main_window as main_window_tests
from tests.ui.test_main_window import click_square, press, single_move

# The window fixture of the main window's tests, shared rather than copied.
open_window = main_window_tests.open_window

LEAVING = "Leave this game? The statistics count it as abandoned (not won)."

# WON_IN_TWO is two clicks from a win: QS into the gap after JS, then KS after it.
QUEEN, KING = 11, 12  # the squares to click, in this order


def summary(window: MainWindow) -> StatisticsSummary:
    statistics = window.controller.statistics
    assert statistics is not None
    return statistics.summary()


def outcomes(window: MainWindow) -> list[Termination]:
    statistics = window.controller.statistics
    assert statistics is not None
    return [game.termination for game in statistics.history().games]


def start_won_in_two(window: MainWindow) -> None:
    window.controller.start_game(Game.from_board(Board.parse(WON_IN_TWO)))


def win(window: MainWindow) -> None:
    click_square(window, QUEEN)
    click_square(window, KING)
    assert window.controller.game.status is GameStatus.WON
    assert window.end_panel.isVisible() and window.end_panel.title.text() == "You won!"


def click_end_panel(window: MainWindow, text: str) -> None:
    button = next(b for b in window.end_panel.findChildren(QPushButton) if b.text() == text)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


# --- a win is final ----------------------------------------------------------------


def test_a_win_survives_restart_a_move_and_a_new_game(open_window) -> None:
    window = open_window("--deal", "5")
    start_won_in_two(window)
    win(window)
    assert summary(window).won == 1
    click_end_panel(window, "Restart")
    assert window.controller.game.status is GameStatus.PLAYING
    click_square(window, QUEEN)  # one move of a new counted game
    press(window, "Ctrl+N")
    assert window.prompts.asked == [LEAVING]
    figures = summary(window)
    assert (figures.played, figures.won, figures.abandoned) == (2, 1, 1)
    assert outcomes(window) == [Termination.WON, Termination.ABANDONED]


def test_a_win_survives_undo_and_a_new_game(open_window) -> None:
    window = open_window("--deal", "5")
    start_won_in_two(window)
    win(window)
    press(window, "Ctrl+Z")
    assert window.controller.game.status is GameStatus.PLAYING
    press(window, "Ctrl+N")
    # Being played again, but leaving loses nothing: the win stands, so no question.
    assert window.prompts.asked == []
    figures = summary(window)
    assert (figures.played, figures.won, figures.abandoned) == (1, 1, 0)
    assert outcomes(window) == [Termination.WON]


def test_undoing_the_win_and_winning_again_counts_one_win(open_window) -> None:
    window = open_window("--deal", "5")
    start_won_in_two(window)
    win(window)
    press(window, "Ctrl+Z")
    press(window, "Ctrl+Z")
    win(window)
    press(window, "Ctrl+Z")
    press(window, "Ctrl+Y")
    assert outcomes(window) == [Termination.WON]


# --- leaving a game being played asks first ----------------------------------------


def click_toolbar_new_game(window: MainWindow) -> None:
    toolbar = window.findChild(QToolBar, "gameToolbar")
    assert isinstance(toolbar, QToolBar)
    QTest.mouseClick(toolbar.widgetForAction(window.menus.new_action), Qt.MouseButton.LeftButton)


LEAVE_BY: dict[str, Callable[[MainWindow], None]] = {
    "new-game": lambda window: press(window, "Ctrl+N"),
    "numbered-deal": lambda window: press(window, "Ctrl+Shift+N"),
    "open-code": lambda window: press(window, "Ctrl+O"),
    "toolbar-new-game": click_toolbar_new_game,
}


@pytest.mark.parametrize("leave", LEAVE_BY.values(), ids=LEAVE_BY.keys())
def test_leaving_a_game_being_played_asks_and_no_changes_nothing(
    open_window, leave: Callable[[MainWindow], None]
) -> None:
    window = open_window("--deal", "5")
    prompts = window.prompts
    prompts.deal_answer = "77"
    click_square(window, single_move(window.controller.game.board).source)
    game, board = window.controller.game, window.controller.game.board
    prompts.confirm_answer = False
    prompts.code_answer = Game.new(12).code  # each answer is given once
    leave(window)
    assert prompts.asked == [LEAVING]
    assert window.controller.game is game and game.board == board
    assert window.controller.game.moves_made == 1 and window.menus.undo_action.isEnabled()
    assert summary(window).played == 0

    prompts.confirm_answer = True
    prompts.code_answer = Game.new(12).code
    leave(window)
    assert prompts.asked == [LEAVING, LEAVING]
    assert window.controller.game is not game
    figures = summary(window)
    assert (figures.played, figures.abandoned) == (1, 1)


def test_a_game_without_a_move_is_left_without_a_question_or_a_count(open_window) -> None:
    window = open_window("--deal", "5")
    press(window, "Ctrl+N")
    window.prompts.deal_answer = "9"
    press(window, "Ctrl+Shift+N")
    assert window.controller.game.deal_number == 9
    window.prompts.code_answer = Game.new(12).code
    press(window, "Ctrl+O")
    assert window.controller.game.deal_number == 12
    assert window.prompts.asked == []
    assert summary(window).played == 0


def test_a_finished_game_is_left_without_a_question(open_window) -> None:
    window = open_window("--deal", "5")
    start_won_in_two(window)
    win(window)
    click_end_panel(window, "New game")
    assert window.prompts.asked == []
    assert window.controller.game.status is GameStatus.PLAYING
    assert outcomes(window) == [Termination.WON]


def test_launching_with_a_deal_asks_before_leaving_the_saved_game(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    click_square(window, single_move(window.controller.game.board).source)
    played = window.controller.game.board
    window.close()

    refusing = ScriptedPrompts()
    refusing.confirm_answer = False
    again = create_main_window(parse_arguments(["--deal", "7"]), refusing)
    qtbot.addWidget(again)
    assert refusing.asked == [LEAVING]
    assert again.controller.game.deal_number == 5 and again.controller.game.board == played
    assert summary(again).played == 0
    again.close()

    agreeing = ScriptedPrompts()
    third = create_main_window(parse_arguments(["--code", Game.new(7).code]), agreeing)
    qtbot.addWidget(third)
    assert agreeing.asked == [LEAVING]
    assert third.controller.game.deal_number == 7
    assert summary(third).abandoned == 1


def test_do_not_ask_again_is_kept_across_a_relaunch(open_window, data_dir: Path) -> None:
    window = open_window("--deal", "5")
    click_square(window, single_move(window.controller.game.board).source)
    window.prompts.never_ask_again = True
    press(window, "Ctrl+N")
    assert window.prompts.asked == [LEAVING]
    click_square(window, single_move(window.controller.game.board).source)
    press(window, "Ctrl+N")
    assert window.prompts.asked == [LEAVING]  # not asked again
    window.close()
    QApplication.processEvents()  # the event loop QSettings writes its file from

    # Another process reads the same preferences file: the choice is on disk.
    check = (
        "from addiction.store.settings import Preferences; print(Preferences().ask_before_leaving)"
    )
    shown = subprocess.run(
        [sys.executable, "-c", check],
        env={**os.environ, "ADDICTION_DATA_DIR": str(data_dir)},
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert shown.stdout.strip() == "False"

    again = open_window()
    click_square(again, single_move(again.controller.game.board).source)
    press(again, "Ctrl+N")
    assert again.prompts.asked == []
    assert summary(again).abandoned == 3  # every game left is still counted


# --- the clock ---------------------------------------------------------------------


def test_restart_resets_the_clock_so_a_replay_can_be_the_fastest_win(
    open_window, data_dir: Path
) -> None:
    # A game already 100 seconds on the clock, taken up from the save.
    SaveFile(data_dir / "savegame.json").save(Game.from_board(Board.parse(WON_IN_TWO)), 100.0)
    window = open_window()
    assert window.controller.elapsed_seconds() >= 100
    win(window)
    slow = summary(window).best_seconds
    assert slow is not None and slow >= 100

    click_end_panel(window, "Restart")
    assert window.controller.elapsed_seconds() == 0.0
    assert window.status.time_label.text() == "Time: 0:00"
    win(window)
    figures = summary(window)
    assert figures.won == 2
    assert figures.best_seconds is not None and figures.best_seconds < 100


MODAL_DIALOGS = {
    "statistics": ("statistics_action", StatisticsWindow),
    "rules": ("rules_action", RulesDialog),
    "how-to-play": ("help_action", HowToPlayDialog),
}


@pytest.mark.parametrize(("action", "dialog_class"), MODAL_DIALOGS.values(), ids=MODAL_DIALOGS)
def test_the_clock_stops_while_a_modal_dialog_is_open(
    qtbot, open_window, action: str, dialog_class: type[QDialog]
) -> None:
    window = open_window("--deal", "5")
    controller = window.controller
    click_square(window, single_move(controller.game.board).source)
    assert controller.clock_running
    seen: list[object] = []

    def check_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        seen.append(dialog)
        seen.append(controller.clock_running)
        before = controller.elapsed_seconds()
        QTest.qWait(120)
        seen.append(controller.elapsed_seconds() - before)
        assert isinstance(dialog, QDialog)
        dialog.reject()

    QTimer.singleShot(0, check_and_close)
    getattr(window.menus, action).trigger()
    assert isinstance(seen[0], dialog_class)
    assert seen[1:] == [False, 0.0]
    # Closed, it runs again once the window is active (the offscreen platform hands
    # the activation back only when asked, as a window manager would on its own).
    with qtbot.waitActive(window):
        window.activateWindow()
    assert controller.clock_running


# --- a restart survives a relaunch -------------------------------------------------


def test_a_restart_can_be_undone_after_quitting_and_relaunching(open_window) -> None:
    window = open_window("--deal", "5")
    for _ in range(3):
        click_square(window, single_move(window.controller.game.board).source)
    game = window.controller.game
    board, history = game.board, game.history
    press(window, "Ctrl+R")
    assert window.controller.game.board == Board.deal(5)
    window.close()

    again = open_window()
    assert again.controller.game.board == Board.deal(5)
    assert again.status.moves_label.text() == "Moves: 0"
    press(again, "Ctrl+Z")
    restored = again.controller.game
    assert (restored.board, restored.history) == (board, history)
    assert again.status.moves_label.text() == "Moves: 3"


def test_a_restart_made_after_an_undo_drops_the_redo_for_good(open_window) -> None:
    """Restart replaces what Redo offered, as any new step does: undoing the Restart
    does not bring it back, before or after a relaunch."""
    window = open_window("--deal", "5")
    press(window, "S")
    shuffled = window.controller.game.board
    press(window, "Ctrl+Z")  # the shuffle waits on the redo branch
    press(window, "Ctrl+R")
    press(window, "Ctrl+Z")  # the Restart undone: Redo now offers the Restart
    assert window.controller.game.redo_actions == ()
    window.close()

    again = open_window()
    assert again.controller.game.redo_actions == ()
    assert not again.menus.redo_action.isEnabled()
    press(again, "Ctrl+Y")
    assert again.controller.game.board == Board.deal(5) != shuffled


def test_a_win_restarted_then_relaunched_is_still_one_win(open_window, data_dir: Path) -> None:
    window = open_window("--deal", "5")
    start_won_in_two(window)
    win(window)
    click_end_panel(window, "Restart")
    click_square(window, QUEEN)
    window.close()

    again = open_window()
    press(again, "Ctrl+Z")
    press(again, "Ctrl+Z")  # the Restart: the won game comes back
    assert again.controller.game.status is GameStatus.WON
    press(again, "Ctrl+N")  # a finished game: nothing to ask, nothing more to count
    assert again.prompts.asked == []
    assert outcomes(again) == [Termination.WON]
    again.close()
    reopened = StatisticsDatabase(data_dir / "statistics.sqlite3")
    assert (reopened.summary().played, reopened.summary().won) == (1, 1)
    reopened.close()


def test_a_save_whose_restarted_games_are_of_another_deal_is_put_aside(
    open_window, data_dir: Path
) -> None:
    """The games a Restart left behind must be the same deal as the one being played:
    otherwise the save does not replay exactly, and is not half-trusted."""
    seven, five = Game.new(7), Game.new(5)
    for game in (seven, five):
        for _ in range(3):
            game.play(single_move(game.board))
    SaveFile(data_dir / "savegame.json").save(five, 10.0, "game-5", [SavedGame(seven, 5.0)])
    window = open_window()
    assert window.notice.isVisible()
    assert window.notice.label.text().startswith("Your saved game could not be read")
    assert list(data_dir.glob("savegame.corrupt-*"))
    assert window.controller.game.moves_made == 0
    assert window.controller.game_id != "game-5"


def test_the_real_leaving_question_stops_the_clock_and_keeps_do_not_ask_again(
    qtbot, data_dir: Path
) -> None:
    """The question as players see it: a modal message box with the loss words and a
    Do not ask again box, answered with real clicks."""
    window = create_main_window(parse_arguments(["--deal", "5"]))  # the real Prompts
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    controller = window.controller
    click_square(window, single_move(controller.game.board).source)
    assert controller.clock_running
    seen: list[object] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.extend([box.text(), box.checkBox().text(), controller.clock_running])
        QTest.mouseClick(box.checkBox(), Qt.MouseButton.LeftButton)
        QTest.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    press(window, "Ctrl+N")
    assert seen == [LEAVING, "Do not ask again", False]
    assert window.preferences.ask_before_leaving is False
    assert controller.game.moves_made == 0
    assert summary(window).abandoned == 1
