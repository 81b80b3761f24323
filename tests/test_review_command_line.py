"""python -m addiction.review as a real process: a game on standard input or from a
row of a statistics database, the rounds at the end or one line each (--stream),
and bad input as one line on standard error with exit status 2."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from addiction.command_line import MAX_MESSAGE
from addiction.engine import Board, Game, Move, Rules, Termination
from addiction.engine.action_codec import MAX_BLOB_BYTES, encode_actions
from addiction.engine.game import action_to_json
from addiction.store.statistics import GameResult, StatisticsDatabase
from tests.children import CHILD_TIMEOUT, read_line
from tests.engine.review_games import Spoiled, play_until_stuck, spoiled

ADDICTION = Rules.preset("addiction")


def run(*argv: str, given: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "addiction.review", *argv],
        input=given,
        capture_output=True,
        timeout=CHILD_TIMEOUT,
    )


def reviewed(*argv: str, given: bytes = b"") -> list[dict[str, Any]]:
    done = run(*argv, given=given)
    assert done.returncode == 0, done.stderr
    printed: dict[str, Any] = json.loads(done.stdout)
    assert list(printed) == ["rounds"]
    rounds: list[dict[str, Any]] = printed["rounds"]
    return rounds


def actions_of(game: Game) -> list[dict[str, Any]]:
    return [action_to_json(action) for action in game.history]


@pytest.fixture(scope="module")
def shuffled() -> Spoiled:
    """A game of deal 11 spoiled by one move, then shuffled and played on."""
    made = spoiled(ADDICTION, Board.deal(11), 30)
    made.game.shuffle()
    play_until_stuck(made.game, most=8)
    return made


def without_timing(rounds: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k not in ("seconds", "solves")} for r in rounds]


def test_a_game_by_rules_and_deal_names_its_turning_move(shuffled: Spoiled) -> None:
    history = actions_of(shuffled.game)
    moves = history[: next(index for index, action in enumerate(history) if "shuffle" in action)]
    given = json.dumps({"rules": "addiction", "deal": 11, "actions": moves}).encode()
    (only,) = reviewed(given=given)
    assert only["turning_move"] == shuffled.turning
    assert only["start"] == "winnable" and only["end"] == "not-winnable"
    before = Game.new(11)
    for action in moves[: shuffled.turning]:
        before.play(Move.from_json(action["move"]))
    assert only["better_move"] in [move.to_json() for move in before.board.legal_moves()]
    assert only["better_move"] != moves[shuffled.turning]["move"]


def test_a_game_by_code_streams_a_line_per_round(shuffled: Spoiled) -> None:
    given = json.dumps({"code": shuffled.game.code, "actions": actions_of(shuffled.game)})
    child = subprocess.Popen(
        [sys.executable, "-m", "addiction.review", "--stream"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        assert child.stdin is not None
        child.stdin.write(given.encode())
        child.stdin.close()
        # each line a whole round, read as it comes, without waiting for the end
        streamed = [json.loads(read_line(child)) for _ in range(2)]
        assert child.wait(timeout=CHILD_TIMEOUT) == 0
        assert child.stdout is not None and child.stdout.read() == b""
    finally:
        if child.poll() is None:
            child.kill()
        child.wait(timeout=CHILD_TIMEOUT)
        for pipe in (child.stdout, child.stderr):
            if pipe is not None:
                pipe.close()
    first, second = streamed
    assert first["turning_move"] == shuffled.turning and first["shuffle"] is None
    assert second["shuffle"] == first["moves"] and second["first_action"] == first["moves"] + 1
    assert second["earlier_shuffle"]["verdict"] in ("winnable", "not-winnable", "undecided")
    assert without_timing(reviewed(given=given.encode())) == without_timing(streamed)


def test_a_row_of_the_statistics_is_reviewed_from_its_kept_actions(
    tmp_path: Path, shuffled: Spoiled
) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    game = shuffled.game
    ending = game.outcome(30.0, leaving=True)  # the row agrees with its actions
    assert ending is not None
    db.record(
        GameResult(
            "addiction",
            None,
            game.code,
            ending.termination,
            game.board.in_place_count(),
            game.moves_made,
            game.shuffles_used,
            30.0,
            actions=encode_actions(game),
        )
    )
    db.close()
    from_row = reviewed("--row", "1", "--database", str(path))
    given = json.dumps({"code": game.code, "actions": actions_of(game)}).encode()
    from_json = reviewed(given=given)
    assert without_timing(from_row) == without_timing(from_json)
    assert from_row[0]["turning_move"] == shuffled.turning


def row_without_actions(tmp_path: Path) -> Path:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db.record(GameResult("addiction", 5, Game.new(5).code, Termination.LOST, 3, 4, 0, 1.0))
    db.close()
    return path


def damaged_row(tmp_path: Path) -> Path:
    path = row_without_actions(tmp_path)
    with sqlite3.connect(path) as connection:
        connection.execute(
            "INSERT INTO game_actions VALUES (1, ?)", (bytes([1]) + bytes(8) + b"\x00",)
        )
    connection.close()
    return path


def mismatched_row(tmp_path: Path) -> Path:
    """A row of 4 moves, lost, whose kept actions are 2 moves of its deal."""
    path = row_without_actions(tmp_path)
    game = Game.new(5)
    for _ in range(2):
        game.play(game.board.legal_moves()[0])
    with sqlite3.connect(path) as connection:
        connection.execute("INSERT INTO game_actions VALUES (1, ?)", (encode_actions(game),))
    connection.close()
    return path


def oversized_row(tmp_path: Path) -> Path:
    path = row_without_actions(tmp_path)
    with sqlite3.connect(path) as connection:
        connection.execute(
            "INSERT INTO game_actions VALUES (1, zeroblob(?))", (MAX_BLOB_BYTES + 1,)
        )
    connection.close()
    return path


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (b"{not json", "the input is not JSON"),
        (b"[1, 2]", "not a JSON object"),
        (b'{"rules": "nope", "deal": 1, "actions": []}', "unknown rule set 'nope'"),
        (b'{"rules": "addiction", "deal": 0, "actions": []}', "deal numbers run from 1"),
        (b'{"code": "XYZ", "actions": []}', "bad code"),
        (b'{"rules": "addiction", "deal": 1}', '"actions" must be a list'),
        (b'{"rules": "addiction", "deal": 1, "actions": [], "extra": 1}', "unknown field 'extra'"),
        (
            b'{"rules": "addiction", "deal": 1, "actions": [{"move": ["2S", 0, 1]}]}',
            "action 1: ",
        ),
        (b'{"rules": "addiction", "deal": 1, "actions": [{"jump": 1}]}', "action 1: not a move"),
        (b" " * (3 * 1024 * 1024), "longer than any game"),
    ],
)
def test_bad_input_is_one_line_and_status_2(given: bytes, said: str) -> None:
    done = run(given=given)
    assert done.returncode == 2 and done.stdout == b""
    (line,) = done.stderr.decode().splitlines()
    assert line.startswith("python -m addiction.review: error: ") and said in line


@pytest.mark.parametrize(
    ("database", "row", "said"),
    [
        (row_without_actions, "1", "recorded without its actions"),
        (row_without_actions, "2", "no game in row 2"),
        (damaged_row, "1", "does not replay"),
        (mismatched_row, "1", "is not what its actions play: the row says 4 moves"),
        (oversized_row, "1", "keeps actions no game can have"),
        (lambda tmp_path: tmp_path / "missing.sqlite3", "1", "cannot read the statistics"),
    ],
)
def test_a_row_that_cannot_be_reviewed_is_one_line_and_status_2(
    tmp_path: Path, database: Any, row: str, said: str
) -> None:
    done = run("--row", row, "--database", str(database(tmp_path)))
    assert done.returncode == 2 and done.stdout == b""
    (line,) = done.stderr.decode().splitlines()
    assert said in line


def test_a_row_needs_a_database() -> None:
    done = run("--row", "1")
    assert done.returncode == 2 and b"--row and --database go together" in done.stderr


@pytest.mark.parametrize("row", ["0", "-3", "x", str(2**63)])
def test_a_row_id_no_database_has_is_refused_before_reading(tmp_path: Path, row: str) -> None:
    done = run("--row", row, "--database", str(tmp_path / "none.sqlite3"))
    assert done.returncode == 2 and b"expected a row id" in done.stderr


@pytest.mark.parametrize(
    "arguments",
    [
        ("--row", "9" * 100_000, "--database", "x"),
        ("--row", "1", "--database", "/" + "x" * 100_000),
    ],
)
def test_a_huge_argument_is_quoted_briefly(arguments: tuple[str, ...]) -> None:
    done = run(*arguments)
    assert done.returncode == 2
    (line,) = done.stderr.decode().splitlines()
    assert len(line) <= len("python -m addiction.review: error: ") + MAX_MESSAGE
