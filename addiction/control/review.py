"""The asking side of a game's review (docs/review.md, "The review in the window"):
the game a statistics row kept, and its review from a worker process of its own,
round by round, so each round shows as soon as it is reviewed.

The worker answers one question at a time, in order, so the rounds are asked all at
once, one question each (REVIEW_ROUND); the worker process keeps the review under
way between them (engine/review.py review_rounds, one solver and its memory), so
each round is reviewed once. A worker replaced (it died or hung) starts the
review again from the first round: slower, never different.

Words are the window's: this module returns data (each RoundReview, ReviewFailed, or why a
kept game cannot be had: KeptGameProblem).
"""

from __future__ import annotations

import enum
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from addiction.control.process_worker import Job, Worker, WorkerFailed
from addiction.engine import Action, EngineError, Game, Shuffle
from addiction.engine.action_codec import decode_actions
from addiction.store.game_actions import recorded_actions
from addiction.store.game_history import usable_time

if TYPE_CHECKING:
    from addiction.engine.review import ReviewBudget, RoundReview


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
class RoundQuestion:
    """Round number round (from 0) of game's review, under budget (None: the default)."""

    game: Game
    round: int
    budget: ReviewBudget | None = None


@dataclass
class _UnderWay:
    """The review a worker process has under way: its rounds still to come, and the
    number of the next."""

    rounds: Iterator[RoundReview]
    next: int = 0


#: The worker process's review under way, by its game (code, seed and history) and
#: budget: one game at a time.
_under_way: dict[tuple[str, int, tuple[Action, ...], ReviewBudget | None], _UnderWay] = {}


def _review_round(question: RoundQuestion) -> RoundReview:
    """The round asked for, going on with the review under way when it is of the
    same game and has not passed that round (StopIteration: the game has no such
    round, answered as a job that raised)."""
    from addiction.engine.review import review_rounds  # loaded in the worker only

    game = question.game
    key = (game.code, game.seed, game.history, question.budget)
    under_way = _under_way.get(key)
    if under_way is None or under_way.next > question.round:
        _under_way.clear()
        under_way = _under_way[key] = _UnderWay(review_rounds(game, question.budget))
    while True:
        reviewed = next(under_way.rounds)
        under_way.next += 1
        if under_way.next > question.round:
            return reviewed


#: A round of a game's review. Deadline: a round takes at most what the whole game
#: takes (control/jobs.py REVIEW's, measured there).
REVIEW_ROUND: Job[RoundQuestion, RoundReview] = Job(_review_round, deadline=300.0)


@dataclass(frozen=True)
class ReviewFailed:
    """No review came: the worker failed (reason: the system's words, or None when
    the review itself raised)."""

    reason: str | None


class GameReviewer(QObject):
    """Asks a worker process of its own for one game's review, round by round:
    reviewedRound carries each RoundReview as soon as it is ready, in order, then
    finished; failed carries ReviewFailed instead (and no more rounds come).
    shutdown() ends the process (the window closing)."""

    reviewedRound = Signal(object)  # RoundReview
    finished = Signal()
    failed = Signal(object)  # ReviewFailed
    #: The solver's caps (None: the review's default); tests give ample ones.
    budget: ReviewBudget | None = None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = Worker("review", self)
        self._rounds = 0  # in the game asked about
        self._answered = 0
        self._failed = False

    def ask(self, game: Game) -> None:
        self._rounds = game.shuffles_used + 1
        self._answered = 0
        self._failed = False
        for number in range(self._rounds):
            question = RoundQuestion(game, number, self.budget)
            self._worker.submit(REVIEW_ROUND, question, self._answer)

    def shutdown(self) -> None:
        self._worker.shutdown()

    def process_ids(self) -> list[int]:
        """The worker process running now, if any (for tests and diagnostics)."""
        return self._worker.process_ids()

    def _answer(self, answer: RoundReview | WorkerFailed | None) -> None:
        if self._failed:
            return  # a round failed: what follows is not shown
        if answer is None or isinstance(answer, WorkerFailed):
            self._failed = True
            self.failed.emit(ReviewFailed(None if answer is None else answer.reason))
            return
        self._answered += 1
        self.reviewedRound.emit(answer)
        if self._answered == self._rounds:
            self.finished.emit()
