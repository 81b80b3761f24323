"""Opening the statistics keeps no page cache of its checks (addiction/store/
statistics_schema.py, open_database): integrity_check reads every page, and sqlite
would otherwise keep up to 2 MB of them for the whole game."""

from __future__ import annotations

import ctypes
import sqlite3
import sys
from pathlib import Path

import pytest

from addiction.store.statistics import StatisticsDatabase

#: Rows of padding that make the file larger than sqlite's default page cache (2 MB).
ROWS = 30_000


def loaded_sqlite() -> ctypes.CDLL:
    """The sqlite library the sqlite3 module uses, for its memory counter."""
    maps = Path("/proc/self/maps")
    if not sys.platform.startswith("linux") or "libsqlite3" not in maps.read_text():
        pytest.skip("needs Linux with the sqlite3 module on a shared libsqlite3")
    library = ctypes.CDLL("libsqlite3.so.0")
    library.sqlite3_memory_used.restype = ctypes.c_int64
    return library


def test_opening_a_large_file_keeps_no_page_cache(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    StatisticsDatabase(path).close()
    padding = sqlite3.connect(path, isolation_level=None)
    padding.execute("BEGIN")
    padding.executemany(
        "INSERT INTO daily_games VALUES (?, '2026-01-01', 0)",
        ((f"game {row:08d} with a long id to fill pages",) for row in range(ROWS)),
    )
    padding.execute("COMMIT")
    padding.close()
    assert path.stat().st_size > 2 * 2**20, "larger than sqlite's page cache"
    sqlite = loaded_sqlite()

    before = sqlite.sqlite3_memory_used()
    database = StatisticsDatabase(path)
    held = sqlite.sqlite3_memory_used() - before
    try:
        assert held < 2**20
        assert database.outcome_of("no such game") is None  # still reads the file
    finally:
        database.close()
