"""The campaign: a road of levels, each a layout, a rule set and a verified route.

The levels are made by scripts/campaign_levels.py (addiction/engine/campaign_making.py
says how, docs/campaign.md why) and kept in addiction/resources/campaign.json.
Each level's route (moves and shuffles, addiction/engine/winnable.py) is replayed
through the engine whenever a level is read (Level checks it), so a level that
does not win cannot be played. Levels are numbered from 1 and come in stages of
STAGE_SIZE, ordered by their measured difficulty (Difficulty).

The data file defends itself: every level carries its number and has a checksum
(engine/checksums.py), both checked before the level is read, so a damaged or
edited level is refused with one sentence (CampaignDataError), never served as
another one; a file that cannot be read at all leaves the road without levels.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .board import Board
from .checksums import CHECKSUMS_KEY, checksums, verified
from .data_files import Kept
from .errors import EngineError, IllegalMoveError, shown
from .game import Action, Game, Shuffle, action_from_json, action_to_json, follow
from .outcome import Outcome, Termination
from .rules import Rules

STAGE_SIZE = 10
#: Changes whenever the way levels are made changes (campaign_making.py).
MAKING_VERSION = 2
LEVELS_PATH = Path(__file__).resolve().parent.parent / "resources" / "campaign.json"
#: The stars a level can earn: won; won without a shuffle; won in at most par moves.
MAX_STARS = 3


class LevelNumberError(EngineError):
    """A level number the campaign does not have."""


class CampaignDataError(EngineError):
    """The data file cannot be read, or holds a damaged level; str() says which."""


@dataclass(frozen=True)
class Difficulty:
    """How hard a level measured (docs/campaign.md): whether the game's hints won it
    (played by them with campaign_making.HINT_NODES positions per hint); of
    `playouts` games played by the fixed policy of campaign_making.policy_game, how
    many were won; how many shuffles the route needs; and the solver positions
    spent finding it. Harder sorts later (key): a level the hints lose after every
    level they win, then by the policy's share of wins, the shuffles, the positions."""

    hints_won: bool
    policy_wins: int
    playouts: int
    shuffles: int
    nodes: int

    @property
    def key(self) -> tuple[bool, float, int, int]:
        return (not self.hints_won, -self.policy_wins / self.playouts, self.shuffles, self.nodes)

    def to_json(self) -> dict[str, int | bool]:
        return {
            "hints_won": self.hints_won,
            "policy_wins": self.policy_wins,
            "playouts": self.playouts,
            "shuffles": self.shuffles,
            "nodes": self.nodes,
        }


