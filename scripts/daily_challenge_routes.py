"""Write the daily challenges of a year to addiction/resources/challenges-YYYY.json.

    .venv/bin/python scripts/daily_challenge_routes.py 2027
    .venv/bin/python scripts/daily_challenge_routes.py 2026 --first 2026-12-01
    .venv/bin/python scripts/daily_challenge_routes.py 2027 --from-lines a.jsonl b.jsonl
    .venv/bin/python scripts/daily_challenge_routes.py 2027 --rules galary

Each date's easy, medium and hard deals are derived by the rule of
addiction/engine/daily_challenges.py (docs/daily.md), a few seconds a date, and kept
with a checksum per date (addiction/engine/checksums.py), which the game checks.
--rules KEY makes another game's (addiction/resources/challenges-KEY-YYYY.json).
--from-lines takes the dates from JSON lines an earlier run of the derivation
wrote, one date a line: {"date", "rule_version", "tiers"}, "tiers" as the data file
keeps them. Each is checked as the game checks the file (every route replayed to a
win) and must have been made under this rule. tests/engine/test_challenges_file.py
replays every route in the file and re-derives some dates to check the file is what
this script writes.
"""

from __future__ import annotations

import argparse
import datetime
import json
from pathlib import Path

from addiction.engine import Rules, daily, daily_challenges
from addiction.engine.daily_challenges import Challenges


def from_lines(paths: list[Path], rules: Rules) -> dict[datetime.date, Challenges]:
    """The dates the JSON lines of paths hold, each checked (SystemExit otherwise)."""
    found: dict[datetime.date, Challenges] = {}
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            data = json.loads(line)
            date = daily.parse_date(data["date"])
            challenges = daily_challenges.entry_from_json(data, date, rules)
            if data.get("rule_version") != daily_challenges.RULE_VERSION or challenges is None:
                raise SystemExit(f"{path}:{number}: not the challenges of {date} by this rule")
            found[date] = challenges
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("year", type=int)
    parser.add_argument("--first", type=daily.parse_date, help="the first date (YYYY-MM-DD)")
    parser.add_argument("--from-lines", type=Path, nargs="+", default=[], metavar="FILE")
    parser.add_argument("--rules", type=Rules.preset, default=daily.DAILY_RULES, metavar="KEY")
    args = parser.parse_args()
    rules: Rules = args.rules
    dates = [date for date in daily.days_of(args.year) if args.first is None or date >= args.first]
    known = from_lines(args.from_lines, rules)
    if args.from_lines and (missing := [date for date in dates if date not in known]):
        raise SystemExit(f"the lines lack {len(missing)} dates, the first {missing[0]}")
    year = [
        (date, known[date] if known else daily_challenges.derive(date, rules)) for date in dates
    ]
    path = daily_challenges.data_path(args.year, rules)
    daily.write_data_file(path, daily_challenges.year_to_json(year, rules))
    print(f"wrote {len(year)} dates to {path}")


if __name__ == "__main__":
    main()
