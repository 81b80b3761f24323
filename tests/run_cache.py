"""Costly values the tests share, made once per run rather than once per process.

pytest-xdist runs the suite in a worker process per core (scripts/test.sh), and a
module- or session-scoped fixture, or a functools.cache, is made again in every worker
that needs it: seconds of CPU each on a machine that has none to spare (issue 37).
once_per_run makes such a value in the first worker that asks, keeps it as text in the
run's own temporary folder (which all its workers share, and no other run), and the
others read it there; a lock makes a second worker wait for the first rather than make
it too. Without pytest-xdist it is simply made.
"""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

T = TypeVar("T")

#: How long a worker waits for another to make a value before it makes it itself:
#: well past what any such value takes on a loaded machine, and short of
#: pytest-timeout's 60 s (pyproject.toml).
WAIT_SECONDS = 40.0


def shared_folder(factory: pytest.TempPathFactory) -> Path | None:
    """The folder this run's workers share; None outside pytest-xdist's workers."""
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        return None
    # A worker's base temporary folder is the run's, a folder of its own below it.
    return factory.getbasetemp().parent


def once_per_run(
    factory: pytest.TempPathFactory,
    name: str,
    make: Callable[[], T],
    dump: Callable[[T], str],
    load: Callable[[str], T],
) -> T:
    """make()'s value, made once in the run and shared as dump's text (read back with
    load) under name among its workers."""
    folder = shared_folder(factory)
    if folder is None:
        return make()
    kept = folder / f"once-per-run-{name}.txt"
    with open(folder / f"once-per-run-{name}.lock", "a") as lock:
        deadline = time.monotonic() + WAIT_SECONDS
        while True:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    return make()  # the worker making it is stuck: do without it
                time.sleep(0.05)
        try:  # (the lock goes with the file, or with the process if it is ended)
            if kept.exists():
                return load(kept.read_text(encoding="utf-8"))
            value = make()
            partial = kept.with_suffix(".partial")
            partial.write_text(dump(value), encoding="utf-8")
            partial.replace(kept)
            return value
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
