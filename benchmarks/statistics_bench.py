"""How long the statistics window takes with a long record, and pictures of it.

    python benchmarks/statistics_bench.py [--games 10000] [--smoke]
    python benchmarks/statistics_bench.py --screenshots DIR

Fills a fresh database with fake but realistic games (rule sets, outcomes,
cards in place, moves and times as players produce them, spread over months),
then prints the time to open the database at start (integrity check, schema,
the probe of writes), to read a pending file of a thousand results, to open the
statistics window with every chart drawn and to record one more result. Then it
keeps every game's actions (engine/action_codec.py: as many bytes as a game of
its moves and shuffles has) and prints the file's size and the window's time to
open again (docs/review.md: 10,000 games must stay under 20 MB). With
--screenshots it renders the window with 200 games (and with none) at 1280x800
and 900x560, light and dark, as PNG files. --smoke: 100 games, each figure from two
repetitions, and the screenshots of one size, light and dark, into a temporary folder.
Figures only; nothing asserts on them.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

from timing import SMOKE_HELP, timed

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from addiction.engine import Board, Rules, Termination
from addiction.engine.action_codec import ACTIONS_FORMAT, SHUFFLE
from addiction.engine.codes import encode
from addiction.store.pending_results import read_pending, write_pending
from addiction.store.statistics import GameResult, StatisticsDatabase
from addiction.ui.statistics import StatisticsWindow

RULE_SETS = {"addiction": 6, "montana": 2, "classic": 1, "relaxed": 1}  # how often each is played
OUTCOME_WEIGHTS = {
    Termination.WON: 25,
    Termination.LOST: 40,
    Termination.GIVEN_UP: 20,
    Termination.ABANDONED: 15,
}


#: The window sizes of --screenshots.
SIZES = ((1280, 800), (900, 560))


def fake_games(count: int, seed: int = 1) -> Iterator[tuple[datetime, GameResult]]:
    """count games, oldest first, ending over the last months (a few a day, some days none)."""
    chance = random.Random(seed)
    keys = [Rules.preset(name).key for name in RULE_SETS]
    outcomes = list(OUTCOME_WEIGHTS)
    codes: dict[tuple[str, int], str] = {}
    now = datetime.now(timezone.utc).replace(microsecond=0)
    # About 3 games on a day played, and 60% of days played.
    days = max(1, round(count / 3 / 0.6))
    start = now - timedelta(days=days)
    moments = sorted(
        start + timedelta(seconds=chance.uniform(0, days * 86_400)) for _ in range(count)
    )
    for moment in moments:
        key = chance.choices(keys, weights=list(RULE_SETS.values()))[0]
        outcome = chance.choices(outcomes, weights=[OUTCOME_WEIGHTS[o] for o in outcomes])[0]
        deal = chance.randrange(1, 400)
        if (key, deal) not in codes:
            codes[key, deal] = encode(Rules.from_key(key), Board.deal(deal), deal)
        if outcome is Termination.WON:
            in_place = 48
            moves = round(chance.gauss(170, 35))
            shuffles = chance.choice((1, 2, 2, 3, 3))
        else:
            in_place = max(0, min(47, round(chance.gauss(27, 9))))
            moves = round(in_place * chance.uniform(2.0, 4.0)) + chance.randrange(0, 30)
            shuffles = chance.choice((0, 1, 2, 3)) if outcome is not Termination.LOST else 3
        seconds = max(20.0, moves * chance.uniform(1.6, 3.4))
        actions = fake_actions(chance, max(1, moves), shuffles)
        yield (
            moment,
            GameResult(
                key,
                deal,
                codes[key, deal],
                outcome,
                in_place,
                max(1, moves),
                shuffles,
                round(seconds, 1),
                actions=actions,
            ),
        )


def fake_actions(chance: random.Random, actions: int, shuffles: int) -> bytes:
    """Bytes as long as the actions of a game of so many actions (shuffles among
    them) are: the format, a seed, two bytes a move and one a shuffle."""
    steps = [SHUFFLE] * shuffles + [chance.randrange(52) for _ in range(2 * (actions - shuffles))]
    return bytes([ACTIONS_FORMAT, *chance.randbytes(8), *steps])


def record_backdated(db: StatisticsDatabase, games: Iterator[tuple[datetime, GameResult]]) -> None:
    """Record each game the way the game does, then give it the day it was played."""
    for moment, result in games:
        db.record(result)
        db._connection.execute(
            "UPDATE games SET finished_at = ? WHERE id = last_insert_rowid()",
            (moment.isoformat(timespec="seconds"),),
        )


def fill_in_bulk(db: StatisticsDatabase, games: Iterator[tuple[datetime, GameResult]]) -> None:
    """The same rows in one transaction: a setup for figures, not a recording."""
    db._connection.execute("BEGIN")
    db._connection.executemany(
        "INSERT INTO games (finished_at, rules_key, deal_number, code, outcome, in_place, "
        "moves, shuffles_used, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                moment.isoformat(timespec="seconds"),
                r.rules_key,
                r.deal_number,
                r.code,
                r.outcome.value,
                r.in_place,
                r.moves,
                r.shuffles_used,
                r.seconds,
            )
            for moment, r in games
        ],
    )
    db._connection.execute("COMMIT")


def keep_actions_in_bulk(
    db: StatisticsDatabase, games: Iterator[tuple[datetime, GameResult]]
) -> None:
    """The actions of the games fill_in_bulk wrote (rows 1, 2, ...), in one transaction."""
    db._connection.execute("BEGIN")
    db._connection.executemany(
        "INSERT INTO game_actions VALUES (?, ?)",
        [(row, result.actions) for row, (_, result) in enumerate(games, start=1)],
    )
    db._connection.execute("COMMIT")


def reopen(db: StatisticsDatabase) -> StatisticsDatabase:
    """A second connection to db's file, opened as the game opens it at start."""
    return StatisticsDatabase(db.path)


