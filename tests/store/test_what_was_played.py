"""What the statistics history says was played (issues 24 and 25): a daily deal by
its date and a campaign game by its level, read from the tables the games' ids key
(daily_games, game_kinds), and the cards in play of each game; a result keeps
both even when the note made at the game's start was lost, and a file of an
older version reads its dailies and levels as such."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import date
from pathlib import Path

from addiction.engine import GameKind
from addiction.store.pending_results import pending_path, write_pending
from addiction.store.statistics import MIGRATIONS, StatisticsDatabase, cards_in_play
from tests.store.test_statistics import result

DAY = date(2026, 12, 1)
ENDED = "2026-11-30T10:00:00+00:00"
DAILY = replace(result("lost", game_id="daily"), daily_date=DAY, on_the_day=True)
LEVEL = replace(result("won", game_id="level"), kind=GameKind.CAMPAIGN, level=12, stars=2)


def test_a_daily_and_a_level_are_named_from_their_results_alone(tmp_path: Path) -> None:
    db = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    # No note_daily_game or note_game_kind at the start: the results alone say it.
    for recorded in (DAILY, LEVEL, result("lost", "blue-moon", game_id="moon")):
        db.record(recorded)
    daily, level, moon = db.history().games
    assert (daily.rules_key, daily.daily_date, daily.level) == ("addiction", DAY, None)
    assert (level.rules_key, level.daily_date, level.level) == ("campaign", None, 12)
    assert level.played_rules_key == "addiction" and level.cards == cards_in_play("addiction")
    assert (moon.daily_date, moon.level, moon.cards) == (None, None, cards_in_play("blue-moon"))
    assert db.daily_game("daily") == (DAY, True)
    assert db.game_kind("level") == (GameKind.CAMPAIGN, 12)
    db.close()


def test_a_daily_waiting_in_the_pending_file_is_still_a_daily(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    StatisticsDatabase(path).close()
    write_pending(pending_path(path), [(DAILY, ENDED), (LEVEL, ENDED)])
    db = StatisticsDatabase(path)
    assert db.pending_count == 0
    daily, level = db.history().games
    assert (daily.daily_date, level.level) == (DAY, 12)
    assert DAY in db.daily_results()
    db.close()


def test_a_damaged_daily_date_or_level_leaves_a_plain_deal(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db.record(DAILY)
    db.record(LEVEL)
    connection = sqlite3.connect(path)
    with connection:
        connection.execute("UPDATE daily_games SET date = 'last tuesday'")
        connection.execute("UPDATE game_kinds SET level = 'twelve'")
    connection.close()
    daily, level = db.history().games
    assert (daily.daily_date, level.level) == (None, None)
    assert db.history().damaged == 0  # the games themselves still count
    db.close()


def test_the_summary_knows_its_games_cards_only_when_they_share_them(tmp_path: Path) -> None:
    db = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    db.record(result("won", "addiction"))
    db.record(result("lost", "blue-moon", in_place=50))
    assert db.summary("addiction").cards == cards_in_play("addiction")
    assert db.summary("blue-moon").cards == cards_in_play("blue-moon")
    assert db.summary().cards is None  # games of two sizes
    assert db.summary("double-montana").cards is None  # none played
    db.close()


def test_a_version_3_file_reads_its_daily_and_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    connection = sqlite3.connect(path)
    for statements in MIGRATIONS[:3]:
        for statement in statements:
            connection.execute(statement)
    insert = (
        "INSERT INTO games (game_id, finished_at, rules_key, deal_number, code, outcome,"
        " in_place, moves, shuffles_used, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    )
    connection.execute(insert, ("d", ENDED, "addiction", 7, "A-1", "won", 48, 90, 1, 60.5))
    connection.execute(insert, ("p", ENDED, "classic", 8, "B-2", "lost", 20, 40, 3, 30))
    connection.execute("INSERT INTO daily_games VALUES ('d', ?, 1)", (DAY.isoformat(),))
    connection.execute("PRAGMA user_version = 3")
    connection.commit()
    rows = connection.execute("SELECT * FROM games ORDER BY id").fetchall()
    connection.close()

    db = StatisticsDatabase(path)
    assert db.recovery is None
    daily, plain = db.history().games
    assert (daily.daily_date, plain.daily_date) == (DAY, None)
    db.close()
    connection = sqlite3.connect(path)
    kept = connection.execute("SELECT * FROM games ORDER BY id").fetchall()
    connection.close()
    assert [row[: len(rows[0])] for row in kept] == rows
