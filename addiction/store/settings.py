"""Preferences kept with QSettings, read back with explicit types and checked.

Each preference is declared once on Preferences, as typed data (a Preference:
its key, its type, its default, the values allowed). Whatever is stored (an ini
file edited by hand, a registry value from an older version), reading returns a
value of the declared type: a stored value that does not make sense gives the
default instead.
"""

from __future__ import annotations

import json
import re
from typing import Any, Generic, TypeVar, overload

from PySide6.QtCore import QByteArray, QSettings

from addiction.engine import Rules

from .paths import APPLICATION, ORGANIZATION, settings_override_path
from .window_rules import playable

THEMES = ("system", "light", "dark", "high-contrast")
#: How fast Show the route and Autoplay play (control/action_player.py: the pause per move).
REPLAY_SPEEDS = ("slow", "normal", "fast")
#: The languages the game speaks, by preference value: English (the source language)
#: and each addiction/i18n/addiction_LANG.ts (tests/ui/test_translations.py holds the
#: two lists equal).
LANGUAGES = ("en", "de", "es", "fr", "it", "ja", "nl", "pl", "pt_BR", "ru", "tr", "zh_CN")
#: View > Language: follow the system, or one of the languages the game speaks.
LANGUAGE_CHOICES = ("system", *LANGUAGES)
#: View > Table colour: the felt behind the board (addiction/ui/theme.py colours it).
TABLE_COLOURS = ("green", "blue", "red", "purple", "grey")
#: View > Card face: our standard cards, or big corner indices (addiction/ui/card_painter.py).
CARD_FACES = ("standard", "easy-read")
#: View > Cards: a card deck's key, its source and its file or folder name
#: (addiction/ui/decks/found.py); empty for the painted faces.
DECK_KEY = re.compile(r"|(addiction|aisleriot|kde)/(?!\.\.?$)[^/\\\x00-\x1f]{1,200}")
#: View > Volume: how loud the sounds play (addiction/ui/window/sound_cues.py).
SOUND_VOLUMES = ("quiet", "medium", "loud")
DEFAULT_RULES = Rules.preset("addiction")

_TRUE = frozenset({"true", "1", "yes", "on"})
_FALSE = frozenset({"false", "0", "no", "off"})


def open_settings() -> QSettings:
    """The game's QSettings: an ini file in ADDICTION_DATA_DIR when that is set,
    else the platform's native place for ORGANIZATION / APPLICATION."""
    override = settings_override_path()
    if override is not None:
        return QSettings(str(override), QSettings.Format.IniFormat)
    return QSettings(
        QSettings.Format.NativeFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
    )


T = TypeVar("T")


class Preference(Generic[T]):
    """One preference, declared once on Preferences: the key it is kept under and
    its default; each subclass is a type, reading strictly (whatever is stored, a
    value of the type comes back: the default when the stored one makes no sense)
    and refusing to store a value that is not allowed."""

    def __init__(self, key: str, default: T) -> None:
        self.key = key
        self.default = default

    @overload
    def __get__(self, preferences: None, owner: type[Preferences]) -> Preference[T]: ...

    @overload
    def __get__(self, preferences: Preferences, owner: type[Preferences]) -> T: ...

    def __get__(
        self, preferences: Preferences | None, owner: type[Preferences]
    ) -> T | Preference[T]:
        if preferences is None:
            return self  # Preferences.theme: the declaration itself
        return self.read(preferences.settings)

    def __set__(self, preferences: Preferences, value: T) -> None:
        preferences.settings.setValue(self.key, self.stored(value))

    def read(self, settings: QSettings) -> T:
        raise NotImplementedError

    def stored(self, value: T) -> object:
        """What QSettings keeps for value; ValueError when value is not allowed."""
        raise NotImplementedError


class Switch(Preference[bool]):
    """On or off."""

    def read(self, settings: QSettings) -> bool:
        # Qt's own bool conversion calls any non-empty text except "false" and
        # "0" true, so "banana" would switch a feature on: parse strictly.
        value = settings.value(self.key, self.default)
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        return self.default

    def stored(self, value: bool) -> object:
        return bool(value)


