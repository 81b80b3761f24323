"""The daily calendar: past months of daily deals, won / not won / not played per day.

Each day of the month is a square: a tick for a won daily, a cross for one
not won (lost, given up or left), nothing for a day not played; today has a
frame, days to come are dimmed and cannot be chosen. Shapes carry the meaning,
colour only helps. Clicking a day up to today (or Enter on the selected one,
moved with the arrow keys) chooses it (a painted picker, picker.py) and closes
the dialog, which emits dayChosen; the window
then plays that day's deal, which counts as a normal game, and for the daily
streak only if it is today's (docs/daily.md).
"""

from __future__ import annotations

import calendar
import datetime

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from addiction.store.statistics import DailyResult, daily_streaks
from addiction.ui.wording import DateForm, written_date

from .common import heading_font_label, muted, readable_red
from .picker import PaintedPicker

#: How far back the calendar goes beyond the first day played: a year of months.
MONTHS_BACK = 12
WEEK_ROWS = 6  # a month spans at most six weeks
DAYS_IN_WEEK = 7


def readable_green(palette: QPalette) -> str:
    """A green that reads well on the palette's background, light or dark."""
    return "#66d17a" if palette.color(QPalette.ColorRole.Base).lightness() < 128 else "#1b7a33"


def streak_text(results: dict[datetime.date, DailyResult], today: datetime.date) -> str:
    """The streaks in words: "Daily streak: 2 · Best daily streak: 5" (docs/daily.md)."""
    current, best = daily_streaks(results, today)
    text = QCoreApplication.translate("DailyCalendar", "Daily streak: %1 · Best daily streak: %2")
    return text.replace("%1", str(current)).replace("%2", str(best))


def month_index(date: datetime.date) -> int:
    """Months counted from year 0, so months can be stepped by adding."""
    return date.year * 12 + date.month - 1


class MonthView(PaintedPicker[datetime.date]):
    """One month's days as a grid of squares, Monday first: a picker of the days up
    to today."""

    def __init__(
        self,
        results: dict[datetime.date, DailyResult],
        today: datetime.date,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(today, parent)
        self.results = results
        self.today = today
        self.year, self.month = today.year, today.month
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(7 * 44, 6 * 40 + 24)

    def sizeHint(self) -> QSize:
        return QSize(7 * 72, 6 * 60 + 28)

    def show_month(self, year: int, month: int) -> None:
        self.year, self.month = year, month
        if (self.selected.year, self.selected.month) != (year, month):
            self.selected = min(datetime.date(year, month, 1), self.today)
        self.update()

    # --- geometry -------------------------------------------------------------------

    def _header_height(self) -> float:
        return float(self.fontMetrics().height() + 8)

    def _cell(self) -> tuple[float, float]:
        return self.width() / DAYS_IN_WEEK, (self.height() - self._header_height()) / WEEK_ROWS

    def day_rect(self, date: datetime.date) -> QRectF:
        """Where a day of the shown month is painted (tests click its centre)."""
        first_weekday = datetime.date(self.year, self.month, 1).weekday()
        slot = first_weekday + date.day - 1
        width, height = self._cell()
        row, column = divmod(slot, DAYS_IN_WEEK)
        return QRectF(column * width, self._header_height() + row * height, width, height).adjusted(
            3, 3, -3, -3
        )

    # --- the picker's choices: the days of the month --------------------------------

    def choices(self) -> list[datetime.date]:
        count = calendar.monthrange(self.year, self.month)[1]
        return [datetime.date(self.year, self.month, day) for day in range(1, count + 1)]

    def contains(self, choice: datetime.date, point: QPointF) -> bool:
        return self.day_rect(choice).contains(point)

    def can_choose(self, choice: datetime.date) -> bool:
        return choice <= self.today

    def step(self, choice: datetime.date, key: Qt.Key) -> datetime.date | None:
        """A day or a week on, within the month shown."""
        days = {
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_Up: -DAYS_IN_WEEK,
            Qt.Key.Key_Down: DAYS_IN_WEEK,
        }[key]
        moved = choice + datetime.timedelta(days=days)
        return moved if (moved.year, moved.month) == (self.year, self.month) else None

    # --- painting -------------------------------------------------------------------

    def paint_background(self, painter: QPainter) -> None:
        """The names of the weekdays."""
        width, _ = self._cell()
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        locale = self.locale()
        for column in range(DAYS_IN_WEEK):
            name = locale.dayName(column + 1, locale.FormatType.ShortFormat)
            painter.drawText(
                QRectF(column * width, 0, width, self._header_height()),
                Qt.AlignmentFlag.AlignCenter,
                name,
            )

    def paint_choice(self, painter: QPainter, date: datetime.date) -> None:
        """A day's square with its number, and a tick or a cross once played."""
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        rect = self.day_rect(date)
        future = date > self.today
        base = palette.color(QPalette.ColorRole.Base)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(palette.color(QPalette.ColorRole.Window) if future else base)
        painter.drawRoundedRect(rect, 6, 6)
        if date == self.today:
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        if self.shows_cursor(date):
            pen = QPen(text, 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 5, 5)
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText) if future else text)
        font = QFont(self.font())
        font.setBold(date == self.today)
        painter.setFont(font)
        painter.drawText(
            rect.adjusted(8, 6, -8, -6),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            str(date.day),
        )
        result = self.results.get(date)
        if result is not None:
            won = result.outcome.is_win
            colour = readable_green(palette) if won else readable_red(palette)
            _paint_mark(painter, rect, won, QColor(colour))


