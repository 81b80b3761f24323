"""The words of the statistics window: outcomes, rule sets, times, translated with tr().

Rule-set titles, durations and the summary figures are shared with the other
dialogs (addiction/ui/dialogs.py); this module is the one place the statistics
window takes them from.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from addiction.engine.outcome import Termination
from addiction.ui.dialogs import (
    FIGURES,
    NO_FIGURE,
    format_duration,
    key_title,
    summary_figures,
)

__all__ = [
    "FIGURES",
    "NO_FIGURE",
    "count_text",
    "format_duration",
    "key_title",
    "outcome_text",
    "summary_figures",
    "tr",
]


def tr(text: str) -> str:
    """text in the player's language (Qt's translation context "Statistics")."""
    return QCoreApplication.translate("Statistics", text)


def outcome_text(termination: Termination) -> str:
    """Won, Lost, Given up, Abandoned."""
    return {
        Termination.WON: tr("Won"),
        Termination.LOST: tr("Lost"),
        Termination.GIVEN_UP: tr("Given up"),
        Termination.ABANDONED: tr("Abandoned"),
    }[termination]


def count_text(count: int, one: str, many: str, **values: object) -> str:
    """one (for a count of 1) or many, translated, with {count} and values filled in."""
    return tr(one if count == 1 else many).format(count=count, **values)
