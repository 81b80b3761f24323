"""python -m addiction.autoplay: whole games taking every hint, as a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from addiction.autoplay import play, random_layouts, wilson_interval
from addiction.engine import Board, Game, GameStatus, Rules, Shuffle
from tests.children import CHILD_TIMEOUT

RULES = Rules.preset("addiction")


def handful() -> list[Board]:
    """Deal 1 and two layouts of a seeded generator that the hints win after a
    shuffle (the second cannot be won without one)."""
    generated = list(random_layouts(7, seed=7))
    return [Board.deal(1), generated[6], generated[4]]


def run(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "addiction.autoplay", *argv],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
    )


def test_a_won_games_actions_replay_through_the_engine_to_a_won_board() -> None:
    played = [play(Game.from_board(layout, RULES)) for layout in handful()]
    won = [game for game in played if game.won]
    assert won and any(game.game.shuffles_used for game in won)
    for result in won:
        game = result.game
        fresh = Game.from_board(game.initial, RULES)
        for action in game.history:
            if isinstance(action, Shuffle):
                assert fresh.shuffle() == action.result
            else:
                fresh.play(action)
        assert fresh.board.is_won() and fresh.status is GameStatus.WON
    # With no shuffle, a round that cannot be won is a lost game.
    lost = play(Game.from_board(handful()[2], Rules(shuffles=0)))
    assert lost.game.status is GameStatus.LOST and lost.game.shuffles_left == 0


def test_the_command_plays_every_layout_and_reports_the_malformed_one(tmp_path: Path) -> None:
    layouts = handful()
    blocks = [layouts[0].to_text(), "2S 3S 4S\nnot a layout", *(b.to_text() for b in layouts[1:])]
    positions = tmp_path / "layouts.txt"
    positions.write_text("\n\n".join(blocks) + "\n", encoding="utf-8")
    done = run("--positions", str(positions), "--json")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "layout 2 is malformed" in done.stderr
    *games, summary = [json.loads(line) for line in done.stdout.splitlines()]
    expected = [play(Game.from_board(layout, RULES)) for layout in layouts]
    assert [set(game) for game in games] == [
        {"result", "moves", "shuffles", "in_place", "seconds"}
    ] * 3
    for record, result in zip(games, expected, strict=True):
        assert record["result"] == ("won" if result.won else "lost")
        assert record["moves"] == result.game.moves_made
        assert record["shuffles"] == result.game.shuffles_used
        assert record["in_place"] == result.game.board.in_place_count()
    assert summary["games"] == 3
    assert summary["wins"] == sum(result.won for result in expected)
    assert summary["seconds_per_hint"]["max"] <= summary["seconds_per_game"]["max"]


def test_bad_arguments_get_one_line_and_status_2(tmp_path: Path) -> None:
    for argv in (
        ["--deals", "5-2"],
        ["--deals", "1-2", "--rules", "nonsense"],
        ["--random", "0"],
        ["--positions", str(tmp_path / "missing.txt")],
        [],
    ):
        done = run(*argv)
        assert done.returncode == 2, argv
        assert done.stdout == "" and done.stderr.count("\n") == 1, argv


def test_deals_play_under_the_rules_asked_for() -> None:
    done = run("--deals", "1-2", "--rules", "montana")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert lines[0].startswith("deal 1: ") and lines[1].startswith("deal 2: ")
    assert lines[2].startswith("won ") and " of 2 games " in lines[2]


def test_the_interval_contains_the_rate_and_narrows_with_more_games() -> None:
    low, high = wilson_interval(9, 10)
    assert low < 0.9 < high
    wider = high - low
    low, high = wilson_interval(90, 100)
    assert low < 0.9 < high and high - low < wider
