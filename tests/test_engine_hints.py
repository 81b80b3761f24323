"""Hints: the solver's advice, checked against the engine's rules."""

from __future__ import annotations

from addiction.engine import Board, replay
from addiction.engine.hints import find_hint
from addiction.engine.solver import solve
from tests.positions import layout

STUCK = layout("KS -- ...", "KH -- ...", "KD -- ...", "KC -- ...")


def test_a_winnable_round_gets_the_first_move_of_a_win() -> None:
    board = layout(
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS -- QS KS",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --",
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --",
    )
    hint = find_hint(board, can_shuffle=True)
    assert hint.winnable is True and not hint.shuffle
    assert hint.move is not None and hint.move.card.code == "QS"
    assert "won without a shuffle" in hint.message


def test_a_stuck_board_suggests_a_shuffle_only_when_one_is_allowed() -> None:
    hint = find_hint(STUCK, can_shuffle=True)
    assert hint.shuffle and hint.move is None
    over = find_hint(STUCK, can_shuffle=False)
    assert not over.shuffle and over.move is None and "over" in over.message


def test_every_hint_on_real_deals_is_a_legal_move_toward_the_best_reachable() -> None:
    for number in range(1, 8):
        board = Board.deal(number)
        hint = find_hint(board, can_shuffle=True, max_nodes=20_000)
        result = solve(board, max_nodes=20_000)
        if hint.move is not None:
            assert hint.move in board.legal_moves()
            assert result.best_line[0] == hint.move or result.moves[0] == hint.move
        assert replay(board, result.best_line).in_place_count() == result.best_in_place
