"""BoardModel over games of other shapes of the family: the table is the game's grid,
and a gap says the one card it takes wherever that card's rank sits in the run."""

from __future__ import annotations

import pytest

from addiction.engine import Card, Game, Rules
from addiction.models.board_model import BoardModel, cells_of, index_of, square_of


@pytest.mark.parametrize("key", ["blue-moon", "paganini", "line-up", "double-montana"])
def test_the_table_is_the_games_grid(qapp, qtbot, key: str) -> None:
    model = BoardModel(Game.new(1, Rules.preset(key)))
    shape = model.board.shape
    assert (model.rowCount(), model.columnCount()) == (shape.rows, shape.columns)
    for square in range(shape.squares):
        assert square_of(index_of(model, square)) == square
    assert index_of(model, shape.squares - 1) == model.index(shape.rows - 1, shape.columns - 1)
    with qtbot.waitSignals([model.modelReset]):
        model.set_game(Game.new(1))  # back to Addiction's 4 x 13
    assert (model.rowCount(), model.columnCount()) == (4, 13)


def test_a_gap_right_of_an_ace_wants_its_two() -> None:
    """Blue Moon's rows start with an Ace, so a 2 is a wanted card like any other
    (in Addiction only first-column gaps take a 2, and they take any)."""
    rules = Rules.preset("blue-moon")
    columns = rules.shape.columns
    seen = 0
    for number in range(1, 40):
        board = Game.new(number, rules).board
        for square, cell in enumerate(cells_of(board)):
            left = board[square - 1] if square % columns else None
            if cell.card is None and left is not None and left.rank == 1:
                assert cell.wanted == Card(2, left.suit)
                seen += 1
    assert seen > 0
