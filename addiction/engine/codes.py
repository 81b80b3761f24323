"""Game codes: short texts a player can copy and paste to share a game.

A code recreates the same initial layout under the same rule set, and so the
same shuffles. Forms (case-insensitive, spaces ignored):

    A-1000000-7Q        numbered deal 1000000 under the Addiction preset
    M-L0123...XYZ-K3    any other layout (typed in or parsed) under Montana

The first field is the rule set: A, C, M, R for the presets, two letters for
the other games of the family (GAME_LETTERS: BM Blue Moon, ST Station, ...), or X
followed by the switches for a custom set (the two letters of its shape unless
it is Addiction's; shuffles as a number or U for unlimited; redeal R random, A
after-runs or L last column; shuffle T any time or S when stuck; undo across a
shuffle Y or N; then H where a 2 in column 1 may move, Rules.head_moves), e.g.
X5RTY, XBM5ATY or X3RTYH. A layout is the rank of the arrangement
of the squares among all of them (in Addiction the 52! arrangements, the gaps
counted as the four Aces in reading order; in a shape whose gaps are extra
squares, as extra cards after the deck), in Crockford base-32 digits (46 in
Addiction). The last field is a 10-bit CRC-32 check of the rest, so a
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

from .board import MAX_DEAL, Board, RedealMode
from .cards import ACE, FULL_DECK, Card
from .errors import CodeProblem, EngineError, GameCodeError, shown
from .rules import ALL_PRESETS, GAMES, Rules, ShuffleTiming
from .shape import MONTANA, Shape

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base 32: no I, L, O, U
PRESET_LETTERS = {"addiction": "A", "classic": "C", "montana": "M", "relaxed": "R"}
#: The games of the family beyond the presets; a custom rule set on another shape
#: than Addiction's names it by the letters of the game of that shape.
GAME_LETTERS = {
    "station": "ST",
    "spaces": "SP",
    "blue-moon": "BM",
    "red-moon": "RM",
    "galary": "GA",
    "free-parking": "FP",
    "jungle": "JU",
    "spaces-and-aces": "SA",
    "paganini": "PA",
    "house-of-commons": "HC",
    "line-up": "LU",
    "rectangular-rovers": "RR",
    "maze": "MZ",
    "double-montana": "DM",
    "double-blue-moon": "DB",
    "double-red-moon": "DR",
    "paganini-ii-v2": "P2",
    "paganini-ii": "PI",  # Paganini II's old rules: their codes still open them
}
_TOKENS = {**PRESET_LETTERS, **GAME_LETTERS}
_SHAPE_LETTERS = {
    GAMES[key].shape: letters
    for key, letters in GAME_LETTERS.items()
    if GAMES[key].shape.with_head_moves(False) != MONTANA
}
_REDEAL_LETTERS = {
    RedealMode.RANDOM: "R",
    RedealMode.AFTER_RUNS: "A",
    RedealMode.LAST_COLUMN: "L",
}
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
        if Board.deal(deal_number, rules.shape) != board:
            raise GameCodeError(f"the board is not deal #{deal_number}")
        body = f"{token}-{deal_number}"
    elif board.shape.decks > 1:
        # Two decks' layouts take over 100 digits: more than a code may hold.
        raise GameCodeError("a layout of a two-deck game has no code: share its deal number")
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
        return GameCode(rules, None, _parse_layout(payload[1:], rules.shape))
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
    return GameCode(rules, number, Board.deal(number, rules.shape))


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
        return _TOKENS[name]
    shape = _SHAPE_LETTERS.get(rules.shape.with_head_moves(False), "")
    shuffles = "U" if rules.shuffles is None else str(rules.shuffles)
    redeal = _REDEAL_LETTERS[rules.redeal]
    timing = "T" if rules.shuffle_timing is ShuffleTiming.ANY_TIME else "S"
    undo = "Y" if rules.undo_across_shuffle else "N"
    heads = "H" if rules.head_moves else ""
    return f"X{shape}{shuffles}{redeal}{timing}{undo}{heads}"


def _parse_rules_token(token: str) -> Rules:
    for name, letters in _TOKENS.items():
        if token == letters:
            return ALL_PRESETS[name]
    # a custom set whose heads move ends in H (after Y or N: no shape's letters)
    heads = token.endswith("H")
    switches, shape = token[1:].removesuffix("H"), MONTANA
    for other, letters in _SHAPE_LETTERS.items():
        if switches.startswith(letters):
            switches, shape = switches.removeprefix(letters), other
            break
    if not token.startswith("X") or len(switches) < 4:
        raise GameCodeError(
            f"{token!r} names no rule set (A, C, M, R, a game's letters or X...)",
            CodeProblem.RULES,
        )
    shuffles_text, redeal, timing, undo = switches[:-3], switches[-3], switches[-2], switches[-1]
    if redeal not in "RAL" or timing not in "TS" or undo not in "YN":
        raise GameCodeError(f"{token!r} is not a valid custom rule set", CodeProblem.RULES)
    if shuffles_text != "U" and not shuffles_text.isdigit():
        raise GameCodeError(
            f"{token!r}: {shuffles_text!r} is not a number of shuffles", CodeProblem.RULES
        )
    try:
        return Rules(
            shuffles=None if shuffles_text == "U" else int(shuffles_text),
            redeal=next(mode for mode, letter in _REDEAL_LETTERS.items() if letter == redeal),
            shuffle_timing=ShuffleTiming.ANY_TIME if timing == "T" else ShuffleTiming.WHEN_STUCK,
            undo_across_shuffle=undo == "Y",
            shape=shape.with_head_moves(heads),
        )
    except EngineError as exc:
        raise GameCodeError(f"{token!r}: {exc}", CodeProblem.RULES) from None


def layout_digits(shape: Shape) -> int:
    """How many base-32 digits a layout of the shape takes (46 in Addiction:
    32**46 > 52!)."""
    digits, room = 0, 1
    while room < factorial(shape.squares):
        digits, room = digits + 1, room * 32
    return digits


#: The digits of an Addiction layout.
LAYOUT_DIGITS = layout_digits(MONTANA)


def _gap_indices(shape: Shape) -> list[int]:
    """The indices a layout gives the gaps, in reading order: the cards taken out
    (Addiction's Aces), then the places after the deck where the gaps are extra
    squares (both in Maze)."""
    out = [index for index, card in enumerate(shape.deck) if card.rank == shape.gap_rank]
    return out + list(range(len(shape.deck), shape.squares))


def _layout_digits(board: Board) -> str:
    shape = board.shape
    gaps, deck = iter(_gap_indices(shape)), shape.deck
    order = [deck.index(card) if card is not None else next(gaps) for card in board]
    remaining = sorted(order)
    rank = 0
    for position, index in enumerate(order):
        smaller = remaining.index(index)
        remaining.pop(smaller)
        rank += smaller * factorial(shape.squares - 1 - position)
    digits = []
    for _ in range(layout_digits(shape)):
        rank, digit = divmod(rank, 32)
        digits.append(ALPHABET[digit])
    return "".join(reversed(digits))


def _parse_layout(digits: str, shape: Shape) -> Board:
    expected = layout_digits(shape)
    if len(digits) != expected:
        raise GameCodeError(
            f"a layout has {expected} characters, the code has {len(digits)}",
            CodeProblem.LAYOUT,
        )
    rank = 0
    for char in digits:
        value = ALPHABET.find(char)
        if value < 0:
            raise GameCodeError(f"{char!r} cannot appear in a layout", CodeProblem.LAYOUT)
        rank = rank * 32 + value
    squares_count = shape.squares
    if rank >= factorial(squares_count):
        raise GameCodeError("the layout is out of range", CodeProblem.LAYOUT)
    gaps = frozenset(_gap_indices(shape))
    remaining = list(range(squares_count))
    squares: list[Card | None] = []
    for position in range(squares_count):
        index, rank = divmod(rank, factorial(squares_count - 1 - position))
        chosen = remaining.pop(index)
        squares.append(None if chosen in gaps else shape.deck[chosen])
    try:
        return Board(squares, shape)
    except EngineError as exc:
        raise GameCodeError(f"the layout is not a valid board: {exc}", CodeProblem.LAYOUT) from None
