"""The asking side of a game's review (docs/review.md, "The review in the window"):
the game a statistics row kept, and its review from a worker process of its own.

Words are the window's: this module returns data (a Review, ReviewFailed, or why a
kept game cannot be had: KeptGameProblem).
"""

from __future__ import annotations

import enum
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from addiction.control.jobs import REVIEW, ReviewQuestion
from addiction.control.process_worker import Worker, WorkerFailed
from addiction.engine import EngineError, Game, Shuffle
from addiction.engine.action_codec import decode_actions
from addiction.store.game_actions import recorded_actions
from addiction.store.game_history import usable_time

if TYPE_CHECKING:
    from addiction.engine.review import Review, ReviewBudget


class KeptGameProblem(enum.Enum):
    """Why a recorded game cannot be replayed."""

    NOT_FOUND = "the game is no longer in the statistics"
    NO_ACTIONS = "the game was recorded before games kept their moves"
    UNREADABLE = "the statistics could not be read"
    DAMAGED = "the game's kept moves do not replay"


def kept_actions(database: Path, code: str, finished_at: datetime) -> bytes | KeptGameProblem:
    """The actions kept with the game of code that ended at finished_at (a statistics
    window row: its code and time name it; store/game_history.py gives rows no id).
    The database is opened read-only: looking changes nothing."""
    try:
        connection = sqlite3.connect(f"{database.absolute().as_uri()}?mode=ro", uri=True)
        try:
            rows = connection.execute(
                "SELECT id, finished_at FROM games WHERE code = ?", (code,)
            ).fetchall()
            row = next((row for row, when in rows if usable_time(when) == finished_at), None)
            kept = None if row is None else recorded_actions(connection, row)
        finally:
            connection.close()
    except sqlite3.Error:
        return KeptGameProblem.UNREADABLE
    if kept is None:
        return KeptGameProblem.NOT_FOUND
    return KeptGameProblem.NO_ACTIONS if kept.actions is None else kept.actions


def kept_game(database: Path, code: str, finished_at: datetime) -> Game | KeptGameProblem:
    """The game of kept_actions, its actions played."""
    actions = kept_actions(database, code, finished_at)
    if isinstance(actions, KeptGameProblem):
        return actions
    try:
        return decode_actions(actions, Game.from_code(code))
    except EngineError:
        return KeptGameProblem.DAMAGED


def replayed(game: Game) -> Game:
    """A copy of game's history (what undo took back left out), which the review
    reads while the game itself goes on or starts again."""
    copy = Game(game.initial, game.rules, game.deal_number, game.seed)
    for action in game.history:
        if isinstance(action, Shuffle):
            copy.shuffle()
        else:
            copy.play(action)
    return copy


@dataclass(frozen=True)
class ReviewFailed:
    """No review came: the worker failed (reason: the system's words, or None when
    the review itself raised)."""

    reason: str | None


class GameReviewer(QObject):
    """Asks a worker process of its own for one game's review; reviewed carries the
    Review or ReviewFailed. shutdown() ends the process (the window closing)."""

    reviewed = Signal(object)  # Review | ReviewFailed
    #: The solver's caps (None: the review's default); tests give ample ones.
    budget: ReviewBudget | None = None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = Worker("review", self)

    def ask(self, game: Game) -> None:
        self._worker.submit(REVIEW, ReviewQuestion(game, self.budget), self._answered)

    def shutdown(self) -> None:
        self._worker.shutdown()

    def _answered(self, answer: Review | WorkerFailed | None) -> None:
        if answer is None:
            self.reviewed.emit(ReviewFailed(None))
        elif isinstance(answer, WorkerFailed):
            self.reviewed.emit(ReviewFailed(answer.reason))
        else:
            self.reviewed.emit(answer)
