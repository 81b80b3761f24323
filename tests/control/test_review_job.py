"""The REVIEW job (control/jobs.py) through a real worker process: a game goes
there with its history and its review comes back."""

from __future__ import annotations

from addiction.control.jobs import REVIEW, ReviewQuestion
from addiction.control.process_worker import Worker
from addiction.engine import Board, Rules
from addiction.engine.review import Review, ReviewBudget
from tests.engine.review_games import spoiled


def test_a_review_comes_back_from_the_worker(qtbot) -> None:
    made = spoiled(Rules.preset("addiction"), Board.deal(11), 30)
    made.game.shuffle()
    worker = Worker("review")
    answers: list[object] = []
    try:
        worker.submit(REVIEW, ReviewQuestion(made.game), answers.append)
        worker.submit(
            REVIEW, ReviewQuestion(made.game, ReviewBudget(solve_nodes=1)), answers.append
        )
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=60000)
    finally:
        worker.shutdown()
    default, starved = answers
    assert isinstance(default, Review) and isinstance(starved, Review)
    first, second = default.rounds
    assert first.turning_move == made.turning and second.shuffle == first.moves
    assert starved.rounds[0].turning_move is None  # the budget went with the question
