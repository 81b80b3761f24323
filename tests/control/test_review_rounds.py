"""A game's review round by round (control/review.py, control/jobs.py REVIEW_ROUND):
each round asked of a real worker process as a question of its own, answered in
order, each round reviewed once."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from addiction.control import jobs
from addiction.control.jobs import ReviewComplete, RoundQuestion
from addiction.control.review import GameReviewer, ReviewFailed
from addiction.engine import Board, Game, Rules
from addiction.engine import review as engine_review
from addiction.engine.review import ReviewBudget, RoundReview, review
from tests.engine.review_games import AMPLE, play_until_stuck, spoiled


@pytest.fixture(scope="module")
def two_rounds() -> Game:
    """Deal 11 spoiled at a known move, shuffled, and played on a little."""
    game = spoiled(Rules.preset("addiction"), Board.deal(11), 30).game
    game.shuffle()
    play_until_stuck(game, most=10)
    return game


def timeless(reviewed: RoundReview) -> RoundReview:
    return replace(reviewed, seconds=0.0)


def test_each_round_comes_as_it_is_ready_and_matches_the_whole_review(
    qtbot: QtBot, two_rounds: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(GameReviewer, "budget", AMPLE)
    reviewer = GameReviewer()
    rounds: list[RoundReview] = []
    failures: list[ReviewFailed] = []
    reviewer.reviewedRound.connect(rounds.append)
    reviewer.failed.connect(failures.append)
    try:
        with qtbot.waitSignal(reviewer.finished, timeout=240_000):
            reviewer.ask(two_rounds)
    finally:
        reviewer.shutdown()
    assert failures == []
    whole = review(two_rounds, AMPLE).rounds
    assert len(whole) == 2
    assert [timeless(r) for r in rounds] == [timeless(r) for r in whole]


def test_the_worker_goes_on_with_the_review_under_way(
    two_rounds: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[Game] = []
    reviewing = engine_review.refined_rounds

    def counted(game: Game, budget: ReviewBudget | None = None) -> Iterator[RoundReview]:
        started.append(game)
        return reviewing(game, budget)

    monkeypatch.setattr(engine_review, "refined_rounds", counted)
    monkeypatch.setattr(jobs, "_under_way", {})
    cheap = ReviewBudget(solve_nodes=1, solve_seconds=1.0, extra_seconds=0.0, passes=0)
    first = jobs._review_round(RoundQuestion(two_rounds, 0, cheap))
    second = jobs._review_round(RoundQuestion(two_rounds, 1, cheap))
    assert isinstance(first, RoundReview) and isinstance(second, RoundReview)
    assert (first.shuffle, second.shuffle) == (None, first.moves)
    assert len(started) == 1  # the second round went on from the first
    again = jobs._review_round(RoundQuestion(two_rounds, 0, cheap))
    assert isinstance(again, RoundReview)
    assert len(started) == 2 and again.first_action == 0  # an earlier round starts again
    assert isinstance(jobs._review_round(RoundQuestion(two_rounds, 1, cheap)), RoundReview)
    # No third answer (no look again: passes=0): the review is complete.
    assert jobs._review_round(RoundQuestion(two_rounds, 2, cheap)) == ReviewComplete()


def test_the_review_goes_on_until_the_solver_can_tell(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = spoiled(Rules.preset("addiction"), Board.deal(11), 30)
    small = ReviewBudget(solve_nodes=1000, solve_seconds=60.0, extra_seconds=60.0, passes=8)
    monkeypatch.setattr(GameReviewer, "budget", small)
    reviewer = GameReviewer()
    rounds: list[RoundReview] = []
    reviewer.reviewedRound.connect(rounds.append)
    try:
        with qtbot.waitSignal(reviewer.finished, timeout=240_000):
            reviewer.ask(made.game)
    finally:
        reviewer.shutdown()
    assert rounds[0].turning_move is None  # told at once what it knew
    assert rounds[-1].turning_move == made.turning
