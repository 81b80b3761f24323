"""What the store tells the player, as data: the interface words it
(addiction/ui/wording.py), so the store holds no sentences a player reads."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path


class StoreProblem(enum.Enum):
    """A problem found with the game's files."""

    FOLDER_UNUSABLE = "folder-unusable"  # nothing is kept this time (detail: why)
    SAVE_UNREADABLE = "save-unreadable"  # a new game was started (kept: the old file)
    STATISTICS_NOT_A_FILE = "statistics-not-a-file"  # a fresh record (kept: what was there)
    # One of SQLite's companion files (-journal, -wal, -shm) was not a file; the
    # record goes on (kept: what was there; None: this session's games are not counted).
    STATISTICS_COMPANION_NOT_A_FILE = "statistics-companion-not-a-file"
    STATISTICS_DAMAGED = "statistics-damaged"  # a fresh record (kept: the old file)
    STATISTICS_UNREADABLE = "statistics-unreadable"  # a fresh record (kept: the old file)
    STATISTICS_WRONG_TABLES = "statistics-wrong-tables"  # a fresh record (kept: the old file)
    STATISTICS_NEWER = "statistics-newer"  # of a newer version: a fresh record (kept: it)
    STATISTICS_FOREIGN = "statistics-foreign"  # held something else: a fresh record (kept: it)
    STATISTICS_UNUSABLE = "statistics-unusable"  # this session's games are not counted
    SETTINGS_NOT_A_FILE = "settings-not-a-file"  # default preferences (kept: what was there)
    SETTINGS_TOO_LARGE = "settings-too-large"  # default preferences (kept: the file)
    # Results kept from an earlier session that could not be read or added; the
    # others were (kept: where those were set aside).
    PENDING_SET_ASIDE = "pending-set-aside"
    LOCK_NOT_A_FILE = "lock-not-a-file"  # the instance lock was not a file (kept: what was there)


@dataclass(frozen=True)
class StoreNotice:
    """One problem for the player to know about. kept: where the file found was
    moved aside (None when it could not be moved: then nothing is kept of it);
    detail: the system's own words, when it gave some (not translated)."""

    problem: StoreProblem
    kept: Path | None = None
    detail: str = ""


class StatisticsAction(enum.Enum):
    """What the statistics database failed to do (StatisticsError.action)."""

    READ = "read"
    SAVE = "saved"


class ResultFate(enum.Enum):
    """What became of a game's result the database refused (StatisticsError.result)."""

    KEPT = "kept"  # in the pending file, on disk: added at the next start
    LOST = "lost"  # not even the pending file could be written
