"""The board as screen readers see it: an accessible table of the game's cells
(rows x columns of its shape), and spoken
announcements of what happens in the game.

The view paints its cards by hand, so Qt alone would show assistive tools one
unnamed picture ("Card table" > viewport). A factory (installed once, by BoardView)
gives every BoardView a BoardAccessible: role Table, one CellAccessible child per
square, named with what a player needs to play ("7 of spades, in place",
"gap, takes 8 of spades", "gap, blocked"): the words are ui/board_speech.py's.

BoardAnnouncer says each move, undo, shuffle, hint and the end of a game with a
QAccessibleAnnouncementEvent (Qt 6.8 and later, which pyproject.toml requires),
and emits the same sentence as announced(str) for anyone else who listens.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QAccessibleWidget, QWidget
from shiboken6 import Shiboken

from addiction.engine import Game, GameStatus, Move, Shuffle
from addiction.models.board_model import BoardModel, Cell, index_of, square_of

from ..board_speech import card_words, cell_description, cell_name, counted, move_words, translate
from ..twos_chooser import TwosChooser
from ..wording import hint_text

if TYPE_CHECKING:
    from addiction.control.notices import HintShown

# --- the accessible table --------------------------------------------------------


class CellAccessible(QAccessibleInterface):
    """One square of the board: role Cell, named by cell_name."""

    def __init__(self, table: BoardAccessible, square: int) -> None:
        super().__init__()
        self._table = table
        self.square = square

    def isValid(self) -> bool:
        return self._table.board_view() is not None

    def object(self) -> None:  # type: ignore[override]  # C++ may return nullptr
        return None  # a square is no QObject (as Qt's own table cells)

    def parent(self) -> QAccessibleInterface:
        return self._table

    def child(self, index: int) -> None:  # type: ignore[override]  # C++ may return nullptr
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> None:  # type: ignore[override]  # C++ may return nullptr
        return None

    def _cell(self) -> Cell | None:
        model = self._table.board_model()
        return None if model is None else model.cell(self.square)

    def text(self, kind: QAccessible.Text) -> str:
        cell = self._cell()
        if cell is None:
            return ""
        if kind == QAccessible.Text.Name:
            return cell_name(cell)
        model = self._table.board_model()
        if kind == QAccessible.Text.Description and model is not None:
            return cell_description(cell, self.square, model.columnCount())
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # the names follow the game

    def rect(self) -> QRect:
        view, model = self._table.board_view(), self._table.board_model()
        if view is None or model is None:
            return QRect()
        cell = view.visualRect(index_of(model, self.square))
        return QRect(view.viewport().mapToGlobal(cell.topLeft()), cell.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        view = self._table.board_view()
        cell = self._cell()
        if view is None or cell is None:
            state.invalid = True
            return state
        state.focusable = True
        state.selectable = True
        state.selected = cell.selected
        current = view.currentIndex()
        state.focused = view.hasFocus() and current.isValid() and square_of(current) == self.square
        return state


class BoardAccessible(QAccessibleWidget):
    """The board view as a table of rowCount() x columnCount() cells, the game's
    shape (and the 2s chooser while it is open).

    It reads the view through the item-view contract alone (indexAt, visualRect,
    currentIndex, the model), which board/view.py's BoardView keeps square by square,
    so this module needs nothing of the view's own."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view, QAccessible.Role.Table)
        self._view = weakref.ref(view)
        self._cells: list[CellAccessible] = []  # one per square, made as the shape needs

    def board_view(self) -> QAbstractItemView | None:
        """The view while it lives (assistive tools may ask after it is gone)."""
        view = self._view()
        return view if view is not None and Shiboken.isValid(view) else None

    def board_model(self) -> BoardModel | None:
        view = self.board_view()
        model = None if view is None else view.model()
        return model if isinstance(model, BoardModel) else None

    def rowCount(self) -> int:
        model = self.board_model()
        return 0 if model is None else model.rowCount()

    def columnCount(self) -> int:
        model = self.board_model()
        return 0 if model is None else model.columnCount()

    def _squares(self) -> int:
        """How many cells the table has now; a larger shape adds its cells (each
        cell stays the same object, as assistive tools expect)."""
        squares = self.rowCount() * self.columnCount()
        self._cells.extend(
            CellAccessible(self, square) for square in range(len(self._cells), squares)
        )
        return squares

    def cell(self, square: int) -> CellAccessible:
        self._squares()
        return self._cells[square]

    def _chooser(self) -> TwosChooser | None:
        """The 2s chooser while it is open (a child of the view's viewport)."""
        view = self.board_view()
        if view is None:
            return None
        chooser = view.viewport().findChild(
            TwosChooser, options=Qt.FindChildOption.FindDirectChildrenOnly
        )
        return chooser if chooser is not None and chooser.isVisible() else None

    def childCount(self) -> int:
        return self._squares() + (self._chooser() is not None)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # C++ may return nullptr
        squares = self._squares()
        if 0 <= index < squares:
            return self._cells[index]
        chooser = self._chooser()
        if index == squares and chooser is not None:
            return QAccessible.queryAccessibleInterface(chooser)
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, CellAccessible) and child.parent() is self:
            return child.square
        chooser = self._chooser()
        if chooser is not None and child.object() is chooser:
            return self._squares()
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # C++ may return nullptr
        view = self.board_view()
        if view is None:
            return None
        chooser = self._chooser()
        if chooser is not None and chooser.rect().contains(chooser.mapFromGlobal(QPoint(x, y))):
            return QAccessible.queryAccessibleInterface(chooser)
        index = view.indexAt(view.viewport().mapFromGlobal(QPoint(x, y)))
        return self.cell(square_of(index)) if index.isValid() else None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # C++ may return nullptr
        view = self.board_view()
        if view is None or not view.hasFocus() or not view.currentIndex().isValid():
            return None
        return self.cell(square_of(view.currentIndex()))


