"""The campaign (addiction/engine/campaign.py) and its data file
(addiction/resources/campaign.json, written by scripts/campaign_levels.py), and the
routes across shuffles behind it (addiction/engine/winnable.py).

Making all the levels again takes about twenty seconds of CPU, so this suite makes
a few of them again and compares them with the file; `scripts/campaign_levels.py
--check` makes them all."""

from __future__ import annotations

import json

import pytest

from addiction.autoplay import wins
from addiction.engine import (
    COLUMNS,
    ROWS,
    GameStatus,
    Outcome,
    Rules,
    Shuffle,
    ShuffleError,
    Termination,
    campaign,
    campaign_making,
)
from addiction.engine.campaign import Level, LevelNumberError, current_level, is_unlocked
from addiction.engine.game import follow
from addiction.engine.winnable import find_route, winnable_deal

ALL = [campaign.level(number) for number in range(1, campaign.count() + 1)]


def stored() -> list[dict[str, object]]:
    data = json.loads(campaign.LEVELS_PATH.read_text(encoding="utf-8"))
    assert data["making_version"] == campaign.MAKING_VERSION
    levels: list[dict[str, object]] = data["levels"]
    return levels


def test_every_levels_route_replays_through_the_engine_to_a_won_board() -> None:
    assert len(ALL) >= 60
    for level in ALL:
        game = level.new_game()
        for step in level.route:
            if isinstance(step, Shuffle):
                assert game.shuffle() == step.result, level.number
            else:
                game.play(step)
        assert game.status is GameStatus.WON, level.number
        assert level.par == game.moves_made


def test_the_road_is_ordered_by_difficulty_in_stages_of_ten() -> None:
    assert [level.number for level in ALL] == list(range(1, len(ALL) + 1))
    keys = [level.difficulty.key for level in ALL]
    assert keys == sorted(keys)
    assert campaign.stages() == 6
    assert [level.stage for level in ALL[::10]] == [1, 2, 3, 4, 5, 6]
    first, last = ALL[0].difficulty, ALL[-1].difficulty
    assert first.policy_wins > last.policy_wins


def test_the_first_stage_needs_no_shuffle_and_no_choice_of_2() -> None:
    """The 2s start in column 1 of every row: no first-column gap ever opens, so no
    2 is ever to be chosen."""
    for level in ALL[: campaign.STAGE_SIZE]:
        assert not any(isinstance(step, Shuffle) for step in level.route)
        firsts = [level.layout[row * COLUMNS] for row in range(ROWS)]
        assert all(card is not None and card.rank == 2 for card in firsts), level.number


def test_later_stages_need_shuffles() -> None:
    shuffles = [level.difficulty.shuffles for level in ALL[4 * campaign.STAGE_SIZE :]]
    assert sum(shuffles) >= 20
    assert max(shuffles) == 3


@pytest.mark.parametrize(
    ("name", "moves", "move_twos"),
    [
        ("teaching/0", campaign_making.TEACHING_MOVES[0], False),
        ("teaching/7", campaign_making.TEACHING_MOVES[7], False),
        ("scrambled/4", campaign_making.SCRAMBLE_MOVES[4], True),
    ],
)
def test_made_up_levels_are_what_the_script_makes(name: str, moves: int, move_twos: bool) -> None:
    made = campaign_making.scrambled_level(name, moves, move_twos, wins).to_json()
    twin = next(entry for entry in stored() if entry["layout"] == made["layout"])
    assert {**made, "level": twin["level"]} == twin


@pytest.mark.parametrize("index", [0, 25, 39])
def test_dealt_levels_are_what_the_script_makes(index: int) -> None:
    entry = [entry for entry in stored() if entry["deal"] is not None][index]
    deal, rules = int(str(entry["deal"])), Rules.from_key(str(entry["rules"]))
    made = campaign_making.dealt_level(deal, rules, wins)
    assert made is not None
    assert {**made.to_json(), "level": entry["level"]} == entry


def test_the_last_stage_is_the_deals_the_hints_lose() -> None:
    last = ALL[-campaign.STAGE_SIZE :]
    assert not any(level.difficulty.hints_won for level in last)
    assert all(level.difficulty.hints_won for level in ALL[: -campaign.STAGE_SIZE])
    assert not wins(last[0].new_game(), campaign_making.HINT_NODES)


def test_a_level_whose_route_does_not_win_is_refused() -> None:
    entry = dict(stored()[20])
    route = list(entry["route"])  # type: ignore[call-overload]
    entry["route"] = route[:-1]
    with pytest.raises(ValueError, match="does not win"):
        Level.from_json(entry)
    shuffles = [step for step in ALL[-1].route if isinstance(step, Shuffle)]
    wrong = Shuffle(0, ALL[0].layout)
    with pytest.raises(ShuffleError):
        follow(ALL[-1].new_game(), [*ALL[-1].route[: ALL[-1].route.index(shuffles[0])], wrong])


@pytest.mark.parametrize("number", [0, 61, -1, True, "3"])
def test_a_level_number_out_of_range_is_an_error(number: object) -> None:
    with pytest.raises(LevelNumberError, match="levels run from 1 to 60"):
        campaign.level(number)


def test_stars_count_the_win_no_shuffle_and_par() -> None:
    level = ALL[0]

    def stars(termination: Termination, moves: int, shuffles: int) -> int:
        return level.stars(Outcome(termination, moves, shuffles, 48, 10.0))

    assert stars(Termination.WON, level.par, 0) == 3
    assert stars(Termination.WON, level.par + 1, 0) == 2
    assert stars(Termination.WON, level.par, 1) == 2
    assert stars(Termination.WON, level.par + 5, 1) == 1
    assert stars(Termination.LOST, 3, 0) == 0


def test_the_next_level_unlocks_when_one_is_won() -> None:
    assert [n for n in range(1, 5) if is_unlocked(n, set())] == [1]
    assert current_level(set()) == 1
    assert [n for n in range(1, 6) if is_unlocked(n, {1, 2})] == [1, 2, 3]
    assert current_level({1, 2}) == 3
    assert current_level(set(range(1, campaign.count() + 1))) == campaign.count()


@pytest.mark.parametrize("rules", ["addiction", "montana", "relaxed"])
def test_a_winnable_deal_is_won_by_its_route(rules: str) -> None:
    deal = winnable_deal(7, Rules.preset(rules))
    assert deal == winnable_deal(7, Rules.preset(rules))
    game = follow(deal.new_game(), deal.route)
    assert game.status is GameStatus.WON
    assert game.shuffles_used <= 1


def test_find_route_uses_no_more_shuffles_than_asked_and_montana_shuffles_only_when_stuck() -> None:
    montana = Rules.preset("montana")
    level = next(level for level in ALL if level.rules == montana and level.difficulty.shuffles)
    assert find_route(level.new_game(), campaign_making.ROUND_NODES, max_shuffles=0) is None
    # Replaying checks it: Montana refuses a shuffle while a move is left.
    assert follow(level.new_game(), level.route).status is GameStatus.WON
