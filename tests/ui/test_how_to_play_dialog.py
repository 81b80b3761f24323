"""The How to play dialog: the quick reference, with suits readable on any background."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from addiction.engine import PRESET_TITLES
from addiction.ui.dialogs.how_to_play import HowToPlayDialog, how_to_play_html
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests


def test_how_to_play_has_the_quick_reference(qtbot: QtBot) -> None:
    dialog = HowToPlayDialog()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for phrase in (
        "Quick reference: what each gap takes",
        "any 2 not already in column 1",
        "the next card of that suit, 8♠",
        "right of a King",
        "nothing until that gap is filled",
        "In place",
        "Winning and losing",
        "Ctrl+Z",
    ):
        assert phrase in text
    for title in PRESET_TITLES.values():
        assert title in text
    assert all(symbol in text for symbol in "♠♥♦♣")
    markup = dialog.browser.toHtml()
    assert "#c62828" in markup or "#ff6b6b" in markup  # red suits are red


def test_how_to_play_red_suits_stay_readable_on_a_dark_background() -> None:
    from PySide6.QtGui import QColor, QPalette

    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor("#202020"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#eeeeee"))
    markup = how_to_play_html(palette)
    assert "#ff6b6b" in markup and "#c62828" not in markup
    assert "#eeeeee" in markup  # spades and clubs take the text colour


def test_the_page_wraps_to_its_width_in_every_language(qtbot, language: str) -> None:
    """No sideways scrolling at 800x560: the text is as wide as the page at most (a
    pixel over it in Chinese put a scroll bar under it)."""
    dialog = HowToPlayDialog()
    qtbot.addWidget(dialog)
    dialog.resize(800, 560)
    with qtbot.waitExposed(dialog):
        dialog.show()
    browser = dialog.browser
    assert not browser.horizontalScrollBar().isVisible()
    assert browser.document().size().width() <= browser.viewport().width() + 1


def test_the_page_names_undo_s_and_redo_s_keys_as_the_menus_do(
    qtbot, language: str, open_window
) -> None:
    """In the player's language, as Qt names the keys in the menus ("Strg+Umschalt+Z";
    Italian's page said "Maiusc" where its menu said "Shift")."""
    window = open_window("--deal", "5")
    dialog = HowToPlayDialog(window)
    qtbot.addWidget(dialog)
    page = dialog.browser.toPlainText()
    menus = window.menus
    # The menus show Undo's first key; Redo's are the two the page names.
    redo = [k for k in menus.redo_action.shortcuts() if k.toString() in ("Ctrl+Shift+Z", "Ctrl+Y")]
    keys = [menus.undo_action.shortcut(), *redo]
    named = [key.toString(QKeySequence.SequenceFormat.NativeText) for key in keys]
    assert len(named) == 3 and all(name in page for name in named), named
