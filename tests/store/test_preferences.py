"""Every preference declared on Preferences behaves the same way by its type:
it keeps what is set, reads junk as its default, and refuses what is not allowed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSettings

from addiction.engine import Rules
from addiction.store.settings import (
    Bytes,
    Choice,
    Matching,
    Preference,
    Preferences,
    RuleSet,
    Switch,
)

DECLARED = Preferences.declared()


def ini(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def other_value(preference: Preference[Any]) -> object:
    """A value of the preference's type that is not its default."""
    if isinstance(preference, Switch):
        return not preference.default
    if isinstance(preference, Choice):
        return next(value for value in preference.allowed if value != preference.default)
    if isinstance(preference, Bytes):
        return QByteArray(b"\x00\x01saved")
    if isinstance(preference, Matching):
        return "kde/svg-standard"  # a card deck's key (view/card_deck)
    assert isinstance(preference, RuleSet)
    return Rules.preset("relaxed")


def test_every_attribute_the_window_reads_is_declared() -> None:
    assert set(DECLARED) >= {
        "rules",
        "ask_before_leaving",
        "animations",
        "four_colour",
        "show_timer",
        "show_winnability",
        "theme",
        "replay_speed",
        "language",
        "geometry",
        "window_state",
    }
    assert len({preference.key for preference in DECLARED.values()}) == len(DECLARED)


@pytest.mark.parametrize("name", DECLARED)
def test_a_preference_keeps_what_is_set_across_a_restart(tmp_path: Path, name: str) -> None:
    path = tmp_path / "settings.ini"
    value = other_value(DECLARED[name])
    writer = Preferences(ini(path))
    assert getattr(writer, name) != value
    setattr(writer, name, value)
    writer.sync()
    assert getattr(Preferences(ini(path)), name) == value


@pytest.mark.parametrize("junk", ["banana", "[[[[", "", "1, 2, 3"])
@pytest.mark.parametrize("name", DECLARED)
def test_junk_in_the_file_reads_as_the_default(tmp_path: Path, name: str, junk: str) -> None:
    path = tmp_path / "settings.ini"
    section, _, key = DECLARED[name].key.partition("/")
    path.write_text(f"[{section}]\n{key}={junk}\n", encoding="utf-8")
    value = getattr(Preferences(ini(path)), name)
    assert value == DECLARED[name].default
    assert type(value) is type(DECLARED[name].default)


@pytest.mark.parametrize("name", [name for name, p in DECLARED.items() if isinstance(p, Choice)])
def test_a_choice_refuses_a_value_not_allowed_and_keeps_the_stored_one(
    tmp_path: Path, name: str
) -> None:
    prefs = Preferences(ini(tmp_path / "settings.ini"))
    kept = other_value(DECLARED[name])
    setattr(prefs, name, kept)
    with pytest.raises(ValueError, match="must be one of"):
        setattr(prefs, name, "neon")
    assert getattr(prefs, name) == kept
