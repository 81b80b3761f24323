"""What the dialog tests share: a click that lands where a player's would, and a
custom rule set."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton

from addiction.engine import RedealMode, Rules, ShuffleTiming

CUSTOM_RULES = Rules(5, RedealMode.AFTER_RUNS, ShuffleTiming.ANY_TIME, False)


def click(button: QAbstractButton) -> None:
    # On the indicator: a check box stretched across a grid only takes clicks on
    # its box and label, not in the middle of its empty width.
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
