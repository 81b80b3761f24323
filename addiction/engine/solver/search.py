"""The solver's search over a compact position (never Board objects).

A position is four flat lists changed in place and undone on the way back:

    bd[square]  card id 0..47 (suit * 12 + rank - 2, suits S H D C) or -1 for a gap
    pos[card]   the square of each card
    gaps[i]     the four gap squares (a gap keeps its index i as it moves)
    run[row]    the length of the row's in-place run

and a 62-bit Zobrist key (XOR of one random number per card and square) updated
with two XORs per move. The seen keys are a keys.SeenKeys (a Python set and a
position table over one flat array).

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
from typing import TYPE_CHECKING, Final, final

from ..rng import SplitMix64
from .keys import (
    KEY_BITS,
    SET_KEYS,
    SeenKeys,
    doubled,
    native_array,
    native_ints,
    native_table,
    native_zeros,
    refilled,
)
from .relax import (
    BIT,
    COLUMNS,
    SQUARES,
    cards_in_place_bound,
    extend,
    relax,
)

if TYPE_CHECKING:  # (compiled, keys.native_ints makes them; interpreted, tuples)
    from librt.vecs import vec
    from mypy_extensions import i64

RawMove = tuple[int, int, int]  # (card id, source square, target square)
Step = tuple[int, int, int, int]  # (card id, source, target, gap index)

# The tables the hot loop reads are keys.native_ints: native reads compiled.
COL: Final = native_ints(square % COLUMNS for square in range(SQUARES))
RANK: Final = native_ints(card % 12 for card in range(48))  # 0 = a 2 ... 11 = a King
KING: Final = 11


def _zobrist() -> vec[vec[i64]]:
    rng = SplitMix64(0x5A0B_2157_C0DE_0003)
    return native_table(
        native_ints(rng.next_u64() >> (64 - KEY_BITS) for _ in range(SQUARES)) for _ in range(48)
    )


#: The Zobrist number of card c on square q is ZOBRIST[c][q]; a position's key is
#: the XOR of its cards' numbers (62 bits: keys.py).
ZOBRIST: Final = _zobrist()


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


@final  # (compiled: attributes and methods reached directly)
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
UNBUDGETED: Final = (3000, 300)
BUDGETED: Final = (300, 1000)


#: Room a thread's pending stack keeps above its top when it expands a position: up
#: to 16 moves (four gaps in column 1, four 2s each), and as many again of scratch
#: (a move then played takes its code's place and one more).
_ROOM: Final = 32


@final
class _Thread:
    """A depth-first search from one frontier position, resumable between slices.

    Nothing is allocated per position: the position's lists are native arrays
    (keys.native_array) changed in place, and the moves to try, the moves played and
    the keys they were played from are ints on one stack (pending, its items below
    top).
    """

    __slots__ = (
        "bd",
        "fresh",
        "gaps",
        "inplace",
        "key",
        "pending",
        "pos",
        "prefix",
        "run",
        "top",
    )

    def __init__(
        self,
        bd: list[int],
        pos: list[int],
        gaps: list[int],
        run: list[int],
        key: int,
        prefix: tuple[RawMove, ...],
    ) -> None:
        self.bd = native_array(bd)
        self.pos = native_array(pos)
        self.gaps = native_array(gaps)
        self.run = native_array(run)
        self.key: i64 = key
        self.inplace = sum(run)
        self.prefix = prefix
        self.fresh = True  # the position on the board is still to be counted and expanded
        # the moves still to try, and below the moves of each position the move that
        # led to it and the key it was played from (coded as CARD_OF and GAP_OF say);
        # doubled when short of room
        self.pending = native_zeros(2 * _ROOM)
        self.top: i64 = 0

    def start(
        self, bd: list[int], pos: list[int], gaps: list[int], run: list[int], key: int
    ) -> None:
        """Put another position (key: its key) on the thread, to be expanded first
        (compiled, written over the thread's own arrays: nothing allocated)."""
        self.key = key
        self.bd = refilled(self.bd, bd)
        self.pos = refilled(self.pos, pos)
        self.gaps = refilled(self.gaps, gaps)
        self.run = refilled(self.run, run)
        self.inplace = sum(run)
        self.fresh = True
        self.top = 0


def settles(bd: vec[i64], card: i64, source: i64) -> bool:
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


ROW: Final = native_ints(square // COLUMNS for square in range(SQUARES))


# A thread's pending stack holds ints that exist already (no int object is made
# for them when interpreted): a move still to try is coded 0..19, gap index gi for
# the successor of the gap's left neighbour, 4 + 4 * suit + gi for the suit's 2
# into a column-1 gap (while its position stands, that is enough to find the card
# and squares); a move played is coded 20 + 4 * card + gi, below the moves of the
# position it led to, and below it lies the key of the position it was played
# from (taking the move back reads the key there instead of computing it). These
# tables decode the codes with a look-up (faster than arithmetic when interpreted;
# compiled, two native reads where a tuple of pairs was an object to unpack); the
# card of a move coded below 4 is -1, to be read off the board.
def _card_of(code: int) -> int:
    if code < 4:
        return -1
    return (code - 4) // 4 * 12 if code < 20 else (code - 20) // 4


CARD_OF: Final = native_ints(_card_of(code) for code in range(20 + 48 * 4))
GAP_OF: Final = native_ints(code % 4 for code in range(20 + 48 * 4))
# _moves expands a position without looking a key up
_UNUSED_KEYS: Final = SeenKeys(1)


def _moves(bd: list[int], pos: list[int], gaps: list[int], run: list[int]) -> list[Step]:
    """Legal moves as (card, source, target, gap index), in the order the search tries
    them: the moves a thread of this position pushes when it expands it (_slice)."""
    return _expanded(_Thread(bd, pos, gaps, run, 0, ()), bd, pos, gaps)


def _expanded(th: _Thread, bd: list[int], pos: list[int], gaps: list[int]) -> list[Step]:
    """The moves of the position started on th (bd, pos and gaps: the same as lists),
    expanded by a slice of one node (which leaves the position as it is)."""
    _slice(th, _UNUSED_KEYS, Outcome(48), -1, 1)
    moves = []
    top = th.top
    while top:
        top -= 1
        code = th.pending[top]
        card = CARD_OF[code]
        gi = GAP_OF[code]
        g = gaps[gi]
        if card < 0:
            card = bd[g - 1] + 1
        moves.append((card, pos[card], g, gi))
    return moves


def _apply(bd: list[int], pos: list[int], gaps: list[int], run: list[int], move: Step) -> int:
    """Play a move in place; returns the old run length of the target row."""
    card, f, g, gi = move
    bd[g] = card
    bd[f] = -1
    pos[card] = g
    gaps[gi] = f
    row = g // COLUMNS
    old = run[row]
    if COL[g] == old:
        start = g - old
        base = bd[start]
        k = old + 1
        while k < 12 and bd[start + k] == base + k:
            k += 1
        run[row] = k
    return old


def _undo(
    bd: list[int], pos: list[int], gaps: list[int], run: list[int], move: Step, old: int
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
    set_keys: int = SET_KEYS,
) -> Outcome:
    """Exact search: WIN line, or complete (no win) with the best reachable count.

    shape: (frontier positions, slice nodes); by default chosen by whether there
    is a node budget. set_keys: keys kept in a Python set before the position
    table takes the rest (keys.SeenKeys; the answer does not depend on it).
    """
    if shape is None:
        shape = UNBUDGETED if max_nodes is None else BUDGETED
    frontier_size, slice_nodes = shape
    run = runs_of(bd)
    out = Outcome(sum(run))
    limit = max(1, max_nodes) if max_nodes is not None else -1
    key = key_of(pos)
    seen = SeenKeys(set_keys)
    seen.add(key)

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
    expanding = _Thread(list(bd), list(pos), list(gaps), list(run), key, ())  # each in turn
    try:
        while level and len(level) < frontier_size:
            nxt = []
            for b, p, g, r, k, path in level:
                count_node(sum(r), path)
                expanding.start(b, p, g, r, k)
                for move in _expanded(expanding, b, p, g):
                    card, f, t, _ = move
                    zc = ZOBRIST[card]
                    k2 = k ^ zc[f] ^ zc[t]
                    if not seen.add(k2):
                        continue
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
                if _slice(th, seen, out, limit, slice_nodes):
                    still.append(th)
                if deadline is not None and time.perf_counter() > deadline:
                    raise Budget
            active = still
        out.complete = True
    except Won:
        out.complete = True
    except Budget:
        pass
    return out


def _slice(th: _Thread, seen: SeenKeys, out: Outcome, limit: i64, slice_nodes: i64) -> bool:
    """Search a thread for up to slice_nodes new positions; False once it is exhausted.

    The hot loop, typed for mypyc (native ints and arrays, direct calls) and lean
    when interpreted (local names, table look-ups, nothing called per position): a
    position is counted and its moves pushed when it is first reached. Its moves
    are pushed so that they are tried in this order: run extensions and 2s into
    column 1 (in gap order, the 2s in suit order), then the others in reverse gap
    order (measured a little luckier on winnable deals than gap order: 866k
    positions a deal on deals 1-200 against 939k); a settled run extension
    (settles) alone, the first one in gap order. The gaps are read in gap order:
    the others go straight onto the stack, the rest to the scratch above it, and
    from there onto the stack in reverse.
    """
    card: i64
    gi: i64
    bd = th.bd
    pos = th.pos
    gaps = th.gaps
    run = th.run
    pending = th.pending
    room = len(pending) - _ROOM
    top = th.top
    key = th.key
    inplace: i64 = th.inplace
    fresh = th.fresh
    nodes: i64 = out.nodes
    stop = nodes + slice_nodes
    best: i64 = out.best
    keys = seen.keys
    in_set = not seen.spilled
    # every key in the table (compiled: keys.SET_KEYS): its add called directly
    table = seen.table if seen.spilled and not keys else None
    zobrist = ZOBRIST  # locals: faster than globals when interpreted, the same compiled
    col = COL
    rows = ROW
    card_of = CARD_OF
    gap_of = GAP_OF
    rank = RANK
    above = _ROOM // 2  # where the scratch starts above the stack's top
    exhausted = False
    while True:
        if fresh:
            fresh = False
            nodes += 1
            if inplace > best:
                out.nodes = nodes
                out.best = best = inplace
                th.top = top
                out.best_line = _line(th)
                if inplace == 48:
                    out.win = out.best_line
                    raise Won
            if nodes == limit:
                out.nodes = nodes
                raise Budget
            if top > room:
                th.pending = pending = doubled(pending)
                room = len(pending) - _ROOM
            mark = top
            scratch = later = top + above
            gi = 0
            while gi < 4:  # (a while loop is native compiled, fast interpreted)
                g = gaps[gi]
                c = col[g]
                if c:
                    left = bd[g - 1]
                    if left >= 0 and rank[left] != KING:
                        if c == run[rows[g]]:
                            if settles(bd, left + 1, pos[left + 1]):
                                top = mark
                                pending[scratch] = gi
                                later = scratch + 1
                                break
                            pending[later] = gi
                            later += 1
                        else:
                            pending[top] = gi
                            top += 1
                else:
                    suit = 0
                    while suit < 4:  # the 2s, spades to clubs
                        if col[pos[12 * suit]]:
                            pending[later] = 4 + 4 * suit + gi
                            later += 1
                        suit += 1
                gi += 1
            while later > scratch:
                later -= 1
                pending[top] = pending[later]
                top += 1
            if nodes >= stop:
                break
        if not top:  # every move from the frontier position is tried
            exhausted = True
            break
        top -= 1
        code = pending[top]
        if code >= 20:  # every move from here is tried: take back the move that led here
            top -= 1
            key = pending[top]
            card = card_of[code]
            gi = gap_of[code]
            g = pos[card]
            f = gaps[gi]
            row = rows[g]
            c = col[g]
            k = run[row]
            if k > c:  # the move extended the run, which was c long before
                inplace -= k - c
                run[row] = c
            bd[f] = card
            bd[g] = -1
            pos[card] = f
            gaps[gi] = g
            continue
        card = card_of[code]
        gi = gap_of[code]
        g = gaps[gi]
        if card < 0:
            card = bd[g - 1] + 1
        f = pos[card]
        zc = zobrist[card]
        child = key ^ zc[f] ^ zc[g]
        if in_set:  # SeenKeys.add while the set takes keys, inlined (a call costs 4%)
            if child in keys:
                continue
            keys.add(child)
        elif table is not None:
            if not table.add(child):
                continue
        elif not seen.add(child):
            continue
        pending[top] = key
        pending[top + 1] = 20 + 4 * card + gi
        top += 2
        key = child
        bd[g] = card
        bd[f] = -1
        pos[card] = g
        gaps[gi] = f
        row = rows[g]
        old = run[row]
        if col[g] == old:
            start = g - old
            base = bd[start]
            k = old + 1
            while k < 12 and bd[start + k] == base + k:
                k += 1
            run[row] = k
            inplace += k - old
        fresh = True
    th.key = key
    th.inplace = inplace
    th.fresh = fresh
    th.top = top
    out.nodes = nodes
    seen.check_spill()
    return not exhausted


def _line(th: _Thread) -> tuple[RawMove, ...]:
    """The moves from the deal's position to the thread's (taken back on copies)."""
    pos = list(th.pos)
    gaps = list(th.gaps)
    moves: list[RawMove] = []
    top = th.top
    while top:
        top -= 1
        code = th.pending[top]
        if code >= 20:
            top -= 1  # (the key below the move)
            card = CARD_OF[code]
            gi = GAP_OF[code]
            g = pos[card]
            f = gaps[gi]
            moves.append((card, f, g))
            pos[card] = f
            gaps[gi] = g
    moves.reverse()
    return th.prefix + tuple(moves)


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
    seen = SeenKeys()
    path: list[RawMove] = []
    inplace = [out.best]

    def conflicts(moves: list[Step]) -> int:
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
        by_gap: dict[int, list[Step]] = {}
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
            if not seen.add(k2):
                continue
            child = {sq: r for sq, r in cache.items() if sq != g}
            if frozen is not None and g == frozen_gap:
                child[f] = extend(frozen[1], frozen[2], f, card, g)
            old = _apply(bd, pos, gaps, run, move)
            gain = run[g // COLUMNS] - old
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
