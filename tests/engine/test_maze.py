"""Maze (SolSuite's): 48 cards on 6 rows of 9 read as one line that wraps round.
Its deal, its moves along the line, its cards in place and win, its codes, and the
solver's answers replayed through Board.play."""

from __future__ import annotations

import pytest

from addiction.engine import GAMES, Board, Card, Game, GapState, Move, replay
from addiction.engine.board import MoveRefusal
from addiction.engine.codes import decode
from addiction.engine.solver import SolveStatus, solve
from addiction.engine.solver.family import moves_of

RULES = GAMES["maze"]
SHAPE = RULES.shape


def won() -> Board:
    """The four suits one after another from the top left to the last square, the
    six gaps after the first Ace."""
    first, *rest = SHAPE.cards
    return Board([first, *[None] * 6, *rest], SHAPE)


def with_squares(board: Board, **placed: str) -> Board:
    """board with cards (or "--") put on squares named s<number>, the cards they
    displace going to the squares the placed cards came from."""
    squares = list(board.squares)
    for name, code in placed.items():
        target = int(name[1:])
        card = None if code == "--" else Card.from_code(code)
        source = squares.index(card)
        squares[source], squares[target] = squares[target], card
    return Board(squares, SHAPE)


def targets(board: Board, gap: int) -> list[str]:
    return sorted(str(move) for move in board.moves_to(gap))


def test_the_deal_leaves_rows_1_and_2_short_and_takes_the_kings_out() -> None:
    for number in (1, 2, 3):
        board = Board.deal(number, SHAPE)
        assert board[8] is None and board[17] is None and len(board.gaps) == 6
        assert not any(card is not None and card.rank == 13 for card in board)
    assert Board.deal(1, SHAPE).to_text().splitlines()[0] == "7H 9S 4H 8D 8H 5C JH 6H --"


def test_a_gap_takes_from_both_neighbours_along_the_line() -> None:
    board = Board.deal(1, SHAPE)  # row 2: 9C JS 5H -- 3S 2H JD 5D --
    assert targets(board, 12) == ["2S 20>12", "6H 7>12"]  # 5H on its left, 3S on its right
    # square 8 ends row 1: 6H on its left, and 9C, starting row 2, on its right
    assert targets(board, 8) == ["7H 0>8", "8C 29>8"]
    # square 17 ends row 2, its right neighbour 7D starts row 3
    assert targets(board, 17) == ["6D 38>17"]


def test_the_line_wraps_from_the_last_square_to_the_first() -> None:
    board = with_squares(won(), s0="--")  # AS on square 1, QC still on 53
    assert board[53] == Card.from_code("QC")
    assert targets(board, 0) == ["AD 30>0", "AH 18>0", "AS 1>0"]  # any Ace but clubs'


def test_a_gap_after_a_queen_takes_any_other_suits_ace_and_one_between_gaps_is_dead() -> None:
    board = with_squares(won(), s18="--")  # AH to square 1: QS on 17, a gap, 2H on 19
    assert targets(board, 18) == ["AC 42>18", "AD 30>18", "AH 1>18"]  # not AS
    assert targets(board, 2) == ["2H 19>2"]  # after AH
    assert board.gap_state(3) is GapState.DEAD_AFTER_GAP and targets(board, 3) == []


def test_cards_in_place_move_and_the_last_card_counts_on_the_last_square() -> None:
    board = won()
    assert board.is_won() and board.in_place_count() == 48
    # 2S, in place on square 7, moves left into the gap after AS: still won
    assert "2S 7>1" in map(str, board.legal_moves())
    assert board.play(Move.parse("2S 7>1", 54)).is_won()
    # every card one square back, QC on 52 and a gap on the last square: not won
    squares = list(board.squares)
    back = Board([*squares[:6], *squares[7:], None], SHAPE)
    assert back[52] == Card.from_code("QC") and back.in_place_count() == 47
    assert not back.is_won()


def test_a_card_the_gap_does_not_take_is_refused() -> None:
    board = Board.deal(1, SHAPE)
    refused = board.move_refusal(Move.parse("AH 21>12", 54))
    assert refused is not None and refused.reason is MoveRefusal.WRONG_CARD
    assert refused.wanted is None  # two cards fit there: 6H and 2S


def test_the_searchs_moves_are_the_boards_along_a_game() -> None:
    game = Game.new(2, RULES)
    for step in range(80):
        board = game.board
        assert sorted(map(str, moves_of(board))) == sorted(map(str, board.legal_moves()))
        moves = board.legal_moves()
        game.play(moves[step * 5 % len(moves)])


def test_codes_name_the_game_and_its_layout_round_trip() -> None:
    game = Game.new(7, RULES)
    assert game.code.startswith("MZ-7-")
    assert decode(game.code).rules == RULES and decode(game.code).board == game.board
    board = with_squares(won(), s0="--")
    layout = Game(board, RULES).code
    assert layout.startswith("MZ-L") and decode(layout).board == board


@pytest.mark.parametrize("number", [1, 4, 5])
def test_deals_the_search_wins_replay_to_a_won_board(number: int) -> None:
    board = Board.deal(number, SHAPE)
    result = solve(board, max_nodes=300_000)
    assert result.status is SolveStatus.WIN
    assert replay(board, result.moves).is_won()


def test_a_budget_cut_short_is_undecided_never_a_verdict() -> None:
    board = Board.deal(2, SHAPE)
    result = solve(board, max_nodes=500)
    assert result.status is SolveStatus.UNKNOWN and result.nodes == 500
    assert replay(board, result.best_line).in_place_count() == result.best_in_place
