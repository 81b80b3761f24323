"""The statistics database: what it counts, and how it survives damage."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from addiction.engine import Termination
from addiction.store.statistics import (
    SCHEMA_VERSION,
    GameResult,
    StatisticsDatabase,
    StatisticsError,
    win_streaks,
)
from addiction.ui.wording import store_notice_text


def result(
    outcome: str,
    rules_key: str = "addiction",
    *,
    in_place: int | None = None,
    moves: int = 100,
    seconds: float = 300.0,
    game_id: str | None = None,
) -> GameResult:
    if in_place is None:
        in_place = 48 if outcome == "won" else 20
    return GameResult(
        rules_key, 17, "CODE", Termination(outcome), in_place, moves, 2, seconds, game_id=game_id
    )


@pytest.fixture
def db(tmp_path: Path) -> Iterator[StatisticsDatabase]:
    database = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    yield database
    database.close()


def test_empty_database_has_no_figures(db: StatisticsDatabase) -> None:
    summary = db.summary()
    assert (summary.played, summary.won, summary.lost, summary.given_up) == (0, 0, 0, 0)
    assert summary.win_rate is None
    assert summary.best_moves is None and summary.best_seconds is None
    assert summary.average_in_place is None
    assert (summary.current_streak, summary.best_streak) == (0, 0)
    assert summary.by_rules == ()
    assert db.recent(10) == []
    assert db.rules_keys() == []
    assert db.recovered_from is None and db.recovery is None


def test_summary_counts_outcomes_and_bests_per_rule_set(db: StatisticsDatabase) -> None:
    db.record(result("won", moves=150, seconds=400, in_place=48))
    db.record(result("lost", in_place=30, moves=90, seconds=100))
    db.record(result("won", moves=120, seconds=500, in_place=48))
    db.record(result("given-up", in_place=10, moves=5, seconds=20))
    db.record(result("won", "montana", moves=80, seconds=200, in_place=48))

    addiction = db.summary("addiction")
    assert (addiction.played, addiction.won, addiction.lost, addiction.given_up) == (4, 2, 1, 1)
    assert addiction.win_rate == 0.5
    # Bests come from wins only, though the loss and the give-up took fewer moves.
    assert addiction.best_moves == 120
    assert addiction.best_seconds == 400
    assert addiction.average_in_place == (48 + 30 + 48 + 10) / 4
    assert addiction.by_rules == ()

    montana = db.summary("montana")
    assert (montana.played, montana.won, montana.best_moves) == (1, 1, 80)

    everything = db.summary()
    assert everything.rules_key is None
    assert (everything.played, everything.won) == (5, 3)
    assert everything.best_moves == 80
    assert [s.rules_key for s in everything.by_rules] == ["addiction", "montana"]
    assert everything.by_rules[0] == addiction
    assert db.rules_keys() == ["addiction", "montana"]

    assert db.summary("classic").played == 0


def test_streaks_follow_the_order_games_ended_per_rule_set(db: StatisticsDatabase) -> None:
    for outcome, key in [
        ("won", "addiction"),
        ("won", "addiction"),
        ("won", "addiction"),
        ("won", "montana"),
        ("lost", "addiction"),
        ("won", "addiction"),
        ("won", "montana"),
    ]:
        db.record(result(outcome, key))
    addiction = db.summary("addiction")
    assert (addiction.current_streak, addiction.best_streak) == (1, 3)
    montana = db.summary("montana")
    assert (montana.current_streak, montana.best_streak) == (2, 2)
    everything = db.summary()
    assert (everything.current_streak, everything.best_streak) == (2, 4)


def test_a_give_up_ends_a_streak() -> None:
    won, lost, given_up = Termination.WON, Termination.LOST, Termination.GIVEN_UP
    assert win_streaks([won, won, given_up, won]) == (1, 2)
    assert win_streaks([won, lost]) == (0, 1)
    assert win_streaks([won, Termination.ABANDONED]) == (0, 1)
    assert win_streaks([]) == (0, 0)


def test_a_game_recorded_twice_counts_once(db: StatisticsDatabase) -> None:
    db.record(result("lost", game_id="game-1", in_place=40))
    db.record(result("won", game_id="game-2"))
    # Game 1 was taken back with undo and then won: still one game, now won,
    # and still before game 2 in the streak order.
    db.record(result("won", game_id="game-1", moves=200))
    db.record(result("lost", game_id="game-3"))
    summary = db.summary("addiction")
    assert (summary.played, summary.won, summary.lost) == (3, 2, 1)
    assert (summary.current_streak, summary.best_streak) == (0, 2)
    assert [g.result.game_id for g in db.recent(10)] == ["game-3", "game-2", "game-1"]


def test_recent_lists_newest_first_with_every_field(db: StatisticsDatabase) -> None:
    first = GameResult("relaxed", None, "ABC-DEF", Termination.GIVEN_UP, 12, 40, 5, 61.5)
    db.record(first)
    db.record(result("won"))
    recent = db.recent(5)
    assert [g.result.outcome for g in recent] == [Termination.WON, Termination.GIVEN_UP]
    assert recent[1].result == first
    assert recent[1].finished_at.tzinfo is not None
    assert len(db.recent(1)) == 1
    assert [g.result for g in db.recent(5, "relaxed")] == [first]


def test_reset_one_rule_set_or_all(db: StatisticsDatabase) -> None:
    db.record(result("won"))
    db.record(result("won", "montana"))
    db.record(result("lost", "montana"))
    assert db.reset("montana") == 2
    assert db.summary("montana").played == 0
    assert db.summary("addiction").played == 1
    assert db.reset() == 1
    assert db.summary().played == 0


def test_results_survive_reopening(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    first = StatisticsDatabase(path)
    first.record(result("won"))
    first.record(result("lost", "classic"))
    first.close()
    second = StatisticsDatabase(path)
    assert second.summary().played == 2
    assert second.rules_keys() == ["addiction", "classic"]
    assert second.recovered_from is None
    second.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_bad_results_are_refused() -> None:
    with pytest.raises(ValueError, match="outcome"):
        GameResult("addiction", 1, "CODE", "won", 48, 1, 0, 1.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="in_place"):
        result("won", in_place=49)
    with pytest.raises(ValueError):
        result("lost", moves=-1)


def assert_recovered(path: Path, original: bytes, reason: str) -> None:
    db = StatisticsDatabase(path)
    try:
        kept = db.recovered_from
        assert kept is not None and kept.parent == path.parent
        assert kept.name.startswith(f"statistics.{reason}-") and kept.suffix == ".sqlite3"
        assert kept.read_bytes() == original
        assert db.recovery is not None and str(kept) in store_notice_text(db.recovery)
        assert store_notice_text(db.recovery).startswith("Your statistics file")
        db.record(result("won"))
        assert db.summary().won == 1
    finally:
        db.close()
    reopened = StatisticsDatabase(path)
    assert reopened.recovered_from is None
    assert reopened.summary().won == 1
    reopened.close()


def test_random_bytes_are_moved_aside_and_a_fresh_database_works(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    garbage = os.urandom(4096)
    path.write_bytes(garbage)
    assert_recovered(path, garbage, "corrupt")


def test_a_damaged_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    for _ in range(200):
        db.record(result("won"))
    db.close()
    data = bytearray(path.read_bytes())
    # Keep the header (so SQLite opens it), scribble over the table's pages.
    data[4096:] = b"\xa5" * (len(data) - 4096)
    path.write_bytes(bytes(data))
    assert_recovered(path, bytes(data), "corrupt")


def test_a_foreign_sqlite_file_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    with sqlite3.connect(path) as other:
        other.execute("CREATE TABLE recipes (name TEXT)")
    other.close()
    original = path.read_bytes()
    assert_recovered(path, original, "foreign")


def test_a_database_from_a_newer_version_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    StatisticsDatabase(path).close()
    with sqlite3.connect(path) as newer:
        newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.close()
    assert_recovered(path, path.read_bytes(), "newer")


def test_an_unopenable_path_falls_back_to_memory(tmp_path: Path) -> None:
    db = StatisticsDatabase(tmp_path / "missing-directory" / "statistics.sqlite3")
    assert db.recovered_from is None
    assert db.recovery is not None
    assert "will not be counted" in store_notice_text(db.recovery)
    db.record(result("won"))
    assert db.summary().won == 1
    db.close()


def test_a_failed_write_leaves_earlier_results(tmp_path: Path, db: StatisticsDatabase) -> None:
    db.record(result("won"))
    other = sqlite3.connect(tmp_path / "statistics.sqlite3", timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    db._connection.execute("PRAGMA busy_timeout = 0")
    with pytest.raises(StatisticsError, match="could not be saved"):
        db.record(result("lost"))
    other.rollback()
    other.close()
    assert (db.summary().played, db.summary().won) == (1, 1)
    assert not db._connection.in_transaction


def test_a_win_is_final_whatever_is_recorded_after_it(db: StatisticsDatabase) -> None:
    db.record(result("lost", game_id="game-1", in_place=40))
    db.record(result("won", game_id="game-1", moves=120))
    for later in ("abandoned", "given-up", "lost"):
        db.record(result(later, game_id="game-1", in_place=12))
    summary = db.summary()
    assert (summary.played, summary.won) == (1, 1)
    (game,) = db.recent(5)
    assert (game.result.outcome, game.result.moves) == (Termination.WON, 120)
