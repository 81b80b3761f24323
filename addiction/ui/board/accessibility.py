"""The board as screen readers see it: an accessible table of 52 cells, and spoken
announcements of what happens in the game.

The view paints its cards by hand, so Qt alone would show assistive tools one
unnamed picture ("Card table" > viewport). A factory (installed once, by BoardView)
gives every BoardView a BoardAccessible: role Table, one CellAccessible child per
square, named with what a player needs to play ("7 of spades, in place",
"gap, takes 8 of spades", "gap, blocked"). The facts come from the model's Cell
(in place, moves, what a gap takes, which come from the engine); only the words
are made here, through Qt's translation calls.

BoardAnnouncer says each move, undo, shuffle, hint and the end of a game with a
QAccessibleAnnouncementEvent (Qt 6.8 and later, which pyproject.toml requires),
and emits the same sentence as announced(str) for anyone else who listens.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget
from shiboken6 import Shiboken

from addiction.engine import COLUMNS, SQUARES, Card, Game, GameStatus, GapState, Move, Shuffle
from addiction.models.board_model import BoardModel, Cell, square_of

from ..twos_chooser import TwosChooser
from ..wording import hint_text

if TYPE_CHECKING:  # the view module imports this one
    from addiction.control.notices import HintShown

    from .view import BoardView

# Literal contexts and texts in every call: pyside6-lupdate extracts only those.
translate = QCoreApplication.translate


# --- words ---------------------------------------------------------------------


def rank_words(rank: int) -> str:
    """How a rank is said: "Ace", "7", "Queen"."""
    if rank == 1:
        return translate("BoardAccessibility", "Ace")
    if rank == 11:
        return translate("BoardAccessibility", "Jack")
    if rank == 12:
        return translate("BoardAccessibility", "Queen")
    if rank == 13:
        return translate("BoardAccessibility", "King")
    return str(rank)


def suit_words(suit: str) -> str:
    """How a suit is said: "spades"."""
    return {
        "S": translate("BoardAccessibility", "spades"),
        "H": translate("BoardAccessibility", "hearts"),
        "D": translate("BoardAccessibility", "diamonds"),
        "C": translate("BoardAccessibility", "clubs"),
    }[suit]


def card_words(card: Card) -> str:
    """How a card is said: "7 of spades", "Queen of hearts"."""
    return (
        translate("BoardAccessibility", "%1 of %2")
        .replace("%1", rank_words(card.rank))
        .replace("%2", suit_words(card.suit))
    )


def square_words(square: int) -> str:
    """Where a square is: "row 2, column 5" (counting from 1)."""
    return (
        translate("BoardAccessibility", "row %1, column %2")
        .replace("%1", str(square // COLUMNS + 1))
        .replace("%2", str(square % COLUMNS + 1))
    )


def cell_name(cell: Cell) -> str:
    """The name a screen reader says for a square: the card and whether it is in
    place or can move, or what the gap takes."""
    if cell.card is not None:
        card = card_words(cell.card)
        if cell.in_place:
            name = translate("BoardAccessibility", "%1, in place").replace("%1", card)
        elif cell.moves:
            name = translate("BoardAccessibility", "%1, can move").replace("%1", card)
        else:
            name = card
    elif cell.gap_state is not GapState.OPEN:
        name = translate("BoardAccessibility", "gap, blocked")
    elif cell.wanted is not None:
        name = translate("BoardAccessibility", "gap, takes %1").replace(
            "%1", card_words(cell.wanted)
        )
    else:
        name = translate("BoardAccessibility", "gap, takes any 2")
    if cell.hint:
        name = translate("BoardAccessibility", "%1, hint").replace("%1", name)
    return name


def cell_description(cell: Cell, square: int) -> str:
    """Where the square is, and why a gap is blocked."""
    where = square_words(square)
    if cell.gap_state is GapState.DEAD_AFTER_KING:
        return translate("BoardAccessibility", "%1; nothing goes after a King").replace("%1", where)
    if cell.gap_state is GapState.DEAD_AFTER_GAP:
        return translate(
            "BoardAccessibility", "%1; blocked until the gap on its left is filled"
        ).replace("%1", where)
    return where


def counted(sentence: str, count: int) -> str:
    """A translated sentence that ends in a count ("Cards in place: %1.") with the
    count filled in. Such a count needs no plural forms, so it goes in as %1, not %n:
    lupdate files a translate() call with a count as a message without plural forms,
    and Qt then finds no translation for it when the count is 2 or more."""
    return sentence.replace("%1", str(count))


def move_words(move: Move) -> str:
    """A move as said: "8 of spades to row 1, column 2"."""
    card, target = card_words(move.card), square_words(move.target)
    return translate("BoardAccessibility", "%1 to %2").replace("%1", card).replace("%2", target)


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
        view = self._table.board_view()
        if view is None or view.model() is None:
            return None
        return view.boardModel().cell(self.square)

    def text(self, kind: QAccessible.Text) -> str:
        cell = self._cell()
        if cell is None:
            return ""
        if kind == QAccessible.Text.Name:
            return cell_name(cell)
        if kind == QAccessible.Text.Description:
            return cell_description(cell, self.square)
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # the names follow the game

    def rect(self) -> QRect:
        view = self._table.board_view()
        if view is None:
            return QRect()
        cell = view.cellRect(self.square)
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
    """The board view as a table of 52 cells (and the 2s chooser while it is open)."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view, QAccessible.Role.Table)
        self._view = weakref.ref(view)
        self._cells = [CellAccessible(self, square) for square in range(SQUARES)]

    def board_view(self) -> BoardView | None:
        """The view while it lives (assistive tools may ask after it is gone)."""
        view = self._view()
        return view if view is not None and Shiboken.isValid(view) else None

    def cell(self, square: int) -> CellAccessible:
        return self._cells[square]

    def _chooser(self) -> TwosChooser | None:
        view = self.board_view()
        if view is None or not view.chooser().isVisible():
            return None
        return view.chooser()

    def childCount(self) -> int:
        return SQUARES + (self._chooser() is not None)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # C++ may return nullptr
        if 0 <= index < SQUARES:
            return self._cells[index]
        chooser = self._chooser()
        if index == SQUARES and chooser is not None:
            return QAccessible.queryAccessibleInterface(chooser)
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, CellAccessible) and child.parent() is self:
            return child.square
        chooser = self._chooser()
        if chooser is not None and child.object() is chooser:
            return SQUARES
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # C++ may return nullptr
        view = self.board_view()
        if view is None:
            return None
        chooser = self._chooser()
        if chooser is not None and chooser.rect().contains(chooser.mapFromGlobal(QPoint(x, y))):
            return QAccessible.queryAccessibleInterface(chooser)
        square = view.squareAt(view.viewport().mapFromGlobal(QPoint(x, y)))
        return None if square is None else self._cells[square]

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # C++ may return nullptr
        view = self.board_view()
        if view is None or not view.hasFocus() or not view.currentIndex().isValid():
            return None
        return self._cells[square_of(view.currentIndex())]


