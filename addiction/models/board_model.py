"""BoardModel: the table of the game's shape (4 x 13 for Addiction) as a Qt item model
over the engine's game.

The model holds no rules: every fact it serves (in place, movable, gap states,
what a gap takes) comes from the engine's Board. It caches one Cell per square
so that refresh() can tell exactly which cells changed and emit narrow
dataChanged signals, and so that views can read a whole cell in one call.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from addiction.engine import (
    Board,
    Card,
    Game,
    GameStatus,
    GapFill,
    GapState,
    Move,
)

ModelIndex = QModelIndex | QPersistentModelIndex


class BoardRole(enum.IntEnum):
    """Data roles of BoardModel, beyond DisplayRole / ToolTipRole / AccessibleTextRole."""

    CARD = Qt.ItemDataRole.UserRole + 1  # Card, or None for a gap
    IN_PLACE = enum.auto()  # bool: part of an in-place run
    MOVABLE = enum.auto()  # bool: the card has a legal destination now
    GAP_STATE = enum.auto()  # GapState for a gap, None for a card
    GAP_NEEDS = enum.auto()  # list[Card]: what may fill the gap (one card, the loose 2s, none)
    HINT = enum.auto()  # bool: the hinted card or the hinted gap
    SELECTED = enum.auto()  # bool: the card the player picked up
    MOVES = enum.auto()  # list[Move]: the legal moves from this card, or into this gap
    GOAL = enum.auto()  # bool: a gap of a won game (the goal, no longer a block)


@dataclass(frozen=True)
class Cell:
    """Everything the model says about one square."""

    card: Card | None
    in_place: bool = False
    gap_state: GapState | None = None
    gap_needs: tuple[Card, ...] = ()
    first_column: bool = False  # a gap in column 1 takes any card of the shape's first rank
    any_suit: bool = False  # a gap takes its rank in any suit (Jungle)
    moves: tuple[Move, ...] = ()
    hint: bool = False
    selected: bool = False
    #: A gap of a won game: the goal, not a block. Kept in the cell so the winning
    #: move reports every gap changed, not only the squares it touched.
    goal: bool = False

    @property
    def movable(self) -> bool:
        return self.card is not None and bool(self.moves)

    @property
    def wanted(self) -> Card | None:
        """The one card a live gap outside column 1 takes (None for cards, dead gaps
        and first-column gaps, which take any card of the first rank: any 2 in
        Addiction)."""
        if self.card is None and len(self.gap_needs) == 1 and not self.first_column:
            return self.gap_needs[0]
        return None


def square_of(index: ModelIndex) -> int:
    """The engine square (row * columns + column) of a model index."""
    return index.row() * index.model().columnCount() + index.column()


def index_of(model: QAbstractTableModel, square: int) -> QModelIndex:
    """The model index of an engine square."""
    row, column = divmod(square, model.columnCount())
    return model.index(row, column)


def cells_of(board: Board, playing: bool = True) -> list[Cell]:
    """The per-square facts of a board, without hint or selection; no moves once the
    game is over (a game given up still has legal moves on its board)."""
    locked = board.locked_squares()
    gap_states = board.gap_states()
    won = board.is_won()
    moves: dict[int, list[Move]] = {}
    for move in board.legal_moves() if playing else ():
        moves.setdefault(move.source, []).append(move)
        moves.setdefault(move.target, []).append(move)
    cells = []
    for square, card in enumerate(board.squares):
        here = tuple(moves.get(square, ()))
        if card is None:
            cells.append(
                Cell(
                    None,
                    gap_state=gap_states[square],
                    gap_needs=tuple(board.fillers(square)),
                    first_column=square % board.shape.columns == 0 and board.shape.fixed_runs,
                    any_suit=board.shape.fill is GapFill.ANY_SUIT_UP,
                    moves=here,
                    goal=won,
                )
            )
        else:
            cells.append(Cell(card, in_place=square in locked, moves=here))
    return cells


class BoardModel(QAbstractTableModel):
    """The game's shape as a table (rows x columns) over a Game's current board.

    The controller changes the game and then calls refresh(); the model never
    changes the game itself. set_game() is the only reset (a new game).
    """

    def __init__(self, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._hint: Move | None = None
        self._selection: int | None = None
        self._cells = self._compute()

    # --- the game ----------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def board(self) -> Board:
        return self._game.board

    def set_game(self, game: Game) -> None:
        """Show another game: a model reset, so views drop all per-cell state."""
        self.beginResetModel()
        self._game = game
        self._hint = None
        self._selection = None
        self._cells = self._compute()
        self.endResetModel()

    def refresh(self, full: bool = False) -> None:
        """Re-read the game after it changed (a move, undo, redo, restart, shuffle).

        Emits dataChanged for each cell whose data changed, or once for the whole
        grid when full (a shuffle moves almost everything). A hint or selection
        that no longer fits the board is dropped.
        """
        board = self._game.board
        if self._hint is not None and self._hint not in board.legal_moves():
            self._hint = None
        selection = self._selection
        if selection is not None and (
            board[selection] != self._cells[selection].card or not board.moves_from(selection)
        ):
            self._selection = None
        self._update(self._compute(), full)

    def set_hint(self, move: Move | None) -> None:
        """Mark a move's card and gap as the hint (None clears it)."""
        if move != self._hint:
            self._hint = move
            self._update(self._compute(), full=False)

    @property
    def hint(self) -> Move | None:
        return self._hint

    def set_selection(self, square: int | None) -> None:
        """Mark the card the player picked up (None clears it)."""
        if square != self._selection:
            self._selection = square
            self._update(self._compute(), full=False)

    @property
    def selection(self) -> int | None:
        return self._selection

    def cell(self, square: int) -> Cell:
        """All the data of one square at once (what views paint from)."""
        return self._cells[square]

    def index_of(self, square: int) -> QModelIndex:
        return index_of(self, square)

    def _compute(self) -> list[Cell]:
        cells = cells_of(self._game.board, self._game.status is GameStatus.PLAYING)
        if self._hint is not None:
            for square in (self._hint.source, self._hint.target):
                cells[square] = replace(cells[square], hint=True)
        if self._selection is not None:
            cells[self._selection] = replace(cells[self._selection], selected=True)
        return cells

    def _update(self, cells: list[Cell], full: bool) -> None:
        old, self._cells = self._cells, cells
        if full:
            shape = self._game.board.shape
            self.dataChanged.emit(self.index(0, 0), self.index(shape.rows - 1, shape.columns - 1))
            return
        for square in range(len(cells)):
            if old[square] != cells[square]:
                index = index_of(self, square)
                roles = [
                    role
                    for role in _ROLES
                    if _value(old[square], role) != _value(cells[square], role)
                ]
                self.dataChanged.emit(index, index, roles)

    # --- QAbstractTableModel -------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._game.board.shape.rows

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._game.board.shape.columns

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        square = square_of(index)
        return _value(self._cells[square], role)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return str(section + 1)  # rows and columns counted from 1; the view words them

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names.update({int(role): QByteArray(role.name.lower().encode()) for role in BoardRole})
        return names


def _value(cell: Cell, role: int) -> object:
    """What the model says about cell for role."""
    if role == Qt.ItemDataRole.DisplayRole:
        # The card as printed ("7♥"); a gap shows nothing. Sentences (tooltips, names
        # for screen readers) are the view's, in the player's language.
        return cell.card.label if cell.card is not None else None
    if role == BoardRole.CARD:
        return cell.card
    if role == BoardRole.IN_PLACE:
        return cell.in_place
    if role == BoardRole.MOVABLE:
        return cell.movable
    if role == BoardRole.GAP_STATE:
        return cell.gap_state
    if role == BoardRole.GAP_NEEDS:
        return list(cell.gap_needs)
    if role == BoardRole.HINT:
        return cell.hint
    if role == BoardRole.SELECTED:
        return cell.selected
    if role == BoardRole.MOVES:
        return list(cell.moves)
    if role == BoardRole.GOAL:
        return cell.goal
    return None


#: Every role the model answers, so a narrow dataChanged can name the ones that changed.
_ROLES = (
    Qt.ItemDataRole.DisplayRole,
    *BoardRole,
)
