"""What several dialogs (and the window's status bar) share: the words for rule
sets, statistics keys and times, the small label helpers, and a dialog kept centred
over its window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel

from addiction.engine import GameKind, RedealMode, Rules, RulesError, ShuffleTiming
from addiction.store.window_rules import playable
from addiction.ui.translate import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog  # the window imports this module, no dialog


def redeal_text() -> dict[RedealMode, tuple[str, str]]:
    """Each redeal switch position: a short name, and what it means for the player."""
    return {
        RedealMode.RANDOM: (tr("Random"), tr("the loose cards and the four gaps land anywhere")),
        RedealMode.AFTER_RUNS: (tr("After runs"), tr("each row gets one gap, right after its run")),
    }


def timing_text() -> dict[ShuffleTiming, tuple[str, str]]:
    """Each shuffle timing switch position: a short name, and what it means."""
    return {
        ShuffleTiming.ANY_TIME: (tr("Any time"), tr("even while moves remain")),
        ShuffleTiming.WHEN_STUCK: (tr("Only when stuck"), tr("when no move is left")),
    }


# --- words for rules, keys and times ---------------------------------------------


def rules_title(rules: Rules) -> str:
    """A rule set's name for people: "Addiction", "Blue Moon", "Custom"."""
    return {
        "addiction": tr("Addiction"),
        "classic": tr("Classic Addiction"),
        "montana": tr("Montana"),
        "relaxed": tr("Relaxed"),
        "station": tr("Station"),
        "spaces": tr("Spaces"),
        "blue-moon": tr("Blue Moon"),
        "red-moon": tr("Red Moon"),
        "galary": tr("Galary"),
        "free-parking": tr("Free Parking"),
        "jungle": tr("Jungle"),
        "spaces-and-aces": tr("Spaces and Aces"),
        "paganini": tr("Paganini"),
        "house-of-commons": tr("House of Commons"),
        "line-up": tr("Line Up"),
        "rectangular-rovers": tr("Rectangular Rovers"),
        "maze": tr("Maze"),
        "double-montana": tr("Double Montana"),
        "double-blue-moon": tr("Double Blue Moon"),
        "double-red-moon": tr("Double Red Moon"),
        "paganini-ii-v2": tr("Paganini II"),
        "paganini-ii": tr("Paganini II (old rules)"),
    }.get(rules.preset_name or "", tr("Custom"))


def describe_rules(rules: Rules) -> str:
    """One line on a rule set: "3 shuffles, any time · gaps land anywhere · shuffles undoable",
    or "No shuffles"."""
    heads = " · " + tr("a 2 in column 1 may move") if rules.head_moves else ""
    if rules.shuffles == 0:
        # When shuffles may happen, where their gaps land and whether Undo takes
        # them back mean nothing in a game without any.
        return tr("No shuffles") + heads
    if rules.shuffles is None:
        shuffles = tr("unlimited shuffles")
    else:
        shuffles = tr("%n shuffle(s)", "", rules.shuffles)
    timing = timing_text()[rules.shuffle_timing][0].lower()
    redeal = {
        RedealMode.RANDOM: tr("gaps land anywhere"),
        RedealMode.AFTER_RUNS: tr("a gap after each run"),
        RedealMode.LAST_COLUMN: tr("the gaps in the last column"),
    }[rules.redeal]
    undo = tr("shuffles undoable") if rules.undo_across_shuffle else tr("shuffles final")
    return f"{shuffles}, {timing} · {redeal} · {undo}{heads}"


def rules_for_key(key: str) -> Rules | None:
    """The rule set a statistics key (Rules.key) stands for, or None for an unknown key
    or one the window does not play (store/window_rules.py)."""
    try:
        rules = Rules.from_key(key)
    except RulesError:
        return None
    return rules if playable(rules) else None


def key_title(key: str, short: bool = False) -> str:
    """A statistics group for people: a rule set, "Montana", "Custom: 5 shuffles, …"
    ("Custom" if short), or a kind of game grouped on its own, "Campaign"."""
    if key == GameKind.CAMPAIGN.value:
        return QCoreApplication.translate("Statistics", "Campaign")
    if key == GameKind.WINNABLE.value:
        return QCoreApplication.translate("Statistics", "Winnable deals")
    rules = rules_for_key(key)
    if rules is None:
        return key
    if rules.preset_name is not None or short:
        return rules_title(rules)
    return tr("Custom: %1").replace("%1", describe_rules(rules))


def format_duration(seconds: float) -> str:
    """4:05 or 1:02:03."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


# --- labels and colours ------------------------------------------------------------


def muted(label: QLabel) -> QLabel:
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def heading_font_label(text: str, scale: float = 1.0, bold: bool = True) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(bold)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def readable_red(palette: QPalette) -> str:
    """A red that reads well on the palette's background, light or dark."""
    return "#ff6b6b" if palette.color(QPalette.ColorRole.Base).lightness() < 128 else "#c62828"


# --- placing ------------------------------------------------------------------------


class CentredOverParent(QObject):
    """Keeps dialog centred over its parent's window while it is open, when that
    window moves or changes size. A window manager places the main window only after
    it shows (openbox centres it on the screen): a dialog opened at start-up, as the
    welcome is, was centred over the window still at the screen's top left, and
    stayed there."""

    def __init__(self, dialog: QDialog) -> None:
        super().__init__(dialog)
        parent = dialog.parentWidget()
        assert parent is not None, "a dialog centred over no window"
        self._dialog = dialog
        self._window = parent.window()
        self._window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        moved = event.type() in (QEvent.Type.Move, QEvent.Type.Resize)
        if moved and self._dialog.isVisible():
            self.centre()
        return False

    def centre(self) -> None:
        """Over the window's middle, inside the screen's free area."""
        frame = self._dialog.frameGeometry()
        frame.moveCenter(self._window.frameGeometry().center())
        room = self._window.screen().availableGeometry()
        left = max(room.left(), min(frame.left(), room.right() + 1 - frame.width()))
        top = max(room.top(), min(frame.top(), room.bottom() + 1 - frame.height()))
        self._dialog.move(left, top)
