"""Game codes: short, round-tripping, and refusing anything damaged."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.engine import Board, Game, GameCodeError, RedealMode, Rules, ShuffleTiming
from addiction.engine.codes import _check, decode, encode

PINNED_CODES = {
    ("addiction", 1): "A-1-1G",
}


def test_pinned_codes_never_change() -> None:
    for (preset, number), code in PINNED_CODES.items():
        assert Game.new(number, Rules.preset(preset)).code == code


@pytest.mark.parametrize("preset", ["addiction", "classic", "montana", "relaxed"])
def test_numbered_deal_codes_round_trip_with_their_rules(preset: str) -> None:
    game = Game.new(1000000, Rules.preset(preset))
    again = Game.from_code(game.code)
    assert again.deal_number == 1000000 and again.rules == game.rules
    assert again.board == game.board and again.seed == game.seed
    assert len(game.code) <= 14


def test_custom_rules_round_trip_through_a_code() -> None:
    rules = Rules(None, RedealMode.AFTER_RUNS, ShuffleTiming.WHEN_STUCK, False)
    code = Game.new(42, rules).code
    assert code.startswith("XUASN-42-")
    assert Game.from_code(code).rules == rules
    five = Rules(5, RedealMode.RANDOM, ShuffleTiming.ANY_TIME, True)
    assert Game.from_code(Game.new(42, five).code).rules == five


def test_any_layout_gets_a_layout_code_with_the_same_shuffles() -> None:
    board = Board.deal(77).play(Board.deal(77).legal_moves()[0])
    game = Game.from_board(board, Rules.preset("montana"))
    code = game.code
    assert code.startswith("M-L")
    again = Game.from_code(code)
    assert again.board == board and again.deal_number is None
    assert again.seed == game.seed  # so the shuffles are the same too


def test_codes_are_read_leniently() -> None:
    code = Game.new(123, Rules.preset("relaxed")).code
    assert Game.from_code(f"  {code.lower()}\n").board == Board.deal(123)


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("", "not a game code"),
        ("hello", "not a game code"),
        ("A-1", "not a game code"),
        ("A-2-1G", "damaged"),  # deal number changed, check kept
        ("A-1-1H", "damaged"),  # check changed
    ],
)
def test_malformed_and_tampered_codes_are_refused(code: str, message: str) -> None:
    with pytest.raises(GameCodeError, match=message):
        Game.from_code(code)


def test_a_truncated_layout_code_is_refused() -> None:
    code = Game.from_board(Board.deal(5).play(Board.deal(5).legal_moves()[0])).code
    token, payload, _ = code.split("-")
    short = f"{token}-{payload[:-3]}"
    with pytest.raises(GameCodeError, match="a layout has 46 characters"):
        decode(f"{short}-{_check(short)}")
    with pytest.raises(GameCodeError, match="damaged"):
        decode(code[:-4] + code[-3:])


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("A-0", "deal numbers run from 1"),
        ("A-4294967296", "deal numbers run from 1"),
        ("Q-5", "names no rule set"),
        ("X3ZTY-5", "not a valid custom rule set"),
        ("XABRTY-5", "not a number of shuffles"),
        ("X100RTY-5", "shuffles must be"),
        ("A-12X", "neither a deal number nor a layout"),
    ],
)
def test_well_checked_but_meaningless_codes_are_refused(body: str, message: str) -> None:
    with pytest.raises(GameCodeError, match=message):
        decode(f"{body}-{_check(body)}")


def test_encode_refuses_a_board_that_is_not_the_named_deal() -> None:
    with pytest.raises(GameCodeError, match="not deal #2"):
        encode(Rules(), Board.deal(1), deal_number=2)


# --- hostile and unlucky input (issue 16) ---------------------------------------

A_CODE = Game.new(5, Rules.preset("addiction")).code  # A-5-..
X_CODE = Game.new(5, Rules(7, RedealMode.AFTER_RUNS, ShuffleTiming.WHEN_STUCK, False)).code
L_CODE = Game.from_board(Board.deal(5).play(Board.deal(5).legal_moves()[0])).code


@pytest.mark.parametrize(
    "pasted",
    [
        f"“{A_CODE}”",  # curly quotes from a chat
        f"‘{A_CODE.lower()}’",
        f"\u00a0{A_CODE}\u00a0",  # no-break spaces
        f"\u200b{A_CODE}\ufeff",  # zero-width space, byte-order mark
        A_CODE.replace("-", "\u2013"),  # en dashes
        A_CODE.replace("-", "\u2014"),  # em dashes
        A_CODE.replace("-", "\u2212"),  # minus signs
        A_CODE.replace("-", "\u2011"),  # non-breaking hyphens
        f"`{A_CODE}`",
        f"**{A_CODE}**.",
        f"«{A_CODE}»",
        "".join(chr(ord(c) + 0xFEE0) if c.isalnum() else c for c in A_CODE),  # full width
        f"{A_CODE[:3]}\u200d{A_CODE[3:]}\n",
    ],
)
def test_a_code_pasted_from_a_chat_opens_the_same_game(pasted: str) -> None:
    assert decode(pasted) == decode(A_CODE)


@pytest.mark.parametrize("code", [A_CODE, X_CODE, L_CODE])
def test_every_form_of_code_survives_chat_decoration(code: str) -> None:
    assert decode(f" “{code.lower().replace('-', '–')}” ") == decode(code)


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("A-5-1é", "holds 'É'"),
        ("A-5-\x00G", "holds"),
        ("A-5-1G" + "\u00e9" * 10, "holds"),
        ("♥-5-1G", "holds '♥'"),
        ("A-5-" + "1" * 300, "far longer than any code"),
        ("A-5" + "-" * 100, "longer than any code"),
    ],
)
def test_characters_no_code_holds_are_named(code: str, message: str) -> None:
    with pytest.raises(GameCodeError, match=message):
        decode(code)


@pytest.mark.parametrize(
    "body",
    [
        "A-" + "9" * 20,  # a deal number far beyond 2**32 - 1
        "A-" + "9" * 5000,  # more digits than int() reads
        "X" + "9" * 40 + "RTY-5",  # a shuffle count far beyond 99
        "X" + "9" * 5000 + "RTY-5",
    ],
)
def test_numbers_of_any_length_with_valid_check_letters_are_refused_as_codes(body: str) -> None:
    with pytest.raises(GameCodeError):
        decode(f"{body}-{_check(body)}")


def test_a_code_that_is_not_text_is_refused() -> None:
    with pytest.raises(GameCodeError, match="is text"):
        decode(12345)  # type: ignore[arg-type]


def mutated(code: str, edits: list[tuple[int, int, str]]) -> str:
    """code with each edit applied: (kind, position, character) insert, delete or replace."""
    chars = list(code)
    for kind, position, char in edits:
        at = position % (len(chars) + 1)
        if kind == 0:
            chars.insert(at, char)
        elif chars and kind == 1:
            del chars[min(at, len(chars) - 1)]
        elif chars:
            chars[min(at, len(chars) - 1)] = char
    return "".join(chars)


def decodes_or_refuses(text: str) -> None:
    """The only outcomes of decoding anything: a game, or GameCodeError."""
    try:
        info = decode(text)
    except GameCodeError:
        return
    assert decode(encode(info.rules, info.board, info.deal_number)) == info


@settings(max_examples=400, deadline=None)
@given(
    st.one_of(
        st.text(alphabet=st.characters(), max_size=400),
        # three parts, so the text gets past the first check to the later ones
        st.lists(st.text(alphabet=st.characters(), max_size=60), min_size=3, max_size=3).map(
            "-".join
        ),
    )
)
def test_fuzz_any_text_is_a_game_or_a_game_code_error(text: str) -> None:
    decodes_or_refuses(text)


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from([A_CODE, X_CODE, L_CODE]),
    st.lists(
        st.tuples(st.integers(0, 2), st.integers(0, 10**4), st.characters()),
        min_size=1,
        max_size=6,
    ),
)
def test_fuzz_mutated_codes_are_a_game_or_a_game_code_error(
    code: str, edits: list[tuple[int, int, str]]
) -> None:
    decodes_or_refuses(mutated(code, edits))


@settings(max_examples=100, deadline=None)
@given(st.sampled_from("0123456789"), st.integers(1, 6000))
def test_fuzz_long_numbers_with_their_check_letters_are_refused(digit: str, length: int) -> None:
    for body in (f"A-{digit * length}", f"X{digit * length}RTY-5"):
        decodes_or_refuses(f"{body}-{_check(body)}")
