"""The board as a screen reader sees it (addiction/ui/board/accessibility.py): a table
of 52 named cells whose names, roles and states follow the game through moves,
shuffles and undo, focus that follows the keyboard cursor, and the announcements,
all driven by real key and mouse events on the real window.

The expected names come from the engine's facts through spoken() below, an
independent wording of the names the issue asks for, so the module is not checked
against itself.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QToolTip

from addiction.engine import COLUMNS, SQUARES, Board, Card, Game, GapState, Move, Rules
from addiction.ui.main_window import MainWindow
from tests.positions import layout
from tests.ui import test_main_window
from tests.ui.test_main_window import click_square, press

open_window = test_main_window.open_window

# 2S 3S 4S -- ...        in place; gap 3 takes 5S
# -- 9H ...              gap 13 (first column) takes any 2; 9H cannot move
# KH -- -- ...           27 blocked after a King, 28 blocked after a gap
# 5S 7D 2H 2D 2C ...     5S and the loose 2s can move
POSITION = layout("2S 3S 4S -- ...", "-- 9H ...", "KH -- -- ...", "5S 7D 2H 2D 2C ...")
# Three moves from a win, one for each row but the third: QS into 10, KH into 24,
# and 2C (the only loose 2) into the first-column gap 39.
LATE_GAME = Board.parse(
    """
    2S 3S 4S 5S 6S 7S 8S 9S TS JS -- KS QS
    2H 3H 4H 5H 6H 7H 8H 9H TH JH QH -- KH
    2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
    -- 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2C
    """
)
RANK_SAID = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}
SUIT_SAID = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def said(card: Card) -> str:
    return f"{RANK_SAID.get(card.rank, str(card.rank))} of {SUIT_SAID[card.suit]}"


def where(square: int) -> str:
    return f"row {square // COLUMNS + 1}, column {square % COLUMNS + 1}"


def spoken(board: Board, square: int, playing: bool = True) -> str:
    """The name a square should have, from the engine's facts."""
    card = board[square]
    if card is not None:
        if square in board.locked_squares():
            return f"{said(card)}, in place"
        if playing and board.moves_from(square):
            return f"{said(card)}, can move"
        return said(card)
    if board.gap_state(square) is not GapState.OPEN:
        return "gap, blocked"
    if square % COLUMNS == 0:
        return "gap, takes any 2"
    return f"gap, takes {said(board.fillers(square)[0])}"


@pytest.fixture(autouse=True)
def accessibility_active() -> Iterator[None]:
    """As when a screen reader is running (events are sent only then)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def table_of(window: MainWindow) -> QAccessibleInterface:
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table is not None
    return table


def names(window: MainWindow) -> list[str]:
    table = table_of(window)
    return [table.child(square).text(QAccessible.Text.Name) for square in range(SQUARES)]


def expected_names(window: MainWindow) -> list[str]:
    board = window.controller.game.board
    return [spoken(board, square) for square in range(SQUARES)]


def start(window: MainWindow, board: Board, rules: Rules | None = None) -> list[str]:
    """Start a game on board; returns the list the window's announcements go to."""
    window.controller.start_game(Game.from_board(board, rules))
    announced: list[str] = []
    window.announcer.announced.connect(announced.append)
    return announced


def key(window: MainWindow, *keys: Qt.Key) -> None:
    for each in keys:
        QTest.keyClick(window.view, each)


def put_cursor(window: MainWindow, square: int) -> None:
    """Move the keyboard cursor to square with the arrow keys, from where it is."""
    current = window.view.currentIndex()
    if not current.isValid():
        key(window, Qt.Key.Key_Home)  # the first key puts the cursor on the first card
        current = window.view.currentIndex()
    row, column = square // COLUMNS, square % COLUMNS
    for _ in range(abs(row - current.row())):
        key(window, Qt.Key.Key_Down if row > current.row() else Qt.Key.Key_Up)
    for _ in range(abs(column - current.column())):
        key(window, Qt.Key.Key_Right if column > current.column() else Qt.Key.Key_Left)
    assert window.view.currentIndex().row() * COLUMNS + window.view.currentIndex().column() == (
        square
    )


