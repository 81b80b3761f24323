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
import os
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from PySide6.QtCore import QElapsedTimer, QObject, Signal
from PySide6.QtGui import QUndoStack

from addiction.control.hint_worker import HintWorker
from addiction.control.notices import (
    DailyNotice,
    GameOver,
    HintSearch,
    MoveRefused,
    SaveFailed,
    ShuffleRefused,
    StatisticsFailed,
    WinnableNotice,
)
from addiction.control.process_worker import ProcessWorker, WorkerFailed
from addiction.engine import (
    MAX_DEAL,
    Action,
    EngineError,
    Game,
    GameKind,
    GameStatus,
    Move,
    Outcome,
    Rules,
    Shuffle,
    Termination,
)
from addiction.models.board_model import BoardModel
from addiction.models.commands import MoveCommand, RestartCommand, ShuffleCommand
from addiction.store.errors import StatisticsError
from addiction.store.notices import ResultFate
from addiction.store.savegame import SavedGame, SaveFile

if TYPE_CHECKING:
    from addiction.engine.campaign import Level
    from addiction.engine.daily import Daily
    from addiction.store.statistics import StatisticsDatabase

#: The statistics id of a game the app plays (Show the route, Autoplay) begins with
#: this: such a game is never recorded, and its id is kept in the autosave, so it
#: stays uncounted after a relaunch too (docs/statistics.md, "Games the app plays").
WATCHED_ID_PREFIX = "watched-"

# secrets.randbelow draws from this same generator (os.urandom); secrets itself
# would load hashlib and hmac at start-up.
_SYSTEM_RANDOM = random.SystemRandom()


def random_deal_number() -> int:
    return _SYSTEM_RANDOM.randrange(MAX_DEAL) + 1


