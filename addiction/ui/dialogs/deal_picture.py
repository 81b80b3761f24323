"""A miniature of a game's opening deal, for the Rules dialog's chooser of games.

The picture is a real numbered deal of the game (PICTURE_DEAL), so its gaps sit where
that game's deal puts them: Addiction's anywhere, Red Moon's in column 2, Spaces and
Aces' in column 1. Column 1 is lit, and the cards of the rank every row starts from
(the shape's first rank: Aces, or 2s where the Aces are out) are ringed. Large enough,
the cards are the table's own (card_painter.py); smaller, each is a plain face.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from addiction.engine import Board, Game, Rules

from ..card_painter import CARD_ASPECT, CardPainter
from ..theme import Theme

#: The deal every miniature shows (any deal would do; one keeps the pictures still).
PICTURE_DEAL = 1
#: Below this card width the table's card faces are unreadable: plain faces instead.
_FACES_FROM = 18
# Space between cards, as a fraction of the card width.
_GAP = 0.14


@cache
def opening_deal(rules: Rules) -> Board:
    """The board the miniature of rules' game shows."""
    return Game.new(PICTURE_DEAL, rules).board


def paint_deal(painter: QPainter, area: QRectF, board: Board, cards: CardPainter) -> None:
    """The board's cards and gaps as large as fit in area, centred, on the felt."""
    theme = cards.theme
    shape = board.shape
    across = shape.columns + (shape.columns + 1) * _GAP
    down = shape.rows * CARD_ASPECT + (shape.rows + 1) * _GAP
    width = min(area.width() / across, area.height() / down)
    height, step = width * CARD_ASPECT, width * (1 + _GAP)
    table = QRectF(0, 0, across * width, down * width)
    table.moveCenter(area.center())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.felt)
    painter.drawRoundedRect(table, width * 0.3, width * 0.3)
    if shape.fixed_runs:
        lit = QColor(theme.live)
        lit.setAlpha(150)
        painter.setBrush(lit)
        column_one = QRectF(table.left() + width * _GAP / 2, table.top(), step, table.height())
        painter.drawRoundedRect(column_one, width * 0.2, width * 0.2)
    first = shape.first_rank
    for square, card in enumerate(board.squares):
        row, column = divmod(square, shape.columns)
        cell = QRectF(
            table.left() + width * _GAP + column * step,
            table.top() + width * _GAP + row * (height + width * _GAP),
            width,
            height,
        )
        radius = width * 0.12
        if card is None:
            painter.setPen(QPen(theme.slot_edge, max(0.6, width / 24)))
            painter.setBrush(theme.slot_fill)
            painter.drawRoundedRect(cell, radius, radius)
            continue
        if width >= _FACES_FROM:
            cards.paint_card(painter, cell, card)
            if card.rank == first:
                ring = max(1.5, width / 9)
                painter.setPen(QPen(theme.in_place, ring))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                grown = cell.adjusted(-ring / 2, -ring / 2, ring / 2, ring / 2)
                painter.drawRoundedRect(grown, radius, radius)
        else:
            # Too small for a ring to show: the first rank's faces are its colour.
            painter.setPen(QPen(theme.card_edge, 0.5))
            painter.setBrush(theme.in_place if card.rank == first else theme.card_face)
            painter.drawRoundedRect(cell, radius, radius)


def deal_pixmap(rules: Rules, cards: CardPainter, size: QSize, scale: float) -> QPixmap:
    """The miniature of rules' game in a pixmap of size (an icon of the chooser)."""
    pixmap = QPixmap(round(size.width() * scale), round(size.height() * scale))
    pixmap.setDevicePixelRatio(scale)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    area = QRectF(QPointF(0, 0), size.toSizeF())
    paint_deal(painter, area, opening_deal(rules), cards)
    painter.end()
    return pixmap


class DealPicture(QWidget):
    """The miniature of one game's deal, as wide as its place allows."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards = CardPainter(theme)
        self._board: Board | None = None
        self.setMinimumSize(180, 100)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    @property
    def board(self) -> Board | None:
        """The deal shown."""
        return self._board

    def show_rules(self, rules: Rules) -> None:
        self._board = opening_deal(rules)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, 190)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._board is None:
            return
        painter = QPainter(self)
        paint_deal(painter, QRectF(self.rect()), self._board, self._cards)
        painter.end()
