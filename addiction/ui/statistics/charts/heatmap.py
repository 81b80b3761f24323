"""Games per day over recent months, as a calendar heat map (a column per week)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import date, datetime, timedelta, timezone

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPalette
from PySide6.QtWidgets import QWidget

from addiction.store.statistics import PlayedGame
from addiction.ui.wording import DateForm, written_date

from ..words import tr
from .base import Chart, mix

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
        empty = mix(base, palette.color(QPalette.ColorRole.Text), 0.08)
        green = self.theme.in_place
        return [empty] + [mix(base, green, share) for share in (0.3, 0.5, 0.75, 1.0)]

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
        when = written_date(day, DateForm.WEEKDAY)
        return tr("{day}: %n games, {wins} won", "", games).format(day=when, wins=wins)
