"""The game controller: turns intent (clicks, keys, menu actions) into undo commands.

It owns the Game, the BoardModel and the QUndoStack, and has no widgets. The
engine decides what is legal; the controller only asks it first, so a refused
action becomes a message instead of a command, and every accepted change to
the game is a command on the stack. Giving up is the one exception: the engine
will not undo it, so it is no command and clears the stack instead.

It is the one place that starts games (start_game and the new_* / open_code
helpers the window and the command line call) and the one owner of what
happened to a game: it records each result in the statistics, next to the
autosave, under the counting rules of addiction/engine/outcome.py.
"""

from __future__ import annotations

import datetime
import secrets
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from PySide6.QtCore import QElapsedTimer, QObject, Signal
from PySide6.QtGui import QUndoStack

from addiction.control.hint_worker import HintWorker
from addiction.control.process_worker import ProcessWorker, WorkerFailed
from addiction.engine import (
    MAX_DEAL,
    EngineError,
    Game,
    GameStatus,
    Move,
    Outcome,
    Rules,
    Shuffle,
    Termination,
)
from addiction.engine.daily import Daily, for_date, lookup
from addiction.models.board_model import BoardModel
from addiction.models.commands import MoveCommand, RestartCommand, ShuffleCommand
from addiction.store.savegame import SavedGame, SaveFile
from addiction.store.statistics import GameResult, StatisticsDatabase, StatisticsError


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


@dataclass(frozen=True)
class DailyPlay:
    """The game being played is date's daily deal; on_the_day: played as that day's
    daily (it counts for the daily streak), not later from the calendar."""

    date: datetime.date
    on_the_day: bool


