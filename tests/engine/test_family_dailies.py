"""The daily deal, the daily challenges and New winnable deal of the other games of
the family (engine/daily.py, engine/daily_challenges.py, engine/winnable.py): each
game has its own, by the same rule as Addiction's, and Addiction's stay as they were."""

from __future__ import annotations

import datetime
from itertools import islice
from pathlib import Path

import pytest

from addiction.engine import (
    Board,
    Game,
    GameStatus,
    Rules,
    SolveStatus,
    campaign_making,
    daily,
    daily_challenges,
    replay,
    solve,
)
from addiction.engine.campaign_making import POLICY_MOVES_PER_CARD, policy_game
from addiction.engine.daily import DAILY_RULES, Daily
from addiction.engine.game import follow
from addiction.engine.hints import FAMILY_SHARE
from addiction.engine.rng import SplitMix64
from addiction.engine.winnable import winnable_deal

DAY = datetime.date(2027, 3, 9)
HOUSE = Rules.preset("house-of-commons")


@pytest.mark.parametrize("key", ["house-of-commons", "line-up", "paganini", "galary"])
def test_a_games_daily_is_the_first_of_its_own_candidates_the_solver_wins(key: str) -> None:
    rules = Rules.preset(key)
    day = daily.derive(DAY, rules)
    assert day.rules == rules and day.board == Board.deal(day.deal_number, rules.shape)
    assert replay(day.board, day.route).is_won()
    budget = daily.nodes_per_candidate(rules)
    assert budget == daily.NODES_PER_CANDIDATE // FAMILY_SHARE
    numbers = list(islice(daily.candidates(DAY, rules), day.candidate + 1))
    assert numbers[-1] == day.deal_number
    for number in numbers[:-1]:
        lost = solve(Board.deal(number, rules.shape), max_nodes=budget)
        assert lost.status is not SolveStatus.WIN
    assert numbers[0] != next(daily.candidates(DAY))  # not Addiction's candidates


def test_addictions_daily_keeps_its_rule_and_budget() -> None:
    assert daily.nodes_per_candidate(DAILY_RULES) == daily.NODES_PER_CANDIDATE
    assert daily.seed_text("daily", DAILY_RULES, "2027-01-01") == "daily/2027-01-01"
    assert daily.data_path(2027) == daily.RESOURCES / "daily-2027.json"
    assert daily.lookup(DAY) == daily.derive(DAY)


def test_a_day_is_served_only_under_the_game_it_was_made_for(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(daily, "RESOURCES", tmp_path)
    daily._year.cache_clear()
    daily_challenges._year.cache_clear()
    try:
        day = daily.derive(DAY, HOUSE)
        path = daily.data_path(DAY.year, HOUSE)
        assert path.name == "daily-house-of-commons-2027.json"
        daily.write_data_file(path, daily.year_to_json([day], HOUSE))
        assert daily.lookup(DAY, HOUSE) == day
        assert daily.lookup(DAY) is None  # Addiction's file is another (none here)
        # The same entry in another game's file is not that game's day.
        other = Rules.preset("line-up")
        daily.write_data_file(daily.data_path(DAY.year, other), daily.year_to_json([day], HOUSE))
        assert daily.lookup(DAY, other) is None
        assert daily.for_date(DAY, other) == daily.derive(DAY, other)
    finally:
        daily._year.cache_clear()
        daily_challenges._year.cache_clear()


def test_a_games_challenges_are_its_own_verified_deals_easiest_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(campaign_making, "PLAYOUTS", 5)  # the rule's ranking, fewer games
    found = daily_challenges.derive(DAY, HOUSE)
    days = [found[tier].day for tier in daily_challenges.Tier]
    assert all(day.rules == HOUSE and replay(day.board, day.route).is_won() for day in days)
    assert len({day.deal_number for day in days}) == 3
    for day in days:
        named = next(islice(daily_challenges.candidates(DAY, HOUSE), day.candidate, None))
        assert named == day.deal_number
    entry = daily_challenges.entry_to_json(DAY, found)
    assert daily_challenges.entry_from_json(entry, DAY, HOUSE) == found
    assert daily_challenges.entry_from_json(entry, DAY) is None  # not Addiction's


def test_a_random_policy_game_where_cards_go_back_ends_within_its_move_limit() -> None:
    rules = Rules.preset("galary")
    game = Game.new(1000, rules)
    assert not policy_game(game, SplitMix64(5))
    assert game.status is GameStatus.PLAYING  # given up, not over by the rules
    assert game.moves_made == POLICY_MOVES_PER_CARD * len(rules.shape.cards)


@pytest.mark.parametrize("key", ["jungle", "double-red-moon", "paganini-ii-v2"])
def test_new_winnable_deal_of_a_game_comes_with_a_route_that_wins_it(key: str) -> None:
    rules = Rules.preset(key)
    found = winnable_deal(7, rules)
    game = follow(found.new_game(), found.route)
    assert game.rules == rules and game.status is GameStatus.WON


def test_a_daily_of_one_game_read_back_under_another_is_refused() -> None:
    day = daily.derive(DAY, HOUSE)
    assert daily.checked_day(day.to_json(), DAY, daily.candidates, HOUSE) == day
    assert daily.checked_day(day.to_json(), DAY, daily.candidates) is None
    assert Daily.from_json(day.to_json()) == day
