"""The main window end to end: real widgets, real mouse clicks and key sequences.

Every test runs with ADDICTION_DATA_DIR in a temporary directory, so the saved
game, the statistics and the preferences (an ini file there) never touch the
player's own.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QPushButton, QWidget

from addiction.app import create_main_window
from addiction.engine import Board, Game, GameStatus, Move, Rules
from addiction.start_options import parse_arguments
from addiction.ui.main_window import MainWindow
from addiction.ui.statistics import StatisticsWindow
from tests.prompts import ScriptedPrompts

NEARLY_WON = """
2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- KS
2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
"""


@pytest.fixture
def open_window(qtbot, data_dir):
    """Open the main window as the command line would; windows close after the test."""

    def open_(*argv: str) -> MainWindow:
        window = create_main_window(parse_arguments(argv), ScriptedPrompts())
        window.preferences.animations = False
        window.view.setAnimationsEnabled(False)
        qtbot.addWidget(window)
        # Shortcuts reach only the active window.
        with qtbot.waitActive(window):
            window.show()
            window.activateWindow()
        return window

    return open_


def click_square(window: MainWindow, square: int) -> None:
    viewport = window.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=window.view.cellRect(square).center())


def press(window: MainWindow, keys: str | QKeySequence.StandardKey) -> None:
    QTest.keySequence(window.view, QKeySequence(keys))


def single_move(board: Board) -> Move:
    """A legal move of a card that has only one (so a click plays it)."""
    return next(m for m in board.legal_moves() if len(board.moves_from(m.source)) == 1)


def play_until_stuck(window: MainWindow) -> None:
    while moves := window.controller.game.board.legal_moves():
        window.controller.play(moves[0])


def lost_game_window(open_window: Callable[..., MainWindow]) -> MainWindow:
    """A window on deal 5 without shuffles, played until stuck: a lost game."""
    no_shuffles = Rules(shuffles=0)
    window = open_window("--deal", "5")
    window.controller.start_game(Game.new(5, no_shuffles))
    play_until_stuck(window)
    assert window.controller.game.status is GameStatus.LOST
    return window


def test_a_click_plays_a_card_and_the_status_bar_follows(open_window) -> None:
    window = open_window("--deal", "5")
    board = window.controller.game.board
    move = single_move(board)
    click_square(window, move.source)
    assert window.controller.game.board == board.play(move)
    assert window.status.moves_label.text() == "Moves: 1"
    in_place = window.controller.game.board.in_place_count()
    assert window.status.in_place_label.text() == f"In place: {in_place} of 48"
    assert window.menus.undo_action.isEnabled()


def test_undo_and_redo_through_the_shortcuts(open_window) -> None:
    window = open_window("--deal", "5")
    start = window.controller.game.board
    click_square(window, single_move(start).source)
    played = window.controller.game.board
    press(window, "Ctrl+Z")
    assert window.controller.game.board == start
    press(window, "Ctrl+Shift+Z")
    assert window.controller.game.board == played
    press(window, "Ctrl+Z")
    press(window, "Ctrl+Y")
    assert window.controller.game.board == played
    assert window.status.moves_label.text() == "Moves: 1"


def test_menus_show_the_shortcuts(open_window) -> None:
    window = open_window("--deal", "5")
    assert QKeySequence("Ctrl+Z") in window.menus.undo_action.shortcuts()
    assert {QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")} <= set(
        window.menus.redo_action.shortcuts()
    )
    assert window.menus.hint_action.shortcut() == QKeySequence("H")
    assert window.menus.shuffle_action.shortcut() == QKeySequence("S")
    menu_actions = {a for menu in window.menuBar().actions() for a in menu.menu().actions()}
    assert {
        window.menus.undo_action,
        window.menus.redo_action,
        window.menus.shuffle_action,
    } <= menu_actions


def test_addiction_shuffle_asks_while_moves_remain_and_undo_gives_it_back(open_window) -> None:
    window = open_window("--deal", "5", "--rules", "addiction")
    prompts = window.prompts
    start = window.controller.game.board
    assert window.menus.shuffle_action.text() == "&Shuffle (3 left)"
    prompts.confirm_answer = False
    press(window, "S")
    assert prompts.asked and window.controller.game.board == start
    prompts.confirm_answer = True
    press(window, "S")
    shuffled = window.controller.game.board
    assert shuffled != start
    assert window.status.shuffles_label.text() == "Shuffles left: 2"
    press(window, "Ctrl+Z")
    assert window.controller.game.board == start
    assert window.status.shuffles_label.text() == "Shuffles left: 3"
    press(window, "Ctrl+Y")
    assert window.controller.game.board == shuffled


def test_montana_shuffles_only_when_stuck_and_undo_stops_there(open_window) -> None:
    window = open_window("--deal", "5", "--rules", "montana")
    assert not window.menus.shuffle_action.isEnabled()
    play_until_stuck(window)
    assert window.banner.isVisible()
    assert "Shuffle" in window.banner.label.text()
    assert window.menus.shuffle_action.isEnabled()
    QTest.mouseClick(window.banner.button, Qt.MouseButton.LeftButton)
    assert window.prompts.asked == []  # nothing to lose: no question
    assert window.controller.game.shuffles_used == 1
    assert not window.menus.undo_action.isEnabled()
    before = window.controller.game.board
    press(window, "Ctrl+Z")
    assert window.controller.game.board == before


def test_relaxed_rules_have_unlimited_shuffles(open_window) -> None:
    window = open_window("--deal", "5", "--rules", "relaxed")
    window.prompts.confirm_answer = False
    press(window, "S")
    assert window.prompts.asked == []  # unlimited: nothing to lose, no question
    assert window.controller.game.shuffles_used == 1
    assert window.status.shuffles_label.text() == "Shuffles left: unlimited"
    assert window.menus.shuffle_action.isEnabled()


def test_restart_goes_back_to_the_deal_and_can_be_undone(open_window) -> None:
    window = open_window("--deal", "5")
    click_square(window, single_move(window.controller.game.board).source)
    played = window.controller.game.board
    window.menus.restart_action.trigger()
    assert window.controller.game.board == Board.deal(5)
    assert window.status.moves_label.text() == "Moves: 0"
    press(window, "Ctrl+Z")
    assert window.controller.game.board == played


def test_copy_a_code_and_open_it_again(open_window) -> None:
    window = open_window("--deal", "77", "--rules", "classic")
    window.menus.copy_code_action.trigger()
    code = QGuiApplication.clipboard().text()
    assert code == window.controller.game.code
    window.prompts.deal_answer = "4000000000"  # past a 32-bit int
    window.menus.numbered_action.trigger()
    assert window.controller.game.deal_number == 4_000_000_000
    window.prompts.code_answer = code
    window.menus.open_code_action.trigger()
    game = window.controller.game
    assert (game.deal_number, game.rules) == (77, Rules.preset("classic"))
    assert game.board == Board.deal(77)


def test_a_bad_code_is_asked_again_with_the_reason_and_the_players_text(open_window) -> None:
    window = open_window("--deal", "5")
    QGuiApplication.clipboard().setText("not a code")
    window.prompts.code_answer = "A-1-00"
    press(window, QKeySequence.StandardKey.Open)
    (first_text, first_problem), (again_text, problem) = window.prompts.code_prompts
    assert (first_text, first_problem) == ("", None)  # the clipboard held no code
    assert again_text == "A-1-00"
    assert problem is not None and problem.startswith("That code does not work:")
    assert window.controller.game.deal_number == 5


def test_a_code_on_the_clipboard_is_offered_even_with_curly_quotes(open_window) -> None:
    window = open_window("--deal", "5")
    code = Game.new(19).code
    QGuiApplication.clipboard().setText(f"“{code}”")
    window.prompts.code_answer = f"“{code}”"
    press(window, QKeySequence.StandardKey.Open)
    assert window.prompts.code_prompts[0] == (f"“{code}”", None)
    assert window.controller.game.deal_number == 19


def test_autosave_brings_back_the_position_and_the_undo_history(open_window) -> None:
    window = open_window("--deal", "5")
    for _ in range(3):
        click_square(window, single_move(window.controller.game.board).source)
    press(window, "S")
    press(window, "Ctrl+Z")  # the shuffle waits on the redo branch
    game = window.controller.game
    board, history, redo = game.board, game.history, game.redo_actions
    window.close()

    again = open_window()
    restored = again.controller.game
    assert (restored.board, restored.history, restored.redo_actions) == (board, history, redo)
    assert again.status.moves_label.text() == "Moves: 3"
    press(again, "Ctrl+Y")
    assert again.controller.game.shuffles_used == 1
    for _ in range(4):
        press(again, "Ctrl+Z")
    assert again.controller.game.board == Board.deal(5)


def test_a_corrupt_save_is_put_aside_and_a_new_game_starts(open_window, data_dir) -> None:
    (data_dir / "savegame.json").write_text("{ not json", encoding="utf-8")
    window = open_window()
    assert window.notice.isVisible()
    assert window.notice.label.text().startswith("Your saved game could not be read")
    assert window.controller.game.moves_made == 0
    assert list(data_dir.glob("savegame.corrupt-*"))


def test_a_lost_game_shows_a_summary_with_undo(open_window) -> None:
    window = lost_game_window(open_window)
    panel = window.end_panel
    assert panel.isVisible()
    in_place = window.controller.game.board.in_place_count()
    assert f"In place: {in_place} of 48" in panel.details.text()
    QTest.mouseClick(window.end_undo_button, Qt.MouseButton.LeftButton)
    assert window.controller.game.status is GameStatus.PLAYING
    assert not panel.isVisible()


def test_the_last_card_wins_the_game(open_window) -> None:
    window = open_window("--deal", "5")
    window.controller.start_game(Game.from_board(Board.parse(NEARLY_WON)))
    click_square(window, 12)
    assert window.controller.game.status is GameStatus.WON
    assert window.end_panel.isVisible()
    assert window.end_panel.title.text() == "You won!"
    assert not window.menus.hint_action.isEnabled()


def game_menu(window: MainWindow) -> QMenu:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Game")
    assert isinstance(menu, QMenu)
    return menu


def choose_in_game_menu(qtbot, window: MainWindow, key: Qt.Key) -> None:
    """Open the Game menu and press an item's mnemonic, as a player at the keyboard would."""
    menu = game_menu(window)
    menu.popup(window.mapToGlobal(window.rect().topLeft()))
    qtbot.waitExposed(menu)
    QTest.keyClick(menu, key)
    if menu.isVisible():  # the item was disabled: the menu stays open
        QTest.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible())


