"""Review window benchmark: how soon the review window's rounds come, through the
real worker process (control/review.py GameReviewer: one question a round), on the
games benchmarks/review_bench.py reviews (about 150 actions), with the default budget.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/review_window_bench.py [--deals 1-5]
        [--smoke]

Prints, for each game, the seconds from the question to each round's answer (the
first includes the worker process's start), then to each answer of a round looked
at again under larger caps (engine/review.py refined_rounds), and to the last. The figures
depend on the machine and its load; nothing asserts on them. The target: the whole
review at most 5 s a game, its rounds appearing as each is ready. --smoke: deal 1 only.
"""

from __future__ import annotations

import argparse
import time

from review_bench import played
from timing import SMOKE_HELP, deal_range, spread

from addiction.control.review import GameReviewer
from addiction.engine import Game, Rules

#: The longest a game's review may take before the benchmark gives up on it.
GIVE_UP_SECONDS = 600.0


def arrivals(game: Game) -> list[float]:
    """The seconds from asking for game's review to each round's answer."""
    from PySide6.QtCore import QEventLoop, QTimer

    reviewer = GameReviewer()
    loop = QEventLoop()
    give_up = QTimer(reviewer)
    give_up.setSingleShot(True)
    give_up.timeout.connect(loop.quit)
    seconds: list[float] = []
    start = time.perf_counter()
    reviewer.reviewedRound.connect(lambda _: seconds.append(time.perf_counter() - start))
    reviewer.finished.connect(loop.quit)
    reviewer.failed.connect(lambda failure: (print(f"  failed: {failure}"), loop.quit()))
    give_up.start(int(GIVE_UP_SECONDS * 1000))
    reviewer.ask(game)
    loop.exec()
    reviewer.shutdown()
    return seconds


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtCore import QCoreApplication

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=deal_range, default=deal_range("1-5"))
    parser.add_argument("--rules", default="addiction")
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.deals = deal_range("1")
    app = QCoreApplication([])
    rules = Rules.preset(args.rules)
    firsts, totals, complete = [], [], []
    for deal in args.deals:
        game = played(deal, rules)
        answers = arrivals(game)
        count = game.shuffles_used + 1  # each round once; later answers: looked at again
        shown = ", ".join(f"{seconds:.2f}" for seconds in answers[:count])
        again = ", ".join(f"{seconds:.2f}" for seconds in answers[count:])
        print(
            f"deal {deal}: {game.moves_made} actions; rounds at {shown} s"
            + (f"; looked at again at {again} s" if again else "")
        )
        if len(answers) >= count:
            firsts.append(answers[0])
            totals.append(answers[count - 1])
            complete.append(answers[-1])
    del app
    if totals:
        print(f"first round: {spread(firsts, '.2f')} s")
        print(f"every round once: {spread(totals, '.2f')} s")
        print(f"the last answer (rounds looked at again included): {spread(complete, '.2f')} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
