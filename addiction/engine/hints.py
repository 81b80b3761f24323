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
An answer the budget cut short is kept for its own position only, until a
longer search of that position (STUDY_NODES, run in the background by
addiction/control/hint_worker.py) replaces it: the next question there gets
the better answer.

The sentence says what the line achieves from here, never that one move does it:
"7♠ to row 3, column 12: from here the best line gets 32 cards in place".
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace

from .board import COLUMNS, Board, Move
from .solver import SolveResult, SolveStatus, solve

#: Decides most starting positions of real deals in about a second of CPU (the
#: hints run in a worker process) and later positions in milliseconds
#: (benchmarks/hint_bench.py).
DEFAULT_HINT_NODES = 500_000

#: The longer search of a position that goes on in the background (the
#: winnability readout, and a hint the budget above could not settle).
STUDY_NODES = 4 * DEFAULT_HINT_NODES


class ProvenLines:
    """The positions along the last few lines the solver proved, each with its answer.

    A WIN line wins from every position on it (the rest of the line); a NO_WIN
    answer holds for every position along its best line, and so does its best
    count (nothing after the board can beat it, and the rest of the line still
    reaches it). An UNKNOWN answer proves nothing about the rest of its line: it
    is kept for its own position only, the longest search of it so far.
    """

    def __init__(self, capacity: int = 8) -> None:
        self._capacity = capacity
        # one entry per remembered line: its positions and their answers
        self._lines: OrderedDict[Board, dict[Board, SolveResult]] = OrderedDict()
        self._unfinished: OrderedDict[Board, SolveResult] = OrderedDict()

    def recall(self, board: Board) -> SolveResult | None:
        for answers in reversed(self._lines.values()):
            answer = answers.get(board)
            if answer is not None:
                return answer
        return self._unfinished.get(board)

    def remember(self, board: Board, result: SolveResult) -> None:
        """Keep a proved answer for board and for every position along its line, an
        unfinished one for board alone (unless a longer search of it is kept)."""
        if result.status is SolveStatus.UNKNOWN:
            kept = self._unfinished.pop(board, None)
            self._unfinished[board] = (
                kept if kept is not None and kept.nodes >= result.nodes else result
            )
            while len(self._unfinished) > self._capacity:
                self._unfinished.popitem(last=False)
            return
        self._unfinished.pop(board, None)
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
            move, False, f"{_where(move)}: from here the round can be won without a shuffle.", True
        )
    winnable = None if result.status is SolveStatus.UNKNOWN else False
    if result.best_line and result.best_in_place > board.in_place_count():
        move = result.best_line[0]
        line = "the best line" if winnable is False else "the best line found so far"
        ending = " (none wins without a shuffle)" if winnable is False else ""
        return Hint(
            move,
            False,
            f"{_where(move)}: from here {line} gets {result.best_in_place} cards in place"
            f"{ending}.",
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


def learn(board: Board, result: SolveResult) -> None:
    """Hand the calling process's ProvenLines a longer search of board (a study):
    the next remembered_hint there answers from it."""
    _WORKER_LINES.remember(board, result)


#: The study worker process's memory (see study).
_STUDIED_LINES = ProvenLines()


def study(board: Board) -> SolveResult:
    """The round from board searched with STUDY_NODES, answered at once along a line
    proved before: what the background worker runs (the winnability readout)."""
    result = _STUDIED_LINES.recall(board)
    if result is None:
        result = solve(board, max_nodes=STUDY_NODES)
        _STUDIED_LINES.remember(board, result)
    return result


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
