"""The daily deal: one deal per calendar date and game, the same on every machine.

The rule (docs/daily.md says it for players too):

1. The date's candidates: a SplitMix64 generator seeded with
   fnv1a64("daily/YYYY-MM-DD") draws deal numbers 1 .. MAX_DEAL, one after
   another (rng.below(MAX_DEAL) + 1, unbiased). Every game of the family but
   Addiction has its own: the seed is fnv1a64("daily/KEY/YYYY-MM-DD"), KEY the
   game's rule set (engine/rules.py, "blue-moon").
2. The date's deal is the first candidate whose first round (no shuffle) the
   exact solver wins within nodes_per_candidate(rules) positions, under the
   game's rules: NODES_PER_CANDIDATE on the Addiction shape, the family's share
   of it on the others (engine/hints.py search_budget, as the hints search).
   Budgets are counted in nodes, never in time, so every machine picks the same
   deal; the solver's winning line is the day's route.

A route is a list of moves that replays through the engine from the deal to a
won board (Daily checks it whenever one is made). The routes of a year can be
kept in a data file, addiction/resources/daily-YYYY.json for Addiction and
daily-KEY-YYYY.json for another game (written by scripts/daily_routes.py);
lookup() reads a date from it, and for_date() derives a date the file does not
hold (with the solver: up to about two seconds, so callers that must not wait
run it in a worker; benchmarks/daily_bench.py --rules KEY measures it).

The daily challenges' files (engine/daily_challenges.py) are written and read by
the same functions: data_file_json, data_file_text and write_data_file make a
file, data_file_entries, verified_entry and checked_day read and check it.

The data file defends itself: lookup() serves a day only when its entry matches
its checksum (engine/checksums.py), its date is the date asked for, and its
deal is the date's candidate it names; anything else is derived instead, so a
damaged or edited day is never served, and never under another date.

Daily deals exist from FIRST_DATE to LAST_DATE (parse_date refuses others):
a clock reset to 1970 still has its daily, and a year is left before the
calendar's end for the dates computed from a daily.
"""

from __future__ import annotations

import datetime
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .board import MAX_DEAL, Board, Move
from .checksums import CHECKSUMS_KEY, checksums, one_per_line, verified
from .data_files import Kept
from .errors import EngineError, IllegalMoveError, shown
from .game import Game, replay
from .rng import SplitMix64, fnv1a64
from .rules import Rules

if TYPE_CHECKING:
    from .solver import SolveResult

#: The rule set of the daily deal the players of Addiction have had from the start
#: (its candidates' seed names no game: the rule above).
DAILY_RULES = Rules.preset("addiction")
#: The solver's budget for each candidate on the Addiction shape, in positions expanded.
NODES_PER_CANDIDATE = 25_000
#: Changes whenever the rule above changes, so a data file made under another rule is ignored.
RULE_VERSION = 1
RESOURCES = Path(__file__).resolve().parent.parent / "resources"

#: The dates daily deals exist for.
FIRST_DATE = datetime.date(1970, 1, 1)
LAST_DATE = datetime.date(9998, 12, 31)
#: The most candidates a day of a data file may have tried (2027's most is 29).
MAX_CANDIDATE = 10_000
#: A year's data file is about half a megabyte; a larger one is not ours and is not read.
MAX_FILE_BYTES = 16 * 1024 * 1024

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
        if not replay(self.board, self.route).is_won():
            raise IllegalMoveError(
                f"the route of {self.date.isoformat()} does not win deal #{self.deal_number}"
            )

    @property
    def board(self) -> Board:
        return Board.deal(self.deal_number, self.rules.shape)

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
        date = datetime.date.fromisoformat(text)
    except ValueError as exc:
        raise DailyDateError(f"no such date: {shown(text)} ({exc})") from None
    check_date(date)
    return date


def check_date(date: datetime.date) -> None:
    """DailyDateError unless date has a daily deal (FIRST_DATE .. LAST_DATE)."""
    if not FIRST_DATE <= date <= LAST_DATE:
        raise DailyDateError(
            f"daily deals run from {FIRST_DATE.isoformat()} to {LAST_DATE.isoformat()},"
            f" not {date.isoformat()}"
        )


