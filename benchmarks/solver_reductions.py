"""Nodes per deal for each search configuration, to see what each reduction buys.

    .venv/bin/python benchmarks/solver_reductions.py [--deals 1-50] [--configs plain,portfolio,lean]
        [--max-nodes N] [--smoke]

Configurations:
    plain       depth-first search with a transposition table, moves in gap order
                (no pruning, no ordering: the baseline every Gaps solver uses)
    dfs         the same plus run-extending moves first, and a settled run extension
                alone (search.settles)
    portfolio   the default solve(): frontier of positions searched in round robin
    bound       lean search with branch and bound only (the dead-card bound)
    por         lean search with partial-order reduction only
    lean        lean search with both (solve(..., lean_search=True))

Prints one row per deal (status, then nodes and seconds per configuration; for
the lean configurations also the relaxations computed) and the totals. A
configuration stopped by --max-nodes shows its count with a "+".

Then the break-even of the lean reductions: what one relaxation costs (timed at
the root of each deal) in positions of the first configuration (its seconds per
node), and how many positions each lean configuration saved against the first
configuration per relaxation it computed. A reduction pays in time only when it
saves more positions per relaxation than a relaxation costs.

--smoke: deal 1, every configuration, at most 2,000 positions each.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from timing import SMOKE_HELP, deal_range

from addiction.engine import Board
from addiction.engine.solver import compact_position
from addiction.engine.solver.relax import TWOS, relax
from addiction.engine.solver.search import (
    COL,
    KING,
    RANK,
    ZOBRIST,
    Budget,
    Outcome,
    key_of,
    lean,
    portfolio,
    runs_of,
)

Search = Callable[[list[int], list[int], list[int], "int | None"], Outcome]


def plain(bd: list[int], pos: list[int], gaps: list[int], max_nodes: int | None) -> Outcome:
    """Depth-first search with a transposition table and nothing else."""
    run = runs_of(bd)
    out = Outcome(sum(run))
    seen = {key_of(pos)}
    limit = max_nodes or -1
    inplace = [out.best]

    def search(key: int) -> bool:
        out.nodes += 1
        if inplace[0] > out.best:
            out.best = inplace[0]
        if inplace[0] == 48:
            return True
        if out.nodes == limit:
            raise Budget
        for gi in range(4):
            g = gaps[gi]
            if COL[g]:
                left = bd[g - 1]
                if left < 0 or RANK[left] == KING:
                    continue
                cards: tuple[int, ...] = (left + 1,)
            else:
                cards = tuple(two for two in TWOS if COL[pos[two]])
            for card in cards:
                f = pos[card]
                k2 = key ^ ZOBRIST[card][f] ^ ZOBRIST[card][g]
                if k2 in seen:
                    continue
                seen.add(k2)
                bd[g], bd[f], pos[card], gaps[gi] = card, -1, g, f
                row = g // 13
                old = run[row]
                if COL[g] == old:
                    k = old + 1
                    while k < 12 and bd[g - old + k] == bd[g - old] + k:
                        k += 1
                    run[row] = k
                    inplace[0] += k - old
                won = search(k2)
                inplace[0] -= run[row] - old
                run[row] = old
                bd[f], bd[g], pos[card], gaps[gi] = card, -1, f, g
                if won:
                    return True
        return False

    try:
        if search(key_of(pos)):
            out.win = ()
        out.complete = True
    except Budget:
        pass
    return out


CONFIGS: dict[str, Search] = {
    "plain": plain,
    "dfs": lambda b, p, g, n: portfolio(b, p, g, n, None, shape=(1, 1000)),
    "portfolio": lambda b, p, g, n: portfolio(b, p, g, n, None),
    "bound": lambda b, p, g, n: lean(b, p, g, n, None, reduce=False),
    "por": lambda b, p, g, n: lean(b, p, g, n, None, bound=False),
    "lean": lambda b, p, g, n: lean(b, p, g, n, None),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=deal_range, default=range(1, 51), metavar="A-B")
    parser.add_argument("--configs", default="plain,portfolio,lean")
    parser.add_argument("--max-nodes", type=int, default=None)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.deals, args.configs, args.max_nodes = deal_range("1"), ",".join(CONFIGS), 2_000
    names = args.configs.split(",")
    totals = {name: [0, 0.0, 0] for name in names}  # nodes, seconds, relaxations
    relax_seconds: list[float] = []
    print("deal  status  " + "  ".join(f"{name:>22s}" for name in names))
    for number in args.deals:
        board = Board.deal(number)
        cells = []
        status = "?"
        for name in names:
            bd, pos, gaps = compact_position(board)
            start = time.perf_counter()
            out = CONFIGS[name](bd, pos, gaps, args.max_nodes)
            elapsed = time.perf_counter() - start
            if out.complete:
                status = "win" if out.win is not None else "no-win"
            totals[name][0] += out.nodes
            totals[name][1] += elapsed
            totals[name][2] += out.relaxations
            mark = "" if out.complete else "+"
            cell = f"{out.nodes:>11,d}{mark:1s} {elapsed:8.2f} s"
            if out.relaxations:
                cell += f" ({out.relaxations:,d} relaxations)"
            cells.append(cell)
        print(f"{number:4d}  {status:6s}  " + "  ".join(cells), flush=True)
        _, pos, gaps = compact_position(board)
        start = time.perf_counter()
        for _ in range(RELAX_REPEATS):
            relax(pos, gaps)
        relax_seconds.append((time.perf_counter() - start) / RELAX_REPEATS)
    print(
        "total         "
        + "  ".join(f"{int(totals[n][0]):>12,d} {totals[n][1]:8.1f} s" for n in names)
    )
    base = names[0]
    base_nodes, base_seconds, _ = totals[base]
    relax_cost = sum(relax_seconds) / len(relax_seconds)
    node_cost = base_seconds / max(1, base_nodes)
    print(
        f"one relaxation (at the deals' roots): {relax_cost * 1e6:.1f} us"
        f" = {relax_cost / node_cost:.1f} positions of {base} ({node_cost * 1e6:.2f} us each)"
    )
    for name in names:
        nodes, _, relaxations = totals[name]
        if relaxations:
            print(
                f"{name}: {(base_nodes - nodes) / relaxations:.2f} positions saved against"
                f" {base} per relaxation"
            )
    return 0


RELAX_REPEATS = 200


if __name__ == "__main__":
    raise SystemExit(main())
