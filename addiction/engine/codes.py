"""Game codes: short texts a player can copy and paste to share a game.

A code recreates the same initial layout under the same rule set, and so the
same shuffles. Forms (case-insensitive, spaces ignored):

    A-1000000-7Q        numbered deal 1000000 under the Addiction preset
    M-L0123...XYZ-K3    any other layout (typed in or parsed) under Montana

The first field is the rule set: A, C, M, R for the presets, or X followed by
the switches for a custom set (shuffles as a number or U for unlimited; redeal
R random or A after-runs; shuffle T any time or S when stuck; undo across a
shuffle Y or N), e.g. X5RTY. A layout is the rank of the 52-square arrangement
among all 52! (gaps counted as the four Aces in reading order), in 46 Crockford
base-32 digits. The last field is a 10-bit CRC-32 check of the rest, so a
mistyped or tampered code is refused instead of opening a different game.

A code pasted from a chat or a document is read as the player meant it: quotes
and brackets around it, any kind of space or invisible character, dashes and
minus signs for hyphens, and full-width letters are taken in stride. Whatever
else is wrong, decode raises GameCodeError and nothing else.
"""

from __future__ import annotations

import string
import unicodedata
import zlib
from dataclasses import dataclass
from math import factorial

from .board import MAX_DEAL, SQUARES, Board, RedealMode
from .cards import ACE, FULL_DECK, Card
from .errors import CodeProblem, EngineError, GameCodeError, shown
from .rules import PRESETS, Rules, ShuffleTiming

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base 32: no I, L, O, U
LAYOUT_DIGITS = 46  # 32**46 > 52!
PRESET_LETTERS = {"addiction": "A", "classic": "C", "montana": "M", "relaxed": "R"}
ACES = tuple(card for card in FULL_DECK if card.rank == ACE)
#: Longer than any code (a custom rule set with a layout is 57 characters).
MAX_CODE_LENGTH = 64

_CODE_CHARACTERS = frozenset(string.ascii_uppercase + string.digits + "-")
# Minus signs are mathematical symbols, not dashes, but chats turn hyphens into them too.
_MINUS_SIGNS = frozenset("\u2212\u207b\u208b")
# What a chat, a document or a sentence puts around a code: quotes of every kind,
# brackets, Markdown marks and the sentence's own punctuation.
_SURROUNDING = "\"'`´«»‹›“”„‟‘’‚‛「」『』()[]{}<>.,;:!?*_~"


@dataclass(frozen=True)
class GameCode:
    """What a code stands for: the rules, the deal number (if numbered) and the layout."""

    rules: Rules
    deal_number: int | None
    board: Board


def encode(rules: Rules, board: Board, deal_number: int | None = None) -> str:
    """The code of a game: the short form for a numbered deal, the layout form otherwise."""
    token = _rules_token(rules)
    if deal_number is not None:
        if Board.deal(deal_number) != board:
            raise GameCodeError(f"the board is not deal #{deal_number}")
        body = f"{token}-{deal_number}"
    else:
        body = f"{token}-L{_layout_digits(board)}"
    return f"{body}-{_check(body)}"


def decode(code: str) -> GameCode:
    """Read a game code; GameCodeError says what is wrong with a bad one.

    >>> decode("  “a–1–1g” ").deal_number
    1
    """
    text = normalise(code)
    parts = text.split("-")
    if len(parts) != 3 or not all(parts):
        raise GameCodeError(f"not a game code: {shown(text)} (expected three parts like A-1234-7Q)")
    token, payload, check = parts
    body = f"{token}-{payload}"
    if check != _check(body):
        raise GameCodeError(
            f"the code {shown(text)} is damaged: its check letters do not match "
            "(a character may be mistyped or missing)",
            CodeProblem.DAMAGED,
        )
    rules = _parse_rules_token(token)
    if payload.startswith("L"):
        return GameCode(rules, None, _parse_layout(payload[1:]))
    if not payload.isdigit():
        raise GameCodeError(
            f"{shown(payload)} is neither a deal number nor a layout", CodeProblem.LAYOUT
        )
    if payload.startswith("0") or len(payload) > len(str(MAX_DEAL)) or int(payload) > MAX_DEAL:
        raise GameCodeError(
            f"deal numbers run from 1 to {MAX_DEAL}, the code has {shown(payload)}",
            CodeProblem.DEAL_NUMBER,
        )
    number = int(payload)
    return GameCode(rules, number, Board.deal(number))