def seed_text(kind: str, rules: Rules, tail: str) -> str:
    """The text a daily generator's seed is hashed from: "KIND/TAIL" for Addiction
    (as from the start), "KIND/KEY/TAIL" for another game.

    >>> seed_text("daily", DAILY_RULES, "2027-01-01")
    'daily/2027-01-01'
    >>> seed_text("daily", Rules.preset("blue-moon"), "2027-01-01")
    'daily/blue-moon/2027-01-01'
    """
    return f"{kind}/{tail}" if rules == DAILY_RULES else f"{kind}/{rules.key}/{tail}"


def candidates(date: datetime.date, rules: Rules = DAILY_RULES) -> Iterator[int]:
    """The date's candidate deal numbers for rules' daily, in order, without end.

    >>> from itertools import islice
    >>> list(islice(candidates(datetime.date(2027, 1, 1)), 2)) == list(
    ...     islice(candidates(datetime.date(2027, 1, 1)), 2))
    True
    """
    rng = SplitMix64(fnv1a64(seed_text("daily", rules, date.isoformat())))
    while True:
        yield rng.below(MAX_DEAL) + 1


def nodes_per_candidate(rules: Rules) -> int:
    """The solver's budget for a candidate of rules' daily: NODES_PER_CANDIDATE on
    the Addiction shape, the family's share of it on another (the hints' rule).

    >>> nodes_per_candidate(DAILY_RULES) > nodes_per_candidate(Rules.preset("jungle"))
    True
    """
    from .hints import search_budget

    return search_budget(rules.shape, NODES_PER_CANDIDATE)


def winning_candidates(
    date: datetime.date,
    rules: Rules,
    candidates_of: Callable[[datetime.date, Rules], Iterator[int]],
) -> Iterator[tuple[int, int, SolveResult]]:
    """The candidates of candidates_of(date, rules) whose first round the solver wins
    within nodes_per_candidate(rules), in order: each one's index, deal number and
    the solver's answer."""
    from .solver import SolveStatus, solve

    budget = nodes_per_candidate(rules)
    for index, number in enumerate(candidates_of(date, rules)):
        result = solve(Board.deal(number, rules.shape), max_nodes=budget)
        if result.status is SolveStatus.WIN:
            yield index, number, result


def derive(date: datetime.date, rules: Rules = DAILY_RULES) -> Daily:
    """The date's deal of rules' game by the rule (the module docstring), with the
    solver: up to about two seconds of CPU, so not on a GUI thread."""
    index, number, result = next(winning_candidates(date, rules, candidates))
    return Daily(date, number, rules, result.moves, index)


def days_of(year: int) -> list[datetime.date]:
    """Every date of a year, in order."""
    first = datetime.date(year, 1, 1)
    count = (datetime.date(year + 1, 1, 1) - first).days
    return [first + datetime.timedelta(days=offset) for offset in range(count)]


def file_name(kind: str, rules: Rules, year: int) -> str:
    """A data file's name: "KIND-YYYY.json" for Addiction, "KIND-KEY-YYYY.json" for
    another game."""
    return f"{kind}-{year}.json" if rules == DAILY_RULES else f"{kind}-{rules.key}-{year}.json"


def data_path(year: int, rules: Rules = DAILY_RULES) -> Path:
    """Where the routes of a year are kept (scripts/daily_routes.py writes them)."""
    return RESOURCES / file_name("daily", rules, year)


def lookup(date: datetime.date, rules: Rules = DAILY_RULES) -> Daily | None:
    """The date's deal of rules' game from its year's data file, or None when the file
    does not hold it whole: no entry, a damaged one, or one that is not this date's
    (see the module)."""
    entry = verified_entry(_year((date.year, rules)), date)
    return None if entry is None else checked_day(entry, date, candidates, rules)


def verified_entry(
    entries: dict[str, tuple[object, object]], date: datetime.date
) -> dict[str, Any] | None:
    """date's entry of a data file's entries (data_file_entries), when it matches its checksum."""
    entry, expected = entries.get(date.isoformat(), (None, None))
    return entry if isinstance(entry, dict) and verified(entry, expected) else None


