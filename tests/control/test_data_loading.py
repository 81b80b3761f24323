"""The data files read off the GUI thread (issue 39, control/data_loading.py): a daily
deal's or the daily challenges' year file whose read is slow keeps the event loop
going ("Preparing…" said meanwhile), and the game starts once it is read; a game
started meanwhile is not replaced by it; the file is read once.

The read is held by an Event the test lets go (waited on with a timeout, so a read
on the GUI thread, as before the change, ends the wait and fails the test, never
hangs it)."""

from __future__ import annotations

import datetime
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from addiction.control import data_loading
from addiction.control.controller import DailyPlay, GameController
from addiction.control.notices import ChallengeNotice, DailyNotice, Notice
from addiction.engine import daily, daily_challenges, data_files
from addiction.engine.daily_challenges import ChallengeDay, Tier
from tests.children import CHILD_TIMEOUT_MS

DAY = datetime.date(2027, 3, 14)
#: How long a held read waits to be let go: longer than any check below waits.
HELD = 10.0
#: A call that returns at once takes less than this (a held read takes HELD).
AT_ONCE = 5.0


class HeldReads:
    """read_data_file held until let_go (or HELD seconds); reads counts the reads,
    on_gui_thread those made on the thread that made this."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.released = threading.Event()
        self.reads: list[Path] = []
        self.on_gui_thread = 0
        gui_thread = threading.get_ident()
        read = data_files.read_data_file

        def held(path: Path, limit: int) -> bytes:
            self.reads.append(path)
            if threading.get_ident() == gui_thread:
                self.on_gui_thread += 1
            self.released.wait(HELD)
            return read(path, limit)

        monkeypatch.setattr(data_files, "read_data_file", held)

    def let_go(self) -> None:
        self.released.set()


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[HeldReads]:
    """The daily's and the challenges' files forgotten, and their next reads held."""
    daily._year.cache_clear()
    daily_challenges._year.cache_clear()
    reads = HeldReads(monkeypatch)
    yield reads
    reads.let_go()
    daily._year.cache_clear()
    daily_challenges._year.cache_clear()


def notices(controller: GameController) -> list[Notice]:
    told: list[Notice] = []
    controller.message.connect(told.append)
    return told


def timed(call: Callable[[], None]) -> float:
    start = time.monotonic()
    call()
    return time.monotonic() - start


def event_loop_turns(qtbot) -> None:
    """A timer fires: the event loop is not blocked."""
    fired: list[bool] = []
    QTimer.singleShot(10, lambda: fired.append(True))
    qtbot.waitUntil(lambda: bool(fired), timeout=int(AT_ONCE * 1000))


def test_a_daily_whose_file_is_slow_to_read_waits_for_it_with_the_event_loop_going(
    qtbot, controller: GameController, held: HeldReads
) -> None:
    told = notices(controller)
    assert timed(lambda: controller.start_daily(DAY)) < AT_ONCE
    assert told == [DailyNotice.PREPARING]
    assert controller.daily is None  # not yet
    event_loop_turns(qtbot)
    assert controller.daily is None and not held.released.is_set()

    held.let_go()
    qtbot.waitUntil(lambda: controller.daily == DailyPlay(DAY, True), timeout=CHILD_TIMEOUT_MS)
    day = daily.for_date(DAY)
    assert controller.game.deal_number == day.deal_number
    assert controller.verified_route() == day.route
    assert told == [DailyNotice.PREPARING, DailyNotice.READY]
    assert held.on_gui_thread == 0
    assert held.reads == [daily.data_path(2027)]  # once: the next daily reads nothing
    controller.start_daily(DAY.replace(day=15))
    assert controller.daily == DailyPlay(DAY.replace(day=15), True)
    assert held.reads == [daily.data_path(2027)]


def test_a_challenge_whose_file_is_slow_to_read_waits_for_it_with_the_event_loop_going(
    qtbot, controller: GameController, held: HeldReads
) -> None:
    told = notices(controller)
    challenge = ChallengeDay(DAY, Tier.HARD)
    assert timed(lambda: controller.start_challenge(challenge)) < AT_ONCE
    assert told == [ChallengeNotice.PREPARING]
    event_loop_turns(qtbot)
    assert controller.challenge is None

    held.let_go()
    qtbot.waitUntil(lambda: controller.challenge == challenge, timeout=CHILD_TIMEOUT_MS)
    found = daily_challenges.for_date(DAY)
    assert controller.game.deal_number == found[Tier.HARD].day.deal_number
    assert told == [ChallengeNotice.PREPARING, ChallengeNotice.READY]
    assert held.on_gui_thread == 0
    assert held.reads == [daily_challenges.data_path(2027)]


def test_a_game_started_while_the_file_is_read_stays(
    qtbot, controller: GameController, held: HeldReads
) -> None:
    controller.start_daily(DAY)
    controller.new_numbered_deal(42)
    held.let_go()
    qtbot.waitUntil(lambda: controller.sources.reading() == 0, timeout=CHILD_TIMEOUT_MS)
    event_loop_turns(qtbot)
    assert controller.daily is None
    assert controller.game.deal_number == 42


def test_a_daily_asked_twice_while_its_file_is_read_starts_once_and_reads_it_once(
    qtbot, controller: GameController, held: HeldReads
) -> None:
    starts: list[None] = []
    controller.newGameStarted.connect(lambda: starts.append(None))
    controller.start_daily(DAY)
    controller.start_daily(DAY)
    held.let_go()
    qtbot.waitUntil(lambda: controller.daily == DailyPlay(DAY, True), timeout=CHILD_TIMEOUT_MS)
    event_loop_turns(qtbot)
    assert len(starts) == 1
    assert held.reads == [daily.data_path(2027)]


def test_a_file_that_cannot_be_read_is_read_once_off_the_gui_thread(
    qtbot, held: HeldReads, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(daily, "RESOURCES", tmp_path)  # no file there
    loader = data_loading.DataFiles()
    answered: list[bool] = []
    file = data_loading.daily_file(2027)
    assert not loader.when_read(file, lambda: answered.append(True))
    held.let_go()
    qtbot.waitUntil(lambda: bool(answered), timeout=CHILD_TIMEOUT_MS)
    assert data_loading.is_read(file)
    assert daily.lookup(DAY) is None  # derived instead, as before
    assert loader.when_read(file, lambda: answered.append(True))  # at once
    assert answered == [True, True]
    assert held.on_gui_thread == 0
    assert len(held.reads) == 1
