"""The player's hands on the table: mouse presses, clicks and double-clicks, drag and
drop, the keyboard cursor, and the 2s chooser, each turned into a requested move.

The same decisions serve mouse and keyboard (see BoardInput._click); nothing here
knows the rules beyond the legal moves the model publishes.
"""

from __future__ import annotations

import weakref
from typing import Protocol

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QKeyEvent, QMouseEvent, QRegion
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

from addiction.engine import Card, Move
from addiction.engine.shape import Shape
from addiction.models.board_model import BoardModel, index_of, square_of

from ..card_painter import CardPainter
from ..twos_chooser import TwosChooser
from .animation import CardFlight
from .geometry import BoardGeometry


class Drag:
    """A card held by the mouse."""

    # A plain class, as animation.py's _Flight: no dataclass made before the first frame.
    __slots__ = ("card", "offset", "position", "square", "target")

    def __init__(self, square: int, card: Card, offset: QPointF, position: QPointF) -> None:
        self.square = square
        self.card = card
        self.offset = offset  # from the card's top-left corner to the cursor
        self.position = position  # the cursor
        self.target: int | None = None  # the legal gap a drop would fill now (_drop_target)

    @property
    def top_left(self) -> QPointF:
        return self.position - self.offset


class InputView(Protocol):
    """What the input asks of the view it serves (BoardView in view.py)."""

    def model(self) -> QAbstractItemModel: ...
    def boardModel(self) -> BoardModel: ...
    def viewport(self) -> QWidget: ...
    def setFocus(self, reason: Qt.FocusReason) -> None: ...
    def currentIndex(self) -> QModelIndex: ...
    def setCurrentIndex(self, index: QModelIndex | QPersistentModelIndex) -> None: ...


