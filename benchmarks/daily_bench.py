"""Daily deal benchmark: how long deriving a date's deal takes (docs/daily.md).

    .venv/bin/python benchmarks/daily_bench.py [--year 2027] [--smoke]

Derives every day of the year by the rule of addiction/engine/daily.py (the
solver, NODES_PER_CANDIDATE positions per candidate) and prints the seconds
per day (mean, median, p90, max), the slowest day, and how many candidates
the days tried. The figures depend on the machine and its load; nothing
asserts on them. The target: at most 2 s for any day. --smoke: the year's first two
days only.
"""

from __future__ import annotations

import argparse
import time

from timing import SMOKE_HELP, spread

from addiction.engine import daily


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--year", type=int, default=2027)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    days = daily.days_of(args.year)[: 2 if args.smoke else None]

    seconds: list[float] = []
    tried: list[float] = []
    slowest = (0.0, "")
    for date in days:
        start = time.perf_counter()
        day = daily.derive(date)
        took = time.perf_counter() - start
        seconds.append(took)
        tried.append(day.candidate + 1)
        slowest = max(slowest, (took, f"{date.isoformat()}, {day.candidate + 1} candidates"))
    print(f"{len(seconds)} days of {args.year}, {daily.NODES_PER_CANDIDATE} nodes per candidate")
    print(f"seconds per day: {spread(seconds, '.3f')}")
    print(f"slowest day: {slowest[1]} ({slowest[0]:.3f} s)")
    print(f"candidates per day: {spread(tried, '.1f')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
