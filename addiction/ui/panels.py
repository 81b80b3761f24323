"""What the window lays above or over the board: the banner strip, the confetti of a
win, and the end-of-game panel.

The confetti's and the panel's animations are made when first played: their Qt
classes (and the Python enums PySide6 makes as each is first named) are not needed
before the first frame."""

from __future__ import annotations

import enum
import math
import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import QPropertyAnimation, QVariantAnimation
    from PySide6.QtWidgets import QGraphicsOpacityEffect


class Banner(QFrame):
    """A strip above the board with one button: "No moves left" pointing at Shuffle,
    or a notice for the player (a damaged save) with OK. over_parent: it lies over the
    top of its parent (the board), the width of it, instead of taking a place in a
    layout, so nothing under it moves when it comes and goes."""

    def __init__(self, parent: QWidget | None = None, over_parent: bool = False) -> None:
        super().__init__(parent)
        self._over_parent = over_parent
        self.setObjectName("banner")
        self.setStyleSheet(
            "#banner { background: #fff4c2; border-bottom: 1px solid #d9c46a; }"
            "#banner QLabel { color: #3d3300; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.button = QPushButton(self)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        if over_parent and parent is not None:
            parent.installEventFilter(self)

    def reserved_height(self) -> int:
        """The room it takes over its parent: its words on up to two lines (a long
        language in the smallest window wraps them)."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        lines = max(self.button.sizeHint().height(), 2 * self.label.fontMetrics().lineSpacing())
        return lines + margins.top() + margins.bottom()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def showEvent(self, event: QShowEvent) -> None:
        self._place()
        super().showEvent(event)

    def _place(self) -> None:
        parent = self.parentWidget()
        if self._over_parent and parent is not None:
            width = parent.width()
            height = max(self.reserved_height(), self.heightForWidth(width))
            self.setGeometry(0, 0, width, height)
            self.raise_()


class Celebration(QWidget):
    """Confetti falling over the board for a moment after a win; clicks pass through."""

    COLOURS = ("#e53935", "#fdd835", "#43a047", "#1e88e5", "#8e24aa", "#fb8c00", "#ffffff")

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._pieces: list[tuple[float, float, float, float, QColor]] = []
        self._progress = 0.0
        self._animation: QVariantAnimation | None = None  # made by the first start
        self.hide()

    def start(self) -> None:
        rng = random.Random()
        # (start x as a fraction of the width, fall speed, sway, spin, colour)
        self._pieces = [
            (
                rng.random(),
                rng.uniform(0.8, 1.5),
                rng.uniform(-0.08, 0.08),
                rng.uniform(-4.0, 4.0),
                QColor(rng.choice(self.COLOURS)),
            )
            for _ in range(120)
        ]
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        if self._animation is None:
            from PySide6.QtCore import QVariantAnimation

            self._animation = QVariantAnimation(self)
            self._animation.setStartValue(0.0)
            self._animation.setEndValue(1.0)
            self._animation.setDuration(2200)
            self._animation.valueChanged.connect(self._advance)
            self._animation.finished.connect(self.hide)
        self._animation.start()

    def _advance(self, value: float) -> None:
        self._progress = value
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        t = self._progress
        fade = min(1.0, (1.0 - t) / 0.3)
        size = max(6.0, self.width() / 110)
        for x, speed, sway, spin, colour in self._pieces:
            y = (-0.1 + t * speed * 1.2) * self.height()
            px = (x + sway * math.sin(t * 12 + x * 20)) * self.width()
            colour.setAlphaF(fade)
            painter.save()
            painter.translate(px, y)
            painter.rotate(spin * t * 360)
            painter.setBrush(colour)
            painter.drawRect(QRectF(-size / 2, -size / 4, size, size / 2))
            painter.restore()
        painter.end()


class ButtonRow(enum.Enum):
    """The end panel's rows of buttons, top to bottom."""

    NEXT = "next"  # what to play next: a new game, Restart, Undo, the next level
    THIS_GAME = "this-game"  # what to do with the game just played: copy it, review it
    DAILY = "daily"  # a daily deal's: its route and the calendar


class EndPanel(QFrame):
    """The end-of-game summary, floating over the board; not modal, so play can go on
    (an Undo from here takes the last move back)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        # Centred as the board is laid out, even when that comes after it is shown
        # (a won game taken up at start-up, before the window has its size).
        parent.installEventFilter(self)
        self.setObjectName("endPanel")
        self.setStyleSheet(
            "#endPanel { background: palette(window); border: 1px solid palette(mid);"
            " border-radius: 10px; }"
        )
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        self.title = QLabel(self)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details = QLabel(self)
        self.details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.details)
        # A row of buttons for each ButtonRow: all in one row do not fit the smallest
        # window (a won daily has eight).
        self.rows = {row: QHBoxLayout() for row in ButtonRow}
        for buttons in self.rows.values():
            layout.addLayout(buttons)
        # The fade in and the opacity it animates, made by the first present.
        self._fade: tuple[QGraphicsOpacityEffect, QPropertyAnimation] | None = None
        self.hide()

    def add_button(
        self, action: QAction, text: str, row: ButtonRow = ButtonRow.NEXT
    ) -> QPushButton:
        """A button that triggers action, in its row."""
        button = QPushButton(text, self)
        button.clicked.connect(action.trigger)
        self.rows[row].addWidget(button)
        return button

    def present(self, title: str, details: str, animate: bool) -> None:
        opacity, fade = self._fade_in()
        self.title.setText(title)
        self.details.setText(details)
        self.adjustSize()
        self.recentre()
        self.show()
        self.raise_()
        if animate:
            fade.start()
        else:
            opacity.setOpacity(1.0)

    def _fade_in(self) -> tuple[QGraphicsOpacityEffect, QPropertyAnimation]:
        if self._fade is None:
            from PySide6.QtCore import QEasingCurve, QPropertyAnimation
            from PySide6.QtWidgets import QGraphicsOpacityEffect

            opacity = QGraphicsOpacityEffect(self)
            self.setGraphicsEffect(opacity)
            fade = QPropertyAnimation(opacity, b"opacity", self)
            fade.setDuration(450)
            fade.setStartValue(0.0)
            fade.setEndValue(1.0)
            fade.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._fade = (opacity, fade)
        return self._fade

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.recentre()
        return False

    def recentre(self) -> None:
        """In the middle of the board, never beyond its top or left edge."""
        parent = self.parentWidget()
        if parent is not None:
            x = max(0, (parent.width() - self.width()) // 2)
            y = max(0, (parent.height() - self.height()) // 2)
            self.move(x, y)
