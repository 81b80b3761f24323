"""Rule sets: the games and presets of docs/rules.md and every axis as a switch.

A rule set carries the shape of its game (engine/shape.py): the four Addiction
presets and custom switches play the Addiction shape; the other games of the
family (GAMES) each have their own.
"""

from __future__ import annotations

import enum
import itertools
import re
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from .board import RedealMode
from .errors import RulesError, shown
from .shape import (
    BLUE_MOON,
    DOUBLE_BLUE_MOON,
    DOUBLE_MONTANA,
    DOUBLE_RED_MOON,
    FREE_PARKING,
    GALARY,
    HOUSE_OF_COMMONS,
    JUNGLE,
    LINE_UP,
    MAZE,
    MONTANA,
    PAGANINI,
    PAGANINI_II,
    PAGANINI_II_V2,
    RECTANGULAR_ROVERS,
    RED_MOON,
    SHAPES,
    SPACES_AND_ACES,
    Shape,
)

# The end of a custom key whose rules let a row's head card move (Rules.key).
_HEAD_MOVES_KEY = "-head-moves"

#: The most shuffles a custom rule set may allow (beyond that, choose unlimited).
MAX_SHUFFLES = 99

# The shuffle count in a rule set's key: canonical, so each key has one spelling.
_KEY_SHUFFLES = re.compile(r"unlimited|0|[1-9][0-9]?")
_Switch = TypeVar("_Switch", bound=enum.Enum)


class ShuffleTiming(enum.Enum):
    """When the player may shuffle."""

    ANY_TIME = "any-time"
    WHEN_STUCK = "when-stuck"


