"""The daily deal in the window: Ctrl+D, its title and status bar, a daily played to a
win with real mouse clicks and drags, the streak in the statistics window, the calendar."""

from __future__ import annotations

import datetime

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.engine import Game, GameStatus, Move, Termination, daily
from addiction.store.statistics import DailyResult
from addiction.ui.dialogs.daily_calendar import DailyCalendarDialog, MonthView
from addiction.ui.main_window import MainWindow
from addiction.ui.statistics import StatisticsWindow
from tests.ui.test_main_window import click_square, open_window, press

__all__ = ["open_window"]  # the fixture, shared with the main window's tests

DAY = datetime.date(2027, 12, 16)  # its route has a 2 with two gaps open to it: a drag


def drag_card(window: MainWindow, move: Move) -> None:
    """Press on the card, move in steps to the gap, release there: a person's drag."""
    viewport = window.view.viewport()
    start = QPointF(window.view.cellRect(move.source).center())
    end = QPointF(window.view.cellRect(move.target).center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start.toPoint())
    for step in range(1, 5):
        QTest.mouseMove(viewport, (start + (end - start) * (step / 4)).toPoint())
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end.toPoint())


def play_by_mouse(window: MainWindow, route: tuple[Move, ...]) -> int:
    """Each move of the route as a player makes it: a click on a card with one move, a
    drag for a 2 that could go to several gaps. Returns how many were dragged."""
    dragged = 0
    for move in route:
        board = window.controller.game.board
        if len(board.moves_from(move.source)) == 1:
            click_square(window, move.source)
        else:
            drag_card(window, move)
            dragged += 1
        assert window.controller.game.board == board.play(move), move
    return dragged


def test_ctrl_d_plays_todays_daily_to_a_win_by_mouse_and_the_streak_is_1(
    open_window, qtbot, monkeypatch
) -> None:
    window = open_window("--deal", "5")
    window.controller.today = lambda: DAY
    click_square(window, window.controller.game.board.legal_moves()[0].source)
    press(window, "Ctrl+D")
    assert window.prompts.asked == [
        "Leave this game? The statistics count it as abandoned (not won)."
    ]
    day = daily.for_date(DAY)
    assert window.controller.game.deal_number == day.deal_number
    assert window.windowTitle().startswith("Daily deal, 16 December 2027 (Addiction)")
    assert window.status.goal_label.text() == "Daily deal, 16 December 2027"
    assert window.status.goal_label.isVisibleTo(window)

    dragged = play_by_mouse(window, day.route[:1])
    press(window, "Ctrl+D")  # today's daily is being played: it goes on
    assert window.controller.game.moves_made == 1
    assert len(window.prompts.asked) == 1
    dragged += play_by_mouse(window, day.route[1:])
    assert window.controller.game.status is GameStatus.WON
    assert dragged == 1
    statistics = window.controller.statistics
    assert statistics is not None
    assert statistics.daily_results()[DAY] == DailyResult(DAY, Termination.WON, True)

    seen: list[str] = []

    def read_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, StatisticsWindow)
        seen.append(dialog.daily_streak_label.text())
        dialog.reject()

    monkeypatch.setattr(StatisticsWindow, "today", staticmethod(lambda: DAY))
    QTimer.singleShot(0, read_and_close)
    window.menus.statistics_action.trigger()
    assert seen == ["Daily streak: 1 · Best daily streak: 1"]

    window.controller.new_numbered_deal(9)
    assert window.status.goal_label.isHidden()
    assert window.windowTitle().startswith("Deal 9 ")


def test_a_dailys_code_opens_the_same_deal(open_window) -> None:
    window = open_window("--daily", DAY.isoformat())
    code = window.controller.game.code
    assert Game.from_code(code).initial == daily.for_date(DAY).board
    window.controller.open_code(code)
    assert window.controller.game.deal_number == daily.for_date(DAY).deal_number


def test_the_command_line_opens_a_past_day_not_for_the_streak(open_window) -> None:
    window = open_window("--daily", "2027-03-04")
    playing = window.controller.daily
    assert playing is not None
    assert (playing.date, playing.on_the_day) == (datetime.date(2027, 3, 4), False)
    assert window.status.goal_label.text() == "Daily deal, 4 March 2027"


def centre(view: MonthView, days_from_today: int) -> QPoint:
    return view.day_rect(DAY + datetime.timedelta(days_from_today)).center().toPoint()


def test_the_calendar_marks_days_and_a_click_plays_a_past_day(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    window.controller.today = lambda: DAY
    statistics = window.controller.statistics
    assert statistics is not None
    statistics.record_daily(DAY - datetime.timedelta(2), "a", Termination.WON, True)
    statistics.record_daily(DAY - datetime.timedelta(1), "b", Termination.LOST, True)
    chosen: list[datetime.date] = []

    def click_a_day() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, DailyCalendarDialog)
        try:
            view = dialog.month_view
            chosen.append(view.selected)
            # Days to come cannot be chosen; a past one can.
            QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, 3))
            chosen.append(dialog.isVisible())
            QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre(view, -1))
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, click_a_day)
    window.menus.daily_calendar_action.trigger()
    assert chosen == [DAY, True]
    playing = window.controller.daily
    assert playing is not None
    assert (playing.date, playing.on_the_day) == (DAY - datetime.timedelta(1), False)


def test_the_calendar_steps_through_past_months_only(qtbot) -> None:
    results = {
        DAY - datetime.timedelta(40): DailyResult(
            DAY - datetime.timedelta(40), Termination.WON, True
        )
    }
    dialog = DailyCalendarDialog(results, DAY)
    qtbot.addWidget(dialog)
    assert not dialog.next_button.isEnabled()
    assert dialog.month_label.text() == "December 2027"
    dialog.previous_button.click()
    assert dialog.month_label.text() == "November 2027"
    assert dialog.next_button.isEnabled()
    for _ in range(30):
        dialog.previous_button.click()
    assert not dialog.previous_button.isEnabled()
    assert dialog.month_label.text() == "December 2026"
    dialog.month_view.setFocus()
    seen: list[datetime.date] = []
    dialog.dayChosen.connect(seen.append)
    QTest.keyClick(dialog.month_view, Qt.Key.Key_Right)
    QTest.keyClick(dialog.month_view, Qt.Key.Key_Return)
    assert seen == [datetime.date(2026, 12, 2)]
