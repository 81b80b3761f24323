"""Work that waits until a window's first frame is on the display.

A zero-timer started when the window is shown can run before the window system
has asked for the first frame (on X11 an Expose event comes back after a round
trip and the window manager's mapping), so whatever it does would delay that
frame. after_first_frame waits for the window's first Expose event instead: Qt
paints and flushes the window while it handles that event, and the work runs at
the next turn of the event loop.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QWidget

#: The longest wait for a first frame (ms): a window shown minimised, or on a
#: platform that sends no Expose, still gets its work done.
FIRST_FRAME_WAIT = 2000


class _FirstExpose(QObject):
    """Runs work once, after the first Expose of window (or after FIRST_FRAME_WAIT)."""

    def __init__(self, window: QWindow, work: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._work: Callable[[], None] | None = work
        window.installEventFilter(self)
        QTimer.singleShot(FIRST_FRAME_WAIT, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Expose and self._window.isExposed():
            # Queued: Qt paints the window while it handles this event, after us.
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        work, self._work = self._work, None
        if work is None:
            return  # done already: the other of the event and the timeout came later
        self._window.removeEventFilter(self)
        self.deleteLater()
        work()


def after_first_frame(window: QWidget, work: Callable[[], None]) -> None:
    """Run work once window (shown: it has its native window) has painted its first
    frame on the display."""
    handle = window.windowHandle()
    if handle is None:
        QTimer.singleShot(0, work)  # not shown as a window of its own: nothing to wait for
        return
    _FirstExpose(handle, work)
