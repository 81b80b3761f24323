"""The family search's bound on the cards in place (solver/family.py, bound_of):
never below what the round can reach, and a line reaching it ends the search."""

from __future__ import annotations

import random

import pytest

from addiction.engine import GAMES, SHAPES, Board, Card, Shape, replay
from addiction.engine.solver import SolveStatus, solve
from addiction.engine.solver.family import bound_of
from tests.positions import round_positions

# Blue Moon, 40 cards in place. Q♠ into the gap after J♠ finishes row 1 (K♠ already
# waits after it): 42. Row 2 stops at 4♥ for good: its 5♥ can only go after 4♥, where
# K♣ stands, and K♣ only after Q♣, where 5♥ stands; the one other move (6♥ after 5♥)
# puts nothing in place. So the most the round can reach is 42, and no win.
DEADLOCK = """
AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS -- KS QS
AH 2H 3H 4H KC 6H 7H 8H 9H TH JH QH KH --
AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC 5H --
"""


def reachable(board: Board, limit: int = 20_000) -> tuple[int, int]:
    """The positions of the round from board and the most cards in place among them,
    every one enumerated (at most limit of them: more fails the test)."""
    seen = round_positions(board, limit)
    return len(seen), max(position.in_place_count() for position in seen)


def near_won(shape: Shape, rng: random.Random, loose: int) -> Board:
    """A won board of the shape with the last loose columns of its runs and the gaps
    shuffled among themselves: most cards in place, a round small enough to list."""
    squares: list[Card | None] = [None] * shape.squares
    for row, suit in enumerate("SHDC" * shape.decks):
        for column, rank in enumerate(shape.run):
            squares[row * shape.columns + column] = Card(rank, suit)
    tail = [
        row * shape.columns + column
        for row in range(shape.rows)
        for column in range(len(shape.run) - loose, shape.columns)
    ]
    cards = [squares[square] for square in tail]
    rng.shuffle(cards)
    for square, card in zip(tail, cards, strict=True):
        squares[square] = card
    return Board(squares, shape)


@pytest.mark.parametrize(
    ("key", "loose"),
    [
        ("blue-moon", 2),
        ("galary", 2),
        ("free-parking", 2),
        ("jungle", 1),  # any suit: two loose columns make rounds of tens of thousands
        ("spaces-and-aces", 2),
        ("double-montana", 1),
    ],
)
def test_the_bound_is_never_below_the_most_the_round_reaches(key: str, loose: int) -> None:
    shape = GAMES[key].shape
    rng = random.Random(key)
    for _ in range(12):
        board = near_won(shape, rng, loose)
        positions, most = reachable(board)
        assert bound_of(board) >= most
        result = solve(board)
        assert result.best_in_place == most
        won = most == len(shape.cards)
        assert result.status is (SolveStatus.WIN if won else SolveStatus.NO_WIN)
        assert result.nodes <= positions


def test_a_line_reaching_the_bound_ends_the_search_exactly() -> None:
    board = Board.parse(DEADLOCK, SHAPES["blue-moon"])
    positions, most = reachable(board)
    assert (board.in_place_count(), most) == (40, 42)
    assert bound_of(board) == 42
    result = solve(board)
    assert result.status is SolveStatus.NO_WIN and result.best_in_place == 42
    assert replay(board, result.best_line).in_place_count() == 42
    # the one line that matters, and nothing after it: not every position of the round
    assert result.nodes == 2 < positions


def test_a_board_at_its_bound_is_answered_without_a_search() -> None:
    board = Board.parse(DEADLOCK, SHAPES["blue-moon"])
    finished = replay(board, solve(board).best_line)
    assert finished.legal_moves()  # 6♥ can still move, to no purpose
    result = solve(finished)
    assert result.status is SolveStatus.NO_WIN
    assert (result.nodes, result.best_in_place, result.best_line) == (1, 42, ())


@pytest.mark.parametrize("key", ["spaces-and-aces", "galary"])
def test_a_best_line_takes_no_detour_a_single_move_would_skip(key: str) -> None:
    # moves go both ways in these games: a depth-first line wanders through
    # positions one move could have skipped
    board = Board.deal(1, SHAPES[key])
    result = solve(board, max_nodes=20_000)
    positions = [board]
    for move in result.best_line:
        positions.append(positions[-1].play(move))
    assert positions[-1].in_place_count() == result.best_in_place
    later = {position: index for index, position in enumerate(positions)}
    for index, position in enumerate(positions):
        for move in position.legal_moves():
            assert later.get(position.play(move), index) <= index + 1
