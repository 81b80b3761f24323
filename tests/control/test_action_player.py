"""ActionPlayer and GameController.hand_over with a real statistics database: what a
game the app plays does to the record, and when the player stops by itself."""

from __future__ import annotations

import contextlib
import datetime
import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from addiction.control.action_player import ActionPlayer, StopReason
from addiction.control.controller import GameController
from addiction.control.notices import HintSearch
from addiction.control.process_worker import _Process
from addiction.engine import Game, GameStatus, Termination, daily
from addiction.store.savegame import SaveFile
from addiction.store.statistics import StatisticsDatabase
from tests.children import CHILD_TIMEOUT_MS
from tests.control.test_hint_worker import break_the_interpreter

DAY = datetime.date(2027, 4, 1)


@pytest.fixture
def controller(database: StatisticsDatabase, tmp_path: Path) -> Iterator[GameController]:
    made = GameController(Game.new(5), SaveFile(tmp_path / "save.json"), database)
    yield made
    made.shutdown()


def player_of(controller: GameController) -> tuple[ActionPlayer, list[StopReason]]:
    player = ActionPlayer(controller)
    player.set_interval(0)
    seen: list[StopReason] = []
    player.stopped.connect(seen.append)
    return player, seen


def test_the_route_is_offered_for_a_daily_only(controller: GameController) -> None:
    assert controller.verified_route() is None
    controller.start_daily(DAY)
    assert controller.verified_route() == daily.for_date(DAY).route
    controller.new_numbered_deal(daily.for_date(DAY).deal_number)
    assert controller.verified_route() is None  # the same deal, but not as the daily


def test_handing_over_an_untouched_daily_gives_up_its_day_but_records_no_game(
    controller: GameController, database: StatisticsDatabase
) -> None:
    controller.start_daily(DAY)
    assert controller.handing_over_gives_up
    controller.hand_over()
    assert not controller.counted
    assert database.daily_results()[DAY].outcome is Termination.GIVEN_UP
    assert database.summary().played == 0
    for move in daily.for_date(DAY).route:
        assert controller.play(move)
    assert controller.game.status is GameStatus.WON
    assert database.summary().played == 0
    assert database.daily_results()[DAY].outcome is Termination.GIVEN_UP


def test_undoing_a_restart_into_the_players_moves_cannot_count_the_apps_play(
    controller: GameController, database: StatisticsDatabase
) -> None:
    route = daily.for_date(DAY).route
    controller.new_numbered_deal(daily.for_date(DAY).deal_number)
    controller.play(route[0])
    controller.restart()  # while playing: the same counted game, kept on the stack
    controller.play(route[0])
    controller.hand_over()
    assert [game.termination for game in database.history().games] == [Termination.GIVEN_UP]
    controller.undo()
    controller.undo()  # the Restart: the player's game object comes back
    assert controller.game.history == route[:1]
    assert not controller.counted
    for move in route[1:]:
        assert controller.play(move)
    assert [game.termination for game in database.history().games] == [Termination.GIVEN_UP]


def test_a_route_that_does_not_fit_stops_refused_and_a_new_game_stops_it(
    qtbot, controller: GameController
) -> None:
    player, seen = player_of(controller)
    controller.play(controller.game.board.legal_moves()[0])
    controller.give_up()
    player.play_route(daily.for_date(DAY).route)  # deal 5 is not that day's deal
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == [StopReason.REFUSED]
    # The refused replay is taken back: the given-up game is on the table again.
    assert controller.game.given_up and controller.game.moves_made == 1
    assert not controller.undo_stack.canRedo()

    controller.start_daily(DAY)
    controller.play(daily.for_date(DAY).route[0])
    controller.give_up()
    player.play_route(daily.for_date(DAY).route)
    qtbot.waitUntil(lambda: player.played >= 3)
    controller.new_random_game()
    assert seen == [StopReason.REFUSED, StopReason.CHANGED]
    assert not player.running


def test_autoplay_stops_when_no_worker_can_give_it_a_hint(
    qtbot, controller: GameController, monkeypatch
) -> None:
    player, seen = player_of(controller)
    player.set_interval(0)
    break_the_interpreter(monkeypatch)
    player.play_hints()
    qtbot.waitUntil(lambda: bool(seen), timeout=CHILD_TIMEOUT_MS)
    assert seen == [StopReason.NO_HINT]
    assert not player.running and controller.game.moves_made == 0


def layout_whose_hints_go_round() -> Game:
    """The 16th Galary layout of the seeded generator (seed 1): a game with redeals
    whose cards can go back where they were (a gap also takes the card below its
    right neighbour), so its rounds can come back to a position."""
    from addiction.autoplay import random_layouts
    from addiction.engine import Rules

    rules = Rules.preset("galary")
    *_, layout = random_layouts(16, 1, rules.shape)
    return Game.from_board(layout, rules)


def layout_whose_blind_hints_circle() -> Game:
    """The first Spaces and Aces layout of the seeded generator (seed 1): taking every
    hint at tests/engine/test_hints_round.py's budget, blind to the round, comes back
    to a position of the round at move 43, short of a proven win."""
    from addiction.autoplay import random_layouts
    from addiction.engine import Rules

    rules = Rules.preset("spaces-and-aces")
    *_, layout = random_layouts(1, 1, rules.shape)
    return Game.from_board(layout, rules)


def test_autoplay_waits_past_still_looking_and_goes_on(
    qtbot, controller: GameController, monkeypatch
) -> None:
    """A hint worker stopped where the system cannot tell (no process table): "still looking"
    comes after 1.5 s; Autoplay waits past it as past "looking", and goes on once
    the worker does."""
    monkeypatch.setattr(_Process, "stopped", lambda self: False)
    player, seen = player_of(controller)
    player.set_interval(0)
    news: list[object] = []
    controller.hintShown.connect(lambda shown: news.append(shown.news))
    player.play_hints()
    qtbot.waitUntil(lambda: controller.game.moves_made >= 2, timeout=60000)
    pids = controller.hint_worker.process_ids()
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)
    try:
        stopped_at = controller.game.moves_made
        qtbot.waitUntil(lambda: HintSearch.STILL_LOOKING in news, timeout=10000)
        assert player.running and seen == []
    finally:
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)
    qtbot.waitUntil(
        lambda: controller.game.moves_made > stopped_at + 1 or not player.running, timeout=60000
    )
    assert controller.game.moves_made > stopped_at
    assert StopReason.NO_HINT not in seen
    player.stop()
