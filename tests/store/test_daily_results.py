"""The daily deal's own record in the statistics database (docs/daily.md)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest

from addiction.engine import Termination
from addiction.store.statistics import (
    MIGRATIONS,
    DailyResult,
    GameResult,
    StatisticsDatabase,
    StatisticsError,
    daily_streaks,
)

WON, LOST, ABANDONED = Termination.WON, Termination.LOST, Termination.ABANDONED
DAY = date(2027, 3, 10)


@pytest.fixture
def db(tmp_path: Path) -> Iterator[StatisticsDatabase]:
    database = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    yield database
    database.close()


def test_the_first_finished_game_is_the_days_result(db: StatisticsDatabase) -> None:
    db.record_daily(DAY, "first", LOST, on_the_day=True)
    db.record_daily(DAY, "second", WON, on_the_day=True)
    assert db.daily_results() == {DAY: DailyResult(DAY, LOST, True)}


def test_the_same_game_may_turn_a_loss_into_a_win_but_a_win_is_final(
    db: StatisticsDatabase,
) -> None:
    db.record_daily(DAY, "game", LOST, on_the_day=True)
    db.record_daily(DAY, "game", WON, on_the_day=True)
    assert db.daily_results()[DAY].outcome is WON
    db.record_daily(DAY, "game", ABANDONED, on_the_day=True)
    assert db.daily_results()[DAY].outcome is WON


def test_results_survive_reopening_and_reset_of_all_forgets_them(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    first = StatisticsDatabase(path)
    first.record_daily(DAY, "game", WON, on_the_day=False)
    first.close()
    again = StatisticsDatabase(path)
    assert again.daily_results() == {DAY: DailyResult(DAY, WON, False)}
    again.reset("addiction")
    assert again.daily_results() != {}
    again.reset()
    assert again.daily_results() == {}
    again.close()


def test_a_database_of_the_previous_version_gains_the_table_and_keeps_its_games(
    tmp_path: Path,
) -> None:
    path = tmp_path / "statistics.sqlite3"
    connection = sqlite3.connect(path)
    for statements in MIGRATIONS[:2]:
        for statement in statements:
            connection.execute(statement)
    connection.execute(
        "INSERT INTO games (game_id, finished_at, rules_key, code, outcome, in_place, moves,"
        " shuffles_used, seconds) VALUES ('g', '2026-11-30T10:00:00+00:00', 'addiction',"
        " 'A-1-1G', 'won', 48, 100, 0, 60.0)"
    )
    connection.execute("PRAGMA user_version = 2")
    connection.commit()
    connection.close()
    db = StatisticsDatabase(path)
    assert db.recovery is None
    assert db.summary().won == 1
    db.record_daily(DAY, "g", WON, on_the_day=True)
    assert DAY in db.daily_results()
    db.close()


def results(*days: tuple[int, Termination, bool]) -> dict[date, DailyResult]:
    return {
        DAY + timedelta(offset): DailyResult(DAY + timedelta(offset), outcome, on_the_day)
        for offset, outcome, on_the_day in days
    }


def test_daily_streaks_count_days_in_a_row_won_on_the_day() -> None:
    history = results(
        (0, WON, True),
        (1, WON, True),
        (2, WON, True),  # a run of three
        (3, LOST, True),
        (4, WON, True),
        (5, WON, False),
        (6, WON, True),  # day 5 from the calendar
        (8, WON, True),
        (9, WON, True),
    )
    today = DAY + timedelta(9)
    assert daily_streaks(history, today) == (2, 3)
    # Today not yet played: yesterday's run still stands; a day missed ends it.
    assert daily_streaks(history, today + timedelta(1)) == (2, 3)
    assert daily_streaks(history, today + timedelta(2)) == (0, 3)
    assert daily_streaks({}, today) == (0, 0)


def test_a_daily_game_is_remembered_by_its_game_id(db: StatisticsDatabase) -> None:
    assert db.daily_game("g") is None
    db.note_daily_game("g", DAY, on_the_day=False)
    assert db.daily_game("g") == (DAY, False)
    assert db.daily_game("other") is None
    db.reset()
    assert db.daily_game("g") is None


def test_a_daily_result_a_full_disk_refuses_waits_with_its_game_and_is_kept(
    tmp_path: Path,
) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db._connection.execute("PRAGMA query_only = ON")  # every write refused, as on a full disk
    won_daily = GameResult(
        rules_key="addiction",
        deal_number=7,
        code="code",
        outcome=WON,
        in_place=48,
        moves=90,
        shuffles_used=1,
        seconds=300.0,
        game_id="daily-game",
        daily_date=DAY,
        on_the_day=True,
    )
    with pytest.raises(StatisticsError):
        db.record(won_daily)
    db.close()
    assert db.pending_path.exists()

    reopened = StatisticsDatabase(path)  # the next start writes what waited
    assert reopened.pending_count == 0
    assert reopened.daily_results() == {DAY: DailyResult(DAY, WON, True)}
    assert reopened.summary().won == 1
    reopened.close()
