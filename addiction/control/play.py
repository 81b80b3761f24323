"""Playing the game on the table: moves, shuffles, undo and restart as commands on
the undo stack, giving up, the clock, the autosave, and taking a saved game up.

The engine decides what is legal; GamePlay only asks it first, so a refused
action becomes a notice instead of a command, and every accepted change to the
game is a command on the stack (addiction/models/commands.py acts on GamePlay,
its GameSession). Giving up is the one exception: the engine will not undo it,
so it is no command and clears the stack instead. A game that ends is recorded
(addiction/control/record.py) as it ends.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Protocol
from weakref import WeakSet

from PySide6.QtCore import QElapsedTimer, QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from addiction.control.notices import GameOver, MoveRefused, Notice, SaveFailed, ShuffleRefused
from addiction.control.sources import Origin
from addiction.engine import Action, Board, Game, GameStatus, Move, Shuffle
from addiction.models.board_model import BoardModel
from addiction.models.commands import MoveCommand, RestartCommand, ShuffleCommand
from addiction.store.savegame import SavedGame, SaveFile

if TYPE_CHECKING:
    from addiction.control.record import GameRecord


class GameClock:
    """Playing time: runs from the first move while the game is on and the window active
    (and never again once the game was won: GamePlay keeps a win's time)."""

    def __init__(self, seconds: float = 0.0) -> None:
        self._banked = seconds
        self._timer = QElapsedTimer()

    @property
    def running(self) -> bool:
        return self._timer.isValid()

    def seconds(self) -> float:
        running = self._timer.elapsed() / 1000 if self._timer.isValid() else 0.0
        return self._banked + running

    def set_running(self, running: bool) -> None:
        if running and not self._timer.isValid():
            self._timer.start()
        elif not running and self._timer.isValid():
            self._banked += self._timer.elapsed() / 1000
            self._timer.invalidate()


class PlayEvents(Protocol):
    """What GamePlay tells its owner (the GameController, which signals the window)."""

    def tell(self, notice: Notice) -> None:
        """A refusal or a problem, for the status bar."""

    def new_game(self) -> None:
        """A different game (not a restart) is on the table."""

    def left_position(self, board: Board | None, quiet: bool) -> None:
        """The position changed (board: the one on the table, None when no game is
        being played); quiet: while a saved game is replayed."""

    def changed(self) -> None:
        """Counters, status, what is enabled: after every change."""


class GamePlay:
    """The game on the table, its board model, undo stack and clock."""

    def __init__(
        self,
        game: Game,
        record: GameRecord,
        save_file: SaveFile | None,
        events: PlayEvents,
        parent: QObject,
    ) -> None:
        self._game = game
        self._record = record
        self._save_file = save_file
        self._events = events
        self.model = BoardModel(game, parent)
        self.stack = QUndoStack(parent)
        self.clock = GameClock()
        #: What the game on the table was started as.
        self.origin = Origin()
        self._window_active = True
        self._window_blocked = False
        self._app_playing = False
        self._started = False
        self._quiet = False
        self._last_status = game.status
        # The games won on the table: a win is final, and so is its time (the one
        # the statistics keep), so the clock of a win undone stays where it stopped.
        self._won: WeakSet[Game] = WeakSet()
        record.begin(game)

    # --- the GameSession the commands act on ---------------------------------

    @property
    def game(self) -> Game:
        return self._game

    def elapsed_seconds(self) -> float:
        return self.clock.seconds()

    def replace_game(self, game: Game, elapsed_seconds: float) -> None:
        """A Restart or its undo: the same deal, a game object of its own."""
        if self._record.carry_on(game, self._game):
            self._record.note_kind(game, self.origin)  # a level restarted after its end
        self._game = game
        self.model.set_game(game)
        self.clock = GameClock(elapsed_seconds)
        self._started = bool(game.history)
        self._last_status = game.status
        self._after_change()

    def game_changed(self, full: bool) -> None:
        self.model.refresh(full)
        self._after_change()

    # --- intent ----------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Play a move if the engine allows it; otherwise say why. True if played."""
        if self._game.status is not GameStatus.PLAYING:
            self._events.tell(GameOver(self._game.status))
            return False
        refused = self._game.board.move_refusal(move)
        if refused is not None:
            self._events.tell(MoveRefused(refused))
            return False
        self.stack.push(MoveCommand(self, move))
        return True

    def shuffle(self) -> bool:
        """Spend a shuffle if the rules allow one now; otherwise say why. True if shuffled."""
        refusal = self._game.shuffle_refusal
        if refusal is not None:
            self._events.tell(ShuffleRefused(refusal))
            return False
        self.stack.push(ShuffleCommand(self))
        if not self._game.rules.undo_across_shuffle:
            # A checkpoint: nothing before the shuffle may come back. The engine
            # refuses to undo it too; clearing the stack keeps the two in step.
            self.stack.clear()
            self._events.changed()
        return True

    def restart(self) -> None:
        """Back to the initial layout, the clock back to zero. Undoable, so a stray
        Restart loses nothing (even after the app is started again: the save keeps
        the games a restart left behind)."""
        if self.can_restart:
            self.stack.push(RestartCommand(self))

    def take_back_to(self, index: int) -> None:
        """Undo down to the stack's index and drop what lay above it, with no redo
        into it: Show the route stopped takes its replay away (action_player.py), so
        the player's game is on the table again, as they left it."""
        self.stack.setIndex(index)
        dropper = QUndoCommand()
        dropper.setObsolete(True)  # pushed, it drops the redo branch and is not kept
        self.stack.push(dropper)
        self._events.changed()  # Redo is gone

    def give_up(self) -> bool:
        """End the game as a loss, counted as given up. True if given up.

        Not undoable: the engine refuses to undo a give-up or anything before
        it, so the stack is cleared as well (a checkpoint, like a Montana
        shuffle). Restart still brings the deal back, and is undoable as ever.
        """
        if not self.can_give_up:
            self._events.tell(GameOver(self._game.status))
            return False
        self._game.give_up()
        self.stack.clear()
        self.game_changed(False)  # the board stays; its moves are no longer offered
        return True

    @property
    def can_give_up(self) -> bool:
        """Only a game still being played can be given up."""
        return self._game.status is GameStatus.PLAYING

    @property
    def can_restart(self) -> bool:
        """Whether restarting would change anything."""
        game = self._game
        return bool(game.history or game.redo_actions or game.given_up)

    def set_window_active(self, active: bool) -> None:
        """The clock pauses while the window is inactive or minimised."""
        self._window_active = active
        self._update_clock()

    def set_window_blocked(self, blocked: bool) -> None:
        """The clock pauses while a modal dialog (statistics, rules, a question) is open."""
        self._window_blocked = blocked
        self._update_clock()

    def set_app_playing(self, playing: bool) -> None:
        """The clock stops while the app plays (Show the route, Autoplay): the time is
        the player's."""
        self._app_playing = playing
        self._update_clock()

    # --- games coming and going ---------------------------------------------------

    def start(self, game: Game, origin: Origin) -> None:
        """Leave the current game for game. A game being played with a move made
        counts as abandoned; a finished game was recorded when it ended."""
        self._record.record(self._game, self.origin, self.clock.seconds(), leaving=True)
        self.origin = origin
        self._start(game)

    def restore(self, saved: SavedGame) -> None:
        """Take up a saved game with its undo history, its redo branch, and the
        games its Restarts left behind.

        Each history is replayed through the same intents as live play, so the
        stack holds the same steps a player would have left (a Montana shuffle or
        a give-up still clears what lies before it).
        """
        segments = (*saved.earlier, saved)
        first = segments[0].game
        fresh = Game(first.initial, first.rules, deal_number=first.deal_number, seed=first.seed)
        self.origin = Origin()
        self._start(fresh, autosave=False)
        self._quiet = True
        try:
            for index, segment in enumerate(segments):
                if index:
                    self.stack.push(RestartCommand(self))
                self._replay(segment, redo=segment is saved)
        finally:
            self._quiet = False
        # A finished game was recorded when it finished, before it was saved.
        self._last_status = self._game.status
        if self._record.recorded_win(self._game):
            self._won.add(self._game)  # a win undone before the app was closed
        self.origin = self._record.origin_of(self._game)
        self.model.refresh(True)  # a given-up game offers no moves
        self._after_change(autosave=False)

    def adopt_route(self, route: tuple[Action, ...]) -> None:
        """The game on the table has route as its verified route from now on."""
        self.origin = replace(self.origin, route=route)

    def save(self) -> None:
        """Write the autosave now (also done after every change)."""
        if self._save_file is None:
            return
        game_id = self._record.id_of(self._game)
        try:
            self._save_file.save(self._game, self.clock.seconds(), game_id, self._restarted_games())
        except OSError as error:
            # A full disk or a read-only folder must not stop the game.
            self._events.tell(SaveFailed(str(error.strerror or error)))

    # --- inside --------------------------------------------------------------

    def _restarted_games(self) -> list[SavedGame]:
        """The games the Restarts still on the undo stack left behind, oldest first."""
        return [
            SavedGame(command.before, command.before_seconds, self._record.known_id(command.before))
            for command in (self.stack.command(i) for i in range(self.stack.index()))
            if isinstance(command, RestartCommand)
        ]

    def _replay(self, segment: SavedGame, redo: bool) -> None:
        game, current = segment.game, self._game
        for action in (*game.history, *(game.redo_actions if redo else ())):
            if isinstance(action, Shuffle):
                self.shuffle()
            else:
                self.play(action)
        if redo:
            for _ in game.redo_actions:
                self.stack.undo()
        current.given_up = game.given_up
        current.moved = game.moved
        if current.given_up:
            self.stack.clear()  # as give_up(): nothing before a give-up comes back
        if segment.game_id is not None:
            self._record.begin(current, segment.game_id)
        self.clock = GameClock(segment.elapsed)
        self._started = current.moved or segment.elapsed > 0

    def _start(self, game: Game, autosave: bool = True) -> None:
        self.stack.clear()
        self._game = game
        self.model.set_game(game)
        self.clock = GameClock()
        self._started = False
        self._record.begin(game)
        self._last_status = game.status
        self._events.new_game()
        self._after_change(autosave=autosave)

    def _after_change(self, autosave: bool = True) -> None:
        playing = self._game.status is GameStatus.PLAYING
        self._events.left_position(self._game.board if playing else None, self._quiet)
        if self._quiet:
            return
        self.model.set_hint(None)
        if self._game.history:
            self._started = True
        status = self._game.status
        if status is not self._last_status and status is not GameStatus.PLAYING:
            self._record.record(self._game, self.origin, self.clock.seconds(), leaving=False)
        if status is GameStatus.WON:
            self._won.add(self._game)
        self._last_status = status
        self._update_clock()
        if autosave:
            self.save()
        self._events.changed()

    def _update_clock(self) -> None:
        self.clock.set_running(
            self._started
            and self._window_active
            and not self._window_blocked
            and not self._app_playing
            and self._game.status is GameStatus.PLAYING
            and self._game not in self._won
        )
