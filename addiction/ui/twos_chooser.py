"""The small chooser a gap that takes several cards opens: which 2 (or Ace, or card)
goes here?

It is a child of the board's viewport rather than a popup window, so it never
steals the window's focus from the desktop, cannot end up on another screen,
and tests click it like any other widget. It only offers moves; the board view
turns the chosen one into its usual move request.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QFrame, QHBoxLayout, QWidget

from addiction.engine import ACE, Move

from .board_speech import card_words
from .card_painter import CARD_ASPECT, CardPainter


class CardButton(QAbstractButton):
    """A button that looks like the card it moves."""

    def __init__(self, move: Move, card_painter: CardPainter, width: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.offer = move  # not .move: that is QWidget.move()
        self._card_painter = card_painter
        self._card_size = QSize(width, round(width * CARD_ASPECT))
        margin = CardPainter.shadow_margin(width)
        self.setFixedSize(self._card_size + QSize(2 * margin, 2 * margin))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("Move %1 here").replace("%1", move.card.label))
        self.setAccessibleName(card_words(move.card))  # "2 of spades", as a screen reader says

    def sizeHint(self) -> QSize:
        return self.size()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Space clicks as usual; arrows, Enter and Escape belong to the chooser (a
        # plain button would send arrows round the window's focus chain instead).
        if event.key() == Qt.Key.Key_Space:
            super().keyPressEvent(event)
        else:
            event.ignore()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = painter.device().devicePixelRatioF()
        pixmap = self._card_painter.card_pixmap(self.offer.card, self._card_size, scale)
        painter.drawPixmap(QPointF(0, 0), pixmap)
        if self.hasFocus() or self.underMouse():
            margin = CardPainter.shadow_margin(self._card_size.width())
            card = QRectF(margin, margin, self._card_size.width(), self._card_size.height())
            painter.setPen(QPen(self._card_painter.theme.live, max(2.0, card.width() * 0.05)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = card.width() * 0.08
            painter.drawRoundedRect(card.adjusted(1, 1, -1, -1), radius, radius)


class TwosChooser(QFrame):
    """A row of 2s to pick from; emits chosen(Move) or closes on Escape."""

    chosen = Signal(Move)
    cancelled = Signal()

    def __init__(self, card_painter: CardPainter, parent: QWidget) -> None:
        super().__init__(parent)
        self._card_painter = card_painter
        self._layout = QHBoxLayout(self)
        self._buttons: list[CardButton] = []
        self._caption_font = QFont("DejaVu Sans")
        self._caption_font.setBold(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._question = ""
        self.hide()

    @property
    def buttons(self) -> list[CardButton]:
        return list(self._buttons)

    def open(
        self, moves: list[Move], anchor: QRect, card_width: int, hinted: Move | None = None
    ) -> None:
        """Offer moves (all into one gap) next to anchor, the gap's rectangle, the
        hinted one (if among them) chosen first, else the first."""
        self._name_offer(moves)
        for button in self._buttons:
            button.deleteLater()
        spacing = max(4, card_width // 8)
        self._caption_font.setPixelSize(max(10, card_width // 6))
        caption = QFontMetrics(self._caption_font).height()
        self._layout.setContentsMargins(spacing, spacing + caption, spacing, spacing)
        self._layout.setSpacing(spacing // 2)
        self._buttons = [CardButton(m, self._card_painter, card_width, self) for m in moves]
        for button in self._buttons:
            self._layout.addWidget(button)
            button.clicked.connect(lambda _checked=False, m=button.offer: self._choose(m))
        self.adjustSize()
        self.move(self._position(anchor))
        self.show()
        self.raise_()
        first = next((b for b in self._buttons if b.offer == hinted), self._buttons[0])
        first.setFocus(Qt.FocusReason.PopupFocusReason)

    def _name_offer(self, moves: list[Move]) -> None:
        """The caption and accessible name for the cards offered: the rank they share
        when it is a first column's (a 2, an Ace), else "card"."""
        ranks = {move.card.rank for move in moves}
        if ranks == {2}:
            self._question, name = self.tr("Which 2 goes here?"), self.tr("Choose a 2")
        elif ranks == {ACE}:
            self._question, name = self.tr("Which Ace goes here?"), self.tr("Choose an Ace")
        else:
            self._question, name = self.tr("Which card goes here?"), self.tr("Choose a card")
        self.setAccessibleName(name)

    def _position(self, anchor: QRect) -> QPoint:
        """Beside the gap (right, else left), kept inside the parent."""
        parent = self.parentWidget()
        bounds = parent.rect() if parent is not None else QRect(0, 0, 1 << 16, 1 << 16)
        x = anchor.right() + 6
        if x + self.width() > bounds.right():
            x = anchor.left() - 6 - self.width()
        x = max(bounds.left(), min(x, bounds.right() - self.width()))
        y = anchor.center().y() - self.height() // 2
        y = max(bounds.top(), min(y, bounds.bottom() - self.height()))
        return QPoint(x, y)

    def _choose(self, move: Move) -> None:
        self.hide()
        self.chosen.emit(move)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        focused = next((i for i, b in enumerate(self._buttons) if b.hasFocus()), 0)
        if key == Qt.Key.Key_Escape:
            self.hide()
            self.cancelled.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._choose(self._buttons[focused].offer)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
            self._buttons[(focused + step) % len(self._buttons)].setFocus()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self._card_painter.theme
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.popup_edge, 1.5))
        painter.setBrush(theme.popup)
        radius = min(12.0, self.height() * 0.1)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), radius, radius)
        painter.setFont(self._caption_font)
        painter.setPen(theme.popup_text)
        margins = self._layout.contentsMargins()
        caption = QRect(
            margins.left(),
            margins.left() // 2,
            self.width() - 2 * margins.left(),
            margins.top() - margins.left() // 2,
        )
        painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, self._question)
