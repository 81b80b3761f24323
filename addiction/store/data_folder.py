"""What the game finds in its data folder at start, made safe before anything reads it.

open_data_folder() runs once at start-up, before the preferences, the saved
game or the statistics are opened (addiction/app.py):

- A folder that cannot be created or written (a file in its place, a read-only
  home or file system) is no reason not to play: nothing is kept this time, and
  a notice says so and why.
- Anything at the path of the save, the statistics (or one of its SQLite
  companions, such as its -journal) or the settings that is not a regular file
  is moved aside as a damaged file is, with a notice for the player (data:
  addiction/store/notices.py): a named pipe would hang the start, a folder would
  refuse every save. A settings file far larger than any the game writes is moved
  aside too: QSettings would read all of it into memory at start.
- Temporary files left by saves a crash interrupted (of the autosave or of the
  statistics' pending file) are removed, however young: a save being written
  holds a lock on its own (addiction/store/savegame.py, write_atomically).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from .notices import StoreNotice, StoreProblem
from .paths import (
    PENDING_SUFFIX,
    SAVE_NAME,
    SIDECARS,
    STATISTICS_NAME,
    DataDirError,
    data_dir,
    file_kind,
    move_aside,
    settings_override_path,
)
from .savegame import SaveFile, remove_leftover_temporaries

#: The statistics path when nothing can be kept: SQLite keeps the session's games in memory.
IN_MEMORY = Path(":memory:")
#: The game's preferences take a few kilobytes (the window's geometry the most).
MAX_SETTINGS_BYTES = 1024 * 1024


@dataclass(frozen=True)
class DataFolder:
    """Where this session keeps the game's data, and what the player must be told."""

    save_file: SaveFile | None  # None: the game cannot be kept this time
    statistics_path: Path  # IN_MEMORY when the statistics cannot be kept
    notices: tuple[StoreNotice, ...]  # one per problem found, for the player


def open_data_folder(read_only: bool = False) -> DataFolder:
    """Create and check the data folder; never raises for what is found there.

    read_only (a --screenshot run) leaves the crash leftovers in place; the rest
    is done as for a game, as a damaged save is moved aside in either case.
    """
    try:
        directory = data_dir()
    except DataDirError as error:
        return DataFolder(
            None, IN_MEMORY, (StoreNotice(StoreProblem.FOLDER_UNUSABLE, detail=str(error)),)
        )
    save_file: SaveFile | None = SaveFile(directory / SAVE_NAME)
    statistics_path = directory / STATISTICS_NAME
    notices: list[StoreNotice] = []
    if not _set_aside_if_not_a_file(
        directory / SAVE_NAME, (), StoreProblem.SAVE_UNREADABLE, notices
    ):
        save_file = None
    if not _set_aside_if_not_a_file(
        statistics_path, SIDECARS, StoreProblem.STATISTICS_NOT_A_FILE, notices
    ):
        statistics_path = IN_MEMORY
    for suffix in SIDECARS:
        # SQLite would open a pipe there and wait on it, or fail every write.
        companion = directory / (STATISTICS_NAME + suffix)
        if not _set_aside_if_not_a_file(
            companion, (), StoreProblem.STATISTICS_COMPANION_NOT_A_FILE, notices
        ):
            statistics_path = IN_MEMORY
    settings = settings_override_path()
    if settings is not None and _set_aside_if_not_a_file(
        settings, (), StoreProblem.SETTINGS_NOT_A_FILE, notices
    ):
        _set_aside_if_too_large(settings, MAX_SETTINGS_BYTES, notices)
    if save_file is not None and not read_only:
        save_file.remove_stale_temporaries()
        # The pending file (store/pending_results.py) is written the same way.
        remove_leftover_temporaries(directory / (STATISTICS_NAME + PENDING_SUFFIX))
    return DataFolder(save_file, statistics_path, tuple(notices))


def _set_aside_if_not_a_file(
    path: Path,
    sidecars: Iterable[str],
    problem: StoreProblem,
    notices: list[StoreNotice],
) -> bool:
    """Move whatever is at path aside unless it is a regular file or nothing.

    os.stat opens nothing, so a named pipe cannot block here. Returns whether
    path can be used now; when something was found, problem is added to notices
    with where it was kept (None if it could not be moved).
    """
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return True  # nothing there, or opening it later reports the real problem
    if stat.S_ISREG(mode):
        return True
    kind = file_kind(mode).removeprefix("a ")
    try:
        kept: Path | None = move_aside(path, kind.replace(" ", "-"), sidecars)
    except OSError:
        kept = None
    notices.append(StoreNotice(problem, kept))
    return kept is not None


def _set_aside_if_too_large(path: Path, max_bytes: int, notices: list[StoreNotice]) -> None:
    """Move the settings file at path aside when it holds more than max_bytes."""
    try:
        size = os.stat(path).st_size
    except OSError:
        return
    if size <= max_bytes:
        return
    try:
        kept: Path | None = move_aside(path, "too-large")
    except OSError:
        kept = None
    notices.append(StoreNotice(StoreProblem.SETTINGS_TOO_LARGE, kept))
