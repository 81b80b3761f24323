"""What the controller tells the window, as data (GameController.message carries a
Notice, hintShown a HintShown): the window words it in the player's language
(addiction/ui/wording.py)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from addiction.engine import GameStatus, RefusedMove, ShuffleRefusal
from addiction.store.errors import StatisticsError

if TYPE_CHECKING:
    from addiction.engine import Board, SolveResult
    from addiction.engine.hints import Hint


class Notice:
    """What GameController.message carries: one of the kinds below (GameOver,
    MoveRefused, ShuffleRefused, DailyNotice, ChallengeNotice, WinnableNotice, SaveFailed,
    StatisticsFailed)."""


@dataclass(frozen=True)
class GameOver(Notice):
    """An action refused because the game is over (status: won or lost)."""

    status: GameStatus


@dataclass(frozen=True)
class MoveRefused(Notice):
    refused: RefusedMove


@dataclass(frozen=True)
class ShuffleRefused(Notice):
    refusal: ShuffleRefusal


class DailyNotice(Notice, enum.Enum):
    PREPARING = "preparing"  # a date the data file lacks is being derived
    FAILED = "failed"  # its derivation failed
    READY = "ready"  # the preparing notice is over: nothing to show


class ChallengeNotice(Notice, enum.Enum):
    PREPARING = "preparing"  # a date the challenges' data file lacks is being derived
    FAILED = "failed"  # its derivation failed
    READY = "ready"  # the preparing notice is over: nothing to show


class WinnableNotice(Notice, enum.Enum):
    FAILED = "failed"  # no winnable deal was found
    READY = "ready"  # the window's "Finding a winnable deal…" is over: nothing to show


@dataclass(frozen=True)
class SaveFailed(Notice):
    """The autosave could not be written; detail: the system's words."""

    detail: str


@dataclass(frozen=True)
class StatisticsFailed(Notice):
    """The statistics failed (error); kept_for_later: the result is kept in the
    pending file and added at the next start."""

    error: StatisticsError
    kept_for_later: bool = False


class WorkerTrouble(enum.Enum):
    """Why a worker answered WorkerFailed."""

    NOT_STARTED = "not started"  # no process could be started (detail: the system's words)
    ENDED = "ended"  # the process died on the question, twice
    HUNG = "stopped answering"  # the process outlived the question's deadline, twice
    RAISED = "raised"  # the job raised (detail: its exception; the traceback is logged)


@dataclass(frozen=True)
class WorkerFailed:
    """The answer to a question no worker could take (addiction/control/process_worker.py):
    why (trouble), with detail when there is one (the system's words for a process that
    could not start, the exception's last line for a job that raised) and, for a job
    that raised, log: the file its traceback was written to ("" when it could not be).
    The next question starts a new worker. Here, not beside the workers, so that the
    window names it without loading them."""

    trouble: WorkerTrouble
    detail: str = ""
    log: str = ""


@dataclass(frozen=True)
class Studied:
    """A position and the answer of its study (a longer search): what the
    winnability readout shows (HintWorker.studied), and what the hint process is
    taught (the LEARN job)."""

    board: Board
    result: SolveResult


class HintSearch(enum.Enum):
    """The hint search's own news (HintShown.news besides a Hint)."""

    LOOKING = "looking"
    STILL_LOOKING = "still-looking"  # no answer after TableHints.STILL_LOOKING_AFTER


@dataclass(frozen=True)
class HintShown:
    """What GameController.hintShown carries: a Hint, the search's news (a
    HintSearch, or WorkerFailed when no worker could look), or None once the
    position changed (the hint stays until then; its sentence goes with its marks).
    shuffle: it advises a shuffle."""

    news: Hint | HintSearch | WorkerFailed | None
    shuffle: bool = False
