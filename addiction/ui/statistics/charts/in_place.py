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

# At most this many tick labels under the bars.
_MOST_TICKS = 9


class InPlaceHistogram(Chart):
    """How many games ended with 0, 1, ... cards in place, up to the cards of the
    largest game shown (48 in Addiction); the wins' part of a bar is green."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            tr("Cards in place at the end"),
            tr("No games yet. Each finished game adds to one bar here."),
            parent,
        )
        self.cards = CARDS
        self.counts = [0] * (CARDS + 1)
        self.wins = [0] * (CARDS + 1)

    def set_games(self, games: Sequence[PlayedGame]) -> None:
        self.cards = max((game.cards for game in games), default=CARDS)
        self.counts = [0] * (self.cards + 1)
        self.wins = [0] * (self.cards + 1)
        for game in games:
            self.counts[game.in_place] += 1
            self.wins[game.in_place] += game.is_win
        self.update()

    def has_data(self) -> bool:
        return any(self.counts)

    def subtitle(self) -> str:
        return tr("games by cards in place; green: won")

    def axes(self) -> Axes:
        step = 6 * math.ceil((self.cards + 1) / (6 * _MOST_TICKS))
        values = list(range(0, self.cards + 1, step))
        if self.cards - values[-1] >= step / 2:  # the wins' bar (52 in Blue Moon) labelled too
            values.append(self.cards)
        x_ticks = [(value + 0.5, str(value)) for value in values]
        return make_axes(self, (0.0, self.cards + 1.0), count_ticks(max(self.counts)), x_ticks)

    def draw(self, painter: QPainter) -> None:
        axes = self.axes()
        draw_axes(self, painter, axes)
        theme = self.theme
        bar = mix(theme.hint, self.palette().color(QPalette.ColorRole.Base), 0.2)
        gap = 1.0 if axes.area.width() / (self.cards + 1) > 5 else 0.0
        painter.setPen(Qt.PenStyle.NoPen)
        for in_place, (count, wins) in enumerate(zip(self.counts, self.wins, strict=True)):
            if not count:
                continue
            left, right = axes.x(in_place) + gap / 2, axes.x(in_place + 1) - gap / 2
            # The wins from the bottom in green, the other games above them.
            for low, high, colour in ((0, wins, theme.in_place), (wins, count, bar)):
                if high > low:
                    top = axes.y(high)
                    painter.setBrush(colour)
                    painter.drawRect(QRectF(left, top, right - left, axes.y(low) - top))

    def tip_at(self, position: QPointF) -> str | None:
        axes = self.axes()
        in_place = math.floor(axes.x_value(position.x()))
        if not axes.outer.contains(position) or not 0 <= in_place <= self.cards:
            return None
        count, wins = self.counts[in_place], self.wins[in_place]
        if wins and wins == count:
            return tr("{count} won: all {cards} cards in place").format(count=count, cards=in_place)
        if wins:
            return tr("{count} ended with {cards} cards in place, {won} of them won").format(
                count=count, cards=in_place, won=wins
            )
        return tr("{count} ended with {cards} cards in place").format(count=count, cards=in_place)


# --- moves and time of wins -------------------------------------------------------------
