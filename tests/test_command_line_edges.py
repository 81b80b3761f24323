"""Command lines at their edges (issue 23, items 9 and 10), in real processes: a named
pipe or a device named as the positions file, endless input, ranges of billions,
an argument of 120 KB, and a memory limit the game cannot live in.

Every child runs under an address-space limit (so a regression fails here instead
of filling the machine's memory) and every wait on it has a timeout."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from tests.children import CHILD_TIMEOUT, first_line

#: Enough for the command lines (a Python with the solver), far below the machine's.
COMMAND_MEMORY = 1 << 30
HUGE = "9" * 120_000
#: An error line quotes a few dozen characters of bad input, not the input.
MAX_ERROR_LINE = 200


def limited(limit: int) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def run(
    *arguments: str,
    stdin: int | None = None,
    limit: int = COMMAND_MEMORY,
    timeout: float = CHILD_TIMEOUT,
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *arguments],
        stdin=stdin if stdin is not None else subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=lambda: limited(limit),
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


def one_line(text: str) -> str:
    assert text.count("\n") == 1, text[:500]
    assert "Traceback" not in text
    return text


@pytest.fixture
def pipe(tmp_path: Path) -> Path:
    """A named pipe nobody writes to: opening it for reading would wait for ever."""
    path = tmp_path / "positions"
    os.mkfifo(path)
    return path


def test_solve_refuses_a_named_pipe_as_its_file(pipe: Path) -> None:
    done = run("addiction.solve", str(pipe), timeout=60)
    assert done.returncode == 2
    assert "not a regular file" in one_line(done.stderr)


def test_autoplay_refuses_a_named_pipe_as_its_positions(pipe: Path) -> None:
    done = run("addiction.autoplay", "--positions", str(pipe), timeout=60)
    assert done.returncode == 2
    assert "not a regular file" in one_line(done.stderr)


@pytest.mark.parametrize("program", [("addiction.solve",), ("addiction.autoplay", "--positions")])
def test_a_device_named_as_the_file_is_refused(program: tuple[str, ...]) -> None:
    done = run(*program, "/dev/zero", timeout=60)
    assert done.returncode == 2
    assert "not a regular file" in one_line(done.stderr)


def test_endless_input_on_standard_input_stops_with_a_reason() -> None:
    with open("/dev/zero", "rb") as zeros:
        done = run("addiction.solve", stdin=zeros.fileno(), timeout=60)
    assert done.returncode == 2
    assert "line 1 is longer than" in one_line(done.stderr)


def test_a_position_without_end_stops_with_a_reason(tmp_path: Path) -> None:
    path = tmp_path / "positions.txt"
    path.write_text("2S 3S\n" * 1000)
    done = run("addiction.solve", str(path), timeout=60)
    assert done.returncode == 2
    assert "position 1 runs over" in one_line(done.stderr)


@pytest.mark.parametrize(
    ("arguments", "first"),
    [
        (("--random", "1000000000000", "--max-nodes", "1"), "random 1:"),
        (("--deals", "1-4294967295", "--max-nodes", "1"), "deal 1:"),
    ],
)
def test_autoplay_streams_a_range_of_billions(arguments: tuple[str, ...], first: str) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "addiction.autoplay", *arguments],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=lambda: limited(COMMAND_MEMORY),
    )
    try:
        assert process.stdout is not None
        # The first game is played and printed at once, the rest are still to come.
        assert first_line(process.stdout).decode().startswith(first)
        assert process.poll() is None
    finally:
        process.kill()
        process.communicate(timeout=CHILD_TIMEOUT)


@pytest.mark.parametrize(
    "arguments",
    [
        ("addiction.solve", "--deals", HUGE),
        ("addiction.solve", "--max-seconds", HUGE),
        ("addiction.solve", "--deals", "1-2", HUGE),
        ("addiction.autoplay", "--random", HUGE),
        ("addiction.autoplay", "--deals", HUGE),
        ("addiction.autoplay", "--rules", HUGE, "--random", "1"),
        ("addiction.routes", "level", HUGE),
        ("addiction.routes", "daily", HUGE),
        ("addiction.routes", HUGE),
        ("addiction", "--size", HUGE),
        ("addiction", "--deal", HUGE),
        ("addiction", "--code", HUGE),
        ("addiction", "--level", HUGE),
        ("addiction", "--daily", HUGE),
        ("addiction", "--rules", HUGE),
        ("addiction", HUGE),
    ],
)
def test_a_huge_argument_is_quoted_briefly(arguments: tuple[str, ...]) -> None:
    done = run(*arguments, timeout=60)
    assert done.returncode == 2
    assert len(one_line(done.stderr)) <= MAX_ERROR_LINE


def test_a_huge_file_name_is_quoted_briefly() -> None:
    done = run("addiction.solve", "/" + "x" * 120_000, timeout=60)
    assert done.returncode == 2
    assert len(one_line(done.stderr)) <= MAX_ERROR_LINE


def test_a_memory_limit_the_game_cannot_live_in_is_one_sentence(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "addiction", "--deal", "5"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        preexec_fn=lambda: limited(300 << 20),
        env={
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "ADDICTION_DATA_DIR": str(tmp_path / "data"),
        },
    )
    assert done.returncode != 0
    assert "memory limit" in one_line(done.stderr)
    assert not (tmp_path / "data").exists()  # it stopped before it touched anything


# --- integer options past 64 bits, and a named pipe as the statistics ---------------

PAST_64_BITS = str(2**63)


@pytest.mark.parametrize("value", [PAST_64_BITS, str(2**64 + 5), "0", "-1", "x", HUGE])
@pytest.mark.parametrize(
    "program",
    [
        ("addiction.solve", "--deals", "1"),
        ("addiction.autoplay", "--deals", "1-1"),
        ("addiction.review",),
    ],
    ids=["solve", "autoplay", "review"],
)
def test_a_node_budget_out_of_range_is_one_line_and_status_2(
    program: tuple[str, ...], value: str
) -> None:
    """2**63 reached the compiled solver's 64-bit counters as a traceback (issue 39)."""
    done = run(*program, "--max-nodes", value, timeout=20)
    assert done.returncode == 2 and done.stdout == ""
    line = one_line(done.stderr)
    assert "--max-nodes: expected a whole number from 1 to 9223372036854775807" in line
    assert len(line) <= MAX_ERROR_LINE


def test_a_count_of_layouts_past_64_bits_is_one_line_and_status_2() -> None:
    done = run("addiction.autoplay", "--random", PAST_64_BITS, timeout=20)
    assert done.returncode == 2
    assert "--random: expected a whole number from 1" in one_line(done.stderr)


@pytest.mark.parametrize(
    "program",
    [("addiction.solve", "--deals", "1"), ("addiction.autoplay", "--deals", "1-1")],
    ids=["solve", "autoplay"],
)
def test_the_largest_node_budget_is_taken(program: tuple[str, ...]) -> None:
    done = run(*program, "--max-nodes", str(2**63 - 1), timeout=60)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def test_review_refuses_a_named_pipe_as_its_database_at_once(pipe: Path) -> None:
    """SQLite would wait for a writer for good: refused before it opens anything."""
    done = run("addiction.review", "--row", "1", "--database", str(pipe), timeout=20)
    assert done.returncode == 2
    assert "not a regular file" in one_line(done.stderr)
