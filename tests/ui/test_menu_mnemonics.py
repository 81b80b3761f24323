"""Every menu's access keys are its own: in each menu no two items share a
mnemonic letter, in English and in Brazilian Portuguese, so Alt+letter and a
letter in an open menu reach one item (the daily challenges once took the Daily
deal's D, and "&New game" and "New &numbered deal…" shared N)."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtWidgets import QMenu

from addiction.ui.main_window import MainWindow
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests

MNEMONIC = re.compile(r"&(?!&)(.)")


def shared_mnemonics(menu: QMenu) -> list[tuple[str, list[str]]]:
    """The letters more than one item of menu (or of a menu inside it) is reached by."""
    items: dict[str, list[str]] = {}
    shared = []
    for action in menu.actions():
        match = MNEMONIC.search(action.text())
        if match is not None:
            items.setdefault(match.group(1).casefold(), []).append(action.text())
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            shared += shared_mnemonics(submenu)
    return shared + [(letter, texts) for letter, texts in items.items() if len(texts) > 1]


def test_the_check_finds_a_shared_letter(qtbot) -> None:
    menu = QMenu()
    qtbot.addWidget(menu)
    menu.addAction("&New game")
    menu.addAction("New &numbered deal…")
    menu.addAction("&Restart")
    assert shared_mnemonics(menu) == [("n", ["&New game", "New &numbered deal…"])]


def test_no_menu_shares_an_access_key(
    language: str, open_window: Callable[..., MainWindow]
) -> None:
    window = open_window("--deal", "5")
    bar = window.menuBar()
    menus = [action.menu() for action in bar.actions()]
    assert menus and all(isinstance(menu, QMenu) for menu in menus)
    assert len(menus) >= 4 and window.menus.game_menu in menus
    shared = [
        found for menu in menus if isinstance(menu, QMenu) for found in shared_mnemonics(menu)
    ]
    assert shared == [], language
    top = [MNEMONIC.search(action.text()) for action in bar.actions()]
    letters = [match.group(1).casefold() for match in top if match is not None]
    assert len(letters) == len(set(letters)) == len(menus)
