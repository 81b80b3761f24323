"""Can a round (no shuffle) still be won, and how? An exact solver in typed Python
(its hot modules compiled with mypyc where a C compiler is: see __init__.py).

    >>> from addiction.engine import Board
    >>> result = solve(Board.deal(11))
    >>> result.status
    <SolveStatus.WIN: 'win'>
    >>> from addiction.engine import replay
    >>> replay(Board.deal(11), result.moves).is_won()
    True

solve() answers WIN with a winning line, NO_WIN (a proof: no line of moves
from the position wins), or UNKNOWN when a node or time budget stopped it. In
every case it also gives the most cards in place it found reachable and a line
of moves reaching them (exact when the answer is WIN or NO_WIN).

How (details and measurements in docs/solver.md):

- A compact position (flat lists, card ids 0..47) changed in place and undone,
  with a 62-bit Zobrist key and the keys seen in a position table over one
  flat array (keys.py). Within a round the move
  graph is acyclic (a rank-r card moves at most r - 1 times, rules.md), so a
  key seen before is a position searched already: the transposition table
  needs no cycle handling.
- Dead-card detection: a reachability relaxation (relax.py) bounds the
  cards in place of every position reachable from a position. A position whose
  bound equals its own count cannot gain a card: it is decided at once.
- Portfolio search (search.portfolio): depth-first search from a
  frontier of 300 to 3000 positions, in round robin, each position expanded
  at most once. A winnable round is no longer hostage to one wrong early move.
  A run extension that nothing else can interfere with is searched alone
  (search.settles), a partial-order reduction that costs nothing.
- An optional lean search (lean=True) adds branch and bound and partial-order
  reduction (persistent sets proved with the relaxation) at every node: several
  times fewer positions and keys, at a higher cost per position in CPython.

Budgets are counted in nodes (positions expanded), so the same question with
the same budget gets the same answer on every machine; max_seconds is an extra
wall-clock limit for interactive use and makes the answer timing-dependent only
when it is what stops the search.
"""

from __future__ import annotations

import enum
import gc
import time
from dataclasses import dataclass

from ..board import COLUMNS, SQUARES, Board, Move
from ..cards import PLAYING_CARDS, Card
from ..shape import MONTANA
from .family import search as family_search
from .relax import cards_in_place_bound, relax
from .search import RawMove, lean, portfolio, runs_of

_SUITS = "SHDC"


class SolveStatus(enum.Enum):
    """WIN: a winning line was found. NO_WIN: proved unwinnable without a shuffle.
    UNKNOWN: a budget stopped the search first."""

    WIN = "win"
    NO_WIN = "no-win"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class SolveResult:
    """What solve() found.

    moves: the winning line for WIN, empty otherwise.
    nodes: positions expanded.
    best_in_place / best_line: the most cards in place reached and moves from the
    given board reaching them (the winning line for WIN; exact, not just the best
    found, for WIN and NO_WIN).
    """

    status: SolveStatus
    moves: tuple[Move, ...]
    nodes: int
    seconds: float
    best_in_place: int
    best_line: tuple[Move, ...]


def card_id(card: Card) -> int:
    """The solver's card id: suit (S, H, D, C) * 12 + rank - 2."""
    return _SUITS.index(card.suit) * 12 + card.rank - 2


def compact_position(board: Board) -> tuple[list[int], list[int], list[int]]:
    """The search's position of a board of the Addiction shape: (card id per square
    or -1, square per card id, the four gap squares)."""
    bd = [-1 if card is None else card_id(card) for card in board]
    pos = [0] * len(PLAYING_CARDS)
    for square, cid in enumerate(bd):
        if cid >= 0:
            pos[cid] = square
    gaps = [square for square in range(SQUARES) if bd[square] < 0]
    return bd, pos, gaps


def solve(
    board: Board,
    max_nodes: int | None = None,
    max_seconds: float | None = None,
    *,
    lean_search: bool = False,
) -> SolveResult:
    """Search the round from board; see the module docstring.

    max_nodes: stop after expanding this many positions (UNKNOWN). max_seconds:
    stop after this much wall-clock time (UNKNOWN). lean_search: use the lean
    search (fewer positions and less memory, more time per position). A board of
    another shape than Addiction's is searched by family.py (lean_search aside).
    """
    start = time.perf_counter()
    deadline = None if max_seconds is None else start + max_seconds
    if board.shape != MONTANA:
        found = family_search(board, max_nodes, deadline)
        status = (
            SolveStatus.WIN
            if found.win is not None
            else SolveStatus.NO_WIN
            if found.complete
            else SolveStatus.UNKNOWN
        )
        seconds = time.perf_counter() - start
        return SolveResult(
            status, found.win or (), found.nodes, seconds, found.best, found.best_line
        )
    bd, pos, gaps = compact_position(board)
    run = runs_of(bd)
    in_place = sum(run)

    def result(
        status: SolveStatus,
        win: tuple[RawMove, ...],
        nodes: int,
        best: int,
        line: tuple[RawMove, ...],
    ) -> SolveResult:
        return SolveResult(
            status, _moves(win), nodes, time.perf_counter() - start, best, _moves(line)
        )

    if in_place == len(PLAYING_CARDS):
        return result(SolveStatus.WIN, (), 1, in_place, ())
    relaxed = relax(pos, gaps)
    assert relaxed is not None
    if cards_in_place_bound(bd, pos, run, relaxed[1]) == in_place:
        # No card can ever join a run: nothing to gain, in particular no win
        # (this includes a stuck board).
        return result(SolveStatus.NO_WIN, (), 1, in_place, ())
    search = lean if lean_search else portfolio
    # The search allocates millions of tuples and no reference cycles: the cyclic
    # collector would only walk them (6 to 11% of the time, docs/solver.md).
    collecting = gc.isenabled()
    gc.disable()
    try:
        out = search(bd, pos, gaps, max_nodes, deadline)
    finally:
        if collecting:
            gc.enable()
    if out.win is not None:
        return result(SolveStatus.WIN, out.win, out.nodes, out.best, out.best_line)
    status = SolveStatus.NO_WIN if out.complete else SolveStatus.UNKNOWN
    return result(status, (), out.nodes, out.best, out.best_line)


def _moves(raw: tuple[RawMove, ...]) -> tuple[Move, ...]:
    return tuple(Move(PLAYING_CARDS[cid], source, target) for cid, source, target in raw)


assert COLUMNS == 13 and SQUARES == 52