class GameController(QObject):
    """Plays one game at a time; tells the window what to show through signals."""

    stateChanged = Signal()  # counters, status, what is enabled: after every change
    newGameStarted = Signal()  # a different game (not a restart): drop end-of-game views
    message = Signal(str)  # one sentence for the status bar: a refusal, a notice
    # The hint's sentence and whether it advises a shuffle; ("", False) once the
    # position changes (the sentence stays until then).
    hintShown = Signal(str, bool)
    gameFinished = Signal(object)  # GameResult, each time a game ends or is left

    def __init__(
        self,
        game: Game,
        save_file: SaveFile | None = None,
        statistics: StatisticsDatabase | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self._save_file = save_file
        self._statistics = statistics
        #: The rule set new random and numbered deals are dealt under (the
        #: window keeps it equal to the preferences).
        self.rules_for_new_games = game.rules
        self._model = BoardModel(game, self)
        self._stack = QUndoStack(self)
        self._clock = GameClock()
        self._window_active = True
        self._window_blocked = False
        self._started = False
        self._quiet = False
        # The statistics identity of each Game object the undo stack can bring back:
        # a Restart made while playing goes on with the same id, one after the end
        # starts a new counted game.
        self._game_ids: WeakKeyDictionary[Game, str] = WeakKeyDictionary()
        self._game_ids[game] = uuid.uuid4().hex
        self._last_status = game.status
        # Bumped on every change, so a hint computed for an older position is dropped.
        self._position_id = 0
        self._hint_said = False  # a hint's sentence is shown
        self._hints = HintWorker(self)
        self._hints.hintReady.connect(self._show_hint)
        #: The player's local date, for today's daily deal (tests set another).
        self.today: Callable[[], datetime.date] = datetime.date.today
        self._daily: DailyPlay | None = None
        self._daily_request = 0  # bumped by every start: a daily still being derived is dropped
        self._daily_on_the_day = True  # of the daily being derived
        # A date the data file does not hold is derived in a worker process.
        self._daily_worker = ProcessWorker("daily", self)
        self._daily_worker.ready.connect(self._daily_ready)

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
    def statistics(self) -> StatisticsDatabase | None:
        return self._statistics

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
        """Back to the initial layout, the clock back to zero. Undoable, so a stray
        Restart loses nothing (even after the app is started again: the save keeps
        the games a restart left behind)."""
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

    @property
    def leaving_counts_as_loss(self) -> bool:
        """Whether starting another game now would record this one as abandoned
        (a game being played with a move made, and not won already: a win undone
        stays a win): the window asks first."""
        if self._game.status is not GameStatus.PLAYING:
            return False
        if self._game.outcome(0.0, leaving=True) is None:
            return False
        if self._statistics is None:
            return True
        try:
            return self._statistics.outcome_of(self.game_id) is not Termination.WON
        except StatisticsError:
            return True

    # --- the one place that starts games --------------------------------------

    def start_game(self, game: Game, daily_play: DailyPlay | None = None) -> None:
        """Leave the current game for game. A game being played with a move made
        counts as abandoned (Outcome); a finished game was recorded when it ended.
        daily_play: game is a date's daily deal (start_daily)."""
        self._record(leaving=True)
        self._daily_request += 1
        self._daily = daily_play
        self._start(game)

    def new_random_game(self, rules: Rules | None = None) -> None:
        """A random numbered deal, under rules or the rules for new games."""
        self.start_game(Game.new(random_deal_number(), rules or self.rules_for_new_games))

    def new_numbered_deal(self, number: int, rules: Rules | None = None) -> None:
        """Deal #number; DealNumberError (nothing changes) when there is no such deal."""
        self.start_game(Game.new(number, rules or self.rules_for_new_games))

    def open_code(self, code: str) -> None:
        """The game a code stands for, under its own rules; GameCodeError (nothing
        changes) for a bad code."""
        self.start_game(Game.from_code(code))

    def start_daily(self, date: datetime.date, on_the_day: bool = True, wait: bool = False) -> None:
        """date's daily deal (docs/daily.md): at once when the data file holds the date;
        otherwise it is derived in a worker process and starts when it is ready (or
        here and now with wait, for a screenshot). on_the_day: it counts for the
        daily streak (today's daily; not a past day played from the calendar)."""
        day = for_date(date) if wait else lookup(date)
        if day is not None:
            self._start_daily(day, on_the_day)
            return
        self._daily_request += 1
        self.message.emit("Preparing the daily deal…")
        self._daily_worker.submit(self._daily_request, date)
        self._daily_on_the_day = on_the_day

    @property
    def daily(self) -> DailyPlay | None:
        """The daily deal being played, or None for any other game."""
        return self._daily

    def _daily_ready(self, request_id: int, day: Daily | None) -> None:
        if request_id != self._daily_request:
            return  # another game was started meanwhile
        if day is None:
            self.message.emit("The daily deal could not be prepared.")
            return
        self.message.emit("")  # "Preparing the daily deal…" is over
        self._start_daily(day, self._daily_on_the_day)

    def _start_daily(self, day: Daily, on_the_day: bool) -> None:
        self.start_game(day.new_game(), DailyPlay(day.date, on_the_day))
        if self._statistics is not None:
            try:
                self._statistics.note_daily_game(self.game_id, day.date, on_the_day)
            except StatisticsError as error:
                self.message.emit(str(error))

    def _daily_of_restored_game(self) -> DailyPlay | None:
        """The daily a game taken up from the autosave was started as, if any."""
        if self._statistics is None:
            return None
        try:
            known = self._statistics.daily_game(self.game_id)
        except StatisticsError:
            return None
        return None if known is None else DailyPlay(*known)

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
        self._start(fresh, autosave=False)
        self._quiet = True
        try:
            for index, segment in enumerate(segments):
                if index:
                    self._stack.push(RestartCommand(self))
                self._replay(segment, redo=segment is saved)
        finally:
            self._quiet = False
        # A finished game was recorded when it finished, before it was saved.
        self._last_status = self._game.status
        self._daily = self._daily_of_restored_game()
        self._model.refresh(True)  # a given-up game offers no moves
        self._after_change(full=True, autosave=False)

    def _replay(self, segment: SavedGame, redo: bool) -> None:
        game, current = segment.game, self._game
        for action in (*game.history, *(game.redo_actions if redo else ())):
            if isinstance(action, Shuffle):
                self.shuffle()
            else:
                self.play(action)
        if redo:
            for _ in game.redo_actions:
                self._stack.undo()
        current.given_up = game.given_up
        current.moved = game.moved
        if current.given_up:
            self._stack.clear()  # as give_up(): nothing before a give-up comes back
        if segment.game_id is not None:
            self._game_ids[current] = segment.game_id
        self._clock = GameClock(segment.elapsed)
        self._started = current.moved or segment.elapsed > 0

    @property
    def rules(self) -> Rules:
        return self._game.rules

    def request_hint(self) -> None:
        """Search for a hint off the GUI thread; the answer marks the board when it comes."""
        if self._game.status is not GameStatus.PLAYING:
            return
        from addiction.engine.hints import NextShuffle  # the hints load on first use

        self._say_hint("Looking for a hint…", shuffle=False)
        game = self._game
        next_shuffle = NextShuffle.of(game)
        self._hints.request(self._position_id, game.board, game.can_shuffle, next_shuffle)

    def set_window_active(self, active: bool) -> None:
        """The clock pauses while the window is inactive or minimised."""
        self._window_active = active
        self._update_clock()

    def set_window_blocked(self, blocked: bool) -> None:
        """The clock pauses while a modal dialog (statistics, rules, a question) is open."""
        self._window_blocked = blocked
        self._update_clock()

    @property
    def game_id(self) -> str:
        """The statistics identity of the game being played."""
        return self._game_ids[self._game]

    def save(self) -> None:
        """Write the autosave now (also done after every change)."""
        if self._save_file is None:
            return
        try:
            self._save_file.save(
                self._game, self._clock.seconds(), self.game_id, self._restarted_games()
            )
        except OSError as error:
            # A full disk or a read-only folder must not stop the game.
            self.message.emit(f"The game could not be saved: {error.strerror or error}.")

    def _restarted_games(self) -> list[SavedGame]:
        """The games the Restarts still on the undo stack left behind, oldest first."""
        return [
            SavedGame(command.before, command.before_seconds, self._game_ids.get(command.before))
            for command in (self._stack.command(i) for i in range(self._stack.index()))
            if isinstance(command, RestartCommand)
        ]

    def shutdown(self) -> None:
        """Save, stop the hint worker and close the statistics: the app is quitting."""
        self.save()
        self._hints.shutdown()
        self._daily_worker.shutdown()
        if self._statistics is not None:
            self._statistics.close()
            self._statistics = None

    # --- the GameSession the commands act on ---------------------------------

    def replace_game(self, game: Game, elapsed_seconds: float) -> None:
        """A Restart or its undo: the same deal, a game object of its own."""
        if game not in self._game_ids:
            # Restarted while playing: the same counted game; after its end: a new one.
            self._game_ids[game] = self.game_id if game.moved else uuid.uuid4().hex
        self._game = game
        self._model.set_game(game)
        self._clock = GameClock(elapsed_seconds)
        self._started = bool(game.history)
        self._last_status = game.status
        self._after_change(full=True)

    def game_changed(self, full: bool) -> None:
        self._model.refresh(full)
        self._after_change(full)

    # --- inside --------------------------------------------------------------

    def _start(self, game: Game, autosave: bool = True) -> None:
        self._stack.clear()
        self._game = game
        self._model.set_game(game)
        self._clock = GameClock()
        self._started = False
        self._game_ids[game] = uuid.uuid4().hex
        self._last_status = game.status
        self.newGameStarted.emit()
        self._after_change(full=True, autosave=autosave)

    def _after_change(self, full: bool, autosave: bool = True) -> None:
        self._position_id += 1
        playing = self._game.status is GameStatus.PLAYING
        self._hints.position_changed(self._game.board if playing else None)
        if self._quiet:
            return
        if self._hint_said:
            self._hint_said = False
            self.hintShown.emit("", False)  # the hint's sentence goes with its marks
        self._model.set_hint(None)
        if self._game.history:
            self._started = True
        status = self._game.status
        if status is not self._last_status and status is not GameStatus.PLAYING:
            self._record(leaving=False)
        self._last_status = status
        self._update_clock()
        if autosave:
            self.save()
        self.stateChanged.emit()

    def _update_clock(self) -> None:
        self._clock.set_running(
            self._started
            and self._window_active
            and not self._window_blocked
            and self._game.status is GameStatus.PLAYING
        )

    def _record(self, leaving: bool) -> None:
        """Each time a game ends, and when it is left while being played (then as
        abandoned). Every result of one game carries the same game id, and the
        statistics keep the latest unless a win came first (a win is final)."""
        game = self._game
        if leaving and game.status is not GameStatus.PLAYING:
            return  # recorded when it ended
        outcome: Outcome | None = game.outcome(self._clock.seconds(), leaving=leaving)
        if outcome is None:
            return  # no move made: not counted
        result = GameResult(
            rules_key=game.rules.key,
            deal_number=game.deal_number,
            code=game.code,
            outcome=outcome.termination,
            in_place=outcome.in_place,
            moves=outcome.moves,
            shuffles_used=outcome.shuffles_used,
            seconds=outcome.seconds,
            game_id=self.game_id,
        )
        if self._statistics is not None:
            try:
                self._statistics.record(result)
            except StatisticsError as error:
                self.message.emit(f"{error} It is kept and will be added at the next start.")
            self._record_daily(outcome)
        self.gameFinished.emit(result)

    def _record_daily(self, outcome: Outcome) -> None:
        """A daily's result as its date's result too (the first finished game counts)."""
        if self._daily is None or self._statistics is None:
            return
        try:
            self._statistics.record_daily(
                self._daily.date, self.game_id, outcome.termination, self._daily.on_the_day
            )
        except StatisticsError as error:
            self.message.emit(str(error))

    def _show_hint(self, position_id: int, hint: object) -> None:
        # Loaded already: the answer's unpickling needed it (start-up does not).
        from addiction.engine.hints import Hint

        if position_id != self._position_id:
            return  # the position changed while the search ran
        if isinstance(hint, WorkerFailed):
            self._say_hint(
                f"Hints are not available: {hint.reason}. Ask again to retry.", shuffle=False
            )
            return
        if not isinstance(hint, Hint):
            self._say_hint("No hint could be found.", shuffle=False)
            return
        self._model.set_hint(hint.move)
        self._say_hint(hint.message, hint.shuffle)

    def _say_hint(self, sentence: str, shuffle: bool) -> None:
        self._hint_said = True
        self.hintShown.emit(sentence, shuffle)


def _sentence(text: str) -> str:
    """An engine message ("the gap ... is dead") as a sentence for the status bar."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith(".") else text + "."
