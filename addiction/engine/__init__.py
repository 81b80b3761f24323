"""The rules engine: pure Python, no Qt.

    from addiction.engine import Board, Card, Move, Rules, Game
"""

from .board import COLUMNS, ROWS, SQUARES, Board, GapState, Move, RedealMode, square_name
from .cards import PLAYING_CARDS, Card
from .codes import GameCode
from .errors import (
    CardCodeError,
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
from .game import Action, Game, GameStatus, Shuffle, replay
from .hints import Hint, find_hint
from .outcome import Outcome, Termination
from .rules import PRESET_TITLES, PRESETS, Rules, ShuffleTiming
from .solver import SolveResult, SolveStatus, solve

__all__ = [
    "COLUMNS",
    "PLAYING_CARDS",
    "PRESETS",
    "PRESET_TITLES",
    "ROWS",
    "SQUARES",
    "Action",
    "Board",
    "Card",
    "CardCodeError",
    "DealNumberError",
    "EngineError",
    "Game",
    "GameCode",
    "GameCodeError",
    "GameStatus",
    "GapState",
    "Hint",
    "HistoryError",
    "IllegalMoveError",
    "Move",
    "Outcome",
    "PositionError",
    "RedealMode",
    "Rules",
    "RulesError",
    "SaveFormatError",
    "Shuffle",
    "ShuffleError",
    "ShuffleTiming",
    "SolveResult",
    "SolveStatus",
    "Termination",
    "find_hint",
    "replay",
    "solve",
    "square_name",
]
