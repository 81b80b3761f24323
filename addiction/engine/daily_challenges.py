"""The daily challenges: each date three verified deals, easy, medium and hard, the
same on every machine, beside the daily deal (engine/daily.py), which stays as it is.

The rule (docs/daily.md, "Daily challenges", says it for players too):

1. The date's candidates: a SplitMix64 generator seeded with
   fnv1a64("daily-challenge/YYYY-MM-DD") draws deal numbers 1 .. MAX_DEAL; every
   game but Addiction has its own, "daily-challenge/KEY/YYYY-MM-DD" (KEY the
   game's rule set: engine/daily.py seed_text).
2. A candidate qualifies as the daily deal does: the exact solver wins its first
   round (no shuffle) within daily.nodes_per_candidate(rules) positions, under the
   game's rules; the solver's winning line is its route.
3. Each qualifying candidate's difficulty is measured as the campaign measures a
   level's (engine/campaign.py, Difficulty): campaign_making.PLAYOUTS games of the
   campaign's fixed policy (campaign_making.policy_game), its generator seeded with
   fnv1a64("daily-challenge/policy/N") for deal N (".../policy/KEY/N" for another
   game than Addiction). Fewer wins is harder; then more
   solver positions; then the higher deal number, so no two deals tie. The
   campaign's other measure, whether the game's own hints win, is left out: it
   costs seconds of solving per deal, and a day is derived while its player waits.
4. The first MEASURED qualifying candidates, easiest first: the easy deal is the
   first, the medium deal the middle one, the hard deal the last.

Every budget is counted in positions and games, never in time, so every machine
makes the same three deals. Deriving a date takes a few seconds, so callers that
must not wait run it in a worker.

The challenges of a year are kept in a data file,
addiction/resources/challenges-YYYY.json (challenges-KEY-YYYY.json for another
game than Addiction; written by
scripts/daily_challenge_routes.py), read and checked as the daily deal's file is
(engine/daily.py: one checksum per date, each tier's deal the date's candidate it
names, its route replayed to a win); lookup() serves a date only when its entry
passes, and for_date() derives any other.
"""

from __future__ import annotations

import datetime
import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .board import MAX_DEAL
from .data_files import Kept
from .game import Game
from .rng import SplitMix64, fnv1a64
from .rules import Rules

if TYPE_CHECKING:
    from .daily import Daily

#: The rules of Addiction, whose challenges' seeds name no game (engine/daily.py
#: DAILY_RULES: the same rule set, named here so the statistics load no solver).
_ADDICTION = Rules.preset("addiction")

# engine/daily.py loads with the first challenge made or read, not with this module:
# the statistics and the window name ChallengeDay and Tier at start-up.

#: How many qualifying candidates are measured and ranked for a date.
MEASURED = 5
#: Changes whenever the rule above changes.
RULE_VERSION = 1