def test_the_board_is_a_table_of_52_cells_named_for_playing(open_window) -> None:
    window = open_window("--deal", "5")
    start(window, POSITION)
    table = table_of(window)
    assert table.role() == QAccessible.Role.Table
    assert table.text(QAccessible.Text.Name) == "Card table"
    assert table.childCount() == SQUARES
    cells = [table.child(square) for square in range(SQUARES)]
    assert all(cell.role() == QAccessible.Role.Cell for cell in cells)
    assert all(table.indexOfChild(cell) == square for square, cell in enumerate(cells))
    assert all(cell.parent() is table for cell in cells)
    name = QAccessible.Text.Name
    assert cells[0].text(name) == "2 of spades, in place"
    assert cells[3].text(name) == "gap, takes 5 of spades"
    assert cells[13].text(name) == "gap, takes any 2"
    assert cells[14].text(name) == "9 of hearts"
    assert cells[26].text(name) == "King of hearts"
    assert cells[27].text(name) == "gap, blocked"
    assert cells[28].text(name) == "gap, blocked"
    assert cells[39].text(name) == "5 of spades, can move"
    assert cells[41].text(name) == "2 of hearts, can move"
    description = QAccessible.Text.Description
    assert cells[14].text(description) == "row 2, column 2"
    assert cells[27].text(description) == "row 3, column 2; nothing goes after a King"
    assert "until the gap on its left is filled" in cells[28].text(description)
    assert names(window) == expected_names(window)
    # Each cell sits where it is painted, in screen coordinates.
    rect = cells[39].rect()
    viewport = window.view.viewport()
    assert rect.topLeft() == viewport.mapToGlobal(window.view.cellRect(39).topLeft())
    assert table.childAt(rect.center().x(), rect.center().y()) is cells[39]


def test_focus_and_the_picked_up_state_follow_the_keyboard(open_window) -> None:
    window = open_window("--deal", "5")
    start(window, POSITION)
    window.view.setClickToMove(False)  # Enter picks a card up; Enter on a gap puts it down
    table = table_of(window)
    put_cursor(window, 39)
    focused = [s for s in range(SQUARES) if table.child(s).state().focused]
    assert focused == [39]
    assert table.focusChild() is table.child(39)
    key(window, Qt.Key.Key_Return)
    assert table.child(39).state().selected
    assert not any(table.child(s).state().selected for s in range(SQUARES) if s != 39)
    put_cursor(window, 3)
    assert table.focusChild() is table.child(3)
    assert table.child(3).state().focused and not table.child(39).state().focused
    key(window, Qt.Key.Key_Return)
    assert table.child(3).text(QAccessible.Text.Name) == "5 of spades, in place"
    assert not table.child(39).state().selected


def test_the_twos_chooser_joins_the_table_while_it_is_open(open_window) -> None:
    window = open_window("--deal", "5")
    # Two first-column gaps and four loose 2s: Enter on a gap opens the chooser.
    start(window, layout("-- 9S ...", "-- 9H ...", "KH -- ...", "KD -- ..."))
    table = table_of(window)
    assert table.child(0).text(QAccessible.Text.Name) == "gap, takes any 2"
    put_cursor(window, 0)
    key(window, Qt.Key.Key_Return)
    chooser = window.view.chooser()
    assert chooser.isVisible()
    assert table.childCount() == SQUARES + 1
    assert table.child(SQUARES).object() is chooser
    assert table.indexOfChild(table.child(SQUARES)) == SQUARES
    offered = [button.accessibleName() for button in chooser.findChildren(QAbstractButton)]
    assert sorted(offered) == sorted(said(Card.from_code(f"2{suit}")) for suit in "SHDC")
    key(window, Qt.Key.Key_Escape)
    assert not chooser.isVisible()
    assert table.childCount() == SQUARES


def test_names_follow_moves_undo_and_shuffles(open_window) -> None:
    window = open_window("--deal", "5", "--rules", "addiction")
    announced = start(window, POSITION, Rules(shuffles=2))
    before = names(window)
    click_square(window, 39)  # 5S has one move: into gap 3
    after_move = names(window)
    assert after_move[3] == "5 of spades, in place"
    assert after_move[39] == "gap, takes any 2"
    assert after_move == expected_names(window)
    assert announced == ["5 of spades to row 1, column 4, in place."]
    press(window, "Ctrl+Z")
    assert names(window) == before
    assert announced[-1] == "Took back 5 of spades."
    press(window, "Ctrl+Y")
    assert names(window) == after_move
    press(window, "S")  # a shuffle (the scripted prompt agrees to spend it)
    shuffled = window.controller.game.board
    assert names(window) == expected_names(window) != after_move
    in_place = shuffled.in_place_count()
    assert announced[-1] == f"Shuffled. Cards in place: {in_place}. Shuffles left: 1."
    press(window, "Ctrl+Z")
    assert names(window) == after_move
    assert announced[-1] == "Shuffle taken back."


