"""Every game of the Gaps family in the store (issue 24): its results are recorded,
summed per game and carried by the pending file; a version-4 statistics file keeps
its rows through the migration that lets in_place reach the largest game's cards;
a saved family game round-trips, and the window's refusal names the game."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from addiction.engine import GAMES, Board, Game, Rules
from addiction.engine.shape import MOST_CARDS
from addiction.store.savegame import SaveFile
from addiction.store.statistics import (
    CARDS,
    MIGRATIONS,
    StatisticsDatabase,
    cards_in_play,
)
from tests.store.test_statistics import result

ROOT = Path(__file__).resolve().parents[2]
ENDED = "2026-11-30T10:00:00+00:00"


def test_cards_in_play_are_each_games_own() -> None:
    assert cards_in_play("addiction") == CARDS == 48
    assert cards_in_play("blue-moon") == 52  # Blue Moon keeps its Aces (docs/rules.md)
    for key, rules in GAMES.items():
        assert cards_in_play(key) == len(rules.shape.cards)
    assert cards_in_play(Rules(shape=GAMES["blue-moon"].shape).key) == 52
    # A key no rule set has (a newer release's game) may reach the largest game's.
    assert cards_in_play("a-game-of-a-newer-release") == MOST_CARDS


def test_a_result_is_checked_against_its_own_games_cards() -> None:
    assert result("won", "blue-moon", in_place=52).in_place == 52
    with pytest.raises(ValueError, match=r"in_place must be 0\.\.52,"):
        result("won", "blue-moon", in_place=53)
    with pytest.raises(ValueError, match=r"in_place must be 0\.\.48,"):
        result("won", "addiction", in_place=49)
    most = cards_in_play("double-montana")
    assert result("lost", "double-montana", in_place=most).in_place == most
    with pytest.raises(ValueError, match="in_place"):
        result("lost", "double-montana", in_place=most + 1)


def test_family_results_are_recorded_and_summed_per_game(tmp_path: Path) -> None:
    db = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    double = cards_in_play("double-montana") - 10
    db.record(result("won", "blue-moon", in_place=52, moves=210))
    db.record(result("lost", "double-montana", in_place=double))
    db.record(result("won", "addiction"))
    assert db.rules_keys() == ["blue-moon", "double-montana", "addiction"]
    blue_moon = db.summary("blue-moon")
    assert (blue_moon.played, blue_moon.won, blue_moon.best_moves) == (1, 1, 210)
    assert blue_moon.average_in_place == 52
    double_montana = db.summary("double-montana")
    assert (double_montana.played, double_montana.lost, double_montana.won) == (1, 1, 0)
    assert double_montana.average_in_place == double
    everything = db.summary()
    assert (everything.played, everything.won, everything.lost) == (3, 2, 1)
    assert everything.average_in_place == pytest.approx((52 + double + 48) / 3)
    assert [group.rules_key for group in everything.by_rules] == db.rules_keys()
    assert [recorded.result.in_place for recorded in db.recent()] == [48, double, 52]
    assert db.history().damaged == 0
    db.close()


def test_a_row_with_more_cards_than_its_game_is_skipped_and_counted(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    StatisticsDatabase(path).close()
    raw = sqlite3.connect(path)
    with raw:
        raw.executemany(
            "INSERT INTO games (finished_at, rules_key, code, outcome, in_place, moves,"
            " shuffles_used, seconds) VALUES ('2026-11-30T10:00:00+00:00', ?, 'C', 'won', ?,"
            " 5, 0, 9)",
            [("addiction", 52), ("blue-moon", 52)],
        )
    raw.close()
    db = StatisticsDatabase(path)
    history = db.history()
    assert history.damaged == 1
    assert [(game.rules_key, game.in_place) for game in history.games] == [("blue-moon", 52)]
    db.close()


def version_4_file(path: Path) -> list[tuple[object, ...]]:
    """A statistics file as version 4 left it, with games of each kind; its rows."""
    connection = sqlite3.connect(path)
    for statements in MIGRATIONS[:4]:
        for statement in statements:
            connection.execute(statement)
    connection.executemany(
        "INSERT INTO games (game_id, finished_at, rules_key, deal_number, code, outcome,"
        " in_place, moves, shuffles_used, seconds, kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            ("a", ENDED, "addiction", 7, "A-1", "won", 48, 90, 1, 60.5, "deal"),
            ("b", ENDED, "classic", None, "B-2", "lost", 20, 40, 3, 30, "deal"),
            (None, ENDED, "addiction", 3, "C-3", "abandoned", 0, 0, 0, 0, "campaign"),
        ],
    )
    connection.execute("INSERT INTO campaign_progress VALUES (3, 2, 90, '2026-11-30T10:00:00')")
    connection.execute("PRAGMA user_version = 4")
    connection.commit()
    rows = connection.execute("SELECT * FROM games ORDER BY id").fetchall()
    connection.close()
    return rows


def test_a_version_4_file_keeps_every_row_and_takes_a_family_game(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    rows = version_4_file(path)
    db = StatisticsDatabase(path)
    assert db.recovery is None and db.recovered_from is None
    assert db.summary().played == len(rows)
    db.record(result("won", "blue-moon", in_place=52))
    assert db.summary("blue-moon").won == 1
    db.close()
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone() == (len(MIGRATIONS),)
    assert connection.execute("SELECT * FROM games ORDER BY id").fetchall()[: len(rows)] == rows
    assert connection.execute("SELECT level, stars FROM campaign_progress").fetchall() == [(3, 2)]
    # The table's CHECK now bounds in_place by the largest game's cards.
    insert = "INSERT INTO games (finished_at, rules_key, code, outcome, in_place, moves,"
    insert += " shuffles_used, seconds) VALUES ('2026-12-01', 'x', 'C', 'lost', ?, 0, 0, 0)"
    connection.execute(insert, (MOST_CARDS,))
    with pytest.raises(sqlite3.IntegrityError):
        connection.execute(insert, (MOST_CARDS + 1,))
    connection.close()


# A real refusal, even for root: past 2048 bytes every write fails, as on a full disk;
# the small pending file fits, the database's pages do not (tests/store/test_pending_file.py).
RECORD_ON_A_FULL_DISK = """
import resource, signal, sys
from addiction.store.statistics import StatisticsDatabase, StatisticsError
from tests.store.test_statistics import result
db = StatisticsDatabase(sys.argv[1])
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (2048, resource.RLIM_INFINITY))
try:
    db.record(result("lost", "double-montana", in_place=int(sys.argv[2])))
