"""Does a round (no shuffle) have a win? Depth-first search with a transposition table.

The position is kept as flat lists of card ids (suit * 13 + rank - 1; -1 for a
gap) changed in place and undone on the way back, with a Zobrist key updated per
move. Within a round the move graph is acyclic (rules.md), so a key seen before
is a position already searched to the end without a win and is skipped.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Sequence
from dataclasses import dataclass

from .board import COLUMNS, SQUARES, Board, Move
from .cards import FULL_DECK
from .random import SplitMix64


class SolveStatus(enum.Enum):
    WIN = "win"
    NO_WIN = "no-win"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class SolveResult:
    status: SolveStatus
    moves: tuple[Move, ...]
    nodes: int
    seconds: float
    best_in_place: int
    best_line: tuple[Move, ...]


_rng = SplitMix64(0x5EED)
_ZOBRIST = [[_rng.next_u64() for _ in range(SQUARES)] for _ in range(52)]
_ID = {card: index for index, card in enumerate(FULL_DECK)}


class _Budget(Exception):
    pass


def solve(
    board: Board, max_nodes: int | None = None, max_seconds: float | None = None
) -> SolveResult:
    """Search the round from board: WIN with a winning line, NO_WIN (a proof), or
    UNKNOWN when a budget ran out; always with the best in-place count reached."""
    start = time.perf_counter()
    squares = [-1 if card is None else _ID[card] for card in board]
    pos = [-1] * 52
    key = 0
    for sq, cid in enumerate(squares):
        if cid >= 0:
            pos[cid] = sq
            key ^= _ZOBRIST[cid][sq]
    gaps = [sq for sq in range(SQUARES) if squares[sq] < 0]
    seen: set[int] = set()
    line: list[tuple[int, int, int]] = []
    nodes = 0
    best_in_place = board.in_place_count()
    best_line: tuple[tuple[int, int, int], ...] = ()
    deadline = None if max_seconds is None else start + max_seconds

    def in_place() -> int:
        total = 0
        for row in range(0, SQUARES, COLUMNS):
            cid = squares[row]
            if cid < 0 or cid % 13 != 1:
                continue
            k = 0
            while k < 12 and squares[row + k] == cid + k:
                k += 1
            total += k
        return total

    def search() -> bool:
        nonlocal nodes, key, best_in_place, best_line
        nodes += 1
        if max_nodes is not None and nodes > max_nodes:
            raise _Budget
        if deadline is not None and nodes & 1023 == 0 and time.perf_counter() > deadline:
            raise _Budget
        count = in_place()
        if count > best_in_place:
            best_in_place, best_line = count, tuple(line)
        if count == 48:
            return True
        moves = []
        for gi, gap in enumerate(gaps):
            if gap % COLUMNS == 0:
                for two in (1, 14, 27, 40):
                    if pos[two] % COLUMNS:
                        moves.append((two, gi))
            else:
                left = squares[gap - 1]
                if left >= 0 and left % 13 != 12:
                    moves.append((left + 1, gi))
        for cid, gi in moves:
            gap = gaps[gi]
            source = pos[cid]
            squares[gap], squares[source] = cid, -1
            pos[cid] = gap
            gaps[gi] = source
            key ^= _ZOBRIST[cid][source] ^ _ZOBRIST[cid][gap]
            if key not in seen:
                line.append((cid, source, gap))
                if search():
                    return True
                line.pop()
                seen.add(key)
            key ^= _ZOBRIST[cid][source] ^ _ZOBRIST[cid][gap]
            gaps[gi] = gap
            pos[cid] = source
            squares[source], squares[gap] = cid, -1
        return False

    def to_moves(raw: Sequence[tuple[int, int, int]]) -> tuple[Move, ...]:
        return tuple(Move(FULL_DECK[cid], source, target) for cid, source, target in raw)

    try:
        won = search()
        status = SolveStatus.WIN if won else SolveStatus.NO_WIN
    except _Budget:
        status = SolveStatus.UNKNOWN
        won = False
    winning = to_moves(line) if won else ()
    seconds = time.perf_counter() - start
    return SolveResult(status, winning, nodes, seconds, best_in_place, to_moves(best_line))
