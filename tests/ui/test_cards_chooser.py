"""View > Cards in the window: the chooser lists the painted faces and the decks found
(the data folders are the test's own: XDG_DATA_HOME and XDG_DATA_DIRS), each with its
miniature; a real click and OK put a deck on the table and keep it across a restart; a
damaged deck is refused in one sentence and the cards stay as they were."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.app import create_main_window
from addiction.start_options import parse_arguments
from addiction.store.settings import Preferences
from addiction.ui.decks.chooser import CardsDialog
from addiction.ui.main_window import MainWindow
from tests.prompts import ScriptedPrompts
from tests.ui.deck_files import DECK_BLUE, aisleriot_deck, kde_deck
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests

OpenWindow = Callable[..., MainWindow]


@pytest.fixture
def decks_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The only data folder: a good Aisleriot theme, a good KDE deck, a damaged one."""
    folder = tmp_path / "share"
    aisleriot_deck(folder, "tiny.svgz")
    kde_deck(folder, "svg-tiny", "Tiny KDE")
    aisleriot_deck(folder, "broken.svgz", b"<svg this is not gzip")
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    monkeypatch.setenv("XDG_DATA_DIRS", str(folder))
    return folder


def open_chooser(qtbot, window: MainWindow) -> CardsDialog:
    window.view_choices.cards_action.trigger()
    dialog = window.view_choices.cards_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.miniatures_pending == 0)
    return dialog


def click_item(dialog: CardsDialog, text: str) -> None:
    items = dialog.list.findItems(text, Qt.MatchFlag.MatchStartsWith)
    assert len(items) == 1, text
    dialog.list.scrollToItem(items[0])
    centre = dialog.list.visualItemRect(items[0]).center()
    QTest.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert dialog.list.currentItem() is items[0]


def click_ok(dialog: CardsDialog) -> None:
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton, pos=QPoint(8, 8))


def board(window: MainWindow) -> QImage:
    return window.view.viewport().grab().toImage()


def blue_share(image: QImage) -> float:
    """The share of sampled pixels in the test decks' blue."""
    points = [(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)]
    blue = QColor(DECK_BLUE)
    return sum(image.pixelColor(x, y) == blue for x, y in points) / len(points)


def test_the_chooser_lists_faces_and_decks_with_miniatures(
    qtbot, open_window: OpenWindow, decks_folder: Path
) -> None:
    dialog = open_chooser(qtbot, open_window("--deal", "5"))
    texts = [dialog.list.item(i).text().split("\n") for i in range(dialog.list.count())]
    assert texts == [
        ["Standard", "Painted by the game"],
        ["Easy read", "Painted by the game"],
        ["Minimum", "Shipped with the game"],
        ["Plastic", "Shipped with the game"],
        ["Broken", "Aisleriot theme"],
        ["Tiny", "Aisleriot theme"],
        ["Tiny KDE", "KDE card deck"],
    ]
    assert dialog.list.currentItem().text().startswith("Standard")
    for index in range(dialog.list.count()):
        assert not dialog.list.item(index).icon().isNull()
    broken = dialog.list.findItems("Broken", Qt.MatchFlag.MatchStartsWith)[0]
    assert broken.toolTip() == "The card deck “Broken” is damaged, so the game's own cards stay."


@pytest.mark.parametrize("deck", ["Tiny\nAisleriot", "Tiny KDE"])
def test_a_deck_chosen_with_clicks_draws_the_board_and_comes_back(
    qtbot, open_window: OpenWindow, decks_folder: Path, deck: str
) -> None:
    window = open_window("--deal", "5")
    assert blue_share(board(window)) == 0
    dialog = open_chooser(qtbot, window)
    click_item(dialog, deck)
    click_ok(dialog)
    assert not dialog.isVisible()
    key = "aisleriot/tiny.svgz" if "Aisleriot" in deck else "kde/svg-tiny"
    assert window.preferences.card_deck == key
    assert blue_share(board(window)) > 0.2
    window.close()

    again = open_window()
    # Read after the first frame: the painted face shows first, then the deck.
    qtbot.waitUntil(lambda: again.view._table_painter.cards.deck is not None)
    assert blue_share(board(again)) > 0.2
    chooser = open_chooser(qtbot, again)
    assert chooser.list.currentItem().text().startswith(deck)
    click_item(chooser, "Easy read")
    click_ok(chooser)
    assert (again.preferences.card_deck, again.preferences.card_face) == ("", "easy-read")
    assert blue_share(board(again)) == 0


def test_a_damaged_deck_is_refused_in_one_sentence(
    qtbot, open_window: OpenWindow, decks_folder: Path
) -> None:
    window = open_window("--deal", "5")
    before = board(window)
    dialog = open_chooser(qtbot, window)
    click_item(dialog, "Broken")
    click_ok(dialog)
    assert dialog.isVisible()
    assert dialog.message.isVisible()
    assert dialog.message.text() == (
        "The card deck “Broken” is damaged, so the game's own cards stay."
    )
    assert board(window) == before
    assert window.preferences.card_deck == ""


def test_a_kept_deck_damaged_since_is_refused_at_start(
    qtbot, open_window: OpenWindow, decks_folder: Path
) -> None:
    window = open_window("--deal", "5")
    window.preferences.card_deck = "aisleriot/tiny.svgz"
    window.close()
    (decks_folder / "aisleriot" / "cards" / "tiny.svgz").write_bytes(b"\x1f\x8b damaged")
    again = open_window("--deal", "5")
    qtbot.waitUntil(lambda: again.notice.isVisible())
    assert again.notice.label.text() == (
        "The card deck “Tiny” is damaged, so the game's own cards stay."
    )
    assert again.view._table_painter.cards.deck is None
    assert blue_share(board(again)) == 0
    assert again.preferences.card_deck == "aisleriot/tiny.svgz"  # for when it is mended


def test_a_kept_deck_waits_for_the_windows_first_frame(
    qtbot, data_dir: Path, decks_folder: Path
) -> None:
    Preferences().card_deck = "aisleriot/tiny.svgz"
    window = create_main_window(parse_arguments(["--deal", "5"]), ScriptedPrompts())
    qtbot.addWidget(window)
    QApplication.processEvents()  # a turn of the event loop before the window shows
    assert window.view._table_painter.cards.deck is None
    with qtbot.waitExposed(window):
        window.show()
    qtbot.waitUntil(lambda: window.view._table_painter.cards.deck is not None)


def test_a_deck_mended_since_it_was_refused_is_taken_and_drawn_again(
    qtbot, open_window: OpenWindow, decks_folder: Path
) -> None:
    window = open_window("--deal", "5")
    dialog = open_chooser(qtbot, window)
    broken = dialog.list.findItems("Broken", Qt.MatchFlag.MatchStartsWith)[0]
    refused_icon = broken.icon().pixmap(32, 32).toImage()
    aisleriot_deck(decks_folder, "broken.svgz")  # mended: a whole deck now
    click_item(dialog, "Broken")
    click_ok(dialog)
    assert window.preferences.card_deck == "aisleriot/broken.svgz"
    again = open_chooser(qtbot, window)
    mended = again.list.findItems("Broken", Qt.MatchFlag.MatchStartsWith)[0]
    assert mended.toolTip() == ""
    assert mended.icon().pixmap(32, 32).toImage() != refused_icon
