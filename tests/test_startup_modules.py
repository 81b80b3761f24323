"""What start-up leaves for later (docs/architecture.md, "Start-up and footprint"):
the modules a window shown for the first time does not import, and the sources
PySide6 read while it loaded, let go (addiction/app.py, skip_pyside_source_reading)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.children import CHILD_TIMEOUT

ROOT = Path(__file__).resolve().parents[1]

# Loaded on first use, each by what first needs it: the solver, the hints and the
# studies (in the workers), the campaign, the daily deals (the challenges' module
# names only their tiers at start-up) and winnable deals, the reviews, every
# dialog but the shared helpers, the statistics window, the sound player, the card
# decks and QtSvg (a deck kept from the last time is read after the first frame), the
# worker processes' machinery and jobs (control/worker_on_demand.py) and their
# multiprocessing, and hashlib (libcrypto, some 3 MB resident: only
# the data files' checksums use it, engine/checksums.py).
LOADED_ON_USE = (
    "addiction.engine.solver",
    "addiction.engine.hints",
    "addiction.engine.campaign",
    "addiction.engine.campaign_making",
    "addiction.engine.daily",
    "addiction.engine.winnable",
    "addiction.engine.review",
    "addiction.control.review",
    "addiction.control.jobs",
    "addiction.control.data_loading",
    "addiction.control.process_worker",
    "addiction.control.worker_process",
    "addiction.models.games_table",
    "addiction.ui.review",
    "addiction.ui.statistics",
    "addiction.ui.dialogs.about",
    "addiction.ui.dialogs.campaign_map",
    "addiction.ui.dialogs.daily_calendar",
    "addiction.ui.dialogs.how_to_play",
    "addiction.ui.dialogs.rules",
    "addiction.ui.dialogs.strategy_guide",
    "addiction.ui.dialogs.welcome",
    "addiction.ui.sound.player",
    "addiction.ui.decks",
    "PySide6.QtSvg",
    "multiprocessing",
    "hashlib",
)

# The game's start-up, as app.main makes it, up to the window's first frame; each
# check below then prints its finding as JSON on the last line.
SHOW_THE_WINDOW = """
import json, sys
import PySide6.QtCore, PySide6.QtWidgets
from PySide6.QtWidgets import QApplication
from addiction.app import create_main_window
from addiction.start_options import parse_arguments

app = QApplication(sys.argv[:1])
window = create_main_window(parse_arguments(["--deal", "5"]))
window.show()
app.processEvents()
"""

# Every module loaded that LOADED_ON_USE names, or lies inside one it names.
LOADED_MODULES = """
names = json.loads(sys.argv[1])
print(json.dumps(sorted(
    loaded for loaded in sys.modules
    if any(loaded == name or loaded.startswith(name + ".") for name in names)
)))
"""


def found_after_first_frame(check: str, question: object, data_folder: Path) -> object:
    """What check, run in a child process once the window has shown (SHOW_THE_WINDOW),
    prints about question (given as JSON in sys.argv[1])."""
    environment = {
        **os.environ,
        "ADDICTION_DATA_DIR": str(data_folder),
        "QT_QPA_PLATFORM": "offscreen",
    }
    child = subprocess.run(
        [sys.executable, "-c", SHOW_THE_WINDOW + check, json.dumps(question)],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=True,
    )
    return json.loads(child.stdout.splitlines()[-1])


def test_building_and_showing_the_window_leaves_later_modules_unloaded(tmp_path: Path) -> None:
    assert found_after_first_frame(LOADED_MODULES, LOADED_ON_USE, tmp_path) == []


# Qt classes the first frame does not need: PySide6 makes every Python enum of a
# class as the class is first named (QStyleOption 3, the animations' 8), so each is
# named by what first uses it: the questions (ui/prompts.py), the welcome's button
# box, the dialogs, the animations (ui/panels.py, ui/board/animation.py) and the
# Close icon's style option (ui/theme.py).
NAMED_ON_USE = {
    "QtCore": ("QAbstractAnimation", "QEasingCurve", "QPropertyAnimation", "QVariantAnimation"),
    "QtWidgets": (
        "QDialog",
        "QDialogButtonBox",
        "QGraphicsEffect",
        "QGraphicsOpacityEffect",
        "QInputDialog",
        "QLineEdit",
        "QMessageBox",
        "QSizePolicy",
        "QStyleOption",
    ),
}

# Which of those classes PySide6 has made; and whether it makes its classes as they
# are named at all (a class nothing names is not made yet).
NAMED_CLASSES = """
named = {
    module: sorted(name for name in names if name in vars(getattr(PySide6, module)))
    for module, names in json.loads(sys.argv[1]).items()
}
print(json.dumps([named, "QCalendarWidget" in vars(PySide6.QtWidgets)]))
"""


def test_building_and_showing_the_window_leaves_later_qt_classes_unnamed(
    tmp_path: Path,
) -> None:
    found = found_after_first_frame(NAMED_CLASSES, NAMED_ON_USE, tmp_path)
    assert isinstance(found, list)
    named, made_before_named = found
    if made_before_named:
        pytest.skip("this PySide6 makes its classes before they are named")
    assert named == {module: [] for module in NAMED_ON_USE}


def test_the_list_names_modules_that_exist() -> None:
    # A module renamed or moved would make its line above pass for nothing.
    missing = [name for name in LOADED_ON_USE if importlib.util.find_spec(name) is None]
    assert missing == []


def test_the_qt_classes_listed_exist() -> None:
    # A class renamed or gone would make its line above pass for nothing.
    import PySide6.QtCore
    import PySide6.QtWidgets

    modules = {"QtCore": PySide6.QtCore, "QtWidgets": PySide6.QtWidgets}
    missing = [
        name
        for module, names in NAMED_ON_USE.items()
        for name in names
        if not hasattr(modules[module], name)
    ]
    assert missing == []


# In a fresh Python, as `python -m addiction` starts: the app, then PySide6; how
# many files linecache holds before and after skip_pyside_source_reading.
SOURCES_READ = """
import json, linecache
from addiction import app
import PySide6.QtWidgets

before = len(linecache.cache)
app.skip_pyside_source_reading()
print(json.dumps([before, len(linecache.cache)]))
"""


def test_the_sources_pyside_read_while_loading_are_let_go() -> None:
    child = subprocess.run(
        [sys.executable, "-c", SOURCES_READ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=True,
    )
    before, after = json.loads(child.stdout.splitlines()[-1])
    if not before:
        pytest.skip("this PySide6 reads no sources while it loads")
    assert after == 0