def checked_day(
    data: object,
    date: datetime.date,
    candidates_of: Callable[[datetime.date, Rules], Iterator[int]],
    rules: Rules = DAILY_RULES,
) -> Daily | None:
    """The Daily a data file keeps (Daily.to_json) when it is date's, under rules, and
    its deal is the candidate it names of candidates_of(date, rules); None otherwise."""
    try:
        if not isinstance(data, dict):
            return None
        day = Daily.from_json(data)
        candidate = day.candidate
        if day.date != date or day.rules != rules or not 0 <= candidate <= MAX_CANDIDATE:
            return None
        if next(islice(candidates_of(date, rules), candidate, None)) != day.deal_number:
            return None
    except (ValueError, TypeError, LookupError, AttributeError, RecursionError):
        return None
    return day


def for_date(date: datetime.date, rules: Rules = DAILY_RULES) -> Daily:
    """The date's deal of rules' game: from the data file when it holds the date,
    derived otherwise."""
    return lookup(date, rules) or derive(date, rules)


def year_to_json(days: list[Daily], rules: Rules = DAILY_RULES) -> dict[str, Any]:
    """A year's data file: the rule it was made under, its days and their checksums."""
    return data_file_json(
        {"rule_version": RULE_VERSION, "nodes_per_candidate": nodes_per_candidate(rules)},
        [day.to_json() for day in days],
        rules,
    )


def data_file_json(
    header: dict[str, Any], entries: list[dict[str, Any]], rules: Rules = DAILY_RULES
) -> dict[str, Any]:
    """A data file of dated entries (each with its "date"): header (its "rule_version"
    first), the rules, the entries and their checksums."""
    return {**header, "rules": rules.key, "days": entries, CHECKSUMS_KEY: checksums(entries)}


def data_file_text(data: dict[str, Any]) -> str:
    """A data file's text as the scripts write it: compact, one entry (and one checksum)
    per line, so a regenerated file diffs date by date."""
    text = json.dumps(data, indent=None, separators=(",", ":"))
    return one_per_line(text.replace('},{"date"', '},\n{"date"')) + "\n"


def write_data_file(path: Path, data: dict[str, Any]) -> None:
    """Write a data file (data_file_text) whole or not at all: a stopped script leaves
    the old file."""
    partial = path.with_name(path.name + ".partial")
    partial.write_text(data_file_text(data), encoding="utf-8")
    partial.replace(path)


@Kept
def _year(year_and_rules: tuple[int, Rules]) -> dict[str, tuple[object, object]]:
    """The days of a year's data file of a game (data_file_entries)."""
    return data_file_entries(data_path(*year_and_rules), RULE_VERSION)


def year_read(year: int, rules: Rules = DAILY_RULES) -> bool:
    """Whether year's data file has been read (lookup reads it otherwise: up to a
    megabyte, so the window has it read off the GUI thread first, read_year)."""
    return _year.holds((year, rules))


def read_year(year: int, rules: Rules = DAILY_RULES) -> None:
    """Read year's data file (once; lookup of its dates is at once afterwards)."""
    _year((year, rules))


def data_file_entries(path: Path, rule_version: int) -> dict[str, tuple[object, object]]:
    """The entries of a data file of dated entries by date text, each with its checksum,
    read (and checked: verified_entry) one at a time; empty when there is no file, or
    it was made under another rule (then every date is derived)."""
    from .data_files import read_data_file

    try:
        data = json.loads(read_data_file(path, MAX_FILE_BYTES))
    except (OSError, ValueError, RecursionError):  # a named pipe, a folder: derived too
        return {}
    if not isinstance(data, dict) or data.get("rule_version") != rule_version:
        return {}
    days, sums = data.get("days"), data.get(CHECKSUMS_KEY)
    if not isinstance(days, list) or not isinstance(sums, list) or len(days) != len(sums):
        return {}
    return {
        entry["date"]: (entry, expected)
        for entry, expected in zip(days, sums, strict=True)
        if isinstance(entry, dict) and isinstance(entry.get("date"), str)
    }
