"""Hint benchmark: how long a player waits for a hint, and how good the hints are.

    .venv/bin/python benchmarks/hint_bench.py [--deals 1-20 | --random N --seed S]
                                              [--rules addiction] [--max-nodes N]
                                              [--smoke]

Plays whole games the way a player who always takes the hint would
(addiction.autoplay.play: find_hint with the hint worker's budget and memory of
proved lines, shuffles included) and times every hint, by the clock and in CPU
time (the CPU time is what the hint takes on a quiet machine; the clock also
counts whatever else the machine runs). Prints one line per game and a summary:
hints asked, p50 / p99 / max seconds per hint (clock and CPU), hints over 0.5 s
and over 1 s, seconds per game, and games won with a 95% interval.
--smoke: deal 1, 2,000 nodes a hint. Figures only; nothing asserts on them.
"""

from __future__ import annotations

import argparse
import os

from timing import SMOKE_HELP, deal_range, percentile

from addiction.autoplay import PlayedGame, play, random_layouts, wilson_interval
from addiction.engine import Game, Rules
from addiction.engine.hints import DEFAULT_HINT_NODES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=deal_range, default=None, metavar="A-B")
    parser.add_argument("--random", type=int, default=None, metavar="N")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="addiction")
    parser.add_argument("--max-nodes", type=int, default=DEFAULT_HINT_NODES)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.deals, args.random, args.max_nodes = deal_range("1"), None, 2_000
    rules = Rules.preset(args.rules)
    if args.random is not None:
        games = [Game.from_board(board, rules) for board in random_layouts(args.random, args.seed)]
    else:
        games = [Game.new(number, rules) for number in args.deals or range(1, 21)]

    played: list[PlayedGame] = []
    for number, game in enumerate(games, start=1):
        result = play(game, args.max_nodes)
        played.append(result)
        print(
            f"game {number:4d}  {len(result.hint_seconds):3d} hints  "
            f"{'won ' if result.won else 'lost'}  rounds {list(result.rounds)}  "
            f"{result.seconds:6.2f} s  slowest hint {max(result.hint_cpu_seconds):.3f} s CPU",
            flush=True,
        )
    clock = [s for game in played for s in game.hint_seconds]
    cpu = [s for game in played for s in game.hint_cpu_seconds]
    wins = sum(game.won for game in played)
    low, high = wilson_interval(wins, len(played))
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"{rules.title}, budget {args.max_nodes:,} nodes a hint; load average now {load}")
    for name, values in (("clock", clock), ("CPU", cpu)):
        print(
            f"seconds per hint ({name}): p50 {percentile(values, 0.5):.3f}, "
            f"p99 {percentile(values, 0.99):.3f}, max {max(values):.3f}; "
            f"over 0.5 s {sum(v > 0.5 for v in values)}, over 1 s {sum(v > 1 for v in values)}"
            f" of {len(values)} hints"
        )
    per_game = [game.seconds for game in played]
    print(f"seconds per game: mean {sum(per_game) / len(per_game):.2f}, max {max(per_game):.2f}")
    print(
        f"won {wins} of {len(played)} ({100 * wins / len(played):.1f}%, "
        f"95% interval {100 * low:.1f}-{100 * high:.1f}%)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
