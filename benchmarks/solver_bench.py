"""Solver benchmark: decide deals without a shuffle and print the figures.

    .venv/bin/python benchmarks/solver_bench.py [--deals 1-200] [--lean] [--max-nodes N] [--quiet]
        [--compare] [--smoke]

One process, one core, deals solved one after another, by the solver build that
runs (compiled or interpreted: python -m addiction.solve --version). Prints one
line per deal (status, positions, seconds, cards in place) and a summary: won /
not won / unknown, positions per second, mean / median / p90 / max seconds (wall
clock, and CPU time, which waits less on a machine shared with other work) and
positions per deal, peak memory (the process's maximum resident set size).

--compare then runs the same deals with the interpreted build
(ADDICTION_PURE_SOLVER=1) in a second process, one after the other, checks that
every answer is identical (status, positions, best count, winning and best
lines) and prints both builds' figures and the ratio of their times per deal.

--smoke: deals 1-2 at most 20,000 positions each, with --compare.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import subprocess
import sys
import time
from typing import Any

from timing import SMOKE_HELP, deal_range, spread

from addiction.engine import Board
from addiction.engine.solver import BUILD, SolveStatus, solve

Record = dict[str, Any]


def run(deals: range, lean: bool, max_nodes: int | None, each: Any) -> list[Record]:
    """Solve the deals; each(record) is called after every deal."""
    records = []
    for number in deals:
        board = Board.deal(number)
        gc.collect()
        start, cpu_start = time.perf_counter(), time.process_time()
        result = solve(board, max_nodes=max_nodes, lean_search=lean)
        elapsed = time.perf_counter() - start
        record = {
            "deal": number,
            "status": result.status.value,
            "nodes": result.nodes,
            "seconds": elapsed,
            "cpu": time.process_time() - cpu_start,
            "in_place": result.best_in_place,
            "lines": [[m.to_json() for m in result.moves], [m.to_json() for m in result.best_line]],
        }
        records.append(record)
        each(record)
    return records


def summary(records: list[Record], title: str) -> None:
    seconds = [r["seconds"] for r in records]
    nodes = [float(r["nodes"]) for r in records]
    count = {s.value: sum(r["status"] == s.value for r in records) for s in SolveStatus}
    print(title)
    print(
        f"  won {count['win']}, not won {count['no-win']}, unknown {count['unknown']}; "
        f"positions per second {sum(nodes) / sum(seconds):,.0f}"
    )
    print(f"  seconds per deal: {spread(seconds, '.3f')}")
    # on a machine shared with other work the wall-clock time above includes waiting
    print(f"  CPU seconds per deal: {spread([r['cpu'] for r in records], '.3f')}")
    print(f"  positions per deal: {spread(nodes, ',.0f')}")


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=deal_range, default=range(1, 201), metavar="A-B")
    parser.add_argument("--lean", action="store_true", help="use the lean search")
    parser.add_argument("--max-nodes", type=int, default=None)
    parser.add_argument("--quiet", action="store_true", help="summary only")
    parser.add_argument(
        "--compare", action="store_true", help="then the interpreted build, and the ratio"
    )
    parser.add_argument("--records", action="store_true", help=argparse.SUPPRESS)  # --compare
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.deals, args.max_nodes, args.compare = deal_range("1-2"), 20_000, True
    deals = f"{args.deals.start}-{args.deals.stop - 1}"

    if args.records:  # the second process of --compare: one JSON line per deal, then peak
        run(args.deals, args.lean, args.max_nodes, lambda r: print(json.dumps(r), flush=True))
        print(json.dumps({"peak_mb": peak_mb(), "build": BUILD}))
        return 0

    def show(record: Record) -> None:
        if not args.quiet:
            print(
                f"deal {record['deal']:4d}  {record['status']:8s} {record['nodes']:10d} positions"
                f"  {record['seconds']:8.3f} s  in place {record['in_place']:2d}",
                flush=True,
            )

    mode = "lean" if args.lean else "portfolio"
    print(f"deals {deals} ({len(args.deals)}), {mode} search, solver {BUILD}", flush=True)
    records = run(args.deals, args.lean, args.max_nodes, show)
    summary(records, f"solver {BUILD}")
    print(f"  peak memory {peak_mb():,.0f} MB", flush=True)
    if not args.compare:
        return 0

    command = [sys.executable, __file__, "--records", "--deals", deals]
    command += ["--lean"] if args.lean else []
    command += ["--max-nodes", str(args.max_nodes)] if args.max_nodes is not None else []
    child = subprocess.run(
        command,
        env={**os.environ, "ADDICTION_PURE_SOLVER": "1"},
        capture_output=True,
        text=True,
        check=True,
    )
    *others, last = [json.loads(line) for line in child.stdout.splitlines()]
    print("deal  status    positions  seconds: this build  interpreted  ratio")
    differ = 0
    for mine, other in zip(records, others, strict=True):
        same = all(mine[k] == other[k] for k in ("status", "nodes", "in_place", "lines"))
        differ += not same
        print(
            f"{mine['deal']:4d}  {mine['status']:8s} {mine['nodes']:10d}"
            f"  {mine['seconds']:8.3f}  {other['seconds']:8.3f}"
            f"  {other['seconds'] / max(mine['seconds'], 1e-9):5.2f}"
            + ("" if same else "  ANSWERS DIFFER")
        )
    summary(others, f"solver {last['build']}")
    print(f"  peak memory {last['peak_mb']:,.0f} MB")
    total = sum(r["seconds"] for r in records)
    other_total = sum(r["seconds"] for r in others)
    print(
        f"interpreted / {BUILD}: {other_total / total:.2f} times the time in total; "
        f"answers identical on {len(records) - differ} of {len(records)} deals"
    )
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
