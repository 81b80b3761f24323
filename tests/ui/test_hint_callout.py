"""The hint on the board (addiction/ui/board/callout.py) and nothing stale in the status
bar: real windows, real clicks and keys."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from addiction.app import create_main_window
from addiction.engine import Game, Move
from addiction.start_options import parse_arguments
from addiction.store.settings import Preferences
from addiction.ui.language import install_translators
from addiction.ui.main_window import MainWindow
from tests.prompts import ScriptedPrompts
from tests.ui.test_hints_in_window import STUCK
from tests.ui.test_main_window import click_square, open_window, press, single_move

__all__ = ["open_window"]  # the fixture

HINT_TIMEOUT_MS = 60_000
SMALLEST, MIDDLE, LARGE = (640, 420), (900, 600), (1600, 1000)


def ask_hint(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(window.controller.hint_worker.hintReady, timeout=HINT_TIMEOUT_MS):
        press(window, "H")


def hint_gone(window: MainWindow) -> bool:
    return (
        not window.view.callout().isVisible()
        and window.status.hint_label.text() == ""
        and window.view.accessibleDescription() == ""
    )


def assert_callout_fits(window: MainWindow) -> None:
    """The callout shows the whole sentence inside the table, clear of the squares
    it names."""
    view, callout = window.view, window.view.callout()
    assert callout.isVisible()
    assert callout.text() == window.status.hint_label.text() != ""
    assert view.viewport().rect().contains(callout.geometry())
    label = callout.label
    assert label.height() >= label.heightForWidth(label.width())  # no line cut off
    move = window.controller.model.hint
    assert isinstance(move, Move)
    assert set(callout.squares()) == {move.source, move.target}
    for square in (move.source, move.target):
        assert not callout.geometry().intersects(view.cellRect(square)), square


@pytest.fixture
def portuguese_window(qtbot, data_dir) -> Iterator[Callable[..., MainWindow]]:  # type: ignore[no-untyped-def]
    """Opens the window as the command line would, in pt_BR; English after the test."""
    Preferences().language = "pt_BR"

    def open_(*argv: str) -> MainWindow:
        window = create_main_window(parse_arguments(argv), ScriptedPrompts())
        window.view.setAnimationsEnabled(False)
        qtbot.addWidget(window)
        with qtbot.waitActive(window):
            window.show()
            window.activateWindow()
        return window

    yield open_
    install_translators("en")


def assert_figures_whole(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Every figure of the status bar and the badge whole, once it is laid out anew."""
    status = window.status
    labels = [
        status.in_place_label,
        status.moves_label,
        status.shuffles_label,
        status.time_label,
        status.winnability_label,
    ]
    qtbot.waitUntil(
        lambda: all(label.width() >= label.sizeHint().width() for label in labels), timeout=5000
    )


@pytest.mark.parametrize("size", [SMALLEST, MIDDLE, LARGE])
def test_the_callout_sits_beside_the_hinted_squares_whole_at_any_size(
    qtbot, open_window, size
) -> None:
    window = open_window("--deal", "11")
    window.resize(*size)
    ask_hint(qtbot, window)
    assert_callout_fits(window)
    # Screen readers find the advice as the table's description.
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table is not None
    assert table.text(QAccessible.Text.Description) == window.status.hint_label.text()
    window.resize(*(LARGE if size != LARGE else SMALLEST))  # placed again for the new table
    assert_callout_fits(window)


@pytest.mark.parametrize("size", [SMALLEST, LARGE])
def test_the_callout_and_the_badge_are_whole_in_portuguese(qtbot, portuguese_window, size) -> None:
    window = portuguese_window("--deal", "11")
    window.resize(*size)
    window.menus.winnability_action.trigger()
    ask_hint(qtbot, window)
    qtbot.waitUntil(
        lambda: window.status.winnability_label.text() != "Verificando…", timeout=HINT_TIMEOUT_MS
    )
    assert_callout_fits(window)
    assert_figures_whole(qtbot, window)