except StatisticsError as error:
    print(error.result.value)
db.close()
"""


def test_the_pending_file_carries_a_family_result_across_a_full_disk(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db.record(result("won", "addiction"))
    db.close()
    in_place = cards_in_play("double-montana")
    recorded = subprocess.run(
        [sys.executable, "-c", RECORD_ON_A_FULL_DISK, str(path), str(in_place)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert recorded.returncode == 0, recorded.stderr[-2000:]
    assert recorded.stdout.strip() == "kept"
    pending = path.with_name(path.name + ".pending.json")
    [kept] = json.loads(pending.read_text("utf-8"))
    assert (kept["rules_key"], kept["in_place"]) == ("double-montana", in_place)
    reopened = StatisticsDatabase(path)
    assert reopened.pending_count == 0 and not reopened.notices
    summary = reopened.summary("double-montana")
    assert (summary.played, summary.lost, summary.average_in_place) == (1, 1, in_place)
    assert reopened.summary().played == 2
    reopened.close()


def played_blue_moon() -> Game:
    game = Game.new(5, GAMES["blue-moon"])
    for _ in range(3):
        moves = game.board.legal_moves()
        if not moves:
            break
        game.play(moves[0])
    game.undo()
    return game


def test_a_family_game_round_trips_through_its_saved_form() -> None:
    game = played_blue_moon()
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.rules == game.rules and again.rules.key == "blue-moon"
    assert again.board == game.board and again.initial == game.initial
    assert again.history == game.history and again.redo_actions == game.redo_actions
    assert again.to_dict() == game.to_dict()


def test_the_save_file_writes_a_family_game_whole_and_reads_it_back(tmp_path: Path) -> None:
    game = played_blue_moon()
    save_file = SaveFile(tmp_path / "savegame.json")
    save_file.save(game, 12.5)
    written = json.loads(save_file.path.read_text("utf-8"))
    assert Game.from_dict(written["game"]).to_dict() == game.to_dict()
    # The window plays every game of the family (store/window_rules.py).
    loaded = save_file.load()
    assert loaded is not None and loaded.game.to_dict() == game.to_dict()


def test_paganini_iis_old_rules_keep_their_results_and_saves_apart(tmp_path: Path) -> None:
    """Results and saves made under Paganini II's old rules (key paganini-ii) stay theirs
    when the game plays PySolFC's rule under paganini-ii-v2 (docs/rules.md)."""
    db = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    db.record(result("lost", "paganini-ii", in_place=30))
    db.record(result("won", "paganini-ii-v2", in_place=104))
    assert db.rules_keys() == ["paganini-ii", "paganini-ii-v2"]
    old, new = db.summary("paganini-ii"), db.summary("paganini-ii-v2")
    assert (old.played, old.lost, old.average_in_place) == (1, 1, 30)
    assert (new.played, new.won, new.average_in_place) == (1, 1, 104)
    db.close()
    # A save of the old rules, with a move only they allow (a gap after 5♠ taking 7♠).
    game = Game.new(5, GAMES["paganini-ii"])
    for _ in range(20):
        board = game.board
        old_only = [
            move
            for move in board.legal_moves()
            if move.target % 14 and move.card.rank > board[move.target - 1].rank + 1  # type: ignore[union-attr]
        ]
        game.play((old_only or board.legal_moves())[0])
        if old_only:
            break
    new_rule = Board(board.squares, GAMES["paganini-ii-v2"].shape)
    assert old_only and new_rule.move_refusal(old_only[0]) is not None
    save_file = SaveFile(tmp_path / "savegame.json")
    save_file.save(game, 3.0)
    assert json.loads(save_file.path.read_text("utf-8"))["game"]["rules"]["shape"] == "paganini-ii"
    loaded = save_file.load()
    assert loaded is not None and loaded.game.rules == GAMES["paganini-ii"]
    assert loaded.game.board == game.board and loaded.game.rules.title == "Paganini II (old rules)"
