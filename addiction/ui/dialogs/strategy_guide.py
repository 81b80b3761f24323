"""Help > Strategy guide: the few ideas that win games, each with a small board.

The boards are real positions: the engine says what moves, what is in place and
which gaps are blocked, and the board's own painters (card_painter.py,
mark_painter.py, through board/painting.py) draw a few rows and columns of them,
with the marks a player sees on the table. docs/strategy.md says the same in prose.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from addiction.engine import Board, Game, Move
from addiction.engine.shape import Shape
from addiction.models.board_model import BoardModel

from ..board.geometry import BoardGeometry
from ..board.painting import TablePainter, cell_key
from ..board.table_layer import paint_felt
from ..card_painter import CARD_ASPECT, CardPainter
from ..mark_painter import pad
from ..theme import Theme
from .common import heading_font_label

#: The width of a card in the guide's boards, in logical pixels: two boards of six
#: columns side by side fit a dialog 900 pixels wide.
SKETCH_CARD_WIDTH = 54


@dataclass(frozen=True)
class Lesson:
    """One idea: a position, the part of it shown, and the move that illustrates it
    (shown as the hint, then played in a second board when after is set)."""

    position: str  # Board.parse text
    rows: range
    columns: range
    move: Move | None
    after: bool

    @property
    def board(self) -> Board:
        return Board.parse(self.position)


LESSONS = {
    "ahead": Lesson(
        """
        2H 3H 4H -- 9C 6S KD QS QH QD JH JD JC
        7D 5H QC JS TC 8D TS TH TD 9S 9H 9D 8S
        KS -- KC -- 8H 8C 7S 7H 7C 6H 6D 6C 5S
        KH -- 3C 2D 3D 5D 5C 4S 4D 4C 3S 2S 2C
        """,
        range(0, 2),
        range(0, 6),
        Move.parse("5H 14>3"),
        after=True,
    ),
    "twos": Lesson(
        """
        -- 9H KD 6C TS QS QD QC JS JH JD TH TD
        2S 3S 4S 8H JC 7H TC 9S 9D 9C 8S 8D 8C
        5D QH 2C 5S 7S 7D 7C 6S 6H 6D 5H 5C 4H
        KS -- KC -- KH -- 4D 4C 3H 3D 3C 2H 2D
        """,
        range(0, 3),
        range(0, 6),
        Move.parse("2C 28>0"),
        after=False,
    ),
    "king": Lesson(
        """
        2D 3D 4D 5D 6D 7D -- JH 9C KH -- KS KC
        7S -- 9H QS QC QH QD JS JC TS TH TD 9S
        KD 8S 6H TC JD 9D 8H 8D 8C 7H 7C 6S 6C
        2C 3C 4C 5C -- 5S 5H 4S 4H 3S 3H 2S 2H
        """,
        range(1, 3),
        range(0, 5),
        Move.parse("8S 27>14"),
        after=True,
    ),
    "shuffle": Lesson(
        """
        2S 3S 4S 5S 6S KH -- 8D KD QS QH QC JS
        2D 3D 4D KC -- -- 9H JH JD JC TS TH TD
        QD 5H 7C TC 9S 9D 9C 8S 8H 7S 7H 7D 6H
        KS -- 8C 6D 6C 5D 5C 4H 4C 3H 3C 2H 2C
        """,
        range(0, 2),
        range(0, 8),
        None,
        after=False,
    ),
}


class _CropGeometry(BoardGeometry):
    """Where the squares of a few rows and columns sit in a small picture."""

    def __init__(self, shape: Shape, rows: range, columns: range) -> None:
        self.rows, self.columns = rows, columns
        super().__init__(QSize(), shape)

    def fit(self, size: QSize) -> None:
        width = SKETCH_CARD_WIDTH
        self.card = QSize(width, round(width * CARD_ASPECT))
        self.step_x = width + round(width * 0.12)
        self.step_y = self.card.height() + round(width * 0.16)
        self.origin = QPoint(pad(width), pad(width))

    def cell_rect(self, square: int) -> QRect:
        row, column = divmod(square, self.column_count)
        return QRect(
            self.origin.x() + (column - self.columns.start) * self.step_x,
            self.origin.y() + (row - self.rows.start) * self.step_y,
            self.card.width(),
            self.card.height(),
        )

    def picture_size(self) -> QSize:
        last = self.cell_rect((self.rows.stop - 1) * self.column_count + self.columns.stop - 1)
        return QSize(last.right() + 1 + self.origin.x(), last.bottom() + 1 + self.origin.y())


class BoardSketch(QWidget):
    """A few rows and columns of a position, drawn as the table draws them, with
    the hint's marks on a move."""

    def __init__(
        self,
        board: Board,
        rows: range,
        columns: range,
        theme: Theme,
        hint: Move | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = BoardModel(Game.from_board(board), self)
        self.model.set_hint(hint)
        self._geometry = _CropGeometry(board.shape, rows, columns)
        self._painter = TablePainter(CardPainter(theme), self._geometry)
        columns_of_board = board.shape.columns
        self.squares = [row * columns_of_board + column for row in rows for column in columns]
        self.setFixedSize(self._geometry.picture_size())
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def paintEvent(self, event: QPaintEvent) -> None:
        scale = self.devicePixelRatioF()
        painter = QPainter(self)
        theme = self._painter.cards.theme
        painter.drawPixmap(0, 0, paint_felt(self.size(), scale, theme))
        for square in self.squares:
            key = cell_key(self.model, square, lifted=(), held=None, drop_target=None)
            self._painter.paint_cell(painter, square, key, scale)
        painter.end()


class StrategyGuideDialog(QDialog):
    """The ideas that win games, each with a board drawn in the table's theme."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Strategy guide"))
        self.sketches: list[BoardSketch] = []
        page = QWidget()
        column = QVBoxLayout(page)
        column.setSpacing(10)
        intro = QLabel(
            self.tr(
                "Addiction Solitaire is a game of skill: every card is face up, so most "
                "lost games were lost a few moves earlier. Four ideas win most of them."
            )
        )
        intro.setWordWrap(True)
        column.addWidget(intro)
        for name, (title, text, caption) in self._texts().items():
            column.addSpacing(8)
            column.addWidget(heading_font_label(title, 1.15))
            body = QLabel(text)
            body.setWordWrap(True)
            column.addWidget(body)
            column.addLayout(self._boards(LESSONS[name], theme))
            note = QLabel(caption)
            note.setWordWrap(True)
            font = note.font()
            font.setItalic(True)
            note.setFont(font)
            column.addWidget(note)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(page)
        scroll.setWidgetResizable(True)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # Wide enough for the widest pair of boards, scroll bar included.
        self.resize(max(720, page.minimumSizeHint().width() + 60), 640)

    def _boards(self, lesson: Lesson, theme: Theme) -> QHBoxLayout:
        """The position with the move as the hint, and after it when the lesson
        shows what the move leaves behind."""
        row = QHBoxLayout()
        board = lesson.board
        before = BoardSketch(board, lesson.rows, lesson.columns, theme, lesson.move)
        row.addWidget(before)
        self.sketches.append(before)
        if lesson.after and lesson.move is not None:
            row.addWidget(QLabel("→"))
            after = BoardSketch(board.play(lesson.move), lesson.rows, lesson.columns, theme)
            row.addWidget(after)
            self.sketches.append(after)
        row.addStretch(1)
        return row

    def _texts(self) -> dict[str, tuple[str, str, str]]:
        """Each lesson's title, its idea, and what its board shows."""
        return {
            "ahead": (
                self.tr("Read one step ahead"),
                self.tr(
                    "Every move fills one gap and opens another where the card was. "
                    "Before you play, look at the gap you will leave: it takes the card "
                    "after its left neighbour. A move whose new gap you can fill at once "
                    "keeps the game flowing; one whose new gap waits for a card that "
                    "cannot move yet costs you a gap."
                ),
                self.tr(
                    "The gap after 4♥ takes 5♥ (the hint's double ring). Moving 5♥ opens "
                    "a gap after 7♦, and 8♦ can go there next: two moves from one."
                ),
            ),
            "twos": (
                self.tr("Free the 2s early"),
                self.tr(
                    "Only a row that starts with a 2 in column 1 can grow, and a gap in "
                    "column 1 takes any 2. Put the 2s there early, each in a row whose "
                    "first cards you can follow with its 3 and 4 soon; a 2 left in the "
                    "middle of a row builds nothing."
                ),
                self.tr(
                    "The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in "
                    "column 1 takes any 2: the hint puts 2♣ there."
                ),
            ),
            "king": (
                self.tr("Do not bury a gap behind a King"),
                self.tr(
                    "Nothing goes after a King, so a gap that opens right after one is "
                    "blocked until the next shuffle, and so is every gap to its right "
                    "that waits on it. Before you move the card that sits after a King, "
                    "make sure it is worth one of your four gaps."
                ),
                self.tr(
                    "8♠ can fill the gap after 7♠, but the place it leaves, after K♦, "
                    "is blocked at once (the no-entry sign)."
                ),
            ),
            "shuffle": (
                self.tr("When to spend a shuffle"),
                self.tr(
                    "A shuffle deals again every card that is not in place; cards in "
                    "place stay. So first build the runs from column 1 as far as the "
                    "moves allow, then shuffle. Shuffle when every gap is blocked, or, "
                    "where the rules allow a shuffle at any time, when the moves left "
                    "only shift cards around without adding to a run. Keep a shuffle for "
                    "the end if you can: the last one decides most games."
                ),
                self.tr(
                    "Every gap here is blocked: after K♥, after K♣, and after another "
                    "gap. Eight cards are in place and stay there; it is time to shuffle."
                ),
            ),
        }
