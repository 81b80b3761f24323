"""The statistics window with a real database file, driven with real clicks and keys."""

from __future__ import annotations

import csv
import time
from collections import Counter
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QMouseEvent, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QMessageBox,
    QToolTip,
    QWidget,
)
from pytestqt.qtbot import QtBot

from addiction.engine import Rules
from addiction.engine.outcome import Termination
from addiction.models.games_table import VALUE_ROLE, Column
from addiction.store.statistics import GameResult, PlayedGame, StatisticsDatabase
from addiction.ui.statistics import StatisticsWindow
from addiction.ui.statistics.charts import CalendarHeatmap, InPlaceHistogram, WinRateChart
from addiction.ui.theme import theme_for
from tests.statistics_rows import write_raw

ADDICTION = Rules.preset("addiction").key
MONTANA = Rules.preset("montana").key
# rules, deal, outcome, in place, moves, seconds
GAMES = [
    (ADDICTION, 12, "won", 48, 130, 400.0),
    (ADDICTION, 3, "lost", 30, 90, 200.0),
    (ADDICTION, 250, "won", 48, 120, 725.0),
    (ADDICTION, None, "given-up", 14, 10, 30.0),
    (MONTANA, 7, "won", 48, 99, 3700.0),
    (MONTANA, 41, "lost", 25, 61, 95.0),
]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "statistics.sqlite3"


@pytest.fixture
def db(db_path: Path) -> Iterator[StatisticsDatabase]:
    database = StatisticsDatabase(db_path)
    for number, (key, deal, outcome, in_place, moves, seconds) in enumerate(GAMES):
        database.record(
            GameResult(
                key, deal, f"CODE-{number}", Termination(outcome), in_place, moves, 1, seconds
            )
        )
    yield database
    database.close()


def shown_window(qtbot: QtBot, db: StatisticsDatabase, key: str | None = None) -> StatisticsWindow:
    window = StatisticsWindow(db, key)
    qtbot.addWidget(window)
    window.resize(1000, 680)
    window.show()
    qtbot.waitExposed(window)
    return window


def show_games(window: StatisticsWindow) -> None:
    tab_bar = window.tabs.tabBar()
    QTest.mouseClick(tab_bar, Qt.MouseButton.LeftButton, pos=tab_bar.tabRect(1).center())
    assert window.tabs.currentIndex() == 1


def column_values(window: StatisticsWindow, column: Column) -> list[Any]:
    model = window.games_page.games_view.model()
    return [model.index(row, column).data(VALUE_ROLE) for row in range(model.rowCount())]