@dataclass(frozen=True)
class Rules:
    """One rule set. shuffles=None means unlimited; shape: the game's board and deck."""

    shuffles: int | None = 3
    redeal: RedealMode = RedealMode.RANDOM
    shuffle_timing: ShuffleTiming = ShuffleTiming.ANY_TIME
    undo_across_shuffle: bool = True
    shape: Shape = MONTANA

    @property
    def head_moves(self) -> bool:
        """Whether a row's head card (a 2 in column 1 in Addiction) may move into
        another gap in column 1: the switch "a 2 in column 1 may move" (Shape.head_moves)."""
        return self.shape.head_moves

    def with_head_moves(self, head_moves: bool) -> Rules:
        """These rules with the head card's move switched on or off."""
        return replace(self, shape=self.shape.with_head_moves(head_moves))

    def __post_init__(self) -> None:
        if self.shuffles is not None and (
            isinstance(self.shuffles, bool)
            or not isinstance(self.shuffles, int)
            or not 0 <= self.shuffles <= MAX_SHUFFLES
        ):
            raise RulesError(
                f"shuffles must be 0..{MAX_SHUFFLES} or unlimited, got {shown(self.shuffles)}"
            )

    @classmethod
    def preset(cls, name: str) -> Rules:
        """One of "addiction" (default), "classic", "montana", "relaxed", or a game
        of the family by its key ("blue-moon", "station", ...: GAMES)."""
        try:
            return ALL_PRESETS[name.strip().lower()]
        except KeyError:
            raise RulesError(
                f"unknown rule set {shown(name)}; choose one of {', '.join(ALL_PRESETS)}"
            ) from None

    @property
    def preset_name(self) -> str | None:
        """The preset or game these rules equal, or None for a custom rule set."""
        for name, rules in ALL_PRESETS.items():
            if rules == self:
                return name
        return None

    @property
    def key(self) -> str:
        """A stable identifier, for statistics kept per rule set: "montana",
        "blue-moon", "custom-5-random-any-time-undo", for custom switches on
        another shape "custom-blue-moon-5-random-any-time-undo", and with the head
        card's move "custom-5-random-any-time-undo-head-moves"."""
        name = self.preset_name
        if name is not None:
            return name
        shuffles = "unlimited" if self.shuffles is None else str(self.shuffles)
        undo = "undo" if self.undo_across_shuffle else "checkpoint"
        shape = "" if self.shape.with_head_moves(False) == MONTANA else f"{self.shape.name}-"
        heads = _HEAD_MOVES_KEY if self.head_moves else ""
        return (
            f"custom-{shape}{shuffles}-{self.redeal.value}-{self.shuffle_timing.value}-{undo}"
            + heads
        )

    @classmethod
    def from_key(cls, key: str) -> Rules:
        """The rule set a key (Rules.key) stands for; RulesError for an unknown key."""
        if key in ALL_PRESETS:
            return ALL_PRESETS[key]
        heads = key.endswith(_HEAD_MOVES_KEY)
        shape, key = MONTANA.with_head_moves(heads), key.removesuffix(_HEAD_MOVES_KEY)
        # The longest name first: "custom-paganini-ii-..." is not a Paganini key, nor
        # "custom-paganini-ii-v2-..." one of Paganini II's old rules.
        for other in sorted(SHAPES.values(), key=lambda named: -len(named.name)):
            if other != MONTANA and key.startswith(f"custom-{other.name}-"):
                shape = other.with_head_moves(heads)
                key = "custom-" + key.removeprefix(f"custom-{other.name}-")
                break
        parts = key.split("-")
        # custom-<shuffles>-<redeal>-<timing>-<undo>; the enum values contain dashes.
        if len(parts) < 5 or parts[0] != "custom" or parts[-1] not in ("undo", "checkpoint"):
            raise RulesError(f"{key!r} names no rule set")
        shuffles, rest = parts[1], "-".join(parts[2:-1])
        if _KEY_SHUFFLES.fullmatch(shuffles):
            for redeal, timing in itertools.product(RedealMode, ShuffleTiming):
                if rest == f"{redeal.value}-{timing.value}":
                    count = None if shuffles == "unlimited" else int(shuffles)
                    return cls(count, redeal, timing, parts[-1] == "undo", shape)
        raise RulesError(f"{key!r} names no rule set")

    @property
    def title(self) -> str:
        """A name for people: "Addiction", "Blue Moon", "Custom"."""
        name = self.preset_name
        return {**PRESET_TITLES, **GAME_TITLES}[name] if name else "Custom"

    def to_dict(self) -> dict[str, Any]:
        """The switches (and the shape's name, for a shape other than Addiction's;
        head_moves only when on, so the rules saved before the switch read as saved)."""
        data: dict[str, Any] = {
            "shuffles": self.shuffles,
            "redeal": self.redeal.value,
            "shuffle_timing": self.shuffle_timing.value,
            "undo_across_shuffle": self.undo_across_shuffle,
        }
        if self.shape.with_head_moves(False) != MONTANA:
            data["shape"] = self.shape.name
        if self.head_moves:
            data["head_moves"] = True
        return data

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """The rules to_dict wrote, read with their exact types; RulesError for
        anything else (a missing switch, "false" for false, an unknown value)."""
        if not isinstance(data, dict):
            raise RulesError(f"rules must be an object, got {type(data).__name__}")
        for name in ("shuffles", "redeal", "shuffle_timing", "undo_across_shuffle"):
            if name not in data:
                raise RulesError(f"rules lack the switch {name!r}")
        undo = data["undo_across_shuffle"]
        if not isinstance(undo, bool):
            raise RulesError(f"undo_across_shuffle must be true or false, got {shown(undo)}")
        head_moves = data.get("head_moves", False)
        if not isinstance(head_moves, bool):
            raise RulesError(f"head_moves must be true or false, got {shown(head_moves)}")
        shape_name = data.get("shape", MONTANA.name)
        if not isinstance(shape_name, str) or shape_name not in SHAPES:
            raise RulesError(
                f"shape must be one of {', '.join(map(repr, SHAPES))}, got {shown(shape_name)}"
            )
        return cls(
            shuffles=data["shuffles"],  # checked by __post_init__
            redeal=_switch(RedealMode, "redeal", data["redeal"]),
            shuffle_timing=_switch(ShuffleTiming, "shuffle_timing", data["shuffle_timing"]),
            undo_across_shuffle=undo,
            shape=SHAPES[shape_name].with_head_moves(head_moves),
        )


def _switch(kind: type[_Switch], name: str, value: object) -> _Switch:
    """The member of an enum a saved switch names by its exact value."""
    for member in kind:
        if isinstance(value, str) and member.value == value:
            return member
    choices = ", ".join(repr(member.value) for member in kind)
    raise RulesError(f"{name} must be one of {choices}, got {shown(value)}")