class Choice(Preference[str]):
    """One of a few words (allowed)."""

    def __init__(self, key: str, default: str, allowed: tuple[str, ...]) -> None:
        super().__init__(key, default)
        self.allowed = allowed

    def read(self, settings: QSettings) -> str:
        value = settings.value(self.key, self.default, type=str)
        return value if value in self.allowed else self.default

    def stored(self, value: str) -> object:
        if value not in self.allowed:
            name = self.key.rpartition("/")[2]
            raise ValueError(f"{name} must be one of {', '.join(self.allowed)}, not {value!r}")
        return value


class Matching(Preference[str]):
    """A text that matches a regular expression whole."""

    def __init__(self, key: str, default: str, pattern: re.Pattern[str]) -> None:
        super().__init__(key, default)
        self.pattern = pattern

    def read(self, settings: QSettings) -> str:
        value = settings.value(self.key, self.default, type=str)
        return value if isinstance(value, str) and self.pattern.fullmatch(value) else self.default

    def stored(self, value: str) -> object:
        if not self.pattern.fullmatch(value):
            name = self.key.rpartition("/")[2]
            raise ValueError(f"{name} must match {self.pattern.pattern}, not {value!r}")
        return value


class Bytes(Preference[QByteArray]):
    """What Qt saves of a window (its geometry, its tool bars); empty when none was saved."""

    def __init__(self, key: str) -> None:
        super().__init__(key, QByteArray())

    def read(self, settings: QSettings) -> QByteArray:
        try:
            value = settings.value(self.key, QByteArray(), type=QByteArray)
        except (TypeError, ValueError):  # PySide6 raises when the stored value will not convert
            return QByteArray()
        return value if isinstance(value, QByteArray) else QByteArray()

    def stored(self, value: QByteArray) -> object:
        return QByteArray(value)


class RuleSet(Preference[Rules]):
    """A rule set, kept as the JSON of Rules.to_dict()."""

    def read(self, settings: QSettings) -> Rules:
        raw = str(settings.value(self.key, "", type=str))
        try:
            rules = Rules.from_dict(json.loads(raw))
        # Bad JSON, bad rules (RulesError is a ValueError), absurdly nested JSON.
        except (ValueError, TypeError, RecursionError):
            return self.default
        return rules if playable(rules) else self.default

    def stored(self, value: Rules) -> object:
        return json.dumps(value.to_dict(), sort_keys=True)


class Preferences:
    """Typed access to the player's preferences: each one is declared here, once."""

    #: The rule set for the next game.
    rules = RuleSet("game/rules", DEFAULT_RULES)
    #: Ask before a new game replaces one being played (it counts as abandoned).
    ask_before_leaving = Switch("game/ask_before_leaving", True)
    animations = Switch("view/animations", True)
    four_colour = Switch("view/four_colour", False)
    show_timer = Switch("view/show_timer", True)
    #: The status-bar badge telling whether the round can be won without a shuffle
    #: (off by default: it tells more than players may want).
    show_winnability = Switch("view/show_winnability", False)
    #: "system" (follow the desktop), "light", "dark", "high-contrast".
    theme = Choice("view/theme", "system", THEMES)
    #: How fast the app plays a route or its own hints.
    replay_speed = Choice("view/replay_speed", "normal", REPLAY_SPEEDS)
    table_colour = Choice("view/table_colour", "green", TABLE_COLOURS)
    card_face = Choice("view/card_face", "standard", CARD_FACES)
    #: A card deck drawn instead of the painted face (chosen in View > Cards), or "".
    card_deck = Matching("view/card_deck", "", DECK_KEY)
    #: Sounds for moves, refusals, shuffles, hints and wins.
    sound = Switch("view/sound", True)
    sound_volume = Choice("view/sound_volume", "medium", SOUND_VOLUMES)
    #: "system" (the desktop's language), or one the game speaks.
    language = Choice("view/language", "system", LANGUAGE_CHOICES)
    #: The welcome was shown (addiction/ui/window/welcome.py): only on a first start.
    welcomed = Switch("help/welcomed", False)
    #: QWidget.saveGeometry() of the main window.
    geometry = Bytes("window/geometry")
    #: QMainWindow.saveState() (tool bars, docks).
    window_state = Bytes("window/state")

    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings if settings is not None else open_settings()

    @classmethod
    def declared(cls) -> dict[str, Preference[Any]]:
        """Every preference declared above, by its attribute's name."""
        return {name: value for name, value in vars(cls).items() if isinstance(value, Preference)}

    def sync(self) -> None:
        """Write pending changes to disk now (QSettings also does so on its own)."""
        self.settings.sync()
