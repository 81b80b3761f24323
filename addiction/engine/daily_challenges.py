"""The daily challenges: each date three verified deals, easy, medium and hard, the
same on every machine, beside the daily deal (engine/daily.py), which stays as it is.

The rule (docs/daily.md, "Daily challenges", says it for players too):

1. The date's candidates: a SplitMix64 generator seeded with
   fnv1a64("daily-challenge/YYYY-MM-DD") draws deal numbers 1 .. MAX_DEAL.
2. A candidate qualifies as the daily deal does: the exact solver wins its first
   round (no shuffle) within daily.NODES_PER_CANDIDATE positions, under the
   Addiction rules; the solver's winning line is its route.
3. Each qualifying candidate's difficulty is measured as the campaign measures a
   level's (engine/campaign.py, Difficulty): campaign_making.PLAYOUTS games of the
   campaign's fixed policy (campaign_making.policy_game), its generator seeded with
   fnv1a64("daily-challenge/policy/N") for deal N. Fewer wins is harder; then more
   solver positions; then the higher deal number, so no two deals tie. The
   campaign's other measure, whether the game's own hints win, is left out: it
   costs seconds of solving per deal, and a day is derived while its player waits.
4. The first MEASURED qualifying candidates, easiest first: the easy deal is the
   first, the medium deal the middle one, the hard deal the last.

Every budget is counted in positions and games, never in time, so every machine
makes the same three deals. Deriving a date takes a few seconds, so callers that
must not wait run it in a worker.
"""

from __future__ import annotations

import datetime
import enum
from collections.abc import Iterator
from dataclasses import dataclass

from .board import MAX_DEAL, Board
from .campaign_making import PLAYOUTS, policy_game
from .daily import DAILY_RULES, NODES_PER_CANDIDATE, Daily, check_date
from .game import Game
from .rng import SplitMix64, fnv1a64

#: How many qualifying candidates are measured and ranked for a date.
MEASURED = 5
#: Changes whenever the rule above changes.
RULE_VERSION = 1


class Tier(enum.Enum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


@dataclass(frozen=True)
class Challenge:
    """One tier of a date: its deal and route (a Daily: checked to win when made),
    and what its difficulty measured: wins of the policy's games, solver positions."""

    tier: Tier
    day: Daily
    policy_wins: int
    nodes: int


def candidates(date: datetime.date) -> Iterator[int]:
    """The date's candidate deal numbers for its challenges, in order, without end."""
    rng = SplitMix64(fnv1a64(f"daily-challenge/{date.isoformat()}"))
    while True:
        yield rng.below(MAX_DEAL) + 1


def policy_wins(deal_number: int) -> int:
    """Of PLAYOUTS games of the fixed policy on the deal, under the daily rules, how many won."""
    rng = SplitMix64(fnv1a64(f"daily-challenge/policy/{deal_number}"))
    return sum(policy_game(Game.new(deal_number, DAILY_RULES), rng) for _ in range(PLAYOUTS))


def derive(date: datetime.date) -> dict[Tier, Challenge]:
    """The date's three challenges by the rule (the module docstring): a few seconds
    of CPU, so not on a GUI thread. DailyDateError for a date with no daily deals."""
    from .solver import SolveStatus, solve

    check_date(date)
    measured: list[tuple[tuple[int, int, int], Daily, int, int]] = []
    for index, number in enumerate(candidates(date)):
        result = solve(Board.deal(number), max_nodes=NODES_PER_CANDIDATE)
        if result.status is not SolveStatus.WIN:
            continue
        wins = policy_wins(number)
        day = Daily(date, number, DAILY_RULES, result.moves, index)
        measured.append(((-wins, result.nodes, number), day, wins, result.nodes))
        if len(measured) == MEASURED:
            break
    measured.sort(key=lambda entry: entry[0])  # easiest first
    picks = {Tier.EASY: measured[0], Tier.MEDIUM: measured[MEASURED // 2], Tier.HARD: measured[-1]}
    return {
        tier: Challenge(tier, day, wins, nodes) for tier, (_, day, wins, nodes) in picks.items()
    }
