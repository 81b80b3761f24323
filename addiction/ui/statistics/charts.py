"""The statistics charts, drawn with QPainter in the colours of the board.

QtCharts is not part of PySide6-Essentials, and four small charts do not need
it. Each chart is a panel on the palette's base colour with a title, a plot
and, while it has nothing to show, one kind sentence instead. Colours come
from the widget palette (text, grid, panel) and from addiction/ui/theme.py
(the green of cards in place for wins, the hint blue for the win rate), so the
charts follow the light and the dark palette. Hovering a bar, a point or a day
shows its figures in a tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone

from PySide6.QtCore import QDate, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from addiction.store.statistics import CARDS, PlayedGame

from ..theme import Theme, theme_for
from .words import format_duration, tr

#: Games in the rolling win rate, at least; a long record takes a wider window
#: (a hundredth of the games) so that the line shows a trend, not noise.
ROLLING_GAMES = 20
_ROLLING_SHARE = 100
_MARGIN = 10.0  # inside the panel, around everything
_RADIUS = 8.0


def _is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def _mix(first: QColor, second: QColor, share: float) -> QColor:
    """first blended towards second by share (0..1)."""
    return QColor.fromRgbF(
        first.redF() + (second.redF() - first.redF()) * share,
        first.greenF() + (second.greenF() - first.greenF()) * share,
        first.blueF() + (second.blueF() - first.blueF()) * share,
    )


def nice_step(span: float, ticks: int) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ticks steps over span."""
    if span <= 0:
        return 1.0
    rough = span / max(1, ticks)
    power = 10.0 ** math.floor(math.log10(rough))
    return next(step * power for step in (1.0, 2.0, 5.0, 10.0) if step * power >= rough)


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
        return theme_for(_is_dark(self.palette()))

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
        return _mix(
            palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text), 0.12
        )

    def plot_rect(self) -> QRectF:
        """Where the plot goes: the panel below the title."""
        title_height = self.fontMetrics().height() + 6
        return QRectF(self.rect()).adjusted(_MARGIN, _MARGIN + title_height, -_MARGIN, -_MARGIN)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        panel = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(self.grid_colour(), 1))
        painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(panel, _RADIUS, _RADIUS)

        title_font = QFont(self.font())
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(self.text_colour())
        title_rect = QRectF(_MARGIN, _MARGIN - 2, self.width() - 2 * _MARGIN, 24)
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
        room = title_rect.width() - painter.fontMetrics().horizontalAdvance(self.title) - 16
        painter.setFont(self.small_font())
        painter.setPen(self.muted_colour())
        subtitle = painter.fontMetrics().elidedText(
            self.subtitle(), Qt.TextElideMode.ElideRight, max(0, int(room))
        )
        painter.drawText(
            title_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, subtitle
        )
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


@dataclass(frozen=True)
class _Axes:
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


def _make_axes(
    chart: Chart,
    x_range: tuple[float, float],
    y_ticks: Sequence[tuple[float, str]],
    x_ticks: Sequence[tuple[float, str]],
) -> _Axes:
    """Room for the tick labels around the chart's plot area."""
    metrics = QFontMetricsF(chart.small_font())
    outer = chart.plot_rect()
    label_width = max(metrics.horizontalAdvance(text) for _, text in y_ticks) + 6
    inner = outer.adjusted(label_width, metrics.height() / 2, 0, -metrics.height() - 4)
    return _Axes(inner, outer, *x_range, tuple(y_ticks), tuple(x_ticks), label_width)


def _draw_axes(chart: Chart, painter: QPainter, axes: _Axes) -> None:
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


def _count_ticks(top: float, ticks: int = 4) -> list[tuple[float, str]]:
    """0, a round step, ... up to at least top, labelled as whole numbers."""
    step = max(1.0, nice_step(top, ticks))
    count = max(1, math.ceil(top / step))
    return [(i * step, f"{i * step:g}") for i in range(count + 1)]


