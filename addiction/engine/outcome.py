"""How a game ended, and the counting rules the statistics follow.

In the spirit of python-chess's Outcome/Termination: the engine says what
happened as data; the statistics store it and ui/ turns it into words.
docs/statistics.md says the same rules in a player's words.

>>> Termination.WON.supersedes(Termination.LOST)
True
>>> Termination.ABANDONED.supersedes(Termination.WON)
False
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .shape import MOST_CARDS


class Termination(enum.Enum):
    """Why a game is over. The values are what the statistics database stores."""

    WON = "won"  # every row reads its run (2 to King in Addiction)
    LOST = "lost"  # stuck with no shuffle left
    GIVEN_UP = "given-up"  # Game > Give up
    ABANDONED = "abandoned"  # left while still being played, for another game

    @property
    def is_win(self) -> bool:
        return self is Termination.WON

    def supersedes(self, earlier: Termination) -> bool:
        """Whether this result of a game replaces an earlier result of the same game.

        A win is final: nothing recorded later turns it into anything else. Any
        other ending may still be taken back (an undone loss played on) and so is
        replaced by whatever the game ends with next.
        """
        return not earlier.is_win


@dataclass(frozen=True)
class Outcome:
    """The end of one game: why, and the figures the statistics keep.

    moves counts shuffles too, as the move counter does; seconds is the playing
    time, which only the controller's clock knows.
    """

    termination: Termination
    moves: int
    shuffles_used: int
    in_place: int
    seconds: float

    def __post_init__(self) -> None:
        # The bound of the largest game: the outcome does not know its game's shape.
        if not 0 <= self.in_place <= MOST_CARDS:
            raise ValueError(f"in_place must be 0..{MOST_CARDS}, not {self.in_place}")
        if self.moves < 0 or self.shuffles_used < 0 or not self.seconds >= 0:
            raise ValueError("moves, shuffles and seconds cannot be negative")


class GameKind(enum.Enum):
    """What kind of game a result is: a deal (random, numbered, from a code, a
    daily: counted with its rule set), a campaign level or a winnable deal (each
    counted as a group of its own, whose key is the kind's value)."""

    DEAL = "deal"
    CAMPAIGN = "campaign"
    WINNABLE = "winnable"