def test_give_up_sits_in_the_game_menu_after_restart(open_window) -> None:
    window = open_window("--deal", "5")
    actions = game_menu(window).actions()
    assert window.menus.give_up_action in actions
    assert (
        actions.index(window.menus.give_up_action) == actions.index(window.menus.restart_action) + 1
    )
    assert window.menus.give_up_action.text() == "&Give up"
    assert "given up" in window.menus.give_up_action.statusTip()
    assert window.menus.give_up_action.isEnabled()


def test_give_up_asks_first_and_no_changes_nothing(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    click_square(window, single_move(window.controller.game.board).source)
    board = window.controller.game.board
    window.prompts.confirm_answer = False
    choose_in_game_menu(qtbot, window, Qt.Key.Key_G)
    assert window.prompts.asked == [
        "Give up this game? The statistics count it as given up (not won)."
    ]
    game = window.controller.game
    assert game.status is GameStatus.PLAYING and not game.given_up
    assert game.board == board
    assert not window.end_panel.isVisible()
    assert window.menus.give_up_action.isEnabled()
    assert window.menus.undo_action.isEnabled()
    assert (statistics := window.controller.statistics) is not None
    assert statistics.summary().played == 0


def test_giving_up_shows_the_end_panel_and_restart_plays_again(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    click_square(window, single_move(window.controller.game.board).source)
    choose_in_game_menu(qtbot, window, Qt.Key.Key_G)
    game = window.controller.game
    assert window.prompts.asked
    assert game.status is GameStatus.LOST and game.given_up
    panel = window.end_panel
    assert panel.isVisible()
    assert panel.title.text() == "Game given up"
    assert "Moves: 1" in panel.details.text()
    assert window.end_undo_button.isHidden()  # a give-up cannot be undone
    assert not window.menus.undo_action.isEnabled()
    assert not window.menus.give_up_action.isEnabled()
    assert not window.menus.hint_action.isEnabled()
    assert window.controller.statistics is not None
    summary = window.controller.statistics.summary()
    assert (summary.played, summary.given_up, summary.lost) == (1, 1, 0)

    window.prompts.asked.clear()
    choose_in_game_menu(qtbot, window, Qt.Key.Key_G)  # disabled now: nothing is asked
    assert window.prompts.asked == []

    restart = next(b for b in panel.findChildren(QPushButton) if b.text() == "Restart")
    QTest.mouseClick(restart, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game.status is GameStatus.PLAYING and not game.given_up
    assert game.board == Board.deal(5)
    assert not panel.isVisible()
    assert window.menus.give_up_action.isEnabled()
    assert window.status.moves_label.text() == "Moves: 0"


def test_give_up_is_disabled_once_the_game_is_lost(open_window) -> None:
    window = lost_game_window(open_window)
    assert not window.menus.give_up_action.isEnabled()
    assert window.end_panel.title.text() == "No moves left"
    assert window.end_undo_button.isVisibleTo(window.end_panel)  # a plain loss can be undone


def test_a_given_up_game_comes_back_given_up(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    click_square(window, single_move(window.controller.game.board).source)
    choose_in_game_menu(qtbot, window, Qt.Key.Key_G)
    window.close()
    again = open_window()
    assert again.controller.game.given_up
    assert again.end_panel.isVisible()
    assert again.end_panel.title.text() == "Game given up"
    assert not again.menus.undo_action.isEnabled()
    assert not again.menus.give_up_action.isEnabled()
    assert again.menus.restart_action.isEnabled()


def test_the_timer_can_be_hidden_and_stays_hidden(open_window) -> None:
    window = open_window("--deal", "5")
    assert window.status.time_label.isVisible()
    window.menus.timer_action.trigger()
    assert not window.status.time_label.isVisible()
    window.close()
    assert not open_window().status.time_label.isVisible()


def test_the_clock_waits_for_the_first_move_and_pauses_while_inactive(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    controller = window.controller
    assert not controller.clock_running
    click_square(window, single_move(controller.game.board).source)
    assert controller.clock_running
    other = QWidget()
    qtbot.addWidget(other)
    with qtbot.waitActive(other):
        other.show()
        other.activateWindow()
    assert not controller.clock_running
    with qtbot.waitActive(window):
        window.activateWindow()
    assert controller.clock_running


def test_h_marks_a_hint_and_the_hinted_card_plays_by_click(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    with qtbot.waitSignal(window.controller.hint_worker.hintReady, timeout=60000):
        press(window, "H")
    hint = window.controller.model.hint
    board = window.controller.game.board
    assert hint in board.legal_moves()
    assert hint.card.label in window.status.hint_label.text()
    click_square(window, hint.source)
    if len(board.moves_from(hint.source)) > 1:  # a 2 with a choice: then its gap
        click_square(window, hint.target)
    assert window.controller.game.history == (hint,)
    assert window.controller.model.hint is None
    assert window.status.hint_label.text() == ""


@pytest.mark.parametrize("answer", ["0", "4294967296", "twelve"])
def test_a_bad_deal_number_is_refused_with_a_reason(open_window, answer) -> None:
    window = open_window("--deal", "5")
    window.prompts.deal_answer = answer
    window.menus.numbered_action.trigger()
    assert window.prompts.errors and window.prompts.errors[0].startswith("No such deal")
    assert window.controller.game.deal_number == 5


def test_view_preferences_apply_at_once_and_come_back(open_window) -> None:
    window = open_window("--deal", "5")
    window.menus.four_colour_action.trigger()
    dark = next(a for a in window.menus.theme_group.actions() if a.data() == "dark")
    dark.trigger()
    assert window.view.fourColourDeck()
    assert window.view.theme().is_dark
    window.close()
    again = open_window()
    assert again.menus.four_colour_action.isChecked() and again.view.fourColourDeck()
    assert again.view.theme().is_dark


def test_the_statistics_window_opens_on_the_current_rule_set(open_window, qtbot) -> None:
    window = open_window("--deal", "3", "--rules", "montana")
    seen: list[object] = []

    def inspect_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        seen.append(dialog)
        assert isinstance(dialog, StatisticsWindow)
        seen.append(dialog.rules_combo.currentData())
        dialog.reject()

    QTimer.singleShot(0, inspect_and_close)
    window.menus.statistics_action.trigger()
    assert isinstance(seen[0], StatisticsWindow)
    assert seen[1] == "montana"


def test_a_game_double_clicked_in_the_statistics_is_played_again(open_window, qtbot) -> None:
    from tests.ui.test_statistics_window import double_click, show_games

    window = open_window("--deal", "5", "--rules", "montana")
    click_square(window, single_move(window.controller.game.board).source)
    window.prompts.confirm_answer = True
    press(window, "Ctrl+N")  # deal 5 is left after a move: abandoned, in the record
    assert window.controller.game.deal_number != 5

    def double_click_the_game() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, StatisticsWindow)
        show_games(dialog)
        view = dialog.games_page.games_view
        double_click(view.viewport(), view.visualRect(view.model().index(0, 0)).center())

    QTimer.singleShot(0, double_click_the_game)
    window.menus.statistics_action.trigger()
    game = window.controller.game
    assert (game.deal_number, game.rules) == (5, Rules.preset("montana"))
