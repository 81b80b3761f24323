"""A statistics file is trusted only if what is written to it stays: another
program's lock is waited out, a file whose writes would not stick is moved aside
for a fresh one, and no date stored in it can stop the statistics window or the
daily calendar. Each case is made on a real SQLite file, as another program
(a database browser, a backup, a hand edit) would leave it."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from addiction.engine import Termination
from addiction.store.notices import StoreProblem
from addiction.store.statistics import StatisticsDatabase
from addiction.ui.dialogs.daily_calendar import DailyCalendarDialog
from addiction.ui.statistics import StatisticsWindow
from tests.children import CHILD_TIMEOUT, first_line
from tests.store.test_statistics import assert_recovered, result
from tests.store.test_statistics_damage import damage

# --- a lock held by another program ------------------------------------------------

#: Longer than SQLite's default wait (5 s), well within the one at open.
HOLD_SECONDS = 7
HOLD_LOCK = """
import sqlite3, sys, time
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
connection.execute("COMMIT")
"""


def test_a_lock_held_at_start_is_waited_out_and_the_session_counts(path: Path) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(path), str(HOLD_SECONDS)], stdout=subprocess.PIPE
    )
    assert holder.stdout is not None
    try:
        assert first_line(holder.stdout) == b"locked\n"
        db = StatisticsDatabase(path)
    finally:
        holder.stdout.close()
        assert holder.wait(timeout=CHILD_TIMEOUT) == 0
    assert db.recovery is None and not db.in_memory
    db.record(result("won"))
    db.close()
    reopened = StatisticsDatabase(path)
    assert reopened.summary().won == 3
    reopened.close()


# --- files whose writes would not stick --------------------------------------------

GAMES_COLUMNS = (
    "game_id, finished_at, rules_key, deal_number, code, outcome, in_place, moves, "
    "shuffles_used, seconds, kind"
)
WRITES_THAT_DO_NOT_STICK: dict[str, tuple[str, ...]] = {
    "trigger-deleting-rows": (
        "CREATE TRIGGER forget AFTER INSERT ON games BEGIN "
        "DELETE FROM games WHERE id = new.id; END",
    ),
    "trigger-raising": (
        "CREATE TRIGGER refuse BEFORE INSERT ON games BEGIN SELECT RAISE(ABORT, 'no'); END",
    ),
    "games-a-view": (
        "ALTER TABLE games RENAME TO kept_games",
        f"CREATE VIEW games AS SELECT id, {GAMES_COLUMNS} FROM kept_games",
    ),
    "games-a-view-doing-nothing": (
        "ALTER TABLE games RENAME TO kept_games",
        f"CREATE VIEW games AS SELECT id, {GAMES_COLUMNS} FROM kept_games",
        "CREATE TRIGGER swallow INSTEAD OF INSERT ON games BEGIN SELECT 1; END",
    ),
    "user-version-minus-1": ("PRAGMA user_version = -1",),
}


@pytest.mark.parametrize(
    "statements", WRITES_THAT_DO_NOT_STICK.values(), ids=WRITES_THAT_DO_NOT_STICK.keys()
)
def test_a_file_whose_writes_do_not_stick_is_moved_aside_and_a_win_counts(
    path: Path, statements: tuple[str, ...]
) -> None:
    """assert_recovered: the old file kept as it was, a notice naming it, a fresh
    file in which a win is counted and still counted at the next start."""
    assert_recovered(path, damage(path, *statements), "damaged")


def test_a_games_table_that_refuses_new_games_is_moved_aside(path: Path) -> None:
    """The same columns, one more CHECK that the rows there pass (so integrity_check
    does too) and no new game does: only a write tells, so opening tries one."""
    with sqlite3.connect(path) as raw:
        (sql,) = raw.execute("SELECT sql FROM sqlite_master WHERE name = 'games'").fetchone()
    raw.close()
    refusing = sql.replace('"games"', "games", 1).replace("games", "refusing", 1)
    refusing = refusing[: refusing.rindex(")")] + ", CHECK (id <= 3))"
    original = damage(
        path,
        refusing,
        "INSERT INTO refusing SELECT * FROM games",
        "DROP TABLE games",
        "ALTER TABLE refusing RENAME TO games",
        "CREATE INDEX games_by_rules ON games (rules_key, id)",
    )
    db = StatisticsDatabase(path)
    assert db.recovery is not None and db.recovery.problem is StoreProblem.STATISTICS_DAMAGED
    db.close()
    assert db.recovered_from is not None and db.recovered_from.read_bytes() == original


def test_a_healthy_file_is_kept_and_the_probe_of_writes_leaves_nothing(path: Path) -> None:
    before = path.read_bytes()
    for _ in range(2):
        db = StatisticsDatabase(path)
        assert db.recovery is None and db.notices == []
        db.close()
    with sqlite3.connect(path) as raw:
        counts = [
            raw.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
            for table in (
                "games",
                "daily_results",
                "daily_games",
                "campaign_progress",
                "game_kinds",
            )
        ]
    raw.close()
    assert counts == [3, 0, 0, 0, 0]
    assert path.read_bytes() == before


# --- dates no game can have been played on -------------------------------------------

EDGE_DAYS = ("9999-12-31", "0001-01-01", "not a date")


@pytest.fixture
def edge_days(path: Path) -> Path:
    """Won daily results on the first and last days Python knows, beside a real one."""
    db = StatisticsDatabase(path)
    db.record_daily(date(2027, 3, 10), "game-real", Termination.WON, True)
    db.close()
    damage(
        path,
        *(
            f"INSERT INTO daily_results VALUES ('{day}', 'game-{n}', 'won', 1, '{day}')"
            for n, day in enumerate(EDGE_DAYS)
        ),
        *(
            f"INSERT INTO daily_games VALUES ('game-{n}', '{day}', 1)"
            for n, day in enumerate(EDGE_DAYS)
        ),
    )
    return path


def test_a_daily_result_on_a_day_no_game_was_played_is_left_out(edge_days: Path) -> None:
    db = StatisticsDatabase(edge_days)
    assert list(db.daily_results()) == [date(2027, 3, 10)]
    assert [db.daily_game(f"game-{n}") for n in range(len(EDGE_DAYS))] == [None] * len(EDGE_DAYS)
    db.close()


def test_the_statistics_window_and_the_calendar_open_beside_such_days(
    qtbot, edge_days: Path
) -> None:
    db = StatisticsDatabase(edge_days)
    window = StatisticsWindow(db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.figures["played"].text() == "3"
    calendar = DailyCalendarDialog(db.daily_results(), date(2027, 3, 11))
    qtbot.addWidget(calendar)
    calendar.show()
    qtbot.waitExposed(calendar)
    db.close()
