"""The campaign map: the road of levels on the table's felt (docs/campaign.md).

Each stage is a row of stops, the road winding from one row to the next. A stop
shows its level's number and, below it, the stars won (up to three). The level
to play next is ringed in the table's highlight colour; levels not yet unlocked
are dimmed and cannot be chosen; the keyboard cursor is the board's focus ring.
Clicking an unlocked stop, or Enter on the selected one (moved with the arrow
keys), chooses it (a painted picker, picker.py) and closes the dialog; the window
then plays it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from addiction.engine.campaign import MAX_STARS, current_level, is_unlocked

from ..theme import Theme
from .common import muted
from .picker import PaintedPicker

#: Room on the left of each row for its stage's name, as a share of the width.
_LABEL_SHARE = 0.09


def _star(centre: QPointF, outer: float) -> QPolygonF:
    """A five-pointed star standing on two points."""
    points = []
    for index in range(10):
        radius = outer if index % 2 == 0 else outer * 0.45
        angle = -math.pi / 2 + index * math.pi / 5
        points.append(
            QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        )
    return QPolygonF(points)


class CampaignMap(PaintedPicker[int]):
    """The painted road, a picker of level numbers. stars: the levels won and their stars."""

    def __init__(
        self,
        stars: dict[int, int],
        count: int,
        stage_size: int,
        theme: Theme,
        parent: QWidget | None = None,
    ) -> None:
        current = current_level(stars)
        super().__init__(current, parent)
        self.current = current  # the level to play next
        self.stars = stars
        self.count = count
        self.stage_size = stage_size
        self.theme = theme
        self.setMinimumSize(480, 300)

    def sizeHint(self) -> QSize:
        return QSize(960, 600)

    @property
    def rows(self) -> int:
        return -(-self.count // self.stage_size)

    def is_unlocked(self, number: int) -> bool:
        return is_unlocked(number, self.stars)

    # --- the picker's choices: the levels --------------------------------------------

    def choices(self) -> range:
        return range(1, self.count + 1)

    def can_choose(self, choice: int) -> bool:
        return self.is_unlocked(choice)

    def contains(self, choice: int, point: QPointF) -> bool:
        centre = self.stop_centre(choice)
        return (
            math.hypot(point.x() - centre.x(), point.y() - centre.y()) <= self.stop_radius() * 1.2
        )

    def step(self, choice: int, key: Qt.Key) -> int:
        """The arrow keys move across the map as it is seen, within its rows and columns."""
        row, column = self._place(choice)
        row_step, column_step = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }[key]
        row = max(0, min(self.rows - 1, row + row_step))
        column = max(0, min(self.stage_size - 1, column + column_step))
        return min(self.count, self._number_at_place(row, column))

    # --- where things are ----------------------------------------------------

    def _place(self, number: int) -> tuple[int, int]:
        """(row, column as seen) of a level: rows alternate direction, as a road winds."""
        row, step = divmod(number - 1, self.stage_size)
        return row, step if row % 2 == 0 else self.stage_size - 1 - step

    def _number_at_place(self, row: int, column: int) -> int:
        step = column if row % 2 == 0 else self.stage_size - 1 - column
        return row * self.stage_size + step + 1

    def _cell(self) -> tuple[float, float, float]:
        """(left edge of the road, column width, row height)."""
        left = self.width() * _LABEL_SHARE
        return left, (self.width() - left) / self.stage_size, self.height() / self.rows

    def stop_centre(self, number: int) -> QPointF:
        row, column = self._place(number)
        left, width, height = self._cell()
        return QPointF(left + (column + 0.5) * width, (row + 0.42) * height)

    def stop_radius(self) -> float:
        _, width, height = self._cell()
        return max(8.0, min(width * 0.3, height * 0.28))

    # --- painting ------------------------------------------------------------

    def paint_background(self, painter: QPainter) -> None:
        """The felt, the road and the stages' names."""
        theme = self.theme
        felt = QRadialGradient(
            QPointF(self.rect().center()), max(self.width(), self.height()) * 0.7
        )
        felt.setColorAt(0.0, theme.felt)
        felt.setColorAt(1.0, theme.felt_edge)
        painter.fillRect(self.rect(), QBrush(felt))
        self._paint_road(painter)
        self._paint_stage_names(painter)

    def _paint_road(self, painter: QPainter) -> None:
        road = QPainterPath(self.stop_centre(1))
        _, width, _ = self._cell()
        for number in range(2, self.count + 1):
            before, here = self.stop_centre(number - 1), self.stop_centre(number)
            if abs(before.y() - here.y()) < 1:
                road.lineTo(here)
            else:  # round the end of a row
                bend = width * 0.55 * (1 if self._place(number - 1)[0] % 2 == 0 else -1)
                road.cubicTo(before + QPointF(bend, 0), here + QPointF(bend, 0), here)
        radius = self.stop_radius()
        edge = QColor(self.theme.slot_fill)
        painter.setPen(QPen(edge, radius * 0.9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(road)
        painter.setPen(
            QPen(self.theme.slot_edge, radius * 0.12, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        )
        painter.drawPath(road)

    def _paint_stage_names(self, painter: QPainter) -> None:
        left, _, height = self._cell()
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(9, int(min(height * 0.16, left * 0.2))))
        painter.setFont(font)
        painter.setPen(self.theme.slot_label)
        for row in range(self.rows):
            text = self.tr("Stage %1").replace("%1", str(row + 1))
            rect = QRectF(2, row * height, left - 4, height * 0.84)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)

    def paint_choice(self, painter: QPainter, number: int) -> None:
        """A level's stop with its number and stars."""
        theme = self.theme
        centre, radius = self.stop_centre(number), self.stop_radius()
        unlocked = self.is_unlocked(number)
        painter.save()
        if not unlocked:
            painter.setOpacity(0.55)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.card_shadow)
        painter.drawEllipse(centre + QPointF(0, radius * 0.12), radius, radius)
        face = QColor(theme.card_face) if unlocked else QColor(theme.card_edge)
        painter.setBrush(face)
        edge = theme.in_place if number in self.stars else theme.card_edge
        painter.setPen(QPen(edge, max(1.5, radius * 0.12)))
        painter.drawEllipse(centre, radius, radius)
        if number == self.current:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.live, max(2.0, radius * 0.18)))
            painter.drawEllipse(centre, radius * 1.22, radius * 1.22)
        if self.shows_cursor(number):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.focus, max(1.5, radius * 0.08), Qt.PenStyle.DashLine))
            painter.drawEllipse(centre, radius * 1.42, radius * 1.42)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(radius * 0.9)))
        painter.setFont(font)
        painter.setPen(theme.felt_edge)  # the faces stay light in both themes, as cards do
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(number))
        won = self.stars.get(number, 0)
        size = radius * 0.34
        for index in range(MAX_STARS):
            spot = QPointF(centre.x() + (index - 1) * size * 2.3, centre.y() + radius + size * 1.9)
            painter.setBrush(theme.live if index < won else Qt.BrushStyle.NoBrush)
            painter.setPen(
                QPen(theme.live if index < won else theme.slot_edge, max(1.0, size * 0.18))
            )
            painter.drawPolygon(_star(spot, size))
        painter.restore()


