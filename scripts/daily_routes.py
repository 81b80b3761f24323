"""Write the daily deals of a year to addiction/resources/daily-YYYY.json.

    .venv/bin/python scripts/daily_routes.py 2027
    .venv/bin/python scripts/daily_routes.py 2027 --rules double-montana

Each day is derived by the rule of addiction/engine/daily.py (docs/daily.md) and
kept with its checksum (addiction/engine/checksums.py), which the game checks;
--rules KEY writes another game's, addiction/resources/daily-KEY-YYYY.json;
tests/engine/test_daily.py replays every route in the file and re-derives some
days to check the file is what this script writes.
"""

from __future__ import annotations

import argparse

from addiction.engine import Rules, daily


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("year", type=int)
    parser.add_argument("--rules", type=Rules.preset, default=daily.DAILY_RULES, metavar="KEY")
    args = parser.parse_args()
    year, rules = args.year, args.rules
    days = [daily.derive(date, rules) for date in daily.days_of(year)]
    path = daily.data_path(year, rules)
    daily.write_data_file(path, daily.year_to_json(days, rules))
    print(f"wrote {len(days)} days to {path}")


if __name__ == "__main__":
    main()
