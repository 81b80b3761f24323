"""Guards against a broken Qt binding.

PySide6 6.12.0 on CPython before 3.12 drops a reference to None on every call
of a void Qt method and to True on every Signal.emit(); painting the board makes
hundreds of such calls a frame, so the interpreter aborts within minutes
("none_dealloc"). pyproject.toml keeps that release out; this test fails if a
binding with the same fault comes back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage, QPainter


class _Emitter(QObject):
    fired = Signal(bool)


def test_void_calls_and_signals_keep_none_and_true_alive(qapp) -> None:  # type: ignore[no-untyped-def]
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    none_before = sys.getrefcount(None)
    for _ in range(1000):
        painter.drawRect(1, 1, 4, 4)
    painter.end()
    emitter = _Emitter()
    true_before = sys.getrefcount(True)
    for _ in range(1000):
        emitter.fired.emit(True)
    # A few references come and go with the interpreter's own work; a thousand do not.
    assert abs(sys.getrefcount(None) - none_before) < 100
    assert abs(sys.getrefcount(True) - true_before) < 100
