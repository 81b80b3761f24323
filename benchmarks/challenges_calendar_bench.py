"""Daily challenges benchmark: the data files and the calendar (docs/daily.md).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/challenges_calendar_bench.py [--days 365]
        [--smoke]

Prints the size of each challenges-YYYY.json, the time to read a date from a
file the first time (the whole file parsed) and after (one date checked: its
routes replayed), and the time to open the daily calendar (read the daily and
challenge results from a statistics database holding --days days of a daily and
three challenges each, build the dialog, show it and paint it), over several runs.
--smoke: 3 days, one run of each. The figures depend on the machine and its load;
nothing asserts on them.
"""

from __future__ import annotations

import argparse
import datetime
import tempfile
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication
from timing import SMOKE_HELP, spread

from addiction.engine import Termination, daily_challenges
from addiction.engine.daily_challenges import ChallengeDay, Tier
from addiction.store.statistics import GameResult, StatisticsDatabase
from addiction.ui.dialogs.daily_calendar import DailyCalendarDialog

TODAY = datetime.date(2027, 12, 31)
RUNS = 7


def filled_database(path: Path, days: int) -> StatisticsDatabase:
    """A database with days dates of a won daily and three challenges (the hard one lost)."""
    database = StatisticsDatabase(path)
    for offset in range(days):
        date = TODAY - datetime.timedelta(days=offset)
        for tier in (None, *Tier):
            won = tier is not Tier.HARD
            database.record(
                GameResult(
                    "addiction",
                    offset + 1,
                    f"A-{offset + 1}",
                    Termination.WON if won else Termination.LOST,
                    48 if won else 30,
                    90,
                    0,
                    60.0,
                    game_id=f"{date}-{tier}",
                    daily_date=date if tier is None else None,
                    on_the_day=True,
                    challenge=None if tier is None else ChallengeDay(date, tier),
                )
            )
    return database


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    args = parser.parse_args(argv)
    runs = RUNS
    if args.smoke:
        args.days, runs = 3, 1
    application = QApplication.instance() or QApplication([])

    for year in (2026, 2027):
        path = daily_challenges.data_path(year)
        size = path.stat().st_size if path.exists() else 0
        print(f"{path.name}: {size / 1024:.0f} KiB")
    date = datetime.date(2027, 7, 14)
    start = time.perf_counter()
    daily_challenges.lookup(date)
    first = time.perf_counter() - start
    again = []
    for _ in range(runs):
        start = time.perf_counter()
        daily_challenges.lookup(date)
        again.append(time.perf_counter() - start)
    print(f"a date's challenges: first {first * 1000:.1f} ms (file parsed)")
    print(f"  then: {spread(again, '.4f')} s")

    with tempfile.TemporaryDirectory() as folder:
        database = filled_database(Path(folder) / "statistics.sqlite3", args.days)
        seconds = []
        for _ in range(runs):
            start = time.perf_counter()
            dialog = DailyCalendarDialog(
                database.daily_results(), TODAY, None, database.challenge_results()
            )
            dialog.resize(900, 600)
            dialog.show()
            dialog.grab()  # painted
            seconds.append(time.perf_counter() - start)
            dialog.close()
        database.close()
    print(f"open the calendar ({args.days} days of a daily and 3 challenges):")
    print(f"  {spread(seconds, '.4f')} s")
    del application
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
