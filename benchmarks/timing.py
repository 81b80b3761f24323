"""Shared by the benchmark scripts: timing an action, deal ranges, percentiles and
spreads of figures, and what their --smoke runs share (benchmarks/smoke.py).

Not a benchmark itself: the scripts import it (their folder is first on sys.path)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

#: The help of the --smoke option every benchmark takes: benchmarks/smoke.py runs each
#: with it in CI (.ci/run), so that none rots unnoticed.
SMOKE_HELP = "a tiny input (a deal or two, a few repetitions): the same code paths in seconds"


def skipped(reason: str) -> int:
    """Say in one line that nothing is measured, and why (a tool missing here); the exit
    status 0. benchmarks/smoke.py reports a run whose output has this line as skipped."""
    print(f"skipped: {reason}", flush=True)
    return 0


def timed(action: Callable[[], object], repeats: int) -> str:
    """Run action repeats times; "median 1.23 ms, max 4.56 ms"."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return f"median {statistics.median(times) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms"


def deal_range(text: str) -> range:
    """ "A-B" (or "A") on the command line: the deal numbers A to B."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def percentile(values: list[float], share: float) -> float:
    """The value below which share of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def spread(values: list[float], fmt: str) -> str:
    """ "mean .., median .., p90 .., max .." of the values, each formatted with fmt."""
    mean, median = statistics.fmean(values), statistics.median(values)
    p90, most = percentile(values, 0.9), max(values)
    return f"mean {mean:{fmt}}, median {median:{fmt}}, p90 {p90:{fmt}}, max {most:{fmt}}"
