"""The win rate over time: the share of wins among the last games, game after game."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QWidget

from addiction.store.statistics import PlayedGame

from ..words import tr
from .axes import Axes, draw_axes, make_axes, nice_step
from .base import Chart

#: Games in the rolling win rate, at least; a long record takes a wider window
#: (a hundredth of the games) so that the line shows a trend, not noise.
ROLLING_GAMES = 20
_ROLLING_SHARE = 100


class WinRateChart(Chart):
    """The share of wins among the last `rolling` games, game after game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            tr("Win rate over time"),
            tr("No games yet. Your win rate will grow here, game by game."),
            parent,
        )
        self.rates: list[float] = []
        self.overall: float | None = None
        self.rolling = ROLLING_GAMES

    def set_games(self, games: Sequence[PlayedGame]) -> None:
        wins = [0]
        for game in games:
            wins.append(wins[-1] + game.is_win)
        window = self.rolling = max(ROLLING_GAMES, len(games) // _ROLLING_SHARE)
        self.rates = [
            (wins[i + 1] - wins[max(0, i + 1 - window)]) / min(i + 1, window)
            for i in range(len(games))
        ]
        self.overall = wins[-1] / len(games) if games else None
        self.update()

    def has_data(self) -> bool:
        return bool(self.rates)

    def subtitle(self) -> str:
        return tr("each point: the last {count} games").format(count=self.rolling)

    def axes(self) -> Axes:
        count = len(self.rates)
        y_ticks = [(0.0, "0%"), (0.5, "50%"), (1.0, "100%")]
        x_ticks = [(float(n), str(n)) for n in _range_steps(1, count, nice_step(count, 4))]
        return make_axes(self, (1.0, max(2.0, float(count))), y_ticks, x_ticks)

    def draw(self, painter: QPainter) -> None:
        axes = self.axes()
        draw_axes(self, painter, axes)
        count = len(self.rates)
        theme = self.theme
        # At most one point per pixel: 10,000 games draw as fast as 500.
        stride = max(1, math.ceil(count / max(1.0, axes.area.width())))
        points = [QPointF(axes.x(i + 1), axes.y(self.rates[i])) for i in range(0, count, stride)]
        if (count - 1) % stride:
            points.append(QPointF(axes.x(count), axes.y(self.rates[-1])))
        if len(points) == 1:
            points.append(QPointF(axes.area.right(), points[0].y()))
        shade = QColor(theme.hint)
        shade.setAlpha(45)
        bottom = axes.area.bottom()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shade)
        painter.drawPolygon(
            QPolygonF([QPointF(points[0].x(), bottom), *points, QPointF(points[-1].x(), bottom)])
        )
        painter.setPen(
            QPen(
                theme.hint,
                2,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.drawPolyline(QPolygonF(points))
        if self.overall is None:
            return
        y = axes.y(self.overall)
        painter.setPen(QPen(theme.in_place, 1.5, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(axes.area.left(), y), QPointF(axes.area.right(), y))
        label = tr("all games: {rate}").format(rate=percent(self.overall))
        metrics = painter.fontMetrics()
        width = metrics.horizontalAdvance(label) + 8
        above = y - metrics.height() - 2 > axes.area.top()
        box = QRectF(
            axes.area.right() - width - 4,
            y - metrics.height() - 1 if above else y + 2,
            width,
            metrics.height(),
        )
        # On a patch of the panel colour: the rate line may run right through it.
        painter.fillRect(box, self.palette().color(QPalette.ColorRole.Base))
        painter.setPen(self.text_colour())
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    def tip_at(self, position: QPointF) -> str | None:
        axes = self.axes()
        if not axes.outer.contains(position):
            return None
        game = min(len(self.rates), max(1, round(axes.x_value(position.x()))))
        return tr("Games {first}–{last}: {rate} won").format(
            first=max(1, game - self.rolling + 1), last=game, rate=percent(self.rates[game - 1])
        )


def percent(share: float) -> str:
    return f"{share:.0%}"


def _range_steps(first: int, last: int, step: float) -> list[int]:
    """Round tick values from first to last (both shown), about step apart."""
    values = [first]
    value = step
    while value < last - step / 2:
        if value > first + step / 2:
            values.append(int(value))
        value += step
    if last > first:
        values.append(last)
    return values


# --- cards in place ------------------------------------------------------------------
