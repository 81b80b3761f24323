"""Hint benchmark: how long a player waits for a hint, and how good the hints are.

    .venv/bin/python benchmarks/hint_bench.py [--deals 1-20] [--moves 312] [--max-nodes N]

For each deal, plays the round the way a player who always takes the hint would:
asks find_hint (with a ProvenLines memory, as the game's hint worker does), plays
its move, and asks again, until the round is won, stuck,
the hint says to shuffle, or --moves hints have been played (312, the most
moves a round can have, by default). Every hint is timed.
Prints one line per deal (hints asked, cards in place at the end, whether the
round was won, the slowest hint) and a summary: hints asked, how many knew the
round's outcome (winnable / not winnable), how many ran out of budget and how
many were answered from a line proved earlier, mean / median / p90 / max
seconds per hint, and rounds won from the deal.
Figures only; nothing asserts on them.
"""

from __future__ import annotations

import argparse
import time

from timing import deal_range, spread

from addiction.engine import Board
from addiction.engine.hints import DEFAULT_HINT_NODES, ProvenLines, find_hint


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=deal_range, default=range(1, 21), metavar="A-B")
    parser.add_argument("--moves", type=int, default=312, help="hints played per deal at most")
    parser.add_argument("--max-nodes", type=int, default=DEFAULT_HINT_NODES)
    args = parser.parse_args(argv)

    seconds: list[float] = []
    known = {True: 0, False: 0, None: 0}
    won = 0
    recalled = 0
    lines = ProvenLines()
    for number in args.deals:
        board = Board.deal(number)
        deal_seconds: list[float] = []
        for _ in range(args.moves):
            if board.is_won():
                break
            recalled += lines.recall(board) is not None
            start = time.perf_counter()
            hint = find_hint(board, can_shuffle=True, max_nodes=args.max_nodes, lines=lines)
            deal_seconds.append(time.perf_counter() - start)
            known[hint.winnable] += 1
            if hint.move is None:
                break
            board = board.play(hint.move)
        won += board.is_won()
        seconds += deal_seconds
        print(
            f"deal {number:4d}  {len(deal_seconds):3d} hints  in place {board.in_place_count():2d}"
            f"  {'won' if board.is_won() else 'not won':7s}  slowest {max(deal_seconds):.3f} s",
            flush=True,
        )
    print(f"deals {args.deals.start}-{args.deals.stop - 1}, budget {args.max_nodes:,} nodes a hint")
    print(
        f"hints {len(seconds)}: knew winnable {known[True]}, knew not winnable {known[False]}, "
        f"budget ran out {known[None]}; answered from a proved line {recalled}"
    )
    print(f"seconds per hint: {spread(seconds, '.3f')}")
    print(f"rounds won by following the hints: {won} of {len(args.deals)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
