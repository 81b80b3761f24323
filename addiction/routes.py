"""Verified routes from the command line.

    python -m addiction.routes daily YYYY-MM-DD
    python -m addiction.routes level N
    python -m addiction.routes levels
    python -m addiction.routes deal N [--rules KEY] [--max-nodes N]
    python -m addiction.routes code CODE

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

deal prints the same object for numbered deal N under any rule set or game of the
family (--rules KEY, as python -m addiction.solve takes it): the route is the
solver's winning line of the deal's first round (no shuffle), replayed through
the engine to a won board before it is printed; a first round the solver does not
win within its budget is one line on standard error and exit status 1. code
prints the layout behind a game code: {"code": the code as read, "rules": the
key, "deal": the deal number or null for a typed-in layout, "layout": the
position text}; a code that does not read is one line and exit status 2.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from .command_line import add_game_option, count_option
from .engine import MAX_DEAL, Action, Board, Rules, campaign, daily
from .engine.codes import decode, normalise
from .engine.errors import EngineError, shown
from .engine.game import action_to_json, replay
from .engine.solver import SolveStatus, solve
from .solve import _Parser

#: The solver's budget for a deal's route (positions), unless --max-nodes says.
DEAL_NODES = 20_000_000


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
    deal = kinds.add_parser(
        "deal", help="the solver's winning route of a numbered deal's first round, any game"
    )
    deal.add_argument("number", type=_deal, help="the deal number")
    add_game_option(deal)
    deal.add_argument(
        "--max-nodes",
        type=count_option,
        default=DEAL_NODES,
        metavar="N",
        help=f"the solver's budget in positions (default {DEAL_NODES})",
    )
    code = kinds.add_parser("code", help="the rules, deal and layout behind a game code")
    code.add_argument("code", help="a game code, such as A-1-1G")
    return parser


def _deal(text: str) -> int:
    try:
        Board.deal(int(text))
    except (ValueError, EngineError):
        raise argparse.ArgumentTypeError(
            f"expected a deal number 1 to {MAX_DEAL}, got {shown(text)}"
        ) from None
    return int(text)


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
    elif args.kind == "deal":
        return _deal_route(args.number, args.rules, args.max_nodes, out)
    elif args.kind == "code":
        try:
            read = decode(args.code)
        except EngineError as error:
            print(f"routes: {error}", file=sys.stderr)
            return 2
        found = {"code": normalise(args.code), "rules": read.rules.key, "deal": read.deal_number}
        print(json.dumps({**found, "layout": read.board.to_text()}), file=out)
    elif args.kind == "level":
        level: campaign.Level = args.number
        print(json.dumps(route_json(level.layout, level.rules, level.route)), file=out)
    else:
        day = daily.for_date(args.date)
        print(json.dumps(route_json(day.board, day.rules, day.route)), file=out)
    return 0


def _deal_route(number: int, rules: Rules, max_nodes: int, out: TextIO) -> int:
    """Print the solver's winning route of the deal's first round, replayed to a win
    first; 1 and one line when the solver does not win it."""
    layout = Board.deal(number, rules.shape)
    result = solve(layout, max_nodes=max_nodes)
    if result.status is not SolveStatus.WIN or not replay(layout, result.moves).is_won():
        verdict = "cannot be won" if result.status is SolveStatus.NO_WIN else "was not won"
        print(
            f"routes: the first round of deal {number} under {rules.key} {verdict} "
            f"({result.nodes} positions searched)",
            file=sys.stderr,
        )
        return 1
    print(json.dumps(route_json(layout, rules, result.moves)), file=out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
