"""The store's errors, apart from the modules that raise them: catching one does
not load the statistics database and sqlite3 (start-up pays only for what it uses)."""

from __future__ import annotations


class StatisticsError(Exception):
    """The statistics database could not be read or written; str() says so for people."""
