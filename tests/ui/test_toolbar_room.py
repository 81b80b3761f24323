"""The toolbar in the smallest window (ui/window/toolbar_room.py): every button on
it, none in its » menu, in English and in Brazilian Portuguese (where Shuffle was
hidden at 640 pixels), with unlimited shuffles' longer name too; Undo, Hint and
Shuffle keep their names, and a wide window shows every name."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from addiction.ui.main_window import MainWindow
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests

SMALLEST = QSize(640, 420)


def buttons(window: MainWindow) -> dict[str, QToolButton]:
    """The toolbar's buttons by their action's name."""
    toolbar = window.menus.toolbar
    found = {}
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton) and not action.isSeparator():
            found[action.text()] = button
    return found


@pytest.mark.parametrize("rules", ["addiction", "relaxed"])
def test_every_button_is_on_the_toolbar_of_the_smallest_window(
    qtbot: QtBot, language: str, open_window: Callable[..., MainWindow], rules: str
) -> None:
    window = open_window("--deal", "5", "--rules", rules)
    window.resize(SMALLEST)
    qtbot.waitUntil(lambda: window.size() == SMALLEST)
    menus = window.menus
    shown = buttons(window)
    qtbot.waitUntil(lambda: all(button.isVisible() for button in shown.values()))
    toolbar = menus.toolbar
    layout = toolbar.layout()
    assert layout is not None
    assert layout.sizeHint().width() <= toolbar.width()
    for action in (menus.undo_action, menus.hint_action, menus.shuffle_action):
        style = shown[action.text()].toolButtonStyle()
        assert style == Qt.ToolButtonStyle.ToolButtonTextBesideIcon, action.text()


def test_a_wide_window_names_every_button(
    qtbot: QtBot, language: str, open_window: Callable[..., MainWindow]
) -> None:
    window = open_window("--deal", "5")
    window.resize(SMALLEST)
    qtbot.waitUntil(lambda: window.size() == SMALLEST)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    for name, button in buttons(window).items():
        assert button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon, name
        assert button.isVisible(), name
