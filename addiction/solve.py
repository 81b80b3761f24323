"""Decide rounds from the command line.

    python -m addiction.solve positions.txt        # position texts, blank line between
    python -m addiction.solve < positions.txt
    python -m addiction.solve --deals 1-200 [--json] [--max-nodes N]
    python -m addiction.solve --version            # solver compiled or interpreted

Prints one line per position (status, nodes, seconds, cards in place) and a
summary of won / not won / unknown. With --json, one JSON object per position
instead: {"status": "win" | "no-win" | "unknown", "nodes": int, "seconds": float,
"moves": [[card_code, source, target], ...]} (moves only for a win; squares
0..51, row * 13 + column); a malformed position gives {"position": n, "error":
reason}, and the summary goes to standard error. A malformed position is
reported with its number and the reason, and the others are still solved; the
exit status is then 1.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator
from typing import TextIO

from .engine import Board, EngineError
from .engine.solver import BUILD, SolveResult, SolveStatus, solve

_BLANK_LINES = re.compile(r"\n\s*\n")


def _deals(text: str) -> range:
    first, sep, last = text.partition("-")
    try:
        start, stop = int(first), int(last) if sep else int(first)
    except ValueError:
        start = stop = 0
    if start < 1 or stop < start:
        raise argparse.ArgumentTypeError(f"expected a deal range like 1-200, got {text!r}")
    return range(start, stop + 1)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m addiction.solve",
        description="Decide whether rounds of Addiction Solitaire can be won without a shuffle.",
    )
    parser.add_argument(
        "file",
        nargs="?",
        help="position texts, separated by a blank line (default: standard input)",
    )
    parser.add_argument("--deals", type=_deals, metavar="A-B", help="solve deals A to B instead")
    parser.add_argument("--json", action="store_true", help="one JSON object per position")
    parser.add_argument("--max-nodes", type=int, metavar="N", help="node budget per position")
    parser.add_argument("--max-seconds", type=float, metavar="S", help="time budget per position")
    parser.add_argument(
        "--lean", action="store_true", help="lean search: fewer positions, more time per position"
    )
    parser.add_argument(
        "--version",
        action="store_true",
        help="tell whether the solver runs compiled (mypyc) or interpreted, and exit",
    )
    return parser


def _positions(text: str) -> Iterator[str]:
    for block in _BLANK_LINES.split(text.replace("\r\n", "\n")):
        if block.strip():
            yield block


def main(
    argv: list[str] | None = None, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    parser = _parser()
    args = parser.parse_args(argv)
    if args.version:
        print(f"solver: {BUILD}", file=out)
        return 0
    if args.deals is not None and args.file is not None:
        parser.error("give either a file of positions or --deals, not both")
    if args.max_nodes is not None and args.max_nodes < 1:
        parser.error("--max-nodes must be at least 1")

    jobs: list[tuple[str, Board | str]] = []
    if args.deals is not None:
        jobs = [(f"deal {number}", Board.deal(number)) for number in args.deals]
    else:
        try:
            if args.file is None:
                text = sys.stdin.read()
            else:
                with open(args.file, encoding="utf-8") as handle:
                    text = handle.read()
        except OSError as exc:
            print(f"cannot read {args.file}: {exc.strerror}", file=err)
            return 2
        for number, block in enumerate(_positions(text), start=1):
            try:
                jobs.append((f"position {number}", Board.parse(block)))
            except EngineError as exc:
                jobs.append((f"position {number}", str(exc)))

    counts = {status: 0 for status in SolveStatus}
    malformed = 0
    seconds = 0.0
    for number, (name, job) in enumerate(jobs, start=1):
        if isinstance(job, str):
            malformed += 1
            if args.json:
                print(json.dumps({"position": number, "error": job}), file=out, flush=True)
            else:
                print(f"{name}: malformed: {job}", file=out, flush=True)
            continue
        result = solve(
            job, max_nodes=args.max_nodes, max_seconds=args.max_seconds, lean_search=args.lean
        )
        counts[result.status] += 1
        seconds += result.seconds
        print(_json(result) if args.json else _line(name, result), file=out, flush=True)

    summary = (
        f"won {counts[SolveStatus.WIN]}, not won {counts[SolveStatus.NO_WIN]}, "
        f"unknown {counts[SolveStatus.UNKNOWN]}"
        + (f", malformed {malformed}" if malformed else "")
        + f" ({len(jobs)} positions, {seconds:.2f} s)"
    )
    print(summary, file=err if args.json else out)
    return 1 if malformed else 0


def _line(name: str, result: SolveResult) -> str:
    return (
        f"{name}: {result.status.value}, {result.nodes} nodes, {result.seconds:.3f} s, "
        f"{result.best_in_place} in place"
    )


def _json(result: SolveResult) -> str:
    record: dict[str, object] = {
        "status": result.status.value,
        "nodes": result.nodes,
        "seconds": round(result.seconds, 6),
    }
    if result.status is SolveStatus.WIN:
        record["moves"] = [move.to_json() for move in result.moves]
    return json.dumps(record)


if __name__ == "__main__":
    raise SystemExit(main())
