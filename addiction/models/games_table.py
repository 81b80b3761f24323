"""Every recorded game as a table: filtered by rule set and outcome, sorted by value.

The model holds the games (addiction/store/statistics.py PlayedGame) and no
words: the window gives it the column titles and the text of each cell, so
the same model serves any language. Filtering and sorting happen here rather
than in a QSortFilterProxyModel because a Python lessThan called for each of
10,000 rows' comparisons is far slower than one list.sort with a key; sorting
uses the values themselves (seconds, deal numbers, dates), never the shown text.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from addiction.engine.daily_challenges import Tier
from addiction.engine.outcome import Termination
from addiction.store.statistics import PlayedGame

AnyIndex = QModelIndex | QPersistentModelIndex


class Column(enum.IntEnum):
    """The table's columns, in order."""

    FINISHED = 0
    RULES = 1
    DEAL = 2
    OUTCOME = 3
    IN_PLACE = 4
    MOVES = 5
    SHUFFLES = 6
    TIME = 7


#: The role that gives a cell's value (a datetime, an int, a float, a str), as sorted.
VALUE_ROLE = Qt.ItemDataRole.UserRole
#: The role that gives the game code of the row (any column).
CODE_ROLE = Qt.ItemDataRole.UserRole + 1

# Quantities line up on the right; a deal number names a deal, so it reads from the left.
_NUMBERS = {Column.IN_PLACE, Column.MOVES, Column.SHUFFLES, Column.TIME}
# Games without a deal number (opened from a code) sort before every numbered deal.
_NO_DEAL = -1


def cell_value(game: PlayedGame, column: Column) -> object:
    """The value a cell shows, in the type it sorts by (sort_value for the Deal
    column, which holds deal numbers, levels and dates)."""
    if column is Column.FINISHED:
        return game.finished_at
    if column is Column.RULES:
        return game.rules_key
    if column is Column.DEAL:
        if game.challenge is not None:
            return game.challenge.date
        if game.daily_date is not None:
            return game.daily_date
        if game.level is not None:
            return game.level
        return _NO_DEAL if game.deal_number is None else game.deal_number
    if column is Column.OUTCOME:
        return game.termination.value
    if column is Column.IN_PLACE:
        return game.in_place
    if column is Column.MOVES:
        return game.moves
    if column is Column.SHUFFLES:
        return game.shuffles_used
    return game.seconds


def sort_value(game: PlayedGame, column: Column) -> object:
    """What a cell sorts by: its value, but in the Deal column the numbered deals
    first, then the levels, then the daily deals, then the daily challenges (each by
    its own value; a date's challenges easiest first)."""
    if column is not Column.DEAL:
        return cell_value(game, column)
    if game.challenge is not None:
        return (3, game.challenge.date.toordinal(), list(Tier).index(game.challenge.tier))
    if game.daily_date is not None:
        return (2, game.daily_date.toordinal())
    return (0 if game.level is None else 1, cell_value(game, column))


class GamesTableModel(QAbstractTableModel):
    """The games that pass the filter, newest first until sort() is asked for another order.

    titles: one per Column; cell_text(game, column): what a cell shows.
    """

    def __init__(
        self,
        titles: Sequence[str],
        cell_text: Callable[[PlayedGame, Column], str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if len(titles) != len(Column):
            raise ValueError(f"the games table needs {len(Column)} titles, not {len(titles)}")
        self._titles = tuple(titles)
        self._cell_text = cell_text
        self._games: tuple[PlayedGame, ...] = ()
        self._recorded: dict[int, int] = {}  # id(game): its place in the order recorded
        self._rows: list[PlayedGame] = []
        self._rules_key: str | None = None
        self._termination: Termination | None = None
        self._sort_column = Column.FINISHED
        self._sort_order = Qt.SortOrder.DescendingOrder

    # --- what is shown ----------------------------------------------------------------

    def set_games(self, games: Sequence[PlayedGame]) -> None:
        """Show these games (oldest first, as recorded), filtered and sorted as before."""
        self.beginResetModel()
        self._games = tuple(games)
        self._recorded = {id(game): position for position, game in enumerate(self._games)}
        self._rows = self._filtered_sorted()
        self.endResetModel()

    def set_filter(self, rules_key: str | None, termination: Termination | None) -> None:
        """Only the games of this rule set and outcome; None lets every one through."""
        if (rules_key, termination) == (self._rules_key, self._termination):
            return
        self.beginResetModel()
        self._rules_key, self._termination = rules_key, termination
        self._rows = self._filtered_sorted()
        self.endResetModel()

    def game(self, row: int) -> PlayedGame:
        return self._rows[row]

    def shown_games(self) -> list[PlayedGame]:
        """The games that pass the filter, in the order shown."""
        return list(self._rows)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(Column):
            return
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        games = [self._rows[index.row()] for index in before]
        self._sort_column, self._sort_order = Column(column), order
        self._rows = self._sorted(self._rows)
        new_row = {id(game): row for row, game in enumerate(self._rows)}
        after = [
            self.index(new_row[id(game)], index.column())
            for game, index in zip(games, before, strict=True)
        ]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def _filtered_sorted(self) -> list[PlayedGame]:
        rules_key, termination = self._rules_key, self._termination
        games = [
            game
            for game in self._games
            if (rules_key is None or game.rules_key == rules_key)
            and (termination is None or game.termination is termination)
        ]
        return self._sorted(games)

    def _sorted(self, games: list[PlayedGame]) -> list[PlayedGame]:
        column = self._sort_column
        descending = self._sort_order == Qt.SortOrder.DescendingOrder
        # Ties keep the order games were recorded in (newest first when descending),
        # so sorting by a column with many equal values still reads sensibly.
        recorded = self._recorded
        return sorted(
            games,
            key=lambda game: (sort_value(game, column), recorded[id(game)]),
            reverse=descending,
        )

    # --- QAbstractTableModel --------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        game = self._rows[index.row()]
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cell_text(game, column)
        if role == VALUE_ROLE:
            return cell_value(game, column)
        if role == CODE_ROLE:
            return game.code
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = (
                Qt.AlignmentFlag.AlignRight if column in _NUMBERS else Qt.AlignmentFlag.AlignLeft
            )
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._titles[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = (
                Qt.AlignmentFlag.AlignRight
                if Column(section) in _NUMBERS
                else Qt.AlignmentFlag.AlignLeft
            )
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )
