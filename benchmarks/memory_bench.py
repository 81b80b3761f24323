"""Memory a player's game takes: the app once its window shows, and the app with its
worker processes after a first hint.

    .venv/bin/python benchmarks/memory_bench.py [--runs 3] [--statistics FILE]

Each run starts `python -m addiction --deal 7` (a data folder of its own) on an X
display of its own, Xvfb with openbox (startup_display_bench.py), and waits for its
first painted window (the same probe). Once the process has settled (no process of
its tree used more than SETTLED_CPU of CPU in SETTLE seconds, and at least SETTLE
after the window showed) it reads the app's RSS, and PSS, which shares each page
among the processes that map it, from /proc. Then it presses H (Hint) in the window
with xdotool, waits for the tree to settle again (the hint worker started and
answered) and reads every process of the tree: the app, its workers and whatever
else they started. Medians over the runs, in MB (2^20 bytes). Linux only (/proc);
every wait has a timeout, and the app, the X server and the window manager are
ended at the end. --statistics FILE copies a statistics file (a player's, say) into
the data folder before the measured runs: the app reads the whole file as it opens it.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from startup_display_bench import (
    FRAME_TIMEOUT,
    cpu_seconds,
    end,
    probed_environment,
    read_line,
    x_display,
)

from addiction.store.paths import DATA_DIR_VARIABLE, STATISTICS_NAME

#: Seconds a tree of processes must stay quiet to count as settled; the CPU time
#: (seconds, all its processes) it may use meanwhile; the longest wait for it.
SETTLE = 1.0
SETTLED_CPU = 0.02
SETTLE_TIMEOUT = 120.0
#: Seconds to wait for xdotool's answer.
XDOTOOL_TIMEOUT = 30.0


@dataclass(frozen=True)
class Footprint:
    """One process's memory, in bytes."""

    pid: int
    name: str
    rss: int
    pss: int | None  # None where the kernel does not say (no smaps_rollup)


def proc_fields(pid: int, file: str) -> dict[str, str]:
    """/proc/pid/file's "Key: value" lines (status, smaps_rollup)."""
    fields = {}
    for line in Path(f"/proc/{pid}/{file}").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value.strip()
    return fields


def kilobytes(text: str) -> int:
    return int(text.split()[0]) * 1024


def footprint(pid: int) -> Footprint:
    status = proc_fields(pid, "status")
    try:
        pss: int | None = kilobytes(proc_fields(pid, "smaps_rollup")["Pss"])
    except (OSError, KeyError):
        pss = None
    command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    return Footprint(pid, describe(command), kilobytes(status["VmRSS"]), pss)


def describe(command: list[bytes]) -> str:
    """A short name for a process of the game's tree, from its command line."""
    text = b" ".join(command).decode(errors="replace")
    if "-m addiction" in text:
        return "app"
    if "resource_tracker" in text:
        return "resource tracker"
    if "--multiprocessing-fork" in text:
        return "worker"
    return text[:40]


def tree(root: int) -> list[int]:
    """root and its descendants, from each process's parent in /proc/*/stat."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue  # gone meanwhile
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(parent, []).append(int(entry.name))
    found, waiting = [], [root]
    while waiting:
        pid = waiting.pop()
        found.append(pid)
        waiting.extend(children.get(pid, []))
    return found


def tree_cpu_seconds(pids: list[int]) -> float:
    """The CPU time (user + system) the processes still running have used."""
    total = 0.0
    for pid in pids:
        with contextlib.suppress(OSError):  # gone meanwhile
            total += cpu_seconds(pid)
    return total


def settle(root: int) -> None:
    """Return once root's tree used at most SETTLED_CPU in SETTLE seconds."""
    deadline = time.monotonic() + SETTLE_TIMEOUT
    before = tree_cpu_seconds(tree(root))
    while time.monotonic() < deadline:
        time.sleep(SETTLE)
        now = tree_cpu_seconds(tree(root))
        if now - before <= SETTLED_CPU:
            return
        before = now
    raise TimeoutError(f"the game did not settle within {SETTLE_TIMEOUT} s")


