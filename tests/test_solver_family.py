"""The exact solver and the hints on the shapes of the family beyond Addiction's."""

from __future__ import annotations

import pytest

from addiction.engine import GAMES, SHAPES, Board, Card, Game, Move, Shape, replay
from addiction.engine.game import follow
from addiction.engine.hints import (
    FAMILY_SHARE,
    HintAdvice,
    NextShuffle,
    ProvenLines,
    find_hint,
    spread_line,
)
from addiction.engine.shape import MONTANA
from addiction.engine.solver import SolveStatus, solve
from addiction.engine.solver.family import moves_of
from addiction.engine.winnable import find_route
from tests.positions import round_positions


def most_in_place(board: Board) -> tuple[bool, int]:
    """Whether a won position is reachable in the round, and the most cards in place
    reachable: every position of the round enumerated."""
    seen = round_positions(board)
    return any(position.is_won() for position in seen), max(
        position.in_place_count() for position in seen
    )


# Deals whose whole first round is small enough to list (Paganini's and House of
# Commons' without a win: every "no win" below is checked against its round).
ENUMERATED = (
    [("line-up", number) for number in range(1, 13)]
    + [("paganini", number) for number in (2, 4, 6, 10, 12, 15, 17, 26)]
    + [("house-of-commons", number) for number in (7, 8, 19, 23, 51)]
)


@pytest.mark.parametrize(("key", "number"), ENUMERATED)
def test_answers_are_exact_against_every_position_of_the_round(key: str, number: int) -> None:
    board = Board.deal(number, SHAPES[key])
    result = solve(board)
    won, best = most_in_place(board)
    assert result.status is (SolveStatus.WIN if won else SolveStatus.NO_WIN)
    assert result.best_in_place == best
    assert replay(board, result.best_line).in_place_count() == best
    if won:
        assert replay(board, result.moves).is_won()


@pytest.mark.parametrize(
    "key",
    [
        "blue-moon",
        "galary",
        "jungle",
        "paganini",
        "free-parking",
        "double-montana",
        "paganini-ii-v2",
        "paganini-ii",
    ],
)
def test_a_win_a_few_moves_away_is_found_and_replays(key: str) -> None:
    shape = GAMES[key].shape
    board = _won(shape)
    # Each row's last card one square right, its gap before it: one move wins the row.
    squares = list(board.squares)
    for row in range(shape.rows):
        last = row * shape.columns + len(shape.run) - 1
        gap = row * shape.columns + len(shape.run)
        squares[last], squares[gap] = squares[gap], squares[last]
    start = Board(squares, shape)
    result = solve(start)
    assert result.status is SolveStatus.WIN
    assert replay(start, result.moves).is_won() and len(result.moves) == shape.rows


@pytest.mark.parametrize("key", [key for key, rules in GAMES.items() if rules.shape != MONTANA])
def test_every_line_the_search_gives_on_real_deals_replays(key: str) -> None:
    """Deals 1-3 of every game: a win's moves replay to a won board, and the best
    line to a board with the count it claims (both through Board.play)."""
    shape = GAMES[key].shape
    for number in range(1, 4):
        board = Board.deal(number, shape)
        result = solve(board, max_nodes=200_000)
        assert replay(board, result.best_line).in_place_count() == result.best_in_place
        if result.status is SolveStatus.WIN:
            assert replay(board, result.moves).is_won()


def test_a_budget_cut_short_is_unknown_with_a_line_that_reaches_its_count() -> None:
    board = Board.deal(2, SHAPES["blue-moon"])
    result = solve(board, max_nodes=200)
    assert result.status is SolveStatus.UNKNOWN and result.nodes == 200
    assert replay(board, result.best_line).in_place_count() == result.best_in_place


def test_a_stuck_board_of_another_shape_is_no_win() -> None:
    shape = SHAPES["line-up"]
    board = Board.parse(
        "AS 2S 3S 4H 5S --\nAH 2H 3H 4S 5H --\nAD 2D 3D 4D 5D --\nAC 2C 3C 4C 5C --", shape
    )
    result = solve(board)
    assert result.status is SolveStatus.NO_WIN and result.moves == ()


@pytest.mark.parametrize("key", GAMES)
def test_a_hint_in_every_game_is_a_legal_move_or_a_shuffle(key: str) -> None:
    game = Game.new(6, GAMES[key])
    hint = find_hint(game.board, game.can_shuffle, 2_000, next_shuffle=NextShuffle.of(game))
    if hint.move is not None:
        assert isinstance(hint.move, Move) and hint.move in game.board.legal_moves()
    else:
        assert hint.shuffle or hint.advice is HintAdvice.STUCK_OVER


def _won(shape: Shape) -> Board:
    squares: list[Card | None] = [None] * shape.squares
    for row, suit in enumerate("SHDC" * shape.decks):
        for column, rank in enumerate(shape.run):
            squares[row * shape.columns + column] = Card(rank, suit)
    return Board(squares, shape)


@pytest.mark.parametrize("key", GAMES)
def test_the_search_moves_are_the_boards_moves_in_every_game(key: str) -> None:
    rules = GAMES[key]
    for number in range(1, 6):
        game = Game.new(number, rules)
        for step in range(60):
            board = game.board
            assert sorted(map(str, moves_of(board))) == sorted(map(str, board.legal_moves()))
            moves = board.legal_moves()
            if moves:
                game.play(moves[(number * 7 + step) % len(moves)])
            elif game.can_shuffle:
                game.shuffle()
            else:
                break


@pytest.mark.parametrize("key", ["paganini", "line-up", "blue-moon"])
def test_a_route_search_in_another_game_finds_routes_that_replay(key: str) -> None:
    found = [find_route(Game.new(number, GAMES[key]), 3_000) for number in range(1, 9)]
    assert any(route is not None for route in found)
    for number, route in enumerate(found, start=1):
        if route is not None:
            game = follow(Game.new(number, GAMES[key]), route.route)
            assert game.board.is_won()
    assert spread_line(Board.deal(1, GAMES[key].shape), 1_000) is None


def test_hints_in_another_game_search_their_share_of_the_budget() -> None:
    budget = 50 * FAMILY_SHARE
    for board, searched in ((Board.deal(2, SHAPES["double-montana"]), 50), (Board.deal(2), budget)):
        lines = ProvenLines()
        find_hint(board, True, budget, lines)
        remembered = lines.recall(board)
        assert remembered is not None and remembered.status is SolveStatus.UNKNOWN
        assert remembered.nodes == searched
