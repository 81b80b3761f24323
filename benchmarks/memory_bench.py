"""Memory a player's game takes: the app once its window shows, and the app with its
worker processes after a first hint.

    .venv/bin/python benchmarks/memory_bench.py [--runs 3] [--statistics FILE] [--deck KEY]
        [--smoke]

Each run starts `python -m addiction --deal 7` (a data folder of its own) on an X
display of its own, Xvfb with openbox (startup_display_bench.py), and waits for its
first painted window (the same probe). Once the process has settled (no process of
its tree used more than SETTLED_CPU of CPU in SETTLE seconds, and at least SETTLE
after the window showed) it reads the app's RSS, and PSS, which shares each page
among the processes that map it, from /proc. Then it presses H (Hint) in the window
with xdotool, waits for the tree to settle again (the hint worker started and
answered) and reads every process of the tree: the app, its workers and whatever
else they started. Each run also reads, the same way once their windows show, a bare
PySide6 window and the floor (floor_window.py: the game's first frame in plain
PySide6), for what any PySide6 program showing that frame takes. Medians over the
runs, in MB (2^20 bytes). Linux only (/proc); every wait has a timeout, and the app,
the X server and the window manager are ended at the end. --statistics FILE copies a
statistics file (a player's, say) into the data folder before the measured runs: the
app reads the whole file as it opens it. --deck KEY also reads, each run, the app with
that card deck chosen in View > Cards (a data folder of its own whose preferences keep
it), once its window shows and it has settled: the deck read and drawn on the table.
--smoke: one run, no run before it to fill the caches; without the tools it says so
("skipped: ...") and exits with status 0.
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
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from startup_bench import keep_card_deck
from startup_display_bench import (
    BARE_WINDOW,
    FLOOR,
    FRAME_TIMEOUT,
    cpu_seconds,
    end,
    probed_environment,
    read_line,
    x_display,
)
from timing import SMOKE_HELP, skipped

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
    """One process's memory, in bytes. anonymous: its pages backed by no file (the
    heap, Python's objects, images). Unlike the rest of RSS, they do not depend on how
    many pages of the shared libraries the kernel maps in: two installs of the same
    packages on this machine, running the same code, measured 78.2 and 85.5 MB RSS
    (a bare window 53.4 and 65.8), with the same anonymous memory (docs/architecture.md)."""

    pid: int
    name: str
    rss: int
    pss: int | None  # None where the kernel does not say (no smaps_rollup)
    anonymous: int | None


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
        rollup = proc_fields(pid, "smaps_rollup")
    except OSError:
        rollup = {}
    pss, anonymous = (
        kilobytes(rollup[key]) if key in rollup else None for key in ("Pss", "Anonymous")
    )
    command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    return Footprint(pid, describe(command), kilobytes(status["VmRSS"]), pss, anonymous)


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
                parent = int(stat.rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue  # gone meanwhile (or read partly as it went)
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


GAME = [sys.executable, "-m", "addiction", "--deal", "7"]


@contextlib.contextmanager
def shown(command: list[str], environment: dict[str, str]) -> Iterator[subprocess.Popen[bytes]]:
    """command's process once its first window is painted and it has settled; it is
    ended after the block."""
    report_read, report_write = os.pipe()
    process = subprocess.Popen(
        command,
        env={**environment, "FIRST_FRAME_FD": str(report_write)},
        pass_fds=[report_write],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(report_write)
    try:
        read_line(report_read, FRAME_TIMEOUT)
        time.sleep(SETTLE)
        settle(process.pid)
        yield process
    finally:
        os.close(report_read)
        end(process, signal.SIGTERM)


def measure(environment: dict[str, str]) -> tuple[Footprint, list[Footprint]]:
    """One run: the app after its window shows, and its tree after a first hint."""
    with shown(GAME, environment) as game:
        shown_app = footprint(game.pid)
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
    return shown_app, hinted


def reference(command: list[str], environment: dict[str, str]) -> Footprint:
    """The footprint of a program timed beside the game, once its window shows."""
    with shown(command, environment) as process:
        return footprint(process.pid)


def megabytes(value: float) -> str:
    return f"{value / 2**20:6.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--statistics", type=Path, help="a statistics file to start with")
    parser.add_argument("--deck", help="also the app with this card deck chosen (a key)")
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    options = parser.parse_args()
    runs = 1 if options.smoke else options.runs
    missing = [tool for tool in ("Xvfb", "openbox", "xprop", "xdotool") if not shutil.which(tool)]
    if options.smoke and (missing or not Path("/proc/self/status").exists()):
        skipped(f"this benchmark needs Linux's /proc and {', '.join(missing) or 'X tools'}")
        return
    if missing or not Path("/proc/self/status").exists():
        sys.exit(f"this benchmark needs Linux's /proc and {', '.join(missing) or 'X tools'}")
    shown_runs, hinted_runs = [], []
    references: dict[str, list[Footprint]] = {"bare": [], "floor": [], "deck": []}
    commands = {"bare": [sys.executable, "-c", BARE_WINDOW], "floor": [sys.executable, str(FLOOR)]}
    with x_display() as display, tempfile.TemporaryDirectory() as folder:
        environment = probed_environment(folder, display)
        environments = dict.fromkeys(commands, environment)
        if options.deck:
            commands["deck"] = GAME
            environments["deck"] = probed_environment(str(Path(folder) / "deck"), display)
            keep_card_deck(environments["deck"], options.deck)
            reference(GAME, environments["deck"])  # fills its data folder
        if not options.smoke:
            measure(environment)  # fills the data folder and the caches
        if options.statistics is not None:
            data = Path(environment[DATA_DIR_VARIABLE])
            shutil.copyfile(options.statistics, data / STATISTICS_NAME)
        for _ in range(runs):
            shown, hinted = measure(environment)
            shown_runs.append(shown)
            hinted_runs.append(hinted)
            for name, command in commands.items():  # interleaved with the game's runs
                references[name].append(reference(command, environments[name]))

    def median(values: Sequence[int | None]) -> str:
        known = [value for value in values if value is not None]
        return megabytes(statistics.median(known)) if known else "     -"

    def row(label: str, runs: Sequence[Sequence[Footprint]]) -> None:
        """label and the medians over runs of each run's footprints added up."""
        columns = (
            [sum(p.rss for p in run) for run in runs],
            [
                None if any(p.pss is None for p in run) else sum(p.pss or 0 for p in run)
                for run in runs
            ],
            [
                None
                if any(p.anonymous is None for p in run)
                else sum(p.anonymous or 0 for p in run)
                for run in runs
            ],
        )
        print(f"{label:<34}" + " ".join(median(column) for column in columns))

    print(f"display {display} (Xvfb + openbox), runs: {runs}, medians in MB")
    if options.statistics is not None:
        size = options.statistics.stat().st_size / 2**20
        print(f"statistics: {options.statistics} ({size:.1f} MB)")
    print(f"{'':<34}{'RSS':>6}{'PSS':>7}{'anon':>7}")
    row("app, its window shown", [[run] for run in shown_runs])
    if options.deck:
        row(f"app with {options.deck}, shown", [[run] for run in references["deck"]])
    row("bare PySide6 window, shown", [[run] for run in references["bare"]])
    row("floor_window.py, shown", [[run] for run in references["floor"]])
    names = sorted({process.name for run in hinted_runs for process in run}, key=describe_order)
    for name in names:
        count = max(sum(p.name == name for p in run) for run in hinted_runs)
        label = f"after a hint: {name}" + (f" (x{count})" if count > 1 else "")
        row(label, [[p for p in run if p.name == name] for run in hinted_runs])
    processes = statistics.median(len(run) for run in hinted_runs)
    row(f"after a hint: all {processes:g} processes", hinted_runs)
    print("targets: app <= 80 MB RSS after show, all <= 130 MB RSS after a hint")


def describe_order(name: str) -> int:
    """The app first, then its workers, then the rest."""
    return {"app": 0, "worker": 1}.get(name, 2)


if __name__ == "__main__":
    main()
