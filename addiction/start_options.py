"""The command line of the game (addiction/app.py), read and checked before anything
starts: a bad argument is one line (UsageError) and exit status USAGE_ERROR, before
any window appears. Qt-free, like the checks it makes (control/window_games.py).

    addiction [--deal N | --code CODE | --daily [YYYY-MM-DD] | --level N] [--rules PRESET]
              [--screenshot PATH] [--size WxH]
"""

from __future__ import annotations

import argparse
import datetime
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from addiction import __version__
from addiction.command_line import brief
from addiction.control.window_games import game_from_code
from addiction.engine import ALL_PRESETS, Board, EngineError, Rules, RulesError
from addiction.engine.errors import shown

USAGE_ERROR = 2


class UsageError(Exception):
    """A bad command line; str() is the one line printed."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse would print the whole usage block (and quote a bad argument
        # whole); one short line says enough.
        raise UsageError(brief(message))


@dataclass(frozen=True)
class StartOptions:
    """The checked command line: every value in it is known to work."""

    deal: int | None
    code: str | None  # a game code that decodes (with its own rules)
    rules: Rules | None
    screenshot: str | None
    size: tuple[int, int] | None
    daily: datetime.date | None = None  # --daily: that date's daily deal (today's by default)
    level: int | None = None  # --level: that level of the campaign

    @property
    def asks_for_nothing(self) -> bool:
        """No game was asked for: a plain start, where a new player is welcomed."""
        return (self.deal, self.code, self.daily, self.level) == (None, None, None, None)


def parse_arguments(argv: Sequence[str]) -> StartOptions:
    """Read and check the command line; UsageError says what is wrong."""
    parser = _Parser(prog="addiction", description="Addiction Solitaire")
    parser.add_argument("--version", action="version", version=f"addiction {__version__}")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--deal", type=int, metavar="N", help="play numbered deal N")
    start.add_argument("--code", metavar="CODE", help="play the game a game code stands for")
    start.add_argument(
        "--daily",
        nargs="?",
        const="",
        metavar="YYYY-MM-DD",
        help="play the daily deal of a date (today's without one)",
    )
    start.add_argument("--level", metavar="N", help="play level N of the campaign")
    parser.add_argument(
        "--rules",
        metavar="PRESET",
        help=f"one of {', '.join(ALL_PRESETS)} (remembered for new games)",
    )
    parser.add_argument("--screenshot", metavar="PATH", help="render the window to a PNG and exit")
    parser.add_argument("--size", metavar="WxH", help="window size, such as 1280x800")
    args = parser.parse_args(list(argv))
    try:
        rules = _window_rules(args.rules) if args.rules is not None else None
        if args.code is not None:
            if rules is not None:
                raise UsageError("--rules cannot be used with --code: a code carries its rules")
            game_from_code(args.code)  # GameCodeError for a bad code
        if args.deal is not None:
            Board.deal(args.deal)  # DealNumberError for a number out of range
    except EngineError as error:
        raise UsageError(str(error)) from None
    size = _parse_size(args.size) if args.size is not None else None
    screenshot = _check_screenshot(args.screenshot) if args.screenshot is not None else None
    daily = _parse_daily(args.daily, rules) if args.daily is not None else None
    level = _parse_level(args.level, rules) if args.level is not None else None
    return StartOptions(args.deal, args.code, rules, screenshot, size, daily, level)


def _window_rules(name: str) -> Rules:
    """--rules's rule set: a preset or a game of the family (UsageError naming them
    otherwise, whole, as command_line.GameRules does; an argument longer than any key
    is no mistyped key, and is told briefly)."""
    try:
        return Rules.preset(name)
    except RulesError:
        message = f"unknown rule set {shown(name, 40)}; choose one of {', '.join(ALL_PRESETS)}"
        raise UsageError(
            message if len(name) <= max(map(len, ALL_PRESETS)) else brief(message)
        ) from None


def _parse_level(text: str, rules: Rules | None) -> int:
    """--level's number; UsageError for a level the campaign does not have or --rules with it."""
    from addiction.engine import campaign

    if rules is not None:
        raise UsageError("--rules cannot be used with --level: a level has its rules")
    try:
        return campaign.level(int(text)).number
    except ValueError as error:  # not a number, or no such level (LevelNumberError)
        reason = (
            str(error) if isinstance(error, EngineError) else f"not a level number: {shown(text)}"
        )
        raise UsageError(f"--level: {reason}") from None


def _parse_daily(text: str, rules: Rules | None) -> datetime.date:
    """--daily's date (empty: today); UsageError for a bad date or --rules with it."""
    from addiction.engine.daily import check_date, parse_date

    if rules is not None:
        raise UsageError("--rules cannot be used with --daily: a daily deal has its rules")
    try:
        if text:
            return parse_date(text)
        today = datetime.date.today()
        check_date(today)  # a clock far off
        return today
    except EngineError as error:
        raise UsageError(f"--daily: {error}") from None


def _parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise UsageError(
            f"--size takes WIDTHxHEIGHT, such as 1280x800, not {shown(text)}"
        ) from None
    if not (200 <= width <= 10000 and 200 <= height <= 10000):
        raise UsageError(f"--size {brief(text, 40)}: width and height must be 200 to 10000 pixels")
    return width, height


def _check_screenshot(text: str) -> str:
    """The --screenshot path, if a picture can be written there (checked before
    anything starts: an empty path once started a game that never saved)."""
    if not text.strip():
        raise UsageError("--screenshot needs the path of the PNG file to write")
    path = Path(text)
    try:
        mode: int | None = os.stat(path).st_mode
    except OSError:
        mode = None  # nothing there yet, as usual
    if mode is not None and not stat.S_ISREG(mode):
        from addiction.store.paths import file_kind

        raise UsageError(f"--screenshot {brief(text, 100)}: that is {file_kind(mode)}, not a file")
    folder = path.absolute().parent
    if not folder.is_dir():
        raise UsageError(
            f"--screenshot {brief(text, 100)}: there is no folder {brief(str(folder), 100)}"
        )
    return text
