"""The solver's search over a compact position (never Board objects).

A position is four flat lists changed in place and undone on the way back:

    bd[square]  card id 0..47 (suit * 12 + rank - 2, suits S H D C) or -1 for a gap
    pos[card]   the square of each card
    gaps[i]     the four gap squares (a gap keeps its index i as it moves)
    run[row]    the length of the row's in-place run

and an 88-bit Zobrist key (XOR of one random number per card and square) updated
with two XORs per move. The seen-set keeps these keys (a Python set, and
keys.CompactKeys for the keys of a search that has proved big).

Two searches share this representation:

- Portfolio (the default): depth-first search with a transposition table,
  started from a frontier of positions a few moves deep (300 under a node
  budget, 3000 without), each searched depth first in turn for a slice of
  nodes (round robin). Every position is still expanded at most once, so a
  round without a win costs what a plain depth-first search costs; a round
  with a win is no longer hostage to a wrong choice in the first moves (plain
  depth-first search can spend millions of nodes under one wrong early move
  before it tries the right one).
- Both expand a position that has a settled run extension (settles) with that
  move alone: a partial-order reduction checked in a comparison or two.
- Lean: depth-first search that bounds and reduces every node with the
  reachability relaxation (relax.py): branch and bound on the cards in place
  and partial-order reduction with persistent sets. It searches several times
  fewer positions (and keeps several times fewer keys), but each position costs
  far more in CPython.

Both are exact: see docs/solver.md and the notes at each reduction.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from ..rng import SplitMix64
from .keys import KEY_BITS, CompactKeys
from .relax import (
    BIT,
    COLUMNS,
    SQUARES,
    TWOS,
    cards_in_place_bound,
    extend,
    relax,
)

RawMove = tuple[int, int, int]  # (card id, source square, target square)

COL = tuple(square % COLUMNS for square in range(SQUARES))
RANK = tuple(card % 12 for card in range(48))  # 0 = a 2 ... 11 = a King
KING = 11


# A key is an 88-bit number (a CPython int of three 30-bit digits, the same size
# as a 64-bit one): two distinct positions share one with probability 2**-88, so
# a search over 10**8 positions goes wrong with probability below 1e-10.
# (keys.CompactKeys stores the keys of big searches in 8 bytes each.)


def _zobrist() -> tuple[tuple[int, ...], ...]:
    rng = SplitMix64(0x5A0B_2157_C0DE_0003)
    mask = (1 << KEY_BITS) - 1
    return tuple(
        tuple(((rng.next_u64() << 64) | rng.next_u64()) & mask for _ in range(SQUARES))
        for _ in range(48)
    )


ZOBRIST = _zobrist()


def key_of(pos: list[int]) -> int:
    key = 0
    for card, square in enumerate(pos):
        key ^= ZOBRIST[card][square]
    return key


def runs_of(bd: list[int]) -> list[int]:
    run = [0, 0, 0, 0]
    for row in range(4):
        start = row * COLUMNS
        base = bd[start]
        if base >= 0 and RANK[base] == 0:
            k = 1
            while k < 12 and bd[start + k] == base + k:
                k += 1
            run[row] = k
    return run


class Budget(Exception):
    """The node or time budget ran out."""


class Won(Exception):
    """A position with 48 cards in place was reached."""


class Outcome:
    """What a search found: nodes, best count and line, and a winning line if any."""

    def __init__(self, in_place: int) -> None:
        self.nodes = 0
        self.best = in_place
        self.best_line: tuple[RawMove, ...] = ()
        self.win: tuple[RawMove, ...] | None = None
        self.complete = False
        # fixpoints computed by relax.relax (the lean search's cost beyond
        # the positions themselves; the cheaper carried-over ones are not counted)
        self.relaxations = 0


# --- portfolio search -----------------------------------------------------

# (positions the round robin starts from, nodes a position is searched for before
# the next one's turn), chosen by measurement (docs/solver.md): a wide frontier
# when the round is to be decided whatever it costs, a narrow one under a node
# budget such as the hints' (as many wins found or more there, and faster).
UNBUDGETED = (3000, 300)
BUDGETED = (300, 1000)

# Keys a search keeps in a Python set (fast, ~85 bytes a key); the keys after
# these go to CompactKeys (~12 bytes a key, a slower probe), and the set is kept
# as it is for look-ups. The few rounds that get this big stay well under a
# gigabyte, and no key is ever moved.
SET_KEYS = 6_000_000


class _Thread:
    """A depth-first search from one frontier position, resumable between slices."""

    __slots__ = ("bd", "gaps", "inplace", "pos", "prefix", "run", "stack")

    def __init__(
        self,
        bd: list[int],
        pos: list[int],
        gaps: list[int],
        run: list[int],
        key: int,
        prefix: tuple[RawMove, ...],
    ) -> None:
        self.bd = bd
        self.pos = pos
        self.gaps = gaps
        self.run = run
        self.inplace = sum(run)
        self.prefix = prefix
        # a frame: [key, moves not yet tried (None until expanded), undo record]
        self.stack: list[list[Any]] = [[key, None, None]]


Step = tuple[int, int, int, int]  # (card id, source, target, gap index)


def settles(bd: list[int], card: int, source: int) -> bool:
    """Whether extending a run with card from source may be searched alone.

    Nothing the other gaps can do interferes with such a move (docs/solver.md,
    "settled run extensions"): it is a persistent set by itself. A line that
    does not make it leaves the run, the gap after it and the card where they
    are (the card's only move is this one); the one move it could disable is
    the card's successor joining it on source + 1, impossible when the card is
    a King, when source is in the last column, or when the successor already
    stands there (its only move would be to where it is).
    """
    return RANK[card] == KING or COL[source] == COLUMNS - 1 or bd[source + 1] == card + 1


def _moves(bd: list[int], pos: list[int], gaps: list[int], run: list[int]) -> list[Step]:
    """Legal moves as (card, source, target, gap index); run-extending moves first,
    a settled run extension (see settles) alone."""
    first: list[tuple[int, int, int, int]] = []
    rest: list[tuple[int, int, int, int]] = []
    for gi in range(4):
        g = gaps[gi]
        if COL[g]:
            left = bd[g - 1]
            if left < 0 or RANK[left] == KING:
                continue
            card = left + 1
            move = (card, pos[card], g, gi)
            if COL[g] == run[g // COLUMNS]:
                if settles(bd, card, move[1]):
                    return [move]
                first.append(move)
            else:
                rest.append(move)
        else:
            for two in TWOS:
                f = pos[two]
                if COL[f]:
                    first.append((two, f, g, gi))
    return first + rest if rest else first


def _apply(
    bd: list[int], pos: list[int], gaps: list[int], run: list[int], move: tuple[int, int, int, int]
) -> tuple[int, int]:
    """Play a move in place; returns (old run length of the target row, gain in place)."""
    card, f, g, gi = move
    bd[g] = card
    bd[f] = -1
    pos[card] = g
    gaps[gi] = f
    row = g // COLUMNS
    start = row * COLUMNS
    old = run[row]
    if g == start + old:
        base = bd[start]
        k = old + 1
        while k < 12 and bd[start + k] == base + k:
            k += 1
        run[row] = k
        return old, k - old
    return old, 0


def _undo(
    bd: list[int],
    pos: list[int],
    gaps: list[int],
    run: list[int],
    move: tuple[int, int, int, int],
    old: int,
) -> None:
    card, f, g, gi = move
    run[g // COLUMNS] = old
    bd[f] = card
    bd[g] = -1
    pos[card] = f
    gaps[gi] = g


def portfolio(
    bd: list[int],
    pos: list[int],
    gaps: list[int],
    max_nodes: int | None,
    deadline: float | None,
    shape: tuple[int, int] | None = None,
) -> Outcome:
    """Exact search: WIN line, or complete (no win) with the best reachable count.

    shape: (frontier positions, slice nodes); by default chosen by whether there
    is a node budget.
    """
    if shape is None:
        shape = UNBUDGETED if max_nodes is None else BUDGETED
    frontier_size, slice_nodes = shape
    run = runs_of(bd)
    out = Outcome(sum(run))
    limit = max(1, max_nodes) if max_nodes is not None else -1
    key = key_of(pos)
    seen = {key}
    compact: CompactKeys | None = None  # the keys after the first SET_KEYS

    def count_node(ip: int, line: tuple[RawMove, ...]) -> None:
        out.nodes += 1
        if ip > out.best:
            out.best = ip
            out.best_line = line
            if ip == 48:
                out.win = out.best_line
                raise Won
        if out.nodes == limit:
            raise Budget

    # Breadth-first to a frontier: level by level until it holds frontier_size positions.
    level: list[tuple[list[int], list[int], list[int], list[int], int, tuple[RawMove, ...]]]
    level = [(list(bd), list(pos), list(gaps), run, key, ())]
    try:
        while level and len(level) < frontier_size:
            nxt = []
            for b, p, g, r, k, path in level:
                count_node(sum(r), path)
                for move in _moves(b, p, g, r):
                    card, f, t, _ = move
                    zc = ZOBRIST[card]
                    k2 = k ^ zc[f] ^ zc[t]
                    if k2 in seen:
                        continue
                    seen.add(k2)
                    b2, p2, g2, r2 = list(b), list(p), list(g), list(r)
                    _apply(b2, p2, g2, r2, move)
                    nxt.append((b2, p2, g2, r2, k2, (*path, (card, f, t))))
            level = nxt
            if deadline is not None and time.perf_counter() > deadline:
                raise Budget
        # Most cards in place first; otherwise breadth-first order. (Ordering by the
        # relaxation's bound was measured no better: it is 48 almost everywhere.)
        active = sorted(
            (_Thread(b, p, g, r, k, path) for b, p, g, r, k, path in level),
            key=lambda th: -th.inplace,
        )
        while active:
            still = []
            for th in active:
                if _slice(th, seen, compact, out, limit, slice_nodes):
                    still.append(th)
                if deadline is not None and time.perf_counter() > deadline:
                    raise Budget
                if compact is None and len(seen) >= SET_KEYS:
                    compact = CompactKeys(2 * SET_KEYS)
            active = still
        out.complete = True
    except Won:
        out.complete = True
    except Budget:
        pass
    return out


def _slice(
    th: _Thread,
    seen: set[int],
    compact: CompactKeys | None,
    out: Outcome,
    limit: int,
    slice_nodes: int,
) -> bool:
    """Search a thread for up to slice_nodes new positions; False once it is exhausted.

    The positions seen so far are in seen, and in compact once it is given (new
    ones then go there).

    The hot loop: a frame is [key, moves not yet tried or None, undo record]; a
    position is counted and its moves generated (run-extending ones tried
    first) when its frame is first on top.
    """
    bd, pos, gaps, run = th.bd, th.pos, th.gaps, th.run
    stack: list[list[Any]] = th.stack
    seen_add = seen.add
    # its add tells whether a key is new (one probe)
    compact_add = None if compact is None else compact.add
    zob = ZOBRIST
    col = COL
    rank = RANK
    nodes = out.nodes
    stop = nodes + slice_nodes
    best = out.best
    inplace = th.inplace
    push = stack.append
    while stack:
        frame = stack[-1]
        moves = frame[1]
        if moves is None:
            nodes += 1
            if inplace > best:
                th.inplace = inplace
                out.nodes = nodes
                best = out.best = inplace
                out.best_line = _line(th)
                if inplace == 48:
                    out.win = out.best_line
                    raise Won
            if nodes == limit:
                th.inplace = inplace
                out.nodes = nodes
                raise Budget
            # moves are popped from the end: run-extending ones go last; a settled
            # one goes alone
            moves = []
            first = []
            for gi in (0, 1, 2, 3):
                g = gaps[gi]
                c = col[g]
                if c:
                    left = bd[g - 1]
                    if left < 0 or rank[left] == KING:
                        continue
                    card = left + 1
                    f = pos[card]
                    if c == run[g // COLUMNS]:
                        if settles(bd, card, f):
                            moves = []
                            first = [(card, f, g, gi)]
                            break
                        first.append((card, f, g, gi))
                    else:
                        moves.append((card, f, g, gi))
                else:
                    for two in TWOS:
                        f = pos[two]
                        if col[f]:
                            first.append((two, f, g, gi))
            if first:
                first.reverse()
                moves += first
            frame[1] = moves
            if nodes >= stop:
                th.inplace = inplace
                out.nodes = nodes
                return True
        if not moves:
            stack.pop()
            undo = frame[2]
            if undo is not None:
                card, f, g, gi, old = undo
                row = g // COLUMNS
                inplace -= run[row] - old
                run[row] = old
                bd[f] = card
                bd[g] = -1
                pos[card] = f
                gaps[gi] = g
            continue
        card, f, g, gi = moves.pop()
        zc = zob[card]
        k2 = frame[0] ^ zc[f] ^ zc[g]
        if compact_add is None:
            if k2 in seen:
                continue
            seen_add(k2)
        elif k2 in seen or not compact_add(k2):
            continue
        bd[g] = card
        bd[f] = -1
        pos[card] = g
        gaps[gi] = f
        row = g // COLUMNS
        old = run[row]
        if col[g] == old:
            start = g - old
            base = bd[start]
            k = old + 1
            while k < 12 and bd[start + k] == base + k:
                k += 1
            run[row] = k
            inplace += k - old
        push([k2, None, (card, f, g, gi, old)])
    th.inplace = inplace
    out.nodes = nodes
    return False


def _line(th: _Thread) -> tuple[RawMove, ...]:
    moves = list(th.prefix)
    for frame in th.stack[1:]:
        card, f, g, _, _ = frame[2]
        moves.append((card, f, g))
    return tuple(moves)


# --- lean search ------------------------------------------------------------


def lean(
    bd: list[int],
    pos: list[int],
    gaps: list[int],
    max_nodes: int | None,
    deadline: float | None,
    *,
    bound: bool = True,
    reduce: bool = True,
) -> Outcome:
    """Exact search with branch and bound and partial-order reduction at every node.

    Branch and bound: a position whose cards_in_place_bound is at most the best
    count already reached is not searched: nothing reachable from it can beat
    that count, let alone win.

    Partial-order reduction (persistent sets, Godefroid 1996): at a position
    with moves into several gaps, if the moves into one gap A form a persistent
    set, only they are searched. They do when no line of play that leaves A
    empty can ever make a move dependent on them. Two moves (c, f -> t) and
    (c', f' -> t') enabled together are independent (either order gives the same
    position and neither disables the other) unless they move the same card,
    fill the same gap, or one moves the card left of the other's gap (f' = t - 1
    or f = t' - 1). With A never filled (every move into A is in the set), the
    card left of A can only leave if square A - 1 becomes a gap; the successor of
    a moved card c can only move next to it if square f + 1 becomes a gap; a 2
    moved from f can only be taken elsewhere if f becomes a gap. The frozen
    relaxation (A never filled) over-approximates every such line, so if it
    derives none of those gaps the set is persistent. Searching a persistent set
    at every position reaches every dead end (Godefroid, Theorem 4.3; the move
    graph of a round is acyclic, so the transposition table needs no extra
    proviso). The cards in place never decrease along a line, so the best count
    is reached at a dead end, and a win is a dead end: both are preserved.

    bound and reduce switch the two reductions off, for measurements.

    A frozen relaxation computed for gap A stays valid for the positions below
    as long as A is not filled (lines from there are tails of lines from here),
    and after A's own move it is carried over by relax.extend (card c is
    now on A's old square; the new frozen gap is c's old square, which the old
    relaxation never emptied because the set was persistent).
    """
    run = runs_of(bd)
    out = Outcome(sum(run))
    limit = max(1, max_nodes) if max_nodes is not None else -1
    seen: set[int] = set()
    path: list[RawMove] = []
    inplace = [out.best]

    def conflicts(moves: list[tuple[int, int, int, int]]) -> int:
        mask = 0
        for card, f, g, _ in moves:
            mask |= BIT[g - 1] if COL[g] else BIT[f]
            if RANK[card] != KING and COL[f] != COLUMNS - 1:
                mask |= BIT[f + 1]
        return mask

    def search(key: int, cache: dict[int, tuple[int, list[int]]]) -> None:
        out.nodes += 1
        if inplace[0] > out.best:
            out.best = inplace[0]
            out.best_line = tuple(path)
            if out.best == 48:
                out.win = out.best_line
                raise Won
        if out.nodes == limit or (
            deadline is not None and out.nodes & 255 == 0 and time.perf_counter() > deadline
        ):
            raise Budget
        moves = _moves(bd, pos, gaps, run)
        if not moves:
            return
        relaxed = relax(pos, gaps)
        out.relaxations += 1
        assert relaxed is not None
        if bound and cards_in_place_bound(bd, pos, run, relaxed[1]) <= out.best:
            return
        by_gap: dict[int, list[tuple[int, int, int, int]]] = {}
        for move in moves:
            by_gap.setdefault(move[2], []).append(move)
        chosen = moves
        frozen_gap = -1
        frozen: tuple[int, int, list[int]] | None = None
        if reduce and len(by_gap) > 1:
            gap_now = 0
            for g in gaps:
                gap_now |= BIT[g]
            order = sorted(by_gap, key=lambda g: (g not in cache, len(by_gap[g]), g))
            for g in order:
                mine = by_gap[g]
                bad = conflicts(mine)
                if bad & gap_now:
                    continue
                if not bad & relaxed[0]:
                    chosen, frozen_gap = mine, g  # even with every gap free: persistent
                    break
                cached = cache.get(g)
                if cached is not None and not bad & cached[0]:
                    chosen, frozen_gap = mine, g
                    frozen = (g, cached[0], cached[1])
                    break
                fresh = relax(pos, gaps, g, bad)
                out.relaxations += 1
                if fresh is not None:
                    chosen, frozen_gap = mine, g
                    frozen = (g, fresh[0], fresh[1])
                    break
        for move in chosen:
            card, f, g, _ = move
            zc = ZOBRIST[card]
            k2 = key ^ zc[f] ^ zc[g]
            if k2 in seen:
                continue
            seen.add(k2)
            child = {sq: r for sq, r in cache.items() if sq != g}
            if frozen is not None and g == frozen_gap:
                child[f] = extend(frozen[1], frozen[2], f, card, g)
            old, gain = _apply(bd, pos, gaps, run, move)
            inplace[0] += gain
            path.append((card, f, g))
            search(k2, child)
            path.pop()
            inplace[0] -= gain
            _undo(bd, pos, gaps, run, move, old)

    depth_needed = 2000
    old_limit = sys.getrecursionlimit()
    if old_limit < depth_needed:
        sys.setrecursionlimit(depth_needed)
    key = key_of(pos)
    seen.add(key)
    try:
        search(key, {})
        out.complete = True
    except Won:
        out.complete = True
    except Budget:
        pass
    finally:
        if old_limit < depth_needed:
            sys.setrecursionlimit(old_limit)
    return out
