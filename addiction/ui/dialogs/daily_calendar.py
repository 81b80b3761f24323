"""The daily calendar: past months of daily deals and daily challenges, won / not
won / not played per day.

Each day of the month is a square: a tick for a won daily, a cross for one
not won (lost, given up or left), nothing for a day not played; today has a
frame, days to come are dimmed and cannot be chosen. Along its foot, the letters
of the day's three challenges (E, M, H in English): in a filled badge once won,
in an outlined one once played and not won, alone while not played. A month
before this one whose every hard challenge was won wears a crown beside its name.
Shapes carry the meaning, colour only helps; the selected day is told in words to
screen readers (the month's accessible description, the challenge buttons' names).
Clicking a day up to today (or Enter on the selected one, moved with the arrow
keys) chooses it (a painted picker, picker.py) and closes the dialog, which emits
dayChosen; the window then plays that day's deal, which counts as a normal game,
and for the daily streak only if it is today's (docs/daily.md). Clicking a
challenge's letter, or its button below the month for the selected day, emits
challengeChosen and the window plays that challenge.
"""

from __future__ import annotations

import calendar
import datetime

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from addiction.engine.daily_challenges import ChallengeDay, Tier
from addiction.store.statistics import (
    DailyResult,
    crowned_months,
    daily_streaks,
    date_streaks,
    tier_wins,
)
from addiction.ui.challenge_words import tier_letter, tier_name
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


def hard_streak_text(challenges: dict[ChallengeDay, bool], today: datetime.date) -> str:
    """The hard challenges' streaks: "Hard challenge streak: 2 · Best: 5" (docs/daily.md)."""
    current, best = date_streaks(tier_wins(challenges, Tier.HARD), today)
    text = QCoreApplication.translate("DailyCalendar", "Hard challenge streak: %1 · Best: %2")
    return text.replace("%1", str(current)).replace("%2", str(best))


def month_index(date: datetime.date) -> int:
    """Months counted from year 0, so months can be stepped by adding."""
    return date.year * 12 + date.month - 1


class MonthView(PaintedPicker[datetime.date]):
    """One month's days as a grid of squares, Monday first: a picker of the days up
    to today."""

    #: A challenge's letter was clicked on a day up to today: chosen_challenge.
    challengeClicked = Signal()
    #: The selected day changed (a click, an arrow key, another month).
    selectionMoved = Signal()

    def __init__(
        self,
        results: dict[datetime.date, DailyResult],
        today: datetime.date,
        parent: QWidget | None = None,
        challenges: dict[ChallengeDay, bool] | None = None,
    ) -> None:
        super().__init__(today, parent)
        self.results = results
        self.challenges = challenges or {}
        self.chosen_challenge: ChallengeDay | None = None
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
        self.selectionMoved.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click on a challenge's letter chooses that challenge; anywhere else on a
        day, the day (its daily deal)."""
        point = event.position()
        date = self.choice_at(point)
        tier = None if date is None else self.tier_at(date, point)
        if event.button() == Qt.MouseButton.LeftButton and date is not None and tier is not None:
            self.selected = date
            self.update()
            self.selectionMoved.emit()
            if self.can_choose(date):
                self.chosen_challenge = ChallengeDay(date, tier)
                self.challengeClicked.emit()
            return
        super().mouseReleaseEvent(event)
        self.selectionMoved.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        self.selectionMoved.emit()

    # --- geometry -------------------------------------------------------------------

    def _header_height(self) -> float:
        return float(self.fontMetrics().height() + 8)

    def _cell(self) -> tuple[float, float]:
        return self.width() / DAYS_IN_WEEK, (self.height() - self._header_height()) / WEEK_ROWS

    def tier_rect(self, date: datetime.date, tier: Tier) -> QRectF:
        """Where a challenge's letter is painted on its day: thirds of the day's foot."""
        rect = self.day_rect(date)
        height = min(rect.height() * 0.4, self.fontMetrics().height() + 4.0)
        width = (rect.width() - 8) / len(Tier)
        index = list(Tier).index(tier)
        return QRectF(rect.left() + 4 + index * width, rect.bottom() - height - 3, width, height)

    def tier_at(self, date: datetime.date, point: QPointF) -> Tier | None:
        return next((tier for tier in Tier if self.tier_rect(date, tier).contains(point)), None)

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
            # Above the challenges' letters: centred in what they leave of the square.
            above = rect.adjusted(0, 0, 0, -self.tier_rect(date, Tier.EASY).height())
            _paint_mark(painter, above, won, QColor(colour))
        if not future:
            for tier in Tier:
                self._paint_challenge(painter, date, tier)

    def _paint_challenge(self, painter: QPainter, date: datetime.date, tier: Tier) -> None:
        """A challenge's letter: in a filled badge once won, an outlined one once
        played and not won, alone while not played."""
        palette = self.palette()
        rect = self.tier_rect(date, tier).adjusted(1.5, 1.5, -1.5, -1.5)
        won = self.challenges.get(ChallengeDay(date, tier))
        font = QFont(self.font())
        font.setBold(won is not None)
        painter.setFont(font)
        if won is None:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        elif won:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(readable_green(palette)))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(palette.color(QPalette.ColorRole.Base))
        else:
            painter.setPen(QPen(QColor(readable_red(palette)), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(palette.color(QPalette.ColorRole.WindowText))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, tier_letter(tier))


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


def crown_pixmap(size: int, colour: QColor) -> QPixmap:
    """A crown, the mark of a month whose every hard challenge was won."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    unit = size / 10
    path = QPainterPath()
    points = [(1, 8), (1, 3), (3.2, 5.5), (5, 2), (6.8, 5.5), (9, 3), (9, 8)]
    path.moveTo(QPointF(points[0][0] * unit, points[0][1] * unit))
    for x, y in points[1:]:
        path.lineTo(QPointF(x * unit, y * unit))
    path.closeSubpath()
    painter.setPen(QPen(colour.darker(160), max(1.0, unit * 0.5)))
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.end()
    return pixmap


