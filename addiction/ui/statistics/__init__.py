"""The statistics window (window.py) and its charts (charts.py)."""

from .window import StatisticsWindow

__all__ = ["StatisticsWindow"]
