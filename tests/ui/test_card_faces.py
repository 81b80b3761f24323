"""The painted card faces (View > Cards): the in-place badge clear of every card's
index on both faces, and the choice painted at once and kept in the preferences."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage

from addiction.engine import PLAYING_CARDS, Card
from addiction.store.settings import CARD_FACES as KEPT_FACES
from addiction.ui.card_painter import CARD_FACES, CardPainter
from addiction.ui.mark_painter import MarkPainter, pad
from addiction.ui.theme import LIGHT
from tests.ui.test_cards_chooser import click_item, click_ok, decks_folder, open_chooser
from tests.ui.test_main_window import open_window

__all__ = ["decks_folder", "open_window"]  # the fixtures, shared with other tests

SIZE = QSize(100, 140)


def is_ink(colour: QColor) -> bool:
    """A suit colour's pixel (red, black, green or blue), not the light card face."""
    return colour.alpha() > 0 and (colour.saturation() > 90 or colour.value() < 120)


def card_image(face: str, card: Card) -> QImage:
    """The card on its own, SIZE at scale 1, with no margin."""
    painter = CardPainter(LIGHT)
    painter.set_face(face)
    margin = painter.shadow_margin(SIZE.width())
    image = painter.card_pixmap(card, SIZE, 1.0).toImage()
    return image.copy(margin, margin, SIZE.width(), SIZE.height())


def test_the_preferences_keep_every_face_the_painter_paints() -> None:
    assert KEPT_FACES == CARD_FACES


@pytest.mark.parametrize("face", CARD_FACES)
def test_the_in_place_badge_covers_none_of_any_cards_index(face: str) -> None:
    marks = MarkPainter(CardPainter(LIGHT))
    margin = pad(SIZE.width())
    badge = (
        marks.in_place_dot(SIZE, 1.0).toImage().copy(margin, margin, SIZE.width(), SIZE.height())
    )
    covered = [
        (x, y)
        for x in range(SIZE.width())
        for y in range(SIZE.height())
        if badge.pixelColor(x, y).alpha() > 0
    ]
    assert covered
    for card in PLAYING_CARDS:
        image = card_image(face, card)
        assert not any(is_ink(image.pixelColor(x, y)) for x, y in covered), card.code


def test_the_card_face_is_painted_at_once_and_comes_back(qtbot, open_window, decks_folder) -> None:
    window = open_window("--deal", "5")
    before = window.view.viewport().grab().toImage()
    dialog = open_chooser(qtbot, window)
    click_item(dialog, "Easy read")
    click_ok(dialog)
    assert window.preferences.card_face == "easy-read"
    assert window.view.viewport().grab().toImage() != before
    window.close()
    again = open_window()
    chooser = open_chooser(qtbot, again)
    assert chooser.list.currentItem().text().startswith("Easy read")
    assert again.view.viewport().grab().toImage() != before
