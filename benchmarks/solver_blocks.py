"""Would block search pay here? The per-gap move sequences of the positions a search visits.

    .venv/bin/python benchmarks/solver_blocks.py [--deals 4,10,98] [--max-nodes 300000] [--smoke]

Block search (Helmstetter and Cazenave, "Searching with analysis of dependencies
in a solitaire card game", Advances in Computer Games 2003) groups positions into
blocks that are products of independent move sequences and searches only at the
blocks' boundaries. In Gaps a gap's sequence is forced while it lasts: a gap
outside column 1 takes only the successor of its left neighbour, and the gap
moves to where that card was. So for every position a depth-first search with a
transposition table visits (up to --max-nodes), this follows each gap's sequence
on the board as it is, the other gaps standing still, until the gap dies (a King
or a gap on its left) or reaches column 1 (where any loose 2 may enter: a branch,
the end of a block). Two sequences are independent when no square written by
one (a gap filled, a square emptied) is read (the square left of a filled gap,
a moved card's square) or written by the other: then every interleaving of them
reaches the same positions and block search would visit one line through their
grid where the search visits the whole grid.

Prints per deal: positions visited; sequence length over the gaps that can move
(mean, median, p90, max, and how many end in column 1 / dead); the positions with
two or more moving gaps, and among them those with at least one independent pair
and those whose moving sequences are all pairwise independent; and the estimate:
over the positions with independent sequences, the grid the search visits
(product of (length + 1)) against the line block search would (1 + sum of
lengths), as the share of positions block search could leave out at most.
--smoke: deal 4, at most 3,000 positions. Figures only; nothing asserts on them.
"""

from __future__ import annotations

import argparse
import statistics
from math import prod

from timing import SMOKE_HELP

from addiction.engine import Board
from addiction.engine.solver import compact_position
from addiction.engine.solver.relax import COLUMNS, SQUARES
from addiction.engine.solver.search import (
    KING,
    RANK,
    ZOBRIST,
    _apply,
    _moves,
    _undo,
    key_of,
    runs_of,
)

Sequence = tuple[int, bool, int, int]  # (length, ends in column 1, read mask, write mask)


def sequence(bd: list[int], pos: list[int], gap: int) -> Sequence:
    """Follow one gap's forced moves on a copy of the board, the other gaps still."""
    bd = list(bd)
    length = reads = writes = 0
    while True:
        if gap % COLUMNS == 0:
            return length, True, reads, writes
        left = bd[gap - 1]
        if left < 0 or RANK[left] == KING:
            return length, False, reads, writes
        card = left + 1
        source = pos[card] if length == 0 else bd.index(card)
        reads |= 1 << (gap - 1) | 1 << source
        writes |= 1 << gap | 1 << source
        bd[gap], bd[source] = card, -1
        gap = source
        length += 1


def independent(one: Sequence, other: Sequence) -> bool:
    _, _, reads, writes = one
    _, _, other_reads, other_writes = other
    return not (writes & (other_reads | other_writes) or other_writes & (reads | writes))


def footprint(move: tuple[int, int, int, int]) -> tuple[int, int]:
    """(read mask, write mask) of one move: a card from f into gap t reads f and, outside
    column 1, t - 1; it writes t and f."""
    _, f, t, _ = move
    left = 1 << (t - 1) if t % COLUMNS else 0
    return left | 1 << f, 1 << t | 1 << f


def canonical_positions(number: int, max_nodes: int) -> int:
    """Positions a depth-first search with a transposition table visits when a move
    independent of the move just played is skipped if its gap's index is lower (it
    could have been played first: the same position, one interleaving kept). This is
    what an ideal block search could reach at most: the skips are not made sound
    against the transposition table (a position stored with a move skipped is not
    searched again from another line that would allow it)."""
    (
        bd,
        pos,
        gaps,
    ) = compact_position(Board.deal(number))
    run = runs_of(bd)
    seen = {key_of(pos)}
    visited = 0
    stack = [(key_of(pos), -1, 0, 0, iter(_moves(bd, pos, gaps, run)))]
    undo: list[tuple[tuple[int, int, int, int], int]] = []
    while stack and visited < max_nodes:
        key, last_gap, last_reads, last_writes, moves = stack[-1]
        move = next(moves, None)
        if move is None:
            stack.pop()
            if undo:
                done, old = undo.pop()
                _undo(bd, pos, gaps, run, done, old)
            continue
        card, f, g, gi = move
        reads, writes = footprint(move)
        if gi < last_gap and not (writes & (last_reads | last_writes) or last_writes & reads):
            continue
        child = key ^ ZOBRIST[card][f] ^ ZOBRIST[card][g]
        if child in seen:
            continue
        seen.add(child)
        undo.append((move, _apply(bd, pos, gaps, run, move)))
        stack.append((child, gi, reads, writes, iter(_moves(bd, pos, gaps, run))))
        visited += 1
    return visited


