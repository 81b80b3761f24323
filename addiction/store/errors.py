"""The store's errors, apart from the modules that raise them: catching one does
not load the statistics database and sqlite3 (start-up pays only for what it uses)."""

from __future__ import annotations

from .notices import ResultFate, StatisticsAction


class StatisticsError(Exception):
    """The statistics database could not be read or written; str() says so in
    English (for logs), action and detail (SQLite's words) say it as data.
    result: what became of the game's result when recording one failed (None
    for any other failure)."""

    def __init__(
        self, action: StatisticsAction, detail: str, result: ResultFate | None = None
    ) -> None:
        super().__init__(f"The statistics could not be {action.value}: {detail}.")
        self.action = action
        self.detail = detail
        self.result = result
