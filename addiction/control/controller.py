"""The game controller: the one object the window talks to, with no widgets.

A facade over the controller's jobs, each in a module of its own:

- playing the game on the table (addiction/control/play.py): moves, shuffles,
  undo, restart, giving up, the clock, the autosave, taking a saved game up;
- the record of what happened to each game (addiction/control/record.py): the
  counting rules of docs/statistics.md;
- where games come from (addiction/control/sources.py): dailies, campaign levels,
  winnable deals and their verified routes, found in worker processes;
- hints, from the hint worker, for the position on the table
  (addiction/control/hint_worker.py).

It is the one place that starts games (start_game and the new_* / open_code /
start_* helpers the window and the command line call) and the one owner of
what happened to a game: each result is recorded in the statistics, next to
the autosave, as the game ends.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from addiction.control.hint_worker import HintWorker, TableHints
from addiction.control.notices import HintShown, Notice
from addiction.control.play import GamePlay
from addiction.control.record import WATCHED_ID_PREFIX, GameRecord
from addiction.control.sources import DailyPlay, GameSources, Origin, random_deal_number
from addiction.control.window_games import game_from_code
from addiction.engine import Action, Board, Game, GameKind, Move, Rules
from addiction.models.board_model import BoardModel
from addiction.store.savegame import SavedGame, SaveFile

if TYPE_CHECKING:
    from addiction.control.data_loading import DataFile
    from addiction.engine.campaign import Level
    from addiction.engine.daily import Daily
    from addiction.engine.daily_challenges import ChallengeDay
    from addiction.store.statistics import StatisticsDatabase

__all__ = ["WATCHED_ID_PREFIX", "DailyPlay", "GameController", "Origin", "random_deal_number"]


class GameController(QObject):
    """Plays one game at a time; tells the window what to show through signals."""

    stateChanged = Signal()  # counters, status, what is enabled: after every change
    newGameStarted = Signal()  # a different game (not a restart): drop end-of-game views
    message = Signal(Notice)  # for the status bar: a refusal or a notice, the window words it
    hintShown = Signal(HintShown)  # the hint, the search's news, or None once the position changed
    #: The rules new games are dealt under changed (the app keeps them in the preferences).
    rulesForNewGamesChanged = Signal(Rules)

    def __init__(
        self,
        game: Game,
        save_file: SaveFile | None = None,
        statistics: StatisticsDatabase | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._rules_for_new_games = game.rules
        #: The player's local date, for today's daily deal (tests set another).
        self.today: Callable[[], datetime.date] = datetime.date.today
        self._record = GameRecord(statistics, self.tell)
        self._play = GamePlay(game, self._record, save_file, self, self)
        self._sources = GameSources(self, self.start_game, self.tell)
        self._hints = HintWorker(self)
        self._table_hints = TableHints(self._hints, self._play.model, self._show_hint)
        # Counts of left_position and of hint news, to notice either inside _show_hint.
        self._positions_left = self._hints_shown = 0
        self._hint_on_table = HintShown(None)  # the last news hintShown carried

    # --- what the window reads ---------------------------------------------

    @property
    def game(self) -> Game:
        return self._play.game

    @property
    def model(self) -> BoardModel:
        return self._play.model

    @property
    def undo_stack(self) -> QUndoStack:
        return self._play.stack

    @property
    def statistics(self) -> StatisticsDatabase | None:
        return self._record.statistics

    @property
    def rules_for_new_games(self) -> Rules:
        """The rule set new random and numbered deals are dealt under: kept here alone
        (rulesForNewGamesChanged tells whoever keeps it for the next start)."""
        return self._rules_for_new_games

    def set_rules_for_new_games(self, rules: Rules) -> None:
        if rules != self._rules_for_new_games:
            self._rules_for_new_games = rules
            self.rulesForNewGamesChanged.emit(rules)

    @property
    def hint_worker(self) -> HintWorker:
        return self._hints

    @property
    def sources(self) -> GameSources:
        return self._sources

    def elapsed_seconds(self) -> float:
        return self._play.clock.seconds()

    @property
    def clock_running(self) -> bool:
        return self._play.clock.running

    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def game_id(self) -> str:
        """The statistics identity of the game being played."""
        return self._record.id_of(self.game)

    @property
    def counted(self) -> bool:
        """Whether the game on the table counts in the statistics: not one the app played."""
        return self._record.counted(self.game)

    @property
    def kind(self) -> GameKind:
        """What kind of game is being played (its statistics group)."""
        return self._play.origin.kind

    @property
    def level(self) -> Level | None:
        """The campaign level being played, or None for any other game."""
        return self._play.origin.level

    @property
    def daily(self) -> DailyPlay | None:
        """The daily deal being played, or None for any other game."""
        return self._play.origin.daily

    @property
    def challenge(self) -> ChallengeDay | None:
        """The daily challenge being played, or None for any other game."""
        return self._play.origin.challenge

    @property
    def can_give_up(self) -> bool:
        return self._play.can_give_up

    @property
    def can_restart(self) -> bool:
        return self._play.can_restart

    @property
    def leaving_counts_as_loss(self) -> bool:
        """Whether starting another game now would record this one as abandoned: the
        window asks first."""
        return self._record.leaving_counts_as_loss(self.game)

    @property
    def handing_over_gives_up(self) -> bool:
        """Whether hand_over() would record a give-up (the window asks)."""
        return self._record.handing_over_gives_up(self.game, self._play.origin)

    @property
    def hint_advises_shuffle(self) -> bool:
        """Whether the hint shown for the position on the table advises a shuffle."""
        return self._hint_on_table.shuffle

    # --- intent ----------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Play a move if the engine allows it; otherwise say why. True if played."""
        return self._play.play(move)

    def shuffle(self) -> bool:
        """Spend a shuffle if the rules allow one now; otherwise say why. True if shuffled."""
        return self._play.shuffle()

    def undo(self) -> None:
        self._play.stack.undo()

    def redo(self) -> None:
        self._play.stack.redo()

    def restart(self) -> None:
        """Back to the initial layout, undoably."""
        self._play.restart()

    def take_back_to(self, index: int) -> None:
        """Undo down to the undo stack's index, for good (GamePlay.take_back_to)."""
        self._play.take_back_to(index)

    def give_up(self) -> bool:
        """End the game as a loss, counted as given up. True if given up."""
        return self._play.give_up()

    def set_window_active(self, active: bool) -> None:
        self._play.set_window_active(active)

    def set_window_blocked(self, blocked: bool) -> None:
        self._play.set_window_blocked(blocked)

    def set_app_playing(self, playing: bool) -> None:
        """The app plays the game on the table (Show the route, Autoplay) or stopped:
        the clock stands still meanwhile."""
        self._play.set_app_playing(playing)

    def request_hint(self) -> None:
        """Search for a hint off the GUI thread; the answer marks the board when it comes."""
        self._table_hints.request(self.game)

    def warm_up_hints(self) -> None:
        """Start the hint worker ahead of the first hint (HintWorker.warm_up)."""
        self._hints.warm_up()

    def drop_hint(self) -> None:
        """Take the hint shown (its marks and sentence) away and drop one still being
        searched for: the app stopped playing, so what it asked for is not the
        player's."""
        self._play.model.set_hint(None)
        self._table_hints.position_changed(self.game.board if self.can_give_up else None, False)

    def save(self) -> None:
        """Write the autosave now (also done after every change)."""
        self._play.save()

    def shutdown(self) -> None:
        """Save, stop the worker processes and close the statistics: the app is quitting."""
        self.save()
        self._hints.shutdown()
        self._sources.shutdown()
        self._record.close()

    # --- the one place that starts games --------------------------------------

    def start_game(self, game: Game, origin: Origin | None = None) -> None:
        """Leave the current game for game (started as origin: a plain deal unless
        told). A game being played with a move made counts as abandoned; a
        finished game was recorded when it ended."""
        origin = origin or Origin()
        self._sources.forget_waiting()
        self._play.start(game, origin)
        self._record.note_kind(game, origin)
        if origin.daily is not None:
            self._record.note_daily(game, origin.daily)
        if origin.challenge is not None:
            self._record.note_challenge(game, origin.challenge)

    def new_random_game(self, rules: Rules | None = None) -> None:
        """A random numbered deal, under rules or the rules for new games."""
        self.start_game(Game.new(random_deal_number(), rules or self.rules_for_new_games))

    def new_numbered_deal(self, number: int, rules: Rules | None = None) -> None:
        """Deal #number; DealNumberError (nothing changes) when there is no such deal."""
        self.start_game(Game.new(number, rules or self.rules_for_new_games))

    def open_code(self, code: str) -> None:
        """The game a code stands for, under its own rules; GameCodeError (nothing
        changes) for a bad code."""
        self.start_game(game_from_code(code))

    def start_daily(self, date: datetime.date, on_the_day: bool = True, wait: bool = False) -> None:
        """date's daily deal (docs/daily.md), at once or when a worker has derived it
        (here and now with wait, for a screenshot). on_the_day: it counts for the
        daily streak (today's daily; not a past day played from the calendar)."""
        self._sources.start_daily(date, on_the_day, wait)

    def start_challenge(self, challenge: ChallengeDay, wait: bool = False) -> None:
        """A date's daily challenge of a tier (docs/daily.md), at once or when a worker
        has derived the date's challenges (here and now with wait, for a screenshot)."""
        self._sources.start_challenge(challenge, wait)

    def start_level(self, number: int) -> None:
        """Level number of the campaign; LevelNumberError (nothing changes) when the
        campaign has no such level."""
        self._sources.start_level(number)

    def new_winnable_deal(self, rules: Rules | None = None) -> None:
        """A random deal the solver wins, found in a worker process; it starts when it
        is found (about a second at most)."""
        self._sources.find_winnable_deal(rules or self.rules_for_new_games)

    def restore(self, saved: SavedGame) -> None:
        """Take up a saved game with its undo history, its redo branch, and the
        games its Restarts left behind (GamePlay.restore). A level's campaign file
        not read yet is read off the GUI thread, and the level taken up then."""
        self._play.restore(saved)
        if self.kind is GameKind.CAMPAIGN and self.level is None:
            from addiction.control.data_loading import CAMPAIGN_FILE, is_read

            if not is_read(CAMPAIGN_FILE):
                origin = self._play.origin
                self.when_data_read(CAMPAIGN_FILE, lambda: self._take_up_level(origin))

    def _take_up_level(self, origin: Origin) -> None:
        """The level of the game taken up from the autosave, now that the campaign's
        file is read, unless another game was started meanwhile (origin is the
        restored game's)."""
        if self._play.origin is not origin:
            return
        self._play.origin = self._record.origin_of(self.game)
        self.stateChanged.emit()

    # --- games the app plays (control/action_player.py) ----------------------

    def verified_route(self) -> tuple[Action, ...] | None:
        """The route that wins the game on the table from its initial layout (a daily,
        a level, a winnable deal: game.follow replays it), or None when it has none."""
        if self._play.origin.route is None:
            # Taken up from the autosave: the data file may hold its route, once read
            # (off the GUI thread: request_route).
            route = GameSources.route_in_files(self._play.origin, self.game.initial)
            if route is not None:
                self._play.adopt_route(route)
        return self._play.origin.route

    def request_route(self) -> None:
        """Find the route of a daily or a challenge taken up from the autosave: its
        year's data file read off the GUI thread, and a daily the file does not hold
        derived in the worker (stateChanged when it is known); asked for only when the
        player looks for it (the Play menu), so start-up never pays."""
        if self.verified_route() is not None:
            return
        from addiction.control.data_loading import challenges_file, daily_file, is_read

        playing, challenge = self.daily, self.challenge
        if challenge is not None and not is_read(file := challenges_file(challenge.date.year)):
            self.when_data_read(file, self.stateChanged.emit)  # verified_route looks then
        if playing is None:
            return
        if not is_read(file := daily_file(playing.date.year)):
            self.when_data_read(file, self.request_route)  # looked up then, or derived
            return
        self._sources.find_route(playing.date, self._route_found)

    def when_data_read(self, file: DataFile, then: Callable[[], None]) -> bool:
        """then() at once (True) when a data file (control/data_loading.py) has been
        read; otherwise (False) it is read off the GUI thread and then() runs once it is."""
        return self._sources.when_read(file, then)

    def hand_over(self) -> None:
        """The app plays the game on the table from here on (Autoplay, Show the route),
        so it is never recorded (GameRecord.hand_over)."""
        if not self.counted:
            return
        self._record.hand_over(self.game, self._play.origin, self.elapsed_seconds())
        self.save()
        self.stateChanged.emit()

    # --- what GamePlay and the sources tell (PlayEvents) ------------------------------

    def tell(self, notice: Notice) -> None:
        self.message.emit(notice)

    def new_game(self) -> None:
        self.newGameStarted.emit()

    def left_position(self, board: Board | None, quiet: bool) -> None:
        self._positions_left += 1
        self._table_hints.position_changed(board, quiet)

    def changed(self) -> None:
        self.stateChanged.emit()

    # --- inside --------------------------------------------------------------

    def _show_hint(self, shown: HintShown) -> None:
        """Emit hintShown; a listener that acts on the hint at once (Autoplay plays
        it) moves the position on while later listeners are still to hear it, so
        they hear the news of its end after it, and nothing shows a hint for a
        position gone."""
        self._hint_on_table = shown
        if shown.news is None:
            self.hintShown.emit(shown)
            return
        self._hints_shown += 1
        shown_before, positions_left = self._hints_shown, self._positions_left
        self.hintShown.emit(shown)
        moved_on = self._positions_left != positions_left
        if moved_on and self._hints_shown == shown_before:  # and no newer news came
            self._show_hint(HintShown(None))

    def _route_found(self, day: Daily) -> None:
        """The daily derived in the worker: its route becomes the game's if it is the
        daily still on the table."""
        playing = self.daily
        if playing is not None and day.date == playing.date and day.board == self.game.initial:
            self._play.adopt_route(day.route)
        self.stateChanged.emit()
