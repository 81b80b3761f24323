"""The daily deal, the daily challenges and New winnable deal of every game of the
family: how long each takes to derive, in CPU seconds (docs/daily.md).

    .venv/bin/python benchmarks/family_dailies_bench.py [--rules KEY ...] [--days 30]
        [--challenge-days 10] [--seeds 30] [--year 2027] [--smoke]

For each game (every preset and game of engine/rules.py unless --rules names some)
derives the first DAYS dates of the year's daily deal (engine/daily.py derive), the
first CHALLENGE_DAYS dates' three challenges (engine/daily_challenges.py derive) and
SEEDS winnable deals (engine/winnable.py winnable_deal) as a worker would, and
prints for each the CPU seconds (mean, median, p90, max) and how many candidates a
daily tried. A derivation a player waits for (the window runs it in a worker
process) should take about two seconds at most; a game whose days take longer gets
a data file for the year (scripts/daily_routes.py and
scripts/daily_challenge_routes.py, --rules KEY). The figures depend on the machine
and its load (CPU time, not wall time, so a busy machine changes them less);
nothing asserts on them. --smoke: Addiction and Spaces and Aces, one date and one
seed each.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from timing import SMOKE_HELP, spread

from addiction.engine import ALL_PRESETS, Rules, daily, daily_challenges
from addiction.engine.winnable import winnable_deal


def cpu_seconds(action: Callable[[], object]) -> tuple[float, object]:
    """The CPU seconds action took, and what it returned."""
    start = time.process_time()
    value = action()
    return time.process_time() - start, value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", nargs="+", default=list(ALL_PRESETS), metavar="KEY")
    parser.add_argument("--year", type=int, default=2027)
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--challenge-days", type=int, default=10)
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.rules = ["addiction", "spaces-and-aces"]
        args.days = args.challenge_days = args.seeds = 1
    dates = daily.days_of(args.year)
    for key in args.rules:
        rules = Rules.preset(key)
        budget = daily.nodes_per_candidate(rules)
        print(f"{key}: {budget} nodes per candidate")
        if args.days:
            seconds, tried = [], []
            for date in dates[: args.days]:
                took, day = cpu_seconds(lambda date=date, rules=rules: daily.derive(date, rules))
                assert isinstance(day, daily.Daily)
                seconds.append(took)
                tried.append(float(day.candidate + 1))
            print(f"  daily, {len(seconds)} days: CPU s {spread(seconds, '.3f')}")
            print(f"  daily, candidates tried: {spread(tried, '.1f')}")
        if args.challenge_days:
            seconds = [
                cpu_seconds(lambda date=date, rules=rules: daily_challenges.derive(date, rules))[0]
                for date in dates[: args.challenge_days]
            ]
            print(f"  challenges, {len(seconds)} days: CPU s {spread(seconds, '.3f')}")
        if args.seeds:
            seconds = [
                cpu_seconds(lambda seed=seed, rules=rules: winnable_deal(seed, rules))[0]
                for seed in range(args.seeds)
            ]
            print(f"  winnable deal, {len(seconds)} seeds: CPU s {spread(seconds, '.3f')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
