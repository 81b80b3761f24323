"""Our own card art, drawn with QPainter: no bitmaps, no third-party designs.
Two faces (View > Card face): the standard one, with pips and court portraits, and
"easy read", a rank and suit as big as the card allows in two corners.

Every shape is a vector path (suits, crowns, even the index digits, which go
through QPainterPath.addText so they can be fitted to a box exactly), so a card
is crisp at any size and device pixel ratio. Painting a card costs far more than
blitting one, so the faces last used are cached as pixmaps per size and scale.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from addiction.engine import ACE, JACK, KING, QUEEN, RANK_TEXTS, Card

from .theme import Theme, on_table

#: The finished faces kept, the last used: cards in flight or in hand, those a move
#: draws again, all of a strategy guide's sketch (18). The table layer holds every card
#: as shown, so one face per card (48 of 45 kB) would only spare a 0.2 ms repaint.
CACHED_FACES = 20
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


def rank_text(rank: int) -> str:
    return RANK_TEXTS[rank - 1]


# --- vector shapes, built once in a unit box centred on the origin -------------


@cache
def suit_path(suit: str) -> QPainterPath:
    """The suit symbol filling the box -0.5..0.5 in both directions."""
    path = QPainterPath()
    if suit == "H":
        path.moveTo(0, 0.48)
        path.cubicTo(-0.12, 0.32, -0.5, 0.1, -0.5, -0.17)
        path.cubicTo(-0.5, -0.38, -0.36, -0.5, -0.24, -0.5)
        path.cubicTo(-0.1, -0.5, -0.02, -0.42, 0, -0.3)
        path.cubicTo(0.02, -0.42, 0.1, -0.5, 0.24, -0.5)
        path.cubicTo(0.36, -0.5, 0.5, -0.38, 0.5, -0.17)
        path.cubicTo(0.5, 0.1, 0.12, 0.32, 0, 0.48)
    elif suit == "D":
        path.moveTo(0, -0.5)
        path.quadTo(0.14, -0.2, 0.4, 0)
        path.quadTo(0.14, 0.2, 0, 0.5)
        path.quadTo(-0.14, 0.2, -0.4, 0)
        path.quadTo(-0.14, -0.2, 0, -0.5)
    elif suit == "S":
        path.moveTo(0, -0.5)
        path.cubicTo(0.12, -0.3, 0.5, -0.1, 0.5, 0.12)
        path.cubicTo(0.5, 0.3, 0.36, 0.38, 0.24, 0.38)
        path.cubicTo(0.12, 0.38, 0.05, 0.32, 0.02, 0.26)
        path.cubicTo(-0.05, 0.32, -0.12, 0.38, -0.24, 0.38)
        path.cubicTo(-0.36, 0.38, -0.5, 0.3, -0.5, 0.12)
        path.cubicTo(-0.5, -0.1, -0.12, -0.3, 0, -0.5)
        path = path.united(_stem())
    else:
        path.addEllipse(QPointF(0, -0.24), 0.23, 0.23)
        path.addEllipse(QPointF(-0.26, 0.09), 0.23, 0.23)
        path.addEllipse(QPointF(0.26, 0.09), 0.23, 0.23)
        path.addEllipse(QPointF(0, 0.02), 0.14, 0.14)
        path = path.simplified().united(_stem())
    path.closeSubpath()
    return path


def _stem() -> QPainterPath:
    stem = QPainterPath()
    stem.moveTo(-0.04, 0.1)
    stem.quadTo(-0.02, 0.4, -0.17, 0.5)
    stem.lineTo(0.17, 0.5)
    stem.quadTo(0.02, 0.4, 0.04, 0.1)
    stem.closeSubpath()
    return stem


@cache
def court_glyph(rank: int) -> QPainterPath:
    """The headwear of a court card in the box -0.5..0.5: the King's crown, the
    Queen's tiara, the Jack's plumed cap."""
    path = QPainterPath()
    if rank == KING:
        path.moveTo(-0.42, 0.32)
        path.lineTo(-0.46, -0.2)
        path.lineTo(-0.22, 0.04)
        path.lineTo(0, -0.32)
        path.lineTo(0.22, 0.04)
        path.lineTo(0.46, -0.2)
        path.lineTo(0.42, 0.32)
        path.closeSubpath()
        band = QPainterPath()
        band.addRoundedRect(QRectF(-0.44, 0.24, 0.88, 0.16), 0.04, 0.04)
        path = path.united(band)
        for x, y in ((-0.46, -0.25), (0, -0.38), (0.46, -0.25)):
            ball = QPainterPath()
            ball.addEllipse(QPointF(x, y), 0.07, 0.07)
            path = path.united(ball)
    elif rank == QUEEN:
        path.moveTo(-0.4, 0.3)
        path.cubicTo(-0.46, 0.0, -0.42, -0.12, -0.34, -0.14)
        path.quadTo(-0.2, 0.02, -0.16, -0.1)
        path.cubicTo(-0.12, -0.26, 0.0, -0.3, 0.0, -0.3)
        path.cubicTo(0.0, -0.3, 0.12, -0.26, 0.16, -0.1)
        path.quadTo(0.2, 0.02, 0.34, -0.14)
        path.cubicTo(0.42, -0.12, 0.46, 0.0, 0.4, 0.3)
        path.closeSubpath()
        band = QPainterPath()
        band.addRoundedRect(QRectF(-0.42, 0.24, 0.84, 0.14), 0.07, 0.07)
        path = path.united(band)
        orb = QPainterPath()
        orb.addEllipse(QPointF(0, -0.4), 0.08, 0.08)
        path = path.united(orb)
    else:  # the Jack: a beret on its band (the feather is in court_accent)
        path.moveTo(-0.44, 0.22)
        path.cubicTo(-0.58, -0.42, 0.58, -0.42, 0.44, 0.22)
        path.closeSubpath()
        band = QPainterPath()
        band.addRoundedRect(QRectF(-0.46, 0.16, 0.92, 0.17), 0.08, 0.08)
        path = path.united(band)
    return path


@cache
def court_accent(rank: int) -> QPainterPath:
    """What a court's headwear carries in the suit colour: jewels on the crowns'
    bands, a feather and a brooch on the Jack's beret."""
    path = QPainterPath()
    if rank == JACK:
        path.moveTo(0.08, 0.12)
        path.cubicTo(0.06, -0.2, 0.26, -0.42, 0.5, -0.52)
        path.cubicTo(0.42, -0.3, 0.34, -0.06, 0.22, 0.14)
        path.closeSubpath()
        path.addEllipse(QPointF(0.16, 0.245), 0.07, 0.07)
        return path.simplified()
    y = 0.32 if rank == KING else 0.31
    for x in (-0.25, 0.0, 0.25):
        path.addEllipse(QPointF(x, y), 0.05, 0.05)
    return path


