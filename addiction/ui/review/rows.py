"""Review this game from the statistics window's games table: a button and the
table's context menu, for the game on the current row. A game recorded before
games kept their moves cannot be reviewed: the action is disabled and its tooltip
says why. A review refused when asked for (kept moves that do not replay, or do
not match their row) is said in the window too, under the table (refusal)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QModelIndex, QObject, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu, QPushButton, QTableView

from addiction.control.review import KeptGameProblem, kept_actions, kept_game
from addiction.store.game_history import PlayedGame
from addiction.ui.dialogs.common import readable_red
from addiction.ui.translate import tr

from .window import ReviewWindow
from .words import kept_game_text


class RowReviews(QObject):
    """The review of the game on table's current row (game_at: the game of a row)
    from the statistics in database."""

    def __init__(
        self, database: Path, table: QTableView, game_at: Callable[[int], PlayedGame]
    ) -> None:
        super().__init__(table)
        self._database = database
        self._table = table
        self._game_at = game_at
        self.action = QAction(tr("Review this game"), self)
        self.action.triggered.connect(self.open_review)
        self.button = QPushButton(self.action.text())
        self.button.clicked.connect(self.action.trigger)
        # Why the review just asked for was refused, in words on the window (the
        # games page lays it out); hidden again when another row is chosen.
        self.refusal = QLabel()
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet(f"color: {readable_red(table.palette())}")
        self.refusal.hide()
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        table.customContextMenuRequested.connect(self._show_menu)
        model = table.model()
        for changed in (model.modelReset, model.layoutChanged, model.rowsInserted):
            changed.connect(self._update)
        table.selectionModel().currentRowChanged.connect(self._update)
        self._update()

    def _played(self) -> PlayedGame | None:
        index: QModelIndex = self._table.currentIndex()
        return self._game_at(index.row()) if index.isValid() else None

    def _update(self) -> None:
        self.refusal.hide()
        played = self._played()
        if played is None:
            self._show_state(tr("Choose a game in the table to review it."))
            return
        kept = kept_actions(self._database, played.row)
        if isinstance(kept, KeptGameProblem):
            self._show_state(kept_game_text(kept))
        else:
            self._show_state(tr("Replay this game step by step, with the solver's advice."), True)

    def _show_state(self, tip: str, enabled: bool = False) -> None:
        for part in (self.action, self.button):
            part.setEnabled(enabled)
            part.setToolTip(tip)

    def _show_menu(self, point: QPoint) -> None:
        self._update()
        menu = QMenu(self._table)
        menu.setToolTipsVisible(True)  # a disabled review says why
        menu.addAction(self.action)
        menu.exec(self._table.viewport().mapToGlobal(point))

    def open_review(self) -> ReviewWindow | None:
        """The review window of the current row's game (None when there is none to
        review: the action's tooltip and the refusal label say why)."""
        played = self._played()
        if played is None:
            return None
        game = kept_game(self._database, played.row)
        if isinstance(game, KeptGameProblem):
            self._show_state(kept_game_text(game))
            self.refusal.setText(kept_game_text(game))
            self.refusal.show()
            return None
        window = ReviewWindow(game, self._table.window())
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window
