"""Which games the window plays: so far those of the Addiction shape only.

The engine and its search play every game of the Gaps family (engine/shape.py,
docs/rules.md), but the board, the statistics and the rules dialog are not taught the
others yet, so every way a game reaches the window (a code, --rules, a statistics row)
asks here first. Qt-free, so the command line's checks at start-up load no Qt. The
store, below this layer, makes the same check on what it reads (store/settings.py,
store/savegame.py).
"""

from __future__ import annotations

from addiction.engine import CodeProblem, Game, GameCodeError, Rules
from addiction.engine.shape import MONTANA


def playable(rules: Rules) -> bool:
    """Whether the window plays games under rules: so far those of the Addiction shape
    only. The engine and its search play every game of the family (engine/shape.py),
    but the board, the statistics and the rules dialog are not taught the others yet."""
    return rules.shape is MONTANA


def game_from_code(code: str) -> Game:
    """The game a code stands for, as the window opens it: GameCodeError (RULES, the
    code names no rule set the window knows) for a game it does not play yet."""
    game = Game.from_code(code)
    if not playable(game.rules):
        raise GameCodeError(f"{game.rules.key} is not played in the window", CodeProblem.RULES)
    return game
