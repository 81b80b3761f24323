"""How each cell of the table looks (its key) and how it is drawn, with the cards that
float above the table and the keyboard cursor."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QPainter

from addiction.engine import Card, GapState
from addiction.models.board_model import BoardModel

from ..board_speech import any_rank
from ..card_painter import CardPainter
from ..mark_painter import HALO_HINT, HALO_MOVABLE, HALO_SELECTED, MarkPainter, pad
from .geometry import BoardGeometry

#: Everything that decides how a cell looks, as a comparable value (see cell_key).
CellKey = tuple[object, ...]


def cell_key(
    model: BoardModel,
    square: int,
    *,
    lifted: tuple[int | None, ...],
    held: int | None,
    drop_target: int | None,
) -> CellKey:
    """How the cell at square looks: an empty slot while its card is lifted off the
    table (dragged away or sliding in), a card with its halo, a dead gap, or a live gap
    lit up for the card held (by the mouse, else the selection) and the drop target."""
    if square in lifted:
        return ("slot",)
    cell = model.cell(square)
    if cell.card is not None:
        halo = (
            HALO_SELECTED
            if cell.selected
            else HALO_HINT
            if cell.hint
            else HALO_MOVABLE
            if cell.movable
            else None
        )
        return ("card", cell.card, halo, cell.in_place)
    if cell.gap_state is not GapState.OPEN:
        # The four gaps after the Kings of a won game are the goal, not a block.
        return ("slot",) if cell.goal else ("dead", cell.hint)
    targeted = held is not None and any(m.source == held for m in cell.moves)
    dropping = drop_target == square
    return ("live", cell.wanted, any_rank(cell), targeted, dropping, cell.hint)


class TablePainter:
    """Draws a cell as its key describes, a card floating above the table, and the
    keyboard cursor, from the card and mark pixmaps (card_painter.py, mark_painter.py)."""

    def __init__(self, cards: CardPainter, geometry: BoardGeometry) -> None:
        self.cards = cards
        self.marks = MarkPainter(cards)
        self._geometry = geometry

    def paint_cell(self, painter: QPainter, square: int, key: CellKey, scale: float) -> None:
        """Draw one cell as its key describes."""
        size = self._geometry.card
        rect = self._geometry.cell_rect(square)
        margin = pad(size.width())
        corner = rect.topLeft() - QPoint(margin, margin)
        marks = self.marks
        kind = key[0]
        if kind == "slot":
            painter.drawPixmap(corner, marks.slot(size, scale))
        elif kind == "dead":
            painter.drawPixmap(corner, marks.dead_gap(size, scale, hint=bool(key[1])))
        elif kind == "live":
            _, wanted, rank, targeted, dropping, hint = key
            assert wanted is None or isinstance(wanted, Card)
            assert rank is None or isinstance(rank, int)
            pixmap = marks.live_gap(
                wanted,
                size,
                scale,
                any_rank=rank,
                targeted=bool(targeted),
                drop=bool(dropping),
                hint=bool(hint),
            )
            painter.drawPixmap(corner, pixmap)
        else:
            _, card, halo, in_place = key
            assert isinstance(card, Card)
            if halo == HALO_SELECTED:  # picked up: lifted off the table a little
                lift = QPoint(0, max(2, round(size.width() * 0.06)))
                rect, corner = rect.translated(-lift), corner - lift
            shadow = CardPainter.shadow_margin(size.width())
            painter.drawPixmap(
                rect.topLeft() - QPoint(shadow, shadow),
                self.cards.card_pixmap(card, size, scale),
            )
            if halo is not None:
                painter.drawPixmap(corner, marks.halo(str(halo), size, scale))
            if in_place:
                painter.drawPixmap(corner, marks.in_place_dot(size, scale))

    def paint_floating(
        self, painter: QPainter, card: Card, top_left: QPointF, scale: float, lift: float
    ) -> None:
        """A card above the table (dragged or sliding), with a deeper shadow."""
        size = self._geometry.card
        margin = pad(size.width())
        painter.drawPixmap(
            top_left - QPointF(margin, margin), self.marks.lift_shadow(size, scale, lift)
        )
        shadow = CardPainter.shadow_margin(size.width())
        pixmap = self.cards.card_pixmap(card, size, scale)
        painter.drawPixmap(top_left - QPointF(shadow, shadow), pixmap)

    def paint_cursor(self, painter: QPainter, square: int, scale: float) -> None:
        """The keyboard cursor around the square's card."""
        size = self._geometry.card
        corner = self._geometry.cell_rect(square).topLeft()
        margin = pad(size.width())
        painter.drawPixmap(corner - QPoint(margin, margin), self.marks.cursor(size, scale))
