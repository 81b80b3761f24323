"""The welcome in the main window: shown once, on a player's first start, and from
Help > Welcome (addiction/ui/dialogs/welcome.py), and the guided first level.

"First start" is remembered in the preferences (Preferences.welcomed), so it never
nags; a player who ran an older version (the window's size was saved), or whose
autosaved game with moves is taken up, is not greeted as new. Level 1 is a guided
game: while it is played, the hint shows itself after every move of the player's
(hints cost nothing in the statistics).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from addiction.control.controller import GameController
from addiction.engine import Board, GameStatus
from addiction.store.settings import Preferences
from addiction.ui.campaign_actions import CampaignActions
from addiction.ui.window.dialog_openers import DialogOpeners
from addiction.ui.window.game_starts import GameStarts
from addiction.ui.wording import written_date

#: The level that guides a new player with a hint after each move.
GUIDED_LEVEL = 1


class Welcome:
    """Greets a new player and starts what they choose through the window's own
    ways to start games (starts, campaign) or opens How to play (dialogs)."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        preferences: Preferences,
        starts: GameStarts,
        campaign: CampaignActions,
        dialogs: DialogOpeners,
    ) -> None:
        self._window = window
        self._controller = controller
        self._preferences = preferences
        self._starts = starts
        self._campaign = campaign
        self._dialogs = dialogs
        self._guided: Board | None = None  # the position the guide last asked about
        controller.stateChanged.connect(self._guide)

    def greet_on_first_start(self) -> None:
        """The welcome, the first time the game starts for this player only."""
        if self._preferences.welcomed:
            return
        self._preferences.welcomed = True
        # Not new: a window was closed before (an older version saved its size), or a
        # game with moves was taken up from the autosave (the app killed before).
        if self._preferences.geometry.isEmpty() and not self._controller.game.moved:
            self.show()

    def show(self) -> None:
        # It names the level to play next: the campaign's file read first, off the GUI thread.
        if not self._campaign.when_read(self.show):
            return
        # Loaded when first shown: the first frame needs neither it nor its button box.
        from addiction.ui.dialogs.welcome import WelcomeChoice, WelcomeDialog

        dialog = WelcomeDialog(
            written_date(self._controller.today()),
            self._campaign.next_level(),
            self._window,
        )
        if not dialog.exec():
            return
        match dialog.choice:
            case WelcomeChoice.DAILY:
                self._starts.play_daily()
            case WelcomeChoice.CAMPAIGN:
                self._campaign.start_level_requested(self._campaign.next_level())
            case WelcomeChoice.RANDOM:
                self._starts.new_game()
            case WelcomeChoice.HOW_TO_PLAY:
                self._dialogs.show_help()

    def _guide(self) -> None:
        """In the guided level, the next hint as soon as the player may move."""
        controller = self._controller
        level = controller.level
        board = controller.game.board
        if (
            level is not None
            and level.number == GUIDED_LEVEL
            and controller.counted
            and controller.game.status is GameStatus.PLAYING
            and board != self._guided  # the window changes for more than moves
        ):
            self._guided = board
            controller.request_hint()
