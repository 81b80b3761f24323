"""Decide rounds from the command line.

    python -m addiction.solve positions.txt        # position texts, blank line between
    python -m addiction.solve < positions.txt
    python -m addiction.solve --deals 1-200 [--json] [--max-nodes N]
    python -m addiction.solve --rules blue-moon [FILE | --deals A-B]   # a game of the family
    python -m addiction.solve --moves [FILE | --deals A-B]   # legal moves, not solved
    python -m addiction.solve --version            # solver compiled or interpreted

Prints one line per position (status, nodes, seconds, cards in place) and a
summary of won / not won / unknown. "N in place" is the best reached: the most
cards in place of any position the search reached from it (every card for a
win, the most the round can reach for a no-win, the most found within the budget
for an unknown), not the position's own count. With --json, one JSON object per
position instead: {"status": "win" | "no-win" | "unknown", "nodes": int,
"seconds": float, "moves": [[card_code, source, target], ...]} (moves only for a
win; squares numbered from 0, row * columns + column: 0..51 in Addiction), and
for a deal also "deal": its number and "layout": its opening layout as position
text; a malformed position gives {"position": n, "error": reason}, and the
summary goes to standard error.

With --moves nothing is solved: each position's legal moves are printed, as
"deal 5: 3 legal moves: AS 15>0, AH 20>0, 7D 33>4" (or "no legal move"), or with
--json as {"legal": [[card_code, source, target], ...], "in_place": int} (a deal
with its "deal" and "layout" too), in the order Board.legal_moves gives them.

A malformed position is reported with its number and the reason (text that is
not UTF-8 included), and the others are still solved; the exit status is then 1.
Positions and deals are read and solved one at a time, each printed as it is
decided, so a range of billions of deals starts at once and takes no more memory
than one. Only a regular file or standard input is read (a named pipe or a
device named as the file is refused), and input with a line or a position longer
than any position text stops with exit status 2 (addiction/command_line.py).

Position text is what Board.parse reads (docs/rules.md): one line per row of the
game's width, -- for a gap, card codes like 7H or 10h, or the labels the messages
print, like 7♥. --rules KEY (default addiction) names the game whose shape the
positions and deals take: a rule set of Addiction or a game of the family
(docs/rules.md, "The family"; searched exactly, engine/solver/exact.py). A bad
argument, an unknown key included, is one line on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import io
import json
import math
import os
import sys
from collections.abc import Iterable, Iterator
from typing import IO, NoReturn, TextIO

from .command_line import (
    InputError,
    add_game_option,
    brief,
    count_option,
    lines,
    open_regular_file,
    positions,
)
from .engine import MAX_DEAL, Board, Move
from .engine.errors import shown
from .engine.solver import BUILD, SolveResult, SolveStatus, solve


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line: the program, then what is wrong
    (cut short: argparse would quote a bad argument whole)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {brief(message)}\n")


def _deals(text: str) -> range:
    first, sep, last = text.partition("-")
    try:
        start, stop = int(first), int(last) if sep else int(first)
    except ValueError:
        start = stop = 0
    if not 1 <= start <= stop <= MAX_DEAL:
        raise argparse.ArgumentTypeError(
            f"expected a deal range like 1-200, deals 1 to {MAX_DEAL}, got {shown(text)}"
        )
    return range(start, stop + 1)


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    # nan and inf would mean no limit at all, a negative number a limit already past
    if not math.isfinite(seconds) or seconds < 0:
        raise argparse.ArgumentTypeError(
            f"expected a number of seconds, 0 or more, got {shown(text)}"
        )
    return seconds


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m addiction.solve",
        description="Decide whether rounds of Addiction Solitaire can be won without a shuffle.",
        epilog=(
            'Each position prints a line like "deal 5: no-win, 812 nodes, 0.004 s, 40 in '
            'place": "N in place" is the best reached, the most cards in place of any '
            "position the search reached (every card for a win, the most the round can "
            "reach for a no-win, the most found within the budget for an unknown), not "
            "the position's own count. With --json and --deals, each object also holds "
            'the deal\'s "deal" number and its opening "layout" (position text). With '
            '--moves, nothing is solved: "deal 5: 3 legal moves: AS 15>0, ..." per '
            'position, or {"legal": [[card, source, target], ...], "in_place": N} with '
            "--json."
        ),
    )
    parser.add_argument(
        "file",
        nargs="?",
        help="position texts, separated by a blank line (default: standard input)",
    )
    parser.add_argument("--deals", type=_deals, metavar="A-B", help="solve deals A to B instead")
    add_game_option(parser)
    parser.add_argument("--json", action="store_true", help="one JSON object per position")
    parser.add_argument(
        "--moves",
        action="store_true",
        help="print each position's legal moves (card source>target) instead of solving it",
    )
    parser.add_argument(
        "--max-nodes", type=count_option, metavar="N", help="node budget per position"
    )
    parser.add_argument(
        "--max-seconds", type=_seconds, metavar="S", help="time budget per position"
    )
    parser.add_argument(
        "--lean", action="store_true", help="lean search: fewer positions, more time per position"
    )
    parser.add_argument(
        "--version",
        action="store_true",
        help="tell whether the solver runs compiled (mypyc) or interpreted, and exit",
    )
    return parser


def main(
    argv: list[str] | None = None, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    out = out if out is not None else _tolerant(sys.stdout)
    err = err if err is not None else _tolerant(sys.stderr)
    parser = _parser()
    args = parser.parse_args(argv)
    if args.version:
        print(f"solver: {BUILD}", file=out)
        return 0
    if args.deals is not None and args.file is not None:
        parser.error("give either a file of positions or --deals, not both")

    shape = args.rules.shape
    try:
        if args.deals is not None:
            deals = ((f"deal {n}", Board.deal(n, shape), n) for n in args.deals)
            return _solve_all(deals, args, out, err)
        if args.file is None:
            # the bytes, so that text which is not UTF-8 is reported, whatever the locale
            stdin: IO[bytes] | IO[str] = getattr(sys.stdin, "buffer", sys.stdin)
            return _solve_all(_numberless(positions(lines(stdin), shape)), args, out, err)
        with open_regular_file(args.file) as handle:
            return _solve_all(_numberless(positions(lines(handle), shape)), args, out, err)
    except InputError as exc:
        name = shown(args.file, 60) if args.file else "standard input"
        print(f"cannot read {name}: {exc}", file=err)
        return 2
    except BrokenPipeError:
        # whoever read the output stopped reading (| head): stop too, quietly
        _silence(out)
        return 1


def _silence(out: TextIO) -> None:
    """Point a closed standard output at the null device, so Python's final flush
    does not fail a second time."""
    if out is sys.stdout:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())


def _numberless(
    jobs: Iterable[tuple[str, Board | str]],
) -> Iterator[tuple[str, Board | str, int | None]]:
    """Positions read from a file or standard input: no deal number."""
    for name, job in jobs:
        yield name, job, None


def _solve_all(
    jobs: Iterable[tuple[str, Board | str, int | None]],
    args: argparse.Namespace,
    out: TextIO,
    err: TextIO,
) -> int:
    """Solve each job (its name, its board or what is wrong with it, its deal number if
    it is a deal) as it comes, print its line, then the summary; the exit status. With
    --moves, print the legal moves of each instead of solving it."""
    counts = {status: 0 for status in SolveStatus}
    malformed = 0
    seconds = 0.0
    number = 0
    legal = 0
    for number, (name, job, deal) in enumerate(jobs, start=1):
        if isinstance(job, str):
            malformed += 1
            if args.json:
                print(json.dumps({"position": number, "error": job}), file=out, flush=True)
            else:
                print(f"{name}: malformed: {job}", file=out, flush=True)
            continue
        if args.moves:
            moves = job.legal_moves()
            legal += len(moves)
            text = _moves_json(job, moves, deal) if args.json else _moves_line(name, moves)
            print(text, file=out, flush=True)
            continue
        result = solve(
            job, max_nodes=args.max_nodes, max_seconds=args.max_seconds, lean_search=args.lean
        )
        counts[result.status] += 1
        seconds += result.seconds
        text = _json(result, job, deal) if args.json else _line(name, result)
        print(text, file=out, flush=True)

    if args.moves:
        summary = f"{legal} legal moves" + (f", malformed {malformed}" if malformed else "")
        summary += f" ({number} positions)"
    else:
        summary = (
            f"won {counts[SolveStatus.WIN]}, not won {counts[SolveStatus.NO_WIN]}, "
            f"unknown {counts[SolveStatus.UNKNOWN]}"
            + (f", malformed {malformed}" if malformed else "")
            + f" ({number} positions, {seconds:.2f} s)"
        )
    print(summary, file=err if args.json else out)
    return 1 if malformed else 0


def _tolerant(stream: TextIO) -> TextIO:
    """A standard stream that writes what its encoding lacks (7♥ on a Latin-1
    terminal) as escapes instead of failing."""
    if isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(errors="backslashreplace")
    return stream


def _line(name: str, result: SolveResult) -> str:
    return (
        f"{name}: {result.status.value}, {result.nodes} nodes, {result.seconds:.3f} s, "
        f"{result.best_in_place} in place"
    )


def _json(result: SolveResult, board: Board, deal: int | None) -> str:
    record: dict[str, object] = {
        "status": result.status.value,
        "nodes": result.nodes,
        "seconds": round(result.seconds, 6),
    }
    if result.status is SolveStatus.WIN:
        record["moves"] = [move.to_json() for move in result.moves]
    return json.dumps({**record, **_deal_fields(board, deal)})


def _deal_fields(board: Board, deal: int | None) -> dict[str, object]:
    """A deal's number and opening layout, for its JSON object (nothing for a position
    read from text: its layout is what was read)."""
    return {} if deal is None else {"deal": deal, "layout": board.to_text()}


def _moves_line(name: str, moves: list[Move]) -> str:
    if not moves:
        return f"{name}: no legal move"
    return f"{name}: {len(moves)} legal moves: {', '.join(map(str, moves))}"


def _moves_json(board: Board, moves: list[Move], deal: int | None) -> str:
    record: dict[str, object] = {
        "legal": [move.to_json() for move in moves],
        "in_place": board.in_place_count(),
    }
    return json.dumps({**record, **_deal_fields(board, deal)})


if __name__ == "__main__":
    raise SystemExit(main())