def new_game_id() -> str:
    """A game's statistics id: 128 random bits in hex, as uuid4().hex but for the
    version digit (the uuid module loads platform at start-up: 2 ms)."""
    return os.urandom(16).hex()


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
    # For the status bar: a refusal, a notice (a Notice of control/notices.py,
    # which the window words).
    message = Signal(object)
    # The hint (a Hint, or a HintSearch while looking or when none was found) and
    # whether it advises a shuffle; (None, False) once the position changes (the
    # hint stays until then).
    hintShown = Signal(object, bool)
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
        self._game_ids[game] = new_game_id()
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
        # The campaign and winnable deals (docs/campaign.md): what is being played,
        # and the verified route of the game when it has one.
        self._kind = GameKind.DEAL
        self._level: Level | None = None
        self._route: tuple[Action, ...] | None = None
        self._winnable_request = 0  # bumped by every start: a deal still being found is dropped
        self._winnable_worker = ProcessWorker("winnable", self)
        self._winnable_worker.ready.connect(self._winnable_ready)

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
            self.message.emit(GameOver(self._game.status))
            return False
        refused = self._game.board.move_refusal(move)
        if refused is not None:
            self.message.emit(MoveRefused(refused))
            return False
        self._stack.push(MoveCommand(self, move))
        return True

    def shuffle(self) -> bool:
        """Spend a shuffle if the rules allow one now; otherwise say why. True if shuffled."""
        refusal = self._game.shuffle_refusal
        if refusal is not None:
            self.message.emit(ShuffleRefused(refusal))
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
            self.message.emit(GameOver(self._game.status))
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
        if self._game.status is not GameStatus.PLAYING or not self.counted:
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

    def start_game(
        self,
        game: Game,
        daily_play: DailyPlay | None = None,
        *,
        kind: GameKind = GameKind.DEAL,
        level: Level | None = None,
        route: tuple[Action, ...] | None = None,
    ) -> None:
        """Leave the current game for game. A game being played with a move made
        counts as abandoned (Outcome); a finished game was recorded when it ended.
        daily_play: game is a date's daily deal (start_daily). kind, level: a
        campaign level (start_level) or a winnable deal; route: game's verified route."""
        self._record(leaving=True)
        self._daily_request += 1
        self._winnable_request += 1
        self._daily = daily_play
        self._kind, self._level, self._route = kind, level, route
        self._start(game)
        self._note_kind()

    def _note_kind(self) -> None:
        """Remember a level's or winnable deal's game id as one (for the autosave)."""
        if self._kind is GameKind.DEAL or self._statistics is None:
            return
        try:
            number = None if self._level is None else self._level.number
            self._statistics.note_game_kind(self.game_id, self._kind, number)
        except StatisticsError as error:
            self.message.emit(StatisticsFailed(error))

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
        from addiction.engine.daily import for_date, lookup

        day = for_date(date) if wait else lookup(date)
        if day is not None:
            self._start_daily(day, on_the_day)
            return
        self._daily_request += 1
        self.message.emit(DailyNotice.PREPARING)
        self._daily_worker.submit(self._daily_request, date)
        self._daily_on_the_day = on_the_day

    @property
    def daily(self) -> DailyPlay | None:
        """The daily deal being played, or None for any other game."""
        return self._daily

    def _daily_ready(self, request_id: int, day: Daily | None) -> None:
        if request_id < 0:  # a route asked for by request_route
            self._adopt_daily_route(day)
            self.stateChanged.emit()
            return
        if request_id != self._daily_request:
            return  # another game was started meanwhile
        if day is None:
            self.message.emit(DailyNotice.FAILED)
            return
        self.message.emit(DailyNotice.READY)
        self._start_daily(day, self._daily_on_the_day)

    def _start_daily(self, day: Daily, on_the_day: bool) -> None:
        self.start_game(day.new_game(), DailyPlay(day.date, on_the_day), route=day.route)
        if self._statistics is not None:
            try:
                self._statistics.note_daily_game(self.game_id, day.date, on_the_day)
            except StatisticsError as error:
                self.message.emit(StatisticsFailed(error))

    # --- the campaign and winnable deals (docs/campaign.md) -----------------------

    def start_level(self, number: int) -> None:
        """Level number of the campaign; LevelNumberError (nothing changes) when the
        campaign has no such level."""
        from addiction.engine import campaign  # the levels load on first use

        level = campaign.level(number)
        self.start_game(level.new_game(), kind=GameKind.CAMPAIGN, level=level, route=level.route)

    def new_winnable_deal(self, rules: Rules | None = None) -> None:
        """A random deal the solver wins (addiction/engine/winnable.py), found in a
        worker process; it starts when it is found (about a second at most)."""
        self._winnable_request += 1
        seed = _SYSTEM_RANDOM.getrandbits(64)
        self._winnable_worker.submit(
            self._winnable_request, seed, rules or self.rules_for_new_games
        )

    @property
    def kind(self) -> GameKind:
        """What kind of game is being played (its statistics group)."""
        return self._kind

    @property
    def level(self) -> Level | None:
        """The campaign level being played, or None for any other game."""
        return self._level

    def _winnable_ready(self, request_id: int, deal: object) -> None:
        from addiction.engine.winnable import WinnableDeal  # loaded by the answer

        if request_id != self._winnable_request:
            return  # another game was started meanwhile
        if not isinstance(deal, WinnableDeal):
            self.message.emit(WinnableNotice.FAILED)
            return
        self.message.emit(WinnableNotice.READY)  # "Finding a winnable deal…" is over
        self.start_game(deal.new_game(), kind=GameKind.WINNABLE, route=deal.route)

    def _kind_of_restored_game(self) -> None:
        """The kind (and level, and route) a game taken up from the autosave was started as."""
        if self._statistics is None:
            return
        try:
            kind, number = self._statistics.game_kind(self.game_id)
        except StatisticsError:
            return
        self._kind = kind
        if kind is GameKind.CAMPAIGN and number is not None:
            from addiction.engine import campaign

            try:
                self._level = campaign.level(number)
            except EngineError:
                return  # a level this version does not have: still counted as the campaign's
            self._route = self._level.route

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
        self._kind, self._level, self._route = GameKind.DEAL, None, None
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
        self._kind_of_restored_game()
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

        self._say_hint(HintSearch.LOOKING, shuffle=False)
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
            self.message.emit(SaveFailed(str(error.strerror or error)))

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
        self._winnable_worker.shutdown()
        if self._statistics is not None:
            self._statistics.close()
            self._statistics = None

    # --- games the app plays (control/action_player.py) ----------------------

    def verified_route(self) -> tuple[Action, ...] | None:
        """The route that wins the game on the table from its initial layout (a daily,
        a level, a winnable deal: game.follow replays it), or None when it has none."""
        if self._route is None and self._daily is not None:
            # A daily taken up from the autosave: the data file may hold its route.
            from addiction.engine.daily import lookup

            self._adopt_daily_route(lookup(self._daily.date))
        return self._route

    def _adopt_daily_route(self, day: Daily | None) -> None:
        """day's route becomes the game's if day is the daily on the table."""
        playing = self._daily
        if day is None or playing is None:
            return
        if day.date == playing.date and day.board == self._game.initial:
            self._route = day.route

    def request_route(self) -> None:
        """Derive the route of a daily taken up from the autosave that the data file
        does not hold, in the worker (stateChanged when it is known); asked for only
        when the player looks for it (the Play menu), so start-up never pays."""
        playing = self._daily
        if playing is None or self.verified_route() is not None:
            return
        # Negative ids: never a daily being started (those count up from 1).
        self._daily_worker.submit(-playing.date.toordinal(), playing.date)

    @property
    def counted(self) -> bool:
        """Whether the game on the table counts in the statistics: not one the app played."""
        return not self.game_id.startswith(WATCHED_ID_PREFIX)

    @property
    def handing_over_gives_up(self) -> bool:
        """Whether hand_over() would record a give-up: a counted game being played with
        a move made, or a daily deal whose day has no result yet (the window asks)."""
        if not self.counted or self._game.status is not GameStatus.PLAYING:
            return False
        if self._game.moved:
            return True
        return self._daily is not None and self._daily_result_missing(self._daily.date)

    def hand_over(self) -> None:
        """The app plays the game on the table from here on (Autoplay, Show the route), so
        it is never recorded. A counted game being played with a move made is
        recorded as given up first; a daily deal not yet finished gets its day's
        result as given up (its solution is about to be shown). Every game on the
        undo stack with the same id changes with it: undoing back into the player's
        own moves cannot count what the app played."""
        if not self.counted:
            return
        self._record(leaving=True, given_up=True)
        playing = self._daily
        old_id, new_id = self.game_id, WATCHED_ID_PREFIX + new_game_id()
        if playing is not None and self._statistics is not None:
            try:
                if self._daily_result_missing(playing.date):
                    self._statistics.record_daily(
                        playing.date, new_id, Termination.GIVEN_UP, playing.on_the_day
                    )
                # Still a daily when taken up from the autosave (its title, its route).
                self._statistics.note_daily_game(new_id, playing.date, playing.on_the_day)
            except StatisticsError as error:
                self.message.emit(StatisticsFailed(error))
        for game, game_id in list(self._game_ids.items()):
            if game_id == old_id:
                self._game_ids[game] = new_id
        self.save()
        self.stateChanged.emit()

    def _daily_result_missing(self, date: datetime.date) -> bool:
        if self._statistics is None:
            return False
        try:
            return date not in self._statistics.daily_results()
        except StatisticsError:
            return False

    # --- the GameSession the commands act on ---------------------------------

    def replace_game(self, game: Game, elapsed_seconds: float) -> None:
        """A Restart or its undo: the same deal, a game object of its own."""
        counted_anew = game not in self._game_ids and not game.moved
        if game not in self._game_ids:
            # Restarted while playing: the same counted game; after its end: a new one.
            self._game_ids[game] = self.game_id if game.moved else new_game_id()
        self._game = game
        if counted_anew:
            self._note_kind()  # a level restarted after its end is still the level
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
        self._game_ids[game] = new_game_id()
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
            self.hintShown.emit(None, False)  # the hint's sentence goes with its marks
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

    def _record(self, leaving: bool, given_up: bool = False) -> None:
        """Each time a game ends, and when it is left while being played (then as
        abandoned). Every result of one game carries the same game id, and the
        statistics keep the latest unless a win came first (a win is final).
        given_up: a game being played is recorded as given up (hand_over)."""
        game = self._game
        if (leaving and game.status is not GameStatus.PLAYING) or not self.counted:
            return  # recorded when it ended; or the app played it
        outcome: Outcome | None = game.outcome(self._clock.seconds(), leaving=leaving)
        if outcome is None:
            return  # no move made: not counted
        if given_up:
            outcome = replace(outcome, termination=Termination.GIVEN_UP)
        from addiction.store.statistics import GameResult

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
            kind=self._kind,
            level=None if self._level is None else self._level.number,
            stars=0 if self._level is None else self._level.stars(outcome),
            daily_date=None if self._daily is None else self._daily.date,
            on_the_day=self._daily is not None and self._daily.on_the_day,
        )
        if self._statistics is not None:
            try:
                self._statistics.record(result)
            except StatisticsError as error:
                kept = error.result is ResultFate.KEPT
                self.message.emit(StatisticsFailed(error, kept_for_later=kept))
        self.gameFinished.emit(result)

    def _show_hint(self, position_id: int, hint: object) -> None:
        # Loaded already: the answer's unpickling needed it (start-up does not).
        from addiction.engine.hints import Hint

        if position_id != self._position_id:
            return  # the position changed while the search ran
        if isinstance(hint, WorkerFailed):
            self._say_hint(hint, shuffle=False)  # the next request starts a new worker
            return
        if not isinstance(hint, Hint):
            self._say_hint(HintSearch.NOT_FOUND, shuffle=False)
            return
        self._model.set_hint(hint.move)
        self._say_hint(hint, hint.shuffle)

    def _say_hint(self, news: object, shuffle: bool) -> None:
        """news: a Hint, a HintSearch, or WorkerFailed."""
        self._hint_said = True
        self.hintShown.emit(news, shuffle)
