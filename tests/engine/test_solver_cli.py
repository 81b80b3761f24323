"""python -m addiction.solve: positions from a file or standard input, or deals."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from addiction.engine import Board, Move, replay
from addiction.solve import main
from tests.children import CHILD_TIMEOUT, first_line

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
        timeout=CHILD_TIMEOUT,
    )
    record = json.loads(done.stdout)
    assert record["status"] == "win" and record["nodes"] > 0
    assert "won 1" in done.stderr


# --- hostile and unlucky input (issue 16) ---------------------------------------


def strict_utf8_env(**extra: str) -> dict[str, str]:
    """The environment of a terminal under a strict UTF-8 locale, without Python's
    UTF-8 mode (which would read bad bytes leniently anyway)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONUTF8", "PYTHONIOENCODING")}
    return {**env, "LC_ALL": "C.UTF-8", **extra}


def test_a_binary_file_is_malformed_positions_and_the_rest_is_solved(tmp_path: Path) -> None:
    path = tmp_path / "positions.bin"
    path.write_bytes(
        b"\x00\xff\xfe\x89PNG\r\n\x1a\n" + bytes(range(256)) + b"\n\n" + ONE_MOVE.encode()
    )
    code, out, _ = run([str(path)])
    lines = out.splitlines()
    assert lines[0] == "position 1: malformed: the text is not UTF-8"
    assert lines[1].startswith("position 2: win, ")
    assert lines[2].startswith("won 1, not won 0, unknown 0, malformed 1 (2 positions")
    assert code == 1


def test_a_byte_order_mark_does_not_spoil_the_first_position(tmp_path: Path) -> None:
    path = tmp_path / "positions.txt"
    path.write_bytes(b"\xef\xbb\xbf" + ONE_MOVE.encode())
    code, out, _ = run([str(path)])
    assert out.startswith("position 1: win, ") and code == 0


def test_non_utf8_standard_input_under_a_strict_locale_is_reported_per_position() -> None:
    latin1 = ONE_MOVE.replace("2S", "2\xa7").encode("latin-1")  # one undecodable byte
    done = subprocess.run(
        [sys.executable, "-m", "addiction.solve"],
        input=latin1 + b"\n\n" + STUCK.encode(),
        capture_output=True,
        env=strict_utf8_env(),
        timeout=CHILD_TIMEOUT,
    )
    assert done.stderr == b""
    lines = done.stdout.decode().splitlines()
    assert lines[0] == "position 1: malformed: the text is not UTF-8"
    assert lines[1].startswith("position 2: no-win, ")
    assert done.returncode == 1


def test_messages_with_suit_symbols_reach_a_terminal_that_lacks_them() -> None:
    doubled = ONE_MOVE.replace("5S", "5H", 1)  # "5♥ appears twice"
    done = subprocess.run(
        [sys.executable, "-m", "addiction.solve"],
        input=doubled.encode(),
        capture_output=True,
        env=strict_utf8_env(PYTHONIOENCODING="latin-1"),
        timeout=CHILD_TIMEOUT,
    )
    assert done.stderr == b""
    assert done.stdout.decode("latin-1").startswith("position 1: malformed: 5\\u2665 appears twice")


def test_positions_written_with_the_labels_the_messages_print_are_read() -> None:
    labels = "\n".join(
        " ".join("--" if card is None else card.label for card in Board.parse(ONE_MOVE)[i : i + 13])
        for i in range(0, 52, 13)
    )
    assert "♠" in labels and "10♥" in labels
    code, out, _ = run([], stdin=labels)
    assert out.startswith("position 1: win, ") and code == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--deals", "4294967295-4294967296"], "deals 1 to 4294967295"),
        (["--deals", "1-99999999999"], "deals 1 to 4294967295"),
        (["--deals", "0-5"], "deals 1 to 4294967295"),
        (["--deals", "9" * 5000], "expected a deal range"),
        (["--max-seconds", "nan"], "expected a number of seconds"),
        (["--max-seconds", "inf"], "expected a number of seconds"),
        (["--max-seconds", "-1"], "expected a number of seconds"),
        (["--max-seconds", "soon"], "expected a number of seconds"),
        (["--max-nodes", "0"], "from 1 to 9223372036854775807"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_status_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        run(argv)
    error = capsys.readouterr().err
    assert exited.value.code == 2
    assert error.count("\n") == 1 and message in error and len(error) < 200


class FirstLine(Exception):
    """Raised by OneLineOut when the first result is printed."""


class OneLineOut(io.StringIO):
    """Standard output that notes how many deals had been dealt when the first result
    came, then stops the run."""

    def __init__(self, dealt: list[int]) -> None:
        super().__init__()
        self.dealt = dealt
        self.dealt_at_first_line: int | None = None

    def write(self, text: str) -> int:
        if self.dealt_at_first_line is None:
            self.dealt_at_first_line = len(self.dealt)
        return super().write(text)


def test_deals_are_dealt_and_solved_one_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    dealt: list[int] = []
    deal = Board.deal
    monkeypatch.setattr(
        Board, "deal", lambda number, shape: dealt.append(number) or deal(number, shape)
    )
    out = OneLineOut(dealt)
    assert main(["--deals", "1-30", "--max-nodes", "1"], out, io.StringIO()) == 0
    assert out.dealt_at_first_line == 1 and len(dealt) == 30
    assert len(out.getvalue().splitlines()) == 31


def test_all_four_billion_deals_print_their_first_deal_at_once() -> None:
    class StopAtFirstLine(io.StringIO):
        def write(self, text: str) -> int:
            raise FirstLine(text)

    with pytest.raises(FirstLine, match="deal 1: unknown, 1 nodes"):
        main(["--deals", "1-4294967295", "--max-nodes", "1"], StopAtFirstLine(), io.StringIO())


def test_a_reader_that_stops_reading_ends_the_run_quietly() -> None:
    with subprocess.Popen(
        [sys.executable, "-m", "addiction.solve", "--deals", "1-4294967295", "--max-nodes", "9"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as solver:
        try:
            assert solver.stdout is not None
            assert first_line(solver.stdout).startswith(b"deal 1: unknown, 9 nodes")
            solver.stdout.close()  # as `| head -1` does
            _, err = solver.communicate(timeout=CHILD_TIMEOUT)
            assert err == b""
            assert solver.returncode == 1
        finally:
            solver.kill()  # a failed test leaves no solver running (leaving `with` waits)
