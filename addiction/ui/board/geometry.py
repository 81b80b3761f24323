"""Where the squares sit on the table, for the viewport's size."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize

from addiction.engine import Shape
from addiction.engine.shape import MONTANA

from ..card_painter import CARD_ASPECT
from ..mark_painter import pad

#: Space between cards and around the board, as fractions of the card width: small,
#: so the cards are as large as the window allows (the glows reach over the gaps).
_GAP_X, _GAP_Y, _MARGIN = 0.06, 0.08, 0.12
#: The widest the rows part when the window has height to spare (a wide, low board
#: leaves it above and below otherwise).
_MAX_GAP_Y = 0.3


class BoardGeometry:
    """Where each square of a game's shape sits for a viewport size: the largest
    cards that fit keep their proportions and the board is centred, so it scales
    with the window (and with the shape's rows and columns) without distortion.

    A view keeps one geometry and fits it again on every resize, so the helpers that
    share it (painting, animation, input) always measure the table as it is now.

    top_reserve: pixels at the top of the viewport that a strip over the table may
    take (the "No moves left" banner): the board keeps clear of them whether the
    strip shows or not, so it never moves when the strip comes and goes. As much
    is left below it, so a board that fills the height (Double Montana's eight
    rows) still sits in the middle of the table.
    """

    def __init__(self, size: QSize, shape: Shape = MONTANA) -> None:
        # Until a game shows its shape, Addiction's: the table looks as it always has.
        self.row_count, self.column_count = shape.rows, shape.columns
        self.top_reserve = 0
        self.card = QSize()
        self.origin = QPoint()
        self.step_x = self.step_y = 0
        self.fit(size)

    def fit_shape(self, shape: Shape, size: QSize) -> None:
        """Lay out another game's grid (a new game may have another shape)."""
        self.row_count, self.column_count = shape.rows, shape.columns
        self.fit(size)

    def fit(self, size: QSize) -> None:
        """The largest cards with at least the same margin on every side, the board
        centred; height to spare parts the rows a little (up to _MAX_GAP_Y)."""
        rows, columns = self.row_count, self.column_count
        room_height = size.height() - 2 * self.top_reserve  # centred: as much below
        across = columns + (columns - 1) * _GAP_X + 2 * _MARGIN
        down = rows * CARD_ASPECT + (rows - 1) * _GAP_Y + 2 * _MARGIN
        width = max(12, int(min(size.width() / across, room_height / down)))
        height = round(width * CARD_ASPECT)
        margin = round(width * _MARGIN)
        gap_y = 0
        if rows > 1:
            spare = room_height - 2 * margin - rows * height
            gap_y = max(0, min(round(width * _MAX_GAP_Y), spare // (rows - 1)))
        self.step_x = width + round(width * _GAP_X)
        self.step_y = height + gap_y
        board_w = self.step_x * (columns - 1) + width
        board_h = self.step_y * (rows - 1) + height
        top = (size.height() - board_h) // 2
        if self.top_reserve:
            top = max(top, self.top_reserve + margin)
        self.origin = QPoint((size.width() - board_w) // 2, top)
        self.card = QSize(width, height)

    def height_for_width(self, width: int) -> int:
        """The least viewport height at which a viewport width pixels wide holds the
        board at the largest cards that width allows: taller, and the height is spare
        (rows part a little, then table above and below)."""
        rows, columns = self.row_count, self.column_count
        across = columns + (columns - 1) * _GAP_X + 2 * _MARGIN
        down = rows * CARD_ASPECT + (rows - 1) * _GAP_Y + 2 * _MARGIN
        card = max(12, int(width / across))
        return math.ceil(card * down) + 2 * self.top_reserve

    def cell_rect(self, square: int) -> QRect:
        row, column = divmod(square, self.column_count)
        return QRect(
            self.origin.x() + column * self.step_x,
            self.origin.y() + row * self.step_y,
            self.card.width(),
            self.card.height(),
        )

    def square_at(self, point: QPoint | QPointF) -> int | None:
        """The square whose card rectangle holds point (None between cards)."""
        x, y = point.x() - self.origin.x(), point.y() - self.origin.y()
        column, row = int(x // self.step_x), int(y // self.step_y)
        if not (0 <= column < self.column_count and 0 <= row < self.row_count):
            return None
        if x - column * self.step_x >= self.card.width() or y - row * self.step_y >= (
            self.card.height()
        ):
            return None
        return row * self.column_count + column

    def padded(self, rect: QRect) -> QRect:
        """A card rectangle grown by the reach of glows and shadows."""
        margin = pad(self.card.width())
        return rect.adjusted(-margin, -margin, margin, margin)

    def floating_rect(self, top_left: QPointF) -> QRect:
        """What a card above the table (dragged or sliding) covers, glows and shadow included."""
        return self.padded(QRectF(top_left, self.card.toSizeF()).toAlignedRect())
