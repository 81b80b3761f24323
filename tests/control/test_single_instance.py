"""One copy of the app per user: real processes, as a player's double-clicks start them.

Each launch runs `python -m addiction` offscreen on its own private data folder;
which game a copy plays is read from the save file it writes after every change.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

Launch = Callable[..., subprocess.Popen[bytes]]


@pytest.fixture
def launch(tmp_path: Path) -> Iterator[Launch]:
    """Start copies of the app on one data folder; every copy is killed at the end."""
    started: list[subprocess.Popen[bytes]] = []
    environment = {
        **os.environ,
        "ADDICTION_DATA_DIR": str(tmp_path / "data"),
        "QT_QPA_PLATFORM": "offscreen",
    }

    def start(*arguments: str) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(
            [sys.executable, "-m", "addiction", *arguments],
            env=environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        started.append(process)
        return process

    yield start
    for process in started:
        if process.poll() is None:
            process.kill()
        process.wait()
        process.communicate()


def saved_deal(data: Path) -> int | None:
    try:
        return int(json.loads((data / "savegame.json").read_text())["game"]["deal"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def wait_for(condition: Callable[[], bool], seconds: float = 20.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


def test_a_second_launch_hands_its_deal_to_the_running_copy(launch: Launch, tmp_path) -> None:
    data = tmp_path / "data"
    first = launch("--deal", "5")
    assert wait_for(lambda: saved_deal(data) == 5)

    second = launch("--deal", "9")
    assert second.wait(timeout=20) == 0
    # The running copy took deal 9 (no move was made in deal 5, so nothing to ask).
    assert wait_for(lambda: saved_deal(data) == 9)
    assert first.poll() is None


def test_after_the_running_copy_is_killed_a_new_launch_takes_over(launch: Launch, tmp_path) -> None:
    data = tmp_path / "data"
    first = launch("--deal", "5")
    assert wait_for(lambda: saved_deal(data) == 5)
    first.send_signal(signal.SIGKILL)
    first.wait()

    second = launch("--deal", "11")
    # It runs (does not hand over to a dead copy) and plays the deal it was asked for.
    assert wait_for(lambda: saved_deal(data) == 11)
    assert second.poll() is None
    third = launch("--deal", "12")
    assert third.wait(timeout=20) == 0
    assert wait_for(lambda: saved_deal(data) == 12)


def test_a_hung_copy_is_taken_over_after_it_fails_to_answer(launch: Launch, tmp_path) -> None:
    data = tmp_path / "data"
    first = launch("--deal", "5")
    assert wait_for(lambda: saved_deal(data) == 5)
    first.send_signal(signal.SIGSTOP)  # hung: alive, holding the lock, not answering
    try:
        second = launch("--deal", "11")
        assert wait_for(lambda: saved_deal(data) == 11, seconds=30)
        assert second.poll() is None
    finally:
        first.send_signal(signal.SIGCONT)
