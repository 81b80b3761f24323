"""Cards in place at the end of each game, as a histogram; the wins' bar is green."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QWidget

from addiction.store.statistics import CARDS, PlayedGame

from ..words import tr
from .axes import Axes, count_ticks, draw_axes, make_axes
from .base import Chart, mix


class InPlaceHistogram(Chart):
    """How many games ended with 0, 1, ... 48 cards in place; the wins' bar is green."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            tr("Cards in place at the end"),
            tr("No games yet. Each finished game adds to one bar here."),
            parent,
        )
        self.counts = [0] * (CARDS + 1)

    def set_games(self, games: Sequence[PlayedGame]) -> None:
        self.counts = [0] * (CARDS + 1)
        for game in games:
            self.counts[game.in_place] += 1
        self.update()

    def has_data(self) -> bool:
        return any(self.counts)

    def subtitle(self) -> str:
        return tr("games by cards in place; green: won")

    def axes(self) -> Axes:
        x_ticks = [(value + 0.5, str(value)) for value in range(0, CARDS + 1, 6)]
        return make_axes(self, (0.0, CARDS + 1.0), count_ticks(max(self.counts)), x_ticks)

    def draw(self, painter: QPainter) -> None:
        axes = self.axes()
        draw_axes(self, painter, axes)
        theme = self.theme
        bar = mix(theme.hint, self.palette().color(QPalette.ColorRole.Base), 0.2)
        gap = 1.0 if axes.area.width() / (CARDS + 1) > 5 else 0.0
        painter.setPen(Qt.PenStyle.NoPen)
        for in_place, count in enumerate(self.counts):
            if not count:
                continue
            left, top = axes.x(in_place), axes.y(count)
            box = QRectF(
                left + gap / 2, top, axes.x(in_place + 1) - left - gap, axes.area.bottom() - top
            )
            painter.setBrush(theme.in_place if in_place == CARDS else bar)
            painter.drawRect(box)

    def tip_at(self, position: QPointF) -> str | None:
        axes = self.axes()
        in_place = math.floor(axes.x_value(position.x()))
        if not axes.outer.contains(position) or not 0 <= in_place <= CARDS:
            return None
        count = self.counts[in_place]
        if in_place == CARDS:
            return tr("{count} won: all 48 cards in place").format(count=count)
        return tr("{count} ended with {cards} cards in place").format(count=count, cards=in_place)


# --- moves and time of wins -------------------------------------------------------------
