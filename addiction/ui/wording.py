"""The player's words for what the lower layers report as data: the controller's
notices and hints (addiction/control/notices.py), the engine's refusals, and the
store's problems (addiction/store/notices.py). Every sentence goes through tr().
"""

from __future__ import annotations

import datetime
import enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QLocale

from addiction.control.notices import (
    ChallengeNotice,
    DailyNotice,
    GameOver,
    HintSearch,
    MoveRefused,
    Notice,
    SaveFailed,
    ShuffleRefused,
    StatisticsFailed,
    WinnableNotice,
    WorkerFailed,
    WorkerTrouble,
)
from addiction.engine import (
    ACE,
    MAX_DEAL,
    CodeProblem,
    DealNumberError,
    EngineError,
    GameCodeError,
    GameStatus,
    Move,
    MoveRefusal,
    RefusedMove,
    ShuffleRefusal,
)
from addiction.store.errors import StatisticsError
from addiction.store.notices import ResultFate, StatisticsAction, StoreNotice, StoreProblem
from addiction.ui.board_speech import square_words
from addiction.ui.translate import tr

if TYPE_CHECKING:
    from addiction.engine.hints import Hint


class DateForm(enum.Enum):
    """How much of a date is written (English, then Brazilian Portuguese)."""

    LONG = "long"  # 16 December 2027; 16 de dezembro de 2027
    SHORT = "short"  # 16 Dec 2027; 16 de dez. de 2027
    WEEKDAY = "weekday"  # Thursday, 16 December 2027; quinta-feira, 16 de dezembro de 2027
    MONTH = "month"  # December 2027; dezembro de 2027 (the day is not written)
    DAY = "day"  # 16 December; 16 de dezembro (the year is not written)


def written_date(day: datetime.date, form: DateForm = DateForm.LONG) -> str:
    """A date as the player's language writes it: its pattern is translated (the
    order and the little words, "16 de dezembro de 2027"), the names of months and
    weekdays come from the language's locale."""
    patterns = {
        #: A date in full: a QDate pattern (d day, MMMM month's name, yyyy year);
        #: other words go in 'single quotes'.
        DateForm.LONG: tr("d MMMM yyyy", "date pattern"),
        #: A date with the month's short name (MMM): a QDate pattern; other words
        #: go in 'single quotes'.
        DateForm.SHORT: tr("d MMM yyyy", "date pattern"),
        #: A date with its weekday's name (dddd): a QDate pattern; other words go in
        #: 'single quotes'.
        DateForm.WEEKDAY: tr("dddd, d MMMM yyyy", "date pattern"),
        #: A month of a year (a calendar's heading): a QDate pattern; other words
        #: go in 'single quotes'. LLLL is the month's name standing alone, where the
        #: language declines it (Russian "декабрь 2027", not "декабря").
        DateForm.MONTH: tr("MMMM yyyy", "date pattern"),
        #: A day of a month, the year left out: a QDate pattern; other words go in
        #: 'single quotes'.
        DateForm.DAY: tr("d MMMM", "date pattern"),
    }
    pattern = patterns[form]
    if "LLLL" in pattern:
        # Qt's patterns have no standalone month name (its MMMM is the name inside a
        # date): the locale's is put in as quoted text.
        alone = QLocale().standaloneMonthName(day.month).replace("'", "''")
        pattern = pattern.replace("LLLL", f"'{alone}'")
    return QLocale().toString(QDate(day.year, day.month, day.day), pattern)


def notice_text(notice: Notice) -> str:
    """The status bar's sentence for a controller notice ("" for none)."""
    if isinstance(notice, GameOver):
        if notice.status is GameStatus.WON:
            return tr("The game is over (won).")
        return tr("The game is over (lost).")
    if isinstance(notice, MoveRefused):
        return refused_move_text(notice.refused)
    if isinstance(notice, ShuffleRefused):
        return tr("Cannot shuffle: %1.").replace("%1", shuffle_refusal_text(notice.refusal))
    if isinstance(notice, SaveFailed):
        return tr("The game could not be saved: %1.").replace("%1", notice.detail)
    if isinstance(notice, StatisticsFailed):
        text = statistics_error_text(notice.error)
        if notice.kept_for_later:
            text = tr("%1 It is kept and will be added at the next start.").replace("%1", text)
        elif notice.error.result is ResultFate.LOST:
            text = tr("%1 This game's result could not be kept for the next start either.").replace(
                "%1", text
            )
        return text
    return {
        DailyNotice.PREPARING: tr("Preparing the daily deal…"),
        DailyNotice.FAILED: tr("The daily deal could not be prepared."),
        DailyNotice.READY: "",
        ChallengeNotice.PREPARING: tr("Preparing the daily challenges…"),
        ChallengeNotice.FAILED: tr("The daily challenges could not be prepared."),
        ChallengeNotice.READY: "",
        WinnableNotice.FAILED: tr("No winnable deal could be found."),
        WinnableNotice.READY: "",
    }[notice]


