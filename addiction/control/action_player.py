"""The app playing by itself: one action at a time, on a timer, through the controller.

One mechanism serves Play > Show the route (a game's verified route, replayed from
its initial layout) and Play > Autoplay (the app takes its own hints: ask, play
what the hint says, repeat). Every action goes through GameController.play /
shuffle, the very path a player's click takes, so each is a command on the undo
stack (Undo works afterwards), the board animates it as any move, and nothing
reaches the engine another way.

The game it plays is handed over first (GameController.hand_over): a game the
app plays is never recorded (docs/statistics.md, "Games the app plays").

It stops at the end, when the game on the table changes under it (another game,
an undo), when a step is refused, or when stop() is called: the window calls it
on any click or key (addiction/ui/window/watching.py). Whatever Autoplay played stays; a
route stopped before its end (or refused) is taken back, Restart and all, so the
player's own game is on the table again as they left it (the replay is not theirs).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from addiction.control.controller import GameController
from addiction.control.notices import HintSearch, HintShown
from addiction.engine import Action, Board, Game, GameStatus, Shuffle

if TYPE_CHECKING:
    from addiction.engine.hints import Hint, RoundWatch

#: The pause before each action, by speed (addiction/store/settings.py REPLAY_SPEEDS);
#: the slowest leaves time to follow the card's flight and read the board.
INTERVAL_MS = {"slow": 1200, "normal": 600, "fast": 200}


class StopReason(enum.Enum):
    """Why the player stopped (the window words it)."""

    FINISHED = "finished"  # the route is played out, or the game is over
    INTERRUPTED = "interrupted"  # stop(): a click or a key
    CHANGED = "changed"  # the game on the table changed under it
    REFUSED = "refused"  # the controller refused a step (the route does not fit)
    NO_HINT = "no-hint"  # Autoplay: the hint had nothing to play
    CYCLE = "cycle"  # Autoplay: the hints went round in a circle (engine/hints.py RoundWatch)


class ActionPlayer(QObject):
    """Plays a route (play_route) or the hints (play_hints) through a controller."""

    #: Actions played so far, and how many there are (0 when not known: Autoplay).
    progressed = Signal(int, int)
    started = Signal()
    stopped = Signal(StopReason)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else controller)
        self._controller = controller
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(INTERVAL_MS["normal"])
        self._timer.timeout.connect(self._step)
        self._route: tuple[Action, ...] | None = None  # None: Autoplay
        self._watch: RoundWatch | None = None  # Autoplay's positions of the round
        self._played = 0
        self._running = False
        self._waiting_for_hint = False
        # Where the undo stack stood before a route's Restart: a route stopped before
        # its end is taken back to there (the player's game, as they left it).
        self._take_back_to: int | None = None
        # The game and position last left, to notice a change made by anyone else.
        self._game: Game | None = None
        self._board: Board | None = None
        controller.newGameStarted.connect(lambda: self._stop(StopReason.CHANGED))
        controller.hintShown.connect(self._take_hint)

    # --- what the window asks for ---------------------------------------------

    @property
    def running(self) -> bool:
        return self._running

    @property
    def autoplaying(self) -> bool:
        """Playing the hints (Autoplay), not a route."""
        return self._running and self._route is None

    @property
    def played(self) -> int:
        """Actions played since the last start."""
        return self._played

    @property
    def total(self) -> int:
        """The route's length; 0 for Autoplay."""
        return len(self._route) if self._route is not None else 0

    def interval(self) -> int:
        """The pause before each action, in milliseconds."""
        return self._timer.interval()

    def set_speed(self, speed: str) -> None:
        """One of INTERVAL_MS's speeds; it applies from the next action on."""
        self.set_interval(INTERVAL_MS[speed])

    def set_interval(self, milliseconds: int) -> None:
        """The pause before each action (0: as fast as the event loop turns)."""
        self._timer.setInterval(milliseconds)

    def play_route(self, route: Sequence[Action]) -> None:
        """Restart the game from its initial layout (an undoable Restart) and play route
        there: moves, and shuffles that must deal what they dealt when it was made."""
        self.stop()
        controller = self._controller
        before = controller.undo_stack.index()
        controller.restart()
        if controller.game.history:
            return  # no Restart was possible: nothing is played over a game in its course
        controller.hand_over()
        self._start(tuple(route))
        self._take_back_to = before

    def play_hints(self) -> None:
        """Play the game on the table by its hints until it is over."""
        self.stop()
        if self._controller.game.status is not GameStatus.PLAYING:
            return
        self._controller.hand_over()
        from addiction.engine.hints import RoundWatch  # the hints load on first use

        self._watch = RoundWatch()
        self._watch.comes_back(self._controller.game)
        self._start(None)

    def stop(self) -> None:
        """Stop now (a click or a key); what was played stays on the board."""
        self._stop(StopReason.INTERRUPTED)

    # --- inside ---------------------------------------------------------------------

    def _start(self, route: tuple[Action, ...] | None) -> None:
        self._take_back_to = None
        self._route = route
        self._played = 0
        self._running = True
        self._note_position()
        self.started.emit()
        self.progressed.emit(0, self.total)
        self._timer.start()

    def _note_position(self) -> None:
        self._game = self._controller.game
        self._board = self._game.board

    def _unchanged(self) -> bool:
        game = self._controller.game
        return game is self._game and game.board == self._board

    def _step(self) -> None:
        if not self._running:
            return
        if not self._unchanged():
            self._stop(StopReason.CHANGED)
            return
        if self._route is None:
            if self._controller.game.status is not GameStatus.PLAYING:
                self._stop(StopReason.FINISHED)
                return
            self._waiting_for_hint = True
            self._controller.request_hint()
            return
        self._act(self._route[self._played])

    def _take_hint(self, shown: HintShown) -> None:
        """The controller's hint news (hintShown): a Hint to act on; no hint found,
        or no worker to look, stops Autoplay; "looking", "still looking" and "gone" are
        waited past."""
        from addiction.engine.hints import Hint  # loaded already: the answer needed it

        if not (self._running and self._waiting_for_hint):
            return
        hint = shown.news
        if hint is None or hint in (HintSearch.LOOKING, HintSearch.STILL_LOOKING):
            return
        self._waiting_for_hint = False
        if not isinstance(hint, Hint):
            self._stop(StopReason.NO_HINT)
        elif not self._unchanged():
            self._stop(StopReason.CHANGED)
        elif hint.move is not None:
            self._act(hint.move, hint)
        elif hint.shuffle:
            self._act(None, hint)
        else:
            self._stop(StopReason.NO_HINT)

    def _act(self, action: Action | None, taken: Hint | None = None) -> None:
        """Play a move, or shuffle (a route's Shuffle, or None: a hint's shuffle); a
        route's shuffle must deal the board it dealt when the route was made. taken:
        the hint that said so (Autoplay)."""
        controller = self._controller
        if action is None or isinstance(action, Shuffle):
            done = controller.shuffle()
            if done and action is not None and controller.game.board != action.result:
                done = False
        else:
            done = controller.play(action)
        if not done:
            self._stop(StopReason.REFUSED)
            return
        self._played += 1
        self._note_position()
        self.progressed.emit(self._played, self.total)
        finished = (
            self._played == self.total
            if self._route is not None
            else controller.game.status is not GameStatus.PLAYING
        )
        if finished:
            self._stop(StopReason.FINISHED)
        elif (
            taken is not None
            and self._watch is not None
            and self._watch.goes_round(controller.game, taken)
        ):
            self._stop(StopReason.CYCLE)
        else:
            self._timer.start()

    def _stop(self, reason: StopReason) -> None:
        if not self._running:
            return
        self._running = False
        self._waiting_for_hint = False
        self._timer.stop()
        back_to, self._take_back_to = self._take_back_to, None
        if back_to is not None and reason in (StopReason.INTERRUPTED, StopReason.REFUSED):
            # The route's replay is not the player's game: stopped short, it goes.
            self._controller.take_back_to(back_to)
        self.stopped.emit(reason)
