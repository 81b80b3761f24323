"""Nothing stuck hangs the run: a test stuck for pytest-timeout's bound (pyproject.toml)
fails, even stuck inside Qt's event loop, where no Python code runs; and a child process
that overruns its timeout fails its test with what it wrote (tests/conftest.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.children import CHILD_TIMEOUT

REPOSITORY = Path(__file__).resolve().parents[1]

STUCK = """
from PySide6.QtCore import QEventLoop


def test_stuck_in_the_event_loop(qapp):
    QEventLoop().exec()  # nothing will ever quit it
"""

# The child is the shell, which starts in milliseconds even on a busy machine (a
# Python child could still be starting when its second is up, and say nothing); exec:
# the sleep is the child itself, so that the kill at the timeout ends it.
OVERRUN = """
import subprocess


def test_a_child_that_overruns():
    script = "echo the child started; exec sleep 60"
    subprocess.run(["sh", "-c", script], capture_output=True, text=True, timeout=1)
"""


def run_pytest_on(test_source: str, folder: Path, *options: str) -> str:
    """What pytest says running test_source with the suite's own settings and
    tests/conftest.py, and options. Without the plugins the test does not use (the
    cache, pytest-xdist, Hypothesis's, which alone takes most of pytest's start): on a
    busy machine the start is what takes time."""
    (folder / "test_source.py").write_text(test_source, "utf-8")
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-c",
            str(REPOSITORY / "pyproject.toml"),
            "-p",
            "tests.conftest",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:xdist",
            "-p",
            "no:hypothesispytest",
            *options,
            str(folder / "test_source.py"),
        ],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    said = run.stdout + run.stderr
    assert run.returncode != 0, said
    return said


def test_a_test_stuck_in_qts_event_loop_fails_at_the_timeout(tmp_path: Path) -> None:
    # The bound made short, and on the test alone: a slow start cannot reach it.
    said = run_pytest_on(STUCK, tmp_path, "-o", "timeout=2", "-o", "timeout_func_only=true")
    assert "Timeout" in said and "test_stuck_in_the_event_loop" in said, said


def test_a_child_that_overruns_its_timeout_shows_what_it_wrote(tmp_path: Path) -> None:
    said = run_pytest_on(OVERRUN, tmp_path)
    assert "stdout of the child that timed out" in said, said
    assert "the child started" in said, said
