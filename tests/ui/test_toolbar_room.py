"""The toolbar in the smallest window (ui/window/toolbar_room.py): every button on
it, none in its » menu, in every language (Shuffle was hidden at 640 pixels in
Brazilian Portuguese), with unlimited shuffles' longer name too; Undo, Hint and
Shuffle keep their names, a wide window shows every name, and no name shows its
access key (Japanese's "(S)")."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from addiction.ui.main_window import MainWindow
from addiction.ui.window.toolbar_room import button_name
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
        # Its name without the access key a menu shows: no "&", no CJK "(S)".
        assert re.search(r"&|\([A-Z]\)$", button.text()) is None, button.text()
        assert button.text() == button_name(name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("&New game", "New game"),
        ("新游戏(&N)", "新游戏"),
        ("シャッフル(残り 3)(&S)", "シャッフル(残り 3)"),
        ("Rules…", "Rules"),
        ("Salt && &pepper", "Salt & pepper"),
    ],
)
def test_a_button_s_name_leaves_out_the_access_key(text: str, name: str) -> None:
    assert button_name(text) == name


def test_a_button_s_name_follows_its_action_s(
    qtbot: QtBot, open_window: Callable[..., MainWindow]
) -> None:
    window = open_window("--deal", "5")
    shuffle = window.menus.shuffle_action
    shuffle.setText("洗牌（剩余 2）(&S)")
    button = window.menus.toolbar.widgetForAction(shuffle)
    assert isinstance(button, QToolButton)
    assert button.text() == "洗牌（剩余 2）"
