"""The rules engine: pure Python, no Qt.

    from addiction.engine import Board, Card, Move, Rules, Game

The constants of the game are defined once, here and in the modules below, and
the rest of the program imports them: MAX_DEAL, MAX_SHUFFLES, the Addiction grid
(ROWS, COLUMNS, SQUARES; every game's own shape is its Rules.shape, SHAPES), the
deck (SUITS, RANKS, PLAYING_CARDS, FULL_DECK, ACE .. KING) and how people read
cards (RANK_TEXTS, SUIT_SYMBOLS). The rules themselves are
in docs/rules.md.
"""

import importlib
from typing import TYPE_CHECKING

from .board import (
    COLUMNS,
    MAX_DEAL,
    ROWS,
    SQUARES,
    Board,
    GapState,
    Move,
    MoveRefusal,
    RedealMode,
    RefusedMove,
    square_name,
)
from .cards import (
    ACE,
    FULL_DECK,
    JACK,
    KING,
    PLAYING_CARDS,
    QUEEN,
    RANK_TEXTS,
    RANKS,
    SUIT_SYMBOLS,
    SUITS,
    Card,
)
from .codes import GameCode
from .errors import (
    CardCodeError,
    CodeProblem,
    DealNumberError,
    EngineError,
    GameCodeError,
    HistoryError,
    IllegalMoveError,
    PositionError,
    RulesError,
    SaveFormatError,
    ShuffleError,
)
from .game import Action, Game, GameStatus, Shuffle, ShuffleRefusal, replay
from .outcome import GameKind, Outcome, Termination
from .rules import (
    ALL_PRESETS,
    GAME_TITLES,
    GAMES,
    MAX_SHUFFLES,
    PRESET_TITLES,
    PRESETS,
    Rules,
    ShuffleTiming,
)
from .shape import SHAPES, DealStyle, GapFill, Shape

if TYPE_CHECKING:
    from .hints import Hint, find_hint
    from .solver import SolveResult, SolveStatus, solve

# The solver and the hints load on first use: the game's start-up never needs them.
_LOADED_ON_USE = {
    "Hint": ".hints",
    "find_hint": ".hints",
    "SolveResult": ".solver",
    "SolveStatus": ".solver",
    "solve": ".solver",
}


def __getattr__(name: str) -> object:
    module = _LOADED_ON_USE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "ACE",
    "ALL_PRESETS",
    "COLUMNS",
    "FULL_DECK",
    "GAMES",
    "GAME_TITLES",
    "JACK",
    "KING",
    "MAX_DEAL",
    "MAX_SHUFFLES",
    "PLAYING_CARDS",
    "PRESETS",
    "PRESET_TITLES",
    "QUEEN",
    "RANKS",
    "RANK_TEXTS",
    "ROWS",
    "SHAPES",
    "SQUARES",
    "SUITS",
    "SUIT_SYMBOLS",
    "Action",
    "Board",
    "Card",
    "CardCodeError",
    "CodeProblem",
    "DealNumberError",
    "DealStyle",
    "EngineError",
    "Game",
    "GameCode",
    "GameCodeError",
    "GameKind",
    "GameStatus",
    "GapFill",
    "GapState",
    "Hint",
    "HistoryError",
    "IllegalMoveError",
    "Move",
    "MoveRefusal",
    "Outcome",
    "PositionError",
    "RedealMode",
    "RefusedMove",
    "Rules",
    "RulesError",
    "SaveFormatError",
    "Shape",
    "Shuffle",
    "ShuffleError",
    "ShuffleRefusal",
    "ShuffleTiming",
    "SolveResult",
    "SolveStatus",
    "Termination",
    "find_hint",
    "replay",
    "solve",
    "square_name",
]
