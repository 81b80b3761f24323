"""How long the store takes: the autosave runs after every move, so it must stay cheap.

    python benchmarks/store_bench.py [--smoke]

Prints the time to save and to load (replay) a long game, and to summarise a
statistics database of many games. --smoke: a shorter game, a few repetitions and
500 games. Figures only; nothing asserts on them.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from timing import SMOKE_HELP, timed

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from addiction.engine import Game, GameStatus, Rules, Termination
from addiction.store.savegame import SaveFile
from addiction.store.statistics import GameResult, StatisticsDatabase


def long_game(actions: int = 400) -> Game:
    """Deal 1 under Relaxed rules, played by first legal move, shuffling when stuck."""
    game = Game.new(1, Rules.preset("relaxed"))
    while game.moves_made < actions and game.status is GameStatus.PLAYING:
        moves = game.board.legal_moves()
        if moves:
            game.play(moves[0])
        else:
            game.shuffle()
    for _ in range(20):
        game.undo()  # a redo branch too
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    smoke = parser.parse_args().smoke
    # the game's actions, repetitions of a save (a load, a read), records, games summarised
    actions, saves, loads, reads, records, games = 400, 50, 20, 10, 200, 50_000
    if smoke:
        actions, saves, loads, reads, records, games = 100, 3, 2, 2, 10, 500
    with tempfile.TemporaryDirectory() as directory:
        folder = Path(directory)
        game = long_game(actions)
        save_file = SaveFile(folder / "savegame.json")
        print(
            f"game: {game.moves_made} actions, {game.shuffles_used} shuffles, "
            f"{len(game.redo_actions)} to redo"
        )
        print(f"save (with fsync): {timed(lambda: save_file.save(game, 123.0), saves)}")
        print(f"save file size: {save_file.path.stat().st_size} bytes")
        print(f"load (replays the history): {timed(save_file.load, loads)}")

        db = StatisticsDatabase(folder / "statistics.sqlite3")
        keys = ["addiction", "classic", "montana", "relaxed"]
        start = time.perf_counter()
        for i in range(records):
            outcome = (Termination.WON, Termination.LOST, Termination.GIVEN_UP)[i % 3]
            db.record(GameResult(keys[i % 4], i, "CODE", outcome, 30, 150, 2, 600.0))
        per_record = (time.perf_counter() - start) / records * 1000
        print(f"record one game (one transaction): {per_record:.2f} ms")
        # A bulk fill in one transaction, for the read figures only.
        db._connection.execute("BEGIN")
        db._connection.executemany(
            "INSERT INTO games (finished_at, rules_key, deal_number, code, outcome, "
            "in_place, moves, shuffles_used, seconds) VALUES "
            "('2026-01-01T00:00:00+00:00', ?, ?, 'CODE', ?, 30, 150, 2, 600.0)",
            [(keys[i % 4], i, ("won", "lost")[i % 2]) for i in range(games)],
        )
        db._connection.execute("COMMIT")
        print(f"summary of all rule sets, {games:,} games: {timed(db.summary, reads)}")
        print(f"summary of one rule set: {timed(lambda: db.summary('montana'), reads)}")
        print(f"recent 50: {timed(lambda: db.recent(50), reads)}")
        db.close()


if __name__ == "__main__":
    main()