@dataclass(frozen=True)
class Level:
    """One stop on the road. deal_number: the numbered deal the layout is (its
    shuffles and code are the deal's), or None for a made-up layout.

    >>> Level(1, Board.deal(1), Rules(), 1, (), Difficulty(True, 0, 1, 0, 0))
    Traceback (most recent call last):
    ...
    addiction.engine.errors.IllegalMoveError: the route of level 1 does not win it
    """

    number: int
    layout: Board
    rules: Rules
    deal_number: int | None
    route: tuple[Action, ...]
    difficulty: Difficulty

    def __post_init__(self) -> None:
        if not follow(self.new_game(), self.route).board.is_won():
            raise IllegalMoveError(f"the route of level {self.number} does not win it")

    @property
    def stage(self) -> int:
        return (self.number - 1) // STAGE_SIZE + 1

    @property
    def par(self) -> int:
        """The moves of the route the generator found (shuffles count, as on the
        move counter)."""
        return len(self.route)

    def new_game(self) -> Game:
        """A game of this level from its start (a numbered deal keeps its number)."""
        if self.deal_number is not None:
            return Game.new(self.deal_number, self.rules)
        return Game.from_board(self.layout, self.rules)

    def stars(self, outcome: Outcome) -> int:
        """The stars a finished game of this level earns: one for the win, one more
        for a win without a shuffle, one more for a win in at most par moves."""
        if outcome.termination is not Termination.WON:
            return 0
        return 1 + (outcome.shuffles_used == 0) + (outcome.moves <= self.par)

    def to_json(self) -> dict[str, Any]:
        return {
            "level": self.number,
            "rules": self.rules.key,
            "deal": self.deal_number,
            "layout": self.layout.to_text(),
            "difficulty": self.difficulty.to_json(),
            "route": [action_to_json(step) for step in self.route],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Level:
        """The level to_json wrote; an EngineError for anything else."""
        try:
            route: list[Action] = []
            for entry in data["route"]:
                shuffles = sum(isinstance(step, Shuffle) for step in route)
                route.append(action_from_json(entry, shuffles))
            deal = data["deal"]
            return cls(
                int(data["level"]),
                Board.parse(data["layout"]) if deal is None else Board.deal(int(deal)),
                Rules.from_key(data["rules"]),
                None if deal is None else int(deal),
                tuple(route),
                Difficulty(**data["difficulty"]),
            )
        except (KeyError, TypeError) as exc:
            raise IllegalMoveError(f"not a campaign level: {shown(data)}") from exc


def levels_to_json(levels: list[Level]) -> dict[str, Any]:
    """The data file: the making's version, the levels and their checksums."""
    entries = [level.to_json() for level in levels]
    return {"making_version": MAKING_VERSION, "levels": entries, CHECKSUMS_KEY: checksums(entries)}


#: The data file is a few hundred kilobytes; a larger one is not ours and is not read.
MAX_FILE_BYTES = 16 * 1024 * 1024


@Kept
def _read(path: Path) -> tuple[tuple[object, object], ...] | CampaignDataError:
    """The levels of the data file at path with their checksums, unread (each is
    checked when first asked for), or the CampaignDataError that says why there are
    none: kept either way, so a file that cannot be read is read once."""
    from .data_files import read_data_file

    try:  # a regular file only: a named pipe there would block for good
        data = json.loads(read_data_file(path, MAX_FILE_BYTES))
    except (OSError, ValueError, RecursionError) as exc:
        return CampaignDataError(f"the campaign's data file cannot be read ({exc})")
    if not isinstance(data, dict) or data.get("making_version") != MAKING_VERSION:
        return CampaignDataError("the campaign's data file is not of this version of the game")
    levels, sums = data.get("levels"), data.get(CHECKSUMS_KEY)
    if not isinstance(levels, list) or not isinstance(sums, list) or len(sums) != len(levels):
        return CampaignDataError("the campaign's data file holds no levels with their checksums")
    return tuple(zip(levels, sums, strict=True))


def _entries() -> tuple[tuple[object, object], ...]:
    """The levels of the data file with their checksums (_read); CampaignDataError when
    the file cannot be read or is not the campaign's."""
    found = _read(LEVELS_PATH)
    if isinstance(found, CampaignDataError):
        raise CampaignDataError(str(found))
    return found


def file_read() -> bool:
    """Whether the data file has been read (count and level read it otherwise, so the
    window has it read off the GUI thread first, read_file)."""
    return _read.holds(LEVELS_PATH)


def read_file() -> None:
    """Read the data file (once, whether it can be read or not)."""
    _read(LEVELS_PATH)


def count() -> int:
    """How many levels the road has (none when its data file cannot be read)."""
    try:
        return len(_entries())
    except CampaignDataError:
        return 0


def stages() -> int:
    """How many stages the road has (the last may be shorter)."""
    return -(-count() // STAGE_SIZE)


@cache
def level(number: int) -> Level:
    """Level number (1 .. count()); LevelNumberError for any other number,
    CampaignDataError when the data file cannot be read or that level is damaged."""
    entries = _entries()
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= count():
        raise LevelNumberError(f"levels run from 1 to {count()}, got {shown(number)}")
    entry, expected = entries[number - 1]
    damaged = CampaignDataError(f"level {number} is damaged in the campaign's data file")
    # The checksum covers the entry, its number with it: the number says it is in its place.
    if not verified(entry, expected) or not isinstance(entry, dict) or entry.get("level") != number:
        raise damaged
    try:
        return Level.from_json(entry)
    except (ValueError, TypeError, LookupError, AttributeError, RecursionError) as exc:
        raise damaged from exc


def is_unlocked(number: int, won: Collection[int]) -> bool:
    """Whether a level may be played: the first always, any other once the level
    before it (or itself) is won."""
    return number == 1 or number in won or number - 1 in won


def current_level(won: Collection[int]) -> int:
    """The level to play next: the first unlocked one not yet won (the last when all are)."""
    for number in range(1, count() + 1):
        if number not in won and is_unlocked(number, won):
            return number
    return count()