def test_restart_its_undo_a_new_deal_and_giving_up_are_announced(open_window) -> None:
    window = open_window("--deal", "5")
    announced = start(window, POSITION)
    click_square(window, 39)  # 5S into gap 3: four cards in place
    press(window, "Ctrl+R")
    assert announced[-1] == "Back to the deal. Cards in place: 3."
    assert names(window)[3] == "gap, takes 5 of spades"
    press(window, "Ctrl+Z")
    assert announced[-1] == "Restart taken back. Cards in place: 4."
    assert names(window)[3] == "5 of spades, in place"
    window.menus.give_up_action.trigger()  # the scripted prompt agrees
    assert announced[-1] == "Game given up. Cards in place: 4."
    # A given-up game offers no moves: nothing can move any more.
    assert names(window)[41] == "2 of hearts"
    press(window, "Ctrl+N")
    assert announced[-1].startswith("New game. Cards in place: ")
    assert names(window) == expected_names(window)


def test_a_hint_is_announced_with_its_move(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    announced = start(window, LATE_GAME)
    with qtbot.waitSignal(window.controller.hint_worker.hintReady, timeout=60000):
        press(window, "H")
    hint = window.controller.model.hint
    assert isinstance(hint, Move)
    assert announced[-1] == f"Hint: {said(hint.card)} to {where(hint.target)}."
    table = table_of(window)
    assert table.child(hint.source).text(QAccessible.Text.Name).endswith(", can move, hint")


def test_a_late_game_played_to_the_win_with_the_keyboard_only(open_window) -> None:
    window = open_window("--deal", "5")
    announced = start(window, LATE_GAME)
    assert announced == []
    assert names(window)[10] == "gap, takes Queen of spades"
    assert names(window)[24] == "gap, takes King of hearts"
    assert names(window)[39] == "gap, takes any 2"
    put_cursor(window, 12)  # the Queen of spades: Enter plays its one move
    key(window, Qt.Key.Key_Return)
    assert announced[-1] == "Queen of spades to row 1, column 11, in place."
    assert names(window)[12] == "gap, blocked"
    put_cursor(window, 24)  # the gap: Enter fills it with the one card it takes
    key(window, Qt.Key.Key_Enter)
    assert announced[-1] == "King of hearts to row 2, column 12, in place."
    assert names(window) == expected_names(window)
    put_cursor(window, 51)
    assert table_of(window).focusChild().text(QAccessible.Text.Name) == "2 of clubs, can move"
    key(window, Qt.Key.Key_Space)
    assert window.controller.game.board.is_won()
    assert announced[-1] == "2 of clubs to row 4, column 1, in place. You won!"
    assert len(announced) == 3
    assert names(window)[39] == "2 of clubs, in place"


def test_the_end_of_a_lost_game_is_announced_once(open_window) -> None:
    window = open_window("--deal", "5")
    announced = start(window, Board.deal(5), Rules(shuffles=0))
    test_main_window.play_until_stuck(window)
    in_place = window.controller.game.board.in_place_count()
    game_over = f"No moves and no shuffles left: game over. Cards in place: {in_place}."
    assert announced[-1].endswith(game_over)
    assert sum(game_over in sentence for sentence in announced) == 1


def test_a_square_s_tooltip_says_what_a_screen_reader_says_and_where(open_window) -> None:
    window = open_window()
    start(window, POSITION)
    viewport = window.view.viewport()
    for square, words in (
        (0, f"{said(Card.from_code('2S'))}, in place (row 1, column 1)"),
        (27, "gap, blocked (row 3, column 2; nothing goes after a King)"),
        (13, "gap, takes any 2 (row 2, column 1)"),
    ):
        point = window.view.cellRect(square).center()
        help_event = QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
        QApplication.sendEvent(viewport, help_event)
        assert QToolTip.text() == words
    QToolTip.hideText()
