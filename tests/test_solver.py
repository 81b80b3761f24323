"""The solver against the rules: wins replay to a won board, and its answers agree
with a plain exhaustive search (no pruning, no ordering: tests/solver_positions.py),
whose answers on the small candidate positions are shipped in tests/data and checked
here on a sample."""

from __future__ import annotations

import pytest

from addiction.engine import PLAYING_CARDS, Board, Card, replay
from addiction.engine.solver import SolveResult, SolveStatus, card_id, compact_position, solve
from addiction.engine.solver.keys import native_array
from addiction.engine.solver.relax import cards_in_place_bound, relax
from addiction.engine.solver.search import _moves, runs_of, settles
from tests.positions import layout
from tests.solver_positions import (
    SOLVED,
    SUITS,
    candidate_positions,
    plain_answers,
    read_small_positions_data,
    shipped_answers,
    small_positions,
)


def check_result(board: Board, result: SolveResult) -> None:
    """The invariants every answer keeps, checked through the engine's rules."""
    assert replay(board, result.best_line).in_place_count() == result.best_in_place
    if result.status is SolveStatus.WIN:
        assert replay(board, result.moves).is_won()
        assert result.best_line == result.moves and result.best_in_place == 48
    else:
        assert result.moves == ()


def test_the_shipped_positions_are_the_candidates() -> None:
    data = read_small_positions_data()
    boards = candidate_positions()
    assert data["candidates"] == len(boards)
    for entry in data["positions"]:
        assert entry["board"] == boards[entry["index"]].to_text(), entry["index"]


#: The candidates (by index) the plain search runs on again in each run, to check the
#: shipped answers: every eighth, so each kind is there (in-place runs, late games,
#: dead gaps, playouts), one too big for the search (96) and the biggest small one (56)
#: among them. `python -m tests.solver_positions` checks them all.
SAMPLE = range(0, 115, 8)


def test_the_shipped_answers_are_the_plain_searchs_on_a_sample() -> None:
    shipped = shipped_answers()
    assert len(shipped) == len(candidate_positions()) and set(SAMPLE) <= set(shipped)
    assert plain_answers(SAMPLE) == {index: shipped[index] for index in SAMPLE}
    assert shipped[96] is None and shipped[56] is not None  # (as SAMPLE's comment says)


def test_there_are_enough_small_positions_of_each_kind() -> None:
    outcomes = [winnable for _, (winnable, _, _) in small_positions()]
    assert len(outcomes) >= 80
    assert sum(outcomes) >= 10 and len(outcomes) - sum(outcomes) >= 10


@pytest.mark.parametrize("lean_search", [False, True], ids=["portfolio", "lean"])
def test_the_solver_agrees_with_a_plain_exhaustive_search(lean_search: bool) -> None:
    for board, (winnable, best, _) in small_positions():
        result = solve(board, lean_search=lean_search)
        check_result(board, result)
        assert result.status is (SolveStatus.WIN if winnable else SolveStatus.NO_WIN), board
        assert result.best_in_place == best, board


def test_the_in_place_bound_is_never_below_what_is_reachable() -> None:
    for board, (_, best, _) in small_positions()[:25]:
        bd = [-1 if c is None else SUITS.index(c.suit) * 12 + c.rank - 2 for c in board]
        pos = [0] * 48
        for sq, cid in enumerate(bd):
            if cid >= 0:
                pos[cid] = sq
        gaps = [sq for sq in range(52) if bd[sq] < 0]
        relaxed = relax(pos, gaps)
        assert relaxed is not None
        assert cards_in_place_bound(bd, pos, runs_of(bd), relaxed[1]) >= best


@pytest.mark.parametrize("number", [7, 11, 37, 95, 124])
def test_every_win_on_real_deals_replays_to_a_won_board(number: int) -> None:
    board = Board.deal(number)
    result = solve(board)
    assert result.status is SolveStatus.WIN
    check_result(board, result)


