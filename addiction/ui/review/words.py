"""The review's words (docs/review.md): a step of the game on the strip, and the
solver's findings as advice. Every sentence goes through tr(); the engine's
RoundReview is data."""

from __future__ import annotations

from collections.abc import Sequence

from addiction.control.review import KeptGameProblem, ReviewFailed
from addiction.engine import Action, Move, Shuffle
from addiction.engine.review import OtherMoment, RoundReview, Verdict
from addiction.ui.board_speech import square_words
from addiction.ui.translate import tr
from addiction.ui.wording import worker_failure_text


def move_text(move: Move, columns: int) -> str:
    """ "7♠ to row 2, column 5" (in a grid columns wide)."""
    where = square_words(move.target, columns)
    return tr("%1 to %2").replace("%1", move.card.label).replace("%2", where)


def step_text(index: int, action: Action, columns: int) -> str:
    """The strip's line for the game's action at index: "12. 7♠ to row 2, column 5"."""
    what = tr("Shuffle") if isinstance(action, Shuffle) else move_text(action, columns)
    return tr("%1. %2").replace("%1", str(index + 1)).replace("%2", what)


def numbered_move(index: int, actions: Sequence[Action], columns: int) -> str:
    """ "move 23 (7♠ to row 2, column 5)" for the move at index of actions."""
    action = actions[index]
    assert not isinstance(action, Shuffle)
    return (
        tr("move %1 (%2)").replace("%1", str(index + 1)).replace("%2", move_text(action, columns))
    )


def round_summary(reviewed: RoundReview, actions: Sequence[Action], columns: int) -> str:
    """What the solver found about a round as a whole."""
    if reviewed.won:
        if reviewed.closest_call is None:
            if reviewed.closest_call_complete:
                return tr("This round was won, and no move along the way could have lost it.")
            return tr(
                "This round was won. Where it came closest to slipping: the solver could "
                "not tell in time."
            )
        return tr("This round was won. Its closest call is marked on the list of moves.")
    if reviewed.turning_move is not None:
        return tr(
            "This round could be won until %1. Its turning point is marked on the list."
        ).replace("%1", numbered_move(reviewed.turning_move, actions, columns))
    if reviewed.turning_range is not None:
        first, last = reviewed.turning_range
        return (
            tr(
                "This round could be won at its start and not at its end; the win slipped "
                "away between move %1 and move %2 (the solver could not tell in time exactly "
                "where)."
            )
            .replace("%1", str(first + 1))
            .replace("%2", str(last + 1))
        )
    if reviewed.start is Verdict.NOT_WINNABLE:
        return tr("This round could not be won without a shuffle, from its first move.")
    if reviewed.end is Verdict.WINNABLE:
        return tr("This round could still be won without a shuffle when it ended.")
    return tr(
        "Whether this round could be won without a shuffle: the solver could not tell in time."
    )


def turning_advice(reviewed: RoundReview, actions: Sequence[Action], columns: int) -> str:
    """The advice at a round's turning point (reviewed.turning_move is not None)."""
    assert reviewed.turning_move is not None
    text = tr("After %1 this round could no longer be won without a shuffle.").replace(
        "%1", numbered_move(reviewed.turning_move, actions, columns)
    )
    if reviewed.better_move is not None:
        better = tr("%1 would have kept it winnable: it is marked on the board one step back.")
        text += " " + better.replace("%1", move_text(reviewed.better_move, columns))
    return text


def before_turning_advice(reviewed: RoundReview, actions: Sequence[Action], columns: int) -> str:
    """The advice one step before the turning point, where the better move is marked."""
    assert reviewed.turning_move is not None and reviewed.better_move is not None
    return (
        tr(
            "Next comes %1, which loses this round's win. %2, marked on the board, would "
            "have kept it winnable."
        )
        .replace("%1", numbered_move(reviewed.turning_move, actions, columns))
        .replace("%2", move_text(reviewed.better_move, columns))
    )


def closest_call_advice(reviewed: RoundReview, actions: Sequence[Action], columns: int) -> str:
    """The advice at a won round's closest call."""
    call = reviewed.closest_call
    assert call is not None
    return (
        tr(
            "Closest call: at %3, only %1 of the %2 moves possible kept this round "
            "winnable. %4, for one, would have lost it."
        )
        .replace("%1", str(call.winning_moves))
        .replace("%2", str(call.legal_moves))
        .replace("%3", numbered_move(call.action, actions, columns))
        .replace("%4", move_text(call.losing_move, columns))
    )


def shuffle_advice(reviewed: RoundReview, columns: int) -> list[str]:
    """What the solver found about the shuffle that dealt the round at another
    moment: nothing where the rules let no player know (None)."""
    sentences = []
    earlier, later = reviewed.earlier_shuffle, reviewed.later_shuffle
    if earlier is not None:
        sentences.append(_earlier_text(earlier))
    if later is not None:
        sentences.append(_later_text(later, columns))
    return sentences


def _earlier_text(moment: OtherMoment) -> str:
    if moment.verdict is Verdict.WINNABLE:
        assert moment.before is not None
        return tr(
            "Shuffling earlier, before move %1, would have dealt a round that could be won."
        ).replace("%1", str(moment.before + 1))
    if moment.verdict is Verdict.NOT_WINNABLE:
        return tr("No earlier moment the solver tried would have dealt a round that could be won.")
    return tr(
        "Whether an earlier shuffle would have dealt a winnable round: the solver could not "
        "tell in time."
    )


def _later_text(moment: OtherMoment, columns: int) -> str:
    if moment.verdict is Verdict.WINNABLE:
        first = move_text(moment.after_moves[0], columns)
        return tr(
            "Playing on before shuffling, starting with %1, would have dealt a round that "
            "could be won."
        ).replace("%1", first)
    if moment.verdict is Verdict.NOT_WINNABLE:
        return tr("Playing on before shuffling would not have dealt a round that could be won.")
    return tr(
        "Whether a later shuffle would have dealt a winnable round: the solver could not "
        "tell in time."
    )


def failure_text(failure: ReviewFailed) -> str:
    return tr("The review could not be made: %1.").replace(
        "%1", worker_failure_text(failure.failure)
    )


def kept_game_text(problem: KeptGameProblem) -> str:
    """Why a statistics row's game cannot be reviewed."""
    return {
        KeptGameProblem.NOT_FOUND: tr("This game is no longer in the statistics."),
        KeptGameProblem.NO_ACTIONS: tr(
            "This game was recorded before games kept their moves: it cannot be reviewed."
        ),
        KeptGameProblem.UNREADABLE: tr("The statistics could not be read."),
        KeptGameProblem.DAMAGED: tr("This game's kept moves do not replay: it cannot be reviewed."),
        KeptGameProblem.MISMATCHED: tr(
            "This game's kept moves do not match its record: it cannot be reviewed."
        ),
    }[problem]
