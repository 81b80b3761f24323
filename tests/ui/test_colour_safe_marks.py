"""Colour-safe marks: with every mark colour made the same grey, each mark the board
can show still looks different from every other, so no mark relies on colour
alone (a player with deuteranopia sees yellow, green and red as one hue)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QSize
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from addiction.engine import Card
from addiction.ui.card_painter import CARD_ASPECT, CardPainter
from addiction.ui.mark_painter import HALO_HINT, HALO_MOVABLE, HALO_SELECTED, MarkPainter, pad
from addiction.ui.theme import DARK, HIGH_CONTRAST, LIGHT, Theme

# Halfway between the felts (darkish in every theme) and the white card faces,
# so marks over either show.
GREY = QColor("#b0b0b0")
#: Every colour that tells one mark from another.
MARK_COLOURS = ("live", "drop", "blocked", "in_place", "hint", "selection")
#: Two renderings count as different when this share of the card's area differs
#: clearly in grey level: a shape a player can see, not a stray pixel (the in-place
#: badge, the smallest mark, covers about 1%).
MIN_DIFFERENT_SHARE = 0.008


def one_grey(theme: Theme) -> Theme:
    return replace(theme, **{name: GREY for name in MARK_COLOURS})


def rendering(theme: Theme, width: int, card: bool, mark: Callable[[MarkPainter], QPixmap | None]):
    """A card (or an empty table) with the mark on it, as grey levels."""
    cards = CardPainter(theme)
    marks = MarkPainter(cards)
    size = QSize(width, round(width * CARD_ASPECT))
    margin = pad(width)
    image = QImage(size + QSize(2 * margin, 2 * margin), QImage.Format.Format_RGB32)
    image.fill(theme.felt)
    painter = QPainter(image)
    if card:
        shadow = CardPainter.shadow_margin(width)
        painter.drawPixmap(
            QPoint(margin - shadow, margin - shadow),
            cards.card_pixmap(Card.from_code("7H"), size, 1.0),
        )
    pixmap = mark(marks)
    if pixmap is not None:
        painter.drawPixmap(QPoint(0, 0), pixmap)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8), size


def different_share(first: QImage, second: QImage, size: QSize) -> float:
    differing = sum(
        abs(first.pixelColor(x, y).value() - second.pixelColor(x, y).value()) > 40
        for x in range(first.width())
        for y in range(first.height())
    )
    return differing / (size.width() * size.height())


EIGHT = Card.from_code("8S")
CARD_MARKS: dict[str, Callable[[MarkPainter], QPixmap | None]] = {
    "plain": lambda marks: None,
    "can move": lambda marks: marks.halo(HALO_MOVABLE, QSize(*SIZE), 1.0),
    "hint": lambda marks: marks.halo(HALO_HINT, QSize(*SIZE), 1.0),
    "picked up": lambda marks: marks.halo(HALO_SELECTED, QSize(*SIZE), 1.0),
    "in place": lambda marks: marks.in_place_dot(QSize(*SIZE), 1.0),
}
GAP_MARKS: dict[str, Callable[[MarkPainter], QPixmap | None]] = {
    "empty slot": lambda marks: marks.slot(QSize(*SIZE), 1.0),
    "live gap": lambda marks: marks.live_gap(EIGHT, QSize(*SIZE), 1.0),
    "card may go": lambda marks: marks.live_gap(EIGHT, QSize(*SIZE), 1.0, targeted=True),
    "drop here": lambda marks: marks.live_gap(EIGHT, QSize(*SIZE), 1.0, drop=True),
    "hinted gap": lambda marks: marks.live_gap(EIGHT, QSize(*SIZE), 1.0, hint=True),
    "blocked": lambda marks: marks.dead_gap(QSize(*SIZE), 1.0),
    "blocked, hint": lambda marks: marks.dead_gap(QSize(*SIZE), 1.0, hint=True),
}
WIDTH = 72
SIZE = (WIDTH, round(WIDTH * CARD_ASPECT))


@pytest.mark.parametrize("theme", [LIGHT, DARK, HIGH_CONTRAST], ids=lambda t: t.name)
@pytest.mark.parametrize("card, marks", [(True, CARD_MARKS), (False, GAP_MARKS)])
def test_each_mark_differs_from_every_other_without_its_colour(qapp, theme, card, marks) -> None:
    grey = one_grey(theme)
    pictures = {name: rendering(grey, WIDTH, card, mark) for name, mark in marks.items()}
    for (name, (first, size)), (other, (second, _)) in itertools.combinations(pictures.items(), 2):
        share = different_share(first, second, size)
        assert share >= MIN_DIFFERENT_SHARE, f"{name} and {other} differ only by colour"


def test_the_check_fails_for_marks_that_differ_only_by_colour(qapp) -> None:
    """The measure above sees nothing between two halos that differ in colour alone."""
    movable = rendering(one_grey(LIGHT), WIDTH, True, CARD_MARKS["can move"])
    recoloured = replace(one_grey(LIGHT), live=QColor("#2a2a2a"))
    dark_ring = rendering(recoloured, WIDTH, True, CARD_MARKS["can move"])
    assert different_share(movable[0], dark_ring[0], movable[1]) > 0  # colour shows
    same_theme_again = rendering(one_grey(LIGHT), WIDTH, True, CARD_MARKS["can move"])
    assert different_share(movable[0], same_theme_again[0], movable[1]) == 0
