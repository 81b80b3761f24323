"""The plain C reference of benchmarks/solver_vs_c.py (benchmarks/plain_c/dfs.c) against
the rules and the solver: the same verdicts on positions whose whole round is known.
Skipped without a C compiler; nothing here is timed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from addiction.engine import Board
from addiction.engine.solver import SolveStatus, compact_position, solve
from tests.solver_positions import small_positions

SOURCE = Path(__file__).parents[1] / "benchmarks" / "plain_c" / "dfs.c"
COMPILER = shutil.which("cc")

pytestmark = pytest.mark.skipif(COMPILER is None, reason="no C compiler (cc)")


def c_answers(tmp_path: Path, boards: list[Board], *arguments: str) -> list[list[str]]:
    """The C search's answer lines (status, positions, CPU seconds) for the boards."""
    assert COMPILER is not None
    program = tmp_path / "dfs"
    subprocess.run([COMPILER, "-O2", "-o", str(program), str(SOURCE)], check=True, timeout=120)
    lines = "".join(" ".join(map(str, compact_position(b)[0])) + "\n" for b in boards)
    done = subprocess.run(
        [str(program), *arguments], input=lines, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return [line.split() for line in done.stdout.splitlines()]


def test_the_c_reference_decides_as_the_rules_and_the_solver_do(tmp_path: Path) -> None:
    cases = small_positions()
    answers = c_answers(tmp_path, [board for board, _ in cases])
    assert len(answers) == len(cases)
    for (board, (winnable, _, round_size)), (status, positions, _) in zip(
        cases, answers, strict=True
    ):
        assert status == ("win" if winnable else "no-win"), board
        assert status == solve(board).status.value, board
        if not winnable:  # a proof expands every position of the round once
            assert int(positions) == round_size, board


def test_on_real_deals_the_c_reference_and_the_solver_agree(tmp_path: Path) -> None:
    boards = [Board.deal(number) for number in (4, 7, 10, 11)]
    answers = c_answers(tmp_path, boards)
    assert [status for status, _, _ in answers] == [solve(b).status.value for b in boards]
    assert {status for status, _, _ in answers} == {"win", "no-win"}


def test_a_cap_on_positions_answers_unknown_and_a_bad_line_is_refused(tmp_path: Path) -> None:
    unwinnable = Board.deal(4)
    assert solve(unwinnable).status is SolveStatus.NO_WIN
    program = tmp_path / "dfs"
    ((status, positions, _),) = c_answers(tmp_path, [unwinnable], "1000")
    assert (status, positions) == ("unknown", "1000")
    done = subprocess.run(
        [str(program)], input="1 2 3\n", capture_output=True, text=True, timeout=60
    )
    assert done.stdout.startswith("error ")
