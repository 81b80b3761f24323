"""The moves and time of each win, as a scatter: the best ones sit bottom left."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from addiction.store.statistics import PlayedGame

from ..words import format_duration, tr
from .axes import Axes, draw_axes, make_axes, nice_step
from .base import Chart, mix


class WinsScatter(Chart):
    """Each win as a point: moves across, time up. The best ones sit bottom left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            tr("Moves and time of wins"),
            tr("No wins yet. Your first win will show here as a point."),
            parent,
        )
        self.wins: list[tuple[int, float]] = []

    def set_games(self, games: Sequence[PlayedGame]) -> None:
        self.wins = [(game.moves, game.seconds) for game in games if game.is_win]
        self.update()

    def has_data(self) -> bool:
        return bool(self.wins)

    def subtitle(self) -> str:
        return tr("%n wins; the best sit low and left", "", len(self.wins))

    def axes(self) -> Axes:
        most_moves = max(moves for moves, _ in self.wins)
        most_minutes = max(seconds for _, seconds in self.wins) / 60
        minute_step = max(1.0, nice_step(most_minutes, 3))
        y_ticks = [
            (i * minute_step * 60, format_duration(i * minute_step * 60))
            for i in range(max(1, math.ceil(most_minutes / minute_step)) + 1)
        ]
        fewest_moves = min(moves for moves, _ in self.wins)
        move_step = nice_step(max(20, most_moves - fewest_moves), 5)
        # Round numbers around the wins, never on an edge: no win takes 0 moves, and a
        # single win sits in the middle.
        first = max(0.0, (math.ceil(fewest_moves / move_step) - 1) * move_step)
        last = (math.floor(most_moves / move_step) + 1) * move_step
        steps = round((last - first) / move_step)
        x_ticks = [(first + i * move_step, f"{first + i * move_step:g}") for i in range(steps + 1)]
        return make_axes(self, (first, last), y_ticks, x_ticks)

    def draw(self, painter: QPainter) -> None:
        axes = self.axes()
        draw_axes(self, painter, axes)
        green = self.theme.in_place
        size = 8.0 if len(self.wins) < 300 else 6.0
        points = QPolygonF([QPointF(axes.x(moves), axes.y(secs)) for moves, secs in self.wins])
        # Round points of a wide pen, in one call each (thousands of ellipses are slow):
        # a darker rim, then a lighter fill inside it.
        for pen_colour, width in (
            (mix(green, self.text_colour(), 0.35), size),
            (mix(green, self.palette().color(QPalette.ColorRole.Base), 0.3), size - 2),
        ):
            painter.setPen(QPen(pen_colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPoints(points)
        metrics = painter.fontMetrics()
        painter.setPen(self.muted_colour())
        caption = tr("moves")
        width = metrics.horizontalAdvance(caption) + 4
        painter.drawText(
            QRectF(
                axes.area.right() - width,
                axes.area.bottom() - metrics.height() - 2,
                width,
                metrics.height(),
            ),
            Qt.AlignmentFlag.AlignRight,
            caption,
        )

    def tip_at(self, position: QPointF) -> str | None:
        axes = self.axes()
        nearest = min(
            self.wins,
            key=lambda win: (
                (axes.x(win[0]) - position.x()) ** 2 + (axes.y(win[1]) - position.y()) ** 2
            ),
        )
        if math.hypot(axes.x(nearest[0]) - position.x(), axes.y(nearest[1]) - position.y()) > 8:
            return None
        return tr("Won in {moves} moves, {time}").format(
            moves=nearest[0], time=format_duration(nearest[1])
        )


# --- games per day ------------------------------------------------------------------
