"""The Close icon's proxy style (addiction/ui/theme.py) comes only with a dark window:
a light start keeps the plain style (no call into Python for each icon the style
draws), and a dark theme chosen later gets the proxy with its own dark palette."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.children import CHILD_TIMEOUT

# In a fresh application: light first, then dark; the style's class and whether the
# palette is dark after each.
LIGHT_THEN_DARK = """
import json
from PySide6.QtWidgets import QApplication
from addiction.ui.theme import apply_theme, is_dark_palette

app = QApplication([])
seen = []
for choice in ("light", "dark"):
    apply_theme(choice)
    seen.append([type(app.style()).__name__, is_dark_palette(app.palette())])
print(json.dumps(seen))
"""


def test_only_a_dark_window_gets_the_proxy_style() -> None:
    child = subprocess.run(
        [sys.executable, "-c", LIGHT_THEN_DARK],
        cwd=Path(__file__).resolve().parents[2],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=True,
    )
    (light_style, light_dark), (dark_style, dark_dark) = json.loads(child.stdout)
    assert light_style != "VisibleCloseIcon" and not light_dark
    assert dark_style == "VisibleCloseIcon" and dark_dark
