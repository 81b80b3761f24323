"""python -m addiction.routes daily YYYY-MM-DD, run as a real process."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from addiction.engine import Board, Game, GameStatus, Move, Rules
from tests.children import CHILD_TIMEOUT


def routes(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "addiction.routes", *arguments],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )


@pytest.mark.parametrize("date", ["2027-06-30", "2026-12-01"])
def test_a_daily_route_checks_out_with_nothing_but_the_rules(date: str) -> None:
    """A day of the data file, and a day derived on the spot."""
    done = routes("daily", date)
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert set(printed) == {"layout", "rules", "route"}
    game = Game.from_board(Board.parse(printed["layout"]), Rules.from_key(printed["rules"]))
    for step in printed["route"]:
        assert set(step) == {"move"}
        game.play(Move.from_json(step["move"]))
    assert game.status is GameStatus.WON


@pytest.mark.parametrize(
    "arguments",
    [("daily", "2027-02-29"), ("daily", "tomorrow"), ("daily",), ("weekly", "2027-01-01")],
)
def test_a_bad_date_is_one_line_and_exit_status_2(arguments: tuple[str, ...]) -> None:
    done = routes(*arguments)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
