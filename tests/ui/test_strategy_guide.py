"""Help > Strategy guide: it opens from the menu with real clicks, shows its ideas
with boards drawn by the table's painters, and each board shows what its text says."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from addiction.engine import GapState
from addiction.ui.dialogs.strategy_guide import LESSONS, BoardSketch, StrategyGuideDialog
from addiction.ui.main_window import MainWindow
from addiction.ui.theme import DARK, Theme
from tests.ui.test_main_window import open_window
from tests.ui.test_themes import click_menu_path

__all__ = ["open_window"]  # the fixture, shared with the main window's tests


def colour_count(image: QImage, colour: QColor) -> int:
    return sum(
        image.pixelColor(x, y).rgb() == colour.rgb()
        for x in range(image.width())
        for y in range(image.height())
    )


def check_sketches(dialog: StrategyGuideDialog, theme: Theme) -> None:
    """Six boards (two lessons show the position after their move), each drawn as
    its position is: the hint's rings where a move is hinted, the no-entry signs
    where gaps are blocked, in the table's theme."""
    assert len(dialog.sketches) == 6
    for sketch in dialog.sketches:
        assert sketch.isVisible() and sketch.width() > 200
        image = sketch.grab().toImage()
        assert image.pixelColor(2, 2) != QColor("black")  # the felt is painted
        hint = sketch.model.hint
        assert (colour_count(image, theme.hint) > 100) == (hint is not None)
        blocked = [
            square
            for square in sketch.squares
            if sketch.model.cell(square).card is None
            and sketch.model.cell(square).gap_state is not GapState.OPEN
        ]
        assert (colour_count(image, theme.blocked) > 50 * len(blocked)) == bool(blocked)


def test_the_guide_opens_from_the_help_menu_and_shows_its_boards(
    qtbot, open_window: Callable[..., MainWindow]
) -> None:
    window = open_window("--deal", "5")
    window.view.setDarkMode(True)
    seen: list[str] = []

    def read_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, StrategyGuideDialog)
        qtbot.waitUntil(lambda: all(s.isVisible() for s in dialog.sketches))
        check_sketches(dialog, DARK)  # the table's theme, whatever the window's
        seen.extend(label.text() for label in dialog.findChildren(QLabel))
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, read_and_close)
    click_menu_path(qtbot, window, "&Help", "&Strategy guide")
    for title in (
        "Read one step ahead",
        "Free the 2s early",
        "Do not bury a gap behind a King",
        "When to spend a shuffle",
    ):
        assert title in seen
    assert QApplication.activeModalWidget() is None


def test_each_board_shows_what_its_lesson_says(qtbot) -> None:
    ahead, twos, king, shuffle = (LESSONS[name] for name in ("ahead", "twos", "king", "shuffle"))
    assert ahead.move is not None and twos.move is not None and king.move is not None
    # One step ahead: the hinted move opens a gap that a card can fill at once.
    assert ahead.move in ahead.board.legal_moves()
    after = ahead.board.play(ahead.move)
    assert after.moves_to(ahead.move.source)
    # The 2s: the hinted move puts a 2 into column 1.
    assert twos.move in twos.board.legal_moves()
    assert twos.move.card.rank == 2 and twos.move.target % 13 == 0
    # A King: the hinted move leaves a blocked gap right after one.
    buried = king.board.play(king.move)
    assert buried.gap_state(king.move.source) is GapState.DEAD_AFTER_KING
    # A shuffle: every gap is blocked, and the runs in place are in view.
    board = shuffle.board
    assert board.is_stuck() and board.in_place_count() == 8
    sketch = BoardSketch(board, shuffle.rows, shuffle.columns, DARK)
    qtbot.addWidget(sketch)
    assert sum(sketch.model.cell(square).in_place for square in sketch.squares) == 8
