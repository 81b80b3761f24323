"""A game: a deal under a rule set, with its history of moves and shuffles."""

from __future__ import annotations

import enum
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from . import codes
from .board import MAX_DEAL, Board, Move, RedealMode
from .errors import (
    EngineError,
    HistoryError,
    IllegalMoveError,
    PositionError,
    RulesError,
    SaveFormatError,
    ShuffleError,
    shown,
)
from .outcome import Outcome, Termination
from .rng import MASK64, fnv1a64
from .rules import Rules, ShuffleTiming
from .shape import MONTANA, Shape

SAVE_FORMAT = 1


class GameStatus(enum.Enum):
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


class ShuffleRefusal(enum.Enum):
    """Why a shuffle is not allowed right now (Game.shuffle_refusal); the value is
    the English reason ShuffleError gives."""

    GAME_OVER = "the game is over"
    NONE_LEFT = "no shuffles left"
    ONLY_WHEN_STUCK = "these rules allow a shuffle only when no move is left"


@dataclass(frozen=True)
class Shuffle:
    """A shuffle in a game's history: its index in the game and the board it dealt."""

    index: int
    result: Board


Action = Move | Shuffle


def shuffle_seed(game_seed: int, index: int, board: Board) -> int:
    """The seed of a shuffle: from the deal's seed, the shuffle's index and the position.

    So the same deal played the same way gets the same shuffles, and undoing a
    shuffle then shuffling again from the same position deals the same cards.
    """
    return fnv1a64(f"{game_seed}/{index}/{board.to_text()}")


def shuffle_deal(board: Board, redeal: RedealMode, game_seed: int, index: int) -> Board:
    """What shuffle number index of the game seeded game_seed deals from board: the
    one rule Game.shuffle plays and the hints and route searches look ahead with."""
    return board.redeal(redeal, shuffle_seed(game_seed, index, board))


