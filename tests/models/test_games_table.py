"""The games table model: every game, filtered by rule set and outcome, sorted by value."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from PySide6.QtCore import QPersistentModelIndex, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from addiction.engine.outcome import Termination
from addiction.models.games_table import CODE_ROLE, VALUE_ROLE, Column, GamesTableModel
from addiction.store.statistics import PlayedGame

START = datetime(2026, 11, 1, 12, 0, tzinfo=timezone.utc)


def game(
    index: int,
    termination: Termination = Termination.LOST,
    rules_key: str = "addiction",
    seconds: float = 100.0,
    deal: int | None = None,
    moves: int = 50,
) -> PlayedGame:
    return PlayedGame(
        finished_at=START + timedelta(hours=index),
        rules_key=rules_key,
        deal_number=index if deal is None else deal,
        code=f"CODE-{index}",
        termination=termination,
        in_place=48 if termination is Termination.WON else index % 48,
        moves=moves,
        shuffles_used=index % 4,
        seconds=seconds,
    )


GAMES = [
    game(0, Termination.WON, seconds=600.0, deal=10, moves=120),
    game(1, Termination.LOST, seconds=95.0, deal=9, moves=80),
    game(2, Termination.GIVEN_UP, "montana", seconds=59.0, deal=100, moves=12),
    game(3, Termination.ABANDONED, seconds=3700.0, deal=2, moves=200),
    game(4, Termination.WON, "montana", seconds=420.0, deal=30, moves=99),
]


def cell_text(played: PlayedGame, column: Column) -> str:
    """Text that sorts differently from the values: minutes without padding, deals with #."""
    if column is Column.TIME:
        return f"{int(played.seconds) // 60}:{int(played.seconds) % 60:02d}"
    if column is Column.DEAL:
        return f"#{played.deal_number}"
    return str(played)


def make_model(games: list[PlayedGame] = GAMES) -> GamesTableModel:
    model = GamesTableModel([column.name for column in Column], cell_text)
    model.set_games(games)
    return model


def codes(model: GamesTableModel) -> list[str]:
    return [model.index(row, 0).data(CODE_ROLE) for row in range(model.rowCount())]


def test_the_model_passes_the_model_tester_through_filters_and_sorts(
    qtmodeltester: ModelTester,
) -> None:
    model = make_model()
    qtmodeltester.check(model)
    model.set_filter("montana", None)
    model.sort(Column.TIME, Qt.SortOrder.AscendingOrder)
    model.set_filter(None, Termination.WON)
    model.set_games([*GAMES, game(5, Termination.WON)])
    model.set_filter(None, Termination.ABANDONED)
    model.set_games([])
    qtmodeltester.check(model)


def test_newest_game_first_until_sorted_otherwise() -> None:
    assert codes(make_model()) == ["CODE-4", "CODE-3", "CODE-2", "CODE-1", "CODE-0"]


VALUES: dict[Column, Callable[[PlayedGame], Any]] = {
    Column.TIME: lambda g: g.seconds,
    Column.DEAL: lambda g: g.deal_number,
    Column.MOVES: lambda g: g.moves,
    Column.FINISHED: lambda g: g.finished_at,
    Column.OUTCOME: lambda g: g.termination.value,
}


@pytest.mark.parametrize("column", list(VALUES))
def test_sorting_goes_by_the_value_not_the_text(column: Column) -> None:
    # Ties (two wins) keep the order games ended in: oldest first going up.
    def key(played: PlayedGame) -> tuple[Any, datetime]:
        return VALUES[column](played), played.finished_at

    model = make_model()
    model.sort(column, Qt.SortOrder.AscendingOrder)
    assert codes(model) == [g.code for g in sorted(GAMES, key=key)]
    model.sort(column, Qt.SortOrder.DescendingOrder)
    assert codes(model) == [g.code for g in sorted(GAMES, key=key, reverse=True)]


def test_the_time_text_alone_would_sort_wrongly() -> None:
    # The reason for sorting by value: "10:00" comes before "1:35" as text.
    model = make_model()
    model.sort(Column.TIME, Qt.SortOrder.AscendingOrder)
    shown = [model.index(row, Column.TIME).data() for row in range(model.rowCount())]
    assert shown != sorted(shown)
    values = [model.index(row, Column.TIME).data(VALUE_ROLE) for row in range(model.rowCount())]
    assert values == sorted(values)


def test_a_game_without_a_deal_number_sorts_before_the_numbered_ones() -> None:
    coded = PlayedGame(START, "addiction", None, "FROM-CODE", Termination.LOST, 3, 4, 0, 5.0)
    model = make_model([*GAMES, coded])
    model.sort(Column.DEAL, Qt.SortOrder.AscendingOrder)
    assert codes(model)[0] == "FROM-CODE"


def test_filters_by_rule_set_and_outcome_together() -> None:
    model = make_model()
    model.set_filter("montana", None)
    assert codes(model) == ["CODE-4", "CODE-2"]
    model.set_filter("montana", Termination.WON)
    assert codes(model) == ["CODE-4"]
    model.set_filter(None, Termination.ABANDONED)
    assert codes(model) == ["CODE-3"]
    assert model.shown_games() == [GAMES[3]]
    model.set_filter("classic", None)
    assert model.rowCount() == 0


def test_a_sort_keeps_the_selection_on_the_same_game(qtbot: QtBot) -> None:
    model = make_model()
    remembered = QPersistentModelIndex(model.index(2, Column.MOVES))  # CODE-2
    model.sort(Column.MOVES, Qt.SortOrder.AscendingOrder)
    assert remembered.row() == codes(model).index("CODE-2")
    assert remembered.column() == Column.MOVES


def test_numbers_line_up_on_the_right_and_words_on_the_left() -> None:
    model = make_model()
    right = model.index(0, Column.MOVES).data(Qt.ItemDataRole.TextAlignmentRole)
    left = model.index(0, Column.OUTCOME).data(Qt.ItemDataRole.TextAlignmentRole)
    assert right & Qt.AlignmentFlag.AlignRight
    assert left & Qt.AlignmentFlag.AlignLeft
    assert model.headerData(Column.MOVES, Qt.Orientation.Horizontal) == "MOVES"


def test_the_titles_must_match_the_columns() -> None:
    with pytest.raises(ValueError, match="needs 8 titles"):
        GamesTableModel(["Date"], cell_text)
