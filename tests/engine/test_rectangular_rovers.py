"""Rectangular Rovers (PySolFC's RectangularRovers, game 993): Line Up's table, and a
gap takes any card beside it. Its moves, its win, its codes, and the solver's
built routes (every position is won) replayed through Board.play."""

from __future__ import annotations

import pytest

from addiction.engine import GAMES, Board, Game, GapState, IllegalMoveError, Move, replay
from addiction.engine.board import MoveRefusal
from addiction.engine.codes import decode
from addiction.engine.hints import HintAdvice, find_hint
from addiction.engine.solver import SolveStatus, solve
from addiction.engine.solver.rovers import build

RULES = GAMES["rectangular-rovers"]
SHAPE = RULES.shape

#: One move from won: 5S 5>4.
NEARLY_WON = """
AS 2S 3S 4S -- 5S
AH 2H 3H 4H 5H --
AD 2D 3D 4D 5D --
AC 2C 3C 4C 5C --
"""


def position(text: str) -> Board:
    return Board.parse(text, SHAPE)


def targets(board: Board, gap: int) -> list[str]:
    return [str(move) for move in board.moves_to(gap)]


def test_a_gap_takes_every_card_beside_it_and_none_across_a_rows_end() -> None:
    board = Board.deal(1, SHAPE)  # row 1: 2H 3C 4C AD -- 5C; row 2: -- 4S -- 5D AC 4D
    assert targets(board, 4) == ["AD 3>4", "5C 5>4", "AC 10>4"]
    # row 2, column 1: 2H above, 4S on its right, 5S below; not 5C, ending row 1
    assert targets(board, 6) == ["2H 0>6", "4S 7>6", "5S 12>6"]
    assert board.fillers(6) == [board[0], board[7], board[12]]


def test_cards_in_place_and_column_1_move_like_any_other() -> None:
    board = position(NEARLY_WON)
    assert board.in_place_count() == 19
    assert targets(board, 4) == ["4S 3>4", "5S 5>4", "5H 10>4"]  # 4S leaves its run
    assert targets(board, 11) == ["5S 5>11", "5H 10>11"]
    column_1 = position(
        "-- 2S 3S 4S 5S AS\nAH 2H 3H 4H 5H --\nAD 2D 3D 4D 5D --\nAC 2C 3C 4C 5C --"
    )
    assert targets(column_1, 0) == ["2S 1>0", "AH 6>0"]  # any card; AH is in place


def test_a_card_not_beside_the_gap_is_refused_saying_so() -> None:
    board = position(NEARLY_WON)
    move = Move.parse("AH 6>4", 24)
    refused = board.move_refusal(move)
    assert refused is not None and refused.reason is MoveRefusal.NOT_BESIDE
    with pytest.raises(IllegalMoveError, match="only a card beside the gap at row 1, column 5"):
        board.play(move)


def test_a_gap_with_only_gaps_beside_it_is_closed_in() -> None:
    board = position("2S 3S 4S 5S -- --\nAS 2H 3H 4H 5H --\nAD 2D 3D 4D 5D AH\nAC 2C 3C 4C 5C --")
    assert board.gap_state(5) is GapState.CLOSED_IN and board.fillers(5) == []
    assert board.gap_state(11) is GapState.OPEN and targets(board, 5) == []


def test_the_game_is_won_with_every_row_ace_to_five_in_one_suit() -> None:
    game = Game(position(NEARLY_WON), RULES)
    assert not game.board.is_won()
    game.play(Move.parse("5S 5>4", 24))
    assert game.board.is_won() and game.board.in_place_count() == 20
    assert find_hint(game.board, False).advice is HintAdvice.WON


def test_codes_name_the_game_and_its_layout_round_trip() -> None:
    game = Game.new(7, RULES)
    assert game.code.startswith("RR-7-")
    assert decode(game.code).rules == RULES and decode(game.code).board == game.board
    board = position(NEARLY_WON)
    code = Game(board, RULES).code
    assert code.startswith("RR-L") and decode(code).board == board


@pytest.mark.parametrize("number", range(1, 21))
def test_every_deal_is_a_win_whose_route_replays(number: int) -> None:
    board = Board.deal(number, SHAPE)
    result = solve(board, max_nodes=10)  # built, not searched: no budget comes in
    assert result.status is SolveStatus.WIN and result.best_in_place == 20
    assert result.moves == result.best_line and replay(board, result.moves).is_won()


def test_a_won_board_is_a_win_with_no_moves() -> None:
    won = position(NEARLY_WON).play(Move.parse("5S 5>4", 24))
    assert build(won) == ()
    assert solve(won).status is SolveStatus.WIN and solve(won).moves == ()


def test_taking_every_hint_wins_along_one_route() -> None:
    """Each hint is the first move of the route built from where the game stands;
    the routes agree, so the hints never go round (a deal won in as many moves as
    its first route)."""
    game = Game.new(3, RULES)
    route = solve(game.board).moves
    while not game.board.is_won():
        hint = find_hint(game.board, False)
        assert hint.advice is HintAdvice.WINNABLE and hint.move is not None
        game.play(hint.move)
    assert game.moves_made == len(route)
