"""Dates as the player's language writes them (ui/wording.py written_date), wherever
the window writes one: the daily's name in the status bar, Copy result, the
statistics' games table and calendar, and the daily calendar's month. Brazilians
write "16 de dezembro de 2027", not "16 dezembro 2027"."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from addiction.engine import Termination
from addiction.store.settings import Preferences
from addiction.store.statistics import DailyResult
from addiction.ui.dialogs.daily_calendar import DailyCalendarDialog
from addiction.ui.language import install_translators
from addiction.ui.main_window import MainWindow
from addiction.ui.statistics import StatisticsWindow
from addiction.ui.statistics.charts.heatmap import CalendarHeatmap
from addiction.ui.translate import tr
from tests.ui.test_daily_window import DAY
from tests.ui.test_main_window import open_window
from tests.ui.test_share import copied
from tests.ui.test_statistics_games import deal_texts

__all__ = ["open_window"]  # the fixture, shared with the main window's tests

# DAY (16 December 2027, a Thursday) in full, short, with its weekday, and its month.
WRITTEN = {
    "en": ("16 December 2027", "16 Dec 2027", "Thursday, 16 December 2027", "December 2027"),
    "pt_BR": (
        "16 de dezembro de 2027",
        "16 de dez. de 2027",
        "quinta-feira, 16 de dezembro de 2027",
        "dezembro de 2027",
    ),
    "de": ("16. Dezember 2027", "16. Dez. 2027", "Donnerstag, 16. Dezember 2027", "Dezember 2027"),
    "es": (
        "16 de diciembre de 2027",
        "16 dic 2027",
        "jueves, 16 de diciembre de 2027",
        "diciembre de 2027",
    ),
    "fr": ("16 décembre 2027", "16 déc. 2027", "jeudi 16 décembre 2027", "décembre 2027"),
    "it": ("16 dicembre 2027", "16 dic 2027", "giovedì 16 dicembre 2027", "dicembre 2027"),
    "ja": ("2027年12月16日", "2027年12月16日", "2027年12月16日 木曜日", "2027年12月"),
    "zh_CN": ("2027年12月16日", "2027年12月16日", "2027年12月16日 星期四", "2027年12月"),
    "nl": ("16 december 2027", "16 dec 2027", "donderdag 16 december 2027", "december 2027"),
    # A month inside a date is declined, alone it is not (LLLL: ui/wording.py).
    "pl": ("16 grudnia 2027", "16 gru 2027", "czwartek, 16 grudnia 2027", "grudzień 2027"),
    "ru": ("16 декабря 2027", "16 дек. 2027", "четверг, 16 декабря 2027", "декабрь 2027"),
    "tr": ("16 Aralık 2027", "16 Ara 2027", "16 Aralık 2027 Perşembe", "Aralık 2027"),
}


@pytest.fixture(params=list(WRITTEN))
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    Preferences().language = request.param  # the window installs the player's language
    install_translators(request.param)
    yield request.param
    install_translators("en")


def test_the_window_writes_a_daily_s_date_the_language_s_way(
    qtbot: QtBot, language: str, open_window: Callable[..., MainWindow]
) -> None:
    long, short, _, month = WRITTEN[language]
    window = open_window("--deal", "5")
    controller = window.controller
    controller.today = lambda: DAY
    window.menus.daily_action.trigger()
    assert window.status.goal_label.isVisibleTo(window)
    assert window.status.goal_label.text().endswith(long)
    assert long in window.windowTitle()

    assert controller.play(controller.game.board.legal_moves()[0])
    controller.give_up()
    assert f" {short} - " in copied(window)

    assert controller.statistics is not None
    statistics = StatisticsWindow(controller.statistics, parent=window)
    qtbot.addWidget(statistics)
    daily_row = tr("Daily %1", "a daily deal by its date").replace("%1", short)
    assert daily_row in deal_texts(statistics)

    calendar = DailyCalendarDialog({DAY: DailyResult(DAY, Termination.GIVEN_UP, True)}, DAY, window)
    qtbot.addWidget(calendar)
    assert calendar.month_label.text() == month


def test_the_statistics_calendar_tells_a_day_with_its_weekday(qtbot: QtBot, language: str) -> None:
    chart = CalendarHeatmap()
    qtbot.addWidget(chart)
    chart.resize(600, 220)
    chart.set_games([], today=DAY)
    cell, origin, _, weeks = chart._grid()
    # DAY's square: the last column, its weekday's row.
    square = QPointF(origin.x() + (weeks - 0.5) * cell, origin.y() + (DAY.weekday() + 0.5) * cell)
    assert chart.day_at(square) == DAY
    # Then a colon, after a no-break space in French, full width in Chinese.
    assert re.match(re.escape(WRITTEN[language][2]) + "\u00a0?[:：]", str(chart.tip_at(square)))
