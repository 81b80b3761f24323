"""What a finished game leaves for the statistics: GameResult, as the controller
(addiction/control/controller.py) records it, and the rule for a game's later result."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date as datetime_date
from datetime import datetime
from functools import cache

from addiction.engine import GameKind, Rules, RulesError, Termination
from addiction.engine.daily_challenges import ChallengeDay
from addiction.engine.shape import MONTANA, MOST_CARDS

#: The cards in play in the Addiction shape (the window's game).
CARDS = len(MONTANA.cards)


@cache
def cards_in_play(rules_key: str) -> int:
    """The cards in play in the game of a rule set's key: all of them in place is
    a finished board. A key this version does not know (a newer release's game, a
    statistics group such as "campaign") may have up to the largest game's cards."""
    try:
        return len(Rules.from_key(rules_key).shape.cards)
    except RulesError:
        return MOST_CARDS


@dataclass(frozen=True)
class GameResult:
    """How one game ended. game_id, when given, makes a repeated record replace this one."""

    rules_key: str
    deal_number: int | None
    code: str
    outcome: Termination
    in_place: int
    moves: int
    shuffles_used: int
    seconds: float
    game_id: str | None = None
    kind: GameKind = GameKind.DEAL
    #: A campaign level's number, and the stars the game earned (Level.stars).
    level: int | None = None
    stars: int = 0
    #: The date of the daily deal the game was (its result is also that date's
    #: result, record_daily's rule), and whether it was played on the day.
    daily_date: datetime_date | None = None
    on_the_day: bool = False
    #: The game's moves and shuffles (engine/action_codec.py), to replay and review
    #: it (docs/review.md); None when they are not kept.
    actions: bytes | None = None
    #: The daily challenge the game was (docs/daily.md), if any.
    challenge: ChallengeDay | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.outcome, Termination):
            raise ValueError(f"outcome must be a Termination, not {self.outcome!r}")
        if not 0 <= self.in_place <= (cards := cards_in_play(self.rules_key)):
            raise ValueError(f"in_place must be 0..{cards}, not {self.in_place}")
        if self.moves < 0 or self.shuffles_used < 0 or self.seconds < 0:
            raise ValueError("moves, shuffles and seconds cannot be negative")
        if not math.isfinite(self.seconds):
            raise ValueError(f"seconds must be a finite time, not {self.seconds}")
        if not self.rules_key:
            raise ValueError("a result needs its rule set's key")


@dataclass(frozen=True)
class RecordedGame:
    """A recorded result and when the game ended (UTC)."""

    finished_at: datetime
    result: GameResult


def supersedes(later: Termination, earlier: object) -> bool:
    """Whether a game's later result replaces the stored one (the engine's rule;
    a stored outcome this version does not know is replaced)."""
    try:
        return later.supersedes(Termination(earlier))
    except ValueError:
        return True