def _board_factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if key == "BoardView" and isinstance(obj, QAbstractItemView):
        return BoardAccessible(obj)
    return None


_installed = False


def install_accessibility() -> None:
    """Give every BoardView its accessible table (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_board_factory)
        _installed = True


def _table_of(view: QAbstractItemView) -> BoardAccessible | None:
    """The view's accessible table, when a screen reader (or a test) is listening."""
    if not QAccessible.isActive():
        return None
    table = QAccessible.queryAccessibleInterface(view)
    return table if isinstance(table, BoardAccessible) else None


def notify_focus(view: QAbstractItemView, square: int) -> None:
    """Tell assistive tools the keyboard cursor is on square (the view has focus)."""
    table = _table_of(view)
    if table is not None and view.hasFocus():
        cell = table.cell(square)
        QAccessible.updateAccessibility(QAccessibleEvent(cell, QAccessible.Event.Focus))


def notify_cells_changed(view: QAbstractItemView, squares: list[int]) -> None:
    """Tell assistive tools the names (and picked-up states) of squares changed."""
    table = _table_of(view)
    if table is None:
        return
    for square in squares:
        cell = table.cell(square)
        QAccessible.updateAccessibility(QAccessibleEvent(cell, QAccessible.Event.NameChanged))
        changed = QAccessible.State()
        changed.selected = True
        QAccessible.updateAccessibility(QAccessibleStateChangeEvent(cell, changed))


# --- announcements -------------------------------------------------------------


class BoardAnnouncer(QObject):
    """Says what just happened in the game: call game_changed after every change
    (the controller's stateChanged) and hint_shown with each hint."""

    announced = Signal(str)

    def __init__(self, view: QWidget, model: BoardModel) -> None:
        super().__init__(view)
        self._view = view
        self._model = model
        self._game: Game = model.game
        self._history = model.game.history
        self._status = model.game.status

    def game_changed(self) -> None:
        game = self._model.game
        history, status = game.history, game.status
        said = self._change_words(game, history)
        if status is not self._status and status is not GameStatus.PLAYING:
            said.append(self._end_words(game))
        self._game, self._history, self._status = game, history, status
        if said:
            self.announce(" ".join(said))

    def _change_words(self, game: Game, history: tuple[Move | Shuffle, ...]) -> list[str]:
        before = self._history
        if game is not self._game:
            # Another game object: a new deal, or a Restart (a fresh copy of the deal,
            # see addiction/models/commands.py) or its undo (the game as it was).
            in_place = game.board.in_place_count()
            if game.initial != self._game.initial:
                return [
                    counted(
                        translate("BoardAccessibility", "New game. Cards in place: %1."), in_place
                    )
                ]
            if not history:
                return [
                    counted(
                        translate("BoardAccessibility", "Back to the deal. Cards in place: %1."),
                        in_place,
                    )
                ]
            return [
                counted(
                    translate("BoardAccessibility", "Restart taken back. Cards in place: %1."),
                    in_place,
                )
            ]
        if len(history) == len(before) + 1 and history[:-1] == before:
            return [self._action_words(history[-1])]
        if len(history) == len(before) - 1 and before[:-1] == history:
            undone = before[-1]
            if isinstance(undone, Shuffle):
                return [translate("BoardAccessibility", "Shuffle taken back.")]
            return [
                translate("BoardAccessibility", "Took back %1.").replace(
                    "%1", card_words(undone.card)
                )
            ]
        return []

    def _action_words(self, action: Move | Shuffle) -> str:
        if isinstance(action, Shuffle):
            game = self._model.game
            in_place = counted(
                translate("BoardAccessibility", "Shuffled. Cards in place: %1."),
                game.board.in_place_count(),
            )
            left = game.shuffles_left
            if left is None:
                return in_place
            return (
                in_place
                + " "
                + counted(translate("BoardAccessibility", "Shuffles left: %1."), left)
            )
        said = move_words(action, self._model.columnCount())
        if self._model.cell(action.target).in_place:
            said = translate("BoardAccessibility", "%1, in place").replace("%1", said)
        return said + "."

    def _end_words(self, game: Game) -> str:
        if game.status is GameStatus.WON:
            return translate("BoardAccessibility", "You won!")
        in_place = game.board.in_place_count()
        if game.given_up:
            return counted(
                translate("BoardAccessibility", "Game given up. Cards in place: %1."), in_place
            )
        return counted(
            translate(
                "BoardAccessibility",
                "No moves and no shuffles left: game over. Cards in place: %1.",
            ),
            in_place,
        )

    def hint_shown(self, shown: HintShown) -> None:
        """A hint: the hinted move in the board's words, or the hint's sentence (a
        shuffle, or the search's news); nothing when the hint is taken away."""
        move = self._model.hint
        if move is not None:
            self.announce(
                translate("BoardAccessibility", "Hint: %1.").replace(
                    "%1", move_words(move, self._model.columnCount())
                )
            )
        elif shown.news is not None:
            shuffle_ahead = self._model.game.shuffles_left != 0
            self.announce(hint_text(shown.news, self._model.columnCount(), shuffle_ahead))

    def announce(self, sentence: str) -> None:
        """Say sentence through the screen reader (and emit announced)."""
        self.announced.emit(sentence)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._view, sentence))
