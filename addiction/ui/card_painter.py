"""Our own card art, drawn with QPainter: no bitmaps, no third-party designs.
Two faces (View > Cards): the standard one, with pips and court portraits, and
"easy read", a rank and suit as big as the card allows in two corners. A card deck
chosen there (CardArt: addiction/ui/decks/svg_deck.py) draws the faces instead.

Every shape is a vector path (suits, crowns, even the index digits, which go
through QPainterPath.addText so they can be fitted to a box exactly), so a card
is crisp at any size and device pixel ratio. Painting a card costs far more than
blitting one, so the faces last used are cached as pixmaps per size and scale.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from addiction.engine import ACE, JACK, Card
from addiction.system import give_back_freed_memory

from .card_shapes import court_accent, court_glyph, fit_text, place, rank_text, suit_path
from .theme import Theme, on_table

#: The finished faces kept, the last used: cards in flight or in hand, those a move
#: draws again, all of a strategy guide's sketch (18). The table layer holds every card
#: as shown, so one face per card (48 of 45 kB) would only spare a 0.2 ms repaint.
CACHED_FACES = 20
#: With a card deck, every face of the size shown is kept (and a few of the size before a
#: resize): a move then draws none again, and once the faces are drawn QtSvg's document
#: of the deck is let go after RELEASE_DECK_MS without a face drawn (ten to forty MB for
#: KDE's Oxygen and Dondorf; memory_bench.py --deck), read again only for a new size.
CACHED_DECK_FACES = 64
RELEASE_DECK_MS = 500
#: Card proportions, height / width (a poker card is 2.5 x 3.5 inches).
CARD_ASPECT = 1.4
#: The faces a card can have, by the words the preferences keep (view/card_face).
CARD_FACES = ("standard", "easy-read")

_TWO_COLOUR = {
    "S": QColor("#1b1b1f"),
    "C": QColor("#1b1b1f"),
    "H": QColor("#c8172c"),
    "D": QColor("#c8172c"),
}
_FOUR_COLOUR = {
    "S": QColor("#1b1b1f"),
    "C": QColor("#16813a"),
    "H": QColor("#c8172c"),
    "D": QColor("#1759c4"),
}
_GOLD = QColor("#e2b33c")
_GOLD_DARK = QColor("#7d5a12")

# Pip positions in a unit box (x 0..1 across the two pip columns, y 0..1 down):
# the traditional layouts, so a 7 looks like a 7 to anyone who plays cards.
_L, _M, _R = 0.0, 0.5, 1.0
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_M, 0), (_M, 1)),
    3: ((_M, 0), (_M, 0.5), (_M, 1)),
    4: ((_L, 0), (_R, 0), (_L, 1), (_R, 1)),
    5: ((_L, 0), (_R, 0), (_M, 0.5), (_L, 1), (_R, 1)),
    6: ((_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    7: ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    8: ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1), (_R, 1)),
    9: (
        (_L, 0),
        (_R, 0),
        (_L, 1 / 3),
        (_R, 1 / 3),
        (_M, 0.5),
        (_L, 2 / 3),
        (_R, 2 / 3),
        (_L, 1),
        (_R, 1),
    ),
    10: (
        (_L, 0),
        (_R, 0),
        (_M, 1 / 6),
        (_L, 1 / 3),
        (_R, 1 / 3),
        (_L, 2 / 3),
        (_R, 2 / 3),
        (_M, 5 / 6),
        (_L, 1),
        (_R, 1),
    ),
}
_SHADOW = "shadow"  # the cache name of the shadow every card casts
#: Below this width (logical pixels) pips get too small to read; the card shows one
#: large suit symbol instead.
_MIN_PIP_WIDTH = 58
_INDEX_WIDTH = 0.22  # of the card width, at scale 1


def _index_scale(width: float) -> float:
    """Small cards get relatively bigger indices: there, the index is what people read."""
    return 1.0 if width >= _MIN_PIP_WIDTH else 1.2


class CardArt(Protocol):
    """A card deck's own faces, drawn instead of ours (addiction/ui/decks/svg_deck.py)."""

    def face_rect(self, rect: QRectF) -> QRectF:
        """Where in rect the card lies (a deck keeps its own proportions)."""
        ...

    def paint(self, painter: QPainter, rect: QRectF, card: Card) -> None: ...

    def release(self) -> None:
        """Let go what drawing needs until the next face is drawn."""
        ...


def render_pixmap(
    size: QSize,
    margin: int,
    scale: float,
    paint: Callable[[QPainter, QRectF], None],
    underlay: QPixmap | None = None,
) -> QPixmap:
    """A transparent pixmap of size plus margin on every side, at scale device pixels
    per logical pixel, with underlay copied in first and then paint(painter, rect)
    called antialiased for the card-sized rect in its middle."""
    pixmap = QPixmap(
        round((size.width() + 2 * margin) * scale),
        round((size.height() + 2 * margin) * scale),
    )
    pixmap.setDevicePixelRatio(scale)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if underlay is not None:
        painter.drawPixmap(QPointF(0, 0), underlay)
    paint(painter, QRectF(margin, margin, size.width(), size.height()))
    painter.end()
    # A copy: the pixmap painted keeps Qt's raster paint engine with it for good (its
    # buffers grown by what was drawn: some 150 KB a face of a deck), the copy none.
    return pixmap.copy()


