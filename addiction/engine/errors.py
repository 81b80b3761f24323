"""Errors the engine raises. All are ValueErrors whose message says what is wrong."""

from __future__ import annotations

import enum


class EngineError(ValueError):
    """Base class of every error the engine raises on bad input or a refused action."""


class CardCodeError(EngineError):
    """A card code that names no card, such as "1X" or "7"."""


class PositionError(EngineError):
    """Position text or a list of squares that is not a valid Addiction layout."""


class IllegalMoveError(EngineError):
    """A move the rules do not allow in this position."""


class ShuffleError(EngineError):
    """A shuffle the rule set does not allow right now."""


class HistoryError(EngineError):
    """Undo or redo with nothing (allowed) to undo or redo."""


class DealNumberError(EngineError):
    """A deal number outside 1 .. 2**32 - 1."""


class CodeProblem(enum.Enum):
    """What is wrong with a game code (GameCodeError.problem), for the player's words."""

    NOT_A_CODE = "not-a-code"  # not the shape of a code at all
    DAMAGED = "damaged"  # its check letters do not match: a character mistyped or missing
    DEAL_NUMBER = "deal-number"  # a deal number out of range
    RULES = "rules"  # names no rule set
    LAYOUT = "layout"  # a layout that is no valid board


class GameCodeError(EngineError):
    """A game code that is malformed, truncated or tampered with."""

    def __init__(self, message: str, problem: CodeProblem = CodeProblem.NOT_A_CODE) -> None:
        super().__init__(message)
        self.problem = problem


class RulesError(EngineError):
    """An unknown preset name or an impossible rule switch."""


class SaveFormatError(EngineError):
    """A saved game (JSON) that cannot be read back exactly."""


def shown(value: object, limit: int = 24) -> str:
    """How a piece of untrusted input appears in an error message: its repr, cut
    short, so a pasted novel does not become a novel-sized message."""
    if isinstance(value, str):
        return repr(value if len(value) <= limit else value[:limit] + "…")
    try:
        text = repr(value)
    except ValueError:  # an int of more digits than Python converts to text
        return "a number too long to show"
    return text if len(text) <= limit else text[:limit] + "…"