def refused_move_text(refused: RefusedMove) -> str:
    """Why a move is refused, as a sentence (%1: the gap's square, %2: the card,
    %3: the card's square or the card the gap takes)."""
    reason, move, shape = refused.reason, refused.move, refused.shape
    if reason is MoveRefusal.OFF_TABLE:
        return tr("That square is off the table.")
    other = ""
    if reason is MoveRefusal.NOT_A_GAP:
        text = tr("%1 is not a gap.")
    elif reason is MoveRefusal.NOT_THERE:
        text, other = tr("%2 is not on %3."), square_words(move.source, shape.columns)
    elif reason is MoveRefusal.AFTER_KING:
        text = tr("The gap at %1 is right of a King: dead.")
    elif reason is MoveRefusal.AFTER_GAP:
        text = tr("The gap at %1 is right of another gap: dead until that gap is filled.")
    elif reason is MoveRefusal.ONLY_TWOS and shape.first_rank == ACE:
        text = tr("Only an Ace may go into the first-column gap at %1, not %2.")
    elif reason is MoveRefusal.ONLY_TWOS:
        text = tr("Only a 2 may go into the first-column gap at %1, not %2.")
    elif reason is MoveRefusal.ALREADY_FIRST:
        text = tr("%2 already stands in column 1, where it stays in this game.")
    elif reason is MoveRefusal.NOT_BESIDE:
        text = tr("Only a card beside the gap at %1 moves into it, not %2.")
    elif refused.wanted is None:  # the gap takes several cards, or none
        text = tr("The gap at %1 does not take %2.")
    else:
        text, other = tr("The gap at %1 takes %3, not %2."), refused.wanted.label
    text = text.replace("%1", square_words(move.target, shape.columns))
    text = text.replace("%2", move.card.label)
    text = text.replace("%3", other)
    return text[:1].upper() + text[1:]


def shuffle_refusal_text(refusal: ShuffleRefusal) -> str:
    """Why no shuffle now (after "Cannot shuffle: ")."""
    return {
        ShuffleRefusal.GAME_OVER: tr("the game is over"),
        ShuffleRefusal.NONE_LEFT: tr("no shuffles left"),
        ShuffleRefusal.ONLY_WHEN_STUCK: tr("these rules allow a shuffle only when no move is left"),
    }[refusal]


