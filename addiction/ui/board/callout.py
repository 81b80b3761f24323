"""The hint's callout: the advice written on the table, with a pointer to the
squares it names.

A child of the board's viewport (as the 2s chooser), so it moves and scales with
the table and never leaves the window. Its text wraps to the room there is, so no
language or window size cuts it, and it lies where it covers no card it does not
name (callout_place.py), most often on the felt beside the board, with a line to
each named square. Clicks go through it to the cards beneath; a click on the table
or Escape puts it away (the rings on the named squares stay).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLineF, QMargins, QObject, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ..theme import Theme
from .callout_place import EDGE, callout_place
from .geometry import BoardGeometry

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
        self._pointer = _Pointer(viewport)
        self.set_theme(theme)
        self.hide()
        viewport.installEventFilter(self)  # a click on the table puts the callout away
        table = viewport.parentWidget()
        if table is not None:
            table.installEventFilter(self)  # and so does Escape

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._pointer.colour = theme.hint
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
        self.place()
        self._pointer.show()
        self.show()
        self.raise_()

    def clear(self) -> None:
        self._squares = ()
        self.label.clear()
        self.setAccessibleName("")
        self.dismiss()

    def dismiss(self) -> None:
        """Put the callout away (the player read it); the hint itself stays."""
        self.hide()
        self._pointer.hide()

    def pointer_lines(self) -> list[QLineF]:
        """The pointer's lines, callout to named square, in viewport coordinates."""
        return self._pointer.lines() if self._pointer.isVisible() else []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.isVisible():
            if event.type() == QEvent.Type.MouseButtonPress:
                self.dismiss()  # the click goes on to the table
            elif (
                event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape
            ):
                self.dismiss()
                return True
        return super().eventFilter(watched, event)

    def place(self) -> None:
        """Size the box to its text and put it where it covers none of its squares."""
        if not self.label.text():
            return
        parent = self.parentWidget()
        assert parent is not None, "made as a child of the viewport"
        room = parent.rect().marginsRemoved(QMargins(EDGE, EDGE, EDGE, EDGE))
        if not self._squares:  # a shuffle's advice: "No moves left" lies at the top
            room.setTop(room.top() + self._geometry.top_reserve)
        card = self._geometry.card.width()
        widest = min(room.width(), max(MIN_WIDTH, round(card * CARD_WIDTHS)))
        place = callout_place(self._geometry, self._squares, room, widest, self._height_for)
        if place.height() > room.height():  # a very low window: take the whole width
            place = QRect(room.left(), room.top(), room.width(), self._height_for(room.width()))
        self.setGeometry(place)
        self._pointer.point(place, [self._geometry.cell_rect(s) for s in self._squares])

    def _height_for(self, width: int) -> int:
        return self.label.heightForWidth(width - 2 * PADDING) + 2 * PADDING

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self._theme
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The border in the hint's own blue: the callout belongs to the ringed cards.
        painter.setPen(QPen(theme.hint, 2.0 * theme.stroke))
        painter.setBrush(theme.popup)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        painter.end()


#: The arrowhead's length and half its width, in pixels.
HEAD_LENGTH, HEAD_HALF_WIDTH = 10.0, 5.0


class _Pointer(QWidget):
    """The callout's lines to the squares it names, under the callout; as large as
    its lines, so the table around it is drawn as ever. Clicks go through."""

    def __init__(self, viewport: QWidget) -> None:
        super().__init__(viewport)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.colour = self.palette().color(QPalette.ColorRole.Highlight)
        self._lines: list[QLineF] = []  # in the viewport's coordinates
        self.hide()

    def lines(self) -> list[QLineF]:
        return list(self._lines)

    def point(self, box: QRect, squares: list[QRect]) -> None:
        """A line from box to each square it does not touch: from the box's point
        nearest the square's centre to the square's point nearest that."""
        self._lines = []
        for square in squares:
            if box.intersects(square):
                continue
            start = _nearest(QRectF(box), QPointF(square.center()))
            end = _nearest(QRectF(square).adjusted(0, 0, -1, -1), start)  # on its card
            self._lines.append(QLineF(start, end))
        if not self._lines:
            self.setGeometry(QRect())
            return
        reach = math.ceil(HEAD_LENGTH)
        bounds = QRectF(self._lines[0].p1(), self._lines[0].p2()).normalized()
        for line in self._lines:
            bounds = bounds.united(QRectF(line.p1(), line.p2()).normalized())
        self.setGeometry(bounds.toAlignedRect().adjusted(-reach, -reach, reach, reach))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(-QPointF(self.pos()))
        pen = QPen(self.colour, 2.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(self.colour)
        for line in self._lines:
            painter.drawLine(line)
            painter.drawPolygon(_head(line))
        painter.end()


def _nearest(rect: QRectF, point: QPointF) -> QPointF:
    """The point of rect nearest point."""
    x = min(max(point.x(), rect.left()), rect.right())
    y = min(max(point.y(), rect.top()), rect.bottom())
    return QPointF(x, y)


def _head(line: QLineF) -> QPolygonF:
    """The arrowhead at line's end."""
    length = max(line.length(), 1.0)
    along = (line.p2() - line.p1()) / length
    across = QPointF(-along.y(), along.x())
    back = line.p2() - along * HEAD_LENGTH
    return QPolygonF([line.p2(), back + across * HEAD_HALF_WIDTH, back - across * HEAD_HALF_WIDTH])
