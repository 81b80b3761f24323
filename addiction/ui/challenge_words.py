"""How the daily challenges (docs/daily.md) are named to the player: a tier's name,
a challenge in the statistics' rows and a challenge's title, in the player's
language. The titles keep the "MainWindow" context the daily's are filed under."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from addiction.engine.daily_challenges import ChallengeDay, Tier
from addiction.ui.translate import tr
from addiction.ui.wording import DateForm, written_date


def tier_name(tier: Tier) -> str:
    """ "easy", "medium", "hard" in the player's language."""
    return {
        Tier.EASY: tr("easy", "a daily challenge's tier"),
        Tier.MEDIUM: tr("medium", "a daily challenge's tier"),
        Tier.HARD: tr("hard", "a daily challenge's tier"),
    }[tier]


def tier_letter(tier: Tier) -> str:
    """The one letter the calendar marks a tier with: E, M, H in English."""
    return {
        Tier.EASY: tr("E", "the calendar's letter for the easy challenge"),
        Tier.MEDIUM: tr("M", "the calendar's letter for the medium challenge"),
        Tier.HARD: tr("H", "the calendar's letter for the hard challenge"),
    }[tier]


def challenge_row_text(challenge: ChallengeDay) -> str:
    """A challenge as the statistics name its row: "Challenge 1 Dec 2026 · hard"."""
    text = tr("Challenge %1 · %2", "a daily challenge by its date and tier")
    return text.replace("%1", written_date(challenge.date, DateForm.SHORT)).replace(
        "%2", tier_name(challenge.tier)
    )


def challenge_title(challenge: ChallengeDay, day_text: str) -> str:
    """A challenge's title: "Daily challenge, 1 December 2026 (hard)", day_text the date."""
    text = QCoreApplication.translate("MainWindow", "Daily challenge, %1 (%2)")
    return text.replace("%1", day_text).replace("%2", tier_name(challenge.tier))
