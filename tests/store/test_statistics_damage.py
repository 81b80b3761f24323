"""Statistics files damaged in ways PRAGMA integrity_check does not see, and results
a disk refuses: noticed at open, never stopping the statistics window, never lost.

Each damage is made with the sqlite3 module on a real file, as a crash, a tool or a
hand edit would leave it.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from addiction.engine import Termination
from addiction.store.statistics import (
    EXPECTED_COLUMNS,
    MIGRATIONS,
    StatisticsDatabase,
)
from addiction.ui.statistics import StatisticsWindow
from tests.statistics_rows import write_raw
from tests.test_statistics import assert_recovered, result

COLUMNS = EXPECTED_COLUMNS["games"]


@pytest.fixture
def path(tmp_path: Path) -> Path:
    """A statistics file with three games in it."""
    database_path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(database_path)
    for outcome in ("won", "lost", "won"):
        db.record(result(outcome))
    db.close()
    return database_path


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
    assert_one_sentence(db.recovery_message)
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
}


def test_bad_rows_are_skipped_counted_and_the_window_opens(qtbot, path: Path) -> None:
    write_raw(path, list(BAD_ROWS.values()))
    db = StatisticsDatabase(path)
    assert db.recovery_message is None and db.recovered_from is None
    history = db.history()
    assert history.damaged == len(BAD_ROWS)
    assert [game.termination for game in history.games] == [
        Termination.WON, Termination.LOST, Termination.WON
    ]
    summary = db.summary()
    assert (summary.played, summary.won, summary.lost) == (3, 2, 1)
    window = open_window(qtbot, db)
    assert "3 damaged records were skipped." in window.footnote.text()
    assert window.figures["played"].text() == "3"
    db.close()
