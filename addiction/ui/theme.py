"""Table colours: a light and a dark theme, chosen from the system colour scheme.

The board paints everything itself, so it cannot lean on the widget palette for
its colours; this module is the one place that names them. Card faces stay
light in both themes (real cards are white), only the table and the marks change.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette


@dataclass(frozen=True)
class Theme:
    """Every colour the board and the card painter use."""

    name: str
    felt: QColor  # the table, centre of the vignette
    felt_edge: QColor  # the table towards the window edges
    card_face: QColor
    card_edge: QColor
    card_shadow: QColor
    slot_fill: QColor  # an empty gap: a recess in the felt
    slot_edge: QColor
    slot_label: QColor  # the faint "8♠" / "any 2" in a live gap
    live: QColor  # movable cards and live gaps
    drop: QColor  # the gap under a dragged card when the drop is legal
    blocked: QColor  # the no-entry sign of a dead gap
    blocked_label: QColor
    in_place: QColor  # the dot on in-place cards
    hint: QColor
    selection: QColor
    focus: QColor  # the keyboard cursor
    popup: QColor  # the 2s chooser background
    popup_edge: QColor
    popup_text: QColor

    @property
    def is_dark(self) -> bool:
        return self.name == "dark"


def _rgba(hex_rgb: str, alpha: int = 255) -> QColor:
    color = QColor(hex_rgb)
    color.setAlpha(alpha)
    return color


LIGHT = Theme(
    name="light",
    felt=QColor("#2f7d4f"),
    felt_edge=QColor("#1f5e3a"),
    card_face=QColor("#fdfdfb"),
    card_edge=QColor("#b9bdb7"),
    card_shadow=_rgba("#0b2616", 90),
    slot_fill=_rgba("#0d3320", 110),
    slot_edge=_rgba("#d8f0e0", 80),
    slot_label=_rgba("#ffffff", 140),
    live=QColor("#ffd54a"),
    drop=QColor("#7dff9c"),
    blocked=QColor("#e0463c"),
    blocked_label=_rgba("#ffffff", 170),
    in_place=QColor("#22b14c"),
    hint=QColor("#4fc3ff"),
    selection=QColor("#ff8a3d"),
    focus=QColor("#ffffff"),
    popup=QColor("#f4f1e8"),
    popup_edge=QColor("#6d7a6f"),
    popup_text=QColor("#2b3a31"),
)

DARK = Theme(
    name="dark",
    felt=QColor("#1d3b2c"),
    felt_edge=QColor("#0f2219"),
    card_face=QColor("#ecebe6"),
    card_edge=QColor("#7c817c"),
    card_shadow=_rgba("#000000", 130),
    slot_fill=_rgba("#000000", 90),
    slot_edge=_rgba("#b8d8c4", 60),
    slot_label=_rgba("#e6f2ea", 120),
    live=QColor("#e6b93a"),
    drop=QColor("#5fe07f"),
    blocked=QColor("#d2453b"),
    blocked_label=_rgba("#e6f2ea", 150),
    in_place=QColor("#2fc25a"),
    hint=QColor("#46b4f0"),
    selection=QColor("#ff8a3d"),
    focus=QColor("#f2f2f2"),
    popup=QColor("#2b3a31"),
    popup_edge=QColor("#8fa596"),
    popup_text=QColor("#e6f2ea"),
)


def system_prefers_dark() -> bool:
    """Whether the desktop asks for a dark scheme.

    Qt 6.5+ reports the scheme directly; where it says Unknown (offscreen, some
    desktops) the window colour of the palette decides.
    """
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return False
    scheme = app.styleHints().colorScheme()
    if scheme == Qt.ColorScheme.Dark:
        return True
    if scheme == Qt.ColorScheme.Light:
        return False
    return app.palette().color(QPalette.ColorRole.Window).lightness() < 128


def theme_for(dark: bool | None = None) -> Theme:
    """The theme for a choice: True dark, False light, None follow the system."""
    if dark is None:
        dark = system_prefers_dark()
    return DARK if dark else LIGHT
