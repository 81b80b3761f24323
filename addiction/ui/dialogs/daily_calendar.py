"""The daily calendar: past months of daily deals, won / not won / not played per day.

Each day of the month is a square: a tick for a won daily, a cross for one
not won (lost, given up or left), nothing for a day not played; today has a
frame, days to come are dimmed and cannot be chosen. Shapes carry the meaning,
colour only helps. Clicking a day up to today (or Enter on the selected one,
moved with the arrow keys) emits dayChosen and closes the dialog; the window
then plays that day's deal, which counts as a normal game, and for the daily
streak only if it is today's (docs/daily.md).
"""

from __future__ import annotations

import calendar
import datetime

from PySide6.QtCore import QCoreApplication, QDate, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
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

from .common import heading_font_label, muted, readable_red

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


class MonthView(QWidget):
    """One month's days as a grid of squares, Monday first; paints and forwards clicks."""

    dayChosen = Signal(object)  # datetime.date

    def __init__(
        self,
        results: dict[datetime.date, DailyResult],
        today: datetime.date,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.results = results
        self.today = today
        self.year, self.month = today.year, today.month
        self.selected = today
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
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

    def day_at(self, point: QPointF) -> datetime.date | None:
        for date in self._days():
            if self.day_rect(date).contains(point):
                return date
        return None

    def _days(self) -> list[datetime.date]:
        count = calendar.monthrange(self.year, self.month)[1]
        return [datetime.date(self.year, self.month, day) for day in range(1, count + 1)]

    # --- painting -------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        muted_text = palette.color(QPalette.ColorRole.PlaceholderText)
        width, _ = self._cell()
        painter.setPen(muted_text)
        locale = self.locale()
        for column in range(DAYS_IN_WEEK):
            name = locale.dayName(column + 1, locale.FormatType.ShortFormat)
            painter.drawText(
                QRectF(column * width, 0, width, self._header_height()),
                Qt.AlignmentFlag.AlignCenter,
                name,
            )
        green, red = QColor(readable_green(palette)), QColor(readable_red(palette))
        for date in self._days():
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
            if date == self.selected and self.hasFocus():
                pen = QPen(text, 1.5, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 5, 5)
            painter.setPen(muted_text if future else text)
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
                _paint_mark(
                    painter, rect, result.outcome.is_win, green if result.outcome.is_win else red
                )
        painter.end()

    # --- input ----------------------------------------------------------------------

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        date = self.day_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and date is not None:
            self.selected = date
            self.update()
            if date <= self.today:
                self.dayChosen.emit(date)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = {
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_Up: -DAYS_IN_WEEK,
            Qt.Key.Key_Down: DAYS_IN_WEEK,
        }
        key = Qt.Key(event.key())
        if key in steps:
            moved = self.selected + datetime.timedelta(days=steps[key])
            if (moved.year, moved.month) == (self.year, self.month):
                self.selected = moved
                self.update()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.selected <= self.today:
                self.dayChosen.emit(self.selected)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()


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

    dayChosen = Signal(object)  # datetime.date

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
        self.month_view.dayChosen.connect(self._choose)
        self.shown_month = self.last_month
        self.step_month(0)
        self.month_view.setFocus()

    def step_month(self, step: int) -> None:
        """Show the month step months away (within the calendar's range)."""
        self.shown_month = max(self.first_month, min(self.last_month, self.shown_month + step))
        year, month0 = divmod(self.shown_month, 12)
        self.month_view.show_month(year, month0 + 1)
        self.month_label.setText(self.locale().toString(QDate(year, month0 + 1, 1), "MMMM yyyy"))
        self.previous_button.setEnabled(self.shown_month > self.first_month)
        self.next_button.setEnabled(self.shown_month < self.last_month)

    def _choose(self, date: datetime.date) -> None:
        self.dayChosen.emit(date)
        self.accept()