class Game:
    """A game in progress. Change it with play, shuffle, undo, redo, restart, give_up.

    >>> game = Game.new(1)
    >>> game.play(game.board.legal_moves()[0]) is game.board
    True
    >>> game.moves_made
    1
    """

    def __init__(
        self,
        initial: Board,
        rules: Rules | None = None,
        deal_number: int | None = None,
        seed: int | None = None,
    ) -> None:
        self.initial = initial
        self.rules = rules if rules is not None else Rules.preset("addiction")
        if initial.shape != self.rules.shape:
            raise RulesError(
                f"a {initial.shape.name} board cannot be played under {self.rules.key} "
                f"(a {self.rules.shape.name} game)"
            )
        self.deal_number = deal_number
        if seed is None:
            seed = deal_number if deal_number is not None else fnv1a64(initial.to_text())
        self.seed = seed
        self._boards: list[Board] = [initial]
        self._actions: list[Action] = []
        self._redo: list[Action] = []
        self.given_up = False
        #: A move or shuffle was made in this counted game (kept through a restart
        #: made while playing; a restart after the end starts a new counted game).
        self.moved = False

    # --- ways to start -----------------------------------------------------

    @classmethod
    def new(cls, number: int, rules: Rules | None = None) -> Game:
        """Deal #number under the rules (Addiction by default), in their game's shape."""
        rules = rules if rules is not None else Rules.preset("addiction")
        return cls(Board.deal(number, rules.shape), rules, deal_number=number)

    @classmethod
    def from_board(cls, board: Board, rules: Rules | None = None) -> Game:
        """A game on any layout; its shuffles derive from the layout itself."""
        return cls(board, rules)

    @classmethod
    def from_code(cls, code: str) -> Game:
        """The game a game code stands for; GameCodeError for a bad code."""
        info = codes.decode(code)
        return cls(info.board, info.rules, deal_number=info.deal_number)

    @property
    def code(self) -> str:
        """The code that recreates this game's initial layout and rules."""
        return codes.encode(self.rules, self.initial, self.deal_number)

    # --- state -------------------------------------------------------------

    @property
    def board(self) -> Board:
        return self._boards[-1]

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def redo_actions(self) -> tuple[Action, ...]:
        """What redo would re-apply, next first."""
        return tuple(reversed(self._redo))

    @property
    def moves_made(self) -> int:
        """The move counter: moves plus shuffles."""
        return len(self._actions)

    @property
    def shuffles_used(self) -> int:
        return sum(1 for action in self._actions if isinstance(action, Shuffle))

    @property
    def shuffles_left(self) -> int | None:
        """Shuffles still to spend; None when the rule set allows unlimited."""
        if self.rules.shuffles is None:
            return None
        return self.rules.shuffles - self.shuffles_used

    @property
    def is_stuck(self) -> bool:
        return self.board.is_stuck()

    @property
    def status(self) -> GameStatus:
        if self.board.is_won():
            return GameStatus.WON
        if self.given_up or (self.board.is_stuck() and self.shuffles_left == 0):
            return GameStatus.LOST
        return GameStatus.PLAYING

    @property
    def shuffle_refusal(self) -> ShuffleRefusal | None:
        """Why a shuffle is not allowed right now, or None when it is."""
        if self.status is not GameStatus.PLAYING:
            return ShuffleRefusal.GAME_OVER
        if self.shuffles_left == 0:
            return ShuffleRefusal.NONE_LEFT
        if self.rules.shuffle_timing is ShuffleTiming.WHEN_STUCK and not self.board.is_stuck():
            return ShuffleRefusal.ONLY_WHEN_STUCK
        return None

    @property
    def can_shuffle(self) -> bool:
        return self.shuffle_refusal is None

    @property
    def can_undo(self) -> bool:
        if not self._actions or self.given_up:
            return False
        last = self._actions[-1]
        return not isinstance(last, Shuffle) or self.rules.undo_across_shuffle

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and not self.given_up

    # --- changes -----------------------------------------------------------

    def play(self, move: Move) -> Board:
        """Make a move; IllegalMoveError says why it is not allowed."""
        self._check_playing()
        board = self.board.play(move)
        self._push(move, board)
        self._redo.clear()
        return board

    def shuffle(self) -> Board:
        """Spend a shuffle; ShuffleError says why when the rules forbid it now."""
        refusal = self.shuffle_refusal
        if refusal is not None:
            raise ShuffleError(f"cannot shuffle: {refusal.value}")
        index = self.shuffles_used
        board = shuffle_deal(self.board, self.rules.redeal, self.seed, index)
        self._push(Shuffle(index, board), board)
        self._redo.clear()
        return board

    def undo(self) -> Action:
        """Take back the last move or shuffle (a shuffle gives the shuffle back)."""
        if not self.can_undo:
            if self._actions and not self.given_up:
                raise HistoryError("these rules do not allow undoing a shuffle")
            raise HistoryError("nothing to undo")
        action = self._actions.pop()
        self._boards.pop()
        self._redo.append(action)
        return action

    def redo(self) -> Action:
        """Re-apply exactly what was last undone."""
        if not self.can_redo:
            raise HistoryError("nothing to redo")
        action = self._redo.pop()
        board = action.result if isinstance(action, Shuffle) else self.board.play(action)
        self._push(action, board)
        return action

    def drop_redo(self) -> None:
        """Forget what redo would re-apply: a new step taken from here (a Restart
        that keeps this game to come back to) replaces it, as a move does."""
        self._redo.clear()

    def restart(self) -> None:
        """Back to the identical initial layout with every shuffle back.

        A restart after the game ended begins a new counted game; one made while
        playing goes on with the same game (its moves were made)."""
        if self.status is not GameStatus.PLAYING:
            self.moved = False
        self._boards[1:] = []
        self._actions.clear()
        self._redo.clear()
        self.given_up = False

    def give_up(self) -> None:
        """End the game as a loss."""
        self._check_playing()
        self.given_up = True

    def outcome(self, seconds: float, leaving: bool = False) -> Outcome | None:
        """How the game ended, with its figures; None while it is still being played.

        leaving: the player is leaving it for another game, so a game still being
        played ends as ABANDONED. A game with no move made is never a result.

        >>> game = Game.new(1)
        >>> game.outcome(0.0, leaving=True) is None
        True
        >>> _ = game.play(game.board.legal_moves()[0])
        >>> game.outcome(12.5, leaving=True).termination
        <Termination.ABANDONED: 'abandoned'>
        """
        status = self.status
        if status is GameStatus.WON:
            termination = Termination.WON
        elif self.given_up:
            termination = Termination.GIVEN_UP
        elif status is GameStatus.LOST:
            termination = Termination.LOST
        elif leaving:
            termination = Termination.ABANDONED
        else:
            return None
        if not self.moved:
            return None  # a game with no move made is not counted
        return Outcome(
            termination,
            moves=self.moves_made,
            shuffles_used=self.shuffles_used,
            in_place=self.board.in_place_count(),
            seconds=seconds,
        )

    def _check_playing(self) -> None:
        if self.status is not GameStatus.PLAYING:
            raise HistoryError(f"the game is over ({self.status.value})")

    def _push(self, action: Action, board: Board) -> None:
        self.moved = True
        self._actions.append(action)
        self._boards.append(board)

    # --- saving ------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Everything needed to restore the game exactly, history and redo included."""
        return {
            "format": SAVE_FORMAT,
            "rules": self.rules.to_dict(),
            "deal": self.deal_number,
            "seed": self.seed,
            "layout": self.initial.to_text(),
            "history": [action_to_json(a) for a in self._actions],
            "redo": [action_to_json(a) for a in self.redo_actions],
            "given_up": self.given_up,
            "moved": self.moved,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1)

    @classmethod
    def from_dict(cls, data: object) -> Game:
        """Rebuild a game, replaying its history. Every field is read with the exact
        type and range to_dict writes ("false" is not false, 1.0 is not 1);
        SaveFormatError says which field is wrong, or which step does not replay."""
        if not isinstance(data, dict):
            raise SaveFormatError("a saved game must be a JSON object")
        save_format = data.get("format")
        if type(save_format) is not int or save_format != SAVE_FORMAT:
            raise SaveFormatError(
                f"unknown saved-game format {shown(save_format)} (this version reads {SAVE_FORMAT})"
            )
        try:
            rules = Rules.from_dict(_field(data, "rules", dict))
        except RulesError as exc:
            raise SaveFormatError(f"the saved rules are damaged: {exc}") from None
        deal = None if "deal" in data and data["deal"] is None else _field(data, "deal", int)
        if deal is not None and not 1 <= deal <= MAX_DEAL:
            raise SaveFormatError(f"bad deal number {shown(deal)} (deals run from 1 to {MAX_DEAL})")
        seed = _field(data, "seed", int)
        if not 0 <= seed <= MASK64:
            raise SaveFormatError(f"bad seed {shown(seed)} (seeds are 64-bit)")
        layout = _field(data, "layout", str)
        history, redo = _field(data, "history", list), _field(data, "redo", list)
        given_up = _field(data, "given_up", bool)
        # Saves before "moved" existed: a game counted once it had a move.
        moved = _field(data, "moved", bool) if "moved" in data else None
        try:
            game = cls(Board.parse(layout, rules.shape), rules, deal, seed)
        except PositionError as exc:
            raise SaveFormatError(f"the saved layout is damaged: {exc}") from None
        if deal is not None and Board.deal(deal, rules.shape) != game.initial:
            raise SaveFormatError(f"the layout is not deal #{deal}")
        try:
            for entry in history + redo:
                game._replay(entry)
            for _ in redo:
                game.undo()
            if given_up:
                game.give_up()
        except SaveFormatError:
            raise
        except EngineError as exc:
            raise SaveFormatError(f"the saved game does not replay: {exc}") from None
        if moved is not None:
            game.moved = moved
        return game

    @classmethod
    def from_json(cls, text: str) -> Game:
        try:
            data = json.loads(text)
        # Bad JSON, a number of thousands of digits, absurdly deep nesting.
        except (ValueError, RecursionError) as exc:
            raise SaveFormatError(f"the saved game is not valid JSON: {exc}") from None
        return cls.from_dict(data)

    def _replay(self, entry: object) -> None:
        action = action_from_json(entry, self.shuffles_used, self.rules.shape)
        if isinstance(action, Shuffle):
            if self.shuffle() != action.result:
                raise SaveFormatError(
                    f"shuffle {self.shuffles_used} does not deal what the save recorded"
                )
        else:
            self.play(action)


