"""GameController.start_daily: a date's daily deal, its own record, and a date the data
file does not hold derived in a real worker process."""

from __future__ import annotations

import datetime
from pathlib import Path

from addiction.control.controller import DailyPlay, GameController
from addiction.engine import Game, GameStatus, Termination, daily
from addiction.store.savegame import SaveFile
from addiction.store.statistics import StatisticsDatabase, daily_streaks

DAY = datetime.date(2027, 4, 1)


def play_route(controller: GameController, day: daily.Daily) -> None:
    for move in day.route:
        assert controller.play(move)


def test_a_daily_starts_its_deal_under_its_rules_and_says_which_day(
    controller: GameController,
) -> None:
    controller.start_daily(DAY)
    day = daily.for_date(DAY)
    assert controller.game.deal_number == day.deal_number
    assert controller.game.rules == day.rules
    assert controller.daily == DailyPlay(DAY, on_the_day=True)
    controller.new_random_game()
    assert controller.daily is None


def test_the_first_finished_game_is_the_days_result_and_a_win_makes_a_streak(
    controller: GameController, database: StatisticsDatabase
) -> None:
    day = daily.for_date(DAY)
    controller.start_daily(DAY)
    controller.play(day.route[0])
    controller.start_daily(DAY)  # the first game is left: abandoned, the day's result
    play_route(controller, day)
    assert controller.game.status is GameStatus.WON
    results = database.daily_results()
    assert results[DAY].outcome is Termination.ABANDONED
    assert daily_streaks(results, DAY) == (0, 0)
    assert database.summary().played == 2  # both are games as any other


def test_a_won_daily_is_the_days_result_and_restart_does_not_change_it(
    controller: GameController, database: StatisticsDatabase
) -> None:
    day = daily.for_date(DAY)
    controller.start_daily(DAY)
    play_route(controller, day)
    controller.restart()  # after the end: a new counted game of the same deal
    controller.play(day.route[0])
    controller.give_up()
    assert database.daily_results()[DAY].outcome is Termination.WON
    assert daily_streaks(database.daily_results(), DAY) == (1, 1)


def test_a_past_day_from_the_calendar_counts_but_not_for_the_streak(
    controller: GameController, database: StatisticsDatabase
) -> None:
    day = daily.for_date(DAY)
    controller.start_daily(DAY, on_the_day=False)
    play_route(controller, day)
    result = database.daily_results()[DAY]
    assert (result.outcome, result.on_the_day) == (Termination.WON, False)
    assert daily_streaks(database.daily_results(), DAY) == (0, 0)


def test_a_date_the_file_does_not_hold_is_derived_in_a_worker_process(
    qtbot, controller: GameController
) -> None:
    date = datetime.date(2026, 12, 1)
    assert daily.lookup(date) is None
    with qtbot.waitSignal(controller.newGameStarted, timeout=60_000):
        controller.start_daily(date)
    assert controller.game.deal_number == daily.derive(date).deal_number
    assert controller.daily == DailyPlay(date, on_the_day=True)


def test_a_game_started_while_a_daily_is_derived_wins_over_it(
    qtbot, controller: GameController
) -> None:
    controller.start_daily(datetime.date(2026, 11, 30))
    controller.new_numbered_deal(77)
    assert controller.sources.unanswered() == 1  # still derived: its answer is dropped
    qtbot.waitUntil(lambda: controller.sources.unanswered() == 0, timeout=60_000)
    qtbot.wait(50)
    assert controller.game.deal_number == 77
    assert controller.daily is None


def test_a_daily_taken_up_from_the_autosave_is_still_that_days_daily(
    tmp_path: Path, database: StatisticsDatabase
) -> None:
    save_file = SaveFile(tmp_path / "savegame.json")
    day = daily.for_date(DAY)
    first = GameController(Game.new(5), save_file, database)
    first.start_daily(DAY)
    first.play(day.route[0])
    first.shutdown()  # saves; the app quits with the daily being played
    reopened = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    again = GameController(Game.new(6), save_file, reopened)
    saved = save_file.load()
    assert saved is not None
    again.restore(saved)
    assert again.daily == DailyPlay(DAY, on_the_day=True)
    play_route_from(again, day, 1)
    assert reopened.daily_results()[DAY].outcome is Termination.WON
    again.shutdown()


def play_route_from(controller: GameController, day: daily.Daily, start: int) -> None:
    for move in day.route[start:]:
        assert controller.play(move)
