"""Statistics files damaged in ways PRAGMA integrity_check does not see, and results
a disk refuses: noticed at open, never stopping the statistics window, never lost.

Each damage is made with the sqlite3 module on a real file, as a crash, a tool or a
hand edit would leave it.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from addiction.control.controller import GameController
from addiction.engine import Board, Game, Termination
from addiction.store.statistics import (
    EXPECTED_COLUMNS,
    MIGRATIONS,
    PENDING_SUFFIX,
    StatisticsDatabase,
)
from addiction.ui.statistics import StatisticsWindow
from addiction.ui.wording import notice_text, store_notice_text
from tests.control.test_counting_rules import WON_IN_TWO
from tests.statistics_rows import write_raw
from tests.store.test_statistics import assert_recovered, result

COLUMNS = EXPECTED_COLUMNS["games"]


def damage(path: Path, *statements: str) -> bytes:
    """Run statements on the file as another program would; the damaged bytes."""
    connection = sqlite3.connect(path, isolation_level=None)
    for statement in statements:
        connection.execute(statement)
    connection.close()
    return path.read_bytes()


def rebuilt_without(column: str) -> tuple[str, ...]:
    """The statements that rebuild the games table without one column."""
    kept = ", ".join(name for name in COLUMNS if name != column)
    return (
        f"CREATE TABLE rebuilt AS SELECT {kept} FROM games",
        "DROP TABLE games",
        "ALTER TABLE rebuilt RENAME TO games",
    )


def assert_one_sentence(message: str | None) -> None:
    assert message is not None
    assert message.startswith("Your statistics file") and message.endswith(".")
    assert ". " not in message and "\n" not in message


def open_window(qtbot, db: StatisticsDatabase) -> StatisticsWindow:
    window = StatisticsWindow(db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


SCHEMA_DAMAGE: dict[str, tuple[str, ...]] = {
    "games-table-dropped": ("DROP TABLE games",),
    "column-missing": rebuilt_without("seconds"),
    "unexpected-column": ("ALTER TABLE games ADD COLUMN note TEXT",),
}


@pytest.mark.parametrize("statements", SCHEMA_DAMAGE.values(), ids=SCHEMA_DAMAGE.keys())
def test_a_schema_that_passes_integrity_check_is_noticed_at_open(
    qtbot, path: Path, statements: tuple[str, ...]
) -> None:
    damage(path, *statements)
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    raw.close()
    db = StatisticsDatabase(path)
    assert_one_sentence(store_notice_text(db.recovery))
    window = open_window(qtbot, db)
    assert window.figures["played"].text() == "0"  # the fresh file
    assert window.error_label.isHidden()
    db.close()


@pytest.mark.parametrize("statements", SCHEMA_DAMAGE.values(), ids=SCHEMA_DAMAGE.keys())
def test_a_damaged_schema_is_kept_aside_and_a_fresh_file_counts(
    path: Path, statements: tuple[str, ...]
) -> None:
    assert_recovered(path, damage(path, *statements), "schema")


def test_an_older_file_with_a_column_missing_is_noticed_not_migrated(path: Path) -> None:
    """A version-1 file missing a column: the migration would fail on it every start."""
    (version_1_table, *_) = MIGRATIONS[0]
    path.unlink()
    damaged = damage(
        path,
        version_1_table.replace("shuffles_used INTEGER NOT NULL CHECK (shuffles_used >= 0),", ""),
        "PRAGMA user_version = 1",
    )
    assert_recovered(path, damaged, "schema")


BAD_ROWS: dict[str, tuple[object, ...]] = {
    "finished-at-not-a-date": ("yesterday", "addiction", 3, "C", "lost", 20, 50, 1, 60.0),
    "text-in-moves": ("2026-11-30T10:00:00+00:00", "addiction", 3, "C", "won", 48, "many", 1, 60),
    "text-in-seconds": ("2026-11-30T10:00:00+00:00", "addiction", 3, "C", "lost", 9, 5, 0, "x"),
    # Dates Python reads, at the very edges of its calendar: no game ended then, and
    # the calendar chart cannot turn them into local days.
    "finished-at-year-1": ("0001-01-01T00:00:00+14:00", "addiction", 3, "C", "won", 48, 5, 0, 9),
    "finished-at-year-9999": ("9999-12-31T23:59:59", "addiction", 3, "C", "won", 48, 5, 0, 9),
}


def test_bad_rows_are_skipped_counted_and_the_window_opens(qtbot, path: Path) -> None:
    write_raw(path, list(BAD_ROWS.values()))
    db = StatisticsDatabase(path)
    assert db.recovery is None and db.recovered_from is None
    history = db.history()
    assert history.damaged == len(BAD_ROWS)
    assert [game.termination for game in history.games] == [
        Termination.WON,
        Termination.LOST,
        Termination.WON,
    ]
    summary = db.summary()
    assert (summary.played, summary.won, summary.lost) == (3, 2, 1)
    window = open_window(qtbot, db)
    assert f"{len(BAD_ROWS)} damaged records were skipped." in window.footnote.text()
    assert window.figures["played"].text() == "3"
    db.close()


# --- results a disk refuses --------------------------------------------------------

# A real refusal, even for root: the file size limit (RLIMIT_FSIZE) makes every write
# past 2 KiB fail, as a full disk does. The database's pages lie beyond that; the small
# pending file does not. Each close and open tries the result again, and is refused.
FULL_DISK_RECORD = """
import resource, signal, sys
from addiction.engine import Termination
from addiction.store.statistics import GameResult, StatisticsDatabase, StatisticsError
db = StatisticsDatabase(sys.argv[1])
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (2048, resource.RLIM_INFINITY))
try:
    db.record(GameResult("addiction", 9, "CODE-9", Termination.WON, 48, 99, 1, 42.0, "game-9"))
