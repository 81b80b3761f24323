"""What start-up keeps that the game does not need: PySide6 reading the source of
every module imported after it (addiction/app.py, skip_pyside_source_reading)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.children import CHILD_TIMEOUT

# In a fresh Python: import the app, then PySide6; skip its reading or not (argv[1]);
# import the game's statistics (store/ modules not loaded yet); say which of the
# files linecache holds are the game's package's (a checkout in a folder named
# "addiction" puts PySide6's own files under that name too).
IMPORT_AFTER_PYSIDE = """
import json, linecache, os, sys
import addiction
from addiction import app  # imported before PySide6, as `python -m addiction` does
import PySide6.QtWidgets

if sys.argv[1] == "skip":
    app.skip_pyside_source_reading()
import addiction.store.statistics
package = os.path.dirname(addiction.__file__) + os.sep  # not a folder merely named so
print(json.dumps(sorted(name for name in linecache.cache if name.startswith(package))))
"""


def sources_kept(skip: bool) -> list[str]:
    child = subprocess.run(
        [sys.executable, "-c", IMPORT_AFTER_PYSIDE, "skip" if skip else "read"],
        cwd=Path(__file__).resolve().parents[1],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=True,
    )
    return list(json.loads(child.stdout.splitlines()[-1]))


def test_pyside_keeps_the_source_of_modules_imported_after_it() -> None:
    # What the game's start-up avoids: were this ever false, the skip would be moot.
    kept = sources_kept(skip=False)
    if not kept:
        pytest.skip("this PySide6 reads no sources")
    assert any(Path(name).parent.name == "store" for name in kept)


def test_the_game_start_up_has_pyside_read_no_sources() -> None:
    assert sources_kept(skip=True) == []