PRESETS: dict[str, Rules] = {
    "addiction": Rules(3, RedealMode.RANDOM, ShuffleTiming.ANY_TIME, True),
    "classic": Rules(3, RedealMode.AFTER_RUNS, ShuffleTiming.ANY_TIME, True),
    "montana": Rules(2, RedealMode.AFTER_RUNS, ShuffleTiming.WHEN_STUCK, False),
    "relaxed": Rules(None, RedealMode.RANDOM, ShuffleTiming.ANY_TIME, True),
}
# The other games of the family (docs/rules.md, "The family"; issue 24's table).
# Each redeals as PySolFC does, at any time and undoably; where the table gives
# no redeal mode, the gaps go after the runs, as in Montana.
_AFTER_RUNS, _ANY_TIME = RedealMode.AFTER_RUNS, ShuffleTiming.ANY_TIME
#: The games of the family beyond the Addiction presets, by key.
GAMES: dict[str, Rules] = {
    "station": Rules(2, RedealMode.LAST_COLUMN, _ANY_TIME, True, MONTANA),
    # PySolFC's Spaces (116): Montana with the gaps of a redeal at random, and as in
    # every PySolFC game a 2 in column 1 may move to another gap in column 1.
    "spaces": Rules(2, RedealMode.RANDOM, _ANY_TIME, True, MONTANA.with_head_moves(True)),
    "blue-moon": Rules(2, _AFTER_RUNS, _ANY_TIME, True, BLUE_MOON),
    "red-moon": Rules(2, _AFTER_RUNS, _ANY_TIME, True, RED_MOON),
    "galary": Rules(2, _AFTER_RUNS, _ANY_TIME, True, GALARY),
    "free-parking": Rules(2, _AFTER_RUNS, _ANY_TIME, True, FREE_PARKING),
    "jungle": Rules(1, _AFTER_RUNS, _ANY_TIME, True, JUNGLE),
    "spaces-and-aces": Rules(0, _AFTER_RUNS, _ANY_TIME, True, SPACES_AND_ACES),
    "paganini": Rules(1, _AFTER_RUNS, _ANY_TIME, True, PAGANINI),
    "house-of-commons": Rules(1, _AFTER_RUNS, _ANY_TIME, True, HOUSE_OF_COMMONS),
    "line-up": Rules(0, _AFTER_RUNS, _ANY_TIME, True, LINE_UP),
    "rectangular-rovers": Rules(0, _AFTER_RUNS, _ANY_TIME, True, RECTANGULAR_ROVERS),
    "maze": Rules(0, _AFTER_RUNS, _ANY_TIME, True, MAZE),
    "double-montana": Rules(2, _AFTER_RUNS, _ANY_TIME, True, DOUBLE_MONTANA),
    "double-blue-moon": Rules(2, _AFTER_RUNS, _ANY_TIME, True, DOUBLE_BLUE_MOON),
    "double-red-moon": Rules(2, _AFTER_RUNS, _ANY_TIME, True, DOUBLE_RED_MOON),
    "paganini-ii-v2": Rules(0, _AFTER_RUNS, _ANY_TIME, True, PAGANINI_II_V2),
    # Paganini II's old rules, under the key its saves, codes and statistics carry.
    "paganini-ii": Rules(0, _AFTER_RUNS, _ANY_TIME, True, PAGANINI_II),
}
#: Every preset and game by key, the Addiction presets first.
ALL_PRESETS: dict[str, Rules] = {**PRESETS, **GAMES}
PRESET_TITLES = {
    "addiction": "Addiction",
    "classic": "Classic Addiction",
    "montana": "Montana",
    "relaxed": "Relaxed",
}
#: The names of the other games of the family, for people.
GAME_TITLES = {
    "station": "Station",
    "spaces": "Spaces",
    "blue-moon": "Blue Moon",
    "red-moon": "Red Moon",
    "galary": "Galary",
    "free-parking": "Free Parking",
    "jungle": "Jungle",
    "spaces-and-aces": "Spaces and Aces",
    "paganini": "Paganini",
    "house-of-commons": "House of Commons",
    "line-up": "Line Up",
    "rectangular-rovers": "Rectangular Rovers",
    "maze": "Maze",
    "double-montana": "Double Montana",
    "double-blue-moon": "Double Blue Moon",
    "double-red-moon": "Double Red Moon",
    "paganini-ii-v2": "Paganini II",
    "paganini-ii": "Paganini II (old rules)",
}
