"""The first-round winnable share of Addiction's deals with the switch "a 2 in
column 1 may move" (Rules.head_moves) on or off, beside Solvitaire's figure
(docs/rules.md, "A 2 in column 1 that moves").

    nice -n 10 .venv/bin/python benchmarks/head_moves_share.py run --deals 1-300 \
        [--max-nodes N] [--head-moves off] | tee /tmp/heads.txt
    .venv/bin/python benchmarks/head_moves_share.py summary /tmp/heads.txt [...]
    .venv/bin/python benchmarks/head_moves_share.py --smoke

run solves the first round (the deal as dealt, no shuffle) of each numbered
Addiction deal, one line a deal, then prints the summary: the deals won, proved
lost and undecided (the budget ran out), the won share with Wilson's 95%
interval, and the range the true share lies in (won to won plus undecided).
summary prints it again from the lines of one or more runs (a run stopped and
resumed with another range of deals; where a deal has several lines, the last
file's counts: the undecided run again with a larger budget). summary's
--won-without takes the lines of a run with --head-moves off (Addiction's own
search): a deal won without the switch is won with it, the same line being
legal, so an undecided deal won there counts as won. Spaces (PySolFC's game 116) deals the
same first rounds with the switch on, so its first-round share is this one.

--smoke: run on deals 1-2 at most 2,000 positions each, with the switch and without
(--wide), then summary of their lines in a temporary file.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

from timing import SMOKE_HELP

from addiction.autoplay import wilson_interval
from addiction.engine import Board, Rules
from addiction.engine.solver import SolveStatus, solve
from addiction.engine.solver.family import UNBUDGETED
from addiction.engine.solver.family import search as family_search

#: Blake and Gent, "The Winnability of Klondike Solitaire and Many Other Patience
#: Games" (arXiv 1906.12314, Solvitaire): Gaps with no redeals, where a 2 in column 1
#: may move again, won in this share of its deals, +- its 95% interval.
SOLVITAIRE = (85.8, 3.7)

_LINE = re.compile(r"deal (\d+): (win|no-win|unknown) ")


def _deals(text: str) -> list[int]:
    """A-B, or several ranges and numbers with commas: 1-150,160,170-175."""
    deals = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        deals += range(int(first), int(last or first) + 1)
    return deals


def run(deals: list[int], max_nodes: int | None, head_moves: bool, wide: bool) -> list[str]:
    """Solve each deal's first round; print and return one line a deal. wide: the
    family search's portfolio for a round to be decided (UNBUDGETED: a wide frontier)
    under the node budget too, where solve() takes the budgeted one's narrow frontier."""
    shape = Rules.preset("addiction").with_head_moves(head_moves).shape
    lines = []
    for deal in deals:
        start = time.process_time()
        board = Board.deal(deal, shape)
        if wide:
            found = family_search(board, max_nodes, None, portfolio=UNBUDGETED)
            won = found.win is not None
            status = SolveStatus.WIN if won else SolveStatus.NO_WIN
            status = status if won or found.complete else SolveStatus.UNKNOWN
            nodes, best = found.nodes, found.best
        else:
            result = solve(board, max_nodes=max_nodes)
            status, nodes, best = result.status, result.nodes, result.best_in_place
        line = (
            f"deal {deal}: {status.value} {nodes} positions "
            f"{time.process_time() - start:.1f} CPU s, {best} in place"
        )
        print(line, flush=True)
        lines.append(line)
    return lines


def _statuses(lines: Iterable[str]) -> dict[int, str]:
    """Each deal's status in the lines, the last line of a deal counting."""
    status: dict[int, str] = {}
    for line in lines:
        found = _LINE.match(line)
        if found:
            status[int(found[1])] = found[2]
    return status


def summary(lines: Iterable[str], won_without: Iterable[str] = ()) -> str:
    """The counts, the won share with its interval and the range, of the deal lines.
    won_without: lines of a run with the switch off; a deal won there is won with
    it on too (the switch only adds moves, so the same line wins), and an
    undecided deal of lines that is counts as won."""
    status = _statuses(lines)
    without = _statuses(won_without)
    lifted = [
        deal
        for deal, value in status.items()
        if value == SolveStatus.UNKNOWN.value and without.get(deal) == SolveStatus.WIN.value
    ]
    for deal in lifted:
        status[deal] = SolveStatus.WIN.value
    counts = {name: sum(1 for value in status.values() if value == name) for name in _NAMES}
    total = len(status)
    if not total:
        return "no deal lines"
    won, undecided = counts[SolveStatus.WIN.value], counts[SolveStatus.UNKNOWN.value]
    low, high = wilson_interval(won, total)
    solvitaire, margin = SOLVITAIRE
    return (
        f"{total} deals: won {won}, proved lost {counts[SolveStatus.NO_WIN.value]}, "
        f"undecided {undecided}"
        + (f" ({len(lifted)} undecided won without the switch counted won)" if lifted else "")
        + "\n"
        f"won {100 * won / total:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f}%); "
        f"the share lies in {100 * won / total:.1f}-{100 * (won + undecided) / total:.1f}%\n"
        f"Solvitaire (arXiv 1906.12314): {solvitaire}% +- {margin}%"
    )


_NAMES = tuple(status.value for status in SolveStatus)


def smoke() -> None:
    """run on two deals with the switch on and (wide) off, then summary of the lines."""
    with_it = run(_deals("1-2"), 2_000, head_moves=True, wide=False)
    without = run(_deals("1-2"), 2_000, head_moves=False, wide=True)
    with tempfile.TemporaryDirectory() as folder:
        lines, lines_without = Path(folder) / "on.txt", Path(folder) / "off.txt"
        lines.write_text("\n".join(with_it), encoding="utf-8")
        lines_without.write_text("\n".join(without), encoding="utf-8")
        main(["summary", str(lines), "--won-without", str(lines_without)])


def main(argv: list[str] | None = None) -> None:
    if (sys.argv[1:] if argv is None else argv) == ["--smoke"]:
        smoke()
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    commands = parser.add_subparsers(dest="command", required=True)
    solving = commands.add_parser("run", help="solve the deals' first rounds")
    solving.add_argument("--deals", type=_deals, default=_deals("1-300"), help="A-B[,C,D-E]")
    solving.add_argument(
        "--max-nodes", type=int, default=None, help="a deal's budget (default: the ceiling)"
    )
    solving.add_argument("--head-moves", choices=("on", "off"), default="on")
    solving.add_argument(
        "--wide", action="store_true", help="the wide portfolio under the budget too"
    )
    reading = commands.add_parser("summary", help="the summary of runs' lines")
    reading.add_argument("files", nargs="+")
    reading.add_argument(
        "--won-without",
        nargs="+",
        default=[],
        metavar="FILE",
        help="lines of runs with --head-moves off: a deal won there is won with it on",
    )
    args = parser.parse_args(argv)
    if args.command == "run":
        print(summary(run(args.deals, args.max_nodes, args.head_moves == "on", args.wide)))
        return
    print(summary(_read(args.files), _read(args.won_without)))


def _read(names: list[str]) -> list[str]:
    lines: list[str] = []
    for name in names:
        with open(name, encoding="utf-8") as file:
            lines += file.read().splitlines()
    return lines


if __name__ == "__main__":
    sys.exit(main())
