"""python -m addiction.routes level N / levels, and python -m addiction --level N,
run as real processes: a level's route checks out with nothing but the rules."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from addiction.engine import Board, Game, GameStatus, Move, Rules, campaign
from addiction.start_options import UsageError, parse_arguments
from tests.children import CHILD_TIMEOUT


def run(module: str, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", module, *arguments],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )


def test_levels_prints_how_many_there_are() -> None:
    done = run("addiction.routes", "levels")
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"{campaign.count()}\n"
    assert campaign.count() >= 60


@pytest.mark.parametrize("number", ["1", "45", "60"])
def test_a_levels_route_checks_out_with_nothing_but_the_rules(number: str) -> None:
    """Moves played and shuffles compared with the position the route prints; the
    shuffles come from the layout's own seed (a made-up layout) or the deal's."""
    done = run("addiction.routes", "level", number)
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert set(printed) == {"layout", "rules", "route"}
    level = campaign.level(int(number))
    layout = Board.parse(printed["layout"])
    rules = Rules.from_key(printed["rules"])
    game = Game.new(level.deal_number, rules) if level.deal_number else Game(layout, rules)
    assert game.initial == layout
    for step in printed["route"]:
        if "shuffle" in step:
            assert game.shuffle() == Board.parse(step["shuffle"])
        else:
            game.play(Move.from_json(step["move"]))
    assert game.status is GameStatus.WON


@pytest.mark.parametrize("arguments", [("level", "0"), ("level", "61"), ("level", "x"), ("level",)])
def test_a_bad_level_is_one_line_and_exit_status_2(arguments: tuple[str, ...]) -> None:
    done = run("addiction.routes", *arguments)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1


def test_level_opens_a_level_of_the_campaign() -> None:
    assert parse_arguments(["--level", "12"]).level == 12
    assert parse_arguments(["--deal", "4"]).level is None


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--level", "61"], "levels run from 1 to 60"),
        (["--level", "two"], "not a level number"),
        (["--level", "3", "--rules", "montana"], "a level has its rules"),
        (["--level", "3", "--deal", "3"], "not allowed"),
    ],
)
def test_bad_level_arguments_are_refused(argv: list[str], message: str) -> None:
    with pytest.raises(UsageError, match=message):
        parse_arguments(argv)


def test_a_bad_level_is_one_line_and_exit_status_2_in_a_real_process() -> None:
    done = run("addiction", "--level", "0")
    assert done.returncode == 2
    assert done.stderr.strip() == "addiction: --level: levels run from 1 to 60, got 0"
