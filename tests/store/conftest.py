"""Fixtures shared by the statistics tests of tests/store."""

from __future__ import annotations

from pathlib import Path

import pytest

from addiction.store.statistics import StatisticsDatabase
from tests.store.test_statistics import result


@pytest.fixture
def path(tmp_path: Path) -> Path:
    """A statistics file with three games in it."""
    database_path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(database_path)
    for outcome in ("won", "lost", "won"):
        db.record(result(outcome))
    db.close()
    return database_path
