"""The daily deal (addiction/engine/daily.py): the date's rule, and the year's data file
(addiction/resources/daily-2027.json, written by scripts/daily_routes.py)."""

from __future__ import annotations

import datetime
import json
import random

import pytest

from addiction.engine import (
    Board,
    Game,
    GameStatus,
    Move,
    Rules,
    SolveStatus,
    daily,
    replay,
    solve,
)
from addiction.engine.daily import Daily, DailyDateError, parse_date

YEAR = 2027


def stored_days() -> list[dict[str, object]]:
    data = json.loads(daily.data_path(YEAR).read_text(encoding="utf-8"))
    assert data["rule_version"] == daily.RULE_VERSION
    assert data["nodes_per_candidate"] == daily.NODES_PER_CANDIDATE
    days: list[dict[str, object]] = data["days"]
    return days


def test_the_file_holds_every_day_of_the_year_in_order() -> None:
    dates = [parse_date(str(day["date"])) for day in stored_days()]
    assert dates == daily.days_of(YEAR)
    assert len(dates) == 365


def test_every_route_in_the_file_replays_through_the_engine_to_a_won_board() -> None:
    for day in stored_days():
        rules = Rules.from_key(str(day["rules"]))
        game = Game.new(int(str(day["deal"])), rules)
        assert isinstance(day["route"], list)
        for step in day["route"]:
            game.play(Move.from_json(step))
        assert game.status is GameStatus.WON, day["date"]
        assert game.shuffles_used == 0


@pytest.mark.parametrize("date", ["2027-01-01", "2027-02-28", "2027-07-14", "2027-12-31"])
def test_the_file_is_what_the_rule_derives(date: str) -> None:
    stored = next(day for day in stored_days() if day["date"] == date)
    derived = daily.derive(parse_date(date))
    assert derived.to_json() == stored


def test_the_rule_takes_the_first_candidate_the_solver_wins_within_the_budget() -> None:
    """Every candidate before the chosen one is not won within the node budget."""
    day = daily.derive(datetime.date(2026, 12, 1))
    numbers = daily.candidates(day.date)
    for _ in range(day.candidate):
        result = solve(Board.deal(next(numbers)), max_nodes=daily.NODES_PER_CANDIDATE)
        assert result.status is not SolveStatus.WIN
    assert next(numbers) == day.deal_number
    assert replay(day.board, day.route).is_won()


def test_random_dates_give_the_same_deal_each_time_and_different_dates_differ() -> None:
    chooser = random.Random(12)
    dates = [
        datetime.date(2000, 1, 1) + datetime.timedelta(chooser.randrange(40000)) for _ in range(3)
    ]
    first = [daily.derive(date) for date in dates]
    again = [daily.derive(date) for date in dates]
    assert first == again
    assert len({day.deal_number for day in first}) == len(dates)
    for day in first:
        assert day.rules == Rules.preset("addiction")
        assert replay(day.board, day.route).is_won()


def test_lookup_reads_the_year_file_and_knows_no_other_year() -> None:
    day = daily.lookup(datetime.date(YEAR, 3, 1))
    assert day is not None and day.date == datetime.date(YEAR, 3, 1)
    assert daily.for_date(day.date) == day
    assert daily.lookup(datetime.date(1999, 3, 1)) is None


def test_a_daily_game_code_opens_the_same_deal_under_the_same_rules() -> None:
    day = daily.for_date(datetime.date(YEAR, 5, 9))
    game = day.new_game()
    again = Game.from_code(game.code)
    assert (again.deal_number, again.initial, again.rules) == (
        day.deal_number,
        day.board,
        day.rules,
    )


def test_a_route_that_does_not_win_is_refused() -> None:
    day = daily.for_date(datetime.date(YEAR, 1, 2))
    with pytest.raises(ValueError, match="does not win"):
        Daily(day.date, day.deal_number, day.rules, day.route[:-1], day.candidate)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2027-13-01", "no such date"),
        ("2027-02-29", "no such date"),
        ("27-01-01", "not a date"),
        ("2027/01/01", "not a date"),
        ("", "not a date"),
        ("2027-01-01x", "not a date"),
    ],
)
def test_bad_dates_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(DailyDateError, match=message):
        parse_date(text)
