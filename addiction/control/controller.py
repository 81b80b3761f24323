"""The game controller: turns intent (clicks, keys, menu actions) into undo commands.

It owns the Game, the BoardModel and the QUndoStack, and has no widgets. The
engine decides what is legal; the controller only asks it first, so a refused
action becomes a message instead of a command, and every accepted change to
the game is a command on the stack. Giving up is the one exception: the engine
will not undo it, so it is no command and clears the stack instead.
"""

from __future__ import annotations

import secrets
import uuid

from PySide6.QtCore import QElapsedTimer, QObject, Signal
from PySide6.QtGui import QUndoStack

from addiction.control.hint_worker import HintWorker
from addiction.engine import EngineError, Game, GameStatus, Move, Rules, Shuffle
from addiction.engine.board import MAX_DEAL
from addiction.models.board_model import BoardModel
from addiction.models.commands import MoveCommand, RestartCommand, ShuffleCommand
from addiction.store.savegame import SaveFile
from addiction.store.statistics import GameResult


def random_deal_number() -> int:
    return secrets.randbelow(MAX_DEAL) + 1


class GameClock:
    """Playing time: runs from the first move while the game is on and the window active."""

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


class GameController(QObject):
    """Plays one game at a time; tells the window what to show through signals."""

    stateChanged = Signal()  # counters, status, what is enabled: after every change
    newGameStarted = Signal()  # a different game (not a restart): drop end-of-game views
    message = Signal(str)  # one sentence for the status bar: a refusal, a hint
    gameFinished = Signal(object)  # GameResult, once per game, for the statistics

    def __init__(
        self,
        game: Game,
        save_file: SaveFile | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self._save_file = save_file
        self._model = BoardModel(game, self)
        self._stack = QUndoStack(self)
        self._clock = GameClock()
        self._window_active = True
        self._started = False
        self._game_id = uuid.uuid4().hex
        self._last_status = game.status
        self._quiet = False
        # Bumped on every change, so a hint computed for an older position is dropped.
        self._position_id = 0
        self._hint_said = False  # the status bar shows a hint's sentence
        self._hints = HintWorker(self)
        self._hints.hintReady.connect(self._show_hint)

    # --- what the window reads ---------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def model(self) -> BoardModel:
        return self._model

    @property
    def undo_stack(self) -> QUndoStack:
        return self._stack

    @property
    def hint_worker(self) -> HintWorker:
        return self._hints

    def elapsed_seconds(self) -> float:
        return self._clock.seconds()

    @property
    def clock_running(self) -> bool:
        return self._clock.running

    # --- intent ----------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Play a move if the engine allows it; otherwise say why. True if played."""
        if self._game.status is not GameStatus.PLAYING:
            self.message.emit(f"The game is over ({self._game.status.value}).")
            return False
        try:
            self._game.board.check_move(move)
        except EngineError as error:
            self.message.emit(_sentence(str(error)))
            return False
        self._stack.push(MoveCommand(self, move))
        return True

    def shuffle(self) -> bool:
        """Spend a shuffle if the rules allow one now; otherwise say why. True if shuffled."""
        refusal = self._game.shuffle_refusal
        if refusal is not None:
            self.message.emit(_sentence(f"Cannot shuffle: {refusal}"))
            return False
        self._stack.push(ShuffleCommand(self))
        if not self._game.rules.undo_across_shuffle:
            # A checkpoint: nothing before the shuffle may come back. The engine
            # refuses to undo it too; clearing the stack keeps the two in step.
            self._stack.clear()
            self.stateChanged.emit()
        return True

    def undo(self) -> None:
        self._stack.undo()

    def redo(self) -> None:
        self._stack.redo()

    def restart(self) -> None:
        """Back to the initial layout. Undoable, so a stray Restart loses nothing."""
        if self.can_restart:
            self._stack.push(RestartCommand(self))

    def give_up(self) -> bool:
        """End the game as a loss, counted as given up. True if given up.

        Not undoable: the engine refuses to undo a give-up or anything before
        it, so the stack is cleared as well (a checkpoint, like a Montana
        shuffle). Restart still brings the deal back, and is undoable as ever.
        """
        if not self.can_give_up:
            self.message.emit(f"The game is over ({self._game.status.value}).")
            return False
        self._game.give_up()
        self._stack.clear()
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

    def new_game(self, game: Game | None = None) -> None:
        """Start another game (a random numbered deal under the same rules by default).

        Leaving a game that is not over, with moves made, counts as giving up.
        """
        if self._game.status is GameStatus.PLAYING and self._game.history:
            self._record()
        self._start(game if game is not None else Game.new(random_deal_number(), self.rules))

    def restore(self, game: Game, elapsed_seconds: float, game_id: str | None = None) -> None:
        """Take up a saved game with its undo history and redo branch.

        The history is replayed through the same commands as live play, so the
        stack holds the same steps a player would have left (a Montana shuffle
        still clears what lies before it).
        """
        fresh = Game(game.initial, game.rules, deal_number=game.deal_number, seed=game.seed)
        self._start(fresh, elapsed_seconds, autosave=False)
        if game_id is not None:
            self._game_id = game_id
        self._quiet = True
        try:
            for action in (*game.history, *game.redo_actions):
                if isinstance(action, Shuffle):
                    self.shuffle()
                else:
                    self.play(action)
            for _ in game.redo_actions:
                self._stack.undo()
        finally:
            self._quiet = False
        fresh.given_up = game.given_up
        if fresh.given_up:
            self._stack.clear()  # as give_up(): nothing before a give-up comes back
        self._started = bool(game.history) or elapsed_seconds > 0
        # A finished game was recorded when it finished, before it was saved.
        self._last_status = fresh.status
        self._model.refresh(True)  # a given-up game offers no moves
        self._after_change(full=True, autosave=False)

    @property
    def rules(self) -> Rules:
        return self._game.rules

    def request_hint(self) -> None:
        """Search for a hint off the GUI thread; the answer marks the board when it comes."""
        if self._game.status is not GameStatus.PLAYING:
            return
        self.message.emit("Looking for a hint…")
        self._hints.request(self._position_id, self._game.board, self._game.can_shuffle)

    def set_window_active(self, active: bool) -> None:
        """The clock pauses while the window is inactive or minimised."""
        self._window_active = active
        self._update_clock()

    def save(self) -> None:
        """Write the autosave now (also done after every change)."""
        if self._save_file is None:
            return
        try:
            self._save_file.save(self._game, self._clock.seconds(), self._game_id)
        except OSError as error:
            # A full disk or a read-only folder must not stop the game.
            self.message.emit(f"The game could not be saved: {error.strerror or error}.")

    def shutdown(self) -> None:
        self.save()
        self._hints.shutdown()

    # --- the GameSession the commands act on ---------------------------------

    def replace_game(self, game: Game) -> None:
        self._game = game
        self._model.set_game(game)
        self._after_change(full=True)

    def game_changed(self, full: bool) -> None:
        self._model.refresh(full)
        self._after_change(full)

    # --- inside --------------------------------------------------------------

    def _start(self, game: Game, elapsed_seconds: float = 0.0, autosave: bool = True) -> None:
        self._stack.clear()
        self._game = game
        self._model.set_game(game)
        self._clock = GameClock(elapsed_seconds)
        self._started = False
        self._game_id = uuid.uuid4().hex
        self._last_status = game.status
        self.newGameStarted.emit()
        self._after_change(full=True, autosave=autosave)

    def _after_change(self, full: bool, autosave: bool = True) -> None:
        self._position_id += 1
        if self._quiet:
            return
        if self._hint_said:
            self._hint_said = False
            self.message.emit("")  # the hint's sentence goes with its marks
        self._model.set_hint(None)
        if self._game.history:
            self._started = True
        status = self._game.status
        if status is not self._last_status and status is not GameStatus.PLAYING:
            self._record()
        self._last_status = status
        self._update_clock()
        if autosave:
            self.save()
        self.stateChanged.emit()

    def _update_clock(self) -> None:
        self._clock.set_running(
            self._started and self._window_active and self._game.status is GameStatus.PLAYING
        )

    def _record(self) -> None:
        """Each time a game ends, and when it is left unfinished. Every result of one
        game carries the same game_id, so the statistics keep only its latest: a loss
        undone and then won counts as a win, not as both.

        The outcome follows the game: won, given up (from Give up, or left while
        still being played), or lost (stuck with no shuffle left)."""
        game = self._game
        if game.status is GameStatus.WON:
            outcome = "won"
        elif game.given_up or game.status is GameStatus.PLAYING:
            outcome = "given-up"
        else:
            outcome = "lost"
        self.gameFinished.emit(
            GameResult(
                rules_key=game.rules.key,
                deal_number=game.deal_number,
                code=game.code,
                outcome=outcome,
                in_place=game.board.in_place_count(),
                moves=game.moves_made,
                shuffles_used=game.shuffles_used,
                seconds=self._clock.seconds(),
                game_id=self._game_id,
            )
        )

    def _show_hint(self, position_id: int, hint: object) -> None:
        if position_id != self._position_id:
            return  # the position changed while the search ran
        if hint is None:
            self.message.emit("No hint could be found.")
            return
        self._model.set_hint(hint.move)  # type: ignore[attr-defined]
        self.message.emit(hint.message)  # type: ignore[attr-defined]
        self._hint_said = True


def _sentence(text: str) -> str:
    """An engine message ("the gap ... is dead") as a sentence for the status bar."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith(".") else text + "."