class CardPainter:
    """Paints card faces (ours, or a card deck's) and keeps the CACHED_FACES last used,
    per card, size and scale."""

    def __init__(self, theme: Theme, four_colour: bool = False) -> None:
        self._plain_theme = theme  # before the table colour is laid on it
        self._table_colour = "green"
        self._theme = theme
        self._four_colour = four_colour
        self._face = CARD_FACES[0]
        self._deck: CardArt | None = None
        self._cache: dict[tuple[str, int, int, float], QPixmap] = {}
        self._release_timer = QTimer()
        self._release_timer.setSingleShot(True)
        self._release_timer.setInterval(RELEASE_DECK_MS)
        self._release_timer.timeout.connect(self._release_deck)

    @property
    def theme(self) -> Theme:
        """The theme on the table colour: what the table and its cards are painted in."""
        return self._theme

    def set_theme(self, theme: Theme) -> None:
        self._plain_theme = theme
        self._lay_table()

    @property
    def table_colour(self) -> str:
        return self._table_colour

    def set_table_colour(self, colour: str) -> None:
        """One of TABLE_COLOURS (addiction/ui/theme.py), in whichever theme."""
        self._table_colour = colour
        self._lay_table()

    def _lay_table(self) -> None:
        theme = on_table(self._plain_theme, self._table_colour)
        if theme != self._theme:
            self._theme = theme
            self._cache.clear()

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    def set_four_colour(self, enabled: bool) -> None:
        if enabled != self._four_colour:
            self._four_colour = enabled
            self._cache.clear()

    @property
    def face(self) -> str:
        return self._face

    @property
    def deck(self) -> CardArt | None:
        return self._deck

    def set_face(self, face: str, deck: CardArt | None = None) -> None:
        """One of CARD_FACES, or a deck's faces when deck is given."""
        if face != self._face or deck is not self._deck:
            self._face = face
            self._deck = deck
            self._cache.clear()

    def face_rect(self, rect: QRectF) -> QRectF:
        """Where a card drawn in rect lies: all of it, but where a deck keeps its own
        proportions."""
        return rect if self._deck is None else self._deck.face_rect(rect)

    def suit_colour(self, suit: str) -> QColor:
        return (_FOUR_COLOUR if self._four_colour else _TWO_COLOUR)[suit]

    @staticmethod
    def shadow_margin(width: int) -> int:
        """Room around the card, in logical pixels, that its cached pixmap keeps for the shadow."""
        return max(2, round(width * 0.05))

    def card_pixmap(self, card: Card, size: QSize, scale: float) -> QPixmap:
        """The card with its shadow, size + 2 * shadow_margin logical pixels, rendered
        at scale device pixels per logical pixel (the painter's device pixel ratio)."""
        return self._cached(card.code, size, scale, lambda p, rect: self.paint_card(p, rect, card))

    def _cached(
        self, name: str, size: QSize, scale: float, paint: Callable[[QPainter, QRectF], None]
    ) -> QPixmap:
        key = (name, size.width(), size.height(), scale)
        pixmap = self._cache.pop(key, None)
        if pixmap is None:
            # Every card casts the same shadow: drawn once per size, then copied.
            shadow = None if name == _SHADOW else self._cached(_SHADOW, size, scale, self._shadow)
            pixmap = render_pixmap(size, self.shadow_margin(size.width()), scale, paint, shadow)
            if len(self._cache) >= (CACHED_FACES if self._deck is None else CACHED_DECK_FACES):
                del self._cache[next(iter(self._cache))]  # the least recently used
            if self._deck is not None:
                self._release_timer.start()  # again: RELEASE_DECK_MS after the last face
        self._cache[key] = pixmap  # last: the most recently used
        return pixmap

    def _release_deck(self) -> None:
        if self._deck is not None:
            self._deck.release()
            give_back_freed_memory()

    def _shadow(self, painter: QPainter, rect: QRectF) -> None:
        self.paint_shadow(painter, self.face_rect(rect))

    def paint_shadow(self, painter: QPainter, rect: QRectF, lift: float = 1.0) -> None:
        """A soft shadow under a card; lift > 1 for a card held above the table."""
        radius = rect.width() * 0.08
        spread = max(1.5, rect.width() * 0.035) * lift
        drop = rect.height() * 0.012 * lift
        base = self._theme.card_shadow
        painter.setPen(Qt.PenStyle.NoPen)
        steps = 4
        for step in range(steps, 0, -1):
            grow = spread * step / steps
            color = QColor(base)
            color.setAlphaF(base.alphaF() * 0.45 / steps * (steps - step + 1))
            painter.setBrush(color)
            painter.drawRoundedRect(
                rect.adjusted(-grow * 0.6, -grow * 0.3 + drop, grow * 0.6, grow + drop),
                radius + grow,
                radius + grow,
            )

    def paint_card(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        """The face of a card filling rect (no shadow)."""
        if self._deck is not None:
            self._deck.paint(painter, rect, card)
            return
        width, height = rect.width(), rect.height()
        radius = width * 0.08
        face = self._theme.card_face
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, face.lighter(103))
        gradient.setColorAt(1, face.darker(104))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(self._theme.card_edge, max(1.0, width / 90)))
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)

        colour = self.suit_colour(card.suit)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        easy_read = self._face == "easy-read"
        index = self._large_index_path(card, rect) if easy_read else self._index_path(card, rect)
        painter.drawPath(index)
        # The same index turned round in the opposite corner, as on a real card.
        turn = QTransform()
        turn.translate(rect.center().x(), rect.center().y())
        turn.rotate(180)
        turn.translate(-rect.center().x(), -rect.center().y())
        painter.drawPath(turn.map(index))

        if easy_read:
            return  # the two large indices are the whole face
        if card.rank >= JACK:
            self._paint_court(painter, rect, card, colour)
        elif width < _MIN_PIP_WIDTH or card.rank == ACE:  # an Ace: one big pip, as on any deck
            painter.drawPath(place(suit_path(card.suit), rect.center(), width * 0.42))
        else:
            # Pip columns clear of the tall corner indices on both sides.
            body = QRectF(
                rect.left() + width * 0.37,
                rect.top() + height * 0.16,
                width * 0.26,
                height * 0.68,
            )
            pip = width * (0.165 if card.rank < 9 else 0.145)  # 9 and 10 pack tighter
            for x, y in _PIPS[card.rank]:
                center = QPointF(body.left() + x * body.width(), body.top() + y * body.height())
                painter.drawPath(place(suit_path(card.suit), center, pip, flipped=y > 0.5))

    @staticmethod
    def _index_path(card: Card, rect: QRectF) -> QPainterPath:
        """The top-left corner index: a big rank with its suit underneath (bigger
        still on small cards, where the index is what people read)."""
        width, height = rect.width(), rect.height()
        grow = _index_scale(width)
        column = QRectF(
            rect.left() + width * 0.05, rect.top() + height * 0.05, width * _INDEX_WIDTH * grow, 0
        )
        rank_box = QRectF(column.left(), column.top(), column.width(), height * 0.15 * grow)
        path = fit_text(rank_text(card.rank), rank_box)
        suit_size = width * 0.17 * grow
        center = QPointF(rank_box.center().x(), rank_box.bottom() + height * 0.03 + suit_size / 2)
        path.addPath(place(suit_path(card.suit), center, suit_size))
        return path

    @staticmethod
    def _large_index_path(card: Card, rect: QRectF) -> QPainterPath:
        """The easy-read face's top-left index: the rank half the card wide, its suit
        under it, clear of the in-place badge in the top-right corner and of the
        turned index in the other half."""
        width, height = rect.width(), rect.height()
        rank_box = QRectF(
            rect.left() + width * 0.06, rect.top() + height * 0.05, width * 0.5, height * 0.27
        )
        path = fit_text(rank_text(card.rank), rank_box)
        suit_size = width * 0.36
        center = QPointF(rank_box.center().x(), rank_box.bottom() + height * 0.03 + suit_size / 2)
        path.addPath(place(suit_path(card.suit), center, suit_size))
        return path

    def _paint_court(self, painter: QPainter, rect: QRectF, card: Card, colour: QColor) -> None:
        """A framed portrait panel: tinted ground, headwear in gold, the letter below."""
        width, height = rect.width(), rect.height()
        inset = width * (0.08 + _INDEX_WIDTH * _index_scale(width))  # clear of the indices
        panel = QRectF(
            rect.left() + inset, rect.top() + height * 0.07, width - 2 * inset, height * 0.86
        )
        tint = QColor(colour)
        tint.setAlpha(34)
        painter.setBrush(self._theme.card_face)
        painter.setPen(QPen(colour, max(1.0, width * 0.022)))
        painter.drawRoundedRect(panel, width * 0.04, width * 0.04)
        painter.setBrush(tint)
        painter.setPen(QPen(colour, max(0.6, width * 0.009)))
        inner = panel.adjusted(width * 0.03, width * 0.03, -width * 0.03, -width * 0.03)
        painter.drawRoundedRect(inner, width * 0.025, width * 0.025)

        glyph_size = inner.width() * 0.86
        glyph_center = QPointF(inner.center().x(), inner.top() + inner.height() * 0.2)
        painter.setBrush(_GOLD)
        painter.setPen(QPen(_GOLD_DARK, max(0.6, width * 0.012)))
        painter.drawPath(place(court_glyph(card.rank), glyph_center, glyph_size))
        painter.setBrush(colour)
        painter.drawPath(place(court_accent(card.rank), glyph_center, glyph_size))

        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        letter_box = QRectF(
            inner.left(), inner.top() + inner.height() * 0.38, inner.width(), inner.height() * 0.24
        )
        painter.drawPath(fit_text(rank_text(card.rank), letter_box, serif=True))
        painter.drawPath(
            place(
                suit_path(card.suit),
                QPointF(inner.center().x(), inner.top() + inner.height() * 0.82),
                inner.width() * 0.5,
            )
        )
