"""BoardView: the card table, painted by hand over a BoardModel.

Why a QAbstractItemView subclass and not a QTableView with a delegate: the board
is not a table of independent cells. A dragged card floats above every other
cell, a move slides a card across the grid, the cells scale together to keep
card proportions, and the live gaps light up according to the card in hand.
A delegate paints one cell clipped to its own rectangle and knows nothing of
the others, so all of that would live outside it anyway. Subclassing
QAbstractItemView keeps what the item-view machinery is good for (model
signals, the current index as the keyboard cursor, tooltips from ToolTipRole,
visualRect/indexAt) and lets one paintEvent draw the table in layers.

The view decides nothing about the rules: it reads the legal moves the model
publishes and emits moveRequested(Move); the controller plays it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QFocusEvent,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QRadialGradient,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QApplication, QFrame, QWidget

from addiction.engine import COLUMNS, ROWS, SQUARES, Card, GapState, Move
from addiction.models.board_model import BoardModel, index_of, square_of

from .card_painter import CARD_ASPECT, CardPainter
from .mark_painter import HALO_HINT, HALO_MOVABLE, HALO_SELECTED, MarkPainter, pad
from .theme import Theme, theme_for
from .twos_chooser import TwosChooser

ModelIndex = QModelIndex | QPersistentModelIndex

#: Space between cards and around the board, as fractions of the card width.
_GAP_X, _GAP_Y, _MARGIN = 0.12, 0.16, 0.3
_ANIMATION_MS = 150


@dataclass(frozen=True)
class BoardGeometry:
    """Where each square sits for a viewport size: cards keep their proportions and
    the board is centred, so it scales with the window without distortion."""

    card: QSize
    origin: QPoint
    step_x: int
    step_y: int

    @classmethod
    def fit(cls, size: QSize) -> BoardGeometry:
        across = COLUMNS + (COLUMNS - 1) * _GAP_X + 2 * _MARGIN
        down = ROWS * CARD_ASPECT + (ROWS - 1) * _GAP_Y + 2 * _MARGIN
        width = max(12, int(min(size.width() / across, size.height() / down)))
        height = round(width * CARD_ASPECT)
        step_x = width + round(width * _GAP_X)
        step_y = height + round(width * _GAP_Y)
        board_w = step_x * (COLUMNS - 1) + width
        board_h = step_y * (ROWS - 1) + height
        origin = QPoint((size.width() - board_w) // 2, (size.height() - board_h) // 2)
        return cls(QSize(width, height), origin, step_x, step_y)

    def cell_rect(self, square: int) -> QRect:
        row, column = divmod(square, COLUMNS)
        return QRect(
            self.origin.x() + column * self.step_x,
            self.origin.y() + row * self.step_y,
            self.card.width(),
            self.card.height(),
        )

    def square_at(self, point: QPoint | QPointF) -> int | None:
        """The square whose card rectangle holds point (None between cards)."""
        x, y = point.x() - self.origin.x(), point.y() - self.origin.y()
        column, row = int(x // self.step_x), int(y // self.step_y)
        if not (0 <= column < COLUMNS and 0 <= row < ROWS):
            return None
        if x - column * self.step_x >= self.card.width() or y - row * self.step_y >= (
            self.card.height()
        ):
            return None
        return row * COLUMNS + column


@dataclass
class _Drag:
    """A card held by the mouse."""

    square: int
    card: Card
    offset: QPointF  # from the card's top-left corner to the cursor
    position: QPointF  # the cursor
    target: int | None = None  # the legal gap a drop would fill now (see _drop_target)

    @property
    def top_left(self) -> QPointF:
        return self.position - self.offset


@dataclass
class _Flight:
    """A card sliding across the table to its square."""

    card: Card
    start: QPointF
    square: int


class BoardView(QAbstractItemView):
    """The card table. Emits moveRequested(Move) for every legal move the player makes,
    by click, select-then-gap, the 2s chooser, drag and drop, or the keyboard."""

    moveRequested = Signal(object)  # Move

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Card table")
        self.setMouseTracking(True)  # for the pointing hand over playable cards and gaps
        # paintEvent covers every pixel, so Qt need not clear the background first.
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

        self._dark: bool | None = None  # None: follow the system
        self._card_painter = CardPainter(theme_for(None))
        self._marks = MarkPainter(self._card_painter)
        self._animations = True
        self._click_to_move = True
        self._geometry = BoardGeometry.fit(self.viewport().size())
        self._layer: QPixmap | None = None  # see _table_layer
        self._layer_key: tuple[object, ...] = ()
        self._layer_cells: list[tuple[object, ...] | None] = [None] * SQUARES
        self._felt = QPixmap()
        self._cards: list[Card | None] = [None] * SQUARES  # what the view last saw
        self._homes: dict[Card, int] = {}  # where each card was last seen
        self._press: tuple[int, QPointF] | None = None
        self._drag: _Drag | None = None
        self._dropped: tuple[Card, QPointF] | None = None  # where a dropped card was let go
        self._flight: _Flight | None = None
        self._flight_rect = QRect()  # where the sliding card was last painted
        self._checked_selection: int | None = None  # see dataChanged
        self._last_click: tuple[int | None, int] = (None, 0)  # square and time, see _second_click
        self._show_cursor = False

        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(_ANIMATION_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._flight_moved)
        self._animation.finished.connect(self._finish_flight)

        self._chooser = TwosChooser(self._card_painter, self.viewport())
        self._chooser.chosen.connect(self._chosen)
        self._chooser.cancelled.connect(self._chooser_cancelled)

        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._follow_system)

    # --- settings ------------------------------------------------------------

    def setModel(self, model: BoardModel) -> None:  # type: ignore[override]
        super().setModel(model)
        self.reset()

    def boardModel(self) -> BoardModel:
        model = self.model()
        assert isinstance(model, BoardModel), "BoardView needs a BoardModel"
        return model

    def setAnimationsEnabled(self, enabled: bool) -> None:
        self._animations = enabled
        if not enabled:
            self._finish_flight()

    def animationsEnabled(self) -> bool:
        return self._animations

    def setFourColourDeck(self, enabled: bool) -> None:
        self._card_painter.set_four_colour(enabled)
        self.viewport().update()

    def fourColourDeck(self) -> bool:
        return self._card_painter.four_colour

    def setClickToMove(self, enabled: bool) -> None:
        """True (default): clicking a card with one move plays it. False: a click
        only picks the card up, and a click on a gap puts it down."""
        self._click_to_move = enabled

    def clickToMove(self) -> bool:
        return self._click_to_move

    def setDarkMode(self, dark: bool | None) -> None:
        """True or False to force a table theme; None to follow the system."""
        self._dark = dark
        self._apply_theme()

    def theme(self) -> Theme:
        return self._card_painter.theme

    def _follow_system(self) -> None:
        if self._dark is None:
            self._apply_theme()

    def _apply_theme(self) -> None:
        self._card_painter.set_theme(theme_for(self._dark))
        self._layer = None
        self.viewport().update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._follow_system()
        super().changeEvent(event)

    # --- geometry ------------------------------------------------------------

    def cellRect(self, square: int) -> QRect:
        """The card rectangle of a square, in viewport coordinates."""
        return self._geometry.cell_rect(square)

    def squareAt(self, point: QPoint | QPointF) -> int | None:
        return self._geometry.square_at(point)

    def cardSize(self) -> QSize:
        return QSize(self._geometry.card)

    def chooser(self) -> TwosChooser:
        """The 2s chooser (a child widget, shown by clicking a first-column gap)."""
        return self._chooser

    def sizeHint(self) -> QSize:
        return QSize(1280, 640)

    def minimumSizeHint(self) -> QSize:
        return QSize(420, 200)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._geometry = BoardGeometry.fit(self.viewport().size())
        self._layer = None
        self._chooser.hide()

    # QAbstractItemView's abstract interface: one fixed page, nothing scrolls.
    def visualRect(self, index: ModelIndex) -> QRect:
        return self.cellRect(square_of(index)) if index.isValid() else QRect()

    def indexAt(self, point: QPoint) -> QModelIndex:
        square = self.squareAt(point)
        if square is None or self.model() is None:
            return QModelIndex()
        return index_of(self.boardModel(), square)

    def scrollTo(
        self,
        index: ModelIndex,
        hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible,
    ) -> None:
        pass

    def horizontalOffset(self) -> int:
        return 0

    def verticalOffset(self) -> int:
        return 0

    def isIndexHidden(self, index: ModelIndex) -> bool:
        return False

    def setSelection(self, rect: QRect, command: QItemSelectionModel.SelectionFlag) -> None:
        pass  # the selection is game state held by the model (set_selection), not Qt's

    def visualRegionForSelection(self, selection: QItemSelection) -> QRegion:
        return QRegion()

    def moveCursor(
        self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        if self.model() is None:
            return QModelIndex()
        current = self.currentIndex()
        if not current.isValid():  # the first key (or focus) puts the cursor on the first card
            return self.boardModel().index(0, 0)
        row, column = current.row(), current.column()
        cursor = QAbstractItemView.CursorAction
        if action in (cursor.MoveLeft, cursor.MovePrevious):
            column = max(0, column - 1)
        elif action in (cursor.MoveRight, cursor.MoveNext):
            column = min(COLUMNS - 1, column + 1)
        elif action == cursor.MoveUp:
            row = max(0, row - 1)
        elif action == cursor.MoveDown:
            row = min(ROWS - 1, row + 1)
        elif action == cursor.MoveHome:
            column = 0
        elif action == cursor.MoveEnd:
            column = COLUMNS - 1
        elif action == cursor.MovePageUp:
            row = 0
        elif action == cursor.MovePageDown:
            row = ROWS - 1
        return self.boardModel().index(row, column)

    # --- following the model -------------------------------------------------

    def reset(self) -> None:
        """A new game: forget every card position, drag and animation."""
        super().reset()
        self._drag = None
        self._press = None
        self._dropped = None
        self._flight = None
        self._checked_selection = None
        self._animation.stop()
        self._chooser.hide()
        if self.model() is not None:
            model = self.boardModel()
            self._cards = [model.cell(square).card for square in range(SQUARES)]
            self._homes = {card: sq for sq, card in enumerate(self._cards) if card is not None}
        self.viewport().update()

    def dataChanged(
        self, topLeft: ModelIndex, bottomRight: ModelIndex, roles: Sequence[int] = ()
    ) -> None:
        """Notice cards arriving on squares and slide them in from where they were.

        A change over the whole grid is a shuffle: everything jumps at once.
        """
        model = self.boardModel()
        whole = (topLeft.row(), topLeft.column(), bottomRight.row(), bottomRight.column()) == (
            0, 0, ROWS - 1, COLUMNS - 1,
        )
        arrivals: list[tuple[Card, int]] = []
        for row in range(topLeft.row(), bottomRight.row() + 1):
            for column in range(topLeft.column(), bottomRight.column() + 1):
                square = row * COLUMNS + column
                card = model.cell(square).card
                if card == self._cards[square]:
                    continue
                if self._drag is not None and square == self._drag.square:
                    self._drag = None  # the card in hand moved away (undo, new deal)
                self._cards[square] = card
                if card is not None:
                    arrivals.append((card, square))
        if arrivals or whole:
            self._chooser.hide()
        for card, square in arrivals:
            start = self._homes.get(card)
            self._homes[card] = square
            if whole or start is None:
                continue
            if self._dropped is not None and self._dropped[0] == card:
                self._fly(card, self._dropped[1], square)
            else:
                self._fly(card, QPointF(self.cellRect(start).topLeft()), square)
        if arrivals:
            self._dropped = None
        if whole:
            self._finish_flight()
        if self.boardModel().selection != self._checked_selection:
            # A card picked up or put down changes which gaps light up, anywhere.
            self._checked_selection = self.boardModel().selection
            self._update_changed_cells()
        else:
            self._update_changed_cells(
                row * COLUMNS + column
                for row in range(topLeft.row(), bottomRight.row() + 1)
                for column in range(topLeft.column(), bottomRight.column() + 1)
            )

    def _update_changed_cells(self, squares: Iterable[int] = range(SQUARES)) -> None:
        """Schedule a repaint of exactly the cells (among squares) that will look different."""
        if self._layer is None or self.model() is None:
            self.viewport().update()
            return
        for square in squares:
            if self._cell_key(square) != self._layer_cells[square]:
                self.viewport().update(self._padded(self.cellRect(square)))

    def _padded(self, rect: QRect) -> QRect:
        """A card rectangle grown by the reach of glows and shadows."""
        margin = pad(self._geometry.card.width())
        return rect.adjusted(-margin, -margin, margin, margin)

    def _floating_rect(self, top_left: QPointF) -> QRect:
        return self._padded(QRectF(top_left, self._geometry.card.toSizeF()).toAlignedRect())

    def currentChanged(self, current: ModelIndex, previous: ModelIndex) -> None:
        # The cursor is drawn outside the card's rectangle, beyond what the base
        # class repaints.
        for index in (current, previous):
            if index.isValid():
                self.viewport().update(self._padded(self.visualRect(index)))

    # --- animation -----------------------------------------------------------

    def _fly(self, card: Card, start: QPointF, square: int) -> None:
        """Slide card from start (a top-left corner) into square."""
        self._finish_flight()
        if not self._animations or start == QPointF(self.cellRect(square).topLeft()):
            return
        self._flight = _Flight(card, start, square)
        self._flight_rect = self._floating_rect(start)
        self._animation.start()
        self._update_changed_cells()

    def isAnimating(self) -> bool:
        return self._flight is not None

    def flyingCard(self) -> Card | None:
        """The card sliding into place right now, if any."""
        return self._flight.card if self._flight is not None else None

    def _flight_moved(self, _value: object) -> None:
        if self._flight is not None:
            rect = self._floating_rect(self._flight_position(self._flight))
            self.viewport().update(QRegion(rect) + self._flight_rect)
            self._flight_rect = rect

    def _finish_flight(self) -> None:
        """End the slide now: the card simply is where the model says."""
        if self._flight is not None:
            self._flight = None
            self._animation.stop()
            self.viewport().update(self._flight_rect)
            self._update_changed_cells()

    def _flight_position(self, flight: _Flight) -> QPointF:
        t = float(self._animation.currentValue() or 0.0)
        end = QPointF(self.cellRect(flight.square).topLeft())
        return flight.start + (end - flight.start) * t

    # --- intent --------------------------------------------------------------

    def _request(self, move: Move) -> None:
        self._finish_flight()
        self.moveRequested.emit(move)

    def _click(self, square: int) -> None:
        """A click (or Enter) on a square: the same decisions for mouse and keyboard."""
        model = self.boardModel()
        cell = model.cell(square)
        selected = model.selection
        self._chooser.hide()
        if cell.card is None:
            if selected is not None:
                into = [m for m in model.cell(selected).moves if m.target == square]
                if into:
                    model.set_selection(None)
                    self._request(into[0])
                    return
            model.set_selection(None)
            if len(cell.moves) == 1:
                self._request(cell.moves[0])
            elif cell.moves:
                self._chooser.open(
                    list(cell.moves), self.cellRect(square), max(36, self._geometry.card.width())
                )
            return
        if selected == square or not cell.moves:
            model.set_selection(None)
        elif self._click_to_move and len(cell.moves) == 1:
            model.set_selection(None)
            self._request(cell.moves[0])
        else:
            model.set_selection(square)  # a 2 with a choice of gaps: the next click decides

    def _chosen(self, move: Move) -> None:
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self._request(move)

    def _chooser_cancelled(self) -> None:
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _drop_target(self, drag: _Drag) -> int | None:
        """The gap a drop would fill: the legal gap under the cursor, or else the
        legal gap the held card covers most (at least a third of it), so a card
        grabbed by its edge still lands where it is seen to be."""
        gaps = [m.target for m in self.boardModel().cell(drag.square).moves]
        under = self.squareAt(drag.position)
        if under in gaps:
            return under
        held = QRectF(drag.top_left, self._geometry.card.toSizeF())

        def overlap(gap: int) -> float:
            common = held.intersected(QRectF(self.cellRect(gap)))
            return common.width() * common.height() if common.isValid() else 0.0

        best = max(gaps, key=overlap, default=None)
        if best is None or overlap(best) < held.width() * held.height() / 3:
            return None
        return best

    def isDragging(self) -> bool:
        return self._drag is not None

    def dropTarget(self) -> int | None:
        """The gap lit up under the dragged card: where letting go would play."""
        return self._drag.target if self._drag is not None else None

    def _cancel_drag(self) -> None:
        """Send the held card back to its square."""
        drag = self._drag
        if drag is None:
            return
        self._drag = None
        self.viewport().update(self._floating_rect(drag.top_left))
        self._fly(drag.card, drag.top_left, drag.square)
        self._update_changed_cells()

    # --- mouse -----------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.model() is None:
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._set_cursor_visible(False)
        square = self.squareAt(event.position())
        if event.button() == Qt.MouseButton.LeftButton and self._second_click(square, event):
            self._press = None
            return
        self._chooser.hide()
        if event.button() != Qt.MouseButton.LeftButton:
            self._cancel_drag()
            self.boardModel().set_selection(None)
            return
        self._finish_flight()
        self._press = None if square is None else (square, event.position())
        if square is None:
            self.boardModel().set_selection(None)
        else:
            self.setCurrentIndex(index_of(self.boardModel(), square))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        # Button state comes from our own press record, not event.buttons(), so a
        # synthetic move without buttons (as QTest sends) still drags.
        if self.model() is None:
            return
        position = event.position()
        if self._press is None:
            self._show_pointer(position)
            return
        square, start = self._press
        if self._drag is None:
            cell = self.boardModel().cell(square)
            distance = (position - start).manhattanLength()
            if cell.card is None or cell.in_place or distance < QApplication.startDragDistance():
                return
            offset = start - QPointF(self.cellRect(square).topLeft())
            self._drag = _Drag(square, cell.card, offset, position)
        drag = self._drag
        before = self._floating_rect(drag.top_left)
        drag.position = position
        drag.target = self._drop_target(drag)
        self.viewport().update(QRegion(before) + self._floating_rect(drag.top_left))
        self._update_changed_cells()  # the source slot, the gap that lights up or goes dark

    def _show_pointer(self, position: QPointF) -> None:
        """A pointing hand over what a click would act on."""
        square = self.squareAt(position)
        actionable = square is not None and bool(self.boardModel().cell(square).moves)
        shape = Qt.CursorShape.PointingHandCursor if actionable else Qt.CursorShape.ArrowCursor
        if self.viewport().cursor().shape() != shape:
            self.viewport().setCursor(shape)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        drag = self._drag
        if drag is not None:
            drag.position = event.position()
            target = self._drop_target(drag)
            if target is None:
                self._cancel_drag()
                return
            self._drag = None
            move = next(m for m in self.boardModel().cell(target).moves if m.source == drag.square)
            self._dropped = (drag.card, drag.top_left)
            self.viewport().update(self._floating_rect(drag.top_left))
            self.boardModel().set_selection(None)
            self._request(move)
            return
        if press is not None and self.squareAt(event.position()) == press[0]:
            self._last_click = (press[0], event.timestamp())
            self._click(press[0])

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        pass  # the press before it was already judged in mousePressEvent

    def _second_click(self, square: int | None, event: QMouseEvent) -> bool:
        """Whether this press completes a double-click on the square last clicked.

        Solitaire players double-click out of habit; the first click has already
        acted, and a second action on the same square (filling the gap the card
        just left, putting a picked-up card down) would surprise them.
        """
        last_square, last_time = self._last_click
        interval = QGuiApplication.styleHints().mouseDoubleClickInterval()
        return square == last_square and 0 <= event.timestamp() - last_time < interval

    # --- keyboard --------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.model() is None:
            return
        key = event.key()
        if key == Qt.Key.Key_Escape:
            if self._drag is not None:
                self._press = None
                self._cancel_drag()
            elif self._chooser.isVisible():
                self._chooser.hide()
            else:
                self.boardModel().set_selection(None)
            return
        self._set_cursor_visible(True)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            current = self.currentIndex()
            if not current.isValid():
                current = self.boardModel().index(0, 0)
                self.setCurrentIndex(current)
            self._click(square_of(current))
            return
        super().keyPressEvent(event)

    def _set_cursor_visible(self, visible: bool) -> None:
        """The keyboard cursor shows once the keyboard is used, and hides on a click."""
        if visible != self._show_cursor:
            self._show_cursor = visible
            if self.currentIndex().isValid():
                self.viewport().update(self._padded(self.visualRect(self.currentIndex())))

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    # --- painting ----------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        try:
            self._paint(painter, event.rect())
        finally:
            painter.end()  # even after an error: a painter left open crashes the backing store

    def _paint(self, painter: QPainter, exposed: QRect) -> None:
        """The table layer (felt and cells), then whatever floats above it."""
        # The painter's own scale, not the widget's: rendering into a 2x image
        # (tests, screenshots) must get 2x pixmaps too.
        scale = max(1.0, round(painter.deviceTransform().m11() * 100) / 100)
        layer = self._table_layer(scale)
        if exposed == self.viewport().rect():
            painter.drawPixmap(QPoint(0, 0), layer)  # the unclipped blit is twice as fast
        else:
            source = QRectF(QPointF(exposed.topLeft()) * scale, exposed.size().toSizeF() * scale)
            painter.drawPixmap(QPointF(exposed.topLeft()), layer, source)
        if self.model() is None:
            return
        if self._flight is not None:
            flight = self._flight
            self._paint_floating(painter, flight.card, self._flight_position(flight), scale, 1.5)
        if self._drag is not None:
            self._paint_floating(painter, self._drag.card, self._drag.top_left, scale, 3.0)
        current = self.currentIndex()
        if self._show_cursor and self.hasFocus() and current.isValid():
            size = self._geometry.card
            corner = self.cellRect(square_of(current)).topLeft()
            margin = pad(size.width())
            painter.drawPixmap(corner - QPoint(margin, margin), self._marks.cursor(size, scale))

    def _table_layer(self, scale: float) -> QPixmap:
        """The felt with every cell on it, kept between frames.

        Each cell is described by a key (what card, which marks); only cells whose
        key changed since the last frame are drawn again, with their neighbours,
        whose glows reach into them. A frame without changes is then a single
        blit, and a drag frame redraws at most the gap it lights up.
        """
        size = self.viewport().size()
        theme = self._card_painter.theme
        layer_key = (size.width(), size.height(), scale, theme.name, self.fourColourDeck())
        if self._layer is None or self._layer_key != layer_key:
            self._felt = self._paint_felt(size, scale, theme)
            self._layer = QPixmap(self._felt.size())
            self._layer.setDevicePixelRatio(scale)
            self._layer_key = layer_key
            self._layer_cells = [None] * SQUARES
        keys = [self._cell_key(square) for square in range(SQUARES)]
        dirty = [sq for sq in range(SQUARES) if keys[sq] != self._layer_cells[sq]]
        if not dirty:
            return self._layer
        painter = QPainter(self._layer)
        if len(dirty) > SQUARES // 4:  # cheaper to redraw everything than to clip
            painter.drawPixmap(QPoint(0, 0), self._felt)
            region = QRegion(self.viewport().rect())
        else:
            region = QRegion()
            for square in dirty:
                region += self._padded(self.cellRect(square))
            painter.setClipRegion(region)
            for square in dirty:
                rect = self._padded(self.cellRect(square))
                source = QRectF(QPointF(rect.topLeft()) * scale, rect.size().toSizeF() * scale)
                painter.drawPixmap(QPointF(rect.topLeft()), self._felt, source)
        for square in range(SQUARES):
            key = keys[square]
            if key is not None and region.intersects(self._padded(self.cellRect(square))):
                self._paint_cell(painter, square, key, scale)
        painter.end()
        self._layer_cells = keys
        return self._layer

    @staticmethod
    def _paint_felt(size: QSize, scale: float, theme: Theme) -> QPixmap:
        """The bare table: a soft vignette (drawn once per size, theme and scale)."""
        felt = QPixmap(round(size.width() * scale), round(size.height() * scale))
        felt.setDevicePixelRatio(scale)
        gradient = QRadialGradient(
            QPointF(size.width() / 2, size.height() * 0.45),
            max(size.width(), size.height()) * 0.75,
        )
        gradient.setColorAt(0, theme.felt)
        gradient.setColorAt(1, theme.felt_edge)
        painter = QPainter(felt)
        painter.fillRect(QRect(QPoint(0, 0), size), gradient)
        painter.end()
        return felt

    def _cell_key(self, square: int) -> tuple[object, ...] | None:
        """Everything that decides how a cell looks, as a comparable value."""
        if self.model() is None:
            return None
        model = self.boardModel()
        drag, flight = self._drag, self._flight
        if (drag is not None and drag.square == square) or (
            flight is not None and flight.square == square
        ):
            return ("slot",)
        cell = model.cell(square)
        if cell.card is not None:
            halo = (
                HALO_SELECTED if cell.selected
                else HALO_HINT if cell.hint
                else HALO_MOVABLE if cell.movable
                else None
            )
            return ("card", cell.card, halo, cell.in_place)
        if cell.gap_state is not GapState.OPEN:
            # The four gaps after the Kings of a won game are the goal, not a block.
            return ("slot",) if model.board.is_won() else ("dead", cell.hint)
        held = drag.square if drag is not None else model.selection
        targeted = held is not None and any(m.source == held for m in cell.moves)
        dropping = drag is not None and drag.target == square
        return ("live", cell.wanted, targeted, dropping, cell.hint)

    def _paint_cell(self, painter: QPainter, square: int, key: tuple[object, ...],
                    scale: float) -> None:
        """Draw one cell as its key describes."""
        size = self._geometry.card
        rect = self.cellRect(square)
        margin = pad(size.width())
        corner = rect.topLeft() - QPoint(margin, margin)
        marks = self._marks
        kind = key[0]
        if kind == "slot":
            painter.drawPixmap(corner, marks.slot(size, scale))
        elif kind == "dead":
            painter.drawPixmap(corner, marks.dead_gap(size, scale, hint=bool(key[1])))
        elif kind == "live":
            _, wanted, targeted, dropping, hint = key
            assert wanted is None or isinstance(wanted, Card)
            pixmap = marks.live_gap(
                wanted, size, scale, targeted=bool(targeted), drop=bool(dropping), hint=bool(hint)
            )
            painter.drawPixmap(corner, pixmap)
        else:
            _, card, halo, in_place = key
            assert isinstance(card, Card)
            if halo == HALO_SELECTED:  # picked up: lifted off the table a little
                lift = QPoint(0, max(2, round(size.width() * 0.06)))
                rect, corner = rect.translated(-lift), corner - lift
            shadow = CardPainter.shadow_margin(size.width())
            painter.drawPixmap(
                rect.topLeft() - QPoint(shadow, shadow),
                self._card_painter.card_pixmap(card, size, scale),
            )
            if halo is not None:
                painter.drawPixmap(corner, marks.halo(str(halo), size, scale))
            if in_place:
                painter.drawPixmap(corner, marks.in_place_dot(size, scale))

    def _paint_floating(
        self, painter: QPainter, card: Card, top_left: QPointF, scale: float, lift: float
    ) -> None:
        """A card above the table (dragged or sliding), with a deeper shadow."""
        size = self._geometry.card
        margin = pad(size.width())
        painter.drawPixmap(
            top_left - QPointF(margin, margin), self._marks.lift_shadow(size, scale, lift)
        )
        shadow = CardPainter.shadow_margin(size.width())
        pixmap = self._card_painter.card_pixmap(card, size, scale)
        painter.drawPixmap(top_left - QPointF(shadow, shadow), pixmap)
