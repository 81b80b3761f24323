"""Reachability relaxation: what can still happen in a round, over-approximated.

The solver's dead-card detection, its upper bound on cards in place and its
partial-order reduction all rest on one fixpoint, computed with 52-bit masks.

Facts (once derived, never withdrawn):

    at(c, q)   card c can stand on square q at some time in the round
    gap(q)     square q can be empty at some time in the round

Start from the position's own facts and apply, until nothing changes:

    R1  c is not a 2, at(c - 1, t - 1), gap(t), t not in column 1
            => at(c, t); and gap(q) for every q with at(c, q)
    R2  c is a 2, at(c, q) with q not in column 1, gap(t) with t in column 1
            => at(c, t); and gap(q) for every such q (a 2 in column 1 never moves)

Why it is sound (an over-approximation of every reachable position): by
induction on the moves from the position. Before any move, every card's square
and every gap is a fact. A move puts card c into gap t, which requires c - 1 on
t - 1 (or t in column 1 for a 2): both premises are facts by induction, so
at(c, t) is derived, and the square c left is a fact at(c, q), so gap(q) is
derived. Nothing else changes. So every card's square and every gap of every
position reachable in the round is a fact. The relaxation ignores timing and
the fact that a card is in one place at a time; it only ever adds facts.

Only two consequences are used:

- cards_in_place_bound: a card can only be in place on its home square (its
  rank's column in a row of its suit), so a row's run can only reach as far as
  its next cards can each stand on their home squares. The sum over rows bounds
  the in-place count of every reachable position. A card that can never reach
  its square ends the row there: that is the dead-card detection.

- the frozen variant (one gap treated as a square that is never filled) bounds
  every line of play in which that gap stays empty; the partial-order reduction
  (search.py) uses it to show that nothing the other gaps can do interferes
  with filling that gap now.
"""

from __future__ import annotations

from typing import Final

COLUMNS: Final = 13
SQUARES: Final = 52
CARDS: Final = 48
TWOS: Final = (0, 12, 24, 36)

COL0: Final = sum(1 << (row * COLUMNS) for row in range(4))
ALL_SQUARES: Final = (1 << SQUARES) - 1
NOT_COL0: Final = ALL_SQUARES & ~COL0
BIT: Final = tuple(1 << square for square in range(SQUARES))
_SUITS: Final = tuple((two, tuple(range(two + 1, two + 12))) for two in TWOS)


def relax(
    pos: list[int], gaps: list[int], frozen: int = -1, stop: int = 0
) -> tuple[int, list[int]] | None:
    """The fixpoint: (gap mask, per-card square masks).

    frozen: a gap square that is never filled (-1 for none). stop: a square mask;
    as soon as one of those squares can become a gap the computation stops and
    returns None (the caller only wanted to know that it cannot).
    """
    fbit = BIT[frozen] if frozen >= 0 else 0
    atp = [BIT[square] for square in pos]
    gm = 0
    for gap in gaps:
        gm |= BIT[gap]
    gm &= ~fbit
    if gm & stop:
        return None
    fixed = _fixpoint(atp, gm, NOT_COL0 & ~fbit, COL0 & ~fbit, stop)
    return None if fixed is None else (fixed, atp)


def extend(gm: int, atp: list[int], frozen: int, card: int, square: int) -> tuple[int, list[int]]:
    """A frozen relaxation carried over a move of the frozen gap's own token.

    The token's gap moved: card now stands on square (the old frozen gap) and the
    new frozen gap is frozen. The result over-approximates the relaxation of the
    new position with the new gap frozen (see search.py for when it is used).
    """
    atp = list(atp)
    atp[card] |= BIT[square]
    if square % COLUMNS != COLUMNS - 1 and card % 12 != 11 and gm & BIT[square + 1]:
        # the card's successor may now follow it: continue the fixpoint
        fbit = BIT[frozen]
        fixed = _fixpoint(atp, gm, NOT_COL0 & ~fbit, COL0 & ~fbit, 0)
        assert fixed is not None  # no stop mask: the fixpoint always completes
        gm = fixed
    return gm, atp


def _fixpoint(atp: list[int], gm: int, ok: int, ok0: int, stop: int) -> int | None:
    """Apply R1 and R2 to atp (changed in place) and the gap mask gm until nothing
    changes; returns the final gap mask, or None once a square in stop can be a gap.

    ok / ok0: the squares outside / in column 1 a card may be derived on (the
    frozen gap is left out of both).
    """
    while True:
        before = gm
        for two, rest in _SUITS:
            a = atp[two]
            if a & NOT_COL0:
                t = gm & ok0
                if t:
                    a |= t
                    atp[two] = a
                    gm |= a & NOT_COL0
            prev = a
            for card in rest:
                t = (prev << 1) & gm & ok
                if t:
                    a = atp[card]
                    gm |= a
                    prev = a | t
                    atp[card] = prev
                else:
                    prev = atp[card]
        if gm & stop:
            return None
        if gm == before:
            return gm


def cards_in_place_bound(bd: list[int], pos: list[int], run: list[int], atp: list[int]) -> int:
    """An upper bound on the cards in place in any position reachable in the round.

    A row with a run of length L (suit s) can only grow through squares L, L + 1,
    ... that the cards s(L + 2), s(L + 3), ... can each reach; a row without a 2
    may become any suit whose 2 is loose, so it takes the best such suit.
    """
    total = 0
    for row in range(4):
        start = row * COLUMNS
        length = run[row]
        if length == 12:
            total += 12
            continue
        if length:
            base = bd[start]
            k = length
            while k < 12 and atp[base + k] >> (start + k) & 1:
                k += 1
            total += k
        else:
            best = 0
            for two in TWOS:
                if pos[two] % COLUMNS == 0:
                    continue
                k = 0
                while k < 12 and atp[two + k] >> (start + k) & 1:
                    k += 1
                if k > best:
                    best = k
            total += best
    return total
