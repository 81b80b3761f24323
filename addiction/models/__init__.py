"""Qt item models over the engine (QtCore/QtGui only, no widgets)."""

from .board_model import BoardModel, BoardRole, Cell, index_of, square_of

__all__ = ["BoardModel", "BoardRole", "Cell", "index_of", "square_of"]
