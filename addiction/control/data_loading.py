"""The game's data files (daily-YYYY.json, challenges-YYYY.json, campaign.json) read
off the GUI thread (issue 39).

Whatever needs one of them asks DataFiles.when_read(file, then): then() runs at once
when the file has been read already, and otherwise on the GUI thread once a thread
has read it (the engine keeps what it read: engine/data_files.py Kept), the caller
saying "Preparing…" meanwhile. A file is read on first use, never at start-up.

A thread, not a worker process (docs/architecture.md): reading waits on the disk,
which lets the GIL go, and the engine's lookups need what was read in this process;
parsing holds the GIL some tens of milliseconds at most for the largest file, once.
A file that cannot be read is read once too and served as today (a daily derived in
the worker, the campaign's one sentence).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, Qt, Signal


class DataKind(Enum):
    DAILY = "daily"  # daily-YYYY.json (engine/daily.py)
    CHALLENGES = "challenges"  # challenges-YYYY.json (engine/daily_challenges.py)
    CAMPAIGN = "campaign"  # campaign.json (engine/campaign.py)


@dataclass(frozen=True)
class DataFile:
    """One data file: a kind, and a year for the daily's and the challenges'."""

    kind: DataKind
    year: int = 0


CAMPAIGN_FILE = DataFile(DataKind.CAMPAIGN)


def daily_file(year: int) -> DataFile:
    return DataFile(DataKind.DAILY, year)


def challenges_file(year: int) -> DataFile:
    return DataFile(DataKind.CHALLENGES, year)


def is_read(file: DataFile) -> bool:
    """Whether the engine holds file already (its lookups then read nothing)."""
    if file.kind is DataKind.CAMPAIGN:
        from addiction.engine import campaign

        return campaign.file_read()
    if file.kind is DataKind.DAILY:
        from addiction.engine import daily

        return daily.year_read(file.year)
    from addiction.engine import daily_challenges

    return daily_challenges.year_read(file.year)


def read(file: DataFile) -> None:
    """Have the engine read file (blocking: on the loading thread)."""
    if file.kind is DataKind.CAMPAIGN:
        from addiction.engine import campaign

        campaign.read_file()
    elif file.kind is DataKind.DAILY:
        from addiction.engine import daily

        daily.read_year(file.year)
    else:
        from addiction.engine import daily_challenges

        daily_challenges.read_year(file.year)


class DataFiles(QObject):
    """Reads data files in a thread, one thread per file, and calls back on the GUI
    thread (a queued signal) when each is read."""

    _read = Signal(DataFile)  # emitted on the reading thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._waiting: dict[DataFile, list[Callable[[], None]]] = {}
        self._read.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def when_read(self, file: DataFile, then: Callable[[], None]) -> bool:
        """then() at once (True) when file is read already; otherwise (False) file is
        read in a thread (unless it is being read) and then() runs on the GUI thread
        once it is."""
        if is_read(file) and file not in self._waiting:
            then()
            return True
        waiting = self._waiting.setdefault(file, [])
        waiting.append(then)
        if len(waiting) == 1:
            thread = threading.Thread(
                target=self._read_in_thread, args=(file,), name=f"read {file}", daemon=True
            )
            thread.start()
        return False

    def reading(self) -> int:
        """How many files are being read (for tests)."""
        return len(self._waiting)

    def _read_in_thread(self, file: DataFile) -> None:
        try:
            read(file)
        finally:  # the engine keeps a file that cannot be read as such: never raised here
            with contextlib.suppress(RuntimeError):  # the window, this object with it, is gone
                self._read.emit(file)

    def _deliver(self, file: object) -> None:
        assert isinstance(file, DataFile)
        for then in self._waiting.pop(file, []):
            then()
