"""The card flight: a card sliding across the table into its square."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRect, Signal
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QWidget

from addiction.engine import Card

from .geometry import BoardGeometry

if TYPE_CHECKING:
    from PySide6.QtCore import QVariantAnimation

_ANIMATION_MS = 150


class _Flight:
    """A card sliding across the table to its square."""

    # A plain class: a dataclass would execute generated code as the board's
    # module loads, before the first frame, for nothing this needs.
    __slots__ = ("card", "square", "start")

    def __init__(self, card: Card, start: QPointF, square: int) -> None:
        self.card = card
        self.start = start
        self.square = square


class CardFlight(QObject):
    """Slides one card at a time from where it was (its old square, or where the
    mouse let it go) into its square; until it lands, that square shows an empty slot.

    A new flight, a disabled animation or a click ends the one under way at once:
    the card simply is where the model says.
    """

    changed = Signal()  # a card left the table or landed: cells may look different

    def __init__(self, viewport: QWidget, geometry: BoardGeometry, parent: QObject) -> None:
        super().__init__(parent)
        self._viewport = viewport
        self._geometry = geometry
        self._enabled = True
        self._flight: _Flight | None = None
        self._painted = QRect()  # where the sliding card was last painted
        # Made by the first flight: its Qt classes (and the Python enums PySide6
        # makes as each is first named) are not needed before the first frame.
        self._animation: QVariantAnimation | None = None

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled
        if not enabled:
            self.finish()

    def is_enabled(self) -> bool:
        return self._enabled

    def fly(self, card: Card, start: QPointF, square: int) -> None:
        """Slide card from start (a top-left corner) into square."""
        self.finish()
        if not self._enabled or start == QPointF(self._geometry.cell_rect(square).topLeft()):
            return
        if self._animation is None:
            from PySide6.QtCore import QEasingCurve, QVariantAnimation

            self._animation = QVariantAnimation(self)
            self._animation.setStartValue(0.0)
            self._animation.setEndValue(1.0)
            self._animation.setDuration(_ANIMATION_MS)
            self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._animation.valueChanged.connect(self._moved)
            self._animation.finished.connect(self.finish)
        self._flight = _Flight(card, start, square)
        self._painted = self._geometry.floating_rect(start)
        self._animation.start()
        self.changed.emit()

    def card(self) -> Card | None:
        """The card sliding into place right now, if any."""
        return self._flight.card if self._flight is not None else None

    def square(self) -> int | None:
        """The square the sliding card is bound for, if any."""
        return self._flight.square if self._flight is not None else None

    def position(self) -> QPointF | None:
        """Where the sliding card's top-left corner is now, if a card is sliding."""
        flight, animation = self._flight, self._animation
        if flight is None or animation is None:
            return None
        t = float(animation.currentValue() or 0.0)
        end = QPointF(self._geometry.cell_rect(flight.square).topLeft())
        return flight.start + (end - flight.start) * t

    def finish(self) -> None:
        """End the slide now: the card simply is where the model says."""
        if self._flight is not None and self._animation is not None:
            self._flight = None
            self._animation.stop()
            self._viewport.update(self._painted)
            self.changed.emit()

    def stop(self) -> None:
        """Forget the slide without repainting (a new game repaints everything)."""
        self._flight = None
        if self._animation is not None:
            self._animation.stop()

    def _moved(self, _value: object) -> None:
        position = self.position()
        if position is not None:
            rect = self._geometry.floating_rect(position)
            self._viewport.update(QRegion(rect) + self._painted)
            self._painted = rect
