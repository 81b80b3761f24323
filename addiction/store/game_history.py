"""What the statistics window and the calendar read: every recorded game
(GameHistory, with the figures of docs/statistics.md), the daily results and
their streaks, the daily challenges' crowns, the campaign's progress. Rows too
damaged to use are skipped here, never passed on: a date no game can have ended
at included."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date as datetime_date
from datetime import datetime, timedelta, timezone
from typing import Any

from addiction.engine import Termination
from addiction.engine.daily_challenges import ChallengeDay, Tier
from addiction.engine.shape import MOST_CARDS

from .game_results import cards_in_play
from .statistics_schema import GROUP_SQL


@dataclass(frozen=True)
class StatisticsSummary:
    """The figures for one rule set (rules_key) or for all of them (rules_key None)."""

    rules_key: str | None
    played: int
    won: int
    lost: int
    given_up: int
    abandoned: int
    current_streak: int
    best_streak: int
    best_moves: int | None
    best_seconds: float | None
    average_in_place: float | None
    by_rules: tuple[StatisticsSummary, ...] = ()
    #: The cards in play in the game its games were played in (48 in Addiction), or
    #: None when they were played in games of different sizes (or none was played).
    cards: int | None = None

    @property
    def win_rate(self) -> float | None:
        """Won / played, 0..1; None before any game is played."""
        return self.won / self.played if self.played else None


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """One recorded game as the statistics window reads it (finished_at is aware, UTC).
    rules_key is the game's statistics group: its rule set's key for a deal, the
    GameKind's value for a campaign level or a winnable deal. What was played:
    played_rules_key, the rule set's key it was played under ("" for its group's
    own); daily_date, the date of the daily deal it was; level, the campaign level;
    row: its row in the games table (None for a game not read from one); challenge,
    the daily challenge it was."""

    finished_at: datetime
    rules_key: str
    deal_number: int | None
    code: str
    termination: Termination
    in_place: int
    moves: int
    shuffles_used: int
    seconds: float
    played_rules_key: str = ""
    daily_date: datetime_date | None = None
    level: int | None = None
    row: int | None = None
    challenge: ChallengeDay | None = None

    @property
    def is_win(self) -> bool:
        return self.termination is Termination.WON

    @property
    def cards(self) -> int:
        """The cards in play in its game: all of them in place is a win."""
        return cards_in_play(self.played_rules_key or self.rules_key)


@dataclass(frozen=True)
class GameHistory:
    """Every readable game, oldest first, and how many rows could not be read."""

    games: tuple[PlayedGame, ...]
    damaged: int = 0

    def rules_keys(self) -> list[str]:
        """The rule sets played, in the order they were first played."""
        return list(dict.fromkeys(game.rules_key for game in self.games))

    def of_rules(self, rules_key: str | None) -> tuple[PlayedGame, ...]:
        """The games of one rule set, or all of them for None."""
        if rules_key is None:
            return self.games
        return tuple(game for game in self.games if game.rules_key == rules_key)

    def summary(self, rules_key: str | None = None) -> StatisticsSummary:
        """The figures of one rule set, or of all with the per-rule-set breakdown.

        Played = won + lost + given up + abandoned (docs/statistics.md).
        """
        games = self.of_rules(rules_key)
        breakdown = (
            tuple(self.summary(key) for key in self.rules_keys()) if rules_key is None else ()
        )
        outcomes = [game.termination for game in games]
        wins = [game for game in games if game.termination is Termination.WON]
        sizes = {game.cards for game in games}
        current, best = win_streaks(outcomes)
        return StatisticsSummary(
            rules_key=rules_key,
            played=len(games),
            won=len(wins),
            lost=outcomes.count(Termination.LOST),
            given_up=outcomes.count(Termination.GIVEN_UP),
            abandoned=outcomes.count(Termination.ABANDONED),
            current_streak=current,
            best_streak=best,
            best_moves=min((game.moves for game in wins), default=None),
            best_seconds=min((game.seconds for game in wins), default=None),
            average_in_place=(sum(game.in_place for game in games) / len(games) if games else None),
            by_rules=breakdown,
            cards=sizes.pop() if len(sizes) == 1 else None,
        )


def win_streaks(outcomes: Sequence[Termination]) -> tuple[int, int]:
    """(current, best) runs of consecutive wins in outcomes, oldest first."""
    current = best = 0
    for outcome in outcomes:
        current = current + 1 if outcome.is_win else 0
        best = max(best, current)
    return current, best


TERMINATIONS = {termination.value: termination for termination in Termination}

#: Every readable games row, oldest first (HISTORY_PARAMETERS fill in the outcomes).
#: A row with text in a number column, a number out of range or an unknown outcome
#: is left out; SQLite checks the types and ranges (typeof, in C, over 10,000 rows)
#: and played_game then reads the dates and the cards in place against the cards
#: of the row's own game (its rules_key). Columns after the rules_key say what was
#: played: the daily deal's date, the campaign level's number, (after the row's id)
#: the challenge's date and tier (daily_games, game_kinds, challenge_games, joined
#: under names of their own, as each has a game_id and game_kinds a kind; a join
#: reads 10,000 rows in about half the time a subquery for each row takes).
HISTORY_PARAMETERS = tuple(TERMINATIONS)
HISTORY_SQL = f"""
    SELECT finished_at, {GROUP_SQL}, deal_number, code, outcome, in_place, moves,
           shuffles_used, seconds, rules_key, daily_date,
           CASE kind WHEN 'campaign' THEN level_number END, id,
           challenge_date, challenge_tier
    FROM games
    LEFT JOIN (SELECT game_id AS challenge_id, date AS challenge_date,
                      tier AS challenge_tier FROM challenge_games)
        ON challenge_id = game_id
    LEFT JOIN (SELECT game_id AS daily_id, date AS daily_date FROM daily_games)
        ON daily_id = game_id
    LEFT JOIN (SELECT game_id AS kind_id, level AS level_number FROM game_kinds)
        ON kind_id = game_id
    WHERE typeof(finished_at) = 'text'
      AND typeof(rules_key) = 'text' AND rules_key <> ''
      AND typeof(code) = 'text'
      AND (deal_number IS NULL
           OR (typeof(deal_number) = 'integer' AND deal_number >= 0))
      AND outcome IN ({", ".join("?" * len(HISTORY_PARAMETERS))})
      AND typeof(in_place) = 'integer' AND in_place BETWEEN 0 AND {MOST_CARDS}
      AND typeof(moves) = 'integer' AND moves >= 0
      AND typeof(shuffles_used) = 'integer' AND shuffles_used >= 0
      AND typeof(seconds) IN ('integer', 'real') AND seconds >= 0
      AND seconds < 1e999  -- 1e999 is infinity to SQLite
    ORDER BY id
