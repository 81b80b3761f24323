"""Where start-up time goes: the phases of the game's screenshot run beside a bare window's.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/startup_phases.py [--runs 9]
        [--smoke]

startup_bench.py times whole processes; this one looks inside them. Each run is a
fresh process that wraps the functions start-up calls (app.create_main_window,
QWidget.show for the bare window, QApplication.processEvents, QWidget.grab,
QPixmap.save) to note the time each phase ends, and replaces builtins.__import__ to
add up the time spent importing in each phase (outermost imports only). The game
runs `app.main` with the same command line as startup_bench.py; the bare window is
that benchmark's own script (BARE_WINDOW). Both import PySide6.QtWidgets first, so
that line is theirs alike. Medians over the runs, in ms,
from the first line of the child's script (the interpreter's own start is not in it).
--smoke: one run each.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from startup_bench import BARE_WINDOW, startup_environment
from timing import SMOKE_HELP

# Runs in the child. PHASE names the phase under way; each mark() ends it.
CHILD = r"""
import builtins, json, sys, time

marks, imports, depth = [], {}, [0]
phase = ["PySide6.QtWidgets imported"]  # the phase under way
start = time.perf_counter()
real_import = builtins.__import__


def timed_import(*args, **kwargs):
    if depth[0]:
        return real_import(*args, **kwargs)
    depth[0] += 1
    began = time.perf_counter()
    try:
        return real_import(*args, **kwargs)
    finally:
        depth[0] -= 1
        imports[phase[0]] = imports.get(phase[0], 0.0) + time.perf_counter() - began


builtins.__import__ = timed_import


def end(ended, following):
    marks.append((ended, time.perf_counter()))
    phase[0] = following


def wrap(owner, name, before=None, after=None, static=False):
    original = getattr(owner, name)

    def wrapper(*args, **kwargs):
        if before:
            end(*before)
        result = original(*args, **kwargs)
        if after:
            end(*after)
        return result

    setattr(owner, name, staticmethod(wrapper) if static else wrapper)


import PySide6.QtWidgets as widgets, PySide6.QtGui as gui

TO_WINDOW = "to the window: arguments, QApplication, icon, signals"
end("PySide6.QtWidgets imported", TO_WINDOW)
first_paint = ("window shown", "first paint"), ("first paint", "grab")
wrap(widgets.QApplication, "processEvents", *first_paint, static=True)
wrap(widgets.QWidget, "grab", after=("grab", "PNG saved"))
wrap(gui.QPixmap, "save", after=("PNG saved", "-"))
if sys.argv[1] == "game":
    import addiction.app as app

    wrap(app, "create_main_window", (TO_WINDOW, "window built"), ("window built", "window shown"))
    app.main(["--screenshot", sys.argv[2], "--deal", "7", "--size", "1280x800"])
else:  # startup_bench.py's bare window, its script passed as the third argument
    wrap(widgets.QWidget, "show", (TO_WINDOW, "window shown"))
    bare_window, sys.argv = sys.argv[3], sys.argv[:1] + sys.argv[2:3]
    exec(bare_window)

phases, previous = {}, start
for name, when in marks:
    phases[name] = when - previous
    previous = when
phases["in all"] = previous - start
# The PySide6 classes the game's modules hold by name, for TYPES below.
types = sorted(
    {
        (value.__module__, value.__qualname__)
        for module in list(sys.modules.values())
        if module.__name__.startswith("addiction")
        for value in vars(module).values()
        if isinstance(value, type) and value.__module__.startswith("PySide6.")
    }
)
print(json.dumps({"phases": phases, "imports": imports, "types": types}))
"""

# Runs in a child of its own: how long PySide6 takes to make the classes the game's
# start-up names (each with its enums, made when the class is first touched) in a
# process that has imported PySide6 and touched nothing yet, as the game has then.
TYPES = r"""
import importlib, json, sys, time
import PySide6.QtWidgets

began = time.perf_counter()
for module, qualname in json.loads(sys.argv[1]):
    found = importlib.import_module(module)
    for part in qualname.split("."):
        found = getattr(found, part)
print(json.dumps(time.perf_counter() - began))
"""

PHASES = [
    "PySide6.QtWidgets imported",
    "to the window: arguments, QApplication, icon, signals",
    "window built",
    "window shown",
    "first paint",
    "grab",
    "PNG saved",
]


def measure(script: str, arguments: list[str], environment: dict[str, str]) -> Any:
    """What a fresh process running script printed last, read as JSON."""
    child = subprocess.run(
        [sys.executable, "-c", script, *arguments], env=environment, capture_output=True, text=True
    )
    if child.returncode != 0:
        sys.exit(f"the run {arguments[0]!r} failed:\n{child.stderr}")
    return json.loads(child.stdout.splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    options = parser.parse_args()
    runs = 1 if options.smoke else options.runs
    with tempfile.TemporaryDirectory() as folder:
        picture = str(Path(folder) / "window.png")
        environment = startup_environment(folder)
        # The first run fills the data folder and the caches.
        types = json.dumps(measure(CHILD, ["game", picture], environment)["types"])
        samples: dict[str, list[dict[str, dict[str, float]]]] = {"game": [], "bare": []}
        type_times = []
        for _ in range(runs):
            for kind, found in samples.items():
                found.append(measure(CHILD, [kind, picture, BARE_WINDOW], environment))
            type_times.append(measure(TYPES, [types], environment))

    def median_ms(kind: str, part: str, name: str) -> float:
        return 1000 * statistics.median(run[part].get(name, 0.0) for run in samples[kind])

    print(f"runs: {runs} each, medians in ms (imports: the part of the phase spent importing)")
    print(f"{'phase':<56}{'game':>8}{'imports':>9}{'bare':>8}")
    for name in PHASES:
        print(
            f"{name:<56}{median_ms('game', 'phases', name):8.1f}"
            f"{median_ms('game', 'imports', name):9.1f}{median_ms('bare', 'phases', name):8.1f}"
        )
    game_imports = 1000 * statistics.median(sum(run["imports"].values()) for run in samples["game"])
    print(
        f"{'in all':<56}{median_ms('game', 'phases', 'in all'):8.1f}{game_imports:9.1f}"
        f"{median_ms('bare', 'phases', 'in all'):8.1f}"
    )
    print(
        f"of the game's imports, PySide6 making the {len(json.loads(types))} classes its "
        f"modules name (with their enums): {1000 * statistics.median(type_times):.1f} ms"
    )


if __name__ == "__main__":
    main()
