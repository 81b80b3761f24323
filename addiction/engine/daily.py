"""The daily deal: one deal per calendar date, the same on every machine.

The rule (docs/daily.md says it for players too):

1. The date's candidates: a SplitMix64 generator seeded with
   fnv1a64("daily/YYYY-MM-DD") draws deal numbers 1 .. MAX_DEAL, one after
   another (rng.below(MAX_DEAL) + 1, unbiased).
2. The date's deal is the first candidate whose first round (no shuffle) the
   exact solver wins within NODES_PER_CANDIDATE positions, under the Addiction
   rules. Budgets are counted in nodes, never in time, so every machine picks
   the same deal; the solver's winning line is the day's route.

A route is a list of moves that replays through the engine from the deal to a
won board (Daily checks it whenever one is made). The routes of a year can be
kept in a data file, addiction/resources/daily-YYYY.json (written by
scripts/daily_routes.py); lookup() reads a date from it, and for_date() derives
a date the file does not hold (with the solver: up to about two seconds, so
callers that must not wait run it in a worker).
"""

from __future__ import annotations

import datetime
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .board import MAX_DEAL, Board, Move
from .errors import EngineError, IllegalMoveError, shown
from .game import Game, replay
from .rng import SplitMix64, fnv1a64
from .rules import Rules

#: The rule set every daily deal is played under.
DAILY_RULES = Rules.preset("addiction")
#: The solver's budget for each candidate, in positions expanded.
NODES_PER_CANDIDATE = 25_000
#: Changes whenever the rule above changes, so a data file made under another rule is ignored.
RULE_VERSION = 1
RESOURCES = Path(__file__).resolve().parent.parent / "resources"

_DATE_TEXT = re.compile(r"\d{4}-\d{2}-\d{2}")


class DailyDateError(EngineError):
    """Text that is no date of the form YYYY-MM-DD."""


@dataclass(frozen=True)
class Daily:
    """The deal of one date: its number, its rules, and a route that wins it.

    candidate is how many candidates came before it (0 for the first).

    >>> Daily(datetime.date(2027, 1, 1), 1, DAILY_RULES, (), 0)
    Traceback (most recent call last):
    ...
    addiction.engine.errors.IllegalMoveError: the route of 2027-01-01 does not win deal #1
    """

    date: datetime.date
    deal_number: int
    rules: Rules
    route: tuple[Move, ...]
    candidate: int

    def __post_init__(self) -> None:
        if not replay(Board.deal(self.deal_number), self.route).is_won():
            raise IllegalMoveError(
                f"the route of {self.date.isoformat()} does not win deal #{self.deal_number}"
            )

    @property
    def board(self) -> Board:
        return Board.deal(self.deal_number)

    def new_game(self) -> Game:
        """A game of this deal under its rules (its code is the numbered deal's code)."""
        return Game.new(self.deal_number, self.rules)

    def to_json(self) -> dict[str, Any]:
        return {
            "date": self.date.isoformat(),
            "deal": self.deal_number,
            "rules": self.rules.key,
            "candidate": self.candidate,
            "route": [move.to_json() for move in self.route],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Daily:
        """The day to_json wrote; a ValueError (mostly an EngineError) for anything else."""
        try:
            return cls(
                parse_date(data["date"]),
                int(data["deal"]),
                Rules.from_key(data["rules"]),
                tuple(Move.from_json(step) for step in data["route"]),
                int(data["candidate"]),
            )
        except (KeyError, TypeError) as exc:
            raise IllegalMoveError(f"not a daily deal: {shown(data)}") from exc


def parse_date(text: str) -> datetime.date:
    """A date written YYYY-MM-DD; DailyDateError says what is wrong otherwise.

    >>> parse_date("2027-02-28")
    datetime.date(2027, 2, 28)
    >>> parse_date("2027-02-30")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    addiction.engine.daily.DailyDateError: no such date: '2027-02-30' (day is out of range ...)
    """
    if not isinstance(text, str) or not _DATE_TEXT.fullmatch(text):
        raise DailyDateError(f"not a date: {shown(text)} (expected YYYY-MM-DD, like 2027-01-31)")
    try:
        return datetime.date.fromisoformat(text)
    except ValueError as exc:
        raise DailyDateError(f"no such date: {shown(text)} ({exc})") from None


def candidates(date: datetime.date) -> Iterator[int]:
    """The date's candidate deal numbers, in order, without end.

    >>> from itertools import islice
    >>> list(islice(candidates(datetime.date(2027, 1, 1)), 2)) == list(
    ...     islice(candidates(datetime.date(2027, 1, 1)), 2))
    True
    """
    rng = SplitMix64(fnv1a64(f"daily/{date.isoformat()}"))
    while True:
        yield rng.below(MAX_DEAL) + 1


def derive(date: datetime.date) -> Daily:
    """The date's deal by the rule (the module docstring), with the solver: up to
    about two seconds of CPU, so not on a GUI thread."""
    from .solver import SolveStatus, solve

    for index, number in enumerate(candidates(date)):
        result = solve(Board.deal(number), max_nodes=NODES_PER_CANDIDATE)
        if result.status is SolveStatus.WIN:
            return Daily(date, number, DAILY_RULES, result.moves, index)
    raise AssertionError("unreachable: candidates never end")


def days_of(year: int) -> list[datetime.date]:
    """Every date of a year, in order."""
    first = datetime.date(year, 1, 1)
    count = (datetime.date(year + 1, 1, 1) - first).days
    return [first + datetime.timedelta(days=offset) for offset in range(count)]


def data_path(year: int) -> Path:
    """Where the routes of a year are kept (scripts/daily_routes.py writes them)."""
    return RESOURCES / f"daily-{year}.json"


def lookup(date: datetime.date) -> Daily | None:
    """The date's deal from its year's data file, or None when the file does not hold it."""
    entry = _year(date.year).get(date.isoformat())
    return None if entry is None else Daily.from_json(entry)


def for_date(date: datetime.date) -> Daily:
    """The date's deal: from the data file when it holds the date, derived otherwise."""
    return lookup(date) or derive(date)


def year_to_json(days: list[Daily]) -> dict[str, Any]:
    """A year's data file: the rule it was made under and its days."""
    return {
        "rule_version": RULE_VERSION,
        "nodes_per_candidate": NODES_PER_CANDIDATE,
        "rules": DAILY_RULES.key,
        "days": [day.to_json() for day in days],
    }


@cache
def _year(year: int) -> dict[str, dict[str, Any]]:
    """The days of a year's data file by date text, read (and checked: Daily) one
    at a time; empty when there is no file, or it was made under another rule (then
    every day is derived)."""
    try:
        data = json.loads(data_path(year).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("rule_version") != RULE_VERSION:
        return {}
    return {
        entry["date"]: entry
        for entry in data.get("days", ())
        if isinstance(entry, dict) and isinstance(entry.get("date"), str)
    }