"""

# When a recorded game can have ended, generously (a computer whose clock was reset
# included). A date outside is damage: at the very edges of Python's calendar it
# cannot even be turned into a local day (the statistics window's calendar), nor
# have a day added (the daily streaks).
_EARLIEST = datetime(1900, 1, 1, tzinfo=timezone.utc)
_LATEST = datetime(9000, 1, 1, tzinfo=timezone.utc)


def usable_time(text: object) -> datetime | None:
    """The time (aware; UTC when text names no zone) a stored ISO 8601 text says, or
    None when it says none, or none a game can have ended at."""
    if not isinstance(text, str):
        return None
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when if _EARLIEST <= when <= _LATEST else None


def usable_day(text: object) -> datetime_date | None:
    """The date a stored ISO 8601 text says, or None when it says none, or none a
    game can have been played on."""
    if not isinstance(text, str):
        return None
    try:
        day = datetime_date.fromisoformat(text)
    except ValueError:
        return None
    return day if _EARLIEST.date() <= day < _LATEST.date() else None


def played_game(row: Any) -> PlayedGame | None:
    """The game a row of HISTORY_SQL holds, or None if its date is no date or none
    a game can have ended at, or it has more cards in place than its game has. A
    daily date or a level too damaged to read leaves the game a plain deal."""
    finished_at, group, deal, code, outcome, in_place, moves, shuffles, seconds = row[:9]
    rules_key, daily_date, level, row_id, challenge_date, challenge_tier = row[9:]
    when = usable_time(finished_at)
    if when is None or in_place > cards_in_play(rules_key):
        return None
    return PlayedGame(
        when,
        group,
        deal,
        code,
        TERMINATIONS[outcome],
        in_place,
        moves,
        shuffles,
        float(seconds),
        rules_key,
        usable_day(daily_date),
        level if isinstance(level, int) and level >= 1 else None,
        row_id,
        usable_challenge(challenge_date, challenge_tier),
    )


def usable_challenge(date_text: object, tier_text: object) -> ChallengeDay | None:
    """The challenge a stored date and tier name, or None when either is unreadable."""
    date = usable_day(date_text)
    tier = next((tier for tier in Tier if tier.value == tier_text), None)
    return None if date is None or tier is None else ChallengeDay(date, tier)


@dataclass(frozen=True)
class LevelProgress:
    """A campaign level won: its best stars (1..3) and fewest moves."""

    level: int
    stars: int
    best_moves: int


@dataclass(frozen=True)
class DailyResult:
    """How a date's daily deal went; on_the_day: played as that day's daily (it
    counts for the daily streak), not later from the calendar."""

    date: datetime_date
    outcome: Termination
    on_the_day: bool


def daily_streaks(
    results: dict[datetime_date, DailyResult], today: datetime_date
) -> tuple[int, int]:
    """(current, best) daily streaks: runs of consecutive dates whose daily was won
    on its own day. The current run ends today, or yesterday while today's daily
    is not yet won."""
    won = {date for date, result in results.items() if result.on_the_day and result.outcome.is_win}
    return date_streaks(won, today)


def date_streaks(won: set[datetime_date], today: datetime_date) -> tuple[int, int]:
    """(current, best) runs of consecutive dates in won; the current run ends today,
    or yesterday while today is not in won."""
    best = 0
    for date in won:
        if date - timedelta(days=1) not in won:  # the first day of a run
            length = 1
            while date + timedelta(days=length) in won:
                length += 1
            best = max(best, length)
    day = today if today in won else today - timedelta(days=1)
    current = 0
    while day - timedelta(days=current) in won:
        current += 1
    return current, best


def tier_wins(challenges: dict[ChallengeDay, bool], tier: Tier) -> set[datetime_date]:
    """The dates whose challenge of tier was won (of challenge_results)."""
    return {played.date for played, won in challenges.items() if won and played.tier is tier}


def crowned_months(won: set[datetime_date], today: datetime_date) -> set[tuple[int, int]]:
    """The (year, month) of each month before today's with every one of its dates in
    won: the months whose hard challenges were all won earn a crown (docs/daily.md)."""
    crowned = set()
    for year, month in {(date.year, date.month) for date in won}:
        first = datetime_date(year, month, 1)
        if (year, month) >= (today.year, today.month):
            continue
        days = (first.replace(day=28) + timedelta(days=4)).replace(day=1) - first
        if all(first + timedelta(days=offset) in won for offset in range(days.days)):
            crowned.add((year, month))
    return crowned
