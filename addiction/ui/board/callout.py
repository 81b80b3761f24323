"""The hint's callout: the advice written on the table, next to the squares it names.

A child of the board's viewport (as the 2s chooser), so it moves and scales with
the table and never leaves the window. Its text wraps to the room there is, so no
language or window size cuts it, and it is placed beside the squares it names,
never over them. Clicks go through it to the cards beneath.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce

from PySide6.QtCore import QMargins, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ..theme import Theme
from .geometry import BoardGeometry

#: Room kept between the callout and the viewport's edges or the squares it names.
EDGE = 6
#: The text's distance from the callout's border.
PADDING = 8
#: The widest a callout grows, in card widths: a few lines beside the cards, not a banner.
CARD_WIDTHS = 4.5
#: The narrowest a callout gets while the viewport has room for it (pixels).
MIN_WIDTH = 240


class HintCallout(QFrame):
    """The advice in a rounded box (say), placed beside the squares it names; place
    again after the table is laid out anew (place), taken away with clear."""

    def __init__(self, viewport: QWidget, geometry: BoardGeometry, theme: Theme) -> None:
        super().__init__(viewport)
        self.setObjectName("hintCallout")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._geometry = geometry
        self._theme = theme
        self._squares: tuple[int, ...] = ()
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(QMargins(PADDING, PADDING, PADDING, PADDING))
        layout.addWidget(self.label)
        self.set_theme(theme)
        self.hide()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        palette = self.label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, theme.popup_text)
        self.label.setPalette(palette)
        self.update()

    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""

    def squares(self) -> tuple[int, ...]:
        """The squares the advice names (the callout keeps clear of them)."""
        return self._squares

    def say(self, text: str, squares: Sequence[int]) -> None:
        """Show text beside squares (none: at the top of the table); "" takes it away."""
        if not text:
            self.clear()
            return
        self._squares = tuple(squares)
        self.label.setText(text)
        self.setAccessibleName(text)
        self.show()
        self.raise_()
        self.place()

    def clear(self) -> None:
        self._squares = ()
        self.label.clear()
        self.setAccessibleName("")
        self.hide()

    def place(self) -> None:
        """Size the box to its text and put it where it covers none of its squares."""
        if not self.label.text():
            return
        parent = self.parentWidget()
        assert parent is not None, "made as a child of the viewport"
        room = parent.rect().marginsRemoved(QMargins(EDGE, EDGE, EDGE, EDGE))
        room.setTop(room.top() + self._geometry.top_reserve)  # a banner may lie there
        card = self._geometry.card.width()
        width = min(room.width(), max(MIN_WIDTH, round(card * CARD_WIDTHS)))
        height = self._height_for(width)
        if height > room.height():  # a very low window: take the whole width
            width = room.width()
            height = self._height_for(width)
        self.setGeometry(self._best_place(room, width, height))

    def _height_for(self, width: int) -> int:
        return self.label.heightForWidth(width - 2 * PADDING) + 2 * PADDING

    def _best_place(self, room: QRect, width: int, height: int) -> QRect:
        """Above, below or beside the named squares (each and together), inside room:
        the place that covers least of them, then least of the other cards, then the
        nearest."""
        geometry = self._geometry
        named = [geometry.padded(geometry.cell_rect(square)) for square in self._squares]
        squares = geometry.row_count * geometry.column_count
        others = [geometry.cell_rect(s) for s in range(squares) if s not in self._squares]
        # No square named (a shuffle's advice): above or below the board.
        board = geometry.cell_rect(0).united(geometry.cell_rect(squares - 1))
        union = reduce(QRect.united, named) if named else board
        sides = (_below, _above, _right_of, _left_of) if named else (_below, _above)
        centre = union.center()
        places: list[tuple[int, int, int, QRect]] = []
        for anchor in (union, *named):
            for side in sides:
                place = side(anchor, width, height)
                place = _clamped(place, room)
                covered = sum(_area(place.intersected(rect)) for rect in named)
                hidden = sum(_area(place.intersected(rect)) for rect in others)
                distance = (place.center() - centre).manhattanLength()
                places.append((covered, hidden, distance, place))
        return min(places, key=lambda entry: entry[:3])[3]

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self._theme
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The border in the hint's own blue: the callout belongs to the ringed cards.
        painter.setPen(QPen(theme.hint, 2.0 * theme.stroke))
        painter.setBrush(theme.popup)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        painter.end()


def _area(rect: QRect) -> int:
    return rect.width() * rect.height() if rect.isValid() else 0


def _below(anchor: QRect, width: int, height: int) -> QRect:
    return QRect(anchor.center().x() - width // 2, anchor.bottom() + 1 + EDGE, width, height)


def _above(anchor: QRect, width: int, height: int) -> QRect:
    return QRect(anchor.center().x() - width // 2, anchor.top() - EDGE - height, width, height)


def _right_of(anchor: QRect, width: int, height: int) -> QRect:
    return QRect(anchor.right() + 1 + EDGE, anchor.center().y() - height // 2, width, height)


def _left_of(anchor: QRect, width: int, height: int) -> QRect:
    return QRect(anchor.left() - EDGE - width, anchor.center().y() - height // 2, width, height)


def _clamped(place: QRect, room: QRect) -> QRect:
    """place moved (not resized) into room; room is at least as large."""
    x = min(max(place.left(), room.left()), room.right() + 1 - place.width())
    y = min(max(place.top(), room.top()), room.bottom() + 1 - place.height())
    return QRect(x, y, place.width(), place.height())
