"""What each part of the family's search buys: decided deals, positions and CPU time
per configuration, game by game.

    .venv/bin/python benchmarks/family_reductions.py [--deals 1-20] [--max-nodes N]
        [--games KEY,...] [--configs built,dfs,unordered,unreduced] [--smoke]

Configurations (addiction/engine/solver/family.py, search):
    built       as the game runs it: the portfolio, the moves in three bands, and a
                settled run extension alone where the round is acyclic
    dfs         one depth-first search from the board (portfolio (1, 1))
    unordered   the moves in gap order, not in bands
    unreduced   no settled run extension alone (the same as built where the round
                has cycles: those games are left out of this column)

Each deal's first round is searched under the node budget, so the figures are the
same on every machine but the CPU seconds. One line per game and configuration:
won / no win / undecided, positions expanded in all, CPU seconds in all. --smoke:
deal 1, at most 2,000 positions.
"""

from __future__ import annotations

import argparse
import time

from timing import SMOKE_HELP, deal_range

from addiction.engine import GAMES, Board
from addiction.engine.shape import MONTANA, GapFill
from addiction.engine.solver.family import FamilyOutcome, search

CONFIGS = ("built", "dfs", "unordered", "unreduced")


def _searched(board: Board, config: str, max_nodes: int) -> FamilyOutcome:
    if config == "dfs":
        return search(board, max_nodes, None, portfolio=(1, 1))
    return search(
        board, max_nodes, None, ordered=config != "unordered", reduce=config != "unreduced"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=deal_range, default=deal_range("1-20"))
    parser.add_argument("--max-nodes", type=int, default=2_000_000)
    family = [key for key, rules in GAMES.items() if rules.shape != MONTANA]
    parser.add_argument("--games", default=",".join(family))
    parser.add_argument("--configs", default=",".join(CONFIGS))
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args()
    if args.smoke:
        args.deals, args.max_nodes = deal_range("1"), 2_000
    print(f"deals {args.deals.start}-{args.deals.stop - 1}, at most {args.max_nodes:,} positions")
    for key in args.games.split(","):
        shape = GAMES[key].shape
        acyclic = shape.decks == 1 and shape.fill is GapFill.SUIT_UP and not shape.from_right
        for config in args.configs.split(","):
            if config == "unreduced" and not acyclic:
                continue
            won = lost = undecided = nodes = 0
            cpu = time.process_time()
            for number in args.deals:
                found = _searched(Board.deal(number, shape), config, args.max_nodes)
                nodes += found.nodes
                if found.win is not None:
                    won += 1
                elif found.complete:
                    lost += 1
                else:
                    undecided += 1
            cpu = time.process_time() - cpu
            print(
                f"{key} {config}: won {won}, no win {lost}, undecided {undecided}; "
                f"{nodes:,} positions, {cpu:.2f} CPU s",
                flush=True,
            )


if __name__ == "__main__":
    main()
