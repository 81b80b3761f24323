"""Colours: the table's (light, dark, high contrast) and the window's palettes.

The board paints everything itself, so it cannot lean on the widget palette for
its colours; this module is the one place that names them. Card faces stay
light in every theme (real cards are white), only the table and the marks change.

The rest of the window (menus, toolbar, status bar, dialogs, the statistics) takes
the application palette: apply_theme() sets the one of the player's choice, or,
for "system", follows the desktop's colour scheme and contrast preference (Qt's
QStyleHints), keeping the desktop's own palette when it already fits.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOption  # named at run time, it costs 3 enums


@dataclass(frozen=True)
class Theme:
    """Every colour the board and the card painter use."""

    name: str
    is_dark: bool
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
    in_place: QColor  # the badge on in-place cards
    in_place_tick: QColor  # the tick drawn on that badge
    hint: QColor
    selection: QColor
    focus: QColor  # the keyboard cursor
    popup: QColor  # the 2s chooser background
    popup_edge: QColor
    popup_text: QColor
    stroke: float = 1.0  # how much thicker than usual the marks' lines are


def _rgba(hex_rgb: str, alpha: int = 255) -> QColor:
    color = QColor(hex_rgb)
    color.setAlpha(alpha)
    return color


LIGHT = Theme(
    name="light",
    is_dark=False,
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
    in_place_tick=QColor("#ffffff"),
    hint=QColor("#4fc3ff"),
    selection=QColor("#ff8a3d"),
    focus=QColor("#ffffff"),
    popup=QColor("#f4f1e8"),
    popup_edge=QColor("#6d7a6f"),
    popup_text=QColor("#2b3a31"),
)

DARK = Theme(
    name="dark",
    is_dark=True,
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
    in_place_tick=QColor("#ffffff"),
    hint=QColor("#46b4f0"),
    selection=QColor("#ff8a3d"),
    focus=QColor("#f2f2f2"),
    popup=QColor("#2b3a31"),
    popup_edge=QColor("#8fa596"),
    popup_text=QColor("#e6f2ea"),
)


HIGH_CONTRAST = Theme(
    name="high-contrast",
    is_dark=True,
    felt=QColor("#000000"),
    felt_edge=QColor("#000000"),
    card_face=QColor("#ffffff"),
    card_edge=QColor("#000000"),
    card_shadow=_rgba("#000000", 0),
    slot_fill=QColor("#000000"),
    slot_edge=QColor("#ffffff"),
    slot_label=QColor("#ffffff"),
    live=QColor("#ffff00"),
    drop=QColor("#00ff00"),
    blocked=QColor("#ff3b3b"),
    blocked_label=QColor("#ffffff"),
    in_place=QColor("#00e000"),
    in_place_tick=QColor("#000000"),
    hint=QColor("#00ffff"),
    selection=QColor("#ff66ff"),
    focus=QColor("#ffffff"),
    popup=QColor("#000000"),
    popup_edge=QColor("#ffffff"),
    popup_text=QColor("#ffffff"),
    stroke=1.6,
)

#: The player's choices (addiction/store/settings.py keeps one), "system" first.
THEME_CHOICES = ("system", "light", "dark", "high-contrast")

# View > Table colour: the felt's centre and edge for each colour, in the light and
# dark themes and in high contrast, by the words addiction/store/settings.py keeps
# (TABLE_COLOURS). Green is each theme's own felt. In high contrast every felt is
# near black: each mark keeps nine tenths of its contrast on black at least (white
# on them is over 19:1; tests/ui/test_table_colours.py), and green is its own black.
_FELTS: dict[str, dict[str, tuple[str, str]]] = {
    "blue": {
        "light": ("#2b5f8e", "#1b4066"),
        "dark": ("#1d3349", "#0e1a27"),
        "high-contrast": ("#000c20", "#000c20"),
    },
    "red": {
        "light": ("#8c2f39", "#621c24"),
        "dark": ("#401b20", "#230d10"),
        "high-contrast": ("#240006", "#240006"),
    },
    "purple": {
        "light": ("#5d3c7c", "#3e2556"),
        "dark": ("#302442", "#191124"),
        "high-contrast": ("#16061f", "#16061f"),
    },
    "grey": {
        "light": ("#5b6168", "#3d4247"),
        "dark": ("#2d3034", "#17191b"),
        "high-contrast": ("#0e0e0e", "#0e0e0e"),
    },
}
#: Every table colour, the theme's own green first.
TABLE_COLOURS = ("green", *_FELTS)


def on_table(theme: Theme, colour: str) -> Theme:
    """theme (LIGHT, DARK or HIGH_CONTRAST) on the felt of a table colour; green, or
    a word it does not know, leaves it as it is. Its name tells the two apart, so
    whatever is cached per theme (the painted felt, the marks) is painted again."""
    felts = _FELTS.get(colour)
    if felts is None:
        return theme
    centre, edge = felts[theme.name]
    # The gaps' recess: the felt's own edge, darker, as deep as the theme's.
    recess = _rgba(QColor(edge).darker(220).name(), theme.slot_fill.alpha())
    return replace(
        theme,
        name=f"{theme.name} {colour}",
        felt=QColor(centre),
        felt_edge=QColor(edge),
        slot_fill=recess,
    )


_Role = QPalette.ColorRole
# The window's colours for each table theme: (active, disabled) per role; None
# where disabled looks the same. The dark one is the usual near-black grey of
# desktop dark modes; the high-contrast one is white on black with yellow
# selection, as in the high-contrast modes of Windows and GNOME.
_WINDOW_COLOURS: dict[str, dict[QPalette.ColorRole, tuple[str, str | None]]] = {
    "light": {
        _Role.Window: ("#efefef", None),
        _Role.WindowText: ("#1b1b1b", "#9a9a9a"),
        _Role.Base: ("#ffffff", "#efefef"),
        _Role.AlternateBase: ("#f5f5f5", None),
        _Role.Text: ("#1b1b1b", "#9a9a9a"),
        _Role.PlaceholderText: ("#6e6e6e", None),
        _Role.Button: ("#efefef", None),
        _Role.ButtonText: ("#1b1b1b", "#9a9a9a"),
        _Role.BrightText: ("#ffffff", None),
        _Role.Light: ("#ffffff", None),
        _Role.Midlight: ("#cacaca", None),
        _Role.Mid: ("#b8b8b8", None),
        _Role.Dark: ("#9f9f9f", None),
        _Role.Shadow: ("#767676", None),
        _Role.Highlight: ("#308cc6", "#919191"),
        _Role.HighlightedText: ("#ffffff", None),
        _Role.Accent: ("#308cc6", "#919191"),
        _Role.Link: ("#0b57d0", None),
        _Role.LinkVisited: ("#7b1fa2", None),
        _Role.ToolTipBase: ("#ffffdc", None),
        _Role.ToolTipText: ("#1b1b1b", None),
    },
    "dark": {
        _Role.Window: ("#2b2d30", None),
        _Role.WindowText: ("#e6e6e6", "#7d7d7d"),
        _Role.Base: ("#1e1f22", "#2b2d30"),
        _Role.AlternateBase: ("#26282b", None),
        _Role.Text: ("#e6e6e6", "#7d7d7d"),
        _Role.PlaceholderText: ("#9a9a9a", None),
        _Role.Button: ("#3a3d41", "#2f3134"),
        _Role.ButtonText: ("#e6e6e6", "#7d7d7d"),
        _Role.BrightText: ("#ff6b6b", None),
        _Role.Light: ("#505357", None),
        _Role.Midlight: ("#44474b", None),
        _Role.Mid: ("#34363a", None),
        _Role.Dark: ("#1b1c1e", None),
        _Role.Shadow: ("#000000", None),
        _Role.Highlight: ("#3d7fd6", "#4a4d52"),
        _Role.HighlightedText: ("#ffffff", "#9a9a9a"),
        _Role.Accent: ("#3d7fd6", "#4a4d52"),
        _Role.Link: ("#6cb4ff", None),
        _Role.LinkVisited: ("#c39bff", None),
        _Role.ToolTipBase: ("#3a3d41", None),
        _Role.ToolTipText: ("#e6e6e6", None),
    },
    "high-contrast": {
        _Role.Window: ("#000000", None),
        _Role.WindowText: ("#ffffff", "#a6a6a6"),
        _Role.Base: ("#000000", None),
        _Role.AlternateBase: ("#1c1c1c", None),
        _Role.Text: ("#ffffff", "#a6a6a6"),
        _Role.PlaceholderText: ("#c8c8c8", None),
        _Role.Button: ("#000000", None),
        _Role.ButtonText: ("#ffffff", "#a6a6a6"),
        _Role.BrightText: ("#ffffff", None),
        # Fusion draws frames and bevels with these: white, so every edge shows.
        _Role.Light: ("#ffffff", None),
        _Role.Midlight: ("#ffffff", None),
        _Role.Mid: ("#ffffff", None),
        _Role.Dark: ("#ffffff", None),
        _Role.Shadow: ("#ffffff", None),
        _Role.Highlight: ("#ffff00", "#a6a6a6"),
        _Role.HighlightedText: ("#000000", None),
        _Role.Accent: ("#ffff00", "#a6a6a6"),
        _Role.Link: ("#00ffff", None),
        _Role.LinkVisited: ("#ff99ff", None),
        _Role.ToolTipBase: ("#000000", None),
        _Role.ToolTipText: ("#ffffff", None),
    },
}


def window_palette(theme: Theme) -> QPalette:
    """The application palette that goes with a table theme."""
    palette = QPalette()
    for role, (colour, disabled) in _WINDOW_COLOURS[theme.name].items():
        palette.setColor(role, QColor(colour))
        if disabled is not None:
            palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette


def is_dark_palette(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def is_high_contrast_palette(palette: QPalette) -> bool:
    """White text on a black window: the high-contrast palette, ours or the desktop's."""
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    return window.lightness() == 0 and text.lightness() == 255


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
    return is_dark_palette(app.palette())


