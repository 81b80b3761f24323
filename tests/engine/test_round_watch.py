"""RoundWatch (engine/hints.py): a position seen again in its round is told; a
shuffle starts a new round (taking every hint stops where they go round:
test_hints_round.py)."""

from __future__ import annotations

from addiction.engine import Game, Rules
from addiction.engine.hints import RoundWatch


def test_a_position_seen_again_in_its_round_is_told_and_a_shuffle_starts_anew() -> None:
    game = Game.new(5, Rules.preset("addiction"))
    watch = RoundWatch()
    assert not watch.comes_back(game)
    assert watch.comes_back(game)  # the same position, asked again
    move = game.board.legal_moves()[0]
    game.play(move)
    assert not watch.comes_back(game)
    game.undo()
    assert watch.comes_back(game)  # back where it was
    game.shuffle()
    assert not watch.comes_back(game)  # a new round
