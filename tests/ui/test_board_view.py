"""BoardView: every way of making a move, driven with real QTest mouse and key events,
and what the table looks like at three sizes."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.engine import Board, Card, Game, Move
from addiction.models.board_model import BoardModel
from addiction.ui.board import BoardView
from tests.positions import layout

# Squares: row * 13 + column.
# 2S 3S 4S -- KS ...   gap 3 takes 5S
# -- 9H ...            gap 13 (first column) takes any loose 2
# KH -- -- ...         27 dead after a King, 28 dead after a gap
# 5S 7D 2H 2D 2C ...   5S on 39, the loose 2s on 41, 42, 43
POSITION = ("2S 3S 4S -- ...", "-- 9H ...", "KH -- -- ...", "5S 7D 2H 2D 2C ...")
# Only 2C is loose, and 39 is a first-column gap: it has exactly one candidate.
ONE_TWO = ("2S ...", "2H -- ...", "2D -- ...", "-- 9H -- 2C ...")


def card(code: str) -> Card:
    return Card.from_code(code)


@dataclass
class Table:
    """A view over a model over a game, with a stand-in controller that plays
    every requested move and refreshes the model, as the real one does."""

    game: Game
    model: BoardModel
    view: BoardView
    played: list[Move] = field(default_factory=list)

    def play(self, move: Move) -> None:
        self.played.append(move)
        self.game.play(move)
        self.model.refresh()

    @property
    def board(self) -> Board:
        return self.game.board

    def centre(self, square: int) -> QPoint:
        return self.view.cellRect(square).center()

    def click(self, square: int) -> None:
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.centre(square))

    def key(self, key: Qt.Key, times: int = 1) -> None:
        for _ in range(times):
            QTest.keyClick(self.view, key)


@pytest.fixture
def make_table(qtbot) -> Callable[..., Table]:
    def make(rows: tuple[str, ...] = POSITION, animations: bool = False) -> Table:
        game = Game.from_board(layout(*rows))
        model = BoardModel(game)
        view = BoardView()
        qtbot.addWidget(view)
        view.setAnimationsEnabled(animations)
        view.setModel(model)
        view.resize(1300, 700)
        view.show()
        qtbot.waitExposed(view)
        table = Table(game, model, view)
        view.moveRequested.connect(table.play)
        return table

    return make


@pytest.fixture
def table(make_table) -> Table:
    return make_table()


# --- clicks ------------------------------------------------------------------


def test_click_a_highlighted_card_moves_it_to_its_gap(table: Table) -> None:
    table.click(39)
    assert table.played == [Move(card("5S"), 39, 3)]
    assert table.board[3] == card("5S")
    assert table.board[39] is None


def test_click_a_live_gap_moves_its_one_card_in(table: Table) -> None:
    table.click(3)
    assert table.played == [Move(card("5S"), 39, 3)]


def test_clicks_that_offer_nothing_do_nothing(table: Table) -> None:
    for square in (0, 27, 28, 4):  # in place, dead after a King, dead after a gap, stuck
        table.click(square)
    assert table.played == []
    assert table.model.selection is None


def test_first_column_gap_opens_a_chooser_of_the_twos(table: Table) -> None:
    table.click(13)
    chooser = table.view.chooser()
    assert table.played == []
    assert chooser.isVisible()
    assert [b.offer.card for b in chooser.buttons] == [card("2H"), card("2D"), card("2C")]
    QTest.mouseClick(chooser.buttons[1], Qt.MouseButton.LeftButton)
    assert table.played == [Move(card("2D"), 42, 13)]
    assert not chooser.isVisible()


def test_first_column_gap_with_one_two_moves_it_at_once(make_table) -> None:
    table = make_table(ONE_TWO)
    table.click(39)
    assert table.played == [Move(card("2C"), 42, 39)]
    assert not table.view.chooser().isVisible()


def test_a_two_with_two_gaps_waits_for_the_player_to_pick_the_gap(table: Table) -> None:
    table.click(39)  # 5S goes home; 39 becomes a second first-column gap
    table.click(43)  # 2C could go to 13 or 39: it is picked up, not moved
    assert table.played == [Move(card("5S"), 39, 3)]
    assert table.model.selection == 43
    assert not table.view.chooser().isVisible()  # no dialog in the way
    table.click(39)
    assert table.played[-1] == Move(card("2C"), 43, 39)
    assert table.model.selection is None


def test_clicking_the_picked_up_card_again_puts_it_down(table: Table) -> None:
    table.click(39)
    table.click(43)
    table.click(43)
    assert table.model.selection is None
    assert table.played == [Move(card("5S"), 39, 3)]


def test_select_a_card_then_click_a_gap(table: Table) -> None:
    table.view.setClickToMove(False)
    table.click(39)
    assert table.played == []
    assert table.model.selection == 39
    table.click(3)
    assert table.played == [Move(card("5S"), 39, 3)]
    assert table.model.selection is None


def test_selected_card_and_a_gap_it_cannot_fill(table: Table) -> None:
    table.view.setClickToMove(False)
    table.click(41)  # 2H
    table.click(3)  # takes 5S, not 2H: the gap's own card moves in instead
    assert table.played == [Move(card("5S"), 39, 3)]
    assert table.model.selection is None


# --- drag and drop -------------------------------------------------------------


def drag(table: Table, source: int, target: int) -> None:
    """Press on a card, move in steps to another square, hold there."""
    viewport = table.view.viewport()
    start, end = table.centre(source), table.centre(target)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 5):
        QTest.mouseMove(viewport, start + (end - start) * (step / 4))


def release(table: Table, square: int) -> None:
    QTest.mouseRelease(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.centre(square))


def test_drag_a_card_onto_its_gap(table: Table) -> None:
    drag(table, 39, 3)
    assert table.view.isDragging()
    assert table.view.dropTarget() == 3  # the gap lights up: the drop is legal
    assert table.played == []
    release(table, 3)
    assert not table.view.isDragging()
    assert table.played == [Move(card("5S"), 39, 3)]
    assert table.board[3] == card("5S")


def test_a_card_held_by_its_edge_drops_where_it_is_seen(table: Table) -> None:
    viewport = table.view.viewport()
    source, gap = table.view.cellRect(39), table.view.cellRect(3)
    grip = QPoint(4, source.height() // 2)  # the card's left edge
    # Over the gap, hanging half a card to the left: the cursor is on square 2, a card.
    left_of_gap = gap.topLeft() - QPoint(gap.width() * 45 // 100, 0) + grip
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=source.topLeft() + grip)
    QTest.mouseMove(viewport, (source.topLeft() + grip + left_of_gap) / 2)
    QTest.mouseMove(viewport, left_of_gap)
    assert table.view.squareAt(left_of_gap) == 2
    assert table.view.dropTarget() == 3
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=left_of_gap)
    assert table.played == [Move(card("5S"), 39, 3)]


def test_drag_onto_the_wrong_gap_sends_the_card_back(table: Table) -> None:
    drag(table, 39, 13)  # a first-column gap takes a 2, not 5S
    assert table.view.dropTarget() is None
    release(table, 13)
    assert table.played == []
    assert not table.view.isDragging()
    assert table.board[39] == card("5S")


def test_drag_onto_a_card_sends_it_back(table: Table) -> None:
    drag(table, 41, 5)
    release(table, 5)
    assert table.played == []


def test_escape_during_a_drag_sends_the_card_back(table: Table) -> None:
    drag(table, 39, 3)
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert not table.view.isDragging()
    release(table, 3)
    assert table.played == []


def test_drag_a_two_into_either_first_column_gap(table: Table) -> None:
    table.click(39)  # now 13 and 39 both take 2s
    drag(table, 42, 39)
    release(table, 39)
    assert table.played[-1] == Move(card("2D"), 42, 39)


def test_in_place_cards_do_not_lift(table: Table) -> None:
    drag(table, 0, 3)
    assert not table.view.isDragging()
    release(table, 3)
    assert table.played == []


# --- keyboard ------------------------------------------------------------------


def test_keyboard_cursor_and_enter_play_a_card(table: Table) -> None:
    table.view.setFocus()
    table.key(Qt.Key.Key_Down, 3)  # from row 1, column 1 to row 4, column 1: 5S
    assert table.view.currentIndex().row() == 3
    table.key(Qt.Key.Key_Return)
    assert table.played == [Move(card("5S"), 39, 3)]


def test_keyboard_opens_and_drives_the_chooser(table: Table) -> None:
    table.view.setFocus()
    table.key(Qt.Key.Key_Down)  # 13, the first-column gap
    table.key(Qt.Key.Key_Space)
    chooser = table.view.chooser()
    assert chooser.isVisible()
    assert chooser.buttons[0].hasFocus()
    QTest.keyClick(chooser.buttons[0], Qt.Key.Key_Right)
    assert chooser.buttons[1].hasFocus()
    QTest.keyClick(chooser.buttons[1], Qt.Key.Key_Return)
    assert table.played == [Move(card("2D"), 42, 13)]
    assert table.view.hasFocus()


def test_escape_closes_the_chooser_and_clears_a_selection(table: Table) -> None:
    table.view.setFocus()
    table.key(Qt.Key.Key_Down)
    table.key(Qt.Key.Key_Enter)
    chooser = table.view.chooser()
    QTest.keyClick(chooser.buttons[0], Qt.Key.Key_Escape)
    assert not chooser.isVisible()
    assert table.view.hasFocus()
    table.view.setClickToMove(False)
    table.key(Qt.Key.Key_Down, 2)  # 39: 5S
    table.key(Qt.Key.Key_Space)
    assert table.model.selection == 39
    table.key(Qt.Key.Key_Escape)
    assert table.model.selection is None
    assert table.played == []


def test_keyboard_select_then_gap(table: Table) -> None:
    table.view.setClickToMove(False)
    table.view.setFocus()
    table.key(Qt.Key.Key_Down, 3)
    table.key(Qt.Key.Key_Space)  # pick up 5S
    table.key(Qt.Key.Key_Up, 3)
    table.key(Qt.Key.Key_Right, 3)  # square 3, its gap
    table.key(Qt.Key.Key_Space)
    assert table.played == [Move(card("5S"), 39, 3)]


def test_the_cursor_stops_at_the_edges(table: Table) -> None:
    table.view.setFocus()
    table.key(Qt.Key.Key_Left)
    table.key(Qt.Key.Key_Up)
    assert (table.view.currentIndex().row(), table.view.currentIndex().column()) == (0, 0)
    table.key(Qt.Key.Key_Right, 20)
    assert table.view.currentIndex().column() == 12


# --- animation -------------------------------------------------------------------


def test_a_move_slides_and_a_new_move_finishes_the_old_one(make_table, qtbot) -> None:
    table = make_table(ONE_TWO, animations=True)
    table.click(14)
    assert table.view.flyingCard() == card("3H")
    assert table.board[14] == card("3H")  # the game moved at once; only the picture slides
    table.click(27)  # the next move is not held up by the slide
    assert table.played[-1] == Move(card("3D"), table.game.history[-1].source, 27)
    assert table.view.flyingCard() == card("3D")
    qtbot.waitUntil(lambda: not table.view.isAnimating())


def test_undo_slides_the_card_back(make_table, qtbot) -> None:
    table = make_table(animations=True)
    table.click(39)
    qtbot.waitUntil(lambda: not table.view.isAnimating())
    table.game.undo()
    table.model.refresh()
    assert table.view.isAnimating()
    qtbot.waitUntil(lambda: not table.view.isAnimating())


def test_a_shuffle_jumps_without_sliding(make_table) -> None:
    table = make_table(animations=True)
    table.game.shuffle()
    table.model.refresh(full=True)
    assert not table.view.isAnimating()


def test_switched_off_animation_never_slides(table: Table) -> None:
    table.click(39)
    assert not table.view.isAnimating()


# --- what it looks like -----------------------------------------------------------


def render(view: BoardView, scale: float) -> QImage:
    size = view.size()
    image = QImage(
        round(size.width() * scale), round(size.height() * scale), QImage.Format.Format_RGB32
    )
    image.setDevicePixelRatio(scale)
    image.fill(QColor("magenta"))
    view.render(image)
    return image


@pytest.mark.parametrize(
    ("width", "height", "scale"), [(1280, 800, 1.0), (800, 500, 1.0), (1920, 1080, 2.0)]
)
@pytest.mark.parametrize("dark", [False, True])
def test_screenshot_shows_cards_where_the_board_has_them(
    make_table, width: int, height: int, scale: float, dark: bool
) -> None:
    table = make_table()
    table.view.setDarkMode(dark)
    table.view.resize(width, height)
    image = render(table.view, scale)
    assert image.pixelColor(0, 0) != QColor("magenta"), "every pixel is painted"
    corners = {
        image.pixelColor(x, y).name()
        for x in (0, image.width() - 1)
        for y in (0, image.height() - 1)
    }
    assert len(corners) >= 2, "the table is not flat colour (vignette)"
    card_w = table.view.cardSize().width()
    assert card_w >= 0.055 * width  # the board fills the width it is given
    for square in range(52):
        rect = table.view.cellRect(square)
        assert table.view.rect().contains(rect)
        # A point on the card face away from the index, pips and court panel.
        probe = rect.topLeft() + QPoint(round(rect.width() * 0.9), round(rect.height() * 0.45))
        colour = image.pixelColor(round(probe.x() * scale), round(probe.y() * scale))
        if table.board[square] is None:
            assert colour.lightness() < 130, f"gap at {square} looks like a card"
        else:
            assert colour.lightness() > 200, f"card at {square} is not painted"


def test_four_colour_deck_repaints_diamonds_blue(table: Table) -> None:
    rect = table.view.cellRect(42)  # 2D: its big corner index is a diamond-coloured 2

    def index_colours() -> set[str]:
        image = render(table.view, 1.0)
        return {
            image.pixelColor(x, y).name()
            for x in range(rect.left(), rect.left() + rect.width() // 3)
            for y in range(rect.top(), rect.top() + rect.height() // 4)
        }

    assert not any(QColor(c).blue() > 150 and QColor(c).red() < 80 for c in index_colours())
    table.view.setFourColourDeck(True)
    assert any(QColor(c).blue() > 150 and QColor(c).red() < 80 for c in index_colours())


def test_narrow_repaints_leave_no_trails(make_table, qtbot, qapp) -> None:
    """After moves, slides, a drag and the keyboard cursor, each repainting only
    what changed, the screen matches a fresh paint of the whole board."""
    table = make_table(animations=True)
    view, viewport = table.view, table.view.viewport()
    table.click(39)  # 5S slides home; 39 becomes a first-column gap
    qtbot.waitUntil(lambda: not view.isAnimating())
    table.click(43)  # 2C picked up: both first-column gaps light up
    drag(table, 42, 39)  # 2D dragged over a gap, then taken back
    QTest.keyClick(view, Qt.Key.Key_Escape)
    release(table, 39)
    qtbot.waitUntil(lambda: not view.isAnimating())
    table.model.set_hint(Move(card("2H"), 41, 13))
    table.key(Qt.Key.Key_Right, 2)
    QTest.mouseMove(viewport, table.centre(41))
    qapp.processEvents()
    screen = qapp.primaryScreen().grabWindow(view.winId()).toImage()
    fresh = view.grab().toImage()
    assert screen.convertToFormat(fresh.format()) == fresh


def double_click(table: Table, square: int) -> None:
    """What the window system delivers for a double-click: press, release, then a
    second press followed by the double-click event, and its release. (QTest's
    mouseDClick sends the double-click event alone.)"""
    viewport = table.view.viewport()
    position = QPointF(table.centre(square))
    global_position = QPointF(viewport.mapToGlobal(table.centre(square)))
    left = Qt.MouseButton.LeftButton
    sequence = [
        (QEvent.Type.MouseButtonPress, left, 1000),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton, 1060),
        (QEvent.Type.MouseButtonPress, left, 1150),
        (QEvent.Type.MouseButtonDblClick, left, 1150),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton, 1210),
    ]
    for kind, buttons, timestamp in sequence:
        event = QMouseEvent(
            kind, position, global_position, left, buttons, Qt.KeyboardModifier.NoModifier
        )
        event.setTimestamp(timestamp)
        QApplication.sendEvent(viewport, event)


def test_a_double_click_acts_once(table: Table) -> None:
    # The first click sends 5S home; the second must not fill the gap it left.
    double_click(table, 39)
    assert table.played == [Move(card("5S"), 39, 3)]
    assert not table.view.chooser().isVisible()


def test_a_double_click_on_a_first_column_gap_keeps_its_chooser(table: Table) -> None:
    double_click(table, 13)
    assert table.view.chooser().isVisible()
    assert table.played == []


def test_two_slow_clicks_are_two_clicks(table: Table) -> None:
    table.click(39)  # QTest leaves more than a double-click interval between clicks
    table.click(39)  # the first-column gap 5S left: its chooser opens
    assert table.played == [Move(card("5S"), 39, 3)]
    assert table.view.chooser().isVisible()


def test_the_table_follows_the_system_palette(table: Table, qapp) -> None:
    # Offscreen Qt reports no colour scheme, so the window colour decides.
    table.view.setDarkMode(None)
    original = qapp.palette()
    dark = QPalette(original)
    dark.setColor(QPalette.ColorRole.Window, QColor("#202020"))
    light = QPalette(original)
    light.setColor(QPalette.ColorRole.Window, QColor("#f0f0f0"))
    try:
        qapp.setPalette(dark)
        qapp.processEvents()  # palette changes reach widgets as posted events
        assert table.view.theme().is_dark
        qapp.setPalette(light)
        qapp.processEvents()
        assert not table.view.theme().is_dark
        table.view.setDarkMode(True)  # a forced choice ignores the system
        qapp.setPalette(dark)
        qapp.setPalette(light)
        qapp.processEvents()
        assert table.view.theme().is_dark
    finally:
        qapp.setPalette(original)


def red_pixels(image: QImage, rect: QRect) -> int:
    return sum(
        1
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
        if (c := image.pixelColor(x, y)).red() > 180 and c.green() < 110 and c.blue() < 110
    )


def test_dead_gaps_show_blocked_until_the_game_is_won(make_table) -> None:
    rows = (
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- KS",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --",
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --",
    )
    table = make_table(rows)
    gap_after_king = table.view.cellRect(25)
    assert red_pixels(render(table.view, 1.0), gap_after_king) > 20  # the no-entry sign
    table.click(12)  # K♠ home: the game is won
    assert table.board.is_won()
    assert red_pixels(render(table.view, 1.0), gap_after_king) == 0


def test_a_view_nobody_holds_is_freed_at_once(qapp: QApplication) -> None:
    # Nothing may hold the view in a reference cycle: until the garbage collector
    # ran, it would live on, still repainting for every change of its model.
    model = BoardModel(Game.from_board(layout(*POSITION)))
    gc.disable()  # the check is that no collection is needed
    try:
        view = BoardView()
        view.setModel(model)
        freed = weakref.ref(view)
        del view
        assert freed() is None
    finally:
        gc.enable()
