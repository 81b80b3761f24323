"""What the game holds at its first frame, beside a bare PySide6 window: modules,
Python enums and dataclasses made, Qt enum types PySide6 made, Python's own
allocations, resident memory and CPU time.

    .venv/bin/python benchmarks/startup_contents.py [--runs 5] [--against DIR] [--instructions]
        [--smoke]

Each run is a fresh process, offscreen, in a data folder of its own that the first
run fills: the game as `python -m addiction --deal 7` does (app.main, the game's
modules imported before PySide6), the bare window as startup_display_bench.py's
script. The first window shown is let handle its pending events (it is painted),
then the process reports and ends. --against also runs the game of another checkout
(a folder holding `addiction/`, say `git archive` of the build before) with this
Python, to compare two builds. The runs alternate between the programs, so load on
the machine hits all alike. Counts are the same in every run; the memory and CPU
figures are medians, in MB (2^20 bytes) and ms, and the CPU time's least too (other
work on the machine only adds to it, so two builds a few ms apart show there first).
tracemalloc, which slows everything, runs in a separate pass of its own.
--instructions also counts the instructions each program runs to its first frame
under valgrind (callgrind, one run each, some 15 s): nearly the same in every run
and blind to the load on the machine, so it tells two builds apart by a few ms of
CPU, which the times cannot on a busy machine. --smoke: one run each (and the
tracemalloc pass), no --instructions.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from startup_display_bench import BARE_WINDOW
from timing import SMOKE_HELP

ROOT = Path(__file__).resolve().parents[1]
#: The longest a child may take to show its window and report.
CHILD_TIMEOUT = 120.0
#: How --instructions runs a child: its instructions counted, no profile written.
VALGRIND = ("valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null")

# Runs in the child: wrap QWidget.show, so the first window shown reports once painted.
REPORT = r"""
import collections, dataclasses, enum, gc, json, os, sys, time, tracemalloc


def report():
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    cpu = time.process_time()
    traced = tracemalloc.get_traced_memory()[0] if tracemalloc.is_tracing() else None
    types = [kind for kind in gc.get_objects() if isinstance(kind, type)]
    qt_enums = [
        kind for kind in types
        if isinstance(kind, enum.EnumMeta) and kind.__module__.startswith(("PySide6", "shiboken6"))
    ]
    ours = [kind for kind in types if kind.__module__.startswith("addiction")]
    with open("/proc/self/status") as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    print(json.dumps({
        "modules": sum(name.startswith("addiction") for name in sys.modules),
        "qt enum types": len(qt_enums),
        "enums": sum(isinstance(kind, enum.EnumMeta) for kind in ours),
        "dataclasses": sum(dataclasses.is_dataclass(kind) for kind in ours),
        "classes": len(ours),
        "rss": rss / 1024,
        "cpu": cpu * 1000,
        "traced": None if traced is None else traced / 2**20,
    }), flush=True)
    os._exit(0)


def wrap_show():
    from PySide6.QtWidgets import QWidget

    show = QWidget.show

    def shown(widget):
        show(widget)
        if widget.isWindow():
            report()

    QWidget.show = shown


if sys.argv[1] == "game":
    from addiction import app  # before PySide6, as `python -m addiction`

    wrap_show()
    sys.exit(app.main(["--deal", "7"]))
wrap_show()
exec(sys.argv[2])
"""


def run(
    which: str, tree: Path, folder: str, traced: bool, under: tuple[str, ...] = ()
) -> subprocess.CompletedProcess[str]:
    """One child, which is "game" (tree's) or "bare"; under: the program it runs in
    (valgrind's command line), if any."""
    environment = {
        **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
        "QT_QPA_PLATFORM": "offscreen",
        "ADDICTION_DATA_DIR": str(Path(folder) / "data"),
        "PYTHONPATH": str(tree),
    }
    command = [*under, sys.executable, *(["-X", "tracemalloc"] if traced else []), "-c", REPORT]
    return subprocess.run(
        [*command, which, BARE_WINDOW],
        cwd=tree,
        env=environment,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT * (20 if under else 1),
        check=True,
    )


def report_of(which: str, tree: Path, folder: str, traced: bool) -> dict[str, float | None]:
    """What one child reports at its first frame."""
    child = run(which, tree, folder, traced)
    report: dict[str, float | None] = json.loads(child.stdout.splitlines()[-1])
    return report


def instructions(which: str, tree: Path, folder: str) -> int:
    """The instructions one child runs to its first frame, as callgrind counts them."""
    child = run(which, tree, folder, False, VALGRIND)
    found = re.search(r"Collected : (\d+)", child.stderr)
    if found is None:
        sys.exit(f"callgrind counted nothing:\n{child.stderr}")
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path, help="another checkout holding addiction/")
    parser.add_argument(
        "--instructions", action="store_true", help="count instructions under valgrind too"
    )
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    options = parser.parse_args()
    if options.smoke:
        options.runs, options.instructions = 1, False
    if options.instructions and shutil.which(VALGRIND[0]) is None:
        parser.error("--instructions needs valgrind")
    # Each column: its name, the program ("game" or "bare") and the tree it runs from.
    columns = [("game", "game", ROOT)]
    if options.against is not None:
        columns.append(("against", "game", options.against.resolve()))
    columns.append(("bare", "bare", ROOT))
    reports: dict[str, list[dict[str, float | None]]] = {name: [] for name, _, _ in columns}
    with tempfile.TemporaryDirectory() as folder:
        for _, which, tree in columns:  # fills the data folder and the caches
            run(which, tree, folder, traced=False)
        for _ in range(options.runs):
            for name, which, tree in columns:
                reports[name].append(report_of(which, tree, folder, traced=False))
        traced = {
            name: report_of(which, tree, folder, traced=True)["traced"]
            for name, which, tree in columns
        }
        counted = {
            name: instructions(which, tree, folder) if options.instructions else 0
            for name, which, tree in columns
        }
    print(f"at the first frame, offscreen, {options.runs} runs each, interleaved, medians")
    if options.against is not None:
        print(f"game: {ROOT}; against: {options.against}")
    print(f"{'':38}" + "".join(f"{name:>9}" for name, _, _ in columns))
    rows = [
        ("modules of addiction", "modules", "{:9.0f}"),
        ("Qt enum types (PySide6)", "qt enum types", "{:9.0f}"),
        ("classes of addiction", "classes", "{:9.0f}"),
        ("  of them enums", "enums", "{:9.0f}"),
        ("  of them dataclasses", "dataclasses", "{:9.0f}"),
        ("RSS, MB", "rss", "{:9.1f}"),
        ("CPU time to the first frame, ms", "cpu", "{:9.0f}"),
    ]
    for label, key, form in rows:
        figures = "".join(
            form.format(statistics.median(float(r[key] or 0) for r in reports[name]))
            for name, _, _ in columns
        )
        print(f"{label:38}{figures}")
    least = "".join(
        f"{min(float(r['cpu'] or 0) for r in reports[name]):9.0f}" for name, _, _ in columns
    )
    print(f"{'  the least of the runs, ms':38}{least}")
    python = "".join(f"{float(traced[name] or 0):9.1f}" for name, _, _ in columns)
    print(f"{'Python allocations (tracemalloc), MB':38}{python}")
    if options.instructions:
        millions = "".join(f"{counted[name] / 1e6:9.0f}" for name, _, _ in columns)
        print(f"{'instructions (callgrind), millions':38}{millions}")
    print(f"load average: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")


if __name__ == "__main__":
    main()