class BoardInput(QObject):
    """Turns presses, drags, clicks and keys on the table into moveRequested(Move):
    click, select-then-gap, the 2s chooser, drag and drop, or the keyboard."""

    moveRequested = Signal(Move)
    cellsChanged = Signal()  # the card in hand moved: cells may look different
    dropRefused = Signal()  # a card let go where it cannot go (not back on its square)

    def __init__(
        self, view: InputView, geometry: BoardGeometry, flight: CardFlight, cards: CardPainter
    ) -> None:
        super().__init__()
        # Weak: the view owns its input, and a strong reference back would keep every
        # view (and its model connections) alive until the garbage collector ran.
        self._view: InputView = weakref.proxy(view)
        self._geometry = geometry
        self._flight = flight
        self.click_to_move = True
        self.drag: Drag | None = None
        self.dropped: tuple[Card, QPointF] | None = None  # where a dropped card was let go
        self.cursor_shown = False  # the keyboard cursor, see _set_cursor_visible
        self._press: tuple[int, QPointF] | None = None
        self._last_click: tuple[int | None, int] = (None, 0)  # square and time, see _second_click
        self.chooser = TwosChooser(cards, view.viewport())
        self.chooser.chosen.connect(self._chosen)
        self.chooser.cancelled.connect(self._chooser_cancelled)

    def reset(self) -> None:
        """A new game: nothing is pressed, held or just dropped."""
        self.drag = None
        self._press = None
        self.dropped = None
        self.chooser.hide()

    def card_left(self, square: int) -> None:
        """The card on square moved away (undo, new deal): if it was in hand, it is no more."""
        if self.drag is not None and square == self.drag.square:
            self.drag = None

    # --- drag ----------------------------------------------------------------

    def _drop_target(self, drag: Drag) -> int | None:
        """The gap a drop would fill: the legal gap under the cursor, or else the
        legal gap the held card covers most (at least a third of it), so a card
        grabbed by its edge still lands where it is seen to be."""
        gaps = [m.target for m in self._view.boardModel().cell(drag.square).moves]
        under = self._geometry.square_at(drag.position)
        if under in gaps:
            return under
        held = QRectF(drag.top_left, self._geometry.card.toSizeF())

        def overlap(gap: int) -> float:
            common = held.intersected(QRectF(self._geometry.cell_rect(gap)))
            return common.width() * common.height() if common.isValid() else 0.0

        best = max(gaps, key=overlap, default=None)
        if best is None or overlap(best) < held.width() * held.height() / 3:
            return None
        return best

    def _cancel_drag(self) -> None:
        """Send the held card back to its square."""
        drag = self.drag
        if drag is None:
            return
        self.drag = None
        self._view.viewport().update(self._geometry.floating_rect(drag.top_left))
        self._flight.fly(drag.card, drag.top_left, drag.square)
        self.cellsChanged.emit()

    # --- mouse -----------------------------------------------------------------

    def mouse_press(self, event: QMouseEvent) -> None:
        view = self._view
        if view.model() is None:
            return
        view.setFocus(Qt.FocusReason.MouseFocusReason)
        self._set_cursor_visible(False)
        square = self._geometry.square_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and self._second_click(square, event):
            self._press = None
            return
        self.chooser.hide()
        if event.button() != Qt.MouseButton.LeftButton:
            self._cancel_drag()
            view.boardModel().set_selection(None)
            return
        self._flight.finish()
        self._press = None if square is None else (square, event.position())
        if square is None:
            view.boardModel().set_selection(None)
        else:
            view.setCurrentIndex(index_of(view.boardModel(), square))

    def mouse_move(self, event: QMouseEvent) -> None:
        # Button state comes from our own press record, not event.buttons(), so a
        # synthetic move without buttons (as QTest sends) still drags.
        if self._view.model() is None:
            return
        position = event.position()
        if self._press is None:
            self._show_pointer(position)
            return
        square, start = self._press
        if self.drag is None:
            cell = self._view.boardModel().cell(square)
            distance = (position - start).manhattanLength()
            # a card in place stays, but where a gap takes any card beside it
            stays = cell.in_place and not cell.moves
            if cell.card is None or stays or distance < QApplication.startDragDistance():
                return
            offset = start - QPointF(self._geometry.cell_rect(square).topLeft())
            self.drag = Drag(square, cell.card, offset, position)
        drag = self.drag
        before = self._geometry.floating_rect(drag.top_left)
        drag.position = position
        drag.target = self._drop_target(drag)
        self._view.viewport().update(QRegion(before) + self._geometry.floating_rect(drag.top_left))
        self.cellsChanged.emit()  # the source slot, the gap that lights up or goes dark

    def _show_pointer(self, position: QPointF) -> None:
        """A pointing hand over what a click would act on."""
        square = self._geometry.square_at(position)
        actionable = square is not None and bool(self._view.boardModel().cell(square).moves)
        shape = Qt.CursorShape.PointingHandCursor if actionable else Qt.CursorShape.ArrowCursor
        viewport = self._view.viewport()
        if viewport.cursor().shape() != shape:
            viewport.setCursor(shape)

    def mouse_release(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        drag = self.drag
        if drag is not None:
            drag.position = event.position()
            target = self._drop_target(drag)
            if target is None:
                if self._geometry.square_at(drag.position) != drag.square:
                    self.dropRefused.emit()
                self._cancel_drag()
                return
            self.drag = None
            model = self._view.boardModel()
            move = next(m for m in model.cell(target).moves if m.source == drag.square)
            self.dropped = (drag.card, drag.top_left)
            self._view.viewport().update(self._geometry.floating_rect(drag.top_left))
            model.set_selection(None)
            self._request(move)
            return
        if press is not None and self._geometry.square_at(event.position()) == press[0]:
            self._last_click = (press[0], event.timestamp())
            self._click(press[0])

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

    def key_press(self, event: QKeyEvent) -> bool:
        """Act on Escape, Enter, Return and Space; False for keys the view's own cursor
        movement should have."""
        view = self._view
        if view.model() is None:
            return True
        key = event.key()
        if key == Qt.Key.Key_Escape:
            if self.drag is not None:
                self._press = None
                self._cancel_drag()
            elif self.chooser.isVisible():
                self.chooser.hide()
            else:
                view.boardModel().set_selection(None)
            return True
        self._set_cursor_visible(True)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            current = view.currentIndex()
            if not current.isValid():
                current = view.boardModel().index(0, 0)
                view.setCurrentIndex(current)
            self._click(square_of(current))
            return True
        return False

    def _set_cursor_visible(self, visible: bool) -> None:
        """The keyboard cursor shows once the keyboard is used, and hides on a click."""
        if visible != self.cursor_shown:
            self.cursor_shown = visible
            current = self._view.currentIndex()
            if current.isValid():
                rect = self._geometry.cell_rect(square_of(current))
                self._view.viewport().update(self._geometry.padded(rect))

    # --- intent --------------------------------------------------------------

    def _request(self, move: Move) -> None:
        self._flight.finish()
        self.moveRequested.emit(move)

    def _click(self, square: int) -> None:
        """A click (or Enter) on a square: the same decisions for mouse and keyboard."""
        model = self._view.boardModel()
        cell = model.cell(square)
        selected = model.selection
        self.chooser.hide()
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
                self.chooser.open(
                    list(cell.moves),
                    self._geometry.cell_rect(square),
                    max(36, self._geometry.card.width()),
                    model.hint,
                )
            return
        if selected == square or not cell.moves:
            model.set_selection(None)
        elif self.click_to_move and len(cell.moves) == 1:
            model.set_selection(None)
            self._request(cell.moves[0])
        else:
            model.set_selection(square)  # a 2 with a choice of gaps: the next click decides

    def _chosen(self, move: Move) -> None:
        self._view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._request(move)

    def _chooser_cancelled(self) -> None:
        self._view.setFocus(Qt.FocusReason.OtherFocusReason)


def cursor_moved(
    action: QAbstractItemView.CursorAction, row: int, column: int, shape: Shape
) -> tuple[int, int]:
    """Where a key's cursor action takes the cursor from (row, column) on a board of
    shape: along the row, to its ends, up and down, to the first or last row."""
    last_row, last_column = shape.rows - 1, shape.columns - 1
    cursor = QAbstractItemView.CursorAction
    if action in (cursor.MoveLeft, cursor.MovePrevious):
        column = max(0, column - 1)
    elif action in (cursor.MoveRight, cursor.MoveNext):
        column = min(last_column, column + 1)
    elif action == cursor.MoveUp:
        row = max(0, row - 1)
    elif action == cursor.MoveDown:
        row = min(last_row, row + 1)
    elif action == cursor.MoveHome:
        column = 0
    elif action == cursor.MoveEnd:
        column = last_column
    elif action == cursor.MovePageUp:
        row = 0
    elif action == cursor.MovePageDown:
        row = last_row
    return row, column
