"""The solver on the first round of every game of the family: print the figures.

    .venv/bin/python benchmarks/family_bench.py [--deals 1-20] [--max-nodes N] [--games KEY,...]
        [--smoke]

One process, one core. For each game (every key of GAMES, or those named), the
deals are solved one after another without a shuffle under the node budget;
one line per game: won / not won / unknown, the positions expanded in all (what
a change to the search's pruning cuts), positions per second (by the clock, and
per second of the process's CPU time, which a busy machine disturbs less),
seconds per deal (mean, median, p90, max) and the peak memory of the process so far (its
maximum resident set size: it only grows, so it is the most any game needed up
to that line). The Addiction shape's games (Station) run the compiled search;
the others the family search (addiction/engine/solver/family.py). --smoke: deal 1 of
every game, at most 2,000 positions.
"""

from __future__ import annotations

import argparse
import resource
import time

from timing import SMOKE_HELP, deal_range, spread

from addiction.engine import GAMES, Board
from addiction.engine.solver import SolveStatus, solve


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=deal_range, default=deal_range("1-20"))
    parser.add_argument("--max-nodes", type=int, default=200_000)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args()
    if args.smoke:
        args.deals, args.max_nodes = deal_range("1"), 2_000
    print(f"deals {args.deals.start}-{args.deals.stop - 1}, at most {args.max_nodes:,} positions")
    for key in args.games.split(","):
        shape = GAMES[key].shape
        counts = dict.fromkeys(SolveStatus, 0)
        seconds: list[float] = []
        nodes = 0
        cpu = time.process_time()
        for number in args.deals:
            start = time.perf_counter()
            result = solve(Board.deal(number, shape), max_nodes=args.max_nodes)
            seconds.append(time.perf_counter() - start)
            counts[result.status] += 1
            nodes += result.nodes
        cpu = time.process_time() - cpu
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
        print(
            f"{key}: won {counts[SolveStatus.WIN]}, not won {counts[SolveStatus.NO_WIN]}, "
            f"unknown {counts[SolveStatus.UNKNOWN]}; {nodes:,} positions, "
            f"{nodes / sum(seconds):,.0f} positions/s ({nodes / cpu:,.0f} a CPU second); "
            f"seconds {spread(seconds, '.3f')}; peak memory {peak} MB"
        )


if __name__ == "__main__":
    main()