@cache
def _text_path(text: str, serif: bool) -> QPainterPath:
    """Glyph outlines of text, normalised so the ink box starts at (0, 0) with height 1."""
    font = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(100)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    return QTransform.fromScale(1 / box.height(), 1 / box.height()).map(
        path.translated(-box.left(), -box.top())
    )


def fit_text(
    text: str, box: QRectF, *, serif: bool = False, align_left: bool = False
) -> QPainterPath:
    """Text outlines scaled to the box height, squeezed sideways if wider than the box."""
    unit = _text_path(text, serif)
    width = unit.boundingRect().width() * box.height()
    squeeze = min(1.0, box.width() / width) if width else 1.0
    left = box.left() if align_left else box.center().x() - width * squeeze / 2
    transform = QTransform()
    transform.translate(left, box.top())
    transform.scale(box.height() * squeeze, box.height())
    return transform.map(unit)


def place(path: QPainterPath, center: QPointF, size: float, flipped: bool = False) -> QPainterPath:
    """A unit-box path scaled to size and centred on center (turned upside down if flipped)."""
    transform = QTransform()
    transform.translate(center.x(), center.y())
    if flipped:
        transform.rotate(180)
    transform.scale(size, size)
    return transform.map(path)


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
    return pixmap


class CardPainter:
    """Paints card faces and keeps the CACHED_FACES last used, per card, size and scale."""

    def __init__(self, theme: Theme, four_colour: bool = False) -> None:
        self._plain_theme = theme  # before the table colour is laid on it
        self._table_colour = "green"
        self._theme = theme
        self._four_colour = four_colour
        self._face = CARD_FACES[0]
        self._cache: dict[tuple[str, int, int, float], QPixmap] = {}

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

    def set_face(self, face: str) -> None:
        """One of CARD_FACES."""
        if face != self._face:
            self._face = face
            self._cache.clear()

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
            shadow = (
                None if name == _SHADOW else self._cached(_SHADOW, size, scale, self.paint_shadow)
            )
            pixmap = render_pixmap(size, self.shadow_margin(size.width()), scale, paint, shadow)
            if len(self._cache) >= CACHED_FACES:
                del self._cache[next(iter(self._cache))]  # the least recently used
        self._cache[key] = pixmap  # last: the most recently used
        return pixmap

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
