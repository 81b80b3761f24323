"""A game's actions as bytes (engine/action_codec.py): every game replays exactly
from them, shuffles included, and bytes that are not a game's actions are refused."""

from __future__ import annotations

import pytest

from addiction.engine import Game, Rules, action_codec
from addiction.engine.action_codec import (
    MAX_ACTIONS,
    SHUFFLE,
    ActionsFormatError,
    decode_actions,
    encode_actions,
)


def played(rules_key: str, deal: int, moves_per_round: int = 6) -> Game:
    """Deal `deal` under the rules, a few first legal moves a round, every shuffle
    the rules allow in between (when stuck only, under rules that say so)."""
    game = Game.new(deal, Rules.preset(rules_key))
    while True:
        for _ in range(moves_per_round):
            moves = game.board.legal_moves()
            if not moves:
                break
            game.play(moves[-1])
        while not game.can_shuffle and game.board.legal_moves() and game.shuffles_left != 0:
            game.play(game.board.legal_moves()[0])
        if not game.can_shuffle:
            return game
        game.shuffle()


@pytest.mark.parametrize(
    "rules_key", ["addiction", "classic", "montana", "relaxed", "station", "blue-moon"]
)
def test_a_game_replays_exactly_from_its_bytes(rules_key: str) -> None:
    game = played(rules_key, 5)
    blob = encode_actions(game)
    assert blob.count(SHUFFLE) >= game.shuffles_used >= 1
    replayed = decode_actions(blob, Game.from_code(game.code))
    assert replayed.history == game.history
    assert replayed.board == game.board
    assert replayed.seed == game.seed


def test_a_move_takes_two_bytes_and_a_shuffle_one() -> None:
    game = played("addiction", 9)
    moves = game.moves_made - game.shuffles_used
    assert len(encode_actions(game)) == 9 + 2 * moves + game.shuffles_used


def test_the_seed_kept_deals_the_shuffles_of_a_game_on_a_layout() -> None:
    """A game from a layout (no deal number) seeds its shuffles from the layout."""
    dealt = Game.new(3)
    game = Game.from_board(dealt.initial, dealt.rules)
    game.play(game.board.legal_moves()[0])
    game.shuffle()
    replayed = decode_actions(encode_actions(game), Game.from_code(game.code))
    assert replayed.board == game.board


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda blob: blob[:5], "shorter than the actions' header"),
        (lambda blob: bytes([2]) + blob[1:], "unknown actions format 2"),
        (lambda blob: blob[:-1], "cut short"),
        (lambda blob: blob + bytes([200, 1]), "off the table"),
        (lambda blob: blob + bytes([SHUFFLE] * 5), "does not replay"),
        (lambda blob: blob[:9] + bytes([0, 1]), "does not replay"),
        (lambda blob: blob + bytes(2 * MAX_ACTIONS), "longer than any game's actions"),
    ],
)
def test_damaged_bytes_are_refused_with_the_reason(damage: object, reason: str) -> None:
    game = played("addiction", 5, moves_per_round=3)
    blob = encode_actions(game)
    assert callable(damage)
    with pytest.raises(ActionsFormatError, match=reason):
        decode_actions(damage(blob), Game.from_code(game.code))


def test_bytes_of_another_deal_do_not_replay_on_this_one() -> None:
    game = played("addiction", 5, moves_per_round=3)
    with pytest.raises(ActionsFormatError, match=r"does not replay|from a gap"):
        decode_actions(encode_actions(game), Game.new(6))


def test_a_move_from_a_gap_is_refused() -> None:
    game = Game.new(5)
    gap = game.board.gaps[0]
    blob = encode_actions(game) + bytes([gap, gap])
    with pytest.raises(ActionsFormatError, match="action 1 moves a card from a gap"):
        decode_actions(blob, Game.new(5))


def test_a_history_longer_than_any_kept_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    game = played("addiction", 5, moves_per_round=3)
    monkeypatch.setattr(action_codec, "MAX_ACTIONS", game.moves_made)
    encode_actions(game)
    game.play(game.board.legal_moves()[0])
    with pytest.raises(ActionsFormatError, match=f"more than {game.moves_made - 1}"):
        encode_actions(game)
