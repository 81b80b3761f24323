"""Rows written straight into a statistics file, as a damaged or hand-edited file has them.

The schema's CHECK constraints are switched off for the write, so a test can put
text in a number column, a date that is no date or an outcome the schema does
not know, then see what the readers make of it.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from addiction.store.statistics import COLUMN_SINCE, EXPECTED_COLUMNS

# The games table's columns but the two the database fills in (id, game_id), and
# those added later that have a default (a game's kind).
COLUMNS = tuple(c for c in EXPECTED_COLUMNS["games"][2:] if ("games", c) not in COLUMN_SINCE)


def write_raw(path: Path, rows: list[tuple[object, ...]]) -> None:
    """Append rows (values in COLUMNS order) to the games table of the file at path."""
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA ignore_check_constraints = ON")
    marks = ", ".join("?" * len(COLUMNS))
    with connection:
        connection.executemany(f"INSERT INTO games ({', '.join(COLUMNS)}) VALUES ({marks})", rows)
    connection.close()
