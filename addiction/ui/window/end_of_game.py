"""What the main window shows when a game stops: the "No moves left" banner over
the board while shuffles remain, and when the game is over the end panel (won,
given up, or lost) with its figures, and the confetti of a win. The words keep the
"MainWindow" translation context they were first filed under.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from addiction.control.controller import GameController
from addiction.engine import Game, GameStatus
from addiction.store.settings import Preferences
from addiction.ui.board import BoardView
from addiction.ui.campaign_actions import CampaignActions
from addiction.ui.panels import Banner, Celebration, EndPanel
from addiction.ui.window.watching import Watching

from .daily_end import DailyEnd
from .status_line import StatusLine, in_place_text, moves_text

translate = QCoreApplication.translate


class EndOfGame:
    """Shows or hides the stuck banner and the end panel as the game goes; the
    panel's Undo button (end_undo) hides where a game cannot be taken back."""

    def __init__(
        self,
        controller: GameController,
        preferences: Preferences,
        view: BoardView,
        panels: tuple[Banner, Celebration, EndPanel],
        end_undo: QPushButton,
        status: StatusLine,
        games: tuple[CampaignActions, DailyEnd],
        watching: Watching,
    ) -> None:
        self._controller = controller
        self._preferences = preferences
        self._view = view
        self._banner, self._celebration, self._end_panel = panels
        self._end_undo = end_undo
        self._status = status
        self._campaign, self._daily = games  # their lines and buttons on the panel
        self._watching = watching

    def update(self, game: Game) -> None:
        self._update_banner(game)
        self._update_end_panel(game)

    def _update_banner(self, game: Game) -> None:
        if game.status is GameStatus.PLAYING and game.is_stuck:
            left = game.shuffles_left
            shuffle = (
                translate("MainWindow", "Shuffle")
                if left is None
                else translate("MainWindow", "Shuffle (%1 left)").replace("%1", str(left))
            )
            self._banner.label.setText(
                translate("MainWindow", "No moves left. %1 to deal the loose cards again.").replace(
                    "%1", shuffle
                )
            )
            self._banner.button.setText(shuffle)
            self._banner.show()
        else:
            self._banner.hide()

    def hide(self) -> None:
        self._celebration.hide()
        if self._end_panel.isVisible():
            self._end_panel.hide()
            self._view.setFocus()  # its buttons had the focus; the keys belong to the board

    def _update_end_panel(self, game: Game) -> None:
        status = game.status
        if status is GameStatus.PLAYING:
            self.hide()
            return
        if self._end_panel.isVisible():
            return
        summary = " · ".join(
            (
                in_place_text(game.board),
                moves_text(game.moves_made),
                translate("MainWindow", "Shuffles used: %1").replace("%1", str(game.shuffles_used)),
                self._status.time_text(),
            )
        )
        won = status is GameStatus.WON
        summary += self._campaign.update_end_panel(won) + self._daily.update_end_panel()
        # A give-up cannot be undone (Restart brings the deal back instead).
        self._end_undo.setVisible(not won and not game.given_up)
        if won:
            # A game the app played (Autoplay, Show the route) is never the player's win.
            title = (
                translate("MainWindow", "You won!")
                if self._controller.counted
                else self._watching.won_title(False)
            )
        elif game.given_up:
            title = translate("MainWindow", "Game given up")
        else:
            title = translate("MainWindow", "No moves left")
            summary = (
                translate("MainWindow", "No shuffles are left to deal the cards again.")
                + "\n"
                + summary
            )
        animate = self._preferences.animations
        if won and animate:
            self._celebration.start()
        self._end_panel.present(title, summary, animate=animate)
