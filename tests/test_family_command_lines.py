"""python -m addiction.solve and .autoplay with --rules KEY: the games of the Gaps
family (docs/rules.md, "The family") on the command lines, as real processes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from addiction.autoplay import random_layouts
from addiction.engine import GAMES, Board, Card, Move, replay
from addiction.engine.cards import SUITS
from tests.children import CHILD_TIMEOUT


def run(module: str, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", f"addiction.{module}", *argv],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
    )


def one_move_from_won(key: str) -> str:
    """Position text of the game key's shape with every row finished but the first,
    whose last two cards wait one square right of their places."""
    shape = GAMES[key].shape
    rows = []
    for row in range(shape.rows):
        codes = [Card(rank, SUITS[row % len(SUITS)]).code for rank in shape.run]
        rows.append([*codes[:-2], "--", *codes[-2:]] if row == 0 else [*codes, "--"])
    return "\n".join(" ".join(codes) for codes in rows) + "\n"


@pytest.mark.parametrize("key", ["blue-moon", "double-montana"])
def test_a_family_position_file_is_solved_on_the_games_width(tmp_path: Path, key: str) -> None:
    shape = GAMES[key].shape
    text = one_move_from_won(key)
    addiction_width = " ".join(["2S"] * 13) + "\n"
    path = tmp_path / "positions.txt"
    path.write_text(f"{text}\n{addiction_width}", encoding="utf-8")
    done = run("solve", "--rules", key, "--json", str(path))
    solved, malformed = (json.loads(line) for line in done.stdout.splitlines())
    assert solved["status"] == "win"
    columns = shape.columns
    queen, king = solved["moves"]
    assert queen[1:] == [columns - 2, columns - 3] and king[1:] == [columns - 1, columns - 2]
    moves = [Move.from_json(move, shape.squares) for move in solved["moves"]]
    assert replay(Board.parse(text, shape), moves).is_won()
    assert malformed["position"] == 2 and f"expected {shape.rows} rows" in malformed["error"]
    assert "won 1, not won 0, unknown 0, malformed 1 (2 positions" in done.stderr
    assert done.returncode == 1


def test_a_deal_range_of_a_family_game_is_dealt_in_its_shape() -> None:
    shape = GAMES["blue-moon"].shape
    done = run("solve", "--rules", "blue-moon", "--deals", "1-2", "--json")
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 0 and len(records) == 2
    assert "(2 positions" in done.stderr
    wins = [(deal, r) for deal, r in enumerate(records, start=1) if r["status"] == "win"]
    assert wins
    for deal, record in wins:
        moves = [Move.from_json(move, shape.squares) for move in record["moves"]]
        assert replay(Board.deal(deal, shape), moves).is_won()


def test_a_deal_range_without_json_prints_a_line_a_deal() -> None:
    done = run("solve", "--rules", "station", "--deals", "3-4", "--max-nodes", "50")
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and len(lines) == 3
    assert lines[0].startswith("deal 3: ") and lines[1].startswith("deal 4: ")
    assert lines[2].startswith("won ") and "(2 positions, " in lines[2]


@pytest.mark.parametrize("module", ["solve", "autoplay"])
def test_an_unknown_key_is_one_short_line_naming_every_key(module: str) -> None:
    argv = ["--rules", "no-such-game"] + (["--random", "1"] if module == "autoplay" else [])
    done = run(module, *argv)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and len(done.stderr) < 400
    assert "'no-such-game'" in done.stderr
    assert all(key in done.stderr for key in GAMES)


def test_autoplay_of_a_family_game_is_the_same_on_every_run() -> None:
    # Paganini: Aces in play like Blue Moon, and a game in hundredths of a second
    argv = ["--rules", "paganini", "--random", "3", "--seed", "1", "--json"]
    runs = [run("autoplay", *argv) for _ in range(2)]
    played = []
    for done in runs:
        assert done.returncode == 0, done.stderr
        *games, summary = (json.loads(line) for line in done.stdout.splitlines())
        assert len(games) == 3 and summary["games"] == 3
        # the seconds differ from run to run; everything else is the hints' doing
        played.append(([{**g, "seconds": None} for g in games], summary["wins"]))
    assert played[0] == played[1]
    # a won game has every card of Paganini's deck in place, Aces included
    cards = len(GAMES["paganini"].shape.cards)
    won = [g for g in played[0][0] if g["result"] == "won"]
    assert won and all(g["in_place"] == cards for g in won)


def test_autoplay_reads_layouts_in_the_games_shape(tmp_path: Path) -> None:
    path = tmp_path / "layouts.txt"
    path.write_text(one_move_from_won("double-blue-moon"), encoding="utf-8")
    done = run("autoplay", "--rules", "double-blue-moon", "--positions", str(path), "--json")
    game, summary = (json.loads(line) for line in done.stdout.splitlines())
    cards = len(GAMES["double-blue-moon"].shape.cards)
    assert game["result"] == "won" and game["moves"] == 2 and game["in_place"] == cards
    assert summary["wins"] == summary["games"] == 1 and done.returncode == 0


def test_random_layouts_are_dealt_in_the_games_shape() -> None:
    shape = GAMES["red-moon"].shape
    layouts = list(random_layouts(2, seed=4, shape=shape))
    assert all(layout.shape == shape for layout in layouts)
    assert sorted(c.code for c in layouts[0] if c) == sorted(c.code for c in shape.deck)
    assert layouts[0] != layouts[1]
