"""Ctrl+C in the terminal (SIGINT) and SIGTERM quit the game as Game > Quit does.

Python runs a signal handler only between two bytecodes of the main thread, and
while Qt's event loop waits in C++ no bytecode runs: the default SIGINT handler
then raised KeyboardInterrupt inside whatever slot ran next (the one-second
clock), printed a traceback, and the game went on. Here the C-level handler
writes to a socket (signal.set_wakeup_fd) that Qt watches, which wakes the loop
at once; the Python handler then asks the application to quit, which closes
every window, so the main window's closeEvent saves the game first.
"""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from types import FrameType
from typing import Any

from PySide6.QtCore import QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

QUIT_SIGNALS = (signal.SIGINT, signal.SIGTERM)


@contextmanager
def quit_on_termination_signals(app: QApplication) -> Iterator[None]:
    """Inside, SIGINT and SIGTERM close all windows and end app.exec() with status 0.

    Enter it in the main thread right after the QApplication is made: a signal
    that comes before the event loop runs is acted on as soon as it does. On
    leaving, the handlers there were before come back (tests run main() in
    their own process, whose Ctrl+C must stay pytest's).
    """
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(lambda: _drain(reader))

    def quit_later(_number: int, _frame: FrameType | None) -> None:
        # Queued, never direct: the handler may interrupt any Python code, and the
        # save in closeEvent must not run in the middle of a half-made move.
        QTimer.singleShot(0, app, app.quit)

    previous_wakeup = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    previous: dict[int, Callable[[int, FrameType | None], Any] | int | None] = {
        number: signal.signal(number, quit_later) for number in QUIT_SIGNALS
    }
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)
        signal.set_wakeup_fd(previous_wakeup)
        notifier.setEnabled(False)
        notifier.deleteLater()
        reader.close()
        writer.close()


def _drain(reader: socket.socket) -> None:
    """Empty the wake-up socket: only the wake-up mattered (the Python handler
    has run by now), and unread bytes would make the notifier fire again."""
    with suppress(BlockingIOError):
        while reader.recv(512):
            pass