def _paint_mark(painter: QPainter, rect: QRectF, won: bool, colour: QColor) -> None:
    """A tick for a won day, a cross for one not won, centred in the lower part."""
    size = min(rect.width(), rect.height()) * 0.42
    centre = QPointF(rect.center().x(), rect.center().y() + rect.height() * 0.1)
    half = size / 2
    path = QPainterPath()
    if won:
        path.moveTo(centre + QPointF(-half, 0))
        path.lineTo(centre + QPointF(-half * 0.25, half * 0.7))
        path.lineTo(centre + QPointF(half, -half * 0.75))
    else:
        path.moveTo(centre + QPointF(-half * 0.7, -half * 0.7))
        path.lineTo(centre + QPointF(half * 0.7, half * 0.7))
        path.moveTo(centre + QPointF(half * 0.7, -half * 0.7))
        path.lineTo(centre + QPointF(-half * 0.7, half * 0.7))
    pen = QPen(colour, max(2.5, size / 7))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


class DailyCalendarDialog(QDialog):
    """Past months of daily deals; choosing a day emits dayChosen(date) and accepts."""

    dayChosen = Signal(datetime.date)

    def __init__(
        self,
        results: dict[datetime.date, DailyResult],
        today: datetime.date,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Daily calendar"))
        self.today = today
        earliest = min(results, default=today)
        self.first_month = min(month_index(earliest), month_index(today) - MONTHS_BACK)
        self.last_month = month_index(today)
        layout = QVBoxLayout(self)

        self.streak_label = QLabel(streak_text(results, today))
        layout.addWidget(self.streak_label)

        header = QHBoxLayout()
        self.previous_button = QToolButton()
        self.previous_button.setArrowType(Qt.ArrowType.LeftArrow)
        self.previous_button.setToolTip(self.tr("Previous month"))
        self.next_button = QToolButton()
        self.next_button.setArrowType(Qt.ArrowType.RightArrow)
        self.next_button.setToolTip(self.tr("Next month"))
        self.month_label = heading_font_label("", 1.3)
        self.month_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        header.addWidget(self.previous_button)
        header.addWidget(self.month_label, 1)
        header.addWidget(self.next_button)
        layout.addLayout(header)

        self.month_view = MonthView(results, today)
        layout.addWidget(self.month_view, 1)
        layout.addWidget(
            muted(
                QLabel(
                    self.tr(
                        "✓ won · ✗ not won · blank: not played. Click a day to play its deal; "
                        "a past day counts as a normal game, not for the daily streak."
                    )
                )
            )
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.previous_button.clicked.connect(lambda: self.step_month(-1))
        self.next_button.clicked.connect(lambda: self.step_month(1))
        self.month_view.chosen.connect(self._choose)
        self.shown_month = self.last_month
        self.step_month(0)
        self.month_view.setFocus()

    def step_month(self, step: int) -> None:
        """Show the month step months away (within the calendar's range)."""
        self.shown_month = max(self.first_month, min(self.last_month, self.shown_month + step))
        year, month0 = divmod(self.shown_month, 12)
        self.month_view.show_month(year, month0 + 1)
        self.month_label.setText(written_date(datetime.date(year, month0 + 1, 1), DateForm.MONTH))
        self.previous_button.setEnabled(self.shown_month > self.first_month)
        self.next_button.setEnabled(self.shown_month < self.last_month)

    def _choose(self) -> None:
        self.dayChosen.emit(self.month_view.selected)
        self.accept()
