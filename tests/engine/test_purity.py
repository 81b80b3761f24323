"""The engine is pure Python: importing it must not load Qt."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_engine_does_not_import_qt() -> None:
    script = (
        "import importlib, pkgutil, sys, addiction.engine\n"
        "for info in pkgutil.walk_packages(addiction.engine.__path__, 'addiction.engine.'):\n"
        "    importlib.import_module(info.name)\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(loaded))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