def measure(number: int, max_nodes: int) -> None:
    bd, pos, gaps = compact_position(Board.deal(number))
    run = runs_of(bd)
    seen = {key_of(pos)}
    lengths: list[int] = []
    to_column_one = dead = 0
    several = some_pair = all_pairs = 0
    grid_total = line_total = 0
    visited = 0
    stack = [iter(_moves(bd, pos, gaps, run))]
    undo: list[tuple[tuple[int, int, int, int], int]] = []
    key = key_of(pos)
    keys = [key]
    while stack and visited < max_nodes:
        move = next(stack[-1], None)
        if move is None:
            stack.pop()
            keys.pop()
            if undo:
                done, old = undo.pop()
                _undo(bd, pos, gaps, run, done, old)
            continue
        card, f, g, _ = move
        child = keys[-1] ^ ZOBRIST[card][f] ^ ZOBRIST[card][g]
        if child in seen:
            continue
        seen.add(child)
        undo.append((move, _apply(bd, pos, gaps, run, move)))
        keys.append(child)
        stack.append(iter(_moves(bd, pos, gaps, run)))
        visited += 1
        moving = [s for s in (sequence(bd, pos, gap) for gap in gaps) if s[0] > 0]
        for length, column_one, _, _ in moving:
            lengths.append(length)
            to_column_one += column_one
            dead += not column_one
        if len(moving) < 2:
            continue
        several += 1
        pairs = [independent(a, b) for i, a in enumerate(moving) for b in moving[i + 1 :]]
        some_pair += any(pairs)
        all_pairs += all(pairs)
        if any(pairs):
            # the biggest set of pairwise independent sequences, greedily from the longest
            chosen: list[Sequence] = []
            for s in sorted(moving, reverse=True):
                if all(independent(s, c) for c in chosen):
                    chosen.append(s)
            grid_total += prod(s[0] + 1 for s in chosen)
            line_total += 1 + sum(s[0] for s in chosen)
    ordered = sorted(lengths)
    print(f"deal {number}: {visited:,} positions visited" + (" (capped)" if stack else ""))
    print(
        f"  sequence length over moving gaps ({len(lengths):,}): mean "
        f"{statistics.fmean(lengths):.2f}, median {statistics.median(lengths):.0f}, "
        f"p90 {ordered[int(0.9 * len(ordered))]}, max {ordered[-1]}; "
        f"end in column 1 {to_column_one / len(lengths):.0%}, dead {dead / len(lengths):.0%}"
    )
    print(
        f"  positions with two or more moving gaps {several:,} ({several / visited:.0%}); "
        f"with an independent pair {some_pair:,} ({some_pair / visited:.0%}); "
        f"all pairwise independent {all_pairs:,} ({all_pairs / visited:.0%})"
    )
    if not stack:  # (two searches stopped at the same count compare nothing)
        canonical = canonical_positions(number, visited)
        print(
            f"  one interleaving of independent moves kept (an ideal block search, at most): "
            f"{canonical:,} positions where the search visits {visited:,} "
            f"({visited / canonical:.2f} times fewer)"
        )
    if grid_total:
        print(
            f"  over those with an independent pair: grid {grid_total / some_pair:.2f} positions, "
            f"line {line_total / some_pair:.2f}: block search could leave out at most "
            f"{1 - line_total / grid_total:.0%} of the grid positions"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="4,10,98", help="comma-separated deal numbers")
    parser.add_argument("--max-nodes", type=int, default=300_000)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.deals, args.max_nodes = "4", 3_000
    for number in (int(n) for n in args.deals.split(",")):
        measure(number, args.max_nodes)
    return 0


assert SQUARES == 52
if __name__ == "__main__":
    raise SystemExit(main())
