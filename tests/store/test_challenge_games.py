"""The daily challenges in the statistics (docs/daily.md, "In the statistics"): a
challenge game is one game of its rule set, kept with its date and tier (schema 7's
challenge_games), noted at its start and again with its result (the pending file
included); the calendar's results, the tier's streaks and the months' crowns; an
older database gains the table and keeps its games."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

from addiction.engine.daily_challenges import ChallengeDay, Tier
from addiction.store.pending_results import pending_path, write_pending
from addiction.store.statistics import (
    MIGRATIONS,
    SCHEMA_VERSION,
    StatisticsDatabase,
    crowned_months,
    date_streaks,
    tier_wins,
)
from tests.store.test_statistics import result

DAY = date(2026, 12, 1)
ENDED = "2026-12-01T10:00:00+00:00"
HARD = ChallengeDay(DAY, Tier.HARD)


def test_a_challenge_is_named_by_its_result_alone_and_counts_as_one_game(tmp_path: Path) -> None:
    db = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    # No note_challenge_game at the start: the result alone says it.
    db.record(replace(result("won", game_id="hard"), challenge=HARD))
    db.record(result("lost", game_id="plain"))
    hard, plain = db.history().games
    assert (hard.challenge, hard.rules_key, hard.daily_date) == (HARD, "addiction", None)
    assert plain.challenge is None
    assert db.summary("addiction").played == 2
    assert db.challenge_game("hard") == HARD and db.challenge_game("plain") is None
    assert db.challenge_results() == {HARD: True}
    db.close()


def test_a_challenge_noted_at_its_start_is_played_once_its_game_ends(tmp_path: Path) -> None:
    db = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    easy = ChallengeDay(DAY, Tier.EASY)
    db.note_challenge_game("easy", easy)
    assert db.challenge_game("easy") == easy
    assert db.challenge_results() == {}  # started, not finished: not played yet
    db.record(replace(result("lost", game_id="easy"), challenge=easy))
    assert db.challenge_results() == {easy: False}
    db.record(replace(result("won", game_id="again"), challenge=easy))  # played again, won
    assert db.challenge_results() == {easy: True}
    db.close()


def test_a_challenge_waiting_in_the_pending_file_is_still_one(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    StatisticsDatabase(path).close()
    won = replace(result("won", game_id="h"), challenge=HARD)
    write_pending(pending_path(path), [(won, ENDED)])
    db = StatisticsDatabase(path)
    assert db.pending_count == 0
    (game,) = db.history().games
    assert game.challenge == HARD
    db.close()


def test_a_damaged_challenge_row_leaves_a_plain_deal(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db.record(replace(result("won", game_id="h"), challenge=HARD))
    db.close()
    connection = sqlite3.connect(path)
    with connection:
        connection.execute("UPDATE challenge_games SET date = 'yesterday'")
    connection.close()
    db = StatisticsDatabase(path)
    (game,) = db.history().games
    assert game.challenge is None
    assert db.challenge_results() == {} and db.challenge_game("h") is None
    db.close()


def test_a_database_of_schema_6_gains_the_table_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    connection = sqlite3.connect(path)
    for statements in MIGRATIONS[: SCHEMA_VERSION - 1]:
        for statement in statements:
            connection.execute(statement)
    connection.execute(
        "INSERT INTO games (game_id, finished_at, rules_key, deal_number, code, outcome,"
        " in_place, moves, shuffles_used, seconds) VALUES ('old', ?, 'addiction', 7, 'A-1',"
        " 'won', 48, 90, 1, 60.5)",
        (ENDED,),
    )
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION - 1}")
    connection.commit()
    connection.close()

    db = StatisticsDatabase(path)
    assert db.recovery is None
    (old,) = db.history().games
    assert (old.code, old.challenge) == ("A-1", None)
    db.record(replace(result("won", game_id="h"), challenge=HARD))
    assert db.challenge_results() == {HARD: True}
    db.close()


def test_streaks_run_over_consecutive_dates_and_end_today_or_yesterday() -> None:
    today = date(2027, 1, 10)
    won = {today - timedelta(days=n) for n in (1, 2, 3)} | {date(2026, 12, d) for d in range(1, 6)}
    assert date_streaks(won, today) == (3, 5)
    assert date_streaks(won | {today}, today) == (4, 5)
    assert date_streaks(won, today + timedelta(days=2)) == (0, 5)


def test_a_crown_for_a_past_month_whose_every_hard_challenge_was_won() -> None:
    december = {date(2026, 12, d) for d in range(1, 32)}
    results = {ChallengeDay(day, Tier.HARD): True for day in december}
    results[ChallengeDay(date(2026, 11, 30), Tier.HARD)] = True  # one day of November
    results[ChallengeDay(date(2027, 1, 1), Tier.EASY)] = True  # another tier
    won = tier_wins(results, Tier.HARD)
    assert won == december | {date(2026, 11, 30)}
    assert crowned_months(won, date(2027, 1, 1)) == {(2026, 12)}
    assert crowned_months(won - {date(2026, 12, 17)}, date(2027, 1, 1)) == set()
    # The month being played wears none yet, even with every day so far won.
    assert crowned_months(won, date(2026, 12, 31)) == set()
