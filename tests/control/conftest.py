"""Fixtures of the controller tests: a real statistics database in the test's
folder, and a controller over it (no autosave)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from addiction.control.controller import GameController
from addiction.engine import Game
from addiction.store.statistics import StatisticsDatabase


@pytest.fixture
def database(tmp_path: Path) -> Iterator[StatisticsDatabase]:
    db = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    yield db
    db.close()


@pytest.fixture
def controller(database: StatisticsDatabase) -> Iterator[GameController]:
    made = GameController(Game.new(5), None, database)
    yield made
    made.shutdown()
