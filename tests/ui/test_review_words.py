"""The review's words (addiction/ui/review/words.py) for what the solver could not
prove and for the rules where a shuffle's other moments are not judged: a review
never reads as a verdict the solver did not reach."""

from __future__ import annotations

from dataclasses import replace

from addiction.engine import Board, Move
from addiction.engine.review import OtherMoment, RoundReview, Verdict
from addiction.ui.review.words import round_summary, shuffle_advice

COLUMNS = 13
#: Some legal moves of deal 1, for the words to name.
MOVES: tuple[Move, ...] = tuple(Board.deal(1).legal_moves()[:3])
UNDECIDED_ROUND = RoundReview(
    first_action=0,
    moves=len(MOVES),
    shuffle=None,
    start=Verdict.UNDECIDED,
    end=Verdict.NOT_WINNABLE,
    turning_move=None,
    better_move=None,
    turning_range=None,
    won=False,
    closest_call=None,
    closest_call_complete=None,
    earlier_shuffle=None,
    later_shuffle=None,
    solves=2,
    seconds=0.1,
)


def test_an_undecided_start_says_the_solver_could_not_tell() -> None:
    text = round_summary(UNDECIDED_ROUND, MOVES, COLUMNS)
    assert "could not tell in time" in text
    assert "could not be won" not in text and "could be won until" not in text


def test_a_hidden_turning_point_names_the_moves_it_lies_between() -> None:
    hidden = replace(UNDECIDED_ROUND, start=Verdict.WINNABLE, turning_range=(1, 2))
    text = round_summary(hidden, MOVES, COLUMNS)
    assert "between move 2 and move 3" in text and "could not tell in time" in text


def test_a_won_round_whose_search_was_cut_short_claims_no_safety() -> None:
    won = replace(UNDECIDED_ROUND, won=True, closest_call_complete=False)
    assert "could not tell in time" in round_summary(won, MOVES, COLUMNS)
    complete = replace(won, closest_call_complete=True)
    assert "no move along the way could have lost it" in round_summary(complete, MOVES, COLUMNS)


def test_a_shuffle_the_rules_let_no_player_judge_gets_no_words() -> None:
    dealt = replace(UNDECIDED_ROUND, shuffle=3)  # earlier and later: None (Montana)
    assert shuffle_advice(dealt, COLUMNS) == []


def test_each_verdict_on_a_shuffle_moment_is_said_as_it_is() -> None:
    later_move = MOVES[0]
    dealt = replace(
        UNDECIDED_ROUND,
        shuffle=3,
        earlier_shuffle=OtherMoment(Verdict.UNDECIDED),
        later_shuffle=OtherMoment(Verdict.WINNABLE, after_moves=(later_move,)),
    )
    earlier_text, later_text = shuffle_advice(dealt, COLUMNS)
    assert "could not tell in time" in earlier_text
    assert later_text.startswith(
        f"Playing on before shuffling, starting with {later_move.card.label}"
    )
    refuted = replace(dealt, later_shuffle=OtherMoment(Verdict.NOT_WINNABLE))
    assert "would not have dealt" in shuffle_advice(refuted, COLUMNS)[1]
