"""Where the hints lost games before they knew what a shuffle deals, and what other
round ends would have dealt.

    .venv/bin/python benchmarks/round_ends.py --random 300 --seed 1 [--rules addiction]
                                              [--games 13,57] [--max-nodes N] [--check-nodes N]
                                              [--smoke]

Plays each game taking every hint the way the hints played before they looked at
the shuffle (find_hint with the game's seed unknown to NextShuffle: a round ends
where the rows are most even, hints.spread_line). For each game that is lost it
prints the cards in place at the end of each round and, at each shuffle, what the
candidate round ends (hints.round_ends around the line played: those reachable
from its end, then from earlier positions on it) deal: how many of them deal a
round that can be won (each solved with --check-nodes), and how many of those
have as many cards in place as the end played. --games: only those of the N
layouts (numbered from 1), say the ones autoplay lost. --smoke: two layouts, 2,000 nodes
a hint and a check. Figures only; nothing asserts.
"""

from __future__ import annotations

import argparse
from dataclasses import replace

from timing import SMOKE_HELP

from addiction.autoplay import random_layouts
from addiction.engine import Board, Game, GameStatus, Move, Rules, replay
from addiction.engine.hints import (
    DEFAULT_HINT_NODES,
    NextShuffle,
    ProvenLines,
    find_hint,
    round_ends,
)
from addiction.engine.solver import SolveStatus, solve

Round = tuple[Board, tuple[Move, ...], NextShuffle | None]


def play_blind(game: Game, max_nodes: int) -> list[Round]:
    """Take every hint, the shuffle's seed unknown to them; each round's start, its
    moves and the shuffle that ended it (None for the last round)."""
    lines = ProvenLines()
    rounds: list[Round] = []
    start, moves = game.board, []
    while game.status is GameStatus.PLAYING:
        shuffle = NextShuffle.of(game)
        blind = replace(shuffle, game_seed=None) if shuffle is not None else None
        hint = find_hint(game.board, game.can_shuffle, max_nodes, lines, blind)
        if hint.move is not None:
            game.play(hint.move)
            moves.append(hint.move)
        elif hint.shuffle:
            rounds.append((start, tuple(moves), shuffle))
            game.shuffle()
            start, moves = game.board, []
        else:
            break
    rounds.append((start, tuple(moves), None))
    return rounds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random", type=int, default=100, metavar="N")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="addiction")
    parser.add_argument("--max-nodes", type=int, default=DEFAULT_HINT_NODES)
    parser.add_argument("--check-nodes", type=int, default=300_000)
    parser.add_argument("--games", type=lambda text: {int(n) for n in text.split(",")})
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.random, args.games, args.max_nodes, args.check_nodes = 2, None, 2_000, 2_000
    rules = Rules.preset(args.rules)
    lost = saved = 0
    for number, board in enumerate(random_layouts(args.random, args.seed), start=1):
        if args.games is not None and number not in args.games:
            continue
        game = Game.from_board(board, rules)
        rounds = play_blind(game, args.max_nodes)
        if game.status is GameStatus.WON:
            continue
        lost += 1
        counts = [replay(start, moves).in_place_count() for start, moves, _ in rounds]
        print(f"game {number}: lost, cards in place at each round's end {counts}", flush=True)
        winnable_somewhere = False
        for index, (start, moves, shuffle) in enumerate(rounds[:-1], start=1):
            assert shuffle is not None
            played = replay(start, moves).in_place_count()
            ends = [replay(start, end) for end in round_ends(start, moves, shuffle)]
            won = [
                end
                for end in ends
                if solve(shuffle.deals(end), max_nodes=args.check_nodes).status is SolveStatus.WIN
            ]
            same = sum(end.in_place_count() == played for end in ends)
            won_same = sum(end.in_place_count() == played for end in won)
            winnable_somewhere = winnable_somewhere or bool(won)
            print(
                f"  shuffle {index} after {played} in place: {len(won)} of {len(ends)} ends "
                f"deal a round that can be won ({won_same} of the {same} with {played} in place)",
                flush=True,
            )
        saved += winnable_somewhere
    print(
        f"{rules.title}: {lost} games lost; in {saved} of them an end of "
        f"some round deals a round that can be won"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
