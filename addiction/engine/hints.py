"""Hints: the solver's advice for the position on the table.

A hint is the first move of a winning line when the round can be won without a
shuffle; otherwise the first move of the line that gets the most cards in
place; a shuffle when that best line is empty (nothing left to gain) or no move
is left. When the node budget runs out the solver's best line so far is used,
and failing that a move that extends an in-place run.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import COLUMNS, Board, Move
from .solver import SolveStatus, solve

#: Enough to decide most positions in well under a second of CPU.
DEFAULT_HINT_NODES = 200_000


@dataclass(frozen=True)
class Hint:
    """What to do next: a move, a shuffle (shuffle=True), or nothing (both empty)."""

    move: Move | None
    shuffle: bool
    message: str
    #: True when the round can be won without a shuffle, False when it provably
    #: cannot, None when the budget ran out before the solver knew.
    winnable: bool | None = None


def find_hint(board: Board, can_shuffle: bool, max_nodes: int = DEFAULT_HINT_NODES) -> Hint:
    """The best advice for a position; deterministic for a given board and budget."""
    if board.is_won():
        return Hint(None, False, "The game is won.", True)
    if board.is_stuck():
        return _out_of_moves(can_shuffle, "No move is left.", winnable=False)
    result = solve(board, max_nodes=max_nodes)
    if result.status is SolveStatus.WIN:
        move = result.moves[0]
        return Hint(
            move, False, f"This round can be won without a shuffle: move {_where(move)}.", True
        )
    winnable = None if result.status is SolveStatus.UNKNOWN else False
    if result.best_line and result.best_in_place > board.in_place_count():
        move = result.best_line[0]
        prefix = (
            "This round cannot be won without a shuffle"
            if winnable is False
            else "No win found yet"
        )
        return Hint(
            move,
            False,
            f"{prefix}; move {_where(move)} to reach {result.best_in_place} cards in place.",
            winnable,
        )
    if can_shuffle:
        return Hint(
            None, True, "No move gets another card in place: shuffle.", winnable
        )
    move = _run_extending_move(board)
    return Hint(move, False, f"No move gets another card in place; try {_where(move)}.", winnable)


def _out_of_moves(can_shuffle: bool, reason: str, winnable: bool) -> Hint:
    if can_shuffle:
        return Hint(None, True, f"{reason} Shuffle the cards that are not in place.", winnable)
    return Hint(None, False, f"{reason} The game is over.", winnable)


def _run_extending_move(board: Board) -> Move:
    """A move that extends an in-place run if there is one, else the first legal move."""
    runs = board.run_lengths()
    moves = board.legal_moves()
    for move in moves:
        row, column = divmod(move.target, COLUMNS)
        if column == runs[row]:
            return move
    return moves[0]


def _where(move: Move) -> str:
    row, column = divmod(move.target, COLUMNS)
    return f"{move.card.label} to row {row + 1}, column {column + 1}"
