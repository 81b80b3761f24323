"""A stuck test fails within pytest-timeout's bound (pyproject.toml) instead of hanging
the run, even stuck inside Qt's event loop, where no Python code runs."""

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


def test_a_test_stuck_in_qts_event_loop_fails_at_the_timeout(tmp_path: Path) -> None:
    stuck = tmp_path / "test_stuck.py"
    stuck.write_text(STUCK, "utf-8")
    # The suite's own settings, the bound made short.
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-c",
            str(REPOSITORY / "pyproject.toml"),
            "-p",
            "no:cacheprovider",
            "-o",
            "timeout=2",
            str(stuck),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    assert run.returncode != 0, run.stdout
    assert "Timeout" in run.stderr + run.stdout, run.stdout + run.stderr
    assert "test_stuck_in_the_event_loop" in run.stderr + run.stdout
