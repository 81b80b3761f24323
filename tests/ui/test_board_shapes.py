"""The board in every shape of the Gaps family: a real GameController over a game of
each shape, shown in a real BoardView, driven with QTest mouse and key events."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from addiction.control.controller import GameController
from addiction.engine import Board, Game, Move, Rules
from addiction.ui.board import BoardView
from addiction.ui.board.accessibility import BoardAccessible
from addiction.ui.board_speech import cell_name
from addiction.ui.window.status_line import in_place_text

#: The family games tried here, with the shape each must show (rows, columns).
SHAPES = {
    "blue-moon": (4, 14),
    "paganini": (4, 10),
    "line-up": (4, 6),
    "rectangular-rovers": (4, 6),
    "maze": (6, 9),
    "double-montana": (8, 13),
    "double-blue-moon": (8, 14),
}
#: The board at the size of a roomy window, and at about the smallest window's.
SIZES = (QSize(1280, 800), QSize(620, 360))


@pytest.fixture(autouse=True)
def accessibility_active() -> Iterator[None]:
    """As when a screen reader is running."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def controller_for(key: str) -> GameController:
    """A controller over the first deal of the game that has a move to make."""
    rules = Rules.preset(key)
    game = next(g for g in map(lambda n: Game.new(n, rules), range(1, 50)) if g.board.legal_moves())
    return GameController(game)


@pytest.fixture(params=list(SHAPES))
def key(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def controller(key: str) -> Iterator[GameController]:
    controller = controller_for(key)
    yield controller
    controller.deleteLater()


def shown_view(qtbot, controller: GameController) -> BoardView:
    """A board view of controller's game, shown at the first size, its moves played."""
    view = BoardView()
    qtbot.addWidget(view)
    view.setAnimationsEnabled(False)
    view.setModel(controller.model)
    view.moveRequested.connect(controller.play)
    view.resize(SIZES[0])
    view.show()
    qtbot.waitExposed(view)
    return view


@pytest.fixture
def view(qtbot, controller: GameController) -> BoardView:
    return shown_view(qtbot, controller)


def test_the_model_and_view_take_the_games_shape(
    key: str, controller: GameController, view: BoardView
) -> None:
    rows, columns = SHAPES[key]
    assert (controller.model.rowCount(), controller.model.columnCount()) == (rows, columns)
    last = rows * columns - 1
    assert view.squareAt(view.cellRect(last).center()) == last
    assert view.indexAt(view.cellRect(last).center()) == controller.model.index(
        rows - 1, columns - 1
    )


def test_drag_a_legal_card_onto_its_gap(controller: GameController, view: BoardView) -> None:
    move: Move = controller.game.board.legal_moves()[0]
    viewport = view.viewport()
    start, end = view.cellRect(move.source).center(), view.cellRect(move.target).center()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 5):
        QTest.mouseMove(viewport, start + (end - start) * (step / 4))
    assert view.dropTarget() == move.target
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    board = controller.game.board
    assert board[move.target] == move.card
    assert board[move.source] is None


def test_the_keyboard_reaches_the_far_corner(
    key: str, controller: GameController, view: BoardView
) -> None:
    rows, columns = SHAPES[key]
    view.setFocus()
    for key_press in (Qt.Key.Key_Right, Qt.Key.Key_End, Qt.Key.Key_PageDown):
        QTest.keyClick(view, key_press)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (rows - 1, columns - 1)


def test_the_accessible_table_has_a_named_cell_for_every_square(
    key: str, controller: GameController, view: BoardView
) -> None:
    rows, columns = SHAPES[key]
    table = QAccessible.queryAccessibleInterface(view)
    assert isinstance(table, BoardAccessible)
    assert (table.rowCount(), table.columnCount()) == (rows, columns)
    assert table.childCount() == rows * columns
    last = rows * columns - 1
    cell = table.child(last)
    assert cell is not None
    assert cell.text(QAccessible.Text.Name) == cell_name(controller.model.cell(last))
    assert cell.text(QAccessible.Text.Description).startswith(f"row {rows}, column {columns}")


