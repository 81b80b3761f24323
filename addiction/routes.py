"""Verified routes from the command line.

    python -m addiction.routes daily YYYY-MM-DD

Prints one JSON object: {"layout": the starting position in position text,
"rules": the rule set's key, "route": [{"move": [card_code, source, target]},
...]} (squares 0..51, row * 13 + column), so that anyone can check the route
with nothing but the rules (docs/rules.md, docs/daily.md). The day comes from
the year's data file when it holds it, and is derived by the daily rule
otherwise (a second or two). A bad date is one line on standard error and exit
status 2.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from typing import TextIO

from .engine import daily
from .engine.errors import EngineError
from .solve import _Parser


def _date(text: str) -> datetime.date:
    try:
        return daily.parse_date(text)
    except EngineError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m addiction.routes",
        description="Print a verified route as JSON: the layout, the rules and the moves.",
    )
    kinds = parser.add_subparsers(dest="kind", required=True)
    day = kinds.add_parser("daily", help="the daily deal of a date")
    day.add_argument("date", type=_date, help="the date, YYYY-MM-DD")
    return parser


def route_json(day: daily.Daily) -> dict[str, object]:
    """A day's route in the form this command prints."""
    return {
        "layout": day.board.to_text(),
        "rules": day.rules.key,
        "route": [{"move": move.to_json()} for move in day.route],
    }


def main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    args = _parser().parse_args(argv)
    print(json.dumps(route_json(daily.for_date(args.date))), file=out or sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
