"""Each counted game's actions (engine/action_codec.py) in the statistics database:
the table game_actions, one row per games row, so a game can be replayed and
reviewed (docs/review.md). A game recorded before it existed has none."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass


@dataclass(frozen=True)
class RecordedActions:
    """A games row's game code, and its actions (None: not kept)."""

    code: str
    actions: bytes | None


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
    """The games row game_row's code and actions; None when there is no such row.
    Actions that are not bytes (a damaged row) read as None."""
    row = connection.execute(
        """
        SELECT code, actions FROM games
        LEFT JOIN game_actions ON game_actions.game_row = games.id
        WHERE games.id = ?
        """,
        (game_row,),
    ).fetchone()
    if row is None:
        return None
    code, actions = row
    return RecordedActions(str(code), actions if isinstance(actions, bytes) else None)
