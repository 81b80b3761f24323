"""The words of the statistics window: outcomes, rule sets, times, translated with tr().

Rule-set titles and durations are shared with the other dialogs
(addiction/ui/dialogs/common.py); this module is the one place the statistics
window takes its words from.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from addiction.engine import Termination
from addiction.store.statistics import PlayedGame, StatisticsSummary
from addiction.ui.challenge_words import challenge_row_text
from addiction.ui.dialogs.common import format_duration, key_title
from addiction.ui.translate import QT_TRANSLATE_NOOP, tr
from addiction.ui.wording import DateForm, written_date

__all__ = [
    "FIGURES",
    "NO_FIGURE",
    "format_duration",
    "key_title",
    "outcome_text",
    "played_text",
    "summary_figures",
    "tr",
]


NO_FIGURE = "—"
FIGURES = (
    ("played", QT_TRANSLATE_NOOP("", "Played")),
    ("won", QT_TRANSLATE_NOOP("", "Won")),
    ("lost", QT_TRANSLATE_NOOP("", "Lost")),
    ("given_up", QT_TRANSLATE_NOOP("", "Given up")),
    ("abandoned", QT_TRANSLATE_NOOP("", "Abandoned")),
    ("win_rate", QT_TRANSLATE_NOOP("", "Win rate")),
    ("current_streak", QT_TRANSLATE_NOOP("", "Current win streak")),
    ("best_streak", QT_TRANSLATE_NOOP("", "Best win streak")),
    ("best_moves", QT_TRANSLATE_NOOP("", "Fewest moves to win")),
    ("best_time", QT_TRANSLATE_NOOP("", "Fastest win")),
    ("average_in_place", QT_TRANSLATE_NOOP("", "Average in place")),
)


def summary_figures(summary: StatisticsSummary) -> dict[str, str]:
    """The summary as the texts the dialog shows, keyed like FIGURES."""
    rate = summary.win_rate
    average = summary.average_in_place
    return {
        "played": str(summary.played),
        "won": str(summary.won),
        "lost": str(summary.lost),
        "given_up": str(summary.given_up),
        "abandoned": str(summary.abandoned),
        "win_rate": NO_FIGURE if rate is None else f"{rate:.0%}",
        "current_streak": str(summary.current_streak),
        "best_streak": str(summary.best_streak),
        "best_moves": NO_FIGURE if summary.best_moves is None else str(summary.best_moves),
        "best_time": (
            NO_FIGURE if summary.best_seconds is None else format_duration(summary.best_seconds)
        ),
        "average_in_place": in_place_text(average, summary.cards),
    }


def in_place_text(average: float | None, cards: int | None) -> str:
    """ "35.0 of 48": the average over games of one size (cards in play); the
    average alone over games of several sizes."""
    if average is None:
        return NO_FIGURE
    figure = QLocale().toString(average, "f", 1)
    return (
        figure if cards is None else tr("%1 of %2").replace("%1", figure).replace("%2", str(cards))
    )


def played_text(game: PlayedGame) -> str | None:
    """What was played when it was no plain deal: a daily deal by its date, "Daily
    1 Dec 2026" (the locale's date), a daily challenge by its date and tier,
    "Challenge 1 Dec 2026 · hard", a campaign game by its level, "Level 12"."""
    if game.challenge is not None:
        return challenge_row_text(game.challenge)
    if game.daily_date is not None:
        day = game.daily_date
        date = written_date(day, DateForm.SHORT)
        return tr("Daily %1", "a daily deal by its date").replace("%1", date)
    if game.level is not None:
        return tr("Level %1", "a campaign level by its number").replace("%1", str(game.level))
    return None


def outcome_text(termination: Termination) -> str:
    """Won, Lost, Given up, Abandoned."""
    return {
        Termination.WON: tr("Won", "the outcome of one game"),
        Termination.LOST: tr("Lost", "the outcome of one game"),
        Termination.GIVEN_UP: tr("Given up", "the outcome of one game"),
        Termination.ABANDONED: tr("Abandoned", "the outcome of one game"),
    }[termination]
