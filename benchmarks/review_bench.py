"""Review benchmark: how long the review of a game of about 150 moves takes
(addiction/engine/review.py, docs/review.md), with the default budget.

    .venv/bin/python benchmarks/review_bench.py [--deals 1-5] [--rules addiction] [--smoke]

Each game is the deal played as a player who does not look ahead might: the first
move that extends a run if there is one, else a random legal move (seeded by the
deal), until stuck, then a shuffle, until the game ends or has 150 actions. Prints
each round's seconds and solves as it is reviewed, and each game's total. The
figures depend on the machine and its load; nothing asserts on them. The target:
at most 5 s a game. --smoke: deal 1 only.
"""

from __future__ import annotations

import argparse
import time

from timing import SMOKE_HELP, deal_range, spread

from addiction.engine import Game, GameStatus, Rules
from addiction.engine.review import review_rounds
from addiction.engine.rng import SplitMix64

#: The length of the games reviewed, in actions.
ACTIONS = 150


def played(deal: int, rules: Rules) -> Game:
    """Deal `deal` played as the module docstring says."""
    game = Game.new(deal, rules)
    rng = SplitMix64(deal)
    while game.status is GameStatus.PLAYING and game.moves_made < ACTIONS:
        moves = game.board.legal_moves()
        if not moves:
            game.shuffle()
            continue
        runs = game.board.run_lengths()
        columns = rules.shape.columns
        extending = [
            move for move in moves if move.target % columns == runs[move.target // columns]
        ]
        game.play(extending[0] if extending else moves[rng.below(len(moves))])
    return game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=deal_range, default=deal_range("1-5"))
    parser.add_argument("--rules", default="addiction")
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.deals = deal_range("1")
    rules = Rules.preset(args.rules)
    totals = []
    for deal in args.deals:
        game = played(deal, rules)
        print(f"deal {deal}: {game.moves_made} actions, {game.shuffles_used} shuffles")
        start = time.perf_counter()
        for number, reviewed in enumerate(review_rounds(game), start=1):
            print(
                f"  round {number}: {reviewed.moves} moves, {reviewed.seconds:.2f} s,"
                f" {reviewed.solves} solves, {reviewed.start.value} to {reviewed.end.value},"
                f" turning move {reviewed.turning_move}" + (" (won)" if reviewed.won else "")
            )
        totals.append(time.perf_counter() - start)
        print(f"  review: {totals[-1]:.2f} s")
    print(f"seconds a game: {spread(totals, '.2f')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
