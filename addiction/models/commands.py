"""Undo commands: every change to a game is one of these on a QUndoStack.

A command asks the engine to act; the engine decides what is legal and keeps
the history, so a command's undo is the engine's undo and its second and later
redo are the engine's redo (which replays the very same shuffle). The stack and
the engine's history therefore always hold the same actions in the same order.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QUndoCommand

from addiction.engine import Game, GameStatus, Move


class GameSession(Protocol):
    """What the commands act on: the current game, and who to tell about a change."""

    @property
    def game(self) -> Game: ...

    def replace_game(self, game: Game, elapsed_seconds: float) -> None:
        """Make game the current game (the model resets) with its clock at elapsed_seconds."""

    def elapsed_seconds(self) -> float:
        """The current game's playing time."""

    def game_changed(self, full: bool) -> None:
        """The current game changed; full is True when the whole board may differ."""


class _ActionCommand(QUndoCommand):
    """A move or a shuffle: the first redo acts, later redos replay the engine's redo."""

    full_refresh = False

    def __init__(self, session: GameSession, text: str) -> None:
        super().__init__(text)
        self._session = session
        self._done_once = False

    def redo(self) -> None:
        game = self._session.game
        if self._done_once:
            game.redo()
        else:
            self._first_redo(game)
            self._done_once = True
        self._session.game_changed(self.full_refresh)

    def undo(self) -> None:
        self._session.game.undo()
        self._session.game_changed(self.full_refresh)

    def _first_redo(self, game: Game) -> None:
        raise NotImplementedError


class MoveCommand(_ActionCommand):
    """One card into one gap. The caller checks legality first (Board.check_move)."""

    def __init__(self, session: GameSession, move: Move) -> None:
        super().__init__(session, f"Move {move.card.label}")
        self.move = move

    def _first_redo(self, game: Game) -> None:
        game.play(self.move)


class ShuffleCommand(_ActionCommand):
    """Spend a shuffle. The caller checks Game.can_shuffle first."""

    full_refresh = True

    def __init__(self, session: GameSession) -> None:
        super().__init__(session, "Shuffle")

    def _first_redo(self, game: Game) -> None:
        game.shuffle()


class RestartCommand(QUndoCommand):
    """Back to the initial layout with every shuffle back and the clock at zero;
    undo returns to where it was, clock and all.

    The engine's restart drops the history, so the command keeps the game as it
    was and swaps a fresh copy of the deal in; undo swaps the old game back,
    history, redo branch and all, and the commands below this one act on it again.
    """

    def __init__(self, session: GameSession) -> None:
        super().__init__("Restart")
        self._session = session
        self.before = session.game
        # Pushed, this command drops the stack's redo branch: the game drops its own,
        # so undoing the Restart offers no redo the stack no longer has (nor does the
        # save, which keeps the game's redo branch).
        self.before.drop_redo()
        self.before_seconds = session.elapsed_seconds()
        self._after = Game(
            self.before.initial,
            self.before.rules,
            deal_number=self.before.deal_number,
            seed=self.before.seed,
        )
        # Restarting while playing goes on with the same counted game; after the
        # end it begins a new one (Game.restart's rule).
        self._after.moved = self.before.moved and self.before.status is GameStatus.PLAYING

    def redo(self) -> None:
        self._session.replace_game(self._after, 0.0)

    def undo(self) -> None:
        self._session.replace_game(self.before, self.before_seconds)
