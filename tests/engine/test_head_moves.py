"""The switch "a 2 in column 1 may move" (Rules.head_moves, Shape.head_moves) and
Spaces, the game that has it on (docs/rules.md, "A 2 in column 1 that moves")."""

from __future__ import annotations

import random

import pytest

from addiction.engine import (
    GAMES,
    SHAPES,
    Board,
    EngineError,
    Game,
    Move,
    Rules,
    RulesError,
    Shape,
)
from addiction.engine.codes import decode, encode
from addiction.engine.solver import SolveStatus, solve
from addiction.engine.solver.family import bound_of, moves_of

LINE_UP = SHAPES["line-up"]
# Issue 35's Line Up position: won in PySolFC only by moving AH, the head of row 4,
# into the gap of row 2, then AS into the square it left.
HEAD_WINS = """
AD 2D 3D 4D 5D --
-- 2H 3H 4H 5H --
AC 2C 3C 4C 5C --
AH 2S 3S 4S 5S AS
"""


def test_spaces_is_montana_with_random_redeals_and_heads_that_move() -> None:
    spaces = Rules.preset("spaces")
    assert spaces.head_moves and spaces.shuffles == 2 and spaces.redeal.value == "random"
    assert spaces.shape.with_head_moves(False) == SHAPES["montana"]
    assert Board.deal(7, spaces.shape).squares == Board.deal(7).squares
    assert spaces.key == "spaces" and spaces.title == "Spaces"
    # the same switches without the head's move stay a custom rule set, as before
    assert spaces.with_head_moves(False).key == "custom-2-random-any-time-undo"


def test_a_head_2_moves_into_another_column_1_gap_only_where_the_switch_is_on() -> None:
    text = Board.deal(1).to_text().splitlines()
    board = Board.parse("\n".join(text))
    # a 2 at a row's head and a gap in another row's column 1
    squares = list(board.squares)
    two = next(sq for sq, card in enumerate(squares) if card and card.code == "2S")
    gap = next(sq for sq in board.gaps)
    squares[0], squares[two] = squares[two], squares[0]
    squares[13], squares[gap] = squares[gap], squares[13]
    plain = Board(squares)
    head = Move(plain[0], 0, 13)  # type: ignore[arg-type]
    assert head not in plain.legal_moves()
    moving = Board(squares, plain.shape.with_head_moves(True))
    assert head in moving.legal_moves()
    after = moving.play(head)
    assert 0 in after.gaps and after[13] == plain[0]
    assert 0 not in after.locked_squares()  # the run left behind is loose


def test_the_head_move_wins_issue_35s_line_up_position_only_with_the_switch() -> None:
    plain = Board.parse(HEAD_WINS, LINE_UP)
    moving = Board.parse(HEAD_WINS, LINE_UP.with_head_moves(True))
    assert solve(plain).status is SolveStatus.NO_WIN
    won = solve(moving)
    assert won.status is SolveStatus.WIN
    assert [str(move) for move in won.moves] == ["AH 18>6", "AS 23>18"]


@pytest.mark.parametrize("shape", SHAPES.values(), ids=SHAPES.keys())
def test_the_search_moves_are_the_boards_with_heads_moving(shape: Shape) -> None:
    shape = shape.with_head_moves(True)
    rng = random.Random(shape.name)
    board = Board.deal(3, shape)
    for _ in range(60):
        legal = board.legal_moves()
        assert sorted(map(str, moves_of(board))) == sorted(map(str, legal))
        board = board.play(rng.choice(legal)) if legal else board.redeal("random", 5)


def _round(start: Board, most_positions: int) -> set[Board] | None:
    """Every position of start's round, or None when it holds more than most_positions."""
    seen, frontier = {start}, [start]
    while frontier:
        board = frontier.pop()
        for move in board.legal_moves():
            after = board.play(move)
            if after not in seen:
                seen.add(after)
                frontier.append(after)
        if len(seen) > most_positions:
            return None
    return seen


def test_the_bound_and_the_verdict_hold_over_whole_rounds_with_heads_moving() -> None:
    """Line Up positions a few swaps from issue 35's, their rounds listed whole: the
    search's bound is at least the most cards in place of any position of the round,
    and its verdict and best count are exact."""
    shape = LINE_UP.with_head_moves(True)
    rng = random.Random(35)
    listed = won = 0
    while listed < 12:
        cells = list(Board.parse(HEAD_WINS, shape).squares)
        for _ in range(3):
            one, other = rng.sample(range(shape.squares), 2)
            cells[one], cells[other] = cells[other], cells[one]
        start = Board(cells, shape)
        positions = _round(start, 1500)
        if positions is None:
            continue
        listed += 1
        most = max(position.in_place_count() for position in positions)
        assert bound_of(start) >= most
        result = solve(start)
        assert result.best_in_place == most
        assert (result.status is SolveStatus.WIN) == (most == len(shape.cards))
        won += result.status is SolveStatus.WIN
    assert 0 < won < listed  # both verdicts checked


@pytest.mark.parametrize("base", ["addiction", "blue-moon", "double-montana"])
def test_the_switch_has_a_key_a_saved_form_and_a_code(base: str) -> None:
    rules = Rules.preset(base).with_head_moves(True)
    assert rules.key.endswith("-head-moves") and rules.preset_name is None
    assert Rules.from_key(rules.key) == rules
    assert Rules.from_dict(rules.to_dict()) == rules
    assert rules.to_dict()["head_moves"] is True
    assert "head_moves" not in Rules.preset(base).to_dict()  # saves made before read as made
    code = encode(rules, Board.deal(9, rules.shape), 9)
    assert decode(code).rules == rules and decode(code).board == Board.deal(9, rules.shape)


def test_spaces_has_its_code_letters_and_its_own_switches_no_custom_code() -> None:
    spaces = GAMES["spaces"]
    code = encode(spaces, Board.deal(4, spaces.shape), 4)
    assert code.startswith("SP-4-") and decode(code).rules == spaces
    assert Rules.from_key("custom-2-random-any-time-undo-head-moves") == spaces


def test_a_saved_head_moves_that_is_not_true_or_false_is_refused() -> None:
    data = {**Rules.preset("addiction").to_dict(), "head_moves": "yes"}
    with pytest.raises(RulesError, match="head_moves must be true or false"):
        Rules.from_dict(data)


def test_a_spaces_game_with_a_head_move_saves_and_reads_back_under_its_rules() -> None:
    spaces = Rules.preset("spaces")
    cells = list(Board.deal(1, spaces.shape).squares)
    cells[26], cells[32] = cells[32], cells[26]  # a gap in row 3's column 1; 2H heads row 2
    game = Game.from_board(Board(cells, spaces.shape), spaces)
    head = next(move for move in game.board.legal_moves() if move.source == 13)
    game.play(head)
    game.shuffle()
    again = Game.from_json(game.to_json())
    assert again.rules == spaces and again.history == game.history
    assert again.board == game.board and again.code == game.code
    with pytest.raises(EngineError, match="column 1"):  # the head's move, refused without
        Game.from_json(game.to_json().replace('"head_moves": true', '"head_moves": false'))
