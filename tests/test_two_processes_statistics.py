"""Two processes on one statistics file, as two copies of the app would be: a win
stays a win whatever the other copy records for the same game, and no result is
lost when both write at once. Real processes (python -c), real SQLite.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

from addiction.control.controller import GameController
from addiction.engine import Board, Game, Termination
from addiction.store.savegame import SaveFile
from addiction.store.statistics import GameResult, StatisticsDatabase
from tests.children import CHILD_TIMEOUT
from tests.control.test_counting_rules import WON_IN_TWO

RECORD = """
import sys
from addiction.engine import Termination
from addiction.store.statistics import GameResult, StatisticsDatabase
path, outcome, *game_ids = sys.argv[1:]
db = StatisticsDatabase(path)
for game_id in game_ids:
    db.record(GameResult("addiction", 5, "CODE", Termination(outcome), 20, 30, 1, 60.0, game_id))
db.close()
"""

# The other copy: takes up the save it started with, and gives that game up.
GIVE_UP_THE_SAVED_GAME = """
import sys
from PySide6.QtGui import QGuiApplication
from addiction.control.controller import GameController
from addiction.engine import Game
from addiction.store.savegame import SaveFile
from addiction.store.statistics import StatisticsDatabase
app = QGuiApplication([])
save_file = SaveFile(sys.argv[1])
controller = GameController(Game.new(1), save_file, StatisticsDatabase(sys.argv[2]))
controller.restore(save_file.load())
assert controller.give_up()
print(controller.game_id)
controller.shutdown()
"""


def run(script: str, *arguments: object) -> str:
    done = subprocess.run(
        [sys.executable, "-c", script, *map(str, arguments)],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=True,
    )  # Qt runs offscreen there too: tests/conftest.py set it in the environment
    return done.stdout


def outcome_of(path: Path, game_id: str) -> str:
    with sqlite3.connect(path) as raw:
        rows = raw.execute("SELECT outcome FROM games WHERE game_id = ?", (game_id,)).fetchall()
    raw.close()
    assert len(rows) == 1
    return str(rows[0][0])


def test_another_process_giving_up_a_won_game_leaves_it_won(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)  # stays open, as the first copy's does
    db.record(GameResult("addiction", 5, "CODE", Termination.WON, 48, 80, 1, 300.0, "game-x"))
    run(RECORD, path, "given-up", "game-x")
    assert outcome_of(path, "game-x") == "won"
    summary = db.summary()
    assert (summary.played, summary.won, summary.given_up) == (1, 1, 0)
    db.close()


def test_a_copy_giving_up_the_game_the_other_won_leaves_one_win(qapp, tmp_path: Path) -> None:
    """Both copies took up the same saved game; the first wins it, then the second,
    still on the position it loaded, gives it up."""
    save_file = SaveFile(tmp_path / "savegame.json")
    path = tmp_path / "statistics.sqlite3"
    first = GameController(
        Game.from_board(Board.parse(WON_IN_TWO)), save_file, StatisticsDatabase(path)
    )
    first.play(first.game.board.legal_moves()[0])
    loaded_by_second = tmp_path / "second-copy-savegame.json"
    shutil.copyfile(save_file.path, loaded_by_second)  # what the second copy read at launch
    first.play(first.game.board.legal_moves()[0])
    assert first.statistics is not None and first.statistics.summary().won == 1

    game_id = run(GIVE_UP_THE_SAVED_GAME, loaded_by_second, path).strip()
    assert game_id == first.game_id  # the same game, as both copies know it
    assert outcome_of(path, game_id) == "won"
    summary = first.statistics.summary()
    assert (summary.played, summary.won, summary.given_up) == (1, 1, 0)
    first.shutdown()


def test_two_processes_writing_at_once_lose_no_result(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    StatisticsDatabase(path).close()
    per_process = 25
    writers = [
        subprocess.Popen(
            [
                sys.executable,
                "-c",
                RECORD,
                str(path),
                outcome,
                *(f"{outcome}-{number}" for number in range(per_process)),
            ],
        )
        for outcome in ("won", "lost")
    ]
    assert [writer.wait(timeout=CHILD_TIMEOUT) for writer in writers] == [0, 0]
    db = StatisticsDatabase(path)
    summary = db.summary()
    assert (summary.played, summary.won, summary.lost) == (
        2 * per_process,
        per_process,
        per_process,
    )
    assert db.pending_count == 0
    db.close()
