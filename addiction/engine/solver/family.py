"""The exact search for the games of the family beyond the Addiction shape.

A depth-first search over Board values with the positions seen kept in a set:
every position reachable in the round is expanded at most once, so the search
is exact when it ends (a win found, or NO_WIN with the most cards in place) and
needs no argument that the round's move graph is acyclic (Galary and Free
Parking let a card move both ways). The rules come from Board itself, so every
shape plays by the one definition of its moves. Moves that extend an in-place
run are tried first. Slower per position than the compact search the Addiction
shape uses (search.py, docs/solver.md): the budgets are counted the same way.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass

from ..board import Board, Move

#: The wall clock is read once per this many positions.
_CLOCK_EVERY = 1024


@dataclass(frozen=True)
class FamilyOutcome:
    """What the search found: win (a winning line or None), whether it searched the
    whole round, positions expanded, and the most cards in place with a line to them."""

    win: tuple[Move, ...] | None
    complete: bool
    nodes: int
    best: int
    best_line: tuple[Move, ...]


def _ordered(board: Board) -> Iterator[Move]:
    """The legal moves, those that extend an in-place run first."""
    columns = board.shape.columns
    runs = board.run_lengths()
    moves = board.legal_moves()
    extending = [move for move in moves if move.target % columns == runs[move.target // columns]]
    yield from extending
    yield from (move for move in moves if move not in extending)


def search(board: Board, max_nodes: int | None, deadline: float | None) -> FamilyOutcome:
    """Search the round from board (see the module docstring)."""
    best, best_line = board.in_place_count(), tuple[Move, ...]()
    if board.is_won():
        return FamilyOutcome((), True, 1, best, ())
    seen = {board.squares}
    stack: list[tuple[Board, Iterator[Move]]] = [(board, _ordered(board))]
    path: list[Move] = []
    nodes = 1
    while stack:
        position, moves = stack[-1]
        move = next(moves, None)
        if move is None:
            stack.pop()
            if path:
                path.pop()
            continue
        child = position.play(move)
        if child.squares in seen:
            continue
        seen.add(child.squares)
        nodes += 1
        path.append(move)
        in_place = child.in_place_count()
        if in_place > best:
            best, best_line = in_place, tuple(path)
        if child.is_won():
            return FamilyOutcome(tuple(path), True, nodes, best, best_line)
        out_of_nodes = max_nodes is not None and nodes >= max_nodes
        out_of_time = (
            deadline is not None and nodes % _CLOCK_EVERY == 0 and time.perf_counter() > deadline
        )
        if out_of_nodes or out_of_time:
            return FamilyOutcome(None, False, nodes, best, best_line)
        stack.append((child, _ordered(child)))
    return FamilyOutcome(None, True, nodes, best, best_line)