def test_an_unwinnable_deal_is_proved_with_its_best_line() -> None:
    board = Board.deal(39)
    fast = solve(board)
    lean = solve(board, lean_search=True)
    assert fast.status is SolveStatus.NO_WIN and lean.status is SolveStatus.NO_WIN
    assert fast.best_in_place == lean.best_in_place == 31
    check_result(board, fast)
    check_result(board, lean)
    assert lean.nodes < fast.nodes / 3


@pytest.mark.parametrize("lean_search", [False, True], ids=["portfolio", "lean"])
def test_the_same_question_gets_the_same_answer(lean_search: bool) -> None:
    cases = ((Board.deal(2), 20_000), (Board.deal(39), None), (small_positions()[0][0], None))
    for board, budget in cases:
        first = solve(board, max_nodes=budget, lean_search=lean_search)
        second = solve(board, max_nodes=budget, lean_search=lean_search)
        assert (first.status, first.moves, first.nodes, first.best_in_place, first.best_line) == (
            second.status,
            second.moves,
            second.nodes,
            second.best_in_place,
            second.best_line,
        )


@pytest.mark.parametrize("lean_search", [False, True], ids=["portfolio", "lean"])
def test_a_node_budget_stops_at_exactly_that_many_nodes(lean_search: bool) -> None:
    board = Board.deal(4)
    result = solve(board, max_nodes=777, lean_search=lean_search)
    assert result.status is SolveStatus.UNKNOWN
    assert result.nodes == 777
    check_result(board, result)


def test_a_time_budget_stops_the_search() -> None:
    result = solve(Board.deal(98), max_seconds=0.05)
    assert result.status is SolveStatus.UNKNOWN
    assert result.seconds < 2


def test_won_and_dead_boards_are_decided_without_search() -> None:
    won = solve(SOLVED)
    assert won.status is SolveStatus.WIN and won.moves == () and won.best_in_place == 48
    stuck = layout("KS -- ...", "KH -- ...", "KD -- ...", "KC -- ...")
    dead = solve(stuck)
    assert dead.status is SolveStatus.NO_WIN and dead.best_line == () and dead.nodes == 1


def test_one_move_from_a_win() -> None:
    board = layout(
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS -- QS KS",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --",
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --",
    )
    for lean_search in (False, True):
        result = solve(board, lean_search=lean_search)
        assert result.status is SolveStatus.WIN
        assert [m.card.code for m in result.moves] == ["QS", "KS"]


def searched_moves(board: Board) -> list[str]:
    """The cards of the moves the search expands at board, in the order generated."""
    bd, pos, gaps = compact_position(board)
    return [PLAYING_CARDS[cid].code for cid, _, _, _ in _moves(bd, pos, gaps, runs_of(bd))]


def test_a_run_extension_nothing_can_interfere_with_is_searched_alone() -> None:
    # 5S extends row 1's run; 6S already stands right of it, so no line of play
    # can bring 6S next to 5S: the other three gaps' moves are left out.
    settled = layout("2S 3S 4S -- ...", "9H 5S 6S 7H -- ...", "8D -- ...", "JC -- ...")
    assert searched_moves(settled) == ["5S"]
    # With 7H between them, 6S could still come next to 5S: every move is searched,
    # the run extension first, then the others from the last gap to the first.
    open_run = layout("2S 3S 4S -- ...", "9H 5S 7H -- ...", "8D -- ...", "JC -- ...")
    assert searched_moves(open_run) == ["5S", "QC", "9D", "8H"]
    # A King has no successor; a card in the last column has no square right of it.
    bd = native_array(compact_position(open_run)[0])  # (the search's own arrays)
    assert settles(bd, card_id(Card.from_code("KS")), 20)
    assert settles(bd, card_id(Card.from_code("5S")), 12)
    assert not settles(bd, card_id(Card.from_code("5S")), 14)
