"""The board's marks: gap slots and their labels, highlight halos, the in-place badge,
the shadow of a lifted card.

Every mark differs from the others by shape or line pattern, not by colour alone,
so a player who cannot tell yellow from green or red from green still reads the
board (tests/ui/test_colour_safe_marks.py renders them all in one grey): a card that
can move has a thin solid ring, the hint a double ring, the card picked up a thick
ring and a lift; an in-place card a tick badge; a live gap a dashed outline (solid
and filled under a card that may go there, thicker where a drop would play it); a
blocked gap a no-entry sign and its word.

Antialiased rounded rectangles, dashed outlines and text cost a third of a
millisecond each at device pixel ratio 2, and a frame needs dozens of them; as
pixmaps they cost a blit. So, like card faces, every mark is drawn once per
size, scale and theme and cached. Each pixmap is the card size plus pad(width)
on every side, for glows and shadows that reach past the card's edge.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap

from addiction.engine import ACE, Card
from addiction.engine.shape import MONTANA

from .card_painter import CardPainter, render_pixmap
from .card_shapes import fit_text, place, rank_text, suit_path
from .theme import Theme
from .translate import tr

HALO_MOVABLE, HALO_HINT, HALO_SELECTED = "movable", "hint", "selected"


def pad(width: int) -> int:
    """Room around a card, in logical pixels, that mark pixmaps keep for glows."""
    return max(4, width // 4)


class MarkPainter:
    """Draws and caches the marks; the theme comes from the card painter it serves with."""

    def __init__(self, card_painter: CardPainter) -> None:
        self._card_painter = card_painter
        self._cache: dict[Hashable, QPixmap] = {}

    @property
    def theme(self) -> Theme:
        return self._card_painter.theme

    def _cached(
        self, key: Hashable, size: QSize, scale: float, paint: Callable[[QPainter, QRectF], None]
    ) -> QPixmap:
        full_key = (key, size.width(), size.height(), scale, self.theme.name)
        pixmap = self._cache.get(full_key)
        if pixmap is None:
            if len(self._cache) > 300:  # old sizes after a resize
                self._cache.clear()
            pixmap = render_pixmap(size, pad(size.width()), scale, paint)
            self._cache[full_key] = pixmap
        return pixmap

    # --- cards -----------------------------------------------------------------

    def halo(self, kind: str, size: QSize, scale: float) -> QPixmap:
        """A glow and a ring around a card (movable, hint or selected), to draw over it."""
        theme = self.theme
        colour = {HALO_MOVABLE: theme.live, HALO_HINT: theme.hint, HALO_SELECTED: theme.selection}[
            kind
        ]
        ring_width = size.width() * (0.065 if kind == HALO_SELECTED else 0.03) * theme.stroke

        def paint(painter: QPainter, card: QRectF) -> None:
            radius = card.width() * 0.08
            glow = QColor(colour)
            painter.setPen(Qt.PenStyle.NoPen)
            for step, alpha in ((0.09, 50), (0.05, 90)):
                glow.setAlpha(alpha)
                painter.setBrush(glow)
                grow = card.width() * step
                painter.drawRoundedRect(
                    card.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow
                )
            # Cut the card's own area out: the halo lies around the face, never on it.
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
            painter.setBrush(QColor("black"))
            painter.drawRoundedRect(card, radius, radius)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            if kind == HALO_HINT:
                double_ring(painter, card, colour, ring_width)
            else:
                ring(painter, card, colour, ring_width)

        return self._cached(("halo", kind), size, scale, paint)

    def in_place_dot(self, size: QSize, scale: float) -> QPixmap:
        """The tick badge in the top-right corner of an in-place card."""
        theme = self.theme

        def paint(painter: QPainter, card: QRectF) -> None:
            width = card.width()
            r = max(4.0, width * 0.085)
            center = QPointF(card.right() - width * 0.15, card.top() + width * 0.15)
            painter.setPen(QPen(theme.card_face, max(1.0, r * 0.25)))
            painter.setBrush(theme.in_place)
            painter.drawEllipse(center, r, r)
            tick = QPainterPath(center + QPointF(-0.5 * r, 0.0))
            tick.lineTo(center + QPointF(-0.12 * r, 0.4 * r))
            tick.lineTo(center + QPointF(0.52 * r, -0.38 * r))
            pen = QPen(theme.in_place_tick, max(1.2, r * 0.32))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(tick)

        return self._cached("dot", size, scale, paint)

    def lift_shadow(self, size: QSize, scale: float, lift: float) -> QPixmap:
        """The deeper shadow of a card held above the table (under the deck's card,
        which may be narrower than the square: the deck is in the key)."""
        cards = self._card_painter
        return self._cached(
            ("lift", lift, id(cards.deck)),
            size,
            scale,
            lambda painter, card: cards.paint_shadow(painter, cards.face_rect(card), lift),
        )

    def cursor(self, size: QSize, scale: float) -> QPixmap:
        """The keyboard cursor: a dashed outline around the square."""
        theme = self.theme

        def paint(painter: QPainter, card: QRectF) -> None:
            painter.setPen(QPen(theme.focus, 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            grow = max(3.0, card.width() * 0.07)
            radius = card.width() * 0.08 + grow
            painter.drawRoundedRect(card.adjusted(-grow, -grow, grow, grow), radius, radius)

        return self._cached("cursor", size, scale, paint)

    # --- gaps ------------------------------------------------------------------

    def slot(self, size: QSize, scale: float) -> QPixmap:
        """An empty recess in the felt where a card could lie."""

        def paint(painter: QPainter, card: QRectF) -> None:
            self._paint_slot(painter, card)

        return self._cached("slot", size, scale, paint)

    def live_gap(
        self,
        wanted: Card | None,
        size: QSize,
        scale: float,
        *,
        any_rank: int | None = MONTANA.first_rank,
        targeted: bool = False,
        drop: bool = False,
        hint: bool = False,
    ) -> QPixmap:
        """A gap that can be filled, labelled with its card (wanted), else with the rank
        any card of which goes here ("any 2", "any Ace": board_speech.any_rank), else
        with nothing (cards of several ranks: the chooser names them).

        targeted: the card in hand may go here; drop: letting go now would play it.
        """
        theme = self.theme

        def paint(painter: QPainter, card: QRectF) -> None:
            slot = self._paint_slot(painter, card)
            width = card.width()
            radius = width * 0.08
            if drop or targeted:
                fill = QColor(theme.drop if drop else theme.live)
                fill.setAlpha(110 if drop else 60)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(fill)
                painter.drawRoundedRect(slot, radius, radius)
            pen_width = max(1.5, width * (0.06 if drop else 0.03) * theme.stroke)
            pen = QPen(theme.drop if drop else theme.live, pen_width)
            if not (drop or targeted):
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = pen.widthF() / 2 + 1
            painter.drawRoundedRect(slot.adjusted(inset, inset, -inset, -inset), radius, radius)
            self._paint_label(painter, slot, wanted, any_rank)
            if hint:
                double_ring(painter, card, theme.hint, width * 0.03 * theme.stroke)

        key = ("gap", wanted.code if wanted else any_rank, targeted, drop, hint)
        return self._cached(key, size, scale, paint)

    def dead_gap(self, size: QSize, scale: float, *, hint: bool = False) -> QPixmap:
        """A gap nothing can fill: a no-entry sign and the word "Blocked"."""
        theme = self.theme

        def paint(painter: QPainter, card: QRectF) -> None:
            slot = self._paint_slot(painter, card)
            width = slot.width()
            diameter = width * 0.42
            center = QPointF(slot.center().x(), slot.top() + slot.height() * 0.42)
            painter.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, width * 0.02)))
            painter.setBrush(theme.blocked)
            painter.drawEllipse(center, diameter / 2, diameter / 2)
            bar = QRectF(0, 0, diameter * 0.62, diameter * 0.18)
            bar.moveCenter(center)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(bar, bar.height() * 0.3, bar.height() * 0.3)
            word = tr("Blocked")
            font = _fitting_bold_font(word, width * 0.16, width * 0.9)
            if font is not None:  # else the sign says it alone
                painter.setFont(font)
                painter.setPen(theme.blocked_label)
                text = QRectF(slot.left(), center.y() + diameter * 0.6, width, width * 0.3)
                align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                painter.drawText(text, align, word)
            if hint:
                double_ring(painter, card, theme.hint, width * 0.03 * theme.stroke)

        return self._cached(("dead", hint), size, scale, paint)

    def _paint_slot(self, painter: QPainter, card: QRectF) -> QRectF:
        theme = self.theme
        slot = card.adjusted(1, 1, -1, -1)
        radius = card.width() * 0.08
        painter.setPen(QPen(theme.slot_edge, 1.0))
        painter.setBrush(theme.slot_fill)
        painter.drawRoundedRect(slot, radius, radius)
        return slot

    def _paint_label(
        self, painter: QPainter, slot: QRectF, wanted: Card | None, any_rank: int | None
    ) -> None:
        """The faint "8♠" (or "any 2") of what a live gap takes."""
        theme = self.theme
        width = slot.width()
        if wanted is None:
            if any_rank is None:
                return
            words = _any_rank_label(any_rank)
            font = _fitting_bold_font(words, width * 0.2, width * 0.86)
            if font is not None:  # else the dashed edge says it is live
                painter.setFont(font)
                painter.setPen(theme.slot_label)
                painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, words)
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.slot_label)
        text_h = width * 0.3
        suit = width * 0.3
        rank = fit_text(wanted.label[:-1], QRectF(0, 0, width * 0.5, text_h), align_left=True)
        total = rank.boundingRect().width() + width * 0.04 + suit
        left = slot.center().x() - total / 2
        painter.drawPath(rank.translated(left, slot.center().y() - text_h / 2))
        painter.drawPath(
            place(suit_path(wanted.suit), QPointF(left + total - suit / 2, slot.center().y()), suit)
        )


# The smallest text a mark paints; a word that fits only smaller is left out.
_SMALLEST_PIXELS = 7


def _any_rank_label(rank: int) -> str:
    """ "any 2", "any Ace", "any 7": what a gap label says it takes any card of."""
    if rank == ACE:
        return tr("any Ace")
    if rank == 2:
        return tr("any 2")
    return tr("any %1").replace("%1", rank_text(rank))


def ring(painter: QPainter, card: QRectF, colour: QColor, width: float) -> None:
    """A rounded outline just outside a card's edge."""
    pen_width = max(2.0, width)
    painter.setPen(QPen(colour, pen_width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    grow = pen_width / 2
    radius = card.width() * 0.08 + grow
    painter.drawRoundedRect(card.adjusted(-grow, -grow, grow, grow), radius, radius)


def double_ring(painter: QPainter, card: QRectF, colour: QColor, width: float) -> None:
    """Two outlines with felt between them: the hint's pattern, told from the single
    ring of a movable card without its colour."""
    ring(painter, card, colour, width)
    outer = max(2.0, width) * 2.2
    ring(painter, card.adjusted(-outer, -outer, outer, outer), colour, width)


def _bold_font(pixel_size: float) -> QFont:
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(_SMALLEST_PIXELS, round(pixel_size)))
    return font


def _fitting_bold_font(text: str, pixel_size: float, room: float) -> QFont | None:
    """The bold font at pixel_size, smaller when text would be wider than room (a
    translation may be longer than the English: "qualquer 2" for "any 2"); None when
    even the smallest readable size would not fit (the small cards of 8 rows of 14)."""
    font = _bold_font(pixel_size)
    width = QFontMetricsF(font).horizontalAdvance(text)
    if width <= room:
        return font
    # Text does not scale exactly with its pixel size (hinting, whole pixels): from
    # the proportional guess, rounded down, smaller until it fits.
    fitting = math.floor(pixel_size * room / width)
    while fitting >= _SMALLEST_PIXELS:
        font = _bold_font(fitting)
        if QFontMetricsF(font).horizontalAdvance(text) <= room:
            return font
        fitting -= 1
    return None