def test_every_size_shows_every_card_apart_and_centred(
    key: str, view: BoardView, tmp_path: Path
) -> None:
    rows, columns = SHAPES[key]
    for size in SIZES:
        view.resize(size)
        rects = [view.cellRect(square) for square in range(rows * columns)]
        board = QRect(rects[0].topLeft(), rects[-1].bottomRight())
        area = view.viewport().rect()
        assert area.contains(board)
        # Centred: the same margin either side (to a pixel of rounding).
        assert abs(board.left() - (area.right() - board.right())) <= 1
        assert abs(board.top() - (area.bottom() - board.bottom())) <= 1
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        picture = view.grab().toImage()  # paints every card face of the shape's ranks
        assert picture.save(str(tmp_path / f"{key}-{size.width()}x{size.height()}.png"))
        assert picture.pixelColor(rects[0].center()) != picture.pixelColor(QPoint(1, 1))


def test_a_new_game_of_another_shape_lays_the_table_out_again(
    key: str, controller: GameController, view: BoardView
) -> None:
    rows, columns = SHAPES[key]
    controller.model.set_game(Game.new(1))  # Addiction's 4 x 13
    last = 4 * 13 - 1
    assert view.viewport().rect().contains(view.cellRect(last))
    assert view.squareAt(view.cellRect(last).center()) == last
    controller.model.set_game(Game.new(1, Rules.preset(key)))
    last = rows * columns - 1
    assert view.viewport().rect().contains(view.cellRect(last))
    assert view.squareAt(view.cellRect(last).center()) == last
    view.grab()  # paints every square of the new shape


@pytest.mark.parametrize("game_key", ["line-up", "double-montana"])
def test_a_first_column_gap_offers_the_shapes_first_rank(qtbot, game_key: str) -> None:
    """Line Up's column 1 takes an Ace, Double Montana's a 2 (either copy of it)."""
    rules = Rules.preset(game_key)
    columns, first_rank = rules.shape.columns, rules.shape.first_rank
    game, gap = next(
        (game, square)
        for game in (Game.new(number, rules) for number in range(1, 200))
        for square in range(0, rules.shape.squares, columns)
        if game.board[square] is None
        and len([m for m in game.board.legal_moves() if m.target == square]) > 1
    )
    controller = GameController(game)
    view = shown_view(qtbot, controller)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.cellRect(gap).center())
    chooser = view.chooser()
    assert chooser.isVisible()
    offers = [button.offer for button in chooser.buttons]
    assert offers and all(offer.card.rank == first_rank for offer in offers)
    QTest.mouseClick(chooser.buttons[-1], Qt.MouseButton.LeftButton)
    assert controller.game.board[gap] == offers[-1].card
    assert controller.game.board[offers[-1].source] is None
    controller.deleteLater()


@pytest.mark.parametrize(
    ("game_key", "cards"), [("addiction", 48), ("blue-moon", 52), ("line-up", 20)]
)
def test_the_status_counts_cards_in_place_of_the_games_own_cards(
    qtbot, game_key: str, cards: int
) -> None:
    board = Game.new(3, Rules.preset(game_key)).board
    assert in_place_text(board) == f"In place: {board.in_place_count()} of {cards}"


def test_a_card_in_place_is_dragged_beside_into_a_gap_in_rectangular_rovers(qtbot) -> None:
    """Rectangular Rovers moves any card beside a gap, its cards in place too: AS,
    in place at row 1, column 1, is dragged down into the gap below it."""
    rules = Rules.preset("rectangular-rovers")
    board = Board.parse(
        "AS 2S 3S 4S 5S --\n-- 2H 3H 4H 5H AH\nAD 2D 3D 4D 5D --\nAC 2C 3C 4C 5C --", rules.shape
    )
    controller = GameController(Game(board, rules))
    view = shown_view(qtbot, controller)
    viewport = view.viewport()
    start, end = view.cellRect(0).center(), view.cellRect(6).center()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 5):
        QTest.mouseMove(viewport, start + (end - start) * (step / 4))
    assert view.dropTarget() == 6
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert controller.game.board[6] == Move.parse("AS 0>6", 24).card
    assert controller.game.board[0] is None
    controller.deleteLater()
