"""tests/run_cache.py: a value pytest-xdist's workers share is made once in the run,
the workers that ask while it is being made wait for it, and outside pytest-xdist it
is simply made."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from tests.run_cache import once_per_run


class RunFolders:
    """A stand-in for pytest's TempPathFactory as a worker sees it: its base folder
    one of the run's."""

    def __init__(self, run: Path, worker: str) -> None:
        self.base = run / worker

    def getbasetemp(self) -> Path:
        self.base.mkdir(parents=True, exist_ok=True)
        return self.base


def test_workers_asking_at_once_share_one_making(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw0")
    made: list[str] = []

    def make() -> list[int]:
        made.append(threading.current_thread().name)
        time.sleep(0.3)  # the others ask meanwhile
        return [1, 2, 3]

    got: dict[str, list[int]] = {}

    def worker(name: str) -> None:
        factory = RunFolders(tmp_path, name)
        got[name] = once_per_run(
            factory,  # type: ignore[arg-type]
            "numbers",
            make,
            lambda value: ",".join(map(str, value)),
            lambda text: [int(word) for word in text.split(",")],
        )

    threads = [threading.Thread(target=worker, args=(f"gw{n}",), name=f"gw{n}") for n in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert len(made) == 1
    assert got == {f"gw{n}": [1, 2, 3] for n in range(3)}


def test_outside_pytest_xdist_the_value_is_simply_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PYTEST_XDIST_WORKER", raising=False)
    made: list[int] = []
    for _ in range(2):
        once_per_run(
            RunFolders(tmp_path, "run"),  # type: ignore[arg-type]
            "numbers",
            lambda: made.append(1) or made,
            str,
            lambda text: [],
        )
    assert made == [1, 1] and not list(tmp_path.iterdir())
