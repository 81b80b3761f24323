"""The table layer keeps no image of the felt (addiction/ui/board/table_layer.py):
cells drawn again paint the felt under them from its gradient, and the layer then
looks exactly as one drawn whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from addiction.engine import Game
from addiction.models.board_model import BoardModel
from addiction.ui.board.geometry import BoardGeometry
from addiction.ui.board.painting import CellKey, TablePainter, cell_key
from addiction.ui.board.table_layer import TableLayer
from addiction.ui.card_painter import CardPainter
from addiction.ui.theme import theme_for

SIZE = QSize(1100, 640)


def keys_of(model: BoardModel, held: int | None = None) -> list[CellKey | None]:
    return [
        cell_key(model, square, lifted=(), held=held, drop_target=None)
        for square in range(model.board.shape.squares)
    ]


# Whole device pixels per logical one: at a fractional scale a clip's edge cuts
# through pixels, so cells drawn again differ from a whole drawing there (as they
# did when the layer kept an image of the felt).
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_cells_drawn_again_match_a_layer_drawn_whole(qapp: QApplication, scale: float) -> None:
    game = Game.new(7)
    model = BoardModel(game)
    geometry = BoardGeometry(SIZE, game.board.shape)
    painter = TablePainter(CardPainter(theme_for(False)), geometry)
    before = keys_of(model)
    movable = next(square for square, key in enumerate(before) if key is not None and key[2])
    after = keys_of(model, held=movable)  # the card picked up: it and its gap light up
    changed = [square for square in range(len(before)) if before[square] != after[square]]
    assert 0 < len(changed) <= len(before) // 4, "a narrow repaint, not a whole one"

    redrawn = TableLayer(painter, geometry)
    redrawn.pixmap(SIZE, scale, before)
    partly = redrawn.pixmap(SIZE, scale, after).toImage()
    whole = TableLayer(painter, geometry).pixmap(SIZE, scale, after).toImage()
    assert partly == whole