class CampaignDialog(QDialog):
    """The campaign map with how far the player has come; choosing a level emits
    levelChosen(number) and accepts."""

    levelChosen = Signal(int)

    def __init__(
        self,
        stars: dict[int, int],
        count: int,
        stage_size: int,
        theme: Theme,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Campaign"))
        layout = QVBoxLayout(self)
        summary = self.tr("Levels won: %1 of %2 · Stars: %3 of %4")
        for marker, value in (
            ("%1", len(stars)),
            ("%2", count),
            ("%3", sum(stars.values())),
            ("%4", MAX_STARS * count),
        ):
            summary = summary.replace(marker, str(value))
        self.summary_label = QLabel(summary)
        layout.addWidget(self.summary_label)
        self.map = CampaignMap(stars, count, stage_size, theme)
        layout.addWidget(self.map, 1)
        explanation = muted(
            QLabel(
                self.tr(
                    "Win a level to unlock the next. Stars: won · won without a shuffle · "
                    "won in at most par moves. Click a level, or move with the arrow keys "
                    "and press Enter, to play it."
                )
            )
        )
        explanation.setWordWrap(True)
        # Room for the lines it wraps to at the map's narrowest, so the dialog's
        # smallest size never lays it over the road (a wrapped label claims too little).
        explanation.setMinimumHeight(explanation.heightForWidth(self.map.minimumWidth()))
        layout.addWidget(explanation)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.map.chosen.connect(self._choose)
        self.map.setFocus()

    def _choose(self) -> None:
        self.levelChosen.emit(self.map.selected)
        self.accept()
