"""Start-up as a whole process: the game's screenshot run against a bare PySide6 window.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/startup_bench.py [--runs 15]
        [--smoke]

Both are timed from process start to a PNG on disk, the same way: the game as
`python -m addiction --screenshot FILE --deal 7 --size 1280x800`, the bare window as
a QMainWindow of the same size grabbed and saved. The ratio is what the game's own
start-up costs on top of Qt's (the target is at most 1.5x). The processes' CPU time
(user + system) is printed too: on a machine busy with other work the wall-clock
times wait for the CPU, and their ratio with them. --smoke: one run each.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from timing import SMOKE_HELP

BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
window.grab().save(sys.argv[1])
"""


# What a normal launch adds that a --screenshot run skips: one copy per user.
SINGLE_INSTANCE = """
import sys, time
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
start = time.perf_counter()
from addiction.control.single_instance import SingleInstance
instance = SingleInstance(Path(sys.argv[1]))
instance.claim([])
print(time.perf_counter() - start)
instance.release()
"""


def run(command: list[str], environment: dict[str, str]) -> tuple[float, float]:
    """The command's wall-clock time and CPU time (user + system), in seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, env=environment, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def startup_environment(folder: str) -> dict[str, str]:
    """The environment a timed start-up runs in, its data folder inside folder."""
    # A player's Python keeps compiled bytecode; the first run of a benchmark writes it.
    return {
        **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "ADDICTION_DATA_DIR": str(Path(folder) / "data"),
    }


def keep_card_deck(environment: dict[str, str], key: str) -> None:
    """Keep key as the card deck chosen in View > Cards (addiction/ui/decks/found.py:
    "kde/svg-oxygen", "addiction/minimum.svgz") in the preferences of the environment's
    data folder, as the player's choice is kept."""
    from PySide6.QtCore import QSettings

    from addiction.store.paths import SETTINGS_NAME
    from addiction.store.settings import Preferences

    folder = Path(environment["ADDICTION_DATA_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(folder / SETTINGS_NAME), QSettings.Format.IniFormat)
    Preferences(settings).card_deck = key
    settings.sync()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    options = parser.parse_args()
    runs = 1 if options.smoke else options.runs
    with tempfile.TemporaryDirectory() as folder:
        picture = str(Path(folder) / "window.png")
        environment = startup_environment(folder)
        game = [
            sys.executable,
            "-m",
            "addiction",
            "--screenshot",
            picture,
            "--deal",
            "7",
            "--size",
            "1280x800",
        ]
        bare = [sys.executable, "-c", BARE_WINDOW, picture]
        run(game, environment)  # the first run fills the data folder and the caches
        game_runs, bare_runs = [], []
        for _ in range(runs):  # interleaved, so load on the machine hits both alike
            game_runs.append(run(game, environment))
            bare_runs.append(run(bare, environment))
        claim = [sys.executable, "-c", SINGLE_INSTANCE, folder]
        claim_times = [
            float(subprocess.run(claim, env=environment, check=True, capture_output=True).stdout)
            for _ in range(runs)
        ]
    game_times, game_cpu = zip(*game_runs, strict=True)
    bare_times, bare_cpu = zip(*bare_runs, strict=True)
    game_median, bare_median = statistics.median(game_times), statistics.median(bare_times)
    print(f"runs: {runs} each, interleaved")
    print(
        f"game (--screenshot --deal 7 --size 1280x800): median {game_median:.3f} s, "
        f"min {min(game_times):.3f} s"
    )
    print(
        f"bare PySide6 window saved the same way:      median {bare_median:.3f} s, "
        f"min {min(bare_times):.3f} s"
    )
    print(f"ratio game / bare (medians): {game_median / bare_median:.2f}x (target <= 1.5x)")
    game_cpu_median, bare_cpu_median = statistics.median(game_cpu), statistics.median(bare_cpu)
    print(
        f"CPU time (user + system), medians: game {game_cpu_median:.3f} s, "
        f"bare {bare_cpu_median:.3f} s, ratio {game_cpu_median / bare_cpu_median:.2f}x"
    )
    print(
        "a normal launch also claims the one-copy lock and socket: median "
        f"{statistics.median(claim_times) * 1000:.1f} ms (import included)"
    )


if __name__ == "__main__":
    main()