class DailyCalendarDialog(QDialog):
    """Past months of daily deals and challenges; choosing a day emits dayChosen(date),
    choosing a challenge challengeChosen(ChallengeDay), and accepts."""

    dayChosen = Signal(datetime.date)
    challengeChosen = Signal(ChallengeDay)

    def __init__(
        self,
        results: dict[datetime.date, DailyResult],
        today: datetime.date,
        parent: QWidget | None = None,
        challenges: dict[ChallengeDay, bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Daily calendar"))
        self.today = today
        self.results = results
        self.challenges = challenges or {}
        self.crowned = crowned_months(tier_wins(self.challenges, Tier.HARD), today)
        earliest = min(results, default=today)
        self.first_month = min(month_index(earliest), month_index(today) - MONTHS_BACK)
        self.last_month = month_index(today)
        layout = QVBoxLayout(self)

        self.streak_label = QLabel(streak_text(results, today))
        self.hard_streak_label = QLabel(hard_streak_text(self.challenges, today))
        streaks = QHBoxLayout()
        streaks.addWidget(self.streak_label)
        streaks.addStretch(1)
        streaks.addWidget(self.hard_streak_label)
        layout.addLayout(streaks)

        header = QHBoxLayout()
        self.previous_button = QToolButton()
        self.previous_button.setArrowType(Qt.ArrowType.LeftArrow)
        self.previous_button.setToolTip(self.tr("Previous month"))
        self.next_button = QToolButton()
        self.next_button.setArrowType(Qt.ArrowType.RightArrow)
        self.next_button.setToolTip(self.tr("Next month"))
        self.month_label = heading_font_label("", 1.3)
        self.month_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.crown_label = QLabel()
        height = self.month_label.sizeHint().height()
        self.crown_label.setPixmap(crown_pixmap(height, QColor("#e0a800")))
        crown_words = self.tr("Crown: every hard challenge of this month won")
        self.crown_label.setToolTip(crown_words)
        self.crown_label.setAccessibleName(crown_words)
        header.addWidget(self.previous_button)
        header.addStretch(1)
        header.addWidget(self.crown_label)
        header.addWidget(self.month_label)
        header.addStretch(1)
        header.addWidget(self.next_button)
        layout.addLayout(header)

        self.month_view = MonthView(results, today, challenges=self.challenges)
        layout.addWidget(self.month_view, 1)
        daily_legend = QLabel(
            self.tr(
                "✓ won · ✗ not won · blank: not played. Click a day to play its deal; "
                "a past day counts as a normal game, not for the daily streak."
            )
        )
        daily_legend.setWordWrap(True)
        layout.addWidget(muted(daily_legend))
        legend = QLabel(
            self.tr(
                "Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, "
                "not played. Click a letter to play that challenge."
            )
            .replace("%1", tier_letter(Tier.EASY))
            .replace("%2", tier_letter(Tier.MEDIUM))
            .replace("%3", tier_letter(Tier.HARD))
        )
        legend.setWordWrap(True)
        layout.addWidget(muted(legend))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.challenge_buttons = {
            Tier.EASY: QPushButton(self.tr("Easy challenge")),
            Tier.MEDIUM: QPushButton(self.tr("Medium challenge")),
            Tier.HARD: QPushButton(self.tr("Hard challenge")),
        }
        for tier, button in self.challenge_buttons.items():
            button.setToolTip(self.tr("Play the selected day's challenge of this tier"))
            button.clicked.connect(lambda _=False, tier=tier: self._choose_challenge(tier))
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.previous_button.clicked.connect(lambda: self.step_month(-1))
        self.next_button.clicked.connect(lambda: self.step_month(1))
        self.month_view.chosen.connect(self._choose)
        self.month_view.challengeClicked.connect(self._challenge_clicked)
        self.month_view.selectionMoved.connect(self._describe_selected)
        self.shown_month = self.last_month
        self.step_month(0)
        self.month_view.setFocus()

    def step_month(self, step: int) -> None:
        """Show the month step months away (within the calendar's range)."""
        self.shown_month = max(self.first_month, min(self.last_month, self.shown_month + step))
        year, month0 = divmod(self.shown_month, 12)
        self.month_view.show_month(year, month0 + 1)
        self.month_label.setText(written_date(datetime.date(year, month0 + 1, 1), DateForm.MONTH))
        self.crown_label.setVisible((year, month0 + 1) in self.crowned)
        self.previous_button.setEnabled(self.shown_month > self.first_month)
        self.next_button.setEnabled(self.shown_month < self.last_month)

    def day_words(self, date: datetime.date) -> str:
        """A day's results in words, for screen readers: "16 December 2027: daily deal
        won; easy challenge won; medium challenge not played; hard challenge not won"."""
        day = written_date(date)
        result = self.results.get(date)
        parts = [
            self.tr("daily deal not played")
            if result is None
            else self.tr("daily deal won")
            if result.outcome.is_win
            else self.tr("daily deal not won")
        ]
        parts += [self.challenge_words(ChallengeDay(date, tier)) for tier in Tier]
        return self.tr("%1: %2").replace("%1", day).replace("%2", "; ".join(parts))

    def challenge_words(self, challenge: ChallengeDay) -> str:
        """ "hard challenge won", "… not won" or "… not played"."""
        won = self.challenges.get(challenge)
        text = (
            self.tr("%1 challenge not played")
            if won is None
            else self.tr("%1 challenge won")
            if won
            else self.tr("%1 challenge not won")
        )
        return text.replace("%1", tier_name(challenge.tier))

    def _describe_selected(self) -> None:
        selected = self.month_view.selected
        self.month_view.setAccessibleDescription(self.day_words(selected))
        playable = self.month_view.can_choose(selected)
        day = written_date(selected, DateForm.DAY)
        for tier, button in self.challenge_buttons.items():
            button.setEnabled(playable)
            words = self.challenge_words(ChallengeDay(selected, tier))
            button.setAccessibleDescription(f"{day}: {words}")

    def _choose(self) -> None:
        self.dayChosen.emit(self.month_view.selected)
        self.accept()

    def _choose_challenge(self, tier: Tier) -> None:
        self.challengeChosen.emit(ChallengeDay(self.month_view.selected, tier))
        self.accept()

    def _challenge_clicked(self) -> None:
        chosen = self.month_view.chosen_challenge
        if chosen is not None:
            self.challengeChosen.emit(chosen)
            self.accept()
