"""The game's sounds, cued by what the controller and the board report: a card
placed, a refused move or drop, a shuffle, a hint, a win, and a level's stars
(docs/sound.md).

Each cue asks the preferences whether sound is on and how loud (View > Sound and
Volume, addiction/ui/window/view_choices.py), so the menu and the cues share
nothing but the preferences. The player (addiction/ui/sound/) is loaded with the
first sound, not at start-up, and is one per process.
"""

from __future__ import annotations

import os
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from addiction.control.action_player import ActionPlayer
from addiction.control.controller import GameController
from addiction.control.notices import (
    HintSearch,
    HintShown,
    MoveRefused,
    Notice,
    ShuffleRefused,
    WorkerFailed,
)
from addiction.engine import GameStatus, Shuffle
from addiction.store.settings import Preferences
from addiction.ui.board import BoardView
from addiction.ui.sound import LEVEL_WINS, Sound

if TYPE_CHECKING:
    from addiction.ui.sound.player import SoundPlayer

#: How loud each of View > Volume's choices plays the sounds, of their full loudness.
GAINS = {"quiet": 0.25, "medium": 0.5, "loud": 1.0}


@cache
def shared_player(device: str) -> SoundPlayer:
    """The process's player (on this ALSA device, where sound goes through ALSA),
    closed when the application quits."""
    from addiction.ui.sound.player import SoundPlayer

    player = SoundPlayer(device)
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(player.close)
    return player


def chosen_device() -> str:
    """The ALSA device the sounds play on: the desktop's ("default"), unless
    ADDICTION_SOUND_DEVICE names another ("null" for a silent run: the tests)."""
    return os.environ.get("ADDICTION_SOUND_DEVICE") or "default"


class SoundCues(QObject):
    """Plays the sound of each thing that happens in the window's game, on an ALSA
    device (chosen_device() unless told). The app playing (app_player) places its
    cards with the same sound, but the hints it asks itself for make none."""

    def __init__(
        self,
        window: QObject,
        controller: GameController,
        app_player: ActionPlayer,
        view: BoardView,
        preferences: Preferences,
        device: str | None = None,
    ) -> None:
        super().__init__(window)
        self._controller = controller
        self._app_player = app_player
        self._preferences = preferences
        self._device = device if device is not None else chosen_device()
        game = controller.game
        self._game, self._history, self._status = game, game.history, game.status
        controller.stateChanged.connect(self._game_changed)
        controller.hintShown.connect(self._hint_shown)
        controller.message.connect(self._notice)
        view.dropRefused.connect(self._drop_refused)

    def _game_changed(self) -> None:
        """A move or a shuffle on the same game (played, or redone), or its win; a
        new deal, a restart, an undo or a game taken up makes no sound."""
        game = self._controller.game
        same = game is self._game
        grew = same and len(game.history) > len(self._history)
        won = same and game.status is GameStatus.WON and self._status is not GameStatus.WON
        self._game, self._history, self._status = game, game.history, game.status
        if won:
            self.play(self._win_sound())
        elif grew:
            self.play(Sound.SHUFFLE if isinstance(game.history[-1], Shuffle) else Sound.PLACE)

    def _win_sound(self) -> Sound:
        """The win, with a chime for each star when a level was won (not by the app)."""
        level = self._controller.level
        outcome = self._controller.game.outcome(self._controller.elapsed_seconds())
        if level is None or outcome is None or not self._controller.counted:
            return Sound.WIN
        return LEVEL_WINS[level.stars(outcome) - 1]

    def _hint_shown(self, shown: HintShown) -> None:
        news = shown.news
        if self._app_player.autoplaying or news is None:
            return
        if not isinstance(news, (HintSearch, WorkerFailed)):
            self.play(Sound.HINT)

    def _notice(self, notice: Notice) -> None:
        if isinstance(notice, (MoveRefused, ShuffleRefused)):
            self.play(Sound.REFUSED)

    def _drop_refused(self) -> None:
        self.play(Sound.REFUSED)

    def play(self, sound: Sound) -> None:
        """The sound at the chosen volume, when sound is on."""
        if self._preferences.sound:
            gain = GAINS[self._preferences.sound_volume]
            shared_player(self._device).play(sound, gain)
