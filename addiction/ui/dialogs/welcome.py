"""The welcome: what a new player is offered on the first start (and from Help).

Four ways in, each a large button with one sentence: today's daily deal, the
campaign (level 1 is a guided first game), a random deal, and how to play. The
dialog only says what was chosen (`choice`); the window starts it
(addiction/ui/window/welcome.py).
"""

from __future__ import annotations

import enum

from PySide6.QtWidgets import (
    QCommandLinkButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from .common import CentredOverParent, heading_font_label, muted


class WelcomeChoice(enum.Enum):
    DAILY = "daily"
    CAMPAIGN = "campaign"
    RANDOM = "random"
    HOW_TO_PLAY = "how-to-play"


class WelcomeDialog(QDialog):
    """The four ways in. today is the daily deal's date as the player reads it;
    next_level the campaign level to play next (1 for a new player). After exec,
    choice says which was chosen (None: closed, the dealt game stays)."""

    def __init__(self, today: str, next_level: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Welcome"))
        self.choice: WelcomeChoice | None = None
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(heading_font_label(self.tr("Welcome to Addiction Solitaire"), 1.5))
        summary = muted(
            QLabel(
                self.tr(
                    "Slide cards into the gaps until each row runs 2 to King in one suit. "
                    "A few shuffles help when you are stuck."
                )
            )
        )
        summary.setWordWrap(True)
        layout.addWidget(summary)
        if next_level == 1:
            campaign = (
                self.tr("Start the campaign"),
                self.tr(
                    "Level 1 is a guided first game: the hint shows a good move after "
                    "each of yours. Sixty levels, up to three stars each."
                ),
            )
        else:
            campaign = (
                self.tr("Go on with the campaign"),
                self.tr("Level %1 is next.").replace("%1", str(next_level)),
            )
        self.buttons: dict[WelcomeChoice, QCommandLinkButton] = {}
        for choice, (title, description) in (
            (
                WelcomeChoice.DAILY,
                (
                    self.tr("Play today's daily deal"),
                    self.tr(
                        "%1: the same deal for everyone today, and the solver has won it."
                    ).replace("%1", today),
                ),
            ),
            (WelcomeChoice.CAMPAIGN, campaign),
            (
                WelcomeChoice.RANDOM,
                (
                    self.tr("Deal a random game"),
                    self.tr("One of four billion numbered deals, under your rules."),
                ),
            ),
            (
                WelcomeChoice.HOW_TO_PLAY,
                (self.tr("Learn how to play"), self.tr("The rules, with pictures.")),
            ),
        ):
            button = QCommandLinkButton(title, description, self)
            button.clicked.connect(lambda _=False, chosen=choice: self._choose(chosen))
            layout.addWidget(button)
            self.buttons[choice] = button
        self.buttons[WelcomeChoice.DAILY].setDefault(True)
        self.buttons[WelcomeChoice.DAILY].setFocus()
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        self.setMinimumWidth(520)
        if parent is not None:  # opened at start-up, before the window is placed
            CentredOverParent(self)

    def _choose(self, choice: WelcomeChoice) -> None:
        self.choice = choice
        self.accept()
