"""The board uses the window (addiction/ui/board/geometry.py) and stays where it is
while strips and panels come and go over it: real windows, real events."""

from __future__ import annotations

from PySide6.QtCore import QRect

from addiction.engine import Board, Game, GameStatus
from addiction.ui.main_window import MainWindow
from tests.ui.test_hint_callout import portuguese_window
from tests.ui.test_hints_in_window import STUCK
from tests.ui.test_main_window import NEARLY_WON, click_square, open_window, single_move

__all__ = ["open_window", "portuguese_window"]  # the fixtures


def board_rect(window: MainWindow) -> QRect:
    """The board's cards, in the window's coordinates."""
    view = window.view
    squares = view.boardModel().board.shape.squares
    cards = view.cellRect(0).united(view.cellRect(squares - 1))
    return QRect(view.viewport().mapTo(window, cards.topLeft()), cards.size())


def test_the_board_does_not_move_when_no_moves_are_left(open_window) -> None:
    window = open_window("--deal", "5")
    window.resize(900, 600)
    before = board_rect(window)
    window.controller.start_game(Game.from_board(STUCK))
    assert window.banner.isVisible()
    assert board_rect(window) == before
    view = window.view
    for square in range(view.boardModel().board.shape.squares):
        assert not window.banner.geometry().intersects(view.cellRect(square)), square
    window.resize(640, 420)  # the smallest window: still clear of the cards
    for square in range(view.boardModel().board.shape.squares):
        assert not window.banner.geometry().intersects(view.cellRect(square)), square


def test_the_banner_keeps_clear_of_the_cards_in_portuguese_in_the_smallest_window(
    qtbot, portuguese_window
) -> None:
    window = portuguese_window("--deal", "5")
    window.resize(640, 420)
    window.controller.start_game(Game.from_board(STUCK))
    assert window.banner.isVisible()
    view = window.view
    qtbot.waitUntil(lambda: window.banner.width() == view.width(), timeout=5000)
    for square in range(view.boardModel().board.shape.squares):
        assert not window.banner.geometry().intersects(view.cellRect(square)), square


def test_the_cards_are_large_at_1600_by_1000(open_window) -> None:
    window = open_window("--deal", "5")
    window.resize(1600, 1000)
    card = window.view.cardSize()
    assert card.width() >= 113  # Aisleriot's Montana: 113 x 176 here
    area, board = window.view.viewport().rect(), board_rect(window)
    board.moveTopLeft(window.view.viewport().mapFrom(window, board.topLeft()))
    # The height is used too: the rows part rather than leave wide bands.
    assert board.height() >= 0.8 * area.height()


def test_a_won_game_taken_up_at_start_shows_its_panel_whole(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    window.controller.start_game(Game.from_board(Board.parse(NEARLY_WON)))
    click_square(window, single_move(window.controller.game.board).source)
    assert window.controller.game.status is GameStatus.WON
    window.close()
    again = open_window()
    panel = again.end_panel
    assert panel.isVisible()
    assert again.view.rect().contains(panel.geometry())
    centre = again.view.rect().center() - panel.geometry().center()
    assert centre.manhattanLength() <= 2  # in the middle of the board