def open_window(db: StatisticsDatabase) -> StatisticsWindow:
    """Build the window and paint it once, charts and all, as showing it would."""
    window = StatisticsWindow(db)
    window.resize(1280, 800)
    window.grab()
    return window


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2b2d30"),
        (QPalette.ColorRole.WindowText, "#e6e6e6"),
        (QPalette.ColorRole.Base, "#1e1f22"),
        (QPalette.ColorRole.AlternateBase, "#26282b"),
        (QPalette.ColorRole.Text, "#e6e6e6"),
        (QPalette.ColorRole.Button, "#35373b"),
        (QPalette.ColorRole.ButtonText, "#e6e6e6"),
        (QPalette.ColorRole.PlaceholderText, "#9a9ca0"),
        (QPalette.ColorRole.Highlight, "#2f6fb0"),
        (QPalette.ColorRole.HighlightedText, "#ffffff"),
        (QPalette.ColorRole.Mid, "#4a4c50"),
    ):
        palette.setColor(role, QColor(colour))
    return palette


def screenshots(folder: Path, sizes: tuple[tuple[int, int], ...] = SIZES) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as directory:
        full = StatisticsDatabase(Path(directory) / "statistics.sqlite3")
        record_backdated(full, fake_games(200))
        empty = StatisticsDatabase(Path(directory) / "empty.sqlite3")
        for name, db in (("games", full), ("empty", empty)):
            for palette_name, palette in (("light", None), ("dark", dark_palette())):
                for width, height in sizes:
                    window = StatisticsWindow(db)
                    if palette is not None:
                        window.setPalette(palette)
                    window.resize(width, height)
                    for tab in range(window.tabs.count() if name == "games" else 1):
                        window.tabs.setCurrentIndex(tab)
                        path = folder / f"{name}-{palette_name}-{width}x{height}-tab{tab}.png"
                        _save(window, path)
        full.close()
        empty.close()


def file_megabytes(path: Path) -> str:
    return f"{path.stat().st_size / 1e6:.2f} MB"


def _save(window: QWidget, path: Path) -> None:
    if not window.grab().save(str(path)):
        raise OSError(f"could not write {path}")
    print(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--screenshots", type=Path, help="render PNGs into this folder")
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    arguments = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if arguments.screenshots:
        screenshots(arguments.screenshots)
        return
    repeats, records = 10, 50
    if arguments.smoke:
        arguments.games, repeats, records = 100, 2, 5
    with tempfile.TemporaryDirectory() as directory:
        db = StatisticsDatabase(Path(directory) / "statistics.sqlite3")
        fill_in_bulk(db, fake_games(arguments.games))
        print(f"games recorded: {arguments.games}")
        print(f"open the database, as at start: {timed(lambda: reopen(db).close(), repeats)}")
        pending = Path(directory) / "results.pending.json"
        write_pending(
            pending, [(result, moment.isoformat()) for moment, result in fake_games(1000)]
        )
        print(
            f"read 1000 pending results, checked: {timed(lambda: read_pending(pending), repeats)}"
        )
        print(f"read and check every game (history): {timed(db.history, repeats)}")
        open_window(db).close()  # the first window loads fonts and styles
        opened = timed(lambda: open_window(db).close(), repeats)
        print(f"open the window, all charts drawn: {opened}")
        window = open_window(db)

        def show_games() -> None:
            window.tabs.setCurrentIndex(0)
            window.tabs.setCurrentIndex(1)
            window.grab()

        print(f"switch to the games table and draw it: {timed(show_games, repeats)}")
        window.close()
        print(f"file size without actions: {file_megabytes(db.path)}")
        keep_actions_in_bulk(db, fake_games(arguments.games))
        print(f"file size with every game's actions: {file_megabytes(db.path)}")
        print(f"open the database, as at start: {timed(lambda: reopen(db).close(), repeats)}")
        opened = timed(lambda: open_window(db).close(), repeats)
        print(f"open the window, all charts drawn: {opened}")
        result = next(fake_games(1, seed=2))[1]
        start = time.perf_counter()
        for _ in range(records):
            db.record(result)
        per_record = (time.perf_counter() - start) / records * 1000
        print(f"record one result (one transaction, synced): {per_record:.2f} ms")
        db.close()
        if arguments.smoke:
            screenshots(Path(directory) / "screenshots", SIZES[1:])
    del app


if __name__ == "__main__":
    main()
