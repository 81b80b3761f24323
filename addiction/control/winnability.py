"""The winnability readout: can the round on the table still be won without a shuffle?

After every change the position on the table is handed to the hint worker's
study process (HintWorker.study: a node budget, so the same position always
gets the same answer), so the readout never slows a move or a repaint. An
answer is shown only while its position is still the one on the table; a
position seen before (after an undo, say) is answered at once.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from addiction.control.controller import GameController
from addiction.engine import Board, GameStatus

if TYPE_CHECKING:
    from addiction.control.notices import Studied, WorkerFailed


class Winnability(enum.Enum):
    NONE = "none"  # nothing to say: the readout is off, or the game is over
    CHECKING = "checking"
    WINNABLE = "winnable"
    NOT_WINNABLE = "not-winnable"
    TOO_HARD = "too-hard"  # the node budget ran out first


# By SolveStatus value: the solver loads on first use, not with the window.
_ANSWERS = {
    "win": Winnability.WINNABLE,
    "no-win": Winnability.NOT_WINNABLE,
    "unknown": Winnability.TOO_HARD,
}


class WinnabilityReadout(QObject):
    """Follows the controller's game; changed(Winnability) whenever the readout changes."""

    changed = Signal(Winnability)

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self._controller = controller
        self._enabled = False
        self._board: Board | None = None  # the position asked about
        self.state = Winnability.NONE
        controller.stateChanged.connect(self._position_changed)
        controller.hint_worker.studied.connect(self._answer)
        controller.hint_worker.studyFailed.connect(self._failed)

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled
        self._position_changed()

    def _position_changed(self) -> None:
        game = self._controller.game
        if not self._enabled or game.status is not GameStatus.PLAYING:
            self._board = None
            self._show(Winnability.NONE)
            return
        if game.board == self._board:
            return
        self._board = game.board
        self._show(Winnability.CHECKING)
        self._controller.hint_worker.study(game.board)  # a known answer comes at once

    def _answer(self, studied: Studied) -> None:
        if studied.board == self._board:  # else no longer the position on the table
            self._show(_ANSWERS[studied.result.status.value])

    def _failed(self, board: Board, failure: WorkerFailed) -> None:
        """No worker could study the position: no answer rather than a "Checking…"
        that never ends; the next position (or turning the badge on again) asks again."""
        if board == self._board:
            self._board = None
            self._show(Winnability.NONE)

    def _show(self, state: Winnability) -> None:
        if state is not self.state:
            self.state = state
            self.changed.emit(state)
