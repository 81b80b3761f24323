"""Rule sets: the presets of docs/rules.md and every axis as a switch."""

from __future__ import annotations

import enum
import itertools
import re
from dataclasses import asdict, dataclass
from typing import Any, TypeVar

from .board import RedealMode
from .errors import RulesError, shown

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
    """One rule set. shuffles=None means unlimited."""

    shuffles: int | None = 3
    redeal: RedealMode = RedealMode.RANDOM
    shuffle_timing: ShuffleTiming = ShuffleTiming.ANY_TIME
    undo_across_shuffle: bool = True

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
        """One of "addiction" (default), "classic", "montana", "relaxed"."""
        try:
            return PRESETS[name.strip().lower()]
        except KeyError:
            raise RulesError(
                f"unknown rule set {shown(name)}; choose one of {', '.join(PRESETS)}"
            ) from None

    @property
    def preset_name(self) -> str | None:
        """The preset these rules equal, or None for a custom rule set."""
        for name, rules in PRESETS.items():
            if rules == self:
                return name
        return None

    @property
    def key(self) -> str:
        """A stable identifier, for statistics kept per rule set: "montana" or
        "custom-5-random-any-time-undo"."""
        name = self.preset_name
        if name is not None:
            return name
        shuffles = "unlimited" if self.shuffles is None else str(self.shuffles)
        undo = "undo" if self.undo_across_shuffle else "checkpoint"
        return f"custom-{shuffles}-{self.redeal.value}-{self.shuffle_timing.value}-{undo}"

    @classmethod
    def from_key(cls, key: str) -> Rules:
        """The rule set a key (Rules.key) stands for; RulesError for an unknown key."""
        if key in PRESETS:
            return PRESETS[key]
        parts = key.split("-")
        # custom-<shuffles>-<redeal>-<timing>-<undo>; the enum values contain dashes.
        if len(parts) < 5 or parts[0] != "custom" or parts[-1] not in ("undo", "checkpoint"):
            raise RulesError(f"{key!r} names no rule set")
        shuffles, rest = parts[1], "-".join(parts[2:-1])
        if _KEY_SHUFFLES.fullmatch(shuffles):
            for redeal, timing in itertools.product(RedealMode, ShuffleTiming):
                if rest == f"{redeal.value}-{timing.value}":
                    count = None if shuffles == "unlimited" else int(shuffles)
                    return cls(count, redeal, timing, parts[-1] == "undo")
        raise RulesError(f"{key!r} names no rule set")

    @property
    def title(self) -> str:
        """A name for people: "Addiction", "Custom"."""
        name = self.preset_name
        return PRESET_TITLES[name] if name else "Custom"

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["redeal"] = self.redeal.value
        data["shuffle_timing"] = self.shuffle_timing.value
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
        return cls(
            shuffles=data["shuffles"],  # checked by __post_init__
            redeal=_switch(RedealMode, "redeal", data["redeal"]),
            shuffle_timing=_switch(ShuffleTiming, "shuffle_timing", data["shuffle_timing"]),
            undo_across_shuffle=undo,
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
PRESET_TITLES = {
    "addiction": "Addiction",
    "classic": "Classic Addiction",
    "montana": "Montana",
    "relaxed": "Relaxed",
}