def choose(combo: QComboBox, text: str) -> None:
    """Step through a closed combo box with the arrow keys to the item with this text."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    while combo.currentText() != text:
        before = combo.currentIndex()
        QTest.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() != before, f"{text!r} is not in the combo box"


def double_click(widget: QWidget, position: QPoint) -> None:
    """Press, release, press, double-click, release: what a window system delivers.
    (QTest.mouseDClick sends the double-click event without the press an item view
    needs to know which item was double-clicked.)"""
    left = Qt.MouseButton.LeftButton
    for kind, buttons in (
        (QEvent.Type.MouseButtonPress, left),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
        (QEvent.Type.MouseButtonPress, left),
        (QEvent.Type.MouseButtonDblClick, left),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            QPointF(position),
            QPointF(widget.mapToGlobal(position)),
            left,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(widget, event)


# --- figures ------------------------------------------------------------------------


def test_the_figures_of_the_chosen_rule_set(qtbot: QtBot, db: StatisticsDatabase) -> None:
    window = shown_window(qtbot, db, ADDICTION)
    figures = {name: label.text() for name, label in window.figures.items()}
    assert figures == {
        "played": "4",
        "won": "2",
        "lost": "1",
        "given_up": "1",
        "abandoned": "0",
        "win_rate": "50%",
        "current_streak": "0",
        "best_streak": "1",
        "best_moves": "120",
        "best_time": "6:40",
        "average_in_place": "35.0 of 48",
    }
    choose(window.rules_combo, "All rule sets")
    assert window.figures["played"].text() == "6"
    assert window.figures["won"].text() == "3"
    table = window.breakdown_table
    rows = [
        [table.item(row, column).text() for column in range(4)] for row in range(table.rowCount())
    ]
    assert rows == [
        ["Addiction", "4", "2", "50%"],
        ["Montana", "2", "1", "50%"],
        ["All rule sets", "6", "3", "50%"],
    ]


def test_damaged_rows_are_skipped_and_counted_in_a_footnote(
    qtbot: QtBot, db: StatisticsDatabase, db_path: Path
) -> None:
    good = ("2026-11-30T10:00:00+00:00", ADDICTION, 5, "RAW", "won", 48, 100, 1, 300.0)
    write_raw(
        db_path,
        [
            ("last tuesday", *good[1:]),
            (*good[:5], "forty", *good[6:]),
            (*good[:4], "draw", *good[5:]),
        ],
    )
    window = shown_window(qtbot, db)
    assert window.figures["played"].text() == str(len(GAMES))
    assert "3 damaged records were skipped." in window.footnote.text()
    assert window.games_page.games_view.model().rowCount() == len(GAMES)


def test_an_abandoned_game_shows_in_the_figures(
    qtbot: QtBot, db: StatisticsDatabase, db_path: Path
) -> None:
    write_raw(
        db_path, [("2026-11-30T10:00:00+00:00", MONTANA, 8, "LEFT", "abandoned", 9, 20, 0, 50.0)]
    )
    window = shown_window(qtbot, db, MONTANA)
    assert window.figures["played"].text() == "3"
    assert (window.figures["lost"].text(), window.figures["abandoned"].text()) == ("1", "1")
    show_games(window)
    choose(window.games_page.outcome_combo, "Abandoned")
    assert window.games_page.games_view.model().index(0, Column.OUTCOME).data() == "Abandoned"


def test_reset_asks_and_forgets_only_after_yes(
    qtbot: QtBot, db: StatisticsDatabase, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = shown_window(qtbot, db, MONTANA)
    questions: list[str] = []

    def answer(reply: QMessageBox.StandardButton) -> None:
        def ask(*args: object) -> QMessageBox.StandardButton:
            questions.append(str(args[2]))
            return reply

        monkeypatch.setattr(QMessageBox, "question", ask)

    answer(QMessageBox.StandardButton.Cancel)
    QTest.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    assert questions == ["Forget the 2 recorded games of Montana? This cannot be undone."]
    assert db.summary(MONTANA).played == 2

    answer(QMessageBox.StandardButton.Reset)
    QTest.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    assert db.summary(MONTANA).played == 0
    assert db.summary(ADDICTION).played == 4
    assert window.figures["played"].text() == "0"
    assert not window.reset_button.isEnabled()


# --- the games table ---------------------------------------------------------------


def test_every_game_is_listed_not_only_the_last_fifty(qtbot: QtBot, db: StatisticsDatabase) -> None:
    for number in range(60):
        lost = GameResult(ADDICTION, number, f"MORE-{number}", Termination.LOST, 20, 40, 3, 60.0)
        db.record(lost)
    window = shown_window(qtbot, db)
    assert window.games_page.games_view.model().rowCount() == len(GAMES) + 60


def test_clicking_a_header_sorts_by_its_values(qtbot: QtBot, db: StatisticsDatabase) -> None:
    window = shown_window(qtbot, db)
    show_games(window)
    header = window.games_page.games_view.horizontalHeader()

    def click_header(column: Column) -> None:
        x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
        QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))

    click_header(Column.TIME)
    seconds = column_values(window, Column.TIME)
    assert seconds == sorted(seconds)  # 0:30, 1:35, ... 1:01:40: by value, not text
    click_header(Column.TIME)
    assert column_values(window, Column.TIME) == sorted(seconds, reverse=True)
    click_header(Column.DEAL)
    deals = column_values(window, Column.DEAL)
    assert deals == sorted(deals)
    assert deals[-2:] == [41, 250]


def test_the_filters_pick_rule_set_and_outcome(qtbot: QtBot, db: StatisticsDatabase) -> None:
    window = shown_window(qtbot, db)
    show_games(window)
    choose(window.games_page.outcome_combo, "Won")
    assert window.games_page.games_view.model().rowCount() == 3
    assert window.games_page.shown_label.text() == "3 games"
    choose(window.rules_combo, "Montana")
    assert column_values(window, Column.DEAL) == [7]
    assert window.games_page.shown_label.text() == "1 game"
    choose(window.games_page.outcome_combo, "Given up")
    assert window.games_page.games_view.model().rowCount() == 0
    assert not window.games_page.export_button.isEnabled()


def test_double_clicking_a_game_asks_to_play_its_deal_again(
    qtbot: QtBot, db: StatisticsDatabase
) -> None:
    window = shown_window(qtbot, db)
    show_games(window)
    view = window.games_page.games_view
    row = column_values(window, Column.DEAL).index(250)
    cell = view.visualRect(view.model().index(row, Column.OUTCOME)).center()
    codes: list[str] = []
    window.playAgainRequested.connect(lambda game: codes.append(game.code))
    double_click(view.viewport(), cell)
    assert codes == ["CODE-2"]
    assert not window.isVisible()


def test_return_on_a_selected_game_asks_to_play_it_again(
    qtbot: QtBot, db: StatisticsDatabase
) -> None:
    window = shown_window(qtbot, db)
    show_games(window)
    view = window.games_page.games_view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Home)  # the newest game
    QTest.keyClick(view, Qt.Key.Key_Down)  # the one before it
    with qtbot.waitSignal(window.playAgainRequested, timeout=1000) as signal:
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert [game.code for game in signal.args] == [f"CODE-{len(GAMES) - 2}"]


def test_hovering_a_bar_tells_its_count(qtbot: QtBot, db: StatisticsDatabase) -> None:
    window = shown_window(qtbot, db)
    chart = window.in_place_chart
    axes = chart.axes()
    bar = QPointF(axes.x(30.5), axes.y(0.5)).toPoint()
    event = QHelpEvent(QEvent.Type.ToolTip, bar, chart.mapToGlobal(bar))
    QApplication.sendEvent(chart, event)
    assert QToolTip.isVisible()
    assert QToolTip.text() == "1 ended with 30 cards in place"
    nowhere = QPoint(2, 2)  # the panel's corner, over no bar
    event = QHelpEvent(QEvent.Type.ToolTip, nowhere, chart.mapToGlobal(nowhere))
    QApplication.sendEvent(chart, event)
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=2000)  # Qt hides it after a beat


def test_export_writes_the_filtered_games_as_csv(
    qtbot: QtBot, db: StatisticsDatabase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "mine.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args: (str(target), "CSV files (*.csv)")
    )
    window = shown_window(qtbot, db, ADDICTION)
    show_games(window)
    choose(window.games_page.outcome_combo, "Won")
    QTest.mouseClick(window.games_page.export_button, Qt.MouseButton.LeftButton)

    with target.open(encoding="utf-8", newline="") as stream:
        header, *rows = list(csv.reader(stream))
    assert header == [
        "Date",
        "Rule set",
        "Deal",
        "Game code",
        "Outcome",
        "In place",
        "Moves",
        "Shuffles",
        "Seconds",
    ]
    expected = [
        (key, deal, f"CODE-{number}", moves, seconds)
        for number, (key, deal, outcome, _, moves, seconds) in enumerate(GAMES)
        if key == ADDICTION and outcome == "won"
    ]
    assert [(row[2], row[3], row[6], row[8]) for row in rows] == [
        (str(deal), code, str(moves), f"{seconds:g}")
        for _, deal, code, moves, seconds in reversed(
            expected
        )  # newest first, as the table shows them
    ]
    assert {row[1] for row in rows} == {"Addiction"}
    assert {row[4] for row in rows} == {"Won"}
    for row in rows:
        assert datetime.fromisoformat(row[0]).tzinfo is not None
    assert "saved to" in window.games_page.shown_label.text()


def test_a_failed_export_says_so_and_keeps_the_old_file(
    qtbot: QtBot, db: StatisticsDatabase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A directory in the way: os.replace cannot put a file there.
    target = tmp_path / "taken.csv"
    target.mkdir()
    (target / "keep.txt").write_text("mine", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(str(args[2])))
    window = shown_window(qtbot, db)
    show_games(window)
    QTest.mouseClick(window.games_page.export_button, Qt.MouseButton.LeftButton)
    assert len(warnings) == 1
    assert warnings[0].startswith(f"The games could not be saved to {target}")
    assert (target / "keep.txt").read_text(encoding="utf-8") == "mine"
    assert list(tmp_path.glob(".taken.csv.*")) == []  # no temporary file left behind


# --- the charts ---------------------------------------------------------------------


def test_the_charts_say_no_games_yet_when_empty(qtbot: QtBot, tmp_path: Path) -> None:
    empty = StatisticsDatabase(tmp_path / "empty.sqlite3")
    window = shown_window(qtbot, empty)
    charts = [
        window.win_rate_chart,
        window.in_place_chart,
        window.wins_chart,
        window.calendar_chart,
    ]
    assert not any(chart.has_data() for chart in charts)
    assert all(chart.empty_text.startswith(("No games yet", "No wins yet")) for chart in charts)
    window.close()
    empty.close()


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("size", [(900, 560), (1280, 800)])
def test_the_wins_bar_is_drawn_in_the_in_place_green(
    qtbot: QtBot, db: StatisticsDatabase, dark: bool, size: tuple[int, int]
) -> None:
    window = shown_window(qtbot, db)
    if dark:
        palette = QPalette(window.palette())
        palette.setColor(QPalette.ColorRole.Base, QColor("#1e1f22"))
        palette.setColor(QPalette.ColorRole.Text, QColor("#e6e6e6"))
        window.setPalette(palette)
    window.resize(*size)
    chart = window.in_place_chart
    axes = chart.axes()
    # The middle of the 48 bar (3 wins, the tallest), as the window paints it.
    middle = QPointF(axes.x(48.5), axes.y(1.5)).toPoint()
    image = window.grab().toImage()
    pixel = image.pixelColor(chart.mapTo(window, middle) * image.devicePixelRatio())
    assert pixel == theme_for(dark).in_place
    assert chart.tip_at(QPointF(middle)) == "3 won: all 48 cards in place"


def test_the_win_rate_rolls_over_the_last_twenty_games(qtbot: QtBot) -> None:
    chart = WinRateChart()
    qtbot.addWidget(chart)
    outcomes = [Termination.WON] * 20 + [Termination.LOST] * 10
    games = [
        PlayedGame(datetime(2026, 1, 1, tzinfo=timezone.utc), ADDICTION, 1, "C", t, 48, 1, 0, 1.0)
        for t in outcomes
    ]
    chart.set_games(games)
    assert chart.rates[19] == 1.0
    assert chart.rates[-1] == pytest.approx(10 / 20)
    assert chart.overall == pytest.approx(20 / 30)


def test_the_calendar_tells_the_games_of_a_day(qtbot: QtBot, db: StatisticsDatabase) -> None:
    chart = CalendarHeatmap()
    qtbot.addWidget(chart)
    chart.resize(600, 220)
    games = db.history().games
    today = games[-1].finished_at.astimezone().date()
    chart.set_games(games, today=today)
    cell, origin, _, weeks = chart._grid()
    # Today's square: the last column, its weekday's row.
    square = QPointF(origin.x() + (weeks - 0.5) * cell, origin.y() + (today.weekday() + 0.5) * cell)
    assert chart.day_at(square) == today
    assert str(chart.tip_at(square)).endswith(f": {len(GAMES)} games, 3 won")
    assert chart.day_at(QPointF(square.x() + cell, square.y())) is None  # the future


def test_the_histogram_counts_each_game_once(qtbot: QtBot, db: StatisticsDatabase) -> None:
    chart = InPlaceHistogram()
    qtbot.addWidget(chart)
    chart.set_games(db.history().games)
    assert sum(chart.counts) == len(GAMES)
    assert chart.counts[48] == 3
    assert chart.counts[30] == 1


def test_the_calendar_counts_local_days_across_a_clock_change(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Europe/Berlin went to summer time on 29 March 2026: that day had 23 hours.
    monkeypatch.setenv("TZ", "Europe/Berlin")
    time.tzset()
    try:
        start = datetime(2026, 3, 27, 20, 0, tzinfo=timezone.utc)
        games = [
            PlayedGame(
                start + timedelta(minutes=37 * n),
                ADDICTION,
                1,
                "C",
                Termination.WON if n % 3 else Termination.LOST,
                48,
                1,
                0,
                1.0,
            )
            for n in range(300)
        ]
        chart = CalendarHeatmap()
        qtbot.addWidget(chart)
        chart.set_games(games)
        expected = Counter(game.finished_at.astimezone().date() for game in games)
        assert {day: count for day, (count, _) in chart.per_day.items()} == expected
        assert len(expected) > 5
    finally:
        monkeypatch.undo()
        time.tzset()
