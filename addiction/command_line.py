"""What the command lines share (python -m addiction.solve, .autoplay, .routes and the
game's own): input that can neither hang them nor exhaust their memory, and error
lines that quote bad input briefly.

- A file named on a command line is read only if it is a regular file: it is
  opened without blocking and checked before anything is read, so a named pipe
  or a device (/dev/zero) is refused in one line; standard input is read as it
  comes (a pipe there is the usual case).
- Input is read a line at a time, and a line or a position longer than any
  position text stops the reading with a reason, so endless input without line
  breaks (or without blank lines) cannot fill the memory.
- An error line is cut short (brief), so a pasted novel never comes back whole.
- A count (--max-nodes, --random) is 1 to LARGEST_COUNT (count_option): 2**63 and
  more would reach the compiled solver's 64-bit counters as a traceback.
- --rules KEY names the game (GameRules): a rule set of Addiction or a game of the
  family; an unknown key is one line listing the keys.
"""

from __future__ import annotations

import argparse
import itertools
import os
import re
import stat
from collections.abc import Iterable, Iterator, Sequence
from typing import IO, BinaryIO

from .engine import ALL_PRESETS, Board, EngineError, Rules
from .engine.errors import shown
from .engine.shape import MONTANA, Shape

#: The longest error line a command prints (characters), with the input it quotes.
MAX_MESSAGE = 120
#: A line of position text is a few dozen characters; one longer than this is not one.
MAX_LINE_BYTES = 4096
#: A position is four rows (eight in a two-deck game); a block of more lines than this is not one.
MAX_POSITION_LINES = 64

# What surrogateescape makes of bytes that are not UTF-8.
_UNDECODABLE = re.compile("[\udc80-\udcff]")


def brief(message: str, limit: int = MAX_MESSAGE) -> str:
    """message, cut to limit characters (an ellipsis says it was cut)."""
    return message if len(message) <= limit else message[: limit - 1] + "…"


#: The largest count an option takes (--max-nodes, --random): the compiled solver
#: counts in 64 bits, and no run comes near it.
LARGEST_COUNT = 2**63 - 1


def count_option(text: str) -> int:
    """An option's whole number, 1 to LARGEST_COUNT (argparse's type=): anything else
    is argparse.ArgumentTypeError, which the command says in one line."""
    try:
        value = int(text)
    except ValueError:  # not a number, or more digits than Python converts
        value = 0
    if not 1 <= value <= LARGEST_COUNT:
        raise argparse.ArgumentTypeError(
            f"expected a whole number from 1 to {LARGEST_COUNT}, got {shown(text)}"
        )
    return value


class InputError(Exception):
    """The input cannot be read, or is not position text at all; str() says why."""


def open_regular_file(path: str) -> BinaryIO:
    """The regular file at path, open for reading; InputError for anything else
    (a named pipe or a device is refused without waiting for it)."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError as error:
        raise InputError(error.strerror or str(error)) from None
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise InputError("not a regular file (a pipe or a device?); give a file, or standard input")
    return os.fdopen(descriptor, "rb")


def lines(stream: IO[bytes] | IO[str]) -> Iterator[str]:
    """The lines of a stream as text, read one at a time. Bytes that are not UTF-8
    are kept as surrogates for positions() to report, and a byte-order mark goes.
    InputError when reading fails or a line is longer than any position text's."""
    for number in itertools.count(1):
        try:
            line = stream.readline(MAX_LINE_BYTES + 1)
        except OSError as error:  # only reading: a failed write is the caller's
            raise InputError(error.strerror or str(error)) from error
        if not line:
            return
        if len(line) > MAX_LINE_BYTES:
            raise InputError(f"line {number} is longer than {MAX_LINE_BYTES} bytes: no position")
        text = line.decode("utf-8", "surrogateescape") if isinstance(line, bytes) else line
        yield text.removeprefix("\ufeff") if number == 1 else text


def positions(
    text_lines: Iterable[str], shape: Shape = MONTANA
) -> Iterator[tuple[str, Board | str]]:
    """Each position text in the lines (blocks between blank lines) as a board of
    the shape, or the reason it is malformed; named "position N". InputError (from
    lines, or for a block longer than any position) stops them."""
    block: list[str] = []
    number = 0
    for line in itertools.chain(text_lines, [""]):  # a last blank line ends the last block
        if line.strip():
            block.append(line)
            if len(block) > MAX_POSITION_LINES:
                raise InputError(
                    f"position {number + 1} runs over {MAX_POSITION_LINES} lines: no position"
                )
            continue
        if not block:
            continue
        number += 1
        text, block = "".join(block), []
        if _UNDECODABLE.search(text):
            yield f"position {number}", "the text is not UTF-8"
            continue
        try:
            yield f"position {number}", Board.parse(text, shape)
        except EngineError as exc:
            yield f"position {number}", str(exc)


class GameRules(argparse.Action):
    """--rules KEY: the Rules of a rule set of Addiction or a game of the family
    (Rules.preset), or of custom switches by their key (Rules.from_key). An unknown
    key stops the command with one line naming every key, whole (the parsers' brief
    errors would cut the list); an argument longer than any key is no mistyped key,
    and gets the brief error every huge argument gets."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        key = str(values)
        try:
            custom = key.startswith("custom-")  # custom switches, by their key (Rules.key)
            setattr(namespace, self.dest, Rules.from_key(key) if custom else Rules.preset(key))
        except EngineError as error:
            if len(key) > max(map(len, ALL_PRESETS)):
                parser.error(str(error))
            parser.exit(2, f"{parser.prog}: error: {error}\n")


def add_game_option(parser: argparse.ArgumentParser) -> None:
    """The --rules KEY option of the command lines that play or solve any game
    (GameRules; Addiction when it is not given)."""
    parser.add_argument(
        "--rules",
        action=GameRules,
        default=Rules.preset("addiction"),
        metavar="KEY",
        help=(
            "the game: addiction (default), another rule set or a game of the family, or "
            "custom switches by their key (custom-3-random-any-time-undo-head-moves: "
            "Addiction where a 2 in column 1 may move)"
        ),
    )
