"""Game codes: short, round-tripping, and refusing anything damaged."""

from __future__ import annotations

import pytest

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
