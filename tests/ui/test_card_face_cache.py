"""The card painter keeps only the faces it used last (addiction/ui/card_painter.py,
CACHED_FACES): a face let go is painted again, the same, when it is needed."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from addiction.engine import PLAYING_CARDS
from addiction.ui.card_painter import CACHED_FACES, CardPainter
from addiction.ui.theme import LIGHT

SIZE = QSize(80, 112)


def test_a_face_used_lately_is_kept(qapp: QApplication) -> None:
    painter = CardPainter(LIGHT)
    first, *others = PLAYING_CARDS[: CACHED_FACES - 1]  # the shadow is kept too
    kept = painter.card_pixmap(first, SIZE, 1.0)
    for card in others:
        painter.card_pixmap(card, SIZE, 1.0)
    assert painter.card_pixmap(first, SIZE, 1.0).cacheKey() == kept.cacheKey()


def test_a_face_not_used_lately_is_let_go_and_painted_again_the_same(qapp: QApplication) -> None:
    painter = CardPainter(LIGHT)
    first, *others = PLAYING_CARDS[: CACHED_FACES + 1]
    dropped = painter.card_pixmap(first, SIZE, 1.0)
    for card in others:
        painter.card_pixmap(card, SIZE, 1.0)
    again = painter.card_pixmap(first, SIZE, 1.0)
    assert again.cacheKey() != dropped.cacheKey(), "painted again, not kept"
    assert again.toImage() == dropped.toImage()


def test_using_a_face_keeps_it_among_the_last_used(qapp: QApplication) -> None:
    painter = CardPainter(LIGHT)
    first, *others = PLAYING_CARDS[: CACHED_FACES + 1]
    kept = painter.card_pixmap(first, SIZE, 1.0)
    for card in others:
        painter.card_pixmap(first, SIZE, 1.0)  # in use all along, as a card in hand is
        painter.card_pixmap(card, SIZE, 1.0)
    assert painter.card_pixmap(first, SIZE, 1.0).cacheKey() == kept.cacheKey()
