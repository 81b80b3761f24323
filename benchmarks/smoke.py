"""Every benchmark run on a tiny input, so that none rots: each script of BENCHMARKS with
--smoke, in a child process of its own (this Python, from the repository's root).

    .venv/bin/python benchmarks/smoke.py [--timeout 120] [NAME ...]

One line per benchmark: its name, the seconds it took, and ok, skipped (it said
"skipped: ..." and why: a tool it needs is not here) or FAILED with the last lines of
its output. A benchmark that runs past --timeout seconds is a failure: its process
group (the X servers and workers it started too) is killed. Exits with status 1 when
any failed. CI runs it (.ci/run, scripts/benchmarks_smoke.sh); the figures of a smoke
run mean nothing, only that the code still runs. NAME: only those (board_bench.py or
board_bench). tests/test_benchmarks_listed.py holds BENCHMARKS to the folder's scripts.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = Path(__file__).resolve().parent
#: Every benchmark script in this folder; each takes --smoke.
BENCHMARKS = (
    "board_bench.py",
    "bundle_bench.py",
    "challenges_calendar_bench.py",
    "daily_bench.py",
    "daily_challenges_bench.py",
    "family_bench.py",
    "family_dailies_bench.py",
    "family_hints_check.py",
    "family_reductions.py",
    "family_table.py",
    "floor_window.py",
    "head_moves_share.py",
    "hint_bench.py",
    "hint_display_bench.py",
    "memory_bench.py",
    "ocr_languages.py",
    "review_bench.py",
    "review_window_bench.py",
    "round_ends.py",
    "solver_bench.py",
    "solver_blocks.py",
    "solver_builds_bench.py",
    "solver_reductions.py",
    "solver_vs_c.py",
    "sound_bench.py",
    "startup_bench.py",
    "startup_contents.py",
    "startup_display_bench.py",
    "startup_phases.py",
    "statistics_bench.py",
    "store_bench.py",
    "winnable_bench.py",
)
#: Modules the benchmarks import that are no benchmark themselves (beside this script).
HELPERS = ("timing.py",)
#: Seconds a benchmark's smoke run may take.
TIMEOUT = 120.0
#: Lines of a failed run's output shown.
TAIL = 15


def run(name: str, timeout: float) -> tuple[str, float, str]:
    """Run one benchmark with --smoke: its verdict (ok, skipped, FAILED), its seconds
    and its output."""
    environment = dict(os.environ)
    environment.setdefault("QT_QPA_PLATFORM", "offscreen")  # those on X choose xcb
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, str(FOLDER / name), "--smoke"],
        cwd=ROOT,
        env=environment,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
        start_new_session=True,  # a group of its own, to be killed whole
    )
    try:
        output, _ = process.communicate(timeout=timeout)
        verdict = "ok" if process.returncode == 0 else f"FAILED (exit status {process.returncode})"
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        verdict = f"FAILED (timeout, {timeout:.0f} s)"
    seconds = time.perf_counter() - start
    if verdict == "ok":
        reasons = [line for line in output.splitlines() if line.startswith("skipped:")]
        if reasons:
            verdict = f"skipped ({reasons[0].removeprefix('skipped:').strip()})"
    return verdict, seconds, output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=TIMEOUT, help="seconds a benchmark")
    parser.add_argument("names", nargs="*", metavar="NAME", help="only these benchmarks")
    options = parser.parse_args(argv)
    names = [name if name.endswith(".py") else f"{name}.py" for name in options.names]
    unknown = sorted(set(names) - set(BENCHMARKS))
    if unknown:
        parser.error(f"not a benchmark: {', '.join(unknown)}")
    failed = skipped = 0
    began = time.perf_counter()
    width = max(map(len, BENCHMARKS))
    for name in names or BENCHMARKS:
        verdict, seconds, output = run(name, options.timeout)
        print(f"{name:<{width}} {seconds:6.1f} s  {verdict}", flush=True)
        if verdict.startswith("FAILED"):
            failed += 1
            for line in output.rstrip().splitlines()[-TAIL:] or ["(no output)"]:
                print(f"    {line}")
        skipped += verdict.startswith("skipped")
    total = len(names or BENCHMARKS)
    print(
        f"{total} benchmarks in {time.perf_counter() - began:.0f} s: "
        f"{total - failed - skipped} ok, {skipped} skipped, {failed} failed"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
