"""What the controller tells the window, as data (GameController.message and
hintShown): the window words it in the player's language (addiction/ui/wording.py)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from addiction.engine import GameStatus, RefusedMove, ShuffleRefusal
from addiction.store.errors import StatisticsError


@dataclass(frozen=True)
class GameOver:
    """An action refused because the game is over (status: won or lost)."""

    status: GameStatus


@dataclass(frozen=True)
class MoveRefused:
    refused: RefusedMove


@dataclass(frozen=True)
class ShuffleRefused:
    refusal: ShuffleRefusal


class DailyNotice(enum.Enum):
    PREPARING = "preparing"  # a date the data file lacks is being derived
    FAILED = "failed"  # its derivation failed
    READY = "ready"  # the preparing notice is over: nothing to show


class WinnableNotice(enum.Enum):
    FAILED = "failed"  # no winnable deal was found
    READY = "ready"  # the window's "Finding a winnable deal…" is over: nothing to show


@dataclass(frozen=True)
class SaveFailed:
    """The autosave could not be written; detail: the system's words."""

    detail: str


@dataclass(frozen=True)
class StatisticsFailed:
    """The statistics failed (error); kept_for_later: the result is kept in the
    pending file and added at the next start."""

    error: StatisticsError
    kept_for_later: bool = False


#: What GameController.message carries.
Notice = (
    GameOver
    | MoveRefused
    | ShuffleRefused
    | DailyNotice
    | WinnableNotice
    | SaveFailed
    | StatisticsFailed
)


class HintSearch(enum.Enum):
    """What hintShown carries besides a Hint: the search's own news."""

    LOOKING = "looking"
    NOT_FOUND = "not-found"
