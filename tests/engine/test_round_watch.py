"""RoundWatch (engine/hints.py): a position seen again in its round is told; a
shuffle starts a new round; and taking every hint stops where they go round."""

from __future__ import annotations

from addiction.autoplay import play
from addiction.engine import Game, Rules
from addiction.engine.hints import RoundWatch
from tests.control.test_action_player import jungle_layout_whose_hints_go_round


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


def test_taking_every_hint_stops_where_they_go_round_in_a_circle() -> None:
    played = play(jungle_layout_whose_hints_go_round(), max_nodes=30_000)
    assert played.cycled and not played.won
    assert played.record(details=True)["cycled"] is True
