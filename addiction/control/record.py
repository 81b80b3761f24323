"""The record of what happened to each game: the counting rules of
docs/statistics.md in one place.

Every game has a statistics id (a Restart made while playing goes on with the
same id; one after the end starts a new counted game). A game the app plays
(Show the route, Autoplay) carries an id beginning with WATCHED_ID_PREFIX and is
never recorded. Each result of one game carries the same id, and the statistics
keep the latest unless a win came first (a win is final). Leaving a game being
played with a move made records it as abandoned, so the window asks first
(leaving_counts_as_loss); handing a game over to the app records it as given up.
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from addiction.control.notices import Notice, StatisticsFailed
from addiction.control.sources import DailyPlay, Origin
from addiction.engine import EngineError, Game, GameKind, GameStatus, Termination
from addiction.store.errors import StatisticsError
from addiction.store.notices import ResultFate

if TYPE_CHECKING:
    from addiction.engine.daily_challenges import ChallengeDay
    from addiction.store.statistics import StatisticsDatabase

#: The statistics id of a game the app plays (Show the route, Autoplay) begins with
#: this: such a game is never recorded, and its id is kept in the autosave, so it
#: stays uncounted after a relaunch too (docs/statistics.md, "Games the app plays").
WATCHED_ID_PREFIX = "watched-"


def new_game_id() -> str:
    """A game's statistics id: 128 random bits in hex, as uuid4().hex but for the
    version digit (the uuid module loads platform at start-up: 2 ms)."""
    return os.urandom(16).hex()


class GameRecord:
    """The statistics ids of the games the undo stack can bring back, and their
    results in the statistics database (None: nothing is recorded). A failing
    database is told (tell) and never stops the game."""

    def __init__(
        self, statistics: StatisticsDatabase | None, tell: Callable[[Notice], None]
    ) -> None:
        self._statistics = statistics
        self._tell = tell
        self._ids: WeakKeyDictionary[Game, str] = WeakKeyDictionary()

    @property
    def statistics(self) -> StatisticsDatabase | None:
        return self._statistics

    def close(self) -> None:
        if self._statistics is not None:
            self._statistics.close()
            self._statistics = None

    # --- the ids ------------------------------------------------------------------

    def id_of(self, game: Game) -> str:
        return self._ids[game]

    def known_id(self, game: Game) -> str | None:
        """game's id, or None for a game that never was on the table."""
        return self._ids.get(game)

    def begin(self, game: Game, game_id: str | None = None) -> None:
        """game is on the table as a new game (or, with game_id, as the game taken
        up from the autosave with that id)."""
        self._ids[game] = new_game_id() if game_id is None else game_id

    def carry_on(self, game: Game, current: Game) -> bool:
        """A Restart (or its undo) replaces current with game: restarted while
        playing, the same counted game; after its end, a new one. True when game
        is a new counted game."""
        if game in self._ids:
            return False
        self._ids[game] = self._ids[current] if game.moved else new_game_id()
        return not game.moved

    def counted(self, game: Game) -> bool:
        """Whether game counts in the statistics: not one the app played."""
        return not self._ids[game].startswith(WATCHED_ID_PREFIX)

    # --- what the window asks ---------------------------------------------------

    def leaving_counts_as_loss(self, game: Game) -> bool:
        """Whether starting another game now would record game as abandoned (a game
        being played with a move made, and not won already: a win undone stays a
        win): the window asks first."""
        if game.status is not GameStatus.PLAYING or not self.counted(game):
            return False
        if game.outcome(0.0, leaving=True) is None:
            return False
        if self._statistics is None:
            return True
        try:
            return self._statistics.outcome_of(self._ids[game]) is not Termination.WON
        except StatisticsError:
            return True

    def recorded_win(self, game: Game) -> bool:
        """Whether the statistics keep game as won (a win undone is still one)."""
        game_id = self._ids.get(game)
        if game_id is None or self._statistics is None or not self.counted(game):
            return False
        try:
            return self._statistics.outcome_of(game_id) is Termination.WON
        except StatisticsError:
            return False

    def handing_over_gives_up(self, game: Game, origin: Origin) -> bool:
        """Whether hand_over would record a give-up: a counted game being played with
        a move made, or a daily deal whose day has no result yet (the window asks)."""
        if not self.counted(game) or game.status is not GameStatus.PLAYING:
            return False
        if game.moved:
            return True
        return origin.daily is not None and self._daily_result_missing(origin.daily.date)

    # --- the results ------------------------------------------------------------------

    def record(
        self, game: Game, origin: Origin, seconds: float, leaving: bool, given_up: bool = False
    ) -> None:
        """Each time a game ends, and when it is left while being played (then as
        abandoned). given_up: a game being played is recorded as given up (hand_over)."""
        if (leaving and game.status is not GameStatus.PLAYING) or not self.counted(game):
            return  # recorded when it ended; or the app played it
        outcome = game.outcome(seconds, leaving=leaving)
        if outcome is None or self._statistics is None:
            return  # no move made: not counted (or no database to count it in)
        if given_up:
            outcome = replace(outcome, termination=Termination.GIVEN_UP)
        from addiction.store.statistics import GameResult

        level, daily = origin.level, origin.daily
        result = GameResult(
            rules_key=game.rules.key,
            deal_number=game.deal_number,
            code=game.code,
            outcome=outcome.termination,
            in_place=outcome.in_place,
            moves=outcome.moves,
            shuffles_used=outcome.shuffles_used,
            seconds=outcome.seconds,
            game_id=self._ids[game],
            kind=origin.kind,
            level=None if level is None else level.number,
            stars=0 if level is None else level.stars(outcome),
            daily_date=None if daily is None else daily.date,
            on_the_day=daily is not None and daily.on_the_day,
            actions=_kept_actions(game),
            challenge=origin.challenge,
        )
        try:
            self._statistics.record(result)
        except StatisticsError as error:
            kept = error.result is ResultFate.KEPT  # written to the pending file first
            self._tell(StatisticsFailed(error, kept_for_later=kept))

    def note_kind(self, game: Game, origin: Origin) -> None:
        """Remember a level's or winnable deal's game id as one, so it is still that
        when taken up from the autosave."""
        if origin.kind is GameKind.DEAL or self._statistics is None:
            return
        try:
            number = None if origin.level is None else origin.level.number
            self._statistics.note_game_kind(self._ids[game], origin.kind, number)
        except StatisticsError as error:
            self._tell(StatisticsFailed(error))

    def note_daily(self, game: Game, daily: DailyPlay) -> None:
        """Remember game's id as daily's, so it is still that daily when taken up
        from the autosave."""
        if self._statistics is None:
            return
        try:
            self._statistics.note_daily_game(self._ids[game], daily.date, daily.on_the_day)
        except StatisticsError as error:
            self._tell(StatisticsFailed(error))

    def note_challenge(self, game: Game, challenge: ChallengeDay) -> None:
        """Remember game's id as challenge's, so it is still that challenge when
        taken up from the autosave."""
        if self._statistics is None:
            return
        try:
            self._statistics.note_challenge_game(self._ids[game], challenge)
        except StatisticsError as error:
            self._tell(StatisticsFailed(error))

    def hand_over(self, game: Game, origin: Origin, seconds: float) -> None:
        """The app plays game from here on, so it is never recorded. A counted game
        being played with a move made is recorded as given up first; a daily deal
        not yet finished gets its day's result as given up (its solution is about
        to be shown). Every game on the undo stack with the same id changes with it:
        undoing back into the player's own moves cannot count what the app played."""
        if not self.counted(game):
            return
        self.record(game, origin, seconds, leaving=True, given_up=True)
        playing = origin.daily
        old_id, new_id = self._ids[game], WATCHED_ID_PREFIX + new_game_id()
        if playing is not None and self._statistics is not None:
            try:
                if self._daily_result_missing(playing.date):
                    self._statistics.record_daily(
                        playing.date, new_id, Termination.GIVEN_UP, playing.on_the_day
                    )
                # Still a daily when taken up from the autosave (its title, its route).
                self._statistics.note_daily_game(new_id, playing.date, playing.on_the_day)
            except StatisticsError as error:
                self._tell(StatisticsFailed(error))
        for kept, game_id in list(self._ids.items()):
            if game_id == old_id:
                self._ids[kept] = new_id
        if origin.challenge is not None:  # still a challenge when taken up from the autosave
            self.note_challenge(game, origin.challenge)

    def origin_of(self, game: Game) -> Origin:
        """What game, taken up from the autosave, was started as (the statistics
        keep it by its id): its kind, level, route, daily and challenge; no level
        while the campaign's file is not read (GameController.restore has it read)."""
        if self._statistics is None:
            return Origin()
        game_id = self._ids[game]
        try:
            known = self._statistics.daily_game(game_id)
        except StatisticsError:
            known = None
        daily = None if known is None else DailyPlay(*known)
        try:
            challenge = self._statistics.challenge_game(game_id)
            kind, number = self._statistics.game_kind(game_id)
        except StatisticsError:
            return Origin(daily=daily)
        origin = Origin(kind=kind, daily=daily, challenge=challenge)
        if kind is not GameKind.CAMPAIGN or number is None:
            return origin
        from addiction.engine import campaign

        if not campaign.file_read():  # the controller takes the level up once it is read
            return origin
        try:
            level = campaign.level(number)
        except EngineError:
            return origin  # a level this version does not have: still counted as the campaign's
        return replace(origin, level=level, route=level.route)

    def _daily_result_missing(self, date: datetime.date) -> bool:
        if self._statistics is None:
            return False
        try:
            return date not in self._statistics.daily_results()
        except StatisticsError:
            return False


def _kept_actions(game: Game) -> bytes | None:
    """The game's actions as the statistics keep them (docs/review.md); None for a
    history longer than any kept (engine/action_codec.py MAX_ACTIONS)."""
    from addiction.engine.action_codec import ActionsFormatError, encode_actions

    try:
        return encode_actions(game)
    except ActionsFormatError:
        return None
