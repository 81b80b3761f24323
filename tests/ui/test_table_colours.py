"""View > Table colour: the felt in each colour and theme, high contrast keeping its
contrast, the choice painted on the board at once and kept in the preferences."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from addiction.store.settings import TABLE_COLOURS as KEPT_COLOURS
from addiction.ui.main_window import MainWindow
from addiction.ui.theme import DARK, HIGH_CONTRAST, LIGHT, TABLE_COLOURS, on_table
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests

THEMES = (LIGHT, DARK, HIGH_CONTRAST)


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast(one: QColor, other: QColor) -> float:
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_preferences_keep_every_colour_the_theme_paints() -> None:
    assert KEPT_COLOURS == TABLE_COLOURS


def test_green_is_each_themes_own_felt_and_every_colour_is_a_felt_of_its_own() -> None:
    for theme in THEMES:
        assert on_table(theme, "green") is theme
        felts = {on_table(theme, colour).felt.name() for colour in TABLE_COLOURS}
        assert len(felts) == len(TABLE_COLOURS), theme.name
        names = {on_table(theme, colour).name for colour in TABLE_COLOURS}
        assert len(names) == len(TABLE_COLOURS)  # what is cached per theme is painted anew


@pytest.mark.parametrize("colour", TABLE_COLOURS)
def test_high_contrast_keeps_its_contrast_on_every_table(colour: str) -> None:
    """Every mark keeps at least nine tenths of the contrast it has on black."""
    theme = on_table(HIGH_CONTRAST, colour)
    black = QColor("#000000")
    marks = (
        theme.slot_edge,
        theme.slot_label,
        theme.live,
        theme.drop,
        theme.blocked,
        theme.blocked_label,
        theme.in_place,
        theme.hint,
        theme.selection,
        theme.focus,
    )
    for felt in (theme.felt, theme.felt_edge, theme.slot_fill):
        for mark in marks:
            kept = contrast(mark, felt) / contrast(mark, black)
            assert kept >= 0.9, (colour, mark.name(), felt.name())


@pytest.mark.parametrize("colour", TABLE_COLOURS)
def test_in_light_and_dark_every_mark_stands_out_at_least_as_on_green(colour: str) -> None:
    for plain in (LIGHT, DARK):
        theme = on_table(plain, colour)
        for mark in ("slot_label", "live", "drop", "blocked", "in_place", "hint", "selection"):
            on_green = contrast(getattr(plain, mark), plain.felt)
            assert contrast(getattr(theme, mark), theme.felt) >= on_green, (plain.name, mark)


def corner(window: MainWindow) -> QColor:
    """The felt in the board's top-left corner, as painted."""
    return window.view.viewport().grab().toImage().pixelColor(2, 2)


def test_a_table_colour_is_painted_at_once_in_every_theme_and_comes_back(open_window) -> None:
    window = open_window("--deal", "5")
    green = corner(window)
    blue = next(a for a in window.view_choices.table_colour_group.actions() if a.data() == "blue")
    blue.trigger()
    assert window.preferences.table_colour == "blue"
    painted = corner(window)
    assert painted != green and painted.blue() > painted.green()
    for theme in window.menus.theme_group.actions():
        theme.trigger()
        assert window.view.theme().name.endswith(" blue")
        painted = corner(window)
        assert painted.blue() > max(painted.red(), painted.green()), theme.data()
    window.close()
    again = open_window()
    checked = [a.data() for a in again.view_choices.table_colour_group.actions() if a.isChecked()]
    assert checked == ["blue"] and again.view.theme().name.endswith(" blue")
