"""The review of a game in the window (docs/review.md): ReviewWindow (window.py)
and its words (words.py)."""

from .window import ReviewWindow

__all__ = ["ReviewWindow"]
