"""The welcome over the middle of its window, even when a window manager places the
window only after the welcome showed (openbox: the first start's welcome opened
while the window still stood at the screen's top left, and stayed there)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from addiction.ui.dialogs.welcome import WelcomeDialog
from addiction.ui.main_window import MainWindow
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests


def centre(widget: QWidget) -> QPoint:
    return widget.frameGeometry().center()


def test_the_welcome_is_centred_when_shown_and_when_its_window_is_placed(
    qtbot: QtBot, open_window: Callable[..., MainWindow]
) -> None:
    window = open_window("--deal", "5")
    window.resize(window.minimumSize())  # room around it on the offscreen screen
    window.move(0, 0)  # where a window stands before the window manager places it
    qtbot.waitUntil(lambda: window.pos() == QPoint(0, 0))
    # Inside the screen either way: the welcome is not pushed back onto it.
    placed = QPoint(
        (window.screen().availableGeometry().width() - window.frameGeometry().width()) // 2,
        (window.screen().availableGeometry().height() - window.frameGeometry().height()) // 2,
    )
    assert placed.x() > 0 and placed.y() > 0, "the screen has room to place the window"
    seen: dict[str, tuple[QPoint, QPoint]] = {}

    def place_the_window_under_the_welcome() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, WelcomeDialog)
        try:
            seen["shown"] = (centre(dialog), centre(window))
            window.move(placed)  # the window manager's placement comes now
            qtbot.waitUntil(lambda: centre(window) != seen["shown"][1])
            seen["placed"] = (centre(dialog), centre(window))
        finally:
            dialog.reject()

    QTimer.singleShot(0, place_the_window_under_the_welcome)
    window.welcome.show()
    assert set(seen) == {"shown", "placed"}
    for dialog_centre, window_centre in seen.values():
        assert (dialog_centre - window_centre).manhattanLength() <= 1, seen
    assert seen["placed"][1] != seen["shown"][1]  # the window did move
