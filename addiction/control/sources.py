"""Where games come from besides a deal number or a code: a date's daily deal and
daily challenges (docs/daily.md), a campaign level and a winnable deal
(docs/campaign.md), and what each was started as (Origin: its kind, level,
verified route, daily and challenge).

The data files are read off the GUI thread (control/data_loading.py): a daily or a
date's challenges asked before their year's file is read wait for it ("Preparing…").
A daily or a date's challenges the data files do not hold and a winnable deal are
found in worker processes (the DAILY, CHALLENGES and WINNABLE jobs of
addiction/control/jobs.py, loaded with the first such question); the game starts
when the answer comes, unless another game was started meanwhile (forget_waiting),
which drops it.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from addiction.control.notices import (
    ChallengeNotice,
    DailyNotice,
    Notice,
    WinnableNotice,
    WorkerFailed,
)
from addiction.control.worker_on_demand import WorkerOnDemand
from addiction.engine import MAX_DEAL, Action, Board, Game, GameKind, Rules

if TYPE_CHECKING:
    from addiction.control.data_loading import DataFile, DataFiles
    from addiction.control.process_worker import Ticket
    from addiction.engine.campaign import Level
    from addiction.engine.daily import Daily
    from addiction.engine.daily_challenges import ChallengeDay, Challenges
    from addiction.engine.winnable import WinnableDeal

# secrets.randbelow draws from this same generator (os.urandom); secrets itself
# would load hashlib and hmac at start-up.
_SYSTEM_RANDOM = random.SystemRandom()


def random_deal_number() -> int:
    return _SYSTEM_RANDOM.randrange(MAX_DEAL) + 1


@dataclass(frozen=True)
class DailyPlay:
    """The game being played is date's daily deal; on_the_day: played as that day's
    daily (it counts for the daily streak), not later from the calendar."""

    date: datetime.date
    on_the_day: bool


@dataclass(frozen=True)
class Origin:
    """What the game on the table was started as: its statistics group (kind), its
    campaign level, the verified route that wins it from its initial layout (a
    daily, a challenge, a level, a winnable deal), and the daily deal or the daily
    challenge it is."""

    kind: GameKind = GameKind.DEAL
    level: Level | None = None
    route: tuple[Action, ...] | None = None
    daily: DailyPlay | None = None
    challenge: ChallengeDay | None = None


class GameSources:
    """Makes the games of dailies, levels and winnable deals and hands each to start
    (start(game, origin)); tell(notice) says what the window shows meanwhile."""

    def __init__(
        self,
        parent: QObject,
        start: Callable[[Game, Origin], None],
        tell: Callable[[Notice], None],
    ) -> None:
        self._parent = parent
        self._start = start
        self._tell = tell
        self._dailies = WorkerOnDemand("daily", parent)
        self._challenges = WorkerOnDemand("challenges", parent)
        self._winnables = WorkerOnDemand("winnable", parent)
        # The daily and the challenges being derived, the winnable deal being found.
        self._daily_ticket: Ticket | None = None
        self._challenges_ticket: Ticket | None = None
        self._winnable_ticket: Ticket | None = None
        self._data_files: DataFiles | None = None  # made on first use
        # What a game waiting for a data file to be read waits with (None: none waits).
        self._file_wait: object | None = None

    def forget_waiting(self) -> None:
        """Another game was started: a daily, a challenge or a winnable deal still
        coming is dropped."""
        for ticket, worker in (
            (self._daily_ticket, self._dailies),
            (self._challenges_ticket, self._challenges),
            (self._winnable_ticket, self._winnables),
        ):
            if ticket is not None:
                worker.withdraw(ticket)
        self._daily_ticket = self._challenges_ticket = self._winnable_ticket = None
        self._file_wait = None

    def when_read(self, file: DataFile, then: Callable[[], None]) -> bool:
        """then() at once (True) when the data file has been read; otherwise (False) it
        is read off the GUI thread and then() runs once it is (DataFiles.when_read)."""
        if self._data_files is None:
            from addiction.control.data_loading import DataFiles

            self._data_files = DataFiles(self._parent)
        return self._data_files.when_read(file, then)

    def reading(self) -> int:
        """The data files being read (for tests)."""
        return 0 if self._data_files is None else self._data_files.reading()

    def _read_first(
        self, file: DataFile, preparing: Notice, ready: Notice, then: Callable[[], None]
    ) -> bool:
        """True when file has been read; otherwise preparing is told, file is read off
        the GUI thread, and then() runs once it is, unless another game was started
        meanwhile (forget_waiting)."""
        from addiction.control.data_loading import is_read

        if is_read(file):
            return True
        self._tell(preparing)
        token = self._file_wait = object()

        def go_on() -> None:
            if self._file_wait is token:
                self._file_wait = None
                self._tell(ready)
                then()

        self.when_read(file, go_on)
        return False

    def unanswered(self) -> int:
        """The questions asked of the workers and not answered yet (for tests)."""
        workers = (self._dailies, self._challenges, self._winnables)
        return sum(worker.unanswered() for worker in workers)

    def start_daily(self, date: datetime.date, on_the_day: bool, wait: bool) -> None:
        """date's daily deal: at once when the data file holds the date (once it is
        read: off the GUI thread, the first time); otherwise it is derived in a worker
        process and starts when it is ready (or here and now with wait, for a
        screenshot)."""
        from addiction.control.data_loading import daily_file

        if not wait and not self._read_first(
            daily_file(date.year),
            DailyNotice.PREPARING,
            DailyNotice.READY,
            lambda: self.start_daily(date, on_the_day, wait),
        ):
            return
        from addiction.control.jobs import DAILY
        from addiction.engine.daily import for_date, lookup

        day = for_date(date) if wait else lookup(date)
        if day is not None:
            self._start_daily(day, on_the_day)
            return
        if self._daily_ticket is not None:
            self._dailies.withdraw(self._daily_ticket)
        self._tell(DailyNotice.PREPARING)
        self._daily_ticket = self._dailies.submit(
            DAILY, date, lambda found: self._daily_ready(found, on_the_day)
        )

    def start_challenge(self, challenge: ChallengeDay, wait: bool) -> None:
        """A date's daily challenge of a tier: at once when the data file holds the
        date (once it is read: off the GUI thread, the first time); otherwise the
        date's challenges are derived in a worker process and it starts when they are
        ready (or here and now with wait, for a screenshot)."""
        from addiction.control.data_loading import challenges_file

        if not wait and not self._read_first(
            challenges_file(challenge.date.year),
            ChallengeNotice.PREPARING,
            ChallengeNotice.READY,
            lambda: self.start_challenge(challenge, wait),
        ):
            return
        from addiction.control.jobs import CHALLENGES
        from addiction.engine.daily_challenges import for_date, lookup

        found = for_date(challenge.date) if wait else lookup(challenge.date)
        if found is not None:
            self._start_challenge(found, challenge)
            return
        if self._challenges_ticket is not None:
            self._challenges.withdraw(self._challenges_ticket)
        self._tell(ChallengeNotice.PREPARING)
        self._challenges_ticket = self._challenges.submit(
            CHALLENGES, challenge.date, lambda found: self._challenges_ready(found, challenge)
        )

    def start_level(self, number: int) -> None:
        """Level number of the campaign; LevelNumberError (nothing changes) when the
        campaign has no such level. The window has the levels read first (when_read),
        or this reads them here."""
        from addiction.engine import campaign  # the levels load on first use

        level = campaign.level(number)
        origin = Origin(GameKind.CAMPAIGN, level=level, route=level.route)
        self._start(level.new_game(), origin)

    def find_winnable_deal(self, rules: Rules) -> None:
        """A random deal the solver wins (addiction/engine/winnable.py), found in a
        worker process; it starts when it is found (about a second at most)."""
        from addiction.control.jobs import WINNABLE, WinnableQuestion

        if self._winnable_ticket is not None:
            self._winnables.withdraw(self._winnable_ticket)
        question = WinnableQuestion(_SYSTEM_RANDOM.getrandbits(64), rules)
        self._winnable_ticket = self._winnables.submit(WINNABLE, question, self._winnable_ready)

    @staticmethod
    def route_in_files(origin: Origin, initial: Board) -> tuple[Action, ...] | None:
        """The route the data files read so far hold for a daily or a challenge whose
        game starts from initial (one taken up from the autosave has none of its own),
        or None: a file not read yet is not read here (request_route reads it)."""
        if origin.daily is not None:
            from addiction.engine import daily

            date = origin.daily.date
            day = daily.lookup(date) if daily.year_read(date.year) else None
            if day is not None and day.board == initial:
                return day.route
        if origin.challenge is not None:
            from addiction.engine import daily_challenges

            date = origin.challenge.date
            found = daily_challenges.lookup(date) if daily_challenges.year_read(date.year) else None
            challenge = None if found is None else found[origin.challenge.tier].day
            if challenge is not None and challenge.board == initial:
                return challenge.route
        return None

    def find_route(self, date: datetime.date, found: Callable[[Daily], None]) -> None:
        """Derive date's daily in the worker for its route (found(day) when it is
        known); never starts a game."""
        from addiction.control.jobs import DAILY

        def answered(day: Daily | WorkerFailed) -> None:
            if not isinstance(day, WorkerFailed):
                found(day)

        self._dailies.submit(DAILY, date, answered)

    def shutdown(self) -> None:
        self._dailies.shutdown()
        self._challenges.shutdown()
        self._winnables.shutdown()

    def _start_daily(self, day: Daily, on_the_day: bool) -> None:
        origin = Origin(route=day.route, daily=DailyPlay(day.date, on_the_day))
        self._start(day.new_game(), origin)

    def _daily_ready(self, day: Daily | WorkerFailed, on_the_day: bool) -> None:
        self._daily_ticket = None
        if isinstance(day, WorkerFailed):
            self._tell(DailyNotice.FAILED)
            return
        self._tell(DailyNotice.READY)
        self._start_daily(day, on_the_day)

    def _start_challenge(self, found: Challenges, challenge: ChallengeDay) -> None:
        day = found[challenge.tier].day
        self._start(day.new_game(), Origin(route=day.route, challenge=challenge))

    def _challenges_ready(self, found: Challenges | WorkerFailed, challenge: ChallengeDay) -> None:
        self._challenges_ticket = None
        if isinstance(found, WorkerFailed):
            self._tell(ChallengeNotice.FAILED)
            return
        self._tell(ChallengeNotice.READY)
        self._start_challenge(found, challenge)

    def _winnable_ready(self, deal: WinnableDeal | WorkerFailed) -> None:
        self._winnable_ticket = None
        if isinstance(deal, WorkerFailed):
            self._tell(WinnableNotice.FAILED)
            return
        self._tell(WinnableNotice.READY)  # "Finding a winnable deal…" is over
        self._start(deal.new_game(), Origin(GameKind.WINNABLE, route=deal.route))
