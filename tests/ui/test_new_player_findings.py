"""What a new player met in the window (issue 38's small findings), each through real
widgets and real mouse and key events: the words of a game without shuffles, the
leaving question and the statistics row, passing messages that go or fit, the clock,
the time of a win undone and redone, Show the route on the panel and the menu alike,
the language's menu, and the board laid out in its room."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from addiction.engine import (
    GAMES,
    Board,
    Game,
    GameKind,
    GameStatus,
    Rules,
    Shuffle,
    Termination,
    daily,
)
from addiction.store.settings import Preferences
from addiction.ui.board import BoardView
from addiction.ui.dialogs.common import format_duration
from addiction.ui.dialogs.rules import ADDICTION, RulesDialog
from addiction.ui.language import install_translators
from addiction.ui.main_window import MainWindow
from addiction.ui.review import ReviewWindow
from addiction.ui.statistics import StatisticsWindow
from addiction.ui.statistics.words import outcome_text
from tests.ui import test_main_window
from tests.ui.test_daily_window import DAY
from tests.ui.test_hints_in_window import ask_hint
from tests.ui.test_main_window import NEARLY_WON, click_square, press, single_move

# The main window's fixture: the window as the command line opens it.
open_window = test_main_window.open_window

LINE_UP = Rules.preset("line-up")
DOUBLE_MONTANA = Rules.preset("double-montana")
ANSWER_MS = 60_000  # a worker's answer on a loaded machine


def toolbar_click(window: MainWindow, action: QAction) -> None:
    """A click on action's toolbar button."""
    button = window.menus.toolbar.widgetForAction(action)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_line_up_hints_and_badge_name_no_shuffle(qtbot, open_window) -> None:
    """Line Up deals no shuffle: neither a winnable deal's hint (deal 1) nor a lost
    one's (deal 4) speaks of winning "without a shuffle", nor does the badge."""
    window = open_window("--rules", "line-up", "--deal", "1")
    window.menus.winnability_action.trigger()
    for deal, badge in ((1, "Winnable"), (4, "Not winnable")):
        window.controller.start_game(Game.new(deal, LINE_UP))
        ask_hint(qtbot, window)
        sentence = window.status.hint_label.text()
        assert ": from here the " in sentence
        assert "shuffle" not in sentence
        assert window.view.accessibleDescription() == sentence  # the board's callout
        qtbot.waitUntil(
            lambda: window.status.winnability_label.text() != "Checking…", timeout=ANSWER_MS
        )
        assert window.status.winnability_label.text() == badge


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_leaving_and_give_up_questions_name_the_statistics_rows_word(
    open_window, language: str
) -> None:
    """Leaving a game asks with the word its row then shows ("Abandoned"), and Give up
    with "Given up": not "a loss", which is another row (Lost)."""
    Preferences().language = language  # the window installs its translators
    try:
        window = open_window("--deal", "5")
        click_square(window, single_move(window.controller.game.board).source)
        toolbar_click(window, window.menus.new_action)  # leave it for a new game
        click_square(window, single_move(window.controller.game.board).source)
        window.menus.give_up_action.trigger()
        statistics = window.controller.statistics
        assert statistics is not None
        rows = [game.termination for game in statistics.history().games]
        assert rows == [Termination.ABANDONED, Termination.GIVEN_UP]
        leaving, giving_up = window.prompts.asked
        for question, row in zip((leaving, giving_up), rows, strict=True):
            assert outcome_text(row).lower() in question.lower()
            assert outcome_text(Termination.LOST).lower() not in question.lower()
    finally:
        install_translators("en")


def open_statistics(window: MainWindow) -> tuple[object, dict[str, str], str]:
    """Game > Statistics, looked at while it is open and then closed: the group it
    opened on, its figures and its footnote as the player saw them."""
    seen: list[tuple[object, dict[str, str], str]] = []

    def look_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, StatisticsWindow)
        figures = {name: label.text() for name, label in dialog.figures.items()}
        seen.append((dialog.rules_combo.currentData(), figures, dialog.footnote.text()))
        dialog.reject()

    QTimer.singleShot(0, look_and_close)
    window.menus.statistics_action.trigger()
    assert len(seen) == 1
    return seen[0]