except StatisticsError as error:
    print(error)
db.close()
StatisticsDatabase(sys.argv[1]).close()  # a second session on the same full disk
"""


def pending_records(path: Path) -> list[dict[str, object]]:
    records = json.loads(path.with_name(path.name + PENDING_SUFFIX).read_bytes())
    assert isinstance(records, list)
    return records


def test_a_result_a_full_disk_refuses_is_written_at_the_next_open(path: Path) -> None:
    refused = subprocess.run(
        [sys.executable, "-c", FULL_DISK_RECORD, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert refused.stdout.startswith("The statistics could not be saved")
    assert [record["game_id"] for record in pending_records(path)] == ["game-9"]
    # The file itself still holds the three games, and nothing half-written.
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT COUNT(*) FROM games").fetchone() == (3,)
    raw.close()

    db = StatisticsDatabase(path)
    assert db.pending_count == 0
    assert not path.with_name(path.name + PENDING_SUFFIX).exists()
    assert (db.summary().played, db.summary().won) == (4, 3)
    assert db.history().games[-1].seconds == 42.0
    db.close()


def refuse_writes(db: StatisticsDatabase) -> None:
    """The live connection refuses every write from now on. A simulated refusal:
    PRAGMA query_only, since a chmod does not stop root (the tests run as root here)."""
    db._connection.execute("PRAGMA query_only = ON")


def test_a_refused_result_is_kept_and_the_game_goes_on(qtbot, path: Path) -> None:
    db = StatisticsDatabase(path)
    controller = GameController(Game.from_board(Board.parse(WON_IN_TWO)), statistics=db)
    refuse_writes(db)
    with qtbot.waitSignal(controller.message) as said:
        for _ in range(2):
            controller.play(controller.game.board.legal_moves()[0])
    said_text = notice_text(said.args[0])
    assert said_text.startswith("The statistics could not be saved")
    assert said_text.endswith("It is kept and will be added at the next start.")
    assert db.pending_count == 1
    [record] = pending_records(path)
    assert (record["outcome"], record["game_id"]) == ("won", controller.game_id)
    game_id = controller.game_id
    controller.shutdown()  # closing tries once more, and is refused again
    assert [record["game_id"] for record in pending_records(path)] == [game_id]

    reopened = StatisticsDatabase(path)
    assert not path.with_name(path.name + PENDING_SUFFIX).exists()
    assert reopened.summary().won == 3
    with sqlite3.connect(path) as raw:
        row = raw.execute("SELECT outcome FROM games WHERE game_id = ?", (game_id,)).fetchone()
    raw.close()
    assert row == ("won",)
    reopened.close()


def test_a_damaged_pending_file_is_moved_aside_and_opening_goes_on(path: Path) -> None:
    pending = path.with_name(path.name + PENDING_SUFFIX)
    pending.write_text('[{"outcome": "won"', encoding="utf-8")
    db = StatisticsDatabase(path)
    assert db.recovery is None and db.summary().played == 3
    assert not pending.exists()
    assert list(path.parent.glob("statistics.sqlite3.pending.corrupt-*"))
    db.close()


# --- a version number that does not match the tables ---------------------------------


@pytest.mark.parametrize("version", [4, 5, 6])
def test_a_current_file_labelled_older_is_repaired_and_the_session_counts(
    path: Path, version: int
) -> None:
    """The tables of the current schema under an older user_version (a tool, a hand,
    a restored header): the migration takes the tables already there as made, keeps
    every row, and a win of this session is counted, still at the next start."""
    damage(path, f"PRAGMA user_version = {version}")
    db = StatisticsDatabase(path)
    assert db.recovery is None and db.recovered_from is None and not db.in_memory
    assert db.summary().played == 3
    db.record(result("won"))
    db.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone() == (len(MIGRATIONS),)
    raw.close()
    reopened = StatisticsDatabase(path)
    assert reopened.recovery is None
    assert (reopened.summary().played, reopened.summary().won) == (4, 3)
    reopened.close()


@pytest.mark.parametrize("version", [1, 2, 3])
def test_a_current_file_labelled_much_older_is_set_aside_and_the_session_counts(
    path: Path, version: int
) -> None:
    """Its games table has a column those versions had not: set aside, a fresh
    file counts."""
    assert_recovered(path, damage(path, f"PRAGMA user_version = {version}"), "schema")


def test_a_table_in_a_migrations_way_is_set_aside_and_the_session_counts(path: Path) -> None:
    """A table no schema keeps, named as one a migration makes on its way (version
    5's copy of the games table): the migration would fail at every start."""
    original = damage(
        path, "CREATE TABLE games_v5 (id INTEGER PRIMARY KEY)", "PRAGMA user_version = 4"
    )
    assert_recovered(path, original, "schema")


def test_a_table_of_a_later_version_with_other_columns_is_set_aside(path: Path) -> None:
    original = damage(
        path,
        "DROP TABLE challenge_games",
        "CREATE TABLE challenge_games (game_id TEXT PRIMARY KEY, day TEXT)",
        "PRAGMA user_version = 6",
    )
    assert_recovered(path, original, "schema")
