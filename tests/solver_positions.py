"""The positions tests/test_solver.py checks the solver on, and a plain exhaustive
search (no pruning, no ordering, the engine's own rules) that answers them.

The candidate positions are made from a fixed seed, so they are the same every time.
Those small enough for the plain search come with its answers in
tests/data/small_positions.json: the search takes seconds (most of it on the few
candidates too big for it), and pytest-xdist would otherwise run it again in every
worker process (issue 37). tests/test_solver.py checks the file against the
candidates and against the plain search on a sample of them; the whole file is
checked, or written again after a change of the rules or of the candidates, with

    .venv/bin/python -m tests.solver_positions [--write]
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from addiction.engine import PLAYING_CARDS, Board, Card
from tests.positions import SOLVED_TEXT

SUITS = "SHDC"
RANKS = "23456789TJQK"
SOLVED = Board.parse(SOLVED_TEXT)

#: The plain search's answers on the small candidate positions.
SMALL_POSITIONS_FILE = Path(__file__).parent / "data" / "small_positions.json"

#: How many positions the plain search may reach before a candidate counts as too big.
LIMIT = 10_000

#: What the plain search answers: (winnable, most cards in place reachable, positions
#: seen, that is the size of the whole round).
Answer = tuple[bool, int, int]


def plain_search(board: Board, limit: int = 60_000) -> Answer:
    """Every position reachable from board, through the engine's own rules:
    (winnable, most cards in place reachable, positions seen)."""
    seen = {board}
    stack = [board]
    best = board.in_place_count()
    while stack:
        current = stack.pop()
        best = max(best, current.in_place_count())
        for move in current.legal_moves():
            child = current.play(move)
            if child not in seen:
                seen.add(child)
                stack.append(child)
                if len(seen) > limit:
                    raise OverflowError("too many positions for the plain search")
    return best == len(PLAYING_CARDS), best, len(seen)


def card(rank: int, suit: str) -> Card:
    return Card.from_code(RANKS[rank - 2] + suit)


def runs_position(rng: random.Random, lengths: tuple[int, int, int, int]) -> Board:
    """Each row starts with an in-place run of the given length (random suits);
    the other cards and the four gaps are scattered over the remaining squares."""
    suits = list(SUITS)
    rng.shuffle(suits)
    squares: list[Card | None] = [None] * 52
    placed = set()
    for row, (suit, length) in enumerate(zip(suits, lengths, strict=True)):
        for k in range(length):
            squares[row * 13 + k] = card(k + 2, suit)
            placed.add(card(k + 2, suit))
    rest: list[Card | None] = [c for c in PLAYING_CARDS if c not in placed]
    rest += [None] * 4
    rng.shuffle(rest)
    free = [sq for sq in range(52) if squares[sq] is None]
    for sq, item in zip(free, rest, strict=True):
        squares[sq] = item
    return Board(squares)


def unplayed_position(rng: random.Random, steps: int) -> Board:
    """A winnable late-game position: from a won board, undo random moves (a card
    standing right of its predecessor, or a 2 in column 1, goes back to a gap)."""
    board = SOLVED
    squares = list(board.squares)
    for _ in range(steps):
        gaps = [sq for sq in range(52) if squares[sq] is None]
        movable = []
        for sq, c in enumerate(squares):
            if c is None:
                continue
            if sq % 13 == 0:
                if c.rank == 2:
                    movable.append(sq)
            elif squares[sq - 1] is not None and squares[sq - 1] == Card(c.rank - 1, c.suit):
                movable.append(sq)
        if not movable:
            break
        source = rng.choice(movable)
        target = rng.choice(gaps)
        squares[target], squares[source] = squares[source], None
        # the forward move target -> source must be legal from the new position
        forward = Board(squares)
        back = [m for m in forward.legal_moves() if m.source == target and m.target == source]
        if not back:
            squares[source], squares[target] = squares[target], None
    return Board(squares)


def dead_gaps_position(rng: random.Random) -> Board:
    """Long runs and Kings placed so that most gaps start dead."""
    for _ in range(200):
        board = runs_position(rng, (rng.randint(6, 10), rng.randint(6, 10), rng.randint(5, 9), 4))
        states = board.gap_states()
        if sum(1 for s in states.values() if s.value != "open") >= 2:
            return board
    return board


def playout_position(rng: random.Random, number: int, back: int) -> Board:
    """A real late-game position: a random playout of deal number to its dead end,
    then the position back moves before it."""
    boards = [Board.deal(number)]
    while moves := boards[-1].legal_moves():
        boards.append(boards[-1].play(rng.choice(moves)))
    return boards[max(0, len(boards) - 1 - back)]


@functools.cache
def candidate_positions() -> list[Board]:
    """The positions the plain search is tried on, of the kinds the issue names: many
    cards in place, winnable late-game positions a few moves from a win, most gaps
    dead, and real late-game positions from random playouts of deals (a few dozen moves
    before their end they are mostly too big for the plain search, so they stay closer).
    The same every time (a fixed seed): tests/test_solver_builds.py picks some by index.
    """
    rng = random.Random(20260531)
    boards: list[Board] = []
    while len(boards) < 40:
        lengths = tuple(rng.randint(5, 11) for _ in range(4))
        boards.append(runs_position(rng, lengths))  # type: ignore[arg-type]
    for steps in (8, 12, 16, 20):
        for _ in range(5):
            boards.append(unplayed_position(rng, steps))
    for _ in range(15):
        boards.append(dead_gaps_position(rng))
    for number in range(1, 41):
        boards.append(playout_position(rng, number, rng.choice((5, 8, 12, 15))))
    return boards


def plain_answers(indices: Iterable[int]) -> dict[int, Answer | None]:
    """The plain search's answer on each of these candidate positions (by index);
    None for one too big for it (more than LIMIT positions)."""
    boards = candidate_positions()
    answers: dict[int, Answer | None] = {}
    for index in indices:
        try:
            answers[index] = plain_search(boards[index], limit=LIMIT)
        except OverflowError:
            answers[index] = None
    return answers


def small_positions_data(answers: dict[int, Answer | None]) -> dict[str, Any]:
    """What tests/data/small_positions.json holds for these answers (by candidate
    index): each small position with its index, its text and its answer."""
    boards = candidate_positions()
    return {
        "about": "tests/solver_positions.py: the plain search on the candidate positions"
        f" small enough for it (at most {LIMIT:,} positions); written by"
        " `python -m tests.solver_positions --write`",
        "candidates": len(boards),
        "positions": [
            {
                "index": index,
                "board": boards[index].to_text(),
                "winnable": answer[0],
                "best": answer[1],
                "seen": answer[2],
            }
            for index, answer in sorted(answers.items())
            if answer is not None
        ],
    }


def read_small_positions_data() -> dict[str, Any]:
    """tests/data/small_positions.json as read: the number of candidates, and the small
    positions, each with its index among them, its text and the plain search's answer
    (winnable, best, seen)."""
    data: dict[str, Any] = json.loads(SMALL_POSITIONS_FILE.read_text(encoding="utf-8"))
    return data


def answer_of(entry: dict[str, Any]) -> Answer:
    """The plain search's answer a position of the file holds."""
    return (bool(entry["winnable"]), int(entry["best"]), int(entry["seen"]))