def test_the_statistics_open_on_a_winnable_deals_own_group(qtbot, open_window) -> None:
    """A winnable deal given up is counted under "Winnable deals": the statistics open
    there, and a rule set's figures say in their footnote that such games are apart."""
    window = open_window("--deal", "5")
    with qtbot.waitSignal(window.controller.newGameStarted, timeout=ANSWER_MS):
        window.campaign.winnable_action.trigger()
    click_square(window, single_move(window.controller.game.board).source)
    window.menus.give_up_action.trigger()
    group, figures, _ = open_statistics(window)
    assert group == GameKind.WINNABLE.value
    assert (figures["played"], figures["given_up"]) == ("1", "1")
    toolbar_click(window, window.menus.new_action)  # a plain deal of Addiction
    group, figures, footnote = open_statistics(window)
    assert group == "addiction" and figures["played"] == "0"
    assert "winnable deals are counted apart" in footnote


def test_the_next_games_rules_message_goes_when_that_game_starts(open_window) -> None:
    window = open_window("--deal", "5")

    def choose_line_up() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RulesDialog)
        dialog.games.setCurrentRow([ADDICTION, *GAMES].index("line-up"))
        dialog.accept()

    QTimer.singleShot(0, choose_line_up)
    window.menus.rules_action.trigger()
    bar = window.statusBar()
    assert bar.currentMessage() == "The next game uses the Line Up rules."
    click_square(window, single_move(window.controller.game.board).source)
    assert bar.currentMessage() == "The next game uses the Line Up rules."  # still to come
    toolbar_click(window, window.menus.new_action)
    assert window.controller.game.rules == LINE_UP
    assert bar.currentMessage() == ""


def message_room(window: MainWindow) -> int:
    """The width QStatusBar paints its message in: from 6 px in to 2 px short of the
    first permanent widget shown (qstatusbar.cpp, messageRect)."""
    status = window.status
    permanent = (window.watching.progress_label, status.goal_label, status.in_place_label)
    return min(widget.x() for widget in permanent if widget.isVisible()) - 2 - 6


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [QSize(1100, 720), QSize(640, 420)])
def test_copy_result_says_so_beside_the_dailys_label_uncut(
    qtbot, open_window, language: str, size: QSize
) -> None:
    """The message after Copy result fits its room whole (it once ran on under the
    daily's label, cut mid-word)."""
    Preferences().language = language
    try:
        window = open_window("--deal", "5")
        window.resize(size)
        controller = window.controller
        controller.today = lambda: DAY
        controller.start_daily(DAY, on_the_day=True)
        for step in daily.for_date(DAY).route:
            assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
        qtbot.waitUntil(lambda: window.size() == size and window.sharing.copy_button.isVisible())
        QTest.mouseClick(window.sharing.copy_button, Qt.MouseButton.LeftButton)
        bar = window.statusBar()
        message = bar.currentMessage()
        assert message
        QTest.qWait(50)  # the bar lays out its labels again
        assert bar.fontMetrics().horizontalAdvance(message) <= message_room(window)
        if size.width() >= 1100:
            assert "…" not in message  # whole, not even shortened
    finally:
        install_translators("en")


@pytest.mark.parametrize("size", [QSize(1100, 720), QSize(900, 600)])
def test_a_long_pt_br_hint_shows_its_move_whole_in_the_status_bar(
    qtbot, open_window, size: QSize
) -> None:
    """Deal 10's first hint is a long sentence in Portuguese: where it does not fit,
    the status bar shows its move whole (the callout on the board has the sentence),
    not a sentence cut with an ellipsis."""
    Preferences().language = "pt_BR"
    try:
        window = open_window("--deal", "10")
        window.resize(size)
        qtbot.waitUntil(lambda: window.size() == size)
        ask_hint(qtbot, window)
        label = window.status.hint_label
        hint = window.controller.model.hint
        assert hint is not None
        shown = label.shown_text()
        assert not shown.endswith("…"), shown
        assert shown == label.text() or shown.startswith(f"Dica: {hint.card.label} para a ")
        assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    finally:
        install_translators("en")


