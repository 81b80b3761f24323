"""The first-frame probe of benchmarks/startup_display_bench.py: put on PYTHONPATH, it
tells the benchmark the moment a program's first window has been painted on the display.

Python imports sitecustomize before the program's first line, so the program's own
command line runs unchanged (`python -m addiction --deal 7`, the bare window's script).
Until the program imports PySide6.QtWidgets this costs one finder call per import;
then QWidget.show is wrapped so that the first top-level window shown gets an event
filter on its native window. Qt paints a widget window synchronously while it handles
its first Expose event (QWidgetWindow::handleExposeEvent syncs the backing store and
flushes it to the display), so the filter hands that event on itself and, once the
handling is over, writes one line to the file descriptor FIRST_FRAME_FD. With
FIRST_FRAME_GRAB set it also saves what the window shows then (QWidget.grab) as a PNG
there, for comparing the first frames of two builds.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec, PathFinder
from types import ModuleType
from typing import Any


def _probe(widgets: ModuleType) -> None:
    """Wrap QWidget.show: the first window shown reports its first painted frame."""
    from PySide6.QtCore import QCoreApplication, QEvent, QObject
    from PySide6.QtGui import QWindow

    report = int(os.environ["FIRST_FRAME_FD"])
    grab = os.environ.get("FIRST_FRAME_GRAB")
    original_show = widgets.QWidget.show

    class FirstExpose(QObject):
        def __init__(self, window: Any) -> None:
            super().__init__()
            self.window = window  # the QWidget

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if not isinstance(watched, QWindow) or event.type() != QEvent.Type.Expose:
                return False
            if not watched.isExposed():
                return False
            watched.removeEventFilter(self)
            QCoreApplication.sendEvent(watched, event)  # paints and flushes the window
            if grab:
                self.window.grab().save(grab)
            os.write(report, b"painted\n")
            return True  # handled above, once

    def show(widget: Any) -> None:
        original_show(widget)
        if widget.isWindow() and getattr(show, "watcher", None) is None:
            show.watcher = FirstExpose(widget)  # type: ignore[attr-defined]
            widget.windowHandle().installEventFilter(show.watcher)  # type: ignore[attr-defined]

    widgets.QWidget.show = show


class _WaitForWidgets:
    """A finder that finds nothing until PySide6.QtWidgets, whose loading it then wraps."""

    @classmethod
    def find_spec(
        cls, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if name != "PySide6.QtWidgets":
            return None
        sys.meta_path.remove(cls)
        spec = PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None:
            return spec
        load = spec.loader.exec_module

        def exec_module(module: ModuleType) -> None:
            load(module)
            _probe(module)

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


if "FIRST_FRAME_FD" in os.environ:
    sys.meta_path.insert(0, _WaitForWidgets)
