"""Each counted game's actions in the statistics database (store/game_actions.py,
schema's game_actions table): written with the result, kept through the pending
file, forgotten with a reset, and none for a game recorded before they were kept."""

from __future__ import annotations

import base64
import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from addiction.engine import Game, Termination
from addiction.engine.action_codec import decode_actions, encode_actions
from addiction.store.errors import StatisticsError
from addiction.store.game_actions import recorded_actions
from addiction.store.statistics import GameResult, StatisticsDatabase
from addiction.store.statistics_schema import GAME_ACTIONS_MIGRATION, MIGRATIONS


def played_game(deal: int = 11, moves: int = 5) -> Game:
    game = Game.new(deal)
    for _ in range(moves):
        game.play(game.board.legal_moves()[0])
    game.shuffle()
    game.play(game.board.legal_moves()[0])
    return game


def result_of(game: Game, outcome: str = "lost", game_id: str | None = None) -> GameResult:
    return GameResult(
        game.rules.key,
        game.deal_number,
        game.code,
        Termination(outcome),
        game.board.in_place_count(),
        game.moves_made,
        game.shuffles_used,
        60.0,
        game_id,
        actions=encode_actions(game),
    )


def rows(path: Path) -> list[tuple[int, bytes]]:
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT * FROM game_actions ORDER BY game_row").fetchall()


def test_a_recorded_game_replays_from_its_row(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    game = played_game()
    db.record(result_of(game))
    db.close()
    with sqlite3.connect(path) as connection:
        (row,) = connection.execute("SELECT id FROM games").fetchone()
        kept = recorded_actions(connection, row)
        assert recorded_actions(connection, row + 1) is None
    assert kept is not None and kept.code == game.code
    assert kept.actions is not None
    assert decode_actions(kept.actions, Game.from_code(kept.code)).history == game.history


def test_a_later_result_replaces_the_actions_unless_the_game_was_won(tmp_path: Path) -> None:
    db = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    game = played_game()
    db.record(result_of(game, "abandoned", "game-1"))
    game.play(game.board.legal_moves()[0])
    db.record(result_of(game, "won", "game-1"))
    won = encode_actions(game)
    game.undo()
    db.record(result_of(game, "given-up", "game-1"))
    db.close()
    assert [actions for _, actions in rows(tmp_path / "statistics.sqlite3")] == [won]


def test_a_result_without_actions_leaves_none_behind(tmp_path: Path) -> None:
    """A deleted row's number is used again: its actions must not become the new game's."""
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db.record(result_of(played_game()))
    db.reset()
    assert rows(path) == []
    db.record(replace(result_of(played_game(12)), actions=None))
    db.close()
    assert rows(path) == []
    with sqlite3.connect(path) as connection:
        (row,) = connection.execute("SELECT id FROM games").fetchone()
        kept = recorded_actions(connection, row)
    assert kept is not None and kept.actions is None


def test_a_reset_of_one_rule_set_forgets_only_its_actions(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db.record(result_of(played_game()))
    db.record(replace(result_of(played_game(12)), rules_key="relaxed"))
    db.reset("relaxed")
    db.close()
    assert [row for row, _ in rows(path)] == [1]


def test_a_result_a_locked_database_refused_keeps_its_actions(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    game = played_game()
    other = sqlite3.connect(path, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    db._connection.execute("PRAGMA busy_timeout = 0")
    with pytest.raises(StatisticsError):
        db.record(result_of(game, "won", "game-1"))
    other.rollback()
    other.close()
    db._connection.close()  # as a session that ends without another write
    reopened = StatisticsDatabase(path)
    assert reopened.pending_count == 0
    reopened.close()
    assert [actions for _, actions in rows(path)] == [encode_actions(game)]


def test_a_pending_record_with_damaged_actions_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    pending = path.with_name(path.name + ".pending.json")
    actions = encode_actions(played_game())
    record = {
        "rules_key": "addiction",
        "deal_number": 1,
        "code": "C",
        "outcome": "lost",
        "in_place": 3,
        "moves": 4,
        "shuffles_used": 0,
        "seconds": 1.0,
        "finished_at": "2026-12-01T10:00:00+00:00",
    }
    damaged = json.dumps({**record, "actions": "not base64!"})
    good = json.dumps({**record, "actions": base64.b64encode(actions).decode()})
    pending.write_text(f"[\n{damaged},\n{good}\n]\n")
    db = StatisticsDatabase(path)
    assert db.summary().played == 1 and len(db.notices) == 1
    db.close()
    assert rows(path) == [(1, actions)]


def test_a_file_of_the_schema_before_keeps_its_games_without_actions(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    before = MIGRATIONS.index(GAME_ACTIONS_MIGRATION)
    with sqlite3.connect(path) as connection:
        for migration in MIGRATIONS[:before]:
            for statement in migration:
                connection.execute(statement)
        connection.execute(
            "INSERT INTO games (finished_at, rules_key, code, outcome, in_place, moves,"
            " shuffles_used, seconds) VALUES ('2026-12-01T10:00:00+00:00', 'addiction',"
            " 'OLD', 'lost', 3, 4, 0, 1.0)"
        )
        connection.execute(f"PRAGMA user_version = {before}")
    connection.close()
    db = StatisticsDatabase(path)
    assert db.recovery is None and db.summary().played == 1
    db.close()
    with sqlite3.connect(path) as connection:
        kept = recorded_actions(connection, 1)
    assert kept is not None and kept.code == "OLD" and kept.actions is None