def normalise(code: str) -> str:
    """A code as typed or pasted, in its canonical characters: upper-case ASCII
    letters, digits and hyphens. GameCodeError if anything else is left.

    Full-width and other compatibility forms become plain letters (NFKC); spaces
    and invisible characters (zero-width spaces, joiners, byte-order marks) go;
    dashes and minus signs become hyphens; quotes, brackets and sentence marks
    around the code go.

    >>> normalise("\u00a0«x5rty\u200b-12\u2013ab».")
    'X5RTY-12-AB'
    """
    if not isinstance(code, str):
        raise GameCodeError(f"a game code is text, got {type(code).__name__}")
    trimmed = code.strip()
    # Room for spacing and invisible characters, but not for a pasted page.
    if len(trimmed) > MAX_CODE_LENGTH * 4:
        raise GameCodeError(f"not a game code: {shown(trimmed)} is far longer than any code")
    kept = []
    for char in unicodedata.normalize("NFKC", trimmed):
        category = unicodedata.category(char)
        if char.isspace() or category == "Cf":
            continue
        kept.append("-" if category == "Pd" or char in _MINUS_SIGNS else char)
    text = "".join(kept).strip(_SURROUNDING).upper()
    if len(text) > MAX_CODE_LENGTH:
        raise GameCodeError(f"not a game code: {shown(text)} is longer than any code")
    stray = next((char for char in text if char not in _CODE_CHARACTERS), None)
    if stray is not None:
        raise GameCodeError(
            f"not a game code: {shown(text)} holds {stray!r} (codes use letters, digits "
            "and hyphens only)"
        )
    return text


def _check(body: str) -> str:
    value = zlib.crc32(body.encode("ascii")) & 0x3FF
    return ALPHABET[value >> 5] + ALPHABET[value & 31]


def _rules_token(rules: Rules) -> str:
    name = rules.preset_name
    if name is not None:
        return PRESET_LETTERS[name]
    shuffles = "U" if rules.shuffles is None else str(rules.shuffles)
    redeal = "R" if rules.redeal is RedealMode.RANDOM else "A"
    timing = "T" if rules.shuffle_timing is ShuffleTiming.ANY_TIME else "S"
    undo = "Y" if rules.undo_across_shuffle else "N"
    return f"X{shuffles}{redeal}{timing}{undo}"


def _parse_rules_token(token: str) -> Rules:
    for name, letter in PRESET_LETTERS.items():
        if token == letter:
            return PRESETS[name]
    switches = token[1:]
    if not token.startswith("X") or len(switches) < 4:
        raise GameCodeError(f"{token!r} names no rule set (A, C, M, R or X...)", CodeProblem.RULES)
    shuffles_text, redeal, timing, undo = switches[:-3], switches[-3], switches[-2], switches[-1]
    if redeal not in "RA" or timing not in "TS" or undo not in "YN":
        raise GameCodeError(f"{token!r} is not a valid custom rule set", CodeProblem.RULES)
    if shuffles_text != "U" and not shuffles_text.isdigit():
        raise GameCodeError(
            f"{token!r}: {shuffles_text!r} is not a number of shuffles", CodeProblem.RULES
        )
    try:
        return Rules(
            shuffles=None if shuffles_text == "U" else int(shuffles_text),
            redeal=RedealMode.RANDOM if redeal == "R" else RedealMode.AFTER_RUNS,
            shuffle_timing=ShuffleTiming.ANY_TIME if timing == "T" else ShuffleTiming.WHEN_STUCK,
            undo_across_shuffle=undo == "Y",
        )
    except EngineError as exc:
        raise GameCodeError(f"{token!r}: {exc}", CodeProblem.RULES) from None


def _layout_digits(board: Board) -> str:
    aces = iter(ACES)
    order = [FULL_DECK.index(card if card is not None else next(aces)) for card in board]
    remaining = sorted(order)
    rank = 0
    for position, index in enumerate(order):
        smaller = remaining.index(index)
        remaining.pop(smaller)
        rank += smaller * factorial(SQUARES - 1 - position)
    digits = []
    for _ in range(LAYOUT_DIGITS):
        rank, digit = divmod(rank, 32)
        digits.append(ALPHABET[digit])
    return "".join(reversed(digits))


def _parse_layout(digits: str) -> Board:
    if len(digits) != LAYOUT_DIGITS:
        raise GameCodeError(
            f"a layout has {LAYOUT_DIGITS} characters, the code has {len(digits)}",
            CodeProblem.LAYOUT,
        )
    rank = 0
    for char in digits:
        value = ALPHABET.find(char)
        if value < 0:
            raise GameCodeError(f"{char!r} cannot appear in a layout", CodeProblem.LAYOUT)
        rank = rank * 32 + value
    if rank >= factorial(SQUARES):
        raise GameCodeError("the layout is out of range", CodeProblem.LAYOUT)
    remaining = list(range(SQUARES))
    squares: list[Card | None] = []
    for position in range(SQUARES):
        index, rank = divmod(rank, factorial(SQUARES - 1 - position))
        card = FULL_DECK[remaining.pop(index)]
        squares.append(None if card.rank == ACE else card)
    try:
        return Board(squares)
    except EngineError as exc:
        raise GameCodeError(f"the layout is not a valid board: {exc}", CodeProblem.LAYOUT) from None