def theme_for(dark: bool | None = None) -> Theme:
    """The theme for a choice: True dark, False light, None follow the application
    palette (high contrast when it is ours or the desktop's) and the system."""
    if dark is None:
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication) and is_high_contrast_palette(app.palette()):
            return HIGH_CONTRAST
        dark = system_prefers_dark()
    return DARK if dark else LIGHT


class VisibleCloseIcon(QProxyStyle):
    """The application's style, with the Close button's icon (a dark cross in most
    styles, lost on a dark or high-contrast window) drawn in the button's text
    colour wherever the window is dark."""

    def standardIcon(
        self,
        standardIcon: QStyle.StandardPixmap,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> QIcon:
        icon = super().standardIcon(standardIcon, option, widget)
        palette = widget.palette() if widget is not None else QApplication.palette()
        if standardIcon != QStyle.StandardPixmap.SP_DialogCloseButton or not is_dark_palette(
            palette
        ):
            return icon
        return tinted(icon, palette.color(QPalette.ColorRole.ButtonText))


def tinted(icon: QIcon, colour: QColor) -> QIcon:
    """icon in one colour, its shape kept (each of its sizes)."""
    result = QIcon()
    for size in icon.availableSizes():
        pixmap = QPixmap(icon.pixmap(size))
        painter = QPainter(pixmap)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(pixmap.rect(), colour)
        painter.end()
        result.addPixmap(pixmap)
    return result


def _show_close_icons(app: QGuiApplication) -> bool:
    """Wrap the application's style in VisibleCloseIcon, once; whether it was wrapped
    now. Only a dark window needs it: a style in Python costs each icon the style
    draws a call into Python, and its first one PySide6's making of the style
    options' some 70 enums (start-up: docs/architecture.md)."""
    if isinstance(app, QApplication) and not isinstance(app.style(), VisibleCloseIcon):
        app.setStyle(VisibleCloseIcon(app.style().name()))
        return True
    return False


def apply_theme(
    choice: str,
    scheme: Qt.ColorScheme | None = None,
    contrast: Qt.ContrastPreference | None = None,
) -> Theme:
    """Give the application the palette of a choice (one of THEME_CHOICES) and
    return the table's theme.

    "system" follows the desktop: its contrast preference and colour scheme
    (scheme and contrast as the desktop reports them, read now when None). The
    desktop's own palette stays whenever it already fits the theme, so its accent
    colours stay too; otherwise ours replaces it. Light and dark are also asked
    of the desktop (QStyleHints.setColorScheme) so title bars and native dialogs
    follow where the platform can.
    """
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication), "apply_theme needs the application"
    hints = app.styleHints()
    if choice == "light":
        hints.setColorScheme(Qt.ColorScheme.Light)
    elif choice == "dark":
        hints.setColorScheme(Qt.ColorScheme.Dark)
    else:
        hints.unsetColorScheme()
    app.setPalette(QPalette())  # back to the desktop's palette, to see what it is
    desktop = app.palette()
    if choice == "system":
        scheme = hints.colorScheme() if scheme is None else scheme
        if contrast is None:
            contrast = hints.accessibility().contrastPreference()
        if contrast == Qt.ContrastPreference.HighContrast or is_high_contrast_palette(desktop):
            theme = HIGH_CONTRAST
        elif scheme == Qt.ColorScheme.Unknown:
            theme = DARK if is_dark_palette(desktop) else LIGHT
        else:
            theme = DARK if scheme == Qt.ColorScheme.Dark else LIGHT
    else:
        theme = {"light": LIGHT, "dark": DARK}.get(choice, HIGH_CONTRAST)
    fits = (
        is_high_contrast_palette(desktop)
        if theme is HIGH_CONTRAST
        else is_dark_palette(desktop) == theme.is_dark and not is_high_contrast_palette(desktop)
    )
    if not fits:
        app.setPalette(window_palette(theme))
    if is_dark_palette(app.palette()) and _show_close_icons(app):
        return apply_theme(choice, scheme, contrast)  # a new style resets the palette
    return theme
