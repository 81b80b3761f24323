"""A game the controller records keeps its actions in the statistics (control/record.py,
docs/review.md): the game as it stood when it ended, shuffles and undos included."""

from __future__ import annotations

import sqlite3

from addiction.control.controller import GameController
from addiction.engine import Game
from addiction.engine.action_codec import decode_actions
from addiction.store.game_actions import recorded_actions
from addiction.store.statistics import StatisticsDatabase


def test_a_game_given_up_keeps_the_actions_it_was_played_with(
    controller: GameController, database: StatisticsDatabase
) -> None:
    for _ in range(3):
        controller.play(controller.game.board.legal_moves()[0])
    controller.shuffle()
    controller.play(controller.game.board.legal_moves()[-1])
    controller.play(controller.game.board.legal_moves()[0])
    controller.undo()  # taken back: not part of the game the statistics keep
    played = controller.game.history
    controller.give_up()
    with sqlite3.connect(database.path) as connection:
        kept = recorded_actions(connection, 1)
    assert kept is not None and kept.actions is not None
    replayed = decode_actions(kept.actions, Game.from_code(kept.code))
    assert replayed.history == played and len(played) == 5
