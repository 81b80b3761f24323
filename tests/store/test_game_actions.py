"""Each counted game's actions in the statistics database (store/game_actions.py,
schema's game_actions table): written with the result, kept through the pending
file, forgotten with a reset, and none for a game recorded before they were kept."""

from __future__ import annotations

import base64
import json
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from addiction.engine import Board, Game, GameStatus, Termination
from addiction.engine.action_codec import MAX_BLOB_BYTES, decode_actions, encode_actions
from addiction.store.errors import StatisticsError
from addiction.store.game_actions import (
    RecordedActions,
    RowEnding,
    disagreement,
    recorded_actions,
)
from addiction.store.statistics import GameResult, StatisticsDatabase
from addiction.store.statistics_schema import GAME_ACTIONS_MIGRATION, MIGRATIONS
from tests.children import CHILD_TIMEOUT
from tests.control.test_counting_rules import WON_IN_TWO


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


# --- kept actions no game can have, and actions that are not their row's game -------


def planted(path: Path, value: object) -> None:
    """The first row's kept actions replaced with value, as a tool would leave them."""
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE game_actions SET actions = ? WHERE game_row = 1", (value,))
    connection.close()


def first_row(path: Path) -> RecordedActions:
    with sqlite3.connect(path) as connection:
        kept = recorded_actions(connection, 1)
    connection.close()
    assert kept is not None
    return kept


@pytest.mark.parametrize(
    "value",
    [bytes(MAX_BLOB_BYTES + 1), "text, not bytes", 12],
    ids=["longer-than-any-game", "text", "integer"],
)
def test_kept_actions_no_game_can_have_are_damaged_and_not_read(
    tmp_path: Path, value: object
) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db.record(result_of(played_game()))
    db.close()
    planted(path, value)
    kept = first_row(path)
    assert kept.actions is None and kept.damaged


def test_the_longest_actions_a_game_can_have_are_read(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db.record(result_of(played_game()))
    db.close()
    planted(path, bytes(MAX_BLOB_BYTES))
    kept = first_row(path)
    assert kept.actions == bytes(MAX_BLOB_BYTES) and not kept.damaged


#: Reads a row whose kept actions are BLOB_MB megabytes, in a process of its own, and
#: prints how much the largest resident size grew (in kilobytes, as Linux counts it).
READ_A_HUGE_ROW = """
import resource, sqlite3, sys
from addiction.store.game_actions import recorded_actions
connection = sqlite3.connect(sys.argv[1])
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
kept = recorded_actions(connection, 1)
grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
print(grown, kept.damaged, kept.actions is None)
"""
BLOB_MB = 96


def test_a_huge_kept_blob_is_refused_without_reading_it(tmp_path: Path) -> None:
    """A 96 MB blob (the issue's was 900 MB) costs no more than a few megabytes to
    refuse: SQLite is asked its type and length, never for the blob."""
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db.record(result_of(played_game()))
    db.close()
    with sqlite3.connect(path) as connection:
        connection.execute(
            "UPDATE game_actions SET actions = zeroblob(?) WHERE game_row = 1",
            (BLOB_MB * 1024 * 1024,),
        )
    connection.close()
    done = subprocess.run(
        [sys.executable, "-c", READ_A_HUGE_ROW, str(path)],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=True,
    )
    grown_kb, damaged, unread = done.stdout.split()
    assert (damaged, unread) == ("True", "True")
    assert int(grown_kb) < 16 * 1024, f"reading the row grew the process by {grown_kb} kB"


def won_game() -> Game:
    game = Game.from_board(Board.parse(WON_IN_TWO))
    for _ in range(2):
        game.play(game.board.legal_moves()[0])
    assert game.status is GameStatus.WON
    return game


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"moves": 80}, "the row says 80 moves, its actions 7"),
        ({"moves": 0}, "the row says 0 moves, its actions 7"),
        ({"moves": "many"}, "the row says 'many' moves"),
        ({"shuffles_used": 0}, "the row says 0 shuffles, its actions 1"),
        ({"in_place": 48}, "cards in place, its actions"),
        ({"outcome": "won"}, "the row says won, its actions end playing"),
        ({"outcome": "lost"}, "the row says lost, its actions end playing"),
        ({"outcome": "drawn"}, "the row's outcome 'drawn' is no outcome"),
    ],
)
def test_actions_that_disagree_with_their_row_are_told(
    change: dict[str, object], said: str
) -> None:
    game = played_game(moves=5)
    ending = RowEnding("abandoned", game.moves_made, 1, game.board.in_place_count())
    assert disagreement(game, ending) is None
    mismatch = disagreement(game, replace(ending, **change))  # type: ignore[arg-type]
    assert mismatch is not None and said in mismatch and "\n" not in mismatch


def test_a_won_row_agrees_with_a_won_game_and_not_with_an_unfinished_one() -> None:
    game = won_game()
    won = RowEnding("won", 2, 0, game.board.in_place_count())
    assert disagreement(game, won) is None
    assert disagreement(game, replace(won, outcome="given-up")) is not None
    game.undo()
    unfinished = replace(won, moves=1, in_place=game.board.in_place_count())
    assert disagreement(game, unfinished) == "the row says won, its actions end playing"
