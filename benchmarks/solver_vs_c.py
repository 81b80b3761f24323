"""The solver against a plain C depth-first search on the same positions.

    .venv/bin/python benchmarks/solver_vs_c.py [--deals 1-200] [--hard 12] [--sets deals,hard]
        [--interpreted] [--ours-path DIR ...] [--quiet] [--smoke]

benchmarks/plain_c/dfs.c (an exact depth-first search of one round with a
transposition table, nothing more) is compiled with `cc -O2` into a temporary
folder; without a C compiler the benchmark says so and stops (exit status 0).
The programs stay running and get the positions one at a time, in turn (the C
first, then ours), so a machine shared with other work slows them alike; each
reports the CPU time of its own search. Ours is `solve` of the build that runs
(compiled, or interpreted with --interpreted), in a child process started from
this file; --ours-path DIR puts DIR first on its PYTHONPATH, so the `addiction`
package there runs (another checkout); given twice or more, each runs in turn,
for a before and after measured side by side.

The sets of positions:

- deals: the first layouts of the deals (1-200 unless --deals says otherwise).
- hard: the first layouts of the first N deals from 201 on (N from --hard, 12
  by default) that the C search does not decide within the hints' budget
  (HINT_BUDGET positions): a rule that does not depend on our solver, so
  changing it does not change the set. The deals are chosen at each run and
  printed.

Per set it prints the verdicts, and for each program the positions expanded, the
CPU seconds and the positions a second, and the ratios of ours to the C in CPU
seconds and in positions; one line per position unless --quiet. Every verdict
must agree (exit status 1 otherwise, with the positions that differ).

--smoke: deals 1-2 and one hard position, chosen against a budget of
SMOKE_HARD_BUDGET positions (not the hints'), so that ours decides it in a moment.
"""

from __future__ import annotations

import argparse
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from timing import SMOKE_HELP, deal_range, skipped

from addiction.engine import Board
from addiction.engine.cards import PLAYING_CARDS
from addiction.engine.solver import BUILD, compact_position, solve

SOURCE = Path(__file__).with_name("plain_c") / "dfs.c"
#: The hints' node budget (control/hint_worker.py): what "hard" is measured against.
HINT_BUDGET = 1_500_000
FIRST_HARD_DEAL = 201
#: --smoke: "hard" is what the C does not decide within this many positions.
SMOKE_HARD_BUDGET = 300
#: Seconds one position may take before the benchmark gives up on a program.
ANSWER_TIMEOUT = 900.0


@dataclass(frozen=True)
class Answer:
    status: str  # win, no-win or unknown
    positions: int
    cpu: float


def compile_reference(directory: str) -> str | None:
    """The C search compiled into directory, or None without a C compiler."""
    compiler = shutil.which("cc")
    if compiler is None:
        return None
    program = os.path.join(directory, "dfs")
    subprocess.run([compiler, "-O2", "-o", program, str(SOURCE)], check=True, timeout=120)
    return program


def position_line(board: Board) -> str:
    """A board as the C reads it: the card id on each square, -1 for a gap."""
    squares, _, _ = compact_position(board)
    return " ".join(map(str, squares)) + "\n"


def board_of(line: str) -> Board:
    return Board([None if int(cid) < 0 else PLAYING_CARDS[int(cid)] for cid in line.split()])


class Program:
    """A running program that answers one position line with one answer line."""

    def __init__(self, command: list[str], env: dict[str, str] | None = None) -> None:
        self.name = " ".join(os.path.basename(part) for part in command[:2])
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
        )

    def ask(self, line: str) -> Answer:
        stdin = self.process.stdin
        assert stdin is not None
        stdin.write(line)
        stdin.flush()
        status, positions, cpu = self.read_line().split()
        return Answer(status, int(positions), float(cpu))

    def read_line(self) -> str:
        stdout = self.process.stdout
        assert stdout is not None
        # A line answers a line, so nothing waits unread in stdout's buffer here.
        ready, _, _ = select.select([stdout], [], [], ANSWER_TIMEOUT)
        reply = stdout.readline() if ready else ""
        if not reply:
            raise RuntimeError(f"no answer from {self.name} in {ANSWER_TIMEOUT:.0f} s")
        return reply.strip()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)


def serve() -> None:
    """The child process of ours: says which build runs, then solves each position line
    and answers as the C does."""
    print(BUILD, flush=True)
    for line in sys.stdin:
        board = board_of(line)
        start = time.process_time()
        result = solve(board)
        cpu = time.process_time() - start
        print(f"{result.status.value} {result.nodes} {cpu:.6f}", flush=True)


