"""The games of the Gaps family as rule sets: keys, codes, saves, redeals and random play."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.engine import (
    GAMES,
    PRESETS,
    SHAPES,
    Board,
    Game,
    GameCodeError,
    GameStatus,
    RedealMode,
    Rules,
    RulesError,
    SaveFormatError,
    ShuffleTiming,
)
from addiction.engine.codes import decode, encode, layout_digits


@pytest.mark.parametrize("key", GAMES)
def test_every_game_is_a_preset_named_by_its_key(key: str) -> None:
    rules = Rules.preset(key)
    assert rules.key == key and Rules.from_key(key) == rules
    assert rules.title not in ("Custom", "")
    assert Rules.from_dict(rules.to_dict()) == rules


def test_the_addiction_presets_keep_their_saved_form() -> None:
    for rules in PRESETS.values():
        assert set(rules.to_dict()) == {
            "shuffles",
            "redeal",
            "shuffle_timing",
            "undo_across_shuffle",
        }


def test_custom_switches_on_another_shape_keep_their_shape() -> None:
    rules = dataclasses.replace(GAMES["blue-moon"], shuffles=5, redeal=RedealMode.RANDOM)
    assert rules.key == "custom-blue-moon-5-random-any-time-undo"
    assert Rules.from_key(rules.key) == rules
    assert Rules.from_dict(rules.to_dict()) == rules
    game = Game.new(9, rules)
    assert Game.from_code(game.code).rules == rules
    station_like = Rules(4, RedealMode.LAST_COLUMN, ShuffleTiming.WHEN_STUCK, False)
    assert Rules.from_key(station_like.key) == station_like
    assert Game.from_code(Game.new(3, station_like).code).rules == station_like


@pytest.mark.parametrize("key", GAMES)
def test_custom_switches_on_every_shape_round_trip_through_keys_and_codes(key: str) -> None:
    rules = dataclasses.replace(GAMES[key], shuffles=7, shuffle_timing=ShuffleTiming.WHEN_STUCK)
    assert rules.preset_name is None
    assert Rules.from_key(rules.key) == rules
    assert Game.from_code(Game.new(2, rules).code).rules == rules


def test_an_unknown_shape_in_saved_rules_is_refused() -> None:
    data = GAMES["jungle"].to_dict() | {"shape": "spoilt"}
    with pytest.raises(RulesError, match="shape must be one of"):
        Rules.from_dict(data)


@pytest.mark.parametrize("key", GAMES)
def test_codes_of_every_game_open_the_same_game(key: str) -> None:
    rules = GAMES[key]
    numbered = Game.new(12345, rules)
    assert Game.from_code(numbered.code).initial == numbered.initial
    assert Game.from_code(numbered.code).rules == rules
    layout = Board.deal(777, rules.shape)
    if rules.shape.decks > 1:
        with pytest.raises(GameCodeError, match="two-deck game has no code"):
            encode(rules, layout)
        return
    code = encode(rules, layout)
    assert len(code.split("-")[1]) == 1 + layout_digits(rules.shape)
    opened = decode(code)
    assert (opened.board, opened.rules, opened.deal_number) == (layout, rules, None)


def test_a_code_of_one_game_never_opens_another() -> None:
    code = Game.new(5, GAMES["blue-moon"]).code
    assert code.startswith("BM-5-")
    with pytest.raises(GameCodeError):
        decode(code.replace("BM-", "RM-"))  # the check letters cover the game


def test_a_board_of_another_shape_is_refused_by_the_rules() -> None:
    with pytest.raises(RulesError, match="blue-moon board"):
        Game(Board.deal(1, SHAPES["blue-moon"]), Rules.preset("addiction"))


def play_randomly(game: Game, picks: list[int]) -> None:
    """A move chosen by each pick; a shuffle when stuck and allowed; undo on some picks."""
    for pick in picks:
        moves = game.board.legal_moves()
        if pick % 13 == 0 and game.can_undo:
            game.undo()
        elif moves:
            game.play(moves[pick % len(moves)])
        elif game.can_shuffle:
            game.shuffle()
        else:
            return


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from(sorted(GAMES)),
    st.integers(min_value=1, max_value=2**32 - 1),
    st.lists(st.integers(min_value=0, max_value=10**6), max_size=80),
)
def test_random_play_in_every_game_keeps_the_board_whole_and_saves_exactly(
    key: str, number: int, picks: list[int]
) -> None:
    """Every card once; in-place cards stay (where runs are fixed and heads stay); won when all are
    in place; a save restores it."""
    rules = GAMES[key]
    game = Game.new(number, rules)
    for pick in picks:
        previous, steps = game.board, len(game.history)
        play_randomly(game, [pick])
        board = game.board
        assert Board(board.squares, rules.shape) == board  # every card once, one gap a row
        # In-place cards stay where runs are fixed, but for a head that moves (Spaces).
        stay = rules.shape.fixed_runs and not rules.shape.head_moves
        if len(game.history) > steps and stay:
            assert previous.locked_squares() <= board.locked_squares()
            assert all(previous[sq] == board[sq] for sq in previous.locked_squares())
        assert (game.status is GameStatus.WON) == (board.in_place_count() == len(rules.shape.cards))
    restored = Game.from_json(game.to_json())
    assert restored.board == game.board and restored.history == game.history


@pytest.mark.parametrize("key", [key for key, rules in GAMES.items() if rules.shuffles])
def test_every_game_with_redeals_redeals_in_its_shape_keeping_the_runs(key: str) -> None:
    rules = GAMES[key]
    game = Game.new(21, rules)
    for _ in range(30):  # some moves, then a shuffle (moves may go round in circles)
        moves = game.board.legal_moves()
        if not moves or game.status is not GameStatus.PLAYING:
            break
        game.play(moves[-1])
    before = game.board
    after = game.shuffle()
    assert after.shape == rules.shape
    assert all(after[square] == before[square] for square in before.locked_squares())
    if rules.redeal is RedealMode.AFTER_RUNS:
        runs = before.run_lengths()
        assert after.gaps == tuple(row * rules.shape.columns + run for row, run in enumerate(runs))
    if rules.redeal is RedealMode.LAST_COLUMN:
        columns = rules.shape.columns
        assert after.gaps == tuple(row * columns + columns - 1 for row in range(4))
    assert game.shuffles_left == rules.shuffles - 1
    game.undo()
    assert game.board == before


LINE_UP_STUCK = """
AS 2S 3S 4H 5S --
AH 2H 3H 4S 5H --
AD 2D 3D 4D 5D --
AC 2C 3C 4C 5C --
"""


def test_a_game_without_redeals_is_lost_when_stuck() -> None:
    rules = GAMES["line-up"]
    game = Game(Board.parse(LINE_UP_STUCK, rules.shape), rules)
    assert game.board.is_stuck() and not game.board.is_won()
    assert game.status is GameStatus.LOST and not game.can_shuffle


def test_a_saved_game_of_another_shape_does_not_restore_under_addiction() -> None:
    game = Game.new(8, GAMES["paganini"])
    game.play(game.board.legal_moves()[0])
    data = game.to_dict()
    data["rules"] = Rules.preset("addiction").to_dict()
    with pytest.raises(SaveFormatError, match="layout is damaged"):
        Game.from_dict(data)
