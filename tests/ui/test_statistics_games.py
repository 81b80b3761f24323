"""The statistics window over games of the Gaps family (issue 24) and what each row
played (issue 25): each game chosen by its title, its figures and charts sized to
its own cards, and the Deal column and the CSV naming a daily deal by its date and
a level by its number. A real database file, real clicks and keys."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from addiction.engine import GAME_TITLES, GameKind, Rules, Termination
from addiction.models.games_table import Column
from addiction.store.statistics import GameResult, StatisticsDatabase, cards_in_play
from addiction.ui.dialogs.common import rules_title
from addiction.ui.language import install_translators
from addiction.ui.statistics import StatisticsWindow
from addiction.ui.statistics.charts.base import MARGIN, Chart
from tests.ui.test_statistics_window import choose, show_games, shown_window

DAY = date(2026, 12, 1)
MOON, DOUBLE = cards_in_play("blue-moon"), cards_in_play("double-montana")


def result(key: str, outcome: Termination, in_place: int, deal: int, game_id: str) -> GameResult:
    return GameResult(key, deal, f"CODE-{game_id}", outcome, in_place, 80, 1, 100.0, game_id)


@pytest.fixture
def db(tmp_path: Path) -> Iterator[StatisticsDatabase]:
    database = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    for recorded in (
        result("addiction", Termination.WON, 48, 17, "deal"),
        replace(
            result("addiction", Termination.LOST, 30, 4, "daily"), daily_date=DAY, on_the_day=True
        ),
        replace(
            result("addiction", Termination.WON, 48, 5, "level"), kind=GameKind.CAMPAIGN, level=12
        ),
        result("blue-moon", Termination.WON, MOON, 21, "moon-won"),
        result("blue-moon", Termination.LOST, 30, 22, "moon-lost"),
        result("double-montana", Termination.LOST, DOUBLE - 10, 23, "double"),
    ):
        database.record(recorded)
    yield database
    database.close()


def deal_texts(window: StatisticsWindow) -> list[str]:
    model = window.games_page.games_view.model()
    return [model.index(row, Column.DEAL).data() for row in range(model.rowCount())]


def test_every_game_of_the_family_has_a_title_to_translate() -> None:
    for key, title in GAME_TITLES.items():
        assert rules_title(Rules.preset(key)) == title


def test_each_game_is_chosen_by_its_title_and_sized_to_its_cards(
    qtbot: QtBot, db: StatisticsDatabase
) -> None:
    window = shown_window(qtbot, db, "addiction")
    combo = window.rules_combo
    titles = [combo.itemText(index) for index in range(combo.count())]
    assert {"Blue Moon", "Double Montana", "Campaign"} <= set(titles)
    assert "Red Moon" not in titles  # never played

    choose(combo, "Blue Moon")
    assert window.figures["played"].text() == "2"
    assert window.figures["average_in_place"].text() == f"{(MOON + 30) / 2:.1f} of {MOON}"
    chart = window.in_place_chart
    assert chart.cards == MOON
    axes = chart.axes()
    assert axes.x_ticks[-1][1] == str(MOON)  # the wins' bar is labelled
    bar = QPointF(axes.x(MOON + 0.5), axes.y(0.5))
    assert chart.tip_at(bar) == f"1 won: all {MOON} cards in place"

    choose(combo, "Double Montana")
    assert window.figures["average_in_place"].text() == f"{DOUBLE - 10:.1f} of {DOUBLE}"
    assert window.in_place_chart.cards == DOUBLE

    choose(combo, "All rule sets")
    average = window.figures["average_in_place"].text()
    assert " of " not in average  # games of several sizes: no one total
    assert window.in_place_chart.cards == DOUBLE  # the largest game shown
    # Addiction's 48 and a Blue Moon game's 30 share no bar with a win but Addiction's.
    assert window.in_place_chart.wins[48] == 2 and window.in_place_chart.counts[30] == 2
    table = window.breakdown_table
    averages = {table.item(row, 0).text(): table.item(row, 8).text() for row in range(4)}
    assert averages["Blue Moon"].endswith(f" of {MOON}")
    assert averages["Double Montana"].endswith(f" of {DOUBLE}")


def test_the_rows_name_the_daily_the_level_and_the_game(
    qtbot: QtBot, db: StatisticsDatabase
) -> None:
    window = shown_window(qtbot, db)
    show_games(window)
    texts = deal_texts(window)
    assert {"Daily 1 Dec 2026", "Level 12", "#17", "#21"} <= set(texts)
    model = window.games_page.games_view.model()
    rules = [model.index(row, Column.RULES).data() for row in range(model.rowCount())]
    assert rules[texts.index("#21")] == "Blue Moon"
    assert rules[texts.index("#23")] == "Double Montana"
    assert rules[texts.index("Level 12")] == "Campaign"
    header = window.games_page.games_view.horizontalHeader()
    metrics = window.games_page.games_view.fontMetrics()
    assert header.sectionSize(Column.DEAL) > max(map(metrics.horizontalAdvance, texts))

    header_x = header.sectionViewportPosition(Column.DEAL) + 5
    QTest.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=QPointF(header_x, 5).toPoint()
    )
    ascending = deal_texts(window)
    # Numbered deals, then levels, then daily deals.
    assert ascending[-2:] == ["Level 12", "Daily 1 Dec 2026"]


def test_the_csv_names_the_game_the_daily_and_the_level(
    qtbot: QtBot, db: StatisticsDatabase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "games.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    window = shown_window(qtbot, db)
    show_games(window)
    QTest.mouseClick(window.games_page.export_button, Qt.MouseButton.LeftButton)
    with target.open(encoding="utf-8", newline="") as stream:
        _, *rows = list(csv.reader(stream))
    named = {row[3]: (row[1], row[2]) for row in rows}  # by game code
    assert named["CODE-daily"] == ("Addiction", "Daily 1 Dec 2026")
    assert named["CODE-level"] == ("Campaign", "Level 12")
    assert named["CODE-moon-won"] == ("Blue Moon", "21")
    assert named["CODE-double"] == ("Double Montana", "23")


def test_in_portuguese_the_rows_and_titles_are_translated(
    qtbot: QtBot, db: StatisticsDatabase
) -> None:
    install_translators("pt_BR")
    try:
        window = StatisticsWindow(db)
        qtbot.addWidget(window)
        texts = deal_texts(window)
        assert "Nível 12" in texts
        assert any(text.startswith("Do dia 1") and "2026" in text for text in texts)
        combo = window.rules_combo
        titles = {combo.itemText(index) for index in range(combo.count())}
        assert {"Lua Azul", "Montana Dupla"} <= titles
        table = window.breakdown_table
        for row in range(table.rowCount()):  # elided in a narrow window: said whole
            assert table.item(row, 0).toolTip() == table.item(row, 0).text()
    finally:
        install_translators("en")


@pytest.mark.parametrize("width", [900, 1280])
def test_no_chart_caption_is_cut_in_portuguese(
    qtbot: QtBot, db: StatisticsDatabase, width: int
) -> None:
    install_translators("pt_BR")
    try:
        window = shown_window(qtbot, db)
        window.resize(width, 560)
        below = []
        for chart in window.findChildren(Chart):
            metrics = QFontMetricsF(chart.small_font())
            room = chart.width() - 2 * MARGIN
            assert metrics.horizontalAdvance(chart.subtitle()) <= room, chart.subtitle()
            if chart.subtitle_below():  # the plot starts below the subtitle's line
                assert chart.plot_rect().top() > MARGIN + 2 * metrics.height()
                below.append(chart.subtitle())
        # At 900 px "cada ponto: os últimos 20 jogos" no longer fits beside its title.
        assert bool(below) == (width == 900), below
    finally:
        install_translators("en")