def hint_text(
    news: Hint | HintSearch | WorkerFailed | None, columns: int, shuffle_ahead: bool = True
) -> str:
    """The status bar's sentence for a hint on a board columns wide, or for the
    search's news ("" for None). shuffle_ahead: a shuffle may still come in this game;
    without one (a rule set with no shuffles, such as Line Up, or none left) the
    sentence names no shuffle: the round is the game."""
    from addiction.engine.hints import HintAdvice

    if news is None:
        return ""
    if isinstance(news, WorkerFailed):
        return tr("Hints are not available: %1. Ask again to retry.").replace(
            "%1", worker_failure_text(news)
        )
    if news is HintSearch.LOOKING:
        return tr("Looking for a hint…")
    if news is HintSearch.STILL_LOOKING:
        return tr("Still looking for a hint: this one is taking longer than usual…")
    advice = news.advice
    where = _move_text(news.move, columns) if news.move is not None else ""
    # The advice that speaks of a shuffle, or of winning without one.
    shuffle_words = (
        HintAdvice.WINNABLE,
        HintAdvice.EVEN_BEFORE_SHUFFLE,
        HintAdvice.BEST_LINE,
        HintAdvice.SHUFFLE_DEALS_A_WIN_AFTER,
    )
    if not shuffle_ahead and advice in shuffle_words:
        winnable = advice is HintAdvice.WINNABLE
        return _no_shuffle_text(winnable, news.reach).replace("%1", where)
    texts = {
        HintAdvice.WON: tr("The game is won."),
        HintAdvice.STUCK_SHUFFLE: tr("No move is left. Shuffle the cards that are not in place."),
        HintAdvice.STUCK_OVER: tr("No move is left. The game is over."),
        HintAdvice.WINNABLE: tr("%1: from here the round can be won without a shuffle."),
        HintAdvice.BEST_SO_FAR: tr(
            "%1: from here the best line found so far gets %n cards in place.", "", news.reach
        ),
        HintAdvice.EVEN_BEFORE_SHUFFLE: tr(
            "%1: from here the best line before a shuffle ends with %n cards in place and "
            "keeps the rows even (none wins without a shuffle).",
            "",
            news.reach,
        ),
        HintAdvice.BEST_LINE: tr(
            "%1: from here the best line gets %n cards in place (none wins without a shuffle).",
            "",
            news.reach,
        ),
        HintAdvice.SHUFFLE_DEALS_A_WIN_AFTER: tr(
            "%1: from here the line before the shuffle ends with %n cards in place, where "
            "the shuffle deals a round that can be won (none wins without a shuffle).",
            "",
            news.reach,
        ),
        HintAdvice.SHUFFLE_DEALS_A_WIN: tr(
            "Shuffle now: from here it deals a round that can be won."
        ),
        HintAdvice.SHUFFLE_EVEN: tr(
            "Shuffle now: the rows are as even as they get, and more cards in place would "
            "spoil that."
        ),
        HintAdvice.SHUFFLE_NO_GAIN: tr("No move gets another card in place: shuffle."),
        HintAdvice.NO_GAIN_TRY: tr("No move gets another card in place; try %1."),
        HintAdvice.NOTHING_NEW: tr(
            "No move gets another card in place, and every move goes back to a position "
            "of this round: nothing new is left to try."
        ),
    }
    return texts[advice].replace("%1", where)


def worker_failure_text(failure: WorkerFailed) -> str:
    """Why a background answer did not come, as a clause ("its helper process ended
    twice"): a program error names the exception and the log its trace went to."""
    trouble = failure.trouble
    if trouble is WorkerTrouble.NOT_STARTED:
        return tr("no helper process could start (%1)").replace("%1", failure.detail)
    if trouble is WorkerTrouble.ENDED:
        return tr("the helper process ended twice")
    if trouble is WorkerTrouble.HUNG:
        return tr("the helper process stopped answering twice")
    if failure.log:
        return (
            tr("a program error (%1), written to %2")
            .replace("%1", failure.detail)
            .replace("%2", failure.log)
        )
    return tr("a program error (%1)").replace("%1", failure.detail)


def hint_short_text(news: Hint | HintSearch | WorkerFailed | None, columns: int) -> str | None:
    """A hint in a few words, for a status bar without room for its sentence (the
    board's callout has it whole): its move, "Hint: 7♠ to row 3, column 12.", or
    "Hint: shuffle."; None for news that is no hint with a move or a shuffle."""
    from addiction.engine.hints import Hint

    if not isinstance(news, Hint):
        return None
    if news.move is not None:
        return tr("Hint: %1.").replace("%1", _move_text(news.move, columns))
    return tr("Hint: shuffle.") if news.shuffle else None


def _no_shuffle_text(winnable: bool, reach: int) -> str:
    """The advice of a game with no shuffle ahead, where "without a shuffle" would
    promise one: the game is won or lost in the round on the table."""
    if winnable:
        return tr("%1: from here the game can be won.")
    return tr("%1: from here the best line gets %n cards in place (no line wins).", "", reach)


def _move_text(move: Move, columns: int) -> str:
    """ "7♠ to row 3, column 12" (on a board columns wide)."""
    where = square_words(move.target, columns)
    return tr("%1 to %2").replace("%1", move.card.label).replace("%2", where)


def game_error_text(error: EngineError) -> str:
    """Why a code, a deal number or a stored game does not make a game."""
    if isinstance(error, DealNumberError):
        return tr("deal numbers run from 1 to %1").replace("%1", str(MAX_DEAL))
    problem = error.problem if isinstance(error, GameCodeError) else CodeProblem.NOT_A_CODE
    return {
        CodeProblem.NOT_A_CODE: tr("it is not a game code (codes look like A-1234-7Q)"),
        CodeProblem.DAMAGED: tr(
            "its check letters do not match: a character may be mistyped or missing"
        ),
        CodeProblem.DEAL_NUMBER: tr("deal numbers run from 1 to %1").replace("%1", str(MAX_DEAL)),
        CodeProblem.RULES: tr("it names no rule set this game knows"),
        CodeProblem.LAYOUT: tr("its layout is not a valid table"),
    }[problem]