def xdotool(*arguments: str, environment: dict[str, str]) -> str:
    return subprocess.run(
        ["xdotool", *arguments],
        env=environment,
        check=True,
        capture_output=True,
        text=True,
        timeout=XDOTOOL_TIMEOUT,
    ).stdout


def measure(environment: dict[str, str]) -> tuple[Footprint, list[Footprint]]:
    """One run: the app after its window shows, and its tree after a first hint."""
    report_read, report_write = os.pipe()
    game = subprocess.Popen(
        [sys.executable, "-m", "addiction", "--deal", "7"],
        env={**environment, "FIRST_FRAME_FD": str(report_write)},
        pass_fds=[report_write],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(report_write)
    try:
        read_line(report_read, FRAME_TIMEOUT)
        time.sleep(SETTLE)
        settle(game.pid)
        shown = footprint(game.pid)
        window = xdotool("search", "--onlyvisible", "--pid", str(game.pid), environment=environment)
        xdotool("windowactivate", "--sync", window.split()[0], environment=environment)
        xdotool("key", "h", environment=environment)
        # The hint worker starts and answers; the tree settles once it has.
        deadline = time.monotonic() + SETTLE_TIMEOUT
        while len(tree(game.pid)) == 1:
            if time.monotonic() > deadline:
                raise TimeoutError(f"no hint worker started within {SETTLE_TIMEOUT} s")
            time.sleep(0.05)
        settle(game.pid)
        hinted = [footprint(pid) for pid in tree(game.pid)]
    finally:
        os.close(report_read)
        end(game, signal.SIGTERM)
    return shown, hinted


def megabytes(value: float) -> str:
    return f"{value / 2**20:6.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--statistics", type=Path, help="a statistics file to start with")
    options = parser.parse_args()
    runs = options.runs
    missing = [tool for tool in ("Xvfb", "openbox", "xprop", "xdotool") if not shutil.which(tool)]
    if missing or not Path("/proc/self/status").exists():
        sys.exit(f"this benchmark needs Linux's /proc and {', '.join(missing) or 'X tools'}")
    shown_runs, hinted_runs = [], []
    with x_display() as display, tempfile.TemporaryDirectory() as folder:
        environment = probed_environment(folder, display)
        measure(environment)  # fills the data folder and the caches
        if options.statistics is not None:
            data = Path(environment[DATA_DIR_VARIABLE])
            shutil.copyfile(options.statistics, data / STATISTICS_NAME)
        for _ in range(runs):
            shown, hinted = measure(environment)
            shown_runs.append(shown)
            hinted_runs.append(hinted)

    def median(values: Sequence[int | None]) -> str:
        known = [value for value in values if value is not None]
        return megabytes(statistics.median(known)) if known else "     -"

    print(f"display {display} (Xvfb + openbox), runs: {runs}, medians in MB")
    if options.statistics is not None:
        size = options.statistics.stat().st_size / 2**20
        print(f"statistics: {options.statistics} ({size:.1f} MB)")
    print(f"{'':<34}{'RSS':>7}{'PSS':>7}")
    print(
        f"{'app, its window shown':<34}{median([run.rss for run in shown_runs])} "
        f"{median([run.pss for run in shown_runs])}"
    )
    names = sorted({process.name for run in hinted_runs for process in run}, key=describe_order)
    for name in names:
        rss = [sum(p.rss for p in run if p.name == name) for run in hinted_runs]
        pss = [sum(p.pss or 0 for p in run if p.name == name) for run in hinted_runs]
        count = max(sum(p.name == name for p in run) for run in hinted_runs)
        label = f"after a hint: {name}" + (f" (x{count})" if count > 1 else "")
        print(f"{label:<34}{median(rss)} {median(pss)}")
    total_rss = [sum(p.rss for p in run) for run in hinted_runs]
    total_pss = [sum(p.pss or 0 for p in run) for run in hinted_runs]
    processes = statistics.median(len(run) for run in hinted_runs)
    print(
        f"{f'after a hint: all {processes:g} processes':<34}{median(total_rss)} {median(total_pss)}"
    )
    print("targets: app <= 80 MB RSS after show, all <= 130 MB RSS after a hint")


def describe_order(name: str) -> int:
    """The app first, then its workers, then the rest."""
    return {"app": 0, "worker": 1}.get(name, 2)


if __name__ == "__main__":
    main()
