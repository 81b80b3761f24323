"""Hints: the solver's advice for the position on the table.

A hint is the first move of a winning line when the round can be won without a
shuffle; otherwise the first move of the line that gets the most cards in
place; a shuffle when that best line is empty (nothing left to gain) or no move
is left. When the node budget runs out the solver's best line so far is used,
and failing that a move that extends an in-place run.

A player who takes a hint asks again one move further down the same line. An
answer the solver proved (a win, or no win with the most cards in place) holds
for every position along its line, so ProvenLines keeps those positions and the
next hint on the line is answered at once, and consistently with the last one.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace

from .board import COLUMNS, Board, Move
from .solver import SolveResult, SolveStatus, solve

#: Decides most starting positions of real deals in about a second or less with
#: the compiled solver (the hints run in a worker process; about three times that
#: interpreted) and later positions in milliseconds (benchmarks/hint_bench.py,
#: docs/solver.md).
DEFAULT_HINT_NODES = 1_500_000


class ProvenLines:
    """The positions along the last few lines the solver proved, each with its answer.

    A WIN line wins from every position on it (the rest of the line); a NO_WIN
    answer holds for every position along its best line, and so does its best
    count (nothing after the board can beat it, and the rest of the line still
    reaches it). UNKNOWN answers prove nothing and are not kept.
    """

    def __init__(self, capacity: int = 8) -> None:
        self._capacity = capacity
        # one entry per remembered line: its positions and their answers
        self._lines: OrderedDict[Board, dict[Board, SolveResult]] = OrderedDict()

    def recall(self, board: Board) -> SolveResult | None:
        for answers in reversed(self._lines.values()):
            answer = answers.get(board)
            if answer is not None:
                return answer
        return None

    def remember(self, board: Board, result: SolveResult) -> None:
        """Keep a proved answer for board and for every position along its line."""
        if result.status is SolveStatus.UNKNOWN:
            return
        won = result.status is SolveStatus.WIN
        answers: dict[Board, SolveResult] = {}
        position = board
        line = result.best_line
        for step in range(len(line) + 1):
            rest = line[step:]
            answers[position] = replace(
                result, moves=rest if won else (), best_line=rest, nodes=0, seconds=0.0
            )
            if rest:
                position = position.play(rest[0])
        self._lines.pop(board, None)  # proved again: it becomes the newest
        self._lines[board] = answers
        while len(self._lines) > self._capacity:
            self._lines.popitem(last=False)


@dataclass(frozen=True)
class Hint:
    """What to do next: a move, a shuffle (shuffle=True), or nothing (both empty)."""

    move: Move | None
    shuffle: bool
    message: str
    #: True when the round can be won without a shuffle, False when it provably
    #: cannot, None when the budget ran out before the solver knew.
    winnable: bool | None = None


def find_hint(
    board: Board,
    can_shuffle: bool,
    max_nodes: int = DEFAULT_HINT_NODES,
    lines: ProvenLines | None = None,
) -> Hint:
    """The best advice for a position; deterministic for a given board and budget
    (and, with lines, for a given sequence of questions)."""
    if board.is_won():
        return Hint(None, False, "The game is won.", True)
    if board.is_stuck():
        return _out_of_moves(can_shuffle, "No move is left.", winnable=False)
    result = lines.recall(board) if lines is not None else None
    if result is None:
        result = solve(board, max_nodes=max_nodes)
        if lines is not None:
            lines.remember(board, result)
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


#: The hint worker process's memory (see remembered_hint).
_WORKER_LINES = ProvenLines()


def remembered_hint(board: Board, can_shuffle: bool) -> Hint:
    """find_hint with the calling process's ProvenLines: what the hint worker runs."""
    return find_hint(board, can_shuffle, lines=_WORKER_LINES)


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
