"""Shared by the benchmark scripts: time an action and print a summary line."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def timed(action: Callable[[], object], repeats: int) -> str:
    """Run action repeats times; "median 1.23 ms, max 4.56 ms"."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return f"median {statistics.median(times) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms"
