"""A chart's axes: value ranges mapped to pixels, grid lines and tick labels."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen

from .base import Chart


def nice_step(span: float, ticks: int) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ticks steps over span."""
    if span <= 0:
        return 1.0
    rough = span / max(1, ticks)
    power = 10.0 ** math.floor(math.log10(rough))
    return next(step * power for step in (1.0, 2.0, 5.0, 10.0) if step * power >= rough)


@dataclass(frozen=True)
class Axes:
    """A plot's value ranges, ticks and pixel area: the one mapping draw() and tip_at() share."""

    area: QRectF  # the plot itself, inside the tick labels
    outer: QRectF  # with the tick labels
    x_min: float
    x_max: float
    y_ticks: tuple[tuple[float, str], ...]
    x_ticks: tuple[tuple[float, str], ...]
    label_width: float

    @property
    def y_min(self) -> float:
        return self.y_ticks[0][0]

    @property
    def y_max(self) -> float:
        return self.y_ticks[-1][0]

    def x(self, value: float) -> float:
        span = self.x_max - self.x_min or 1.0
        return self.area.left() + (value - self.x_min) / span * self.area.width()

    def y(self, value: float) -> float:
        span = self.y_max - self.y_min or 1.0
        return self.area.bottom() - (value - self.y_min) / span * self.area.height()

    def x_value(self, pixel: float) -> float:
        return self.x_min + (pixel - self.area.left()) / max(1.0, self.area.width()) * (
            self.x_max - self.x_min
        )


def make_axes(
    chart: Chart,
    x_range: tuple[float, float],
    y_ticks: Sequence[tuple[float, str]],
    x_ticks: Sequence[tuple[float, str]],
) -> Axes:
    """Room for the tick labels around the chart's plot area."""
    metrics = QFontMetricsF(chart.small_font())
    outer = chart.plot_rect()
    label_width = max(metrics.horizontalAdvance(text) for _, text in y_ticks) + 6
    inner = outer.adjusted(label_width, metrics.height() / 2, 0, -metrics.height() - 4)
    return Axes(inner, outer, *x_range, tuple(y_ticks), tuple(x_ticks), label_width)


def draw_axes(chart: Chart, painter: QPainter, axes: Axes) -> None:
    """Grid lines at the y ticks, and the tick labels."""
    metrics = painter.fontMetrics()
    inner = axes.area
    painter.setPen(QPen(chart.grid_colour(), 1))
    for value, _ in axes.y_ticks:
        y = round(axes.y(value)) + 0.5
        painter.drawLine(QPointF(inner.left(), y), QPointF(inner.right(), y))
    painter.setPen(chart.muted_colour())
    for value, text in axes.y_ticks:
        box = QRectF(
            axes.outer.left(),
            axes.y(value) - metrics.height() / 2,
            axes.label_width - 6,
            metrics.height(),
        )
        painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
    for value, text in axes.x_ticks:
        width = metrics.horizontalAdvance(text) + 4
        left = min(max(axes.x(value) - width / 2, inner.left() - 4), inner.right() - width + 4)
        box = QRectF(left, inner.bottom() + 3, width, metrics.height())
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def count_ticks(top: float, ticks: int = 4) -> list[tuple[float, str]]:
    """0, a round step, ... up to at least top, labelled as whole numbers."""
    step = max(1.0, nice_step(top, ticks))
    count = max(1, math.ceil(top / step))
    return [(i * step, f"{i * step:g}") for i in range(count + 1)]


# --- win rate over time ---------------------------------------------------------------
