"""Preferences kept with QSettings, read back with explicit types and checked.

Whatever is stored (an ini file edited by hand, a registry value from an older
version), a property returns a value of its declared type: a stored value that
does not make sense gives the default instead.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QSettings

from addiction.engine import Rules

from .paths import APPLICATION, ORGANIZATION, settings_override_path

THEMES = ("system", "light", "dark", "high-contrast")
#: How fast Show the route and Autoplay play (control/action_player.py: the pause per move).
REPLAY_SPEEDS = ("slow", "normal", "fast")
#: View > Language: follow the system, or one of the languages the game speaks.
LANGUAGE_CHOICES = ("system", "en", "pt_BR")
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


class Preferences:
    """Typed access to the player's preferences."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings if settings is not None else open_settings()

    def sync(self) -> None:
        """Write pending changes to disk now (QSettings also does so on its own)."""
        self.settings.sync()

    # --- rule set for the next game -----------------------------------------

    @property
    def rules(self) -> Rules:
        raw = str(self.settings.value("game/rules", "", type=str))
        try:
            return Rules.from_dict(json.loads(raw))
        except (ValueError, TypeError):  # bad JSON, bad rules (RulesError is a ValueError)
            return DEFAULT_RULES

    @rules.setter
    def rules(self, rules: Rules) -> None:
        self.settings.setValue("game/rules", json.dumps(rules.to_dict(), sort_keys=True))

    # --- switches ------------------------------------------------------------

    @property
    def animations(self) -> bool:
        return self._bool("view/animations", True)

    @animations.setter
    def animations(self, on: bool) -> None:
        self.settings.setValue("view/animations", bool(on))

    @property
    def four_colour(self) -> bool:
        return self._bool("view/four_colour", False)

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        self.settings.setValue("view/four_colour", bool(on))

    @property
    def show_timer(self) -> bool:
        return self._bool("view/show_timer", True)

    @show_timer.setter
    def show_timer(self, on: bool) -> None:
        self.settings.setValue("view/show_timer", bool(on))

    @property
    def show_winnability(self) -> bool:
        """The status-bar badge telling whether the round can be won without a shuffle
        (off by default: it tells more than players may want)."""
        return self._bool("view/show_winnability", False)

    @show_winnability.setter
    def show_winnability(self, on: bool) -> None:
        self.settings.setValue("view/show_winnability", bool(on))

    @property
    def ask_before_leaving(self) -> bool:
        """Ask before a new game replaces one being played (it counts as a loss)."""
        return self._bool("game/ask_before_leaving", True)

    @ask_before_leaving.setter
    def ask_before_leaving(self, on: bool) -> None:
        self.settings.setValue("game/ask_before_leaving", bool(on))

    @property
    def theme(self) -> str:
        """One of THEMES: "system" (follow the desktop), "light", "dark", "high-contrast"."""
        value = self.settings.value("view/theme", "system", type=str)
        return value if value in THEMES else "system"

    @theme.setter
    def theme(self, theme: str) -> None:
        if theme not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}, not {theme!r}")
        self.settings.setValue("view/theme", theme)

    @property
    def replay_speed(self) -> str:
        """One of REPLAY_SPEEDS: how fast the app plays a route or its own hints."""
        value = self.settings.value("view/replay_speed", "normal", type=str)
        return value if value in REPLAY_SPEEDS else "normal"

    @replay_speed.setter
    def replay_speed(self, speed: str) -> None:
        if speed not in REPLAY_SPEEDS:
            raise ValueError(f"speed must be one of {', '.join(REPLAY_SPEEDS)}, not {speed!r}")
        self.settings.setValue("view/replay_speed", speed)

    @property
    def language(self) -> str:
        """One of LANGUAGE_CHOICES: "system" (the desktop's language), "en", "pt_BR"."""
        value = self.settings.value("view/language", "system", type=str)
        return value if value in LANGUAGE_CHOICES else "system"

    @language.setter
    def language(self, language: str) -> None:
        if language not in LANGUAGE_CHOICES:
            raise ValueError(
                f"language must be one of {', '.join(LANGUAGE_CHOICES)}, not {language!r}"
            )
        self.settings.setValue("view/language", language)

    # --- window --------------------------------------------------------------

    @property
    def geometry(self) -> QByteArray:
        """QWidget.saveGeometry() of the main window; empty when none was saved."""
        return self._bytes("window/geometry")

    @geometry.setter
    def geometry(self, data: QByteArray) -> None:
        self.settings.setValue("window/geometry", QByteArray(data))

    @property
    def window_state(self) -> QByteArray:
        """QMainWindow.saveState() (tool bars, docks); empty when none was saved."""
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, data: QByteArray) -> None:
        self.settings.setValue("window/state", QByteArray(data))

    # --- reading with types ---------------------------------------------------

    def _bool(self, key: str, default: bool) -> bool:
        # Qt's own bool conversion calls any non-empty text except "false" and
        # "0" true, so "banana" would switch a feature on: parse strictly.
        value = self.settings.value(key, default)
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        return default

    def _bytes(self, key: str) -> QByteArray:
        try:
            value = self.settings.value(key, QByteArray(), type=QByteArray)
        except (TypeError, ValueError):  # PySide6 raises when the stored value will not convert
            return QByteArray()
        return value if isinstance(value, QByteArray) else QByteArray()
