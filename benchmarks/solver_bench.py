"""Solver benchmark: decide deals without a shuffle and print the figures.

    .venv/bin/python benchmarks/solver_bench.py [--deals 1-200] [--lean] [--max-nodes N] [--quiet]

One process, one core, deals solved one after another. Prints one line per deal
(status, nodes, seconds, cards in place) and a summary: won / not won / unknown,
nodes per second, mean / median / p90 / max seconds and nodes per deal, peak
memory (the process's maximum resident set size).
"""

from __future__ import annotations

import argparse
import gc
import resource
import time

from timing import deal_range, spread

from addiction.engine import Board
from addiction.engine.solver import SolveStatus, solve


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=deal_range, default=range(1, 201), metavar="A-B")
    parser.add_argument("--lean", action="store_true", help="use the lean search")
    parser.add_argument("--max-nodes", type=int, default=None)
    parser.add_argument("--quiet", action="store_true", help="summary only")
    args = parser.parse_args(argv)

    counts = {status: 0 for status in SolveStatus}
    seconds: list[float] = []
    nodes: list[int] = []
    for number in args.deals:
        board = Board.deal(number)
        gc.collect()
        start = time.perf_counter()
        result = solve(board, max_nodes=args.max_nodes, lean_search=args.lean)
        elapsed = time.perf_counter() - start
        counts[result.status] += 1
        seconds.append(elapsed)
        nodes.append(result.nodes)
        if not args.quiet:
            print(
                f"deal {number:4d}  {result.status.value:8s} {result.nodes:10d} nodes"
                f"  {elapsed:8.3f} s  in place {result.best_in_place:2d}",
                flush=True,
            )
    total = sum(seconds)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    mode = "lean" if args.lean else "portfolio"
    print(f"deals {args.deals.start}-{args.deals.stop - 1} ({len(seconds)}), {mode} search")
    print(
        f"won {counts[SolveStatus.WIN]}, not won {counts[SolveStatus.NO_WIN]}, "
        f"unknown {counts[SolveStatus.UNKNOWN]}"
    )
    print(f"nodes per second {sum(nodes) / total:,.0f}")
    print(f"seconds per deal: {spread(seconds, '.3f')}")
    print(f"nodes per deal: {spread([float(n) for n in nodes], ',.0f')}")
    print(f"peak memory {peak_mb:,.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