def hard_deals(reference: str, count: int, budget: int = HINT_BUDGET) -> list[int]:
    """The first count deals from FIRST_HARD_DEAL on that the C search does not decide
    within budget positions (the hints' budget)."""
    capped = Program([reference, str(budget)])
    chosen: list[int] = []
    number = FIRST_HARD_DEAL
    try:
        while len(chosen) < count:
            if capped.ask(position_line(Board.deal(number))).status == "unknown":
                chosen.append(number)
            number += 1
    finally:
        capped.close()
    return chosen


def compare(name: str, deals: list[int], programs: dict[str, Program], quiet: bool) -> int:
    """Every program on the deals' first layouts, in turn position by position; prints
    the figures, returns on how many positions the verdicts differ."""
    print(f"{name}: {len(deals)} positions", flush=True)
    answers: dict[str, list[Answer]] = {label: [] for label in programs}
    differ = 0
    for number in deals:
        line = position_line(Board.deal(number))
        these = {label: program.ask(line) for label, program in programs.items()}
        for label, answer in these.items():
            answers[label].append(answer)
        agree = len({answer.status for answer in these.values()}) == 1
        differ += not agree
        if not quiet or not agree:
            print(
                f"  deal {number:4d}  "
                + "  ".join(
                    f"{label} {a.status} {a.positions:,d} positions {a.cpu:.3f} s"
                    for label, a in these.items()
                )
                + ("" if agree else "  VERDICTS DIFFER"),
                flush=True,
            )
    won, lost = (sum(a.status == s for a in answers["C"]) for s in ("win", "no-win"))
    print(f"  won {won}, not won {lost}, unknown {len(deals) - won - lost}")
    c_cpu = sum(a.cpu for a in answers["C"])
    c_positions = sum(a.positions for a in answers["C"])
    for label, these_answers in answers.items():
        positions = sum(a.positions for a in these_answers)
        cpu = sum(a.cpu for a in these_answers)
        print(
            f"  {label:36s} {positions:13,d} positions {cpu:9.2f} CPU s"
            f" {positions / max(cpu, 1e-9):11,.0f} positions/s"
            + (
                ""
                if label == "C"
                else f"  / C: {cpu / max(c_cpu, 1e-9):.2f} times the CPU time,"
                f" {positions / max(c_positions, 1):.2f} times the positions"
            )
        )
    print(f"  verdicts agree on {len(deals) - differ} of {len(deals)}", flush=True)
    return differ


def start_ours(path: str | None, interpreted: bool) -> tuple[str, Program]:
    """Ours in a child process (the addiction package in path, if given): its label and
    the program."""
    env = dict(os.environ)
    env.pop("ADDICTION_PURE_SOLVER", None)
    if interpreted:
        env["ADDICTION_PURE_SOLVER"] = "1"
    if path:
        env["PYTHONPATH"] = os.pathsep.join(
            [os.path.abspath(path), *filter(None, [env.get("PYTHONPATH")])]
        )
    program = Program([sys.executable, __file__, "--serve"], env)
    return f"ours{f' {path}' if path else ''} ({program.read_line()})", program


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=deal_range, default=range(1, 201), metavar="A-B")
    parser.add_argument("--hard", type=int, default=12, metavar="N", help="hard positions")
    parser.add_argument("--sets", default="deals,hard", help="deals, hard or both (deals,hard)")
    parser.add_argument("--interpreted", action="store_true", help="ours interpreted")
    parser.add_argument(
        "--ours-path",
        metavar="DIR",
        action="append",
        help="run the addiction package in DIR (repeatable: each runs in turn)",
    )
    parser.add_argument("--quiet", action="store_true", help="figures per set only")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)  # ours' child
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    budget = HINT_BUDGET
    if args.smoke:
        args.deals, args.hard, args.sets = deal_range("1-2"), 1, "deals,hard"
        budget = SMOKE_HARD_BUDGET
    if args.serve:
        serve()
        return 0
    sets = args.sets.split(",")
    with tempfile.TemporaryDirectory() as scratch:
        reference = compile_reference(scratch)
        if reference is None:
            return skipped("no C compiler (cc): nothing to compare against")
        programs = {"C": Program([reference])}
        differ = 0
        try:
            for path in args.ours_path or [None]:
                label, program = start_ours(path, args.interpreted)
                programs[label] = program
            print("programs, asked in turn: " + ", ".join(programs), flush=True)
            if "deals" in sets:
                first, last = args.deals.start, args.deals.stop - 1
                differ += compare(f"deals {first}-{last}", list(args.deals), programs, args.quiet)
            if "hard" in sets:
                chosen = hard_deals(reference, args.hard, budget)
                print(
                    f"hard: the first {args.hard} deals from {FIRST_HARD_DEAL} the C does not"
                    f" decide within {budget:,d} positions: {','.join(map(str, chosen))}"
                )
                differ += compare("hard", chosen, programs, args.quiet)
        finally:
            for program in programs.values():
                program.close()
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