def _board_factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    from .view import BoardView  # imported here: the view module imports this one

    if key == "BoardView" and isinstance(obj, BoardView):
        return BoardAccessible(obj)
    return None


_installed = False


def install_accessibility() -> None:
    """Give every BoardView its accessible table (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_board_factory)
        _installed = True


def _table_of(view: BoardView) -> BoardAccessible | None:
    """The view's accessible table, when a screen reader (or a test) is listening."""
    if not QAccessible.isActive():
        return None
    table = QAccessible.queryAccessibleInterface(view)
    return table if isinstance(table, BoardAccessible) else None


def notify_focus(view: BoardView, square: int) -> None:
    """Tell assistive tools the keyboard cursor is on square (the view has focus)."""
    table = _table_of(view)
    if table is not None and view.hasFocus():
        cell = table.cell(square)
        QAccessible.updateAccessibility(QAccessibleEvent(cell, QAccessible.Event.Focus))


def notify_cells_changed(view: BoardView, squares: list[int]) -> None:
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

    def __init__(self, view: BoardView, model: BoardModel) -> None:
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
        said = move_words(action)
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
                translate("BoardAccessibility", "Hint: %1.").replace("%1", move_words(move))
            )
        elif shown.news is not None:
            self.announce(hint_text(shown.news))

    def announce(self, sentence: str) -> None:
        """Say sentence through the screen reader (and emit announced)."""
        self.announced.emit(sentence)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._view, sentence))
