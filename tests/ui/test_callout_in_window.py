"""The hint's callout in the window (addiction/ui/board/callout.py): on the felt
beside the board of the family's wide and tall layouts, with a line to each square
it names, put away by Escape or a click. Real windows, real keys and clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from addiction.engine import Move
from addiction.ui.main_window import MainWindow
from tests.ui.test_hint_callout import ask_hint
from tests.ui.test_main_window import open_window, press

__all__ = ["open_window"]  # the fixture


def assert_clear_of_other_cards(window: MainWindow) -> None:
    view, callout = window.view, window.view.callout()
    move = window.controller.model.hint
    assert isinstance(move, Move)
    named = {move.source, move.target}
    assert callout.isVisible()
    squares = window.controller.game.board.shape.squares
    for square in set(range(squares)) - named:
        assert not callout.geometry().intersects(view.cellRect(square)), square
    # A line from the callout to each named square it does not touch, ending on it.
    lines = callout.pointer_lines()
    ends = {view.squareAt(line.p2()) for line in lines}
    assert ends == {s for s in named if not callout.geometry().intersects(view.cellRect(s))}
    for line in lines:
        assert callout.geometry().adjusted(-1, -1, 1, 1).contains(line.p1().toPoint())


@pytest.mark.parametrize(
    ("rules", "size"),
    [
        ("line-up", (900, 600)),
        ("paganini", (900, 600)),
        ("double-montana", (900, 600)),
        ("addiction", (1100, 720)),
        ("blue-moon", (1100, 720)),
    ],
)
def test_the_callout_lies_clear_of_cards_it_does_not_name(qtbot, open_window, rules, size) -> None:
    window = open_window("--rules", rules, "--deal", "3")
    window.resize(*size)
    ask_hint(qtbot, window)
    assert_clear_of_other_cards(window)


def test_escape_and_a_click_on_the_felt_put_the_callout_away(qtbot, open_window) -> None:
    window = open_window("--rules", "line-up", "--deal", "3")
    window.resize(900, 600)
    ask_hint(qtbot, window)
    callout = window.view.callout()
    press(window, "Escape")
    assert not callout.isVisible() and callout.pointer_lines() == []
    assert window.controller.model.hint is not None  # the rings stay
    ask_hint(qtbot, window)
    assert callout.isVisible()
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(3, 3))
    assert not callout.isVisible()