def test_a_dailys_name_gives_way_to_the_figures_in_the_smallest_window(
    qtbot, portuguese_window
) -> None:
    window = portuguese_window("--daily", "2027-12-16")
    window.resize(*SMALLEST)
    window.menus.winnability_action.trigger()
    qtbot.waitUntil(
        lambda: window.status.winnability_label.text() != "Verificando…", timeout=HINT_TIMEOUT_MS
    )
    assert window.status.goal_label.text().startswith("Distribuição do dia")
    assert_figures_whole(qtbot, window)
    assert window.status.goal_label.toolTip() == window.status.goal_label.text()


def test_clicks_go_through_the_callout_to_the_cards(qtbot, open_window) -> None:
    window = open_window("--deal", "11")
    window.resize(*SMALLEST)  # a callout over many cards
    ask_hint(qtbot, window)
    callout = window.view.callout()
    assert window.view.viewport().childAt(callout.geometry().center()) is None
    board = window.controller.game.board
    covered = [
        move
        for move in board.legal_moves()
        if len(board.moves_from(move.source)) == 1
        and callout.geometry().contains(window.view.cellRect(move.source).center())
    ]
    if covered:
        click_square(window, covered[0].source)
        assert window.controller.game.board == board.play(covered[0])


def test_every_change_of_position_takes_the_hint_away(qtbot, open_window) -> None:
    window = open_window("--deal", "11")
    controller = window.controller
    steps = {
        "a move": lambda: click_square(window, single_move(controller.game.board).source),
        "undo": lambda: press(window, "Ctrl+Z"),
        "redo": lambda: press(window, "Ctrl+Shift+Z"),
        "restart": window.menus.restart_action.trigger,
        "a new deal": lambda: controller.new_numbered_deal(9),
    }
    click_square(window, single_move(controller.game.board).source)
    press(window, "Ctrl+Z")  # a move to redo
    for name in ("redo", "undo", "a move", "restart", "a new deal"):
        ask_hint(qtbot, window)
        assert window.view.callout().isVisible(), name
        steps[name]()
        assert hint_gone(window), name


def test_a_shuffle_takes_the_shuffle_hint_away(qtbot, open_window) -> None:
    window = open_window("--deal", "11")
    window.controller.start_game(Game.from_board(STUCK))
    ask_hint(qtbot, window)
    assert window.view.callout().isVisible()
    assert window.view.callout().squares() == ()  # a shuffle names no square
    assert window.view.viewport().rect().contains(window.view.callout().geometry())
    assert window.banner.isVisible()  # no move left: the callout keeps clear of it
    assert not window.view.callout().geometry().intersects(window.banner.geometry())
    QTest.mouseClick(window.banner.button, Qt.MouseButton.LeftButton)
    assert window.controller.game.shuffles_used == 1
    assert hint_gone(window)


def test_autoplay_leaves_no_hint_of_a_position_gone_after_it_stops(qtbot, open_window) -> None:
    window = open_window("--deal", "11")
    player = window.watching.player
    player.set_interval(0)
    first: list[int] = []

    def wait_after_the_first_move(played: int, total: int) -> None:
        if played == 1:
            first.append(played)
            player.set_interval(600_000)  # the app sits on the position its move made

    player.progressed.connect(wait_after_the_first_move)
    window.watching.autoplay_action.trigger()
    qtbot.waitUntil(lambda: first == [1], timeout=HINT_TIMEOUT_MS)
    assert hint_gone(window)  # the hint it played was for the position before
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert not player.running
    window.controller.new_numbered_deal(9)
    assert hint_gone(window)


def test_a_refusal_goes_from_the_status_bar_with_its_position(open_window) -> None:
    window = open_window("--deal", "11")
    controller = window.controller
    board = controller.game.board
    legal = single_move(board)
    refused = next(
        Move(card, legal.source, gap)
        for gap in board.gaps
        for card in (board[legal.source],)
        if card is not None and Move(card, legal.source, gap) not in board.legal_moves()
    )
    assert not controller.play(refused)
    assert window.statusBar().currentMessage() != ""
    click_square(window, legal.source)
    assert window.statusBar().currentMessage() == ""
    # A message about no position (a copied code) stays through a move.
    window.copy_code()
    click_square(window, single_move(controller.game.board).source)
    assert window.statusBar().currentMessage().startswith("Copied the game code")
