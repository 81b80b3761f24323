"""Daily challenges benchmark: how long deriving a date's three tiers takes, and
how far apart the tiers measure (docs/daily.md, "Daily challenges").

    .venv/bin/python benchmarks/daily_challenges_bench.py [--from 2027-01-01] [--days 14]
        [--smoke]

Derives each date by the rule of addiction/engine/daily_challenges.py and prints
the seconds per date (mean, median, p90, max), the candidates tried, and per tier
the policy's wins (of campaign_making.PLAYOUTS games) and the solver's positions.
--smoke: one date. The figures depend on the machine and its load; nothing asserts
on them.
"""

from __future__ import annotations

import argparse
import datetime
import time

from timing import SMOKE_HELP, spread

from addiction.engine import daily_challenges
from addiction.engine.campaign_making import PLAYOUTS
from addiction.engine.daily_challenges import Tier


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="first", default="2027-01-01")
    parser.add_argument("--days", type=int, default=14)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.days = 1

    first = datetime.date.fromisoformat(args.first)
    seconds: list[float] = []
    tried: list[float] = []
    wins: dict[Tier, list[float]] = {tier: [] for tier in Tier}
    nodes: dict[Tier, list[float]] = {tier: [] for tier in Tier}
    for offset in range(args.days):
        start = time.perf_counter()
        tiers = daily_challenges.derive(first + datetime.timedelta(days=offset))
        seconds.append(time.perf_counter() - start)
        tried.append(max(challenge.day.candidate for challenge in tiers.values()) + 1)
        for tier, challenge in tiers.items():
            wins[tier].append(challenge.policy_wins)
            nodes[tier].append(challenge.nodes)
    print(f"{args.days} dates from {first.isoformat()}, {daily_challenges.MEASURED} measured each")
    print(f"seconds per date: {spread(seconds, '.2f')}")
    print(f"candidates per date: {spread(tried, '.1f')}")
    for tier in Tier:
        print(
            f"{tier.value:>6}: policy wins of {PLAYOUTS} {spread(wins[tier], '.1f')};"
            f" solver positions {spread(nodes[tier], '.0f')}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
