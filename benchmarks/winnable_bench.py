"""Winnable deal benchmark: how long Game > New winnable deal takes (docs/campaign.md).

    .venv/bin/python benchmarks/winnable_bench.py [--seeds 100] [--smoke]

Finds a winnable deal (addiction/engine/winnable.py, WINNABLE_ROUND_NODES
positions per round) for each of the seeds under each preset rule set and prints
the seconds per deal (mean, median, p90, max); then the first request through the
app's worker process (addiction/control/process_worker.py), which starts the
process too, and a second one. The figures depend on the machine and its load;
nothing asserts on them. The target: about a second at most. --smoke: one seed.
"""

from __future__ import annotations

import argparse
import time

from timing import SMOKE_HELP, spread

from addiction.engine import PRESETS
from addiction.engine.winnable import WINNABLE_ROUND_NODES, WINNABLE_SHUFFLES, winnable_deal


def through_the_worker(seeds: list[int]) -> list[float]:
    """Seconds from each request to its answer on the GUI thread's event loop."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from addiction.control.jobs import WINNABLE, WinnableQuestion
    from addiction.control.process_worker import Worker

    app = QCoreApplication.instance() or QCoreApplication([])
    worker = Worker("winnable")
    seconds = []
    loop = QEventLoop()
    for seed in seeds:
        start = time.perf_counter()
        worker.submit(WINNABLE, WinnableQuestion(seed, PRESETS["addiction"]), lambda _: loop.quit())
        loop.exec()
        seconds.append(time.perf_counter() - start)
    worker.shutdown()
    del app
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.seeds = 1
    print(f"{WINNABLE_ROUND_NODES} positions per round, at most {WINNABLE_SHUFFLES} shuffle(s)")
    for name, rules in PRESETS.items():
        seconds = []
        for seed in range(args.seeds):
            start = time.perf_counter()
            winnable_deal(seed, rules)
            seconds.append(time.perf_counter() - start)
        print(f"{name}: seconds per deal: {spread(seconds, '.3f')}")
    cold, warm = through_the_worker([1, 2])
    print(f"through the worker: first request {cold:.3f} s (starts the process), next {warm:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
