"""GameController.start_level: a level's game, its kind and stars in the statistics,
a level restarted after its win is still the level, and the route it offers."""

from __future__ import annotations

import pytest

from addiction.control.controller import GameController
from addiction.engine import GameStatus, Shuffle, campaign
from addiction.engine.campaign import LevelNumberError
from addiction.engine.game import follow
from addiction.store.statistics import GameKind, LevelProgress, StatisticsDatabase


def play_route(controller: GameController, number: int) -> None:
    for step in campaign.level(number).route:
        assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)


def test_a_level_starts_under_its_rules_and_offers_its_route(controller: GameController) -> None:
    level = campaign.level(45)
    controller.start_level(45)
    assert controller.level == level
    assert controller.kind is GameKind.CAMPAIGN
    assert controller.rules == level.rules
    assert controller.game.initial == level.layout
    route = controller.verified_route()
    assert route == level.route
    assert follow(level.new_game(), route).status is GameStatus.WON
    controller.new_random_game()
    assert (controller.level, controller.kind, controller.verified_route()) == (
        None,
        GameKind.DEAL,
        None,
    )


def test_a_level_that_does_not_exist_changes_nothing(controller: GameController) -> None:
    before = controller.game
    with pytest.raises(LevelNumberError):
        controller.start_level(campaign.count() + 1)
    assert controller.game is before


def test_a_level_restarted_after_its_win_is_counted_again_as_the_level(
    controller: GameController, database: StatisticsDatabase
) -> None:
    controller.start_level(2)
    play_route(controller, 2)
    won_id = controller.game_id
    controller.restart()
    assert controller.game_id != won_id
    assert database.game_kind(controller.game_id) == (GameKind.CAMPAIGN, 2)
    controller.play(controller.game.board.legal_moves()[0])
    controller.give_up()
    assert database.campaign_progress() == {2: LevelProgress(2, 3, campaign.level(2).par)}
    summary = database.summary(GameKind.CAMPAIGN.value)
    assert (summary.played, summary.won, summary.given_up) == (2, 1, 1)
