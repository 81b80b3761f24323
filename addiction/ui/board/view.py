"""BoardView: the card table, painted by hand over a BoardModel.

Why a QAbstractItemView subclass and not a QTableView with a delegate: the board
is not a table of independent cells. A dragged card floats above every other
cell, a move slides a card across the grid, the cells scale together to keep
card proportions, and the live gaps light up according to the card in hand.
A delegate paints one cell clipped to its own rectangle and knows nothing of
the others, so all of that would live outside it anyway. Subclassing
QAbstractItemView keeps what the item-view machinery is good for (model
signals, the current index as the keyboard cursor, tooltips,
visualRect/indexAt) and lets one paintEvent draw the table in layers.

The view decides nothing about the rules: it reads the legal moves the model
publishes and emits moveRequested(Move); the controller plays it. Its helpers,
one job each: geometry.py (where the squares sit), input.py (mouse, drag,
keyboard, the 2s chooser), animation.py (the card flight), painting.py (how a cell
looks and is drawn), table_layer.py (the felt and cells cached between frames),
callout.py (the hint's advice beside its squares).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QFocusEvent,
    QGuiApplication,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QFrame, QToolTip, QWidget

from addiction.engine import Card, Move
from addiction.models.board_model import BoardModel, index_of, square_of

from ..board_speech import cell_description, cell_name
from ..card_painter import CardArt, CardPainter
from ..theme import Theme, theme_for
from ..twos_chooser import TwosChooser
from ..wording import hint_text
from .accessibility import install_accessibility, notify_cells_changed, notify_focus
from .animation import CardFlight
from .callout import HintCallout
from .geometry import BoardGeometry
from .input import BoardInput, cursor_moved
from .painting import CellKey, TablePainter, cell_key
from .table_layer import TableLayer

if TYPE_CHECKING:
    from addiction.control.notices import HintShown

ModelIndex = QModelIndex | QPersistentModelIndex


class BoardView(QAbstractItemView):
    """The card table. Emits moveRequested(Move) for every legal move the player makes,
    by click, select-then-gap, the 2s chooser, drag and drop, or the keyboard."""

    moveRequested = Signal(Move)
    dropRefused = Signal()  # a dragged card let go where it cannot go: it flies back

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here, set up as Qt's own: the first viewport() of the
        # one Qt made costs start-up ~7 ms, as PySide loads every QWidget class it
        # has to tell that widget's type.
        viewport = QWidget(self)
        viewport.setObjectName("qt_scrollarea_viewport")
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        viewport.setAutoFillBackground(True)
        self.setViewport(viewport)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Card table"))
        install_accessibility()  # the board as a table of named cells (accessibility.py)
        self.setMouseTracking(True)  # for the pointing hand over playable cards and gaps
        # paintEvent covers every pixel, so Qt need not clear the background first.
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

        self._dark: bool | None = None  # None: follow the system
        self._geometry = BoardGeometry(self.viewport().size())
        cards = CardPainter(theme_for(None))
        self._table_painter = TablePainter(cards, self._geometry)
        self._layer = TableLayer(self._table_painter, self._geometry)
        self._cards: list[Card | None] = []  # what the view last saw, square by square
        # Where each card was last seen: two squares for a card of a two-deck game.
        self._homes: dict[Card, list[int]] = {}
        self._checked_selection: int | None = None  # see dataChanged

        self._flight = CardFlight(self.viewport(), self._geometry, self)
        self._flight.changed.connect(self._update_changed_cells)
        self._input = BoardInput(self, self._geometry, self._flight, cards)
        self._input.moveRequested.connect(self.moveRequested)
        self._input.dropRefused.connect(self.dropRefused)
        self._input.cellsChanged.connect(self._update_changed_cells)
        self._callout = HintCallout(self.viewport(), self._geometry, cards.theme)

        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._follow_system)

    # --- settings ------------------------------------------------------------

    def setModel(self, model: BoardModel) -> None:  # type: ignore[override]
        super().setModel(model)
        self.reset()

    def boardModel(self) -> BoardModel:
        model = self.model()
        assert isinstance(model, BoardModel), "BoardView needs a BoardModel"
        return model

    def setAnimationsEnabled(self, enabled: bool) -> None:
        self._flight.set_enabled(enabled)

    def animationsEnabled(self) -> bool:
        return self._flight.is_enabled()

    def setFourColourDeck(self, enabled: bool) -> None:
        self._table_painter.cards.set_four_colour(enabled)
        self.viewport().update()

    def fourColourDeck(self) -> bool:
        return self._table_painter.cards.four_colour

    def setClickToMove(self, enabled: bool) -> None:
        """True (default): clicking a card with one move plays it. False: a click
        only picks the card up, and a click on a gap puts it down."""
        self._input.click_to_move = enabled

    def clickToMove(self) -> bool:
        return self._input.click_to_move

    def setDarkMode(self, dark: bool | None) -> None:
        """True or False to force a table theme; None to follow the system."""
        self._dark = dark
        self._apply_theme()

    def setCardFace(self, face: str, deck: CardArt | None = None) -> None:
        """One of CARD_FACES (addiction/ui/card_painter.py), or a deck's faces (View > Cards)."""
        self._table_painter.cards.set_face(face, deck)
        self._layer.invalidate()
        self.viewport().update()

    def setTableColour(self, colour: str) -> None:
        """The felt's colour, one of TABLE_COLOURS (addiction/ui/theme.py), in every theme."""
        self._table_painter.cards.set_table_colour(colour)
        self._apply_theme()

    def theme(self) -> Theme:
        return self._table_painter.cards.theme

    def _follow_system(self) -> None:
        if self._dark is None:
            self._apply_theme()

    def _apply_theme(self) -> None:
        self._table_painter.cards.set_theme(theme_for(self._dark))
        self._callout.set_theme(self.theme())
        self._layer.invalidate()
        self.viewport().update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._follow_system()
        super().changeEvent(event)

    # --- geometry ------------------------------------------------------------

    def cellRect(self, square: int) -> QRect:
        """The card rectangle of a square, in viewport coordinates."""
        return self._geometry.cell_rect(square)

    def squareAt(self, point: QPoint | QPointF) -> int | None:
        return self._geometry.square_at(point)

    def cardSize(self) -> QSize:
        return QSize(self._geometry.card)

    def boardHeightForWidth(self, width: int) -> int:
        """The height the board needs at width (BoardGeometry.height_for_width)."""
        return self._geometry.height_for_width(width)

    def setTopReserve(self, pixels: int) -> None:
        """Keep the board clear of the table's top pixels (BoardGeometry.top_reserve)."""
        if pixels != self._geometry.top_reserve:
            self._geometry.top_reserve = pixels
            self._refit()

    def callout(self) -> HintCallout:  # the hint's advice on the table (showHint)
        return self._callout

    def chooser(self) -> TwosChooser:
        """The 2s chooser (a child widget, shown by clicking a first-column gap)."""
        return self._input.chooser

    def sizeHint(self) -> QSize:
        return QSize(1280, 640)

    def minimumSizeHint(self) -> QSize:
        return QSize(420, 200)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._refit()

    def _refit(self) -> None:
        self._geometry.fit(self.viewport().size())
        self._layer.invalidate()
        self._input.chooser.hide()
        self._callout.place()
        self.viewport().update()

    # QAbstractItemView's abstract interface: one fixed page, nothing scrolls.
    def visualRect(self, index: ModelIndex) -> QRect:
        return self.cellRect(square_of(index)) if index.isValid() else QRect()

    def indexAt(self, point: QPoint) -> QModelIndex:
        square = self.squareAt(point)
        if square is None or self.model() is None:
            return QModelIndex()
        return index_of(self.boardModel(), square)

    def scrollTo(
        self,
        index: ModelIndex,
        hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible,
    ) -> None:
        pass

    def horizontalOffset(self) -> int:
        return 0

    def verticalOffset(self) -> int:
        return 0

    def isIndexHidden(self, index: ModelIndex) -> bool:
        return False

    def setSelection(self, rect: QRect, command: QItemSelectionModel.SelectionFlag) -> None:
        pass  # the selection is game state held by the model (set_selection), not Qt's

    def visualRegionForSelection(self, selection: QItemSelection) -> QRegion:
        return QRegion()

    def moveCursor(
        self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        if self.model() is None:
            return QModelIndex()
        current = self.currentIndex()
        if not current.isValid():  # the first key (or focus) puts the cursor on the first card
            return self.boardModel().index(0, 0)
        shape = self.boardModel().board.shape
        row, column = cursor_moved(action, current.row(), current.column(), shape)
        return self.boardModel().index(row, column)

    # --- the hint ---------------------------------------------------------------

    def showHint(self, shown: HintShown) -> None:
        """The controller's hint news (hintShown): its sentence in the callout,
        beside the hinted card and its gap; None (the position changed) takes it
        away. Screen readers find the sentence as the table's description."""
        model = self.boardModel()
        game = model.game
        text = hint_text(shown.news, game.board.shape.columns, game.shuffles_left != 0)
        move = model.hint  # set before the news comes
        self._callout.say(text, () if move is None else (move.source, move.target))
        self.setAccessibleDescription(text)

    # --- following the model -------------------------------------------------

    def reset(self) -> None:
        """A new game: forget every card position, drag and animation."""
        super().reset()
        self._input.reset()
        self._flight.stop()
        self._checked_selection = None
        if self.model() is not None:
            model = self.boardModel()
            self._geometry.fit_shape(model.board.shape, self.viewport().size())
            self._layer.invalidate()
            self._callout.place()
            self._cards = [model.cell(square).card for square in range(model.board.shape.squares)]
            self._homes = {}
            for square, card in enumerate(self._cards):
                if card is not None:
                    self._homes.setdefault(card, []).append(square)
        self.viewport().update()

    def dataChanged(
        self, topLeft: ModelIndex, bottomRight: ModelIndex, roles: Sequence[int] = ()
    ) -> None:
        """Notice cards arriving on squares and slide them in from where they were.

        A change over the whole grid is a shuffle: everything jumps at once.
        """
        model = self.boardModel()
        shape = model.board.shape
        whole = (topLeft.row(), topLeft.column(), bottomRight.row(), bottomRight.column()) == (
            0,
            0,
            shape.rows - 1,
            shape.columns - 1,
        )
        changed = [
            row * shape.columns + column
            for row in range(topLeft.row(), bottomRight.row() + 1)
            for column in range(topLeft.column(), bottomRight.column() + 1)
        ]
        arrivals: list[tuple[Card, int]] = []
        for square in changed:
            card = model.cell(square).card
            if card == self._cards[square]:
                continue
            self._input.card_left(square)
            self._cards[square] = card
            if card is not None:
                arrivals.append((card, square))
        if arrivals or whole:
            self._input.chooser.hide()
        dropped = self._input.dropped
        for card, square in arrivals:
            homes = self._homes.get(card, [])
            # The copy that moved is the one whose square no longer holds it (the
            # model is up to date before it tells the view).
            start = next((home for home in homes if model.cell(home).card != card), None)
            self._homes[card] = [home for home in homes if home != start] + [square]
            if whole or start is None:
                continue
            if dropped is not None and dropped[0] == card:
                self._flight.fly(card, dropped[1], square)
            else:
                self._flight.fly(card, QPointF(self.cellRect(start).topLeft()), square)
        if arrivals:
            self._input.dropped = None
        if whole:
            self._flight.finish()
        notify_cells_changed(self, changed)
        if self.boardModel().selection != self._checked_selection:
            # A card picked up or put down changes which gaps light up, anywhere.
            self._checked_selection = self.boardModel().selection
            self._update_changed_cells()
        else:
            self._update_changed_cells(changed)

    def _cell_key(self, square: int) -> CellKey | None:
        """How the cell looks now, with the card in hand and the one sliding in."""
        if self.model() is None:
            return None
        model = self.boardModel()
        drag = self._input.drag
        return cell_key(
            model,
            square,
            lifted=(drag.square if drag is not None else None, self._flight.square()),
            held=drag.square if drag is not None else model.selection,
            drop_target=drag.target if drag is not None else None,
        )

    def _update_changed_cells(self, squares: Iterable[int] | None = None) -> None:
        """Schedule a repaint of exactly the cells (among squares, default all) that
        will look different."""
        if not self._layer.is_built() or self.model() is None:
            self.viewport().update()
            return
        for square in range(len(self._cards)) if squares is None else squares:
            if not self._layer.shows(square, self._cell_key(square)):
                self.viewport().update(self._geometry.padded(self.cellRect(square)))

    def currentChanged(self, current: ModelIndex, previous: ModelIndex) -> None:
        # The cursor is drawn outside the card's rectangle, beyond what the base
        # class repaints.
        for index in (current, previous):
            if index.isValid():
                self.viewport().update(self._geometry.padded(self.visualRect(index)))
        if current.isValid():
            notify_focus(self, square_of(current))

    # --- the flight and the card in hand ---------------------------------------

    def isAnimating(self) -> bool:
        return self._flight.card() is not None

    def flyingCard(self) -> Card | None:
        """The card sliding into place right now, if any."""
        return self._flight.card()

    def isDragging(self) -> bool:
        return self._input.drag is not None

    def dropTarget(self) -> int | None:
        """The gap lit up under the dragged card: where letting go would play."""
        drag = self._input.drag
        return drag.target if drag is not None else None

    # --- input (input.py) ------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._input.mouse_press(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._input.mouse_move(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._input.mouse_release(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        pass  # the press before it was already judged in mousePressEvent

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._input.key_press(event):
            super().keyPressEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        """A square's tooltip: the words a screen reader says for it, and where it is."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            square = self._geometry.square_at(event.pos())
            if square is None or self.model() is None:
                QToolTip.hideText()
            else:
                cell = self.boardModel().cell(square)
                columns = self.boardModel().board.shape.columns
                text = f"{cell_name(cell)} ({cell_description(cell, square, columns)})"
                QToolTip.showText(event.globalPos(), text, self.viewport())
            return True
        return super().viewportEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # Qt tells assistive tools the table has focus after this handler; the square
        # under the cursor must come after that, or a screen reader stops at the table.
        QTimer.singleShot(0, self, self._notify_cursor)

    def _notify_cursor(self) -> None:
        if self.currentIndex().isValid():
            notify_focus(self, square_of(self.currentIndex()))

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    # --- painting ----------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        try:
            self._paint(painter, event.rect())
        finally:
            painter.end()  # even after an error: a painter left open crashes the backing store

    def _paint(self, painter: QPainter, exposed: QRect) -> None:
        """The table layer (felt and cells), then whatever floats above it."""
        # The painter's own scale, not the widget's: rendering into a 2x image
        # (tests, screenshots) must get 2x pixmaps too.
        scale = max(1.0, round(painter.deviceTransform().m11() * 100) / 100)
        keys = [self._cell_key(square) for square in range(len(self._cards))]
        layer = self._layer.pixmap(self.viewport().size(), scale, keys)
        if exposed == self.viewport().rect():
            painter.drawPixmap(QPoint(0, 0), layer)  # the unclipped blit is twice as fast
        else:
            source = QRectF(QPointF(exposed.topLeft()) * scale, exposed.size().toSizeF() * scale)
            painter.drawPixmap(QPointF(exposed.topLeft()), layer, source)
        if self.model() is None:
            return
        flying, position = self._flight.card(), self._flight.position()
        if flying is not None and position is not None:
            self._table_painter.paint_floating(painter, flying, position, scale, 1.5)
        drag = self._input.drag
        if drag is not None:
            self._table_painter.paint_floating(painter, drag.card, drag.top_left, scale, 3.0)
        current = self.currentIndex()
        if self._input.cursor_shown and self.hasFocus() and current.isValid():
            self._table_painter.paint_cursor(painter, square_of(current), scale)
