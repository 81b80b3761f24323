"""The daily challenges (engine/daily_challenges.py, docs/daily.md): three verified
deals a date, ranked by the measure the rule names, the same every time."""

from __future__ import annotations

import datetime
import json
from itertools import islice

import pytest

from addiction.engine import Board, replay
from addiction.engine.daily import DAILY_RULES, FIRST_DATE, DailyDateError
from addiction.engine.daily_challenges import (
    MEASURED,
    Challenge,
    Tier,
    candidates,
    derive,
    entry_from_json,
    entry_to_json,
    policy_wins,
)
from tests.run_cache import once_per_run

DAY = datetime.date(2027, 6, 15)


def challenges_from_text(text: str) -> dict[Tier, Challenge]:
    """The challenges challenges_to_text wrote (their entry in a data file)."""
    found = entry_from_json(json.loads(text), DAY)
    assert found is not None, text
    return found


def challenges_to_text(challenges: dict[Tier, Challenge]) -> str:
    return json.dumps(entry_to_json(DAY, challenges))


@pytest.fixture(scope="module")
def challenges(tmp_path_factory: pytest.TempPathFactory) -> dict[Tier, Challenge]:
    """DAY's challenges, derived once in the run (seconds of CPU): pytest-xdist's
    workers share them (tests/run_cache.py)."""
    return once_per_run(
        tmp_path_factory,
        f"daily-challenges-{DAY}",
        lambda: derive(DAY),
        challenges_to_text,
        challenges_from_text,
    )


def test_the_challenges_of_a_date_read_back_from_their_entry_as_they_were(
    challenges: dict[Tier, Challenge],
) -> None:
    # (what the fixture above relies on when another worker derived them)
    assert challenges_from_text(challenges_to_text(challenges)) == challenges


def test_each_tier_is_a_deal_of_the_date_won_by_its_route(challenges) -> None:
    assert list(challenges) == [Tier.EASY, Tier.MEDIUM, Tier.HARD]
    deals = {challenge.day.deal_number for challenge in challenges.values()}
    assert len(deals) == 3
    for challenge in challenges.values():
        day = challenge.day
        assert day.date == DAY and day.rules == DAILY_RULES
        assert next(islice(candidates(DAY), day.candidate, None)) == day.deal_number
        assert replay(Board.deal(day.deal_number), day.route).is_won()


def test_the_tiers_follow_the_measure_easiest_first(challenges) -> None:
    easy, medium, hard = (challenges[tier] for tier in Tier)
    for challenge in (easy, medium, hard):
        assert challenge.policy_wins == policy_wins(challenge.day.deal_number)

    def key(challenge: Challenge) -> tuple[int, int, int]:
        return (-challenge.policy_wins, challenge.nodes, challenge.day.deal_number)

    assert key(easy) < key(medium) < key(hard)


def test_the_tiers_are_ranked_among_the_first_qualifying_candidates(challenges) -> None:
    """Every candidate before the last one ranked either failed to qualify or was
    ranked: exactly MEASURED qualified up to it."""
    from addiction.engine.daily import NODES_PER_CANDIDATE
    from addiction.engine.solver import SolveStatus, solve

    last = max(challenge.day.candidate for challenge in challenges.values())
    qualified = [
        number
        for number in islice(candidates(DAY), last + 1)
        if solve(Board.deal(number), max_nodes=NODES_PER_CANDIDATE).status is SolveStatus.WIN
    ]
    assert len(qualified) == MEASURED
    assert {c.day.deal_number for c in challenges.values()} <= set(qualified)


def test_the_same_date_gives_the_same_deals_and_another_date_other_candidates(
    challenges,
) -> None:
    assert derive(DAY) == challenges
    following = DAY + datetime.timedelta(days=1)
    assert set(islice(candidates(DAY), 50)).isdisjoint(islice(candidates(following), 50))


def test_a_date_without_daily_deals_is_refused() -> None:
    with pytest.raises(DailyDateError):
        derive(FIRST_DATE - datetime.timedelta(days=1))
