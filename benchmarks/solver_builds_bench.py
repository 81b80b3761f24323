"""The solver compiled and interpreted on a wide set of positions: the same answers?

    .venv/bin/python benchmarks/solver_builds_bench.py [--deals 1-40] [--smoke]

The wider run of tests/test_solver_builds.py's equivalence test (which the suite runs
on a dozen well-chosen positions): the deals (a portfolio search of at most 100,000
nodes, a lean one of at most 20,000) and every candidate position of
tests/solver_positions.py (the portfolio search unbounded), each solved both ways in a
process of each build, one after the other. Prints how many answers agree (status,
positions, best count, winning and best lines) and the seconds each build took to
solve them (interpreter start-up left out); exits with status 1 when any differs.
--smoke: deal 1 and the first two candidate positions, at most 20,000 positions each;
where the solver is not compiled it says "skipped" and exits 0.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from timing import SMOKE_HELP, deal_range, skipped

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests package

from tests.test_solver_builds import COMPILED, answers_script, run_python


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=deal_range, default=deal_range("1-40"))
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    options = parser.parse_args()
    if options.smoke:
        options.deals = deal_range("1")
    if not COMPILED:
        if options.smoke:
            return skipped("the solver is not compiled here (pip install -e .)")
        print("the solver is not compiled here: nothing to compare (pip install -e .)")
        return 1
    deals = options.deals
    portfolio, candidates, unbounded = 100_000, "candidate_positions()", None
    if options.smoke:
        portfolio, candidates, unbounded = 20_000, "candidate_positions()[:2]", 20_000
    boards = (
        f"[(Board.deal(number), {portfolio}, 20_000)"
        f" for number in range({deals.start}, {deals.stop})]"
        f" + [(board, {unbounded}, 20_000) for board in {candidates}]"
    )
    # A bound only against a hang: the interpreted run of 1-40 takes about a minute.
    runs = {
        pure: run_python(answers_script(boards), pure=pure, timeout=3600) for pure in (False, True)
    }
    compiled, interpreted = runs[False], runs[True]
    answers = list(zip(compiled[1:-1], interpreted[1:-1], strict=True))
    differing = sum(1 for mine, theirs in answers if mine != theirs)
    statuses: dict[str, int] = {}
    for line, _ in answers:
        status = json.loads(line)[0]
        statuses[status] = statuses.get(status, 0) + 1
    seconds = {"compiled": float(compiled[-1]), "interpreted": float(interpreted[-1])}
    print(
        f"{len(answers)} searches ({len(deals)} deals and the candidate positions, "
        f"each searched both ways): "
        + ", ".join(f"{count} {status}" for status, count in sorted(statuses.items()))
    )
    print(f"identical answers: {len(answers) - differing}, differing: {differing}")
    print(
        f"seconds solving: compiled {seconds['compiled']:.2f}, "
        f"interpreted {seconds['interpreted']:.2f} "
        f"({seconds['interpreted'] / seconds['compiled']:.1f} times as long)"
    )
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
