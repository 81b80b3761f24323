"""Size and start-up time of the frozen app that packaging/build.sh made.

Usage: python benchmarks/bundle_bench.py [--build] [--runs N] [--check] [--check-startup]
                                         [--smoke]

Prints:
  unpacked   the one-folder bundle dist/addiction/ on disk (file sizes, links not followed)
  compressed the Linux archive dist/addiction-solitaire-VERSION-linux-ARCH.tar.gz (or, where
             there is none, the bundle gzipped into a temporary file)
  start-up   wall time of `addiction --deal 7 --screenshot PNG`: process start to the first
             painted window saved, then exit; median of N runs after one warm-up run
  --version  wall time of `addiction --version`: the interpreter and argument parsing alone

Targets: unpacked <= 120 MiB, compressed <= 50 MiB, start-up <= 0.5 s.  --check exits 1 when
a size target is missed, --check-startup also when start-up is; start-up is left out of
--check because a busy machine slows it down whatever the bundle.  --smoke: one timed run
each, no target checked; without a bundle it says "skipped" and exits 0 (benchmarks/smoke.py).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

from timing import SMOKE_HELP, skipped

REPO = Path(__file__).resolve().parent.parent
BUNDLE = REPO / "dist" / "addiction"
MIB = 1024 * 1024
TARGET_UNPACKED_MIB = 120
TARGET_COMPRESSED_MIB = 50
TARGET_STARTUP_S = 0.5


def executable() -> Path:
    return BUNDLE / ("addiction.exe" if sys.platform == "win32" else "addiction")


def unpacked_bytes(root: Path) -> int:
    return sum(
        path.lstat().st_size for path in root.rglob("*") if path.is_file() and not path.is_symlink()
    )


def compressed_bytes() -> tuple[int, str]:
    """Size of the release archive, and what was measured."""
    archives = sorted((REPO / "dist").glob("addiction-solitaire-*-linux-*.tar.gz"))
    if archives:
        newest = max(archives, key=lambda path: path.stat().st_mtime)
        return newest.stat().st_size, newest.name
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "bundle.tar.gz"
        # Level 6, as gzip and tar -z use by default.
        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
            tar.add(BUNDLE, arcname="addiction")
        return archive.stat().st_size, "dist/addiction gzipped (no archive built)"


def wall_times(command: list[str], runs: int) -> list[float]:
    """Wall time of each of runs runs, after one warm-up run that fills the disk cache."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    times = []
    for run in range(runs + 1):
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
        if run:
            times.append(time.perf_counter() - start)
    return times


def report(name: str, value: float, unit: str, target: float | None, note: str = "") -> bool:
    met = target is None or value <= target
    line = f"{name:<11}{value:8.3f} {unit:<4}"
    if target is not None:
        line += f"  target <= {target:g} {unit}: {'ok' if met else 'MISSED'}"
    if note:
        line += f"  ({note})"
    print(line)
    return met


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="store_true", help="run packaging/build.sh first")
    parser.add_argument("--runs", type=int, default=7, help="timed start-ups (default 7)")
    parser.add_argument("--check", action="store_true", help="exit 1 if a size target is missed")
    parser.add_argument(
        "--check-startup", action="store_true", help="exit 1 if the start-up target is missed too"
    )
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    if args.smoke:
        args.runs, args.check, args.check_startup = 1, False, False
    if args.build:
        subprocess.run(["bash", str(REPO / "packaging" / "build.sh")], check=True)
    if not executable().exists():
        if args.smoke:
            return skipped(f"no bundle at {BUNDLE} (packaging/build.sh makes it)")
        print(f"no bundle at {BUNDLE}: run packaging/build.sh first (or pass --build)")
        return 2

    unpacked = unpacked_bytes(BUNDLE) / MIB
    compressed, what = compressed_bytes()
    with tempfile.TemporaryDirectory() as tmp:
        shot = str(Path(tmp) / "deal7.png")
        startup = wall_times([str(executable()), "--deal", "7", "--screenshot", shot], args.runs)
        if not Path(shot).is_file():
            print("the frozen app wrote no screenshot")
            return 1
    version = wall_times([str(executable()), "--version"], args.runs)

    sizes_met = report("unpacked", unpacked, "MiB", TARGET_UNPACKED_MIB, "dist/addiction")
    sizes_met &= report("compressed", compressed / MIB, "MiB", TARGET_COMPRESSED_MIB, what)
    startup_met = report(
        "start-up",
        statistics.median(startup),
        "s",
        TARGET_STARTUP_S,
        f"median of {len(startup)}, min {min(startup):.3f}, max {max(startup):.3f}",
    )
    report("--version", statistics.median(version), "s", None, f"median of {len(version)}")
    if (args.check or args.check_startup) and not sizes_met:
        return 1
    if args.check_startup and not startup_met:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
