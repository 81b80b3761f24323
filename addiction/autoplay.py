"""Play whole games taking every hint, exactly as a player pressing H and doing what
it says would (the same find_hint, budget and memory of proved lines as the
game's hint worker; each answer is taken at once, so no background study helps).

    python -m addiction.autoplay --deals 1-20 [--rules classic] [--json]
    python -m addiction.autoplay --positions layouts.txt   # blank line between layouts
    python -m addiction.autoplay --random 300 --seed 1     # layouts from a seeded generator
    python -m addiction.autoplay --rules blue-moon --random 3 --seed 1 --json

Prints one line per game and a summary line: wins of games with a 95% interval,
mean and max seconds per game and per hint. With --json, one JSON object per
game instead: {"result": "won" | "lost", "moves": int, "shuffles": int,
"in_place": int, "seconds": float} (with --details also "cpu_seconds", the CPU
time of its hints, what they take on a quiet machine; "hints"; "rounds", the
cards in place at the end of each round; "cycled", whether the game stopped
where the hints went round in a circle, engine/hints.py RoundWatch; "layout",
the opening layout; and "actions", what was played in order, as a save writes
it: {"move": [card, source, target]} or {"shuffle": the layout the redeal
dealt}), then the summary as one JSON object.
The exit status is 0 when the games were played, 2 with a one-line error for bad
arguments or a malformed layout (the other layouts are still played). Games are
made, played and counted one at a time, so --random 1000000000000 or --deals
1-4294967295 starts at once and takes no more memory than one game; --positions
reads only a regular file, a line at a time (addiction/command_line.py).
--rules KEY (default addiction) names a rule set of Addiction or a game of the
family; its layouts, dealt, generated or read, take the game's shape (one line
per row of its width), and its hints search a share of the budget as in the game
(engine/hints.py). An unknown key is one line listing the keys.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import NoReturn, TextIO

from .command_line import (
    InputError,
    add_game_option,
    brief,
    count_option,
    lines,
    open_regular_file,
    positions,
)
from .engine import Board, EngineError, Game, GameStatus, Rules
from .engine.errors import shown
from .engine.game import action_to_json
from .engine.hints import DEFAULT_HINT_NODES, NextShuffle, ProvenLines, RoundWatch, find_hint
from .engine.rng import SplitMix64
from .engine.shape import MONTANA, Shape

USAGE_ERROR = 2


@dataclass(frozen=True)
class PlayedGame:
    """A game played to its end by the hints, with the time each hint took."""

    game: Game
    seconds: float
    hint_seconds: tuple[float, ...]
    #: The CPU time of each hint (what it would take on a quiet machine).
    hint_cpu_seconds: tuple[float, ...]
    #: Cards in place at the end of each round (before each shuffle, and at the end).
    rounds: tuple[int, ...]
    #: The hints went round in a circle (engine/hints.py RoundWatch): the game stopped
    #: there, not won.
    cycled: bool = False

    @property
    def won(self) -> bool:
        return self.game.status is GameStatus.WON

    def record(self, details: bool = False) -> dict[str, object]:
        game = self.game
        record: dict[str, object] = {
            "result": "won" if self.won else "lost",
            "moves": game.moves_made,
            "shuffles": game.shuffles_used,
            "in_place": game.board.in_place_count(),
            "seconds": round(self.seconds, 3),
        }
        if details:
            record["cpu_seconds"] = round(sum(self.hint_cpu_seconds), 3)
            record["hints"] = len(self.hint_seconds)
            record["rounds"] = list(self.rounds)
            record["cycled"] = self.cycled
            record["layout"] = game.initial.to_text()
            record["actions"] = [action_to_json(action) for action in game.history]
        return record


def play(game: Game, max_nodes: int = DEFAULT_HINT_NODES) -> PlayedGame:
    """Take every hint until the game is won or lost (or a hint has nothing to say, or
    the hints go round in a circle all the same). Each hint knows the positions of
    the round already seen (find_hint's seen, as the game's hint worker is told)."""
    lines = ProvenLines()
    watch = RoundWatch()
    watch.comes_back(game)
    cycled = False
    hint_seconds: list[float] = []
    hint_cpu_seconds: list[float] = []
    rounds: list[int] = []
    start = time.perf_counter()
    while game.status is GameStatus.PLAYING:
        asked, asked_cpu = time.perf_counter(), time.process_time()
        hint = find_hint(
            game.board,
            game.can_shuffle,
            max_nodes,
            lines,
            NextShuffle.of(game),
            seen=watch.positions,
        )
        hint_seconds.append(time.perf_counter() - asked)
        hint_cpu_seconds.append(time.process_time() - asked_cpu)
        if hint.move is not None:
            game.play(hint.move)
        elif hint.shuffle:
            rounds.append(game.board.in_place_count())
            game.shuffle()
        else:
            break
        if watch.goes_round(game, hint):
            cycled = True
            break
    rounds.append(game.board.in_place_count())
    return PlayedGame(
        game,
        time.perf_counter() - start,
        tuple(hint_seconds),
        tuple(hint_cpu_seconds),
        tuple(rounds),
        cycled,
    )


def wins(game: Game, max_nodes: int = DEFAULT_HINT_NODES) -> bool:
    """Whether taking every hint wins game (scripts/campaign_levels.py measures levels so)."""
    return play(game, max_nodes).won


def random_layouts(count: int, seed: int, shape: Shape = MONTANA) -> Iterator[Board]:
    """count layouts of the shape dealt from its deck shuffled by SplitMix64(seed),
    one after another (not deal numbers: the same generator, one stream)."""
    rng = SplitMix64(seed)
    for _ in range(count):
        deck = list(shape.deck)
        rng.shuffle(deck)
        yield Board.lay_out(deck, shape)


def wilson_interval(wins: int, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    z = 1.96
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    half /= 1 + z * z / games
    return max(0.0, centre - half), min(1.0, centre + half)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse would print the whole usage block; one line says enough.
        self.exit(USAGE_ERROR, f"{self.prog}: {brief(message)}\n")


def _deals(text: str) -> range:
    first, sep, last = text.partition("-")
    try:
        start, stop = int(first), int(last) if sep else int(first)
        Board.deal(start)
        Board.deal(stop)
    except (ValueError, EngineError):
        start = stop = 0
    if start < 1 or stop < start:
        raise argparse.ArgumentTypeError(f"expected a deal range like 1-200, got {shown(text)}")
    return range(start, stop + 1)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m addiction.autoplay",
        description="Play whole games of Addiction Solitaire taking every hint.",
    )
    games = parser.add_mutually_exclusive_group(required=True)
    games.add_argument("--deals", type=_deals, metavar="A-B", help="play deals A to B")
    games.add_argument(
        "--positions", metavar="FILE", help="play the layouts in FILE (blank line between)"
    )
    games.add_argument(
        "--random", type=count_option, metavar="N", help="play N layouts from a seeded generator"
    )
    parser.add_argument("--seed", type=int, default=1, help="the generator's seed (--random)")
    add_game_option(parser)
    parser.add_argument("--json", action="store_true", help="one JSON object per game")
    parser.add_argument(
        "--details",
        action="store_true",
        help=(
            "with --json: hints asked, in place per round, the opening layout, and the moves "
            "played and the layout each redeal dealt"
        ),
    )
    parser.add_argument(
        "--max-nodes",
        type=count_option,
        default=DEFAULT_HINT_NODES,
        metavar="N",
        help=f"the hints' node budget (default {DEFAULT_HINT_NODES}, as in the game)",
    )
    return parser


def _games(args: argparse.Namespace) -> Iterator[tuple[str, Game | str]]:
    """The games to play, named, made one at a time (a malformed layout as its error);
    InputError when the positions cannot be read."""
    rules: Rules = args.rules
    if args.deals is not None:
        for number in args.deals:
            yield f"deal {number}", Game.new(number, rules)
    elif args.random is not None:
        generated = random_layouts(args.random, args.seed, rules.shape)
        for index, board in enumerate(generated, start=1):
            yield f"random {index}", Game.from_board(board, rules)
    else:
        with open_regular_file(args.positions) as handle:
            read = positions(lines(handle), rules.shape)
            for index, (_, layout) in enumerate(read, start=1):
                if isinstance(layout, Board):
                    yield f"layout {index}", Game.from_board(layout, rules)
                else:
                    yield f"layout {index}", f"layout {index} is malformed: {layout}"


class _Tally:
    """What the summary needs of the games played, kept as they are played (not
    the games themselves: a run of a billion games fits in memory)."""

    def __init__(self) -> None:
        self.games = 0
        self.wins = 0
        self.game_seconds = 0.0
        self.max_game_seconds = 0.0
        self.hints = 0
        self.hint_seconds = 0.0
        self.max_hint_seconds = 0.0

    def add(self, played: PlayedGame) -> None:
        self.games += 1
        self.wins += played.won
        self.game_seconds += played.seconds
        self.max_game_seconds = max(self.max_game_seconds, played.seconds)
        self.hints += len(played.hint_seconds)
        self.hint_seconds += sum(played.hint_seconds)
        self.max_hint_seconds = max(self.max_hint_seconds, *played.hint_seconds, 0.0)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out if out is not None else sys.stdout
    args = _parser().parse_args(argv)
    tally = _Tally()
    malformed = False
    try:
        for name, game in _games(args):
            if isinstance(game, str):
                print(f"autoplay: {game}", file=sys.stderr, flush=True)
                malformed = True
                continue
            result = play(game, args.max_nodes)
            tally.add(result)
            if args.json:
                print(json.dumps(result.record(args.details)), file=out, flush=True)
            else:
                print(
                    f"{name}: {'won' if result.won else 'lost'}, {game.moves_made} moves, "
                    f"{game.shuffles_used} shuffles, {game.board.in_place_count()} in place, "
                    f"{result.seconds:.2f} s",
                    file=out,
                    flush=True,
                )
    except InputError as error:
        print(f"autoplay: cannot read {shown(args.positions, 60)}: {error}", file=sys.stderr)
        return USAGE_ERROR
    print(_summary(tally, args.json), file=out, flush=True)
    return USAGE_ERROR if malformed else 0


def _summary(tally: _Tally, as_json: bool) -> str:
    low, high = wilson_interval(tally.wins, tally.games)
    game_mean = tally.game_seconds / tally.games if tally.games else 0.0
    hint_mean = tally.hint_seconds / tally.hints if tally.hints else 0.0
    if as_json:
        return json.dumps(
            {
                "wins": tally.wins,
                "games": tally.games,
                "interval95": [round(low, 4), round(high, 4)],
                "seconds_per_game": {
                    "mean": round(game_mean, 3),
                    "max": round(tally.max_game_seconds, 3),
                },
                "seconds_per_hint": {
                    "mean": round(hint_mean, 4),
                    "max": round(tally.max_hint_seconds, 4),
                },
            }
        )
    rate = 100 * tally.wins / tally.games if tally.games else 0.0
    return (
        f"won {tally.wins} of {tally.games} games ({rate:.1f}%, 95% interval "
        f"{100 * low:.1f}-{100 * high:.1f}%); seconds per game: mean "
        f"{game_mean:.2f}, max {tally.max_game_seconds:.2f}; per hint: mean "
        f"{hint_mean:.3f}, max {tally.max_hint_seconds:.3f}"
    )


if __name__ == "__main__":
    raise SystemExit(main())
