"""Goals on screen: a level's number and star targets while it is played, and a won
daily's panel with its date, the streaks, Show the route and the calendar."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.engine import GameStatus, Shuffle, campaign, daily
from addiction.ui.dialogs.daily_calendar import DailyCalendarDialog
from addiction.ui.main_window import MainWindow
from tests.ui.test_daily_window import DAY
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests


def test_a_level_shows_its_number_par_and_star_targets_while_played(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window("--level", "12")
    level = campaign.level(12)
    label = window.status.goal_label
    assert label.isVisibleTo(window)
    assert label.text().startswith("Level 12 · ")
    assert label.text().count("★") == campaign.MAX_STARS
    assert f"≤ {level.par} moves" in label.text()
    assert f"in at most {level.par} moves (par)" in label.toolTip()
    window.controller.new_numbered_deal(9)
    assert label.isHidden()


def test_a_won_daily_panel_names_the_day_the_streaks_and_offers_the_route_and_calendar(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window("--deal", "5")
    controller = window.controller
    controller.today = lambda: DAY
    window.menus.daily_action.trigger()  # today's daily: it counts for the streak
    for step in daily.for_date(DAY).route:
        assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
    assert controller.game.status is GameStatus.WON
    panel = window.end_panel
    assert panel.isVisibleTo(window)
    assert "Daily deal, 16 December 2027 · streak 1 · best 1" in panel.details.text()
    daily_end = window.end_of_game._daily
    for button in (daily_end.route_button, daily_end.calendar_button):
        assert button.isVisibleTo(window)
    assert daily_end.route_button.isEnabled()

    opened: list[object] = []

    def look_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        opened.append(type(dialog))
        assert dialog is not None
        dialog.reject()

    QTimer.singleShot(0, look_and_close)
    QTest.mouseClick(daily_end.calendar_button, Qt.MouseButton.LeftButton)
    assert opened == [DailyCalendarDialog]

    QTest.mouseClick(daily_end.route_button, Qt.MouseButton.LeftButton)
    assert window.watching.player.total == len(daily.for_date(DAY).route)
    window.watching.player.stop()


def test_a_plain_deal_panel_has_no_daily_buttons(open_window: Callable[..., MainWindow]) -> None:
    window = open_window("--deal", "5")
    window.controller.give_up()
    daily_end = window.end_of_game._daily
    assert window.end_panel.isVisibleTo(window)
    assert not daily_end.route_button.isVisibleTo(window)
    assert not daily_end.calendar_button.isVisibleTo(window)
    assert "streak" not in window.end_panel.details.text()