def statistics_error_text(error: StatisticsError) -> str:
    if error.action is StatisticsAction.READ:
        return tr("The statistics could not be read: %1.").replace("%1", error.detail)
    return tr("The statistics could not be saved: %1.").replace("%1", error.detail)


def store_notice_text(notice: StoreNotice) -> str:
    """One sentence for a problem found with the game's files."""
    problem, kept = notice.problem, notice.kept
    if problem is StoreProblem.FOLDER_UNUSABLE:
        text = tr("Games and statistics will not be kept this time: %1.")
        return text.replace("%1", notice.detail)
    if problem is StoreProblem.STATISTICS_UNUSABLE:
        text = tr(
            "Your statistics file could not be opened (%1), so this session's games "
            "will not be counted."
        )
        return text.replace("%1", notice.detail)
    if kept is None:
        return {
            StoreProblem.SAVE_UNREADABLE: tr(
                "Your saved game could not be read, so a new game was started; the damaged "
                "file could not be moved aside."
            ),
            StoreProblem.STATISTICS_NOT_A_FILE: tr(
                "Your statistics file is not a file and could not be moved aside, so this "
                "session's games will not be counted."
            ),
            StoreProblem.SETTINGS_NOT_A_FILE: tr(
                "Your preferences file is not a file and could not be moved aside, so your "
                "preferences will not be kept."
            ),
            StoreProblem.PENDING_SET_ASIDE: tr(
                "Some results kept from an earlier session could not be added to your statistics."
            ),
            StoreProblem.STATISTICS_COMPANION_NOT_A_FILE: tr(
                "A companion file of your statistics is not a file and could not be moved "
                "aside, so this session's games will not be counted."
            ),
            StoreProblem.SETTINGS_TOO_LARGE: tr(
                "Your preferences file is far too large and could not be moved aside, so your "
                "preferences will not be kept."
            ),
        }.get(
            problem,
            tr(
                "Your statistics could not be read or moved aside, so this session's games "
                "will not be counted."
            ),
        )
    texts = {
        StoreProblem.SAVE_UNREADABLE: tr(
            "Your saved game could not be read, so a new game was started; the damaged file "
            "was kept as %1."
        ),
        StoreProblem.STATISTICS_NOT_A_FILE: tr(
            "Your statistics file was not a file, so a fresh record was started; what was "
            "there was kept as %1."
        ),
        StoreProblem.SETTINGS_NOT_A_FILE: tr(
            "Your preferences file was not a file, so the default preferences are used; what "
            "was there was kept as %1."
        ),
        StoreProblem.STATISTICS_DAMAGED: tr(
            "Your statistics file was damaged, so a fresh record was started; the old file "
            "was kept as %1."
        ),
        StoreProblem.STATISTICS_UNREADABLE: tr(
            "Your statistics file could not be read, so a fresh record was started; the old "
            "file was kept as %1."
        ),
        StoreProblem.STATISTICS_WRONG_TABLES: tr(
            "Your statistics file did not have the expected tables, so a fresh record was "
            "started; the old file was kept as %1."
        ),
        StoreProblem.STATISTICS_NEWER: tr(
            "Your statistics file was written by a newer version of Addiction Solitaire, so "
            "a fresh record was started; the old file was kept as %1."
        ),
        StoreProblem.STATISTICS_FOREIGN: tr(
            "Your statistics file held something else, so a fresh record was started; the old "
            "file was kept as %1."
        ),
        StoreProblem.PENDING_SET_ASIDE: tr(
            "Some results kept from an earlier session could not be added to your statistics; "
            "they were kept as %1."
        ),
        StoreProblem.STATISTICS_COMPANION_NOT_A_FILE: tr(
            "A companion file of your statistics was not a file, so it was moved aside as %1; "
            "your statistics are kept as they were."
        ),
        StoreProblem.SETTINGS_TOO_LARGE: tr(
            "Your preferences file was far too large, so the default preferences are used; it "
            "was kept as %1."
        ),
        StoreProblem.LOCK_NOT_A_FILE: tr(
            "Something that was not a file stood where the game keeps its lock file; it was "
            "kept as %1."
        ),
    }
    return texts[problem].replace("%1", str(kept))
