"""The panel every statistics chart is drawn on: the title, the kind sentence while
there is nothing to show, the colours of the palette and the tooltip under the mouse."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...theme import Theme, theme_for

MARGIN = 10.0  # inside the panel, around everything
RADIUS = 8.0


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def mix(first: QColor, second: QColor, share: float) -> QColor:
    """first blended towards second by share (0..1)."""
    return QColor.fromRgbF(
        first.redF() + (second.redF() - first.redF()) * share,
        first.greenF() + (second.greenF() - first.greenF()) * share,
        first.blueF() + (second.blueF() - first.blueF()) * share,
    )


class Chart(QWidget):
    """A titled panel; subclasses draw the plot and say what is under the mouse."""

    def __init__(self, title: str, empty_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.empty_text = empty_text
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    def minimumSizeHint(self) -> QSize:
        return QSize(240, 140)

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    def has_data(self) -> bool:
        raise NotImplementedError

    @property
    def theme(self) -> Theme:
        return theme_for(is_dark(self.palette()))

    def small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def text_colour(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.Text)

    def muted_colour(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.PlaceholderText)

    def grid_colour(self) -> QColor:
        palette = self.palette()
        return mix(
            palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text), 0.12
        )

    def title_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def subtitle_below(self) -> bool:
        """Whether the subtitle is too long for the title line (a narrow window, a
        longer language): it then has a line of its own beneath the title."""
        room = self.width() - 2 * MARGIN - 16
        room -= QFontMetricsF(self.title_font()).horizontalAdvance(self.title)
        return QFontMetricsF(self.small_font()).horizontalAdvance(self.subtitle()) > room

    def plot_rect(self) -> QRectF:
        """Where the plot goes: the panel below the title (and the subtitle's line)."""
        title_height = self.fontMetrics().height() + 6.0
        if self.has_data() and self.subtitle_below():
            title_height += QFontMetricsF(self.small_font()).height() + 2
        return QRectF(self.rect()).adjusted(MARGIN, MARGIN + title_height, -MARGIN, -MARGIN)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        panel = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(self.grid_colour(), 1))
        painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(panel, RADIUS, RADIUS)

        painter.setFont(self.title_font())
        painter.setPen(self.text_colour())
        title_rect = QRectF(MARGIN, MARGIN - 2, self.width() - 2 * MARGIN, 24)
        painter.drawText(
            title_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.title
        )
        if not self.has_data():
            painter.setFont(self.font())
            painter.setPen(self.muted_colour())
            painter.drawText(
                self.plot_rect(),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.empty_text,
            )
            return
        if self.subtitle_below():
            line = self.fontMetrics().height() + 2
            subtitle_rect, align = title_rect.adjusted(0, line, 0, line), Qt.AlignmentFlag.AlignLeft
        else:
            subtitle_rect, align = title_rect, Qt.AlignmentFlag.AlignRight
        painter.setFont(self.small_font())
        painter.setPen(self.muted_colour())
        # Elided only where even a line of its own is too narrow.
        subtitle = painter.fontMetrics().elidedText(
            self.subtitle(), Qt.TextElideMode.ElideRight, int(subtitle_rect.width())
        )
        painter.drawText(subtitle_rect, align | Qt.AlignmentFlag.AlignTop, subtitle)
        self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError

    def subtitle(self) -> str:
        """A few words in the title line, on the right: what the plot is made of."""
        return ""

    def tip_at(self, position: QPointF) -> str | None:
        """The tooltip for the mouse at position, if it is over something."""
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tip_at(QPointF(event.pos())) if self.has_data() else None
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)
