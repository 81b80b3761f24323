"""The statistics database's writes, as statements on a connection inside the
caller's transaction (StatisticsDatabase opens it): a game's result with its
actions, daily result and campaign progress, so a refused write leaves none of them."""

from __future__ import annotations

import sqlite3
from datetime import date as datetime_date

from addiction.engine import GameKind, Termination
from addiction.engine.daily_challenges import ChallengeDay

from .game_actions import keep_actions
from .game_results import GameResult, supersedes


def insert_result(connection: sqlite3.Connection, result: GameResult, finished_at: str) -> None:
    """Add a finished game with its actions, or replace the earlier result of the
    same game_id unless that one is a win (a win is final, and keeps its actions)."""
    if result.game_id is not None:
        earlier = connection.execute(
            "SELECT outcome FROM games WHERE game_id = ?", (result.game_id,)
        ).fetchone()
        if earlier is not None and not supersedes(result.outcome, earlier[0]):
            return  # the earlier result stands (a win is final)
    (game_row,) = connection.execute(
        """
        INSERT INTO games (game_id, finished_at, rules_key, deal_number, code, outcome,
                           in_place, moves, shuffles_used, seconds, kind)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (game_id) DO UPDATE SET
            finished_at = excluded.finished_at, rules_key = excluded.rules_key,
            deal_number = excluded.deal_number, code = excluded.code,
            outcome = excluded.outcome, in_place = excluded.in_place,
            moves = excluded.moves, shuffles_used = excluded.shuffles_used,
            seconds = excluded.seconds, kind = excluded.kind
        RETURNING id
        """,
        (
            result.game_id,
            finished_at,
            result.rules_key,
            result.deal_number,
            result.code,
            result.outcome.value,
            result.in_place,
            result.moves,
            result.shuffles_used,
            float(result.seconds),
            result.kind.value,
        ),
    ).fetchone()
    keep_actions(connection, game_row, result.actions)
    if result.level is not None and result.stars:
        # A level's best: the most stars, and the fewest moves of its wins.
        connection.execute(
            """
            INSERT INTO campaign_progress VALUES (?, ?, ?, ?)
            ON CONFLICT (level) DO UPDATE SET
                stars = MAX(stars, excluded.stars),
                best_moves = MIN(best_moves, excluded.best_moves)
            """,
            (result.level, result.stars, result.moves, finished_at),
        )
    if result.game_id is not None:
        _note_what_was_played(connection, result.game_id, result, finished_at)


def _note_what_was_played(
    connection: sqlite3.Connection, game_id: str, result: GameResult, finished_at: str
) -> None:
    """A result's daily deal (and its date's result), its kind and its challenge, kept
    by game_id with the result: each is noted when the game starts, but a note a full
    disk refused then (the result waiting in the pending file) would leave the
    statistics calling a daily, a level or a challenge a plain deal."""
    if result.daily_date is not None:
        note_daily_game(connection, game_id, result.daily_date, result.on_the_day)
        insert_daily(
            connection,
            result.daily_date,
            game_id,
            result.outcome,
            result.on_the_day,
            finished_at,
        )
    if result.kind is not GameKind.DEAL:
        note_game_kind(connection, game_id, result.kind, result.level)
    if result.challenge is not None:
        note_challenge_game(connection, game_id, result.challenge)


def insert_daily(
    connection: sqlite3.Connection,
    date: datetime_date,
    game_id: str,
    outcome: Termination,
    on_the_day: bool,
    finished_at: str,
) -> None:
    """A daily deal's result: the first finished game is the date's result; a later
    game's is ignored, while the same game's replaces it unless it was a win."""
    earlier = connection.execute(
        "SELECT game_id, outcome FROM daily_results WHERE date = ?", (date.isoformat(),)
    ).fetchone()
    if earlier is not None and (earlier[0] != game_id or not supersedes(outcome, earlier[1])):
        return
    connection.execute(
        "INSERT OR REPLACE INTO daily_results VALUES (?, ?, ?, ?, ?)",
        (date.isoformat(), game_id, outcome.value, int(on_the_day), finished_at),
    )


def note_daily_game(
    connection: sqlite3.Connection, game_id: str, date: datetime_date, on_the_day: bool
) -> None:
    """Remember that a game just started is date's daily deal."""
    connection.execute(
        "INSERT OR REPLACE INTO daily_games VALUES (?, ?, ?)",
        (game_id, date.isoformat(), int(on_the_day)),
    )


def note_game_kind(
    connection: sqlite3.Connection, game_id: str, kind: GameKind, level: int | None
) -> None:
    """Remember that a game just started is a campaign level or a winnable deal."""
    connection.execute(
        "INSERT OR REPLACE INTO game_kinds VALUES (?, ?, ?)", (game_id, kind.value, level)
    )


def note_challenge_game(
    connection: sqlite3.Connection, game_id: str, challenge: ChallengeDay
) -> None:
    """Remember that a game just started is a daily challenge."""
    connection.execute(
        "INSERT OR REPLACE INTO challenge_games VALUES (?, ?, ?)",
        (game_id, challenge.date.isoformat(), challenge.tier.value),
    )
