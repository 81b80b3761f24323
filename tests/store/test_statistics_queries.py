"""The statistics window's read side: every game, damaged rows skipped and counted.

Damaged rows are written with raw sqlite3 into a real database file, with the
schema's CHECK constraints switched off as a damaged or hand-edited file would
have them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.engine import Termination
from addiction.store.statistics import GameResult, StatisticsDatabase
from tests.statistics_rows import COLUMNS, write_raw

GOOD_ROW = ("2026-11-30T10:00:00+00:00", "addiction", 7, "CODE-7", "lost", 20, 60, 3, 240.0)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "statistics.sqlite3"


@pytest.fixture
def db(db_path: Path) -> Iterator[StatisticsDatabase]:
    database = StatisticsDatabase(db_path)
    yield database
    database.close()


def changed(**values: object) -> tuple[object, ...]:
    row = list(GOOD_ROW)
    for name, value in values.items():
        row[COLUMNS.index(name)] = value
    return tuple(row)


def test_history_gives_every_recorded_game_oldest_first(db: StatisticsDatabase) -> None:
    results = [
        GameResult("addiction", 1, "CODE-1", Termination.WON, 48, 130, 2, 400.5),
        GameResult("montana", None, "CODE-2", Termination.GIVEN_UP, 14, 10, 0, 30.0),
        GameResult("addiction", 3, "CODE-3", Termination.LOST, 30, 90, 3, 200.0),
    ]
    before = datetime.now(timezone.utc).replace(microsecond=0)
    for result in results:
        db.record(result)
    history = db.history()
    assert history.damaged == 0
    assert [
        (
            g.rules_key,
            g.deal_number,
            g.code,
            g.termination,
            g.in_place,
            g.moves,
            g.shuffles_used,
            g.seconds,
        )
        for g in history.games
    ] == [
        (
            r.rules_key,
            r.deal_number,
            r.code,
            r.outcome,
            r.in_place,
            r.moves,
            r.shuffles_used,
            r.seconds,
        )
        for r in results
    ]
    assert all(
        before <= game.finished_at <= before + timedelta(minutes=1) for game in history.games
    )
    assert history.rules_keys() == ["addiction", "montana"]
    assert [game.code for game in history.of_rules("addiction")] == ["CODE-1", "CODE-3"]


@pytest.mark.parametrize(
    "damage",
    [
        {"finished_at": "yesterday"},
        {"finished_at": 12345},
        {"in_place": "many"},
        {"in_place": 49},
        {"moves": "lots"},
        {"moves": -1},
        {"shuffles_used": 1.5},
        {"seconds": "slow"},
        {"seconds": -3.0},
        {"outcome": "draw"},
        {"outcome": 3},
        {"rules_key": ""},
        {"deal_number": "seven"},
        {"code": b"\xff"},  # a blob: TEXT affinity would turn a number into text
    ],
)
def test_a_damaged_row_is_skipped_and_counted(
    db: StatisticsDatabase, db_path: Path, damage: dict[str, object]
) -> None:
    write_raw(db_path, [GOOD_ROW, changed(**damage), GOOD_ROW])
    history = db.history()
    assert history.damaged == 1
    assert len(history.games) == 2
    assert history.summary().played == 2


def test_numbers_stored_as_text_that_read_as_numbers_are_kept(
    db: StatisticsDatabase, db_path: Path
) -> None:
    # SQLite's column affinity turns '12' into 12 in an INTEGER column: not damage.
    write_raw(db_path, [changed(in_place="12", moves="40", seconds="99.5")])
    (game,) = db.history().games
    assert (game.in_place, game.moves, game.seconds) == (12, 40, 99.5)


def test_a_date_without_a_zone_is_read_as_utc(db: StatisticsDatabase, db_path: Path) -> None:
    write_raw(db_path, [changed(finished_at="2026-03-04T05:06:07")])
    (game,) = db.history().games
    assert game.finished_at == datetime(2026, 3, 4, 5, 6, 7, tzinfo=timezone.utc)


def test_an_abandoned_game_is_counted_on_its_own(db: StatisticsDatabase, db_path: Path) -> None:
    write_raw(
        db_path,
        [
            changed(outcome="won", in_place=48),
            changed(outcome="abandoned", in_place=10),
            changed(outcome="won", in_place=48),
            changed(outcome="given-up", in_place=20),
        ],
    )
    history = db.history()
    assert history.damaged == 0
    assert history.games[1].termination is Termination.ABANDONED
    summary = history.summary()
    assert (summary.played, summary.won, summary.lost) == (4, 2, 0)
    assert (summary.given_up, summary.abandoned) == (1, 1)
    assert summary.played == summary.won + summary.lost + summary.given_up + summary.abandoned
    assert summary.best_streak == 1  # the abandoned game broke the run of wins
    assert summary.average_in_place == (48 + 10 + 48 + 20) / 4


games = st.lists(
    st.builds(
        GameResult,
        rules_key=st.sampled_from(["addiction", "montana", "classic"]),
        deal_number=st.one_of(st.none(), st.integers(1, 10_000)),
        code=st.just("CODE"),
        outcome=st.sampled_from(list(Termination)),
        in_place=st.integers(0, 48),
        moves=st.integers(0, 500),
        shuffles_used=st.integers(0, 3),
        seconds=st.floats(0, 10_000, allow_nan=False).map(lambda s: round(s, 1)),
    ),
    max_size=25,
)


@settings(max_examples=40, deadline=None)
@given(games)
def test_the_history_summary_agrees_with_the_database_summary(
    tmp_path_factory: pytest.TempPathFactory, results: list[GameResult]
) -> None:
    db = StatisticsDatabase(tmp_path_factory.mktemp("stats") / "statistics.sqlite3")
    try:
        for result in results:
            db.record(result)
        history = db.history()
        for key in [None, *db.rules_keys()]:
            expected, actual = db.summary(key), history.summary(key)
            for field in fields(expected):
                want, got = getattr(expected, field.name), getattr(actual, field.name)
                if isinstance(want, float):
                    assert got == pytest.approx(want), field.name
                elif field.name != "by_rules":
                    assert got == want, field.name
            assert [part.rules_key for part in actual.by_rules] == [
                part.rules_key for part in expected.by_rules
            ]
    finally:
        db.close()