class Tier(enum.Enum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


@dataclass(frozen=True)
class ChallengeDay:
    """Which challenge a game is: a date's tier."""

    date: datetime.date
    tier: Tier


@dataclass(frozen=True)
class Challenge:
    """One tier of a date: its deal and route (a Daily: checked to win when made),
    and what its difficulty measured: wins of the policy's games, solver positions."""

    tier: Tier
    day: Daily
    policy_wins: int
    nodes: int

    def to_json(self) -> dict[str, Any]:
        return {"day": self.day.to_json(), "policy_wins": self.policy_wins, "nodes": self.nodes}


#: A date's three challenges.
Challenges = Mapping[Tier, Challenge]


def candidates(date: datetime.date, rules: Rules = _ADDICTION) -> Iterator[int]:
    """The date's candidate deal numbers for rules' challenges, in order, without end."""
    from .daily import seed_text

    rng = SplitMix64(fnv1a64(seed_text("daily-challenge", rules, date.isoformat())))
    while True:
        yield rng.below(MAX_DEAL) + 1


def policy_wins(deal_number: int, rules: Rules = _ADDICTION) -> int:
    """Of PLAYOUTS games of the fixed policy on the deal, under rules, how many won."""
    # Loaded here: the statistics name a game's tier without loading the solver.
    from .campaign_making import PLAYOUTS, policy_game
    from .daily import seed_text

    rng = SplitMix64(fnv1a64(seed_text("daily-challenge", rules, f"policy/{deal_number}")))
    return sum(policy_game(Game.new(deal_number, rules), rng) for _ in range(PLAYOUTS))


def derive(date: datetime.date, rules: Rules = _ADDICTION) -> Challenges:
    """The date's three challenges of rules' game by the rule (the module docstring):
    a few seconds of CPU, so not on a GUI thread. DailyDateError for a date with no
    daily deals."""
    from .daily import Daily, check_date, winning_candidates

    check_date(date)
    measured: list[tuple[tuple[int, int, int], Daily, int, int]] = []
    for index, number, result in winning_candidates(date, rules, candidates):
        wins = policy_wins(number, rules)
        day = Daily(date, number, rules, result.moves, index)
        measured.append(((-wins, result.nodes, number), day, wins, result.nodes))
        if len(measured) == MEASURED:
            break
    measured.sort(key=lambda entry: entry[0])  # easiest first
    picks = {Tier.EASY: measured[0], Tier.MEDIUM: measured[MEASURED // 2], Tier.HARD: measured[-1]}
    return {
        tier: Challenge(tier, day, wins, nodes) for tier, (_, day, wins, nodes) in picks.items()
    }


def entry_to_json(date: datetime.date, challenges: Challenges) -> dict[str, Any]:
    """A date's entry in a data file: its date and its tiers (Challenge.to_json)."""
    return {
        "date": date.isoformat(),
        "tiers": {tier.value: challenges[tier].to_json() for tier in Tier},
    }


def entry_from_json(
    data: object, date: datetime.date, rules: Rules = _ADDICTION
) -> Challenges | None:
    """The challenges entry_to_json wrote for date, when each tier's deal is the date's
    candidate it names under rules and its route wins; None otherwise."""
    if not isinstance(data, dict) or data.get("date") != date.isoformat():
        return None
    from .daily import checked_day

    try:
        tiers = data["tiers"]
        found: dict[Tier, Challenge] = {}
        for tier in Tier:
            kept = tiers[tier.value]
            day = checked_day(kept["day"], date, candidates, rules)
            wins, nodes = kept["policy_wins"], kept["nodes"]
            if day is None or not isinstance(wins, int) or not isinstance(nodes, int):
                return None
            found[tier] = Challenge(tier, day, wins, nodes)
    except (TypeError, LookupError, AttributeError):
        return None
    return found


def year_to_json(
    dates: list[tuple[datetime.date, Challenges]], rules: Rules = _ADDICTION
) -> dict[str, Any]:
    """A data file of challenges: the rule they were chosen by, each date's entry, and
    their checksums (the daily deal's file's form: engine/daily.py data_file_json)."""
    from .campaign_making import PLAYOUTS
    from .daily import data_file_json, nodes_per_candidate

    header = {
        "rule_version": RULE_VERSION,
        "nodes_per_candidate": nodes_per_candidate(rules),
        "measured": MEASURED,
        "playouts": PLAYOUTS,
    }
    return data_file_json(header, [entry_to_json(date, tiers) for date, tiers in dates], rules)


def data_path(year: int, rules: Rules = _ADDICTION) -> Path:
    """Where the challenges of a year are kept (scripts/daily_challenge_routes.py)."""
    from . import daily

    return daily.RESOURCES / daily.file_name("challenges", rules, year)


@Kept
def _year(year_and_rules: tuple[int, Rules]) -> dict[str, tuple[object, object]]:
    from .daily import data_file_entries

    return data_file_entries(data_path(*year_and_rules), RULE_VERSION)


def year_read(year: int, rules: Rules = _ADDICTION) -> bool:
    """Whether year's data file has been read (lookup reads it otherwise: 1.5 MB for
    2027, so the window has it read off the GUI thread first, read_year)."""
    return _year.holds((year, rules))


def read_year(year: int, rules: Rules = _ADDICTION) -> None:
    """Read year's data file (once; lookup of its dates is at once afterwards)."""
    _year((year, rules))


def lookup(date: datetime.date, rules: Rules = _ADDICTION) -> Challenges | None:
    """The date's challenges of rules' game from its year's data file, or None when the
    file does not hold them whole (no entry, a damaged one, or one that is not this
    date's)."""
    from .daily import verified_entry

    entry = verified_entry(_year((date.year, rules)), date)
    return None if entry is None else entry_from_json(entry, date, rules)


def for_date(date: datetime.date, rules: Rules = _ADDICTION) -> Challenges:
    """The date's challenges of rules' game: from the data file when it holds the
    date, derived otherwise."""
    return lookup(date, rules) or derive(date, rules)
