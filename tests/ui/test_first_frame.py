"""Work that waits for a window's first frame (addiction/ui/first_frame.py) runs once
the window has painted, once only, and even for a window that is never exposed."""

from __future__ import annotations

from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget

from addiction.ui.first_frame import FIRST_FRAME_WAIT, after_first_frame


class Painted(QWidget):
    """A window that notes each paint in a shared list of what happened."""

    def __init__(self, happened: list[str]) -> None:
        super().__init__()
        self.happened = happened

    def paintEvent(self, event: QPaintEvent) -> None:
        self.happened.append("painted")


def test_the_work_runs_after_the_first_paint_and_once(qtbot) -> None:
    happened: list[str] = []
    window = Painted(happened)
    qtbot.addWidget(window)
    window.show()
    after_first_frame(window, lambda: happened.append("work"))
    qtbot.waitUntil(lambda: "work" in happened)
    assert happened.index("painted") < happened.index("work")
    window.hide()
    window.show()  # exposed again
    qtbot.waitExposed(window)
    qtbot.wait(50)  # the event loop turns: a second run would be queued by now
    assert happened.count("work") == 1


def test_a_window_never_exposed_still_gets_its_work_done(qtbot) -> None:
    happened: list[str] = []
    window = Painted(happened)
    qtbot.addWidget(window)
    window.winId()  # a native window, never shown
    after_first_frame(window, lambda: happened.append("work"))
    qtbot.waitUntil(lambda: "work" in happened, timeout=FIRST_FRAME_WAIT * 5)
    assert "painted" not in happened


def test_a_widget_without_a_window_of_its_own_gets_its_work_done(qtbot) -> None:
    happened: list[str] = []
    window = Painted(happened)
    qtbot.addWidget(window)
    after_first_frame(window, lambda: happened.append("work"))
    qtbot.waitUntil(lambda: "work" in happened)
