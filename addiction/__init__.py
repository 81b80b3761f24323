"""Addiction Solitaire: the Gaps / Montana patience, with a real solver."""

__version__ = "0.1.0"
