"""python -m addiction.solve: positions from a file or standard input, or deals."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from addiction.engine import Board, Move, replay
from addiction.solve import main

ONE_MOVE = """\
2S 3S 4S 5S 6S 7S 8S 9S TS JS -- QS KS
2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
"""
STUCK = """\
KS -- 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS
KH -- 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH
KD -- 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD
KC -- 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC
"""
BROKEN = "2S 3S\n4S 5S\n"


def run(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        code = main(argv, out, err)
    finally:
        sys.stdin = old
    return code, out.getvalue(), err.getvalue()


def test_positions_from_a_file_one_line_each_and_a_summary(tmp_path: Path) -> None:
    path = tmp_path / "positions.txt"
    path.write_text(f"{ONE_MOVE}\n\n{BROKEN}\n{STUCK}", encoding="utf-8")
    code, out, _ = run([str(path)])
    lines = out.splitlines()
    assert lines[0].startswith("position 1: win, ")
    assert lines[1].startswith("position 2: malformed: expected 4 rows")
    assert lines[2].startswith("position 3: no-win, 1 nodes")
    assert lines[3].startswith("won 1, not won 1, unknown 0, malformed 1 (3 positions")
    assert code == 1


def test_positions_from_standard_input_as_json() -> None:
    code, out, err = run(["--json"], stdin=ONE_MOVE + "\n" + STUCK)
    records = [json.loads(line) for line in out.splitlines()]
    assert code == 0
    assert records[0]["status"] == "win" and records[0]["moves"] == [["QS", 11, 10], ["KS", 12, 11]]
    assert records[1] == {"status": "no-win", "nodes": 1, "seconds": records[1]["seconds"]}
    assert "won 1, not won 1, unknown 0" in err


def test_json_moves_replay_to_a_won_board_and_errors_name_the_position() -> None:
    code, out, _ = run(["--json"], stdin=f"{BROKEN}\n\n{Board.deal(11).to_text()}\n")
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["position"] == 1 and "rows" in first["error"]
    moves = [Move.from_json(m) for m in second["moves"]]
    assert replay(Board.deal(11), moves).is_won()
    assert code == 1


def test_deals_with_a_node_budget() -> None:
    code, out, _ = run(["--deals", "38-39", "--max-nodes", "100"])
    lines = out.splitlines()
    assert code == 0
    assert lines[0].startswith("deal 38: unknown, 100 nodes")
    assert lines[1].startswith("deal 39: unknown, 100 nodes")
    assert lines[2].startswith("won 0, not won 0, unknown 2 (2 positions")


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(SystemExit):
        run(["--deals", "5-2"])
    with pytest.raises(SystemExit):
        run(["--deals", "1-2", "file.txt"])
    code, _, err = run(["/no/such/file.txt"])
    assert code == 2 and "cannot read" in err


def test_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "addiction.solve", "--deals", "11", "--json"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    record = json.loads(done.stdout)
    assert record["status"] == "win" and record["nodes"] > 0
    assert "won 1" in done.stderr
