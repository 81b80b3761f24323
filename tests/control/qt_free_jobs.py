"""Jobs for tests of what a worker process loads: this module imports no Qt, so a
worker that runs them loads only what the channel itself does."""

from __future__ import annotations

import sys

from addiction.control.worker_process import Job


def _qt_modules(_: None) -> list[str]:
    return sorted(name for name in sys.modules if name.startswith(("PySide6", "shiboken")))


def _square(number: int) -> int:
    return number * number


#: The Qt modules the worker process has loaded.
QT_MODULES: Job[None, list[str]] = Job(_qt_modules, deadline=60.0)
SQUARE: Job[int, int] = Job(_square, deadline=60.0)
