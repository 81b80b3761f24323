"""A press of H shows at once that it was taken, and the first hint need not wait for
the hint worker to start (addiction/control/hint_worker.py). Real windows, real keys,
a real worker process."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from addiction.control.hint_worker import HintWorker
from addiction.ui.main_window import MainWindow
from tests.ui.test_hint_callout import HINT_TIMEOUT_MS, ask_hint
from tests.ui.test_main_window import open_window, press

__all__ = ["open_window"]  # the fixture


class PaintedTexts(QObject):
    """The texts a label had each time it was painted."""

    def __init__(self, label) -> None:  # type: ignore[no-untyped-def]
        super().__init__()
        self.label = label
        self.texts: list[str] = []
        label.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.texts.append(self.label.text())
        return False


def test_looking_for_a_hint_is_painted_before_the_question_is_sent(
    qtbot: QtBot, open_window, monkeypatch: pytest.MonkeyPatch
) -> None:
    window: MainWindow = open_window("--rules", "blue-moon", "--deal", "1")
    painted = PaintedTexts(window.status.hint_label)
    seen_when_asked: list[list[str]] = []
    asking = HintWorker.request

    def request(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        seen_when_asked.append(list(painted.texts))
        asking(self, *args, **kwargs)

    monkeypatch.setattr(HintWorker, "request", request)
    with qtbot.waitSignal(window.controller.hint_worker.hintReady, timeout=HINT_TIMEOUT_MS):
        press(window, "H")
    assert len(seen_when_asked) == 1
    assert "Looking for a hint…" in seen_when_asked[0]


def test_the_warmed_up_worker_answers_the_first_hint(qtbot: QtBot, open_window) -> None:
    window: MainWindow = open_window("--rules", "double-montana", "--deal", "1")
    worker = window.controller.hint_worker
    assert worker.process_ids() == []  # nothing started with the window in a test
    window.controller.warm_up_hints()
    qtbot.waitUntil(lambda: worker.process_ids() != [], timeout=HINT_TIMEOUT_MS)
    warmed = worker.process_ids()
    ask_hint(qtbot, window)
    assert window.controller.model.hint is not None or window.status.hint_label.text()
    assert worker.process_ids() == warmed  # no other process started for it
    window.controller.warm_up_hints()  # one running: nothing more
    assert worker.process_ids() == warmed