def test_the_clock_stops_while_the_window_is_minimised(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    controller = window.controller
    click_square(window, single_move(controller.game.board).source)
    assert controller.clock_running
    window.showMinimized()
    qtbot.waitUntil(lambda: window.isMinimized())
    assert not controller.clock_running
    before = controller.elapsed_seconds()
    QTest.qWait(300)
    assert controller.elapsed_seconds() == before
    with qtbot.waitActive(window):
        window.showNormal()
        window.activateWindow()
    assert controller.clock_running


def test_a_win_undone_and_redone_shows_the_time_the_statistics_keep(qtbot, open_window) -> None:
    """A win's time is final, as the win is: after Undo, a wait and Redo, the end
    panel shows the time the statistics recorded at the win, not a later one."""
    window = open_window("--deal", "5")
    controller = window.controller
    controller.start_game(Game.from_board(Board.parse(NEARLY_WON)))
    click_square(window, 12)  # K♠ into the gap before it: won
    assert controller.game.status is GameStatus.WON
    statistics = controller.statistics
    assert statistics is not None
    (row,) = statistics.history().games
    kept = format_duration(row.seconds)
    assert window.end_panel.isVisible() and f"Time: {kept}" in window.end_panel.details.text()
    press(window, "Ctrl+Z")
    assert not window.end_panel.isVisible()
    QTest.qWait(1100)  # a clock running on would pass the next second
    press(window, "Ctrl+Shift+Z")
    assert controller.game.status is GameStatus.WON
    assert f"Time: {kept}" in window.end_panel.details.text()
    assert window.status.time_label.text() == f"Time: {kept}"
    assert [format_duration(game.seconds) for game in statistics.history().games] == [kept]


def route_button(window: MainWindow) -> QPushButton:
    (button,) = (
        button
        for button in window.end_panel.findChildren(QPushButton)
        if button.text() == "Show the route"
    )
    return button


def test_a_given_up_winnable_deal_offers_its_route_on_the_panel_as_in_the_menu(
    qtbot, open_window
) -> None:
    """The panel and Play agree: a given-up winnable deal has a verified route, so
    both offer it; a click on the board stops the replay and the given-up game is
    back, not a board to play on."""
    window = open_window("--deal", "5")
    with qtbot.waitSignal(window.controller.newGameStarted, timeout=ANSWER_MS):
        window.campaign.winnable_action.trigger()
    click_square(window, single_move(window.controller.game.board).source)
    window.menus.give_up_action.trigger()
    given_up = window.controller.game.board
    assert window.watching.show_route_action.isEnabled()
    button = route_button(window)
    assert button.isVisible() and button.isEnabled()
    window.watching.player.set_interval(0)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.watching.player.played >= 3, timeout=20_000)
    click_square(window, 0)  # stops the replay
    assert not window.watching.player.running
    game = window.controller.game
    assert game.board == given_up and game.given_up and window.controller.counted
    assert game.status is not GameStatus.PLAYING
    assert window.end_panel.isVisible() and route_button(window).isVisible()


def board_rect(view: BoardView, squares: int) -> QRect:
    rect = QRect()
    for square in range(squares):
        rect = rect.united(view.cellRect(square))
    return rect


def test_double_montanas_board_sits_in_the_middle_of_the_table(qtbot, open_window) -> None:
    """Eight rows fill the height of a 900x600 window: as much table is left below
    the board as above it (the banner's room at the top once made the top gap four
    times the bottom's)."""
    window = open_window("--rules", "double-montana", "--deal", "3")
    window.resize(900, 600)
    qtbot.waitUntil(lambda: window.size() == QSize(900, 600))
    view = window.view
    board = board_rect(view, DOUBLE_MONTANA.shape.squares)
    above, below = board.top(), view.viewport().height() - 1 - board.bottom()
    assert abs(above - below) <= 2, (above, below)
    assert board.top() >= window.banner.reserved_height()  # still clear of the banner


@pytest.mark.parametrize("rules", [Rules.preset("addiction"), DOUBLE_MONTANA])
@pytest.mark.parametrize("size", [QSize(1000, 640), QSize(1000, 900), QSize(1400, 560)])
def test_the_reviews_board_fills_its_table(qtbot, rules: Rules, size: QSize) -> None:
    """The review's table is the board's: no band of felt above and below a board a
    third of its height (the height the board cannot use goes to the advice)."""
    game = Game.new(5, rules)
    for _ in range(3):
        game.play(game.board.legal_moves()[0])
    window = ReviewWindow(game)
    qtbot.addWidget(window)
    window.show()
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    QTest.qWait(50)  # the view's height follows its width
    view = window.view
    board = board_rect(view, rules.shape.squares)
    table = view.viewport().rect()
    # The felt hugs the board's height (a wide, low window leaves felt at its sides,
    # where a tall board has no width to take).
    assert board.height() >= 0.85 * table.height(), (board, table)
    assert board.width() >= 0.85 * table.width() or board.height() >= 0.95 * table.height()
    assert window.advice_label.geometry().top() > view.geometry().bottom()
