"""Each counted game's actions (engine/action_codec.py) in the statistics database:
the table game_actions, one row per games row, so a game can be replayed and
reviewed (docs/review.md). A game recorded before it existed has none.

Reading them is bounded: the blob's type and size are asked of SQLite first, and a
blob longer than any game's actions (action_codec.MAX_BLOB_BYTES) is never read,
so a damaged or planted row cannot cost its size in memory. Actions read are
checked against their row (disagreement): actions of 10 moves kept with a row of 80
are not that game."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from addiction.engine import Game, GameStatus, Termination
from addiction.engine.action_codec import MAX_BLOB_BYTES
from addiction.engine.errors import shown


@dataclass(frozen=True)
class RowEnding:
    """What a games row says of its game's end, as stored (a damaged row may hold
    anything: what disagrees with the replay is damage)."""

    outcome: object
    moves: object
    shuffles_used: object
    in_place: object


@dataclass(frozen=True)
class RecordedActions:
    """A games row's game code, and its actions (None: not kept, or damaged).
    damaged: something is kept that no game's actions can be (longer than any
    game's, or not bytes), and it was not read. ending: what the row says of how
    the game ended, which the actions must agree with."""

    code: str
    actions: bytes | None
    damaged: bool = False
    ending: RowEnding | None = None


def keep_actions(connection: sqlite3.Connection, game_row: int, actions: bytes | None) -> None:
    """Keep actions as the games row game_row's; None forgets any kept before (with
    an earlier result of the game, or with a deleted row of the same number)."""
    if actions is None:
        connection.execute("DELETE FROM game_actions WHERE game_row = ?", (game_row,))
    else:
        connection.execute("INSERT OR REPLACE INTO game_actions VALUES (?, ?)", (game_row, actions))


def forget_orphaned_actions(connection: sqlite3.Connection) -> None:
    """Forget the actions of games rows deleted (a reset of the statistics)."""
    connection.execute("DELETE FROM game_actions WHERE game_row NOT IN (SELECT id FROM games)")


def recorded_actions(connection: sqlite3.Connection, game_row: int) -> RecordedActions | None:
    """The games row game_row's code, actions and ending; None when there is no such
    row. SQLite's typeof() and length() of a blob read none of it: the blob itself
    is read only when it is bytes no longer than any game's actions."""
    row = connection.execute(
        """
        SELECT code, outcome, moves, shuffles_used, in_place, typeof(actions),
               CASE WHEN typeof(actions) = 'blob' AND length(actions) <= ?2
                    THEN actions END
        FROM games
        LEFT JOIN game_actions ON game_actions.game_row = games.id
        WHERE games.id = ?1
        """,
        (game_row, MAX_BLOB_BYTES),
    ).fetchone()
    if row is None:
        return None
    code, outcome, moves, shuffles_used, in_place, kind, actions = row
    ending = RowEnding(outcome, moves, shuffles_used, in_place)
    kept = actions if isinstance(actions, bytes) else None
    return RecordedActions(str(code), kept, kind != "null" and kept is None, ending)


def disagreement(game: Game, ending: RowEnding | None) -> str | None:
    """Where game (a row's actions replayed) differs from what its row says of the
    game's end (for developers: the command line shows it), or None when it agrees:
    the moves (shuffles counted), the shuffles, the cards in place and the outcome
    (a win is a won board; a loss a board stuck with no shuffle left; a game given
    up or abandoned one still being played)."""
    if ending is None:
        return None
    figures = (
        ("moves", ending.moves, game.moves_made),
        ("shuffles", ending.shuffles_used, game.shuffles_used),
        ("cards in place", ending.in_place, game.board.in_place_count()),
    )
    for name, recorded, replayed in figures:
        if type(recorded) is not int or recorded != replayed:
            return f"the row says {shown(recorded)} {name}, its actions {replayed}"
    try:
        outcome = Termination(ending.outcome)
    except ValueError:
        return f"the row's outcome {shown(ending.outcome)} is no outcome"
    status = game.status
    expected = {
        Termination.WON: GameStatus.WON,
        Termination.LOST: GameStatus.LOST,
        Termination.GIVEN_UP: GameStatus.PLAYING,
        Termination.ABANDONED: GameStatus.PLAYING,
    }[outcome]
    if status is not expected:
        return f"the row says {outcome.value}, its actions end {status.value}"
    return None
