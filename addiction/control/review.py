"""The asking side of a game's review (docs/review.md, "The review in the window"):
the game a statistics row kept, and its review from a worker process of its own,
round by round, so each round shows as soon as it is reviewed, and then again
for as long as the solver finds more where a budget stopped it.

The worker answers one question at a time, in order, so the rounds are asked all at
once, one question each (control/jobs.py REVIEW_ROUND), then one answer more at a
time until the review is complete; the worker process keeps the review under way
between them (engine/review.py refined_rounds, one solver and its memory), so each
round is reviewed once a budget. A worker replaced (it died or hung) starts the
review again from the first round: slower, never different.

Words are the window's: this module returns data (each RoundReview, ReviewFailed, or why a
kept game cannot be had: KeptGameProblem).
"""

from __future__ import annotations

import enum
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from addiction.control.jobs import REVIEW_ROUND, ReviewComplete, RoundQuestion
from addiction.control.process_worker import Worker, WorkerFailed
from addiction.engine import EngineError, Game, Shuffle
from addiction.engine.action_codec import decode_actions
from addiction.engine.review import ReviewBudget, RoundReview
from addiction.store.game_actions import RecordedActions, disagreement, recorded_actions


class KeptGameProblem(enum.Enum):
    """Why a recorded game cannot be replayed."""

    NOT_FOUND = "the game is no longer in the statistics"
    NO_ACTIONS = "the game was recorded before games kept their moves"
    UNREADABLE = "the statistics could not be read"
    DAMAGED = "the game's kept moves do not replay"
    MISMATCHED = "the game's kept moves are not the game its row records"


def kept_actions(database: Path, row: int | None) -> RecordedActions | KeptGameProblem:
    """The code and actions kept with the game of a row of the games table
    (PlayedGame.row), or why there are none. The database is opened read-only:
    looking changes nothing."""
    if row is None:
        return KeptGameProblem.NOT_FOUND
    try:
        connection = sqlite3.connect(f"{database.absolute().as_uri()}?mode=ro", uri=True)
        try:
            kept = recorded_actions(connection, row)
        finally:
            connection.close()
    except sqlite3.Error:
        return KeptGameProblem.UNREADABLE
    if kept is None:
        return KeptGameProblem.NOT_FOUND
    if kept.damaged:  # longer than any game's actions, or not bytes: not read
        return KeptGameProblem.DAMAGED
    return KeptGameProblem.NO_ACTIONS if kept.actions is None else kept


def kept_game(database: Path, row: int | None) -> Game | KeptGameProblem:
    """The game of kept_actions, its actions played and checked against its row
    (the moves, shuffles, cards in place and outcome it records)."""
    kept = kept_actions(database, row)
    if isinstance(kept, KeptGameProblem):
        return kept
    assert kept.actions is not None  # kept_actions said NO_ACTIONS otherwise
    try:
        game = decode_actions(kept.actions, Game.from_code(kept.code))
    except EngineError:
        return KeptGameProblem.DAMAGED
    if disagreement(game, kept.ending) is not None:
        return KeptGameProblem.MISMATCHED
    return game


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
    """No review came: why (the worker's failure, a review that raised among them)."""

    failure: WorkerFailed


class GameReviewer(QObject):
    """Asks a worker process of its own for one game's review, round by round:
    reviewedRound carries each RoundReview as soon as it is ready, in order, then
    a round's again whenever the solver, looking further, tells more of it (the
    later replaces the earlier), then finished; failed carries ReviewFailed instead
    (and no more rounds come). shutdown() ends the process (the window closing)."""

    reviewedRound = Signal(RoundReview)
    finished = Signal()
    failed = Signal(ReviewFailed)
    #: The solver's caps (None: the review's default); tests give ample ones.
    budget: ReviewBudget | None = None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = Worker("review", self)
        self._game: Game | None = None
        self._rounds = 0  # in the game asked about
        self._answered = 0
        self._failed = False

    def ask(self, game: Game) -> None:
        self._game = game
        self._rounds = game.shuffles_used + 1
        self._answered = 0
        self._failed = False
        for number in range(self._rounds):
            self._ask_answer(number)

    def _ask_answer(self, number: int) -> None:
        assert self._game is not None
        question = RoundQuestion(self._game, number, self.budget)
        self._worker.submit(REVIEW_ROUND, question, self._answer)

    def shutdown(self) -> None:
        self._worker.shutdown()

    def process_ids(self) -> list[int]:
        """The worker process running now, if any (for tests and diagnostics)."""
        return self._worker.process_ids()

    def _answer(self, answer: RoundReview | ReviewComplete | WorkerFailed) -> None:
        if self._failed:
            return  # a round failed: what follows is not shown
        if isinstance(answer, WorkerFailed):
            self._failed = True
            self.failed.emit(ReviewFailed(answer))
            return
        if isinstance(answer, ReviewComplete):
            self.finished.emit()
            return
        self._answered += 1
        self.reviewedRound.emit(answer)
        if self._answered >= self._rounds:  # every round once: then one answer at a time
            self._ask_answer(self._answered)
