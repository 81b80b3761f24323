"""Verified routes from the command line.

    python -m addiction.routes daily YYYY-MM-DD
    python -m addiction.routes level N
    python -m addiction.routes levels

daily and level print one JSON object: {"layout": the starting position in
position text, "rules": the rule set's key, "route": [{"move": [card_code,
source, target]} or {"shuffle": the position text right after the shuffle},
...]} (squares 0..51, row * 13 + column), so that anyone can check the route
with nothing but the rules (docs/rules.md, docs/daily.md, docs/campaign.md).
The day comes from the year's data file when it holds it whole, and is derived
by the daily rule otherwise (a second or two; a damaged day in the file is
derived too). levels prints how many levels the campaign has. A bad date (or
one without a daily deal), a bad level number or a damaged level is one line
on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from .engine import Action, Board, Rules, campaign, daily
from .engine.errors import EngineError, shown
from .engine.game import action_to_json
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
    level = kinds.add_parser("level", help="a level of the campaign")
    level.add_argument("number", type=_level, help=f"the level, 1 to {campaign.count()}")
    kinds.add_parser("levels", help="how many levels the campaign has")
    return parser


def _level(text: str) -> campaign.Level:
    try:
        return campaign.level(int(text))
    except ValueError as exc:  # not a number (int), or no such level (LevelNumberError)
        message = str(exc) if isinstance(exc, EngineError) else f"not a level number: {shown(text)}"
        raise argparse.ArgumentTypeError(message) from None


def route_json(layout: Board, rules: Rules, route: Sequence[Action]) -> dict[str, object]:
    """A route in the form this command prints."""
    return {
        "layout": layout.to_text(),
        "rules": rules.key,
        "route": [action_to_json(step) for step in route],
    }


def main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    args = _parser().parse_args(argv)
    out = out or sys.stdout
    if args.kind == "levels":
        print(campaign.count(), file=out)
    elif args.kind == "level":
        level: campaign.Level = args.number
        print(json.dumps(route_json(level.layout, level.rules, level.route)), file=out)
    else:
        day = daily.for_date(args.date)
        print(json.dumps(route_json(day.board, day.rules, day.route)), file=out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