def shipped_answers() -> dict[int, Answer | None]:
    """The answers the file holds, by candidate index: None for each candidate it
    leaves out (too big for the plain search)."""
    data = read_small_positions_data()
    answers: dict[int, Answer | None] = dict.fromkeys(range(int(data["candidates"])))
    for entry in data["positions"]:
        answers[int(entry["index"])] = answer_of(entry)
    return answers


@functools.cache
def small_positions() -> list[tuple[Board, Answer]]:
    """The candidate positions small enough for the plain search, each with its answer
    (from tests/data/small_positions.json). The biggest of them reaches fewer than
    10,000 positions."""
    return [
        (Board.parse(entry["board"]), answer_of(entry))
        for entry in read_small_positions_data()["positions"]
    ]


def main(arguments: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--write", action="store_true", help="write the file again rather than check it"
    )
    options = parser.parse_args(arguments)
    answers = plain_answers(range(len(candidate_positions())))
    data = small_positions_data(answers)
    if options.write:
        text = json.dumps(data, indent=1) + "\n"
        SMALL_POSITIONS_FILE.parent.mkdir(exist_ok=True)
        SMALL_POSITIONS_FILE.write_text(text, encoding="utf-8")
        print(f"wrote {SMALL_POSITIONS_FILE}: {len(data['positions'])} small positions")
        return 0
    if data != read_small_positions_data():
        print(f"{SMALL_POSITIONS_FILE} is not what the plain search finds: --write it again")
        return 1
    print(f"{SMALL_POSITIONS_FILE}: all {len(answers)} candidates as the plain search finds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
