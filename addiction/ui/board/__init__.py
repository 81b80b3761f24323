"""The card table: BoardView (view.py) and the helpers it is made of, one job each."""

from .view import BoardView

__all__ = ["BoardView"]