# --- win rate over time ---------------------------------------------------------------


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

    def axes(self) -> _Axes:
        count = len(self.rates)
        y_ticks = [(0.0, "0%"), (0.5, "50%"), (1.0, "100%")]
        x_ticks = [(float(n), str(n)) for n in _range_steps(1, count, nice_step(count, 4))]
        return _make_axes(self, (1.0, max(2.0, float(count))), y_ticks, x_ticks)

    def draw(self, painter: QPainter) -> None:
        axes = self.axes()
        _draw_axes(self, painter, axes)
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

    def axes(self) -> _Axes:
        x_ticks = [(value + 0.5, str(value)) for value in range(0, CARDS + 1, 6)]
        return _make_axes(self, (0.0, CARDS + 1.0), _count_ticks(max(self.counts)), x_ticks)

    def draw(self, painter: QPainter) -> None:
        axes = self.axes()
        _draw_axes(self, painter, axes)
        theme = self.theme
        bar = _mix(theme.hint, self.palette().color(QPalette.ColorRole.Base), 0.2)
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

    def axes(self) -> _Axes:
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
        return _make_axes(self, (first, last), y_ticks, x_ticks)

    def draw(self, painter: QPainter) -> None:
        axes = self.axes()
        _draw_axes(self, painter, axes)
        green = self.theme.in_place
        size = 8.0 if len(self.wins) < 300 else 6.0
        points = QPolygonF([QPointF(axes.x(moves), axes.y(secs)) for moves, secs in self.wins])
        # Round points of a wide pen, in one call each (thousands of ellipses are slow):
        # a darker rim, then a lighter fill inside it.
        for pen_colour, width in (
            (_mix(green, self.text_colour(), 0.35), size),
            (_mix(green, self.palette().color(QPalette.ColorRole.Base), 0.3), size - 2),
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


_FAR_FUTURE = datetime.max.replace(tzinfo=timezone.utc)


def _local_day(when: datetime) -> tuple[date, datetime, datetime]:
    """The local date of when, and the moments its local day starts and ends.

    Through naive local midnights, so that a day with a daylight-saving change
    lasts 23 or 25 hours as it does on the clock.
    """
    day = when.astimezone().date()
    midnight = datetime(day.year, day.month, day.day)
    return day, midnight.astimezone(), (midnight + timedelta(days=1)).astimezone()


class CalendarHeatmap(Chart):
    """Games per day over recent months, a column per week (Monday on top), like GitHub's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            tr("Games per day"),
            tr("No games yet. Each day you play will light up here."),
            parent,
        )
        self.per_day: dict[date, tuple[int, int]] = {}  # day: (games, wins)
        self.today = date.today()

    def set_games(self, games: Sequence[PlayedGame], today: date | None = None) -> None:
        per_day: dict[date, list[int]] = {}
        day, day_start, day_end = date.min, _FAR_FUTURE, _FAR_FUTURE
        for game in games:
            when = game.finished_at
            # Games come in the order they ended, mostly many to a day: convert a time
            # to the local calendar only when it leaves the local day seen last.
            if not day_start <= when < day_end:
                day, day_start, day_end = _local_day(when)
            counts = per_day.setdefault(day, [0, 0])
            counts[0] += 1
            counts[1] += game.is_win
        self.per_day = {day: (games_, wins) for day, (games_, wins) in per_day.items()}
        self.today = today or date.today()
        self.update()

    def has_data(self) -> bool:
        return bool(self.per_day)

    def subtitle(self) -> str:
        return tr("%n days played", "", len(self.per_day))

    def _grid(self) -> tuple[float, QPointF, date, int]:
        """(cell size, top left of the first cell, the first Monday shown, weeks shown)."""
        metrics = QFontMetricsF(self.small_font())
        area = self.plot_rect()
        day_labels = metrics.horizontalAdvance(tr("Wed")) + 6
        top = metrics.height() + 2  # the month names
        bottom = metrics.height() + 6  # the legend
        cell = max(6.0, min(20.0, (area.height() - top - bottom) / 7))
        weeks = max(1, min(53, int((area.width() - day_labels) // cell)))
        # Centred: the grid is narrower than the panel when there are few weeks.
        width = day_labels + weeks * cell
        left = area.left() + max(0.0, (area.width() - width) / 2) + day_labels
        this_monday = self.today - timedelta(days=self.today.weekday())
        first = this_monday - timedelta(weeks=weeks - 1)
        return cell, QPointF(left, area.top() + top), first, weeks

    def _colours(self) -> list[QColor]:
        """The colour of no game, then of the four levels from a few games to the most."""
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        empty = _mix(base, palette.color(QPalette.ColorRole.Text), 0.08)
        green = self.theme.in_place
        return [empty] + [_mix(base, green, share) for share in (0.3, 0.5, 0.75, 1.0)]

    def draw(self, painter: QPainter) -> None:
        cell, origin, first, weeks = self._grid()
        colours = self._colours()
        most = max(games for games, _ in self.per_day.values())
        painter.setPen(Qt.PenStyle.NoPen)
        for week in range(weeks):
            for weekday in range(7):
                day = first + timedelta(weeks=week, days=weekday)
                if day > self.today:
                    break
                games, _ = self.per_day.get(day, (0, 0))
                painter.setBrush(colours[math.ceil(4 * games / most)])
                box = QRectF(origin.x() + week * cell, origin.y() + weekday * cell, cell, cell)
                painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), 2, 2)
        metrics = painter.fontMetrics()
        painter.setPen(self.muted_colour())
        for weekday, name in ((0, tr("Mon")), (2, tr("Wed")), (4, tr("Fri"))):
            box = QRectF(origin.x() - 60, origin.y() + weekday * cell, 56, cell)
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, name)
        for week in range(weeks):
            sunday = first + timedelta(weeks=week, days=6)
            if sunday.day <= 7:  # the first week that reaches into a month names it
                label = QLocale().standaloneMonthName(sunday.month, QLocale.FormatType.ShortFormat)
                box = QRectF(
                    origin.x() + week * cell,
                    origin.y() - metrics.height() - 2,
                    60,
                    metrics.height(),
                )
                painter.drawText(box, Qt.AlignmentFlag.AlignLeft, label)
        # The legend under the grid, right-aligned with it: Less ■■■■■ More.
        legend_cell = min(cell, metrics.height())
        more, less = tr("More"), tr("Less")
        right = origin.x() + weeks * cell
        y = origin.y() + 7 * cell + 4
        more_width = metrics.horizontalAdvance(more) + 4
        swatches_left = right - more_width - len(colours) * legend_cell
        painter.drawText(
            QRectF(right - more_width + 4, y, more_width, metrics.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            more,
        )
        less_width = metrics.horizontalAdvance(less) + 4
        painter.drawText(
            QRectF(swatches_left - less_width, y, less_width - 4, metrics.height()),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            less,
        )
        painter.setPen(Qt.PenStyle.NoPen)
        swatch_top = y + (metrics.height() - legend_cell) / 2
        for index, colour in enumerate(colours):
            painter.setBrush(colour)
            box = QRectF(swatches_left + index * legend_cell, swatch_top, legend_cell, legend_cell)
            painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), 2, 2)

    def day_at(self, position: QPointF) -> date | None:
        cell, origin, first, weeks = self._grid()
        week = math.floor((position.x() - origin.x()) / cell)
        weekday = math.floor((position.y() - origin.y()) / cell)
        if not (0 <= week < weeks and 0 <= weekday < 7):
            return None
        day = first + timedelta(weeks=week, days=weekday)
        return day if day <= self.today else None

    def tip_at(self, position: QPointF) -> str | None:
        day = self.day_at(position)
        if day is None:
            return None
        games, wins = self.per_day.get(day, (0, 0))
        when = QLocale().toString(
            QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat
        )
        return tr("{day}: %n games, {wins} won", "", games).format(day=when, wins=wins)
