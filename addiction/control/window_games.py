"""Codes as the window opens them: a game of the Gaps family, checked against the
rule sets the window plays (store/window_rules.py, which the store asks of saves and
preferences too). Qt-free, so the command line's checks at start-up load no Qt.
"""

from __future__ import annotations

from addiction.engine import CodeProblem, Game, GameCodeError
from addiction.store.window_rules import playable


def game_from_code(code: str) -> Game:
    """The game a code stands for, as the window opens it: GameCodeError (RULES, the
    code names no rule set the window knows) for custom switches on another shape."""
    game = Game.from_code(code)
    if not playable(game.rules):
        raise GameCodeError(f"{game.rules.key} is not played in the window", CodeProblem.RULES)
    return game