_KIND_WORDS = {
    bool: "true or false",
    int: "a whole number",
    str: "text",
    list: "a list",
    dict: "an object",
}
_Field = TypeVar("_Field", bool, int, str, list[Any], dict[str, Any])


def _field(data: dict[str, Any], name: str, kind: type[_Field]) -> _Field:
    """A saved field of exactly the given JSON type (a bool is no whole number here)."""
    if name not in data:
        raise SaveFormatError(f"the saved game lacks {name!r}")
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveFormatError(f"bad {name} {shown(value)}: expected {_KIND_WORDS[kind]}")
    return value


def action_to_json(action: Action) -> dict[str, Any]:
    """A step as saved games and routes write it: {"move": [card_code, source,
    target]} or {"shuffle": the position text right after the shuffle}."""
    if isinstance(action, Shuffle):
        return {"shuffle": action.result.to_text()}
    return {"move": action.to_json()}


def replay(board: Board, moves: Sequence[Move]) -> Board:
    """The board after playing moves in order (IllegalMoveError on the first bad one)."""
    for move in moves:
        board = board.play(move)
    return board


def action_from_json(entry: object, index: int, shape: Shape = MONTANA) -> Action:
    """The step action_to_json wrote in a game of the shape; index: how many
    shuffles came before it. IllegalMoveError or PositionError for anything else."""
    if isinstance(entry, dict) and len(entry) == 1:
        if "move" in entry:
            return Move.from_json(entry["move"], shape.squares)
        if isinstance(entry.get("shuffle"), str):
            return Shuffle(index, Board.parse(entry["shuffle"], shape))
    raise IllegalMoveError(f"not a move or a shuffle: {shown(entry)}")


def follow(game: Game, route: Sequence[Action]) -> Game:
    """Play a route's moves and shuffles on game (the same game, for chaining);
    IllegalMoveError for a move the position refuses, ShuffleError for a shuffle
    the rules refuse or that deals other cards than the route says."""
    for action in route:
        if isinstance(action, Shuffle):
            if game.shuffle() != action.result:
                raise ShuffleError(f"shuffle {action.index + 1} does not deal what the route says")
        else:
            game.play(action)
    return game
