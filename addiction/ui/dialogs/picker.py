"""A painted picker: choices drawn by hand on one widget, picked with the mouse or
the keyboard. The campaign map (its levels, campaign_map.py) and the daily calendar
(a month's days, daily_calendar.py) are both one.

What they share is here: the selection, a click (chosen when it may be chosen, and
selected either way), the arrow keys moving the selection and Enter, Return or
Space choosing it, and the paint event. What differs is each picker's own: what
its choices are, where each is, which may be chosen, where an arrow key leads,
and how it looks.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Generic, TypeVar

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

Choice = TypeVar("Choice")

ARROW_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
CHOOSING_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class PaintedPicker(QWidget, Generic[Choice]):
    """Emits chosen() for a choice clicked, or selected and chosen by a key, that
    can_choose allows; selected is the keyboard's cursor and, once chosen, the choice
    (a click selects what it chooses), so the signal carries no value of a type Qt
    cannot name."""

    chosen = Signal()

    def __init__(self, selected: Choice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.selected = selected
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # --- what each picker says ---------------------------------------------------------

    def choices(self) -> Iterable[Choice]:
        """Every choice shown, in the order they are painted."""
        raise NotImplementedError

    def contains(self, choice: Choice, point: QPointF) -> bool:
        """Whether point is on choice."""
        raise NotImplementedError

    def can_choose(self, choice: Choice) -> bool:
        raise NotImplementedError

    def step(self, choice: Choice, key: Qt.Key) -> Choice | None:
        """Where an arrow key moves the selection from choice; None: it stays."""
        raise NotImplementedError

    def paint_background(self, painter: QPainter) -> None:
        """What lies under the choices."""
        raise NotImplementedError

    def paint_choice(self, painter: QPainter, choice: Choice) -> None:
        raise NotImplementedError

    # --- shared ------------------------------------------------------------------------

    def choice_at(self, point: QPointF) -> Choice | None:
        return next((choice for choice in self.choices() if self.contains(choice, point)), None)

    def shows_cursor(self, choice: Choice) -> bool:
        """Whether choice wears the keyboard's cursor: it is selected and the picker has
        the focus."""
        return choice == self.selected and self.hasFocus()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_background(painter)
        for choice in self.choices():
            self.paint_choice(painter, choice)
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        choice = self.choice_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and choice is not None:
            self.selected = choice
            self.update()
            if self.can_choose(choice):
                self.chosen.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in ARROW_KEYS:
            moved = self.step(self.selected, key)
            if moved is not None:
                self.selected = moved
                self.update()
        elif key in CHOOSING_KEYS:
            if self.can_choose(self.selected):
                self.chosen.emit()
        else:
            super().keyPressEvent(event)
