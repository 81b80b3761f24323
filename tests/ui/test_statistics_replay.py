"""A statistics row played again from the real window, as what it was: a daily deal
as that daily (counted as one), a level as that level, a deal as its deal. The
games are played and left in the window, the statistics opened from its menu and
each row double-clicked with real mouse events."""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.control.sources import DailyPlay, Origin
from addiction.engine import Game, GameKind, daily
from addiction.models.games_table import Column
from addiction.ui.main_window import MainWindow
from addiction.ui.statistics import StatisticsWindow
from tests.ui.test_main_window import open_window, single_move
from tests.ui.test_statistics_window import choose, double_click

__all__ = ["open_window"]  # the fixture, from the main window's tests

DAY = datetime.date(2027, 12, 16)  # in the daily data file: it starts at once
TODAY = datetime.date(2027, 12, 20)
LEVEL = 3
DEAL = 9
WINNABLE = 11


def move_once(window: MainWindow) -> None:
    window.controller.play(single_move(window.controller.game.board))


def double_click_row(window: MainWindow, deal_text: str) -> None:
    """Open the statistics from the Game menu, show every rule set's games and
    double-click the row whose Deal column reads deal_text."""
    seen: list[str] = []

    def double_click_it() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, StatisticsWindow)
        choose(dialog.rules_combo, "All rule sets")
        tab_bar = dialog.tabs.tabBar()
        QTest.mouseClick(tab_bar, Qt.MouseButton.LeftButton, pos=tab_bar.tabRect(1).center())
        view = dialog.games_page.games_view
        model = view.model()
        texts = [model.index(row, Column.DEAL).data() for row in range(model.rowCount())]
        seen.extend(texts)
        if deal_text not in texts:
            dialog.reject()
            return
        index = model.index(texts.index(deal_text), Column.OUTCOME)
        view.scrollTo(index)
        double_click(view.viewport(), view.visualRect(index).center())

    QTimer.singleShot(0, double_click_it)
    window.menus.statistics_action.trigger()
    assert deal_text in seen, seen


def played_daily_level_and_deal(open_window: Callable[..., MainWindow]) -> MainWindow:
    """A window whose statistics hold a past daily, a level, deal 9 and a winnable
    deal, each left after a move (so each is recorded, as abandoned)."""
    window = open_window("--deal", "5")
    window.controller.today = lambda: TODAY
    window.controller.start_daily(DAY, on_the_day=False)
    move_once(window)
    window.controller.start_level(LEVEL)
    move_once(window)
    window.controller.new_numbered_deal(DEAL)
    move_once(window)
    window.controller.start_game(
        Game.new(WINNABLE, window.controller.rules), Origin(GameKind.WINNABLE)
    )
    move_once(window)
    window.controller.new_numbered_deal(5)
    return window


def test_a_daily_row_replays_that_daily_and_counts_as_it(open_window) -> None:
    window = played_daily_level_and_deal(open_window)
    double_click_row(window, "Daily 16 Dec 2027")
    controller = window.controller
    assert controller.daily == DailyPlay(DAY, on_the_day=False)
    assert controller.game.deal_number == daily.for_date(DAY).deal_number
    statistics = controller.statistics
    assert statistics is not None
    assert statistics.daily_game(controller.game_id) == (DAY, False)
    move_once(window)
    window.controller.new_numbered_deal(5)
    dailies = [game for game in statistics.history().games if game.daily_date == DAY]
    assert len(dailies) == 2  # the first game and the one played again


def test_a_level_row_replays_that_level(open_window) -> None:
    window = played_daily_level_and_deal(open_window)
    double_click_row(window, f"Level {LEVEL}")
    controller = window.controller
    assert controller.level is not None and controller.level.number == LEVEL
    assert controller.kind is GameKind.CAMPAIGN
    assert controller.daily is None


def test_a_deal_row_replays_its_deal(open_window) -> None:
    window = played_daily_level_and_deal(open_window)
    double_click_row(window, f"#{DEAL}")
    controller = window.controller
    assert controller.game.deal_number == DEAL
    assert (controller.daily, controller.level, controller.kind) == (None, None, GameKind.DEAL)


def test_a_winnable_deal_row_replays_it_counted_as_one(open_window) -> None:
    window = played_daily_level_and_deal(open_window)
    double_click_row(window, f"#{WINNABLE}")
    controller = window.controller
    assert (controller.game.deal_number, controller.kind) == (WINNABLE, GameKind.WINNABLE)
