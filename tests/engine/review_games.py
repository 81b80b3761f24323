"""Games whose review is known by construction (tests of engine/review.py and of
python -m addiction.review): a winnable round spoiled by one move, a won game."""

from __future__ import annotations

from dataclasses import dataclass

from addiction.engine import Board, Game, Move, Rules
from addiction.engine.review import ReviewBudget
from addiction.engine.solver import SolveStatus, solve

#: Enough for every solve these games need, on any machine (they are decided well within).
NODES = 3_000_000
#: Budgets far above what these games need, so no verdict is undecided, even on a
#: busy machine.
AMPLE = ReviewBudget(solve_nodes=NODES, solve_seconds=60.0, extra_seconds=60.0)


@dataclass(frozen=True)
class Spoiled:
    """A game whose first round was winnable until the move at index turning."""

    game: Game
    turning: int


def spoiled(rules: Rules, start: Board, after: int) -> Spoiled:
    """A game from start that follows a winning line for at least `after` moves, then
    plays the first legal move proved to lose the round, then the first legal move
    until stuck."""
    game = Game.from_board(start, rules)
    line = solve(start, NODES).moves
    assert line, "the start must be winnable"
    for move in line[:after]:
        game.play(move)
    for expected in line[after:]:
        for move in game.board.legal_moves():
            if move != expected and not_winnable(game.board.play(move)):
                game.play(move)
                turning = game.moves_made - 1
                play_until_stuck(game)
                return Spoiled(game, turning)
        game.play(expected)
    raise AssertionError("no move along the line loses the round")


def not_winnable(board: Board) -> bool:
    return solve(board, NODES).status is SolveStatus.NO_WIN


def winnable(board: Board) -> bool:
    return solve(board, NODES).status is SolveStatus.WIN


def play_until_stuck(game: Game, most: int = 400) -> None:
    for _ in range(most):
        moves = game.board.legal_moves()
        if not moves:
            return
        game.play(moves[0])


def won(rules: Rules, start: Board) -> Game:
    """A game from start won by the solver's line."""
    game = Game.from_board(start, rules)
    for move in solve(start, NODES).moves:
        game.play(move)
    assert game.board.is_won()
    return game


def along(rules: Rules, deal: int, moves: int) -> Board:
    """The position `moves` moves into the solver's winning line of a deal."""
    board = Board.deal(deal, rules.shape)
    line: tuple[Move, ...] = solve(board, NODES).moves
    assert len(line) > moves
    for move in line[:moves]:
        board = board.play(move)
    return board
