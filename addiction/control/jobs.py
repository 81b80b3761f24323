"""The app's background jobs, each declared once: its question type, the function
run in the worker process (addiction/control/process_worker.py), its answer type,
and its deadline.

The functions run in the worker, so they import what they need when called (the
app's start-up declares the jobs and loads nothing heavy). The hints' memory of
proved lines (engine/hints.py ProvenLines) lives here too, one per worker process:
the hint process's, which the studies teach (LEARN), and the study process's.

Deadlines are the seconds a worker may spend on one question before it counts
as hung and is replaced: at least thirty times the slowest legitimate question
measured on a quiet machine with the compiled solver, so an interpreted solver
(about three times slower) on a busy 2-core machine still finishes well within
them. Measured on 1 December 2026 (CPU seconds, deals 1-20, 48 and 98): a hint
0.85 s at most, a study 3.7 s (deal 98); a daily 1.8 s at most
(benchmarks/daily_bench.py), a winnable deal 0.71 s (benchmarks/winnable_bench.py);
on 2 December 2026 a review of a game of up to 150 moves 1.8 s at most, on a busy
machine (benchmarks/review_bench.py, deals 1-5).
"""

from __future__ import annotations

import datetime
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from addiction.control.notices import Studied
from addiction.control.worker_process import Job
from addiction.engine import Action, Board, Game, Rules

if TYPE_CHECKING:
    from addiction.engine import SolveResult
    from addiction.engine.daily import Daily
    from addiction.engine.daily_challenges import Challenges
    from addiction.engine.hints import Hint, NextShuffle, ProvenLines, RoundSoFar
    from addiction.engine.review import ReviewBudget, RoundReview
    from addiction.engine.winnable import WinnableDeal


@dataclass(frozen=True)
class HintQuestion:
    """A hint for board (next_shuffle: hints.NextShuffle.of(game)); round_so_far: the
    positions of the round already seen (hints.RoundSoFar.of(game)), which advice
    short of a proven win keeps clear of; None: none known."""

    board: Board
    can_shuffle: bool
    next_shuffle: NextShuffle | None
    round_so_far: RoundSoFar | None = None


@dataclass(frozen=True)
class WinnableQuestion:
    """A winnable deal drawn from seed, under rules."""

    seed: int
    rules: Rules


@dataclass(frozen=True)
class RoundQuestion:
    """Answer number answer (from 0) of game's review, under budget (None: the
    default): engine/review.py refined_rounds, each round in order, then the rounds
    reviewed again under larger budgets."""

    game: Game
    answer: int
    budget: ReviewBudget | None = None


@dataclass(frozen=True)
class ReviewComplete:
    """The answer past a review's last: nothing more to look at."""


@dataclass
class _UnderWay:
    """The review a worker process has under way: its answers still to come, and
    the number of the next."""

    rounds: Iterator[RoundReview]
    next: int = 0


#: The worker process's review under way, by its game (code, seed and history) and
#: budget: one game at a time.
_under_way: dict[tuple[str, int, tuple[Action, ...], ReviewBudget | None], _UnderWay] = {}


@functools.cache
def _hint_lines() -> ProvenLines:
    """The hint worker process's memory: the lines its hints and the studies proved."""
    from addiction.engine.hints import ProvenLines

    return ProvenLines()


@functools.cache
def _studied_lines() -> ProvenLines:
    """The study worker process's memory: the lines its studies proved."""
    from addiction.engine.hints import ProvenLines

    return ProvenLines()


def _hint(question: HintQuestion) -> Hint:
    from addiction.engine.hints import find_hint

    round_so_far = question.round_so_far
    return find_hint(
        question.board,
        question.can_shuffle,
        lines=_hint_lines(),
        next_shuffle=question.next_shuffle,
        seen=round_so_far.positions() if round_so_far is not None else frozenset(),
    )


def _warm(_: None) -> None:
    """Load what a hint needs (the search, the hint process's memory) before the
    first is asked for."""
    _hint_lines()


def _learn(studied: Studied) -> None:
    _hint_lines().remember(studied.board, studied.result)


def _study(board: Board) -> SolveResult:
    from addiction.engine.hints import study

    return study(board, _studied_lines())


def _daily(date: datetime.date) -> Daily:
    from addiction.engine.daily import for_date

    return for_date(date)


def _challenges(date: datetime.date) -> Challenges:
    from addiction.engine.daily_challenges import for_date

    return for_date(date)


def _winnable(question: WinnableQuestion) -> WinnableDeal:
    from addiction.engine.winnable import winnable_deal

    return winnable_deal(question.seed, question.rules)


def _review_round(question: RoundQuestion) -> RoundReview | ReviewComplete:
    """The answer asked for, going on with the review under way when it is of the
    same game and has not passed that answer; ReviewComplete past the last."""
    from addiction.engine.review import refined_rounds  # loaded in the worker only

    game = question.game
    key = (game.code, game.seed, game.history, question.budget)
    under_way = _under_way.get(key)
    if under_way is None or under_way.next > question.answer:
        _under_way.clear()
        under_way = _under_way[key] = _UnderWay(refined_rounds(game, question.budget))
    for reviewed in under_way.rounds:
        under_way.next += 1
        if under_way.next > question.answer:
            return reviewed
    return ReviewComplete()


#: A hint (hints.find_hint with the hint process's memory).
HINT: Job[HintQuestion, Hint] = Job(_hint, deadline=60.0)
#: Ready the hint process for its first hint (HintWorker.warm_up).
WARM: Job[None, None] = Job(_warm, deadline=60.0)
#: Teach the hint process a study: the next hint on its position answers from it.
LEARN: Job[Studied, None] = Job(_learn, deadline=60.0)
#: The round from a position searched further (hints.study, STUDY_NODES).
STUDY: Job[Board, SolveResult] = Job(_study, deadline=180.0)
#: A date's daily deal, derived when the data file does not hold it.
DAILY: Job[datetime.date, Daily] = Job(_daily, deadline=60.0)
#: A date's daily challenges, derived when the data file does not hold them (about
#: 5-9 s on a quiet machine: benchmarks/daily_challenges_bench.py).
CHALLENGES: Job[datetime.date, Challenges] = Job(_challenges, deadline=300.0)
#: A random deal the solver wins.
WINNABLE: Job[WinnableQuestion, WinnableDeal] = Job(_winnable, deadline=60.0)
#: A round of a game's review (engine/review.py refined_rounds; the answers of one
#: game are asked one after another: control/review.py). Deadline: a round's review
#: under the largest budget, about as long as a game's under the first.
REVIEW_ROUND: Job[RoundQuestion, RoundReview | ReviewComplete] = Job(_review_round, deadline=300.0)
