"""Where the game keeps its files, and how a damaged file is put aside.

The application-data directory is Qt's AppDataLocation for ORGANIZATION /
APPLICATION; the environment variable ADDICTION_DATA_DIR overrides it (tests and
portable installs point it at a directory of their own).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

ORGANIZATION = "Addiction Solitaire"
APPLICATION = "Addiction Solitaire"
DATA_DIR_VARIABLE = "ADDICTION_DATA_DIR"

SAVE_NAME = "savegame.json"
STATISTICS_NAME = "statistics.sqlite3"
#: What the pending file (store/pending_results.py) adds to the statistics' name.
PENDING_SUFFIX = ".pending.json"
# Companion files SQLite may keep beside the statistics; they move aside with it
# (here, not in statistics.py: the data folder checks them before sqlite3 is loaded).
SIDECARS = ("-journal", "-wal", "-shm")
SETTINGS_NAME = "settings.ini"
#: The cache folder's name inside ADDICTION_DATA_DIR, when that is set (cache_dir).
CACHE_NAME = "cache"


def set_application_names() -> None:
    """Name the application for Qt, so AppDataLocation and QSettings() agree.

    The app calls this before it creates anything that stores data.
    """
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)


class DataDirError(OSError):
    """The data directory cannot be created or written; str() says why, for people."""


def data_dir_location() -> Path:
    """Where the data directory is (or would be), without creating it.

    Raises DataDirError when the platform knows no place for application data.
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    if not QCoreApplication.organizationName():
        # Unnamed, Qt would file our data under the interpreter's name ("python3").
        set_application_names()
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:
        # Path("") would be the working directory: never scatter saves there.
        raise DataDirError("no folder for application data is known on this system")
    return Path(location)


def data_dir() -> Path:
    """The directory for the saved game and the statistics, created if missing.

    Raises DataDirError (an OSError) when it cannot be created or written: a
    file in its place, a read-only home or file system.
    """
    directory = data_dir_location()
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise DataDirError(f"a file stands where the folder {directory} should be") from None
    except OSError as error:
        raise DataDirError(f"{directory} could not be created ({_reason(error)})") from error
    # os.access also answers for a read-only file system, where even root cannot write.
    if not os.access(directory, os.W_OK | os.X_OK):
        raise DataDirError(f"{directory} is read-only")
    return directory


def cache_dir() -> Path:
    """The folder for what the game can make again (a card deck's faces drawn), created
    if missing: Qt's CacheLocation, or "cache" in ADDICTION_DATA_DIR when that is set
    (a test or a portable install keeps everything in its folder). Raises DataDirError
    when it cannot be made or written."""
    if os.environ.get(DATA_DIR_VARIABLE):
        directory = data_dir_location() / CACHE_NAME
    else:
        if not QCoreApplication.organizationName():
            set_application_names()
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
        if not location:
            raise DataDirError("no folder for caches is known on this system")
        directory = Path(location)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DataDirError(f"{directory} could not be created ({_reason(error)})") from error
    if not os.access(directory, os.W_OK | os.X_OK):
        raise DataDirError(f"{directory} is read-only")
    return directory


def _reason(error: OSError) -> str:
    text = error.strerror or str(error)
    return text[:1].lower() + text[1:]


def settings_override_path() -> Path | None:
    """The ini file preferences live in when ADDICTION_DATA_DIR is set, else None
    (then they live where QSettings puts them natively on this platform)."""
    if os.environ.get(DATA_DIR_VARIABLE):
        # Not created here: when the folder cannot be made, QSettings quietly keeps
        # the preferences in memory, which is what an unusable folder calls for.
        return data_dir_location() / SETTINGS_NAME
    return None


def move_aside(path: Path, reason: str = "corrupt", sidecars: Iterable[str] = ()) -> Path:
    """Rename a damaged file to a timestamped name beside it and return the new path.

    savegame.json becomes savegame.corrupt-20261129-142300.json; the file is kept,
    never deleted, so a player (or a bug report) still has it. Each suffix in
    sidecars names a companion file (such as "-journal") that moves with it.
    Raises OSError if the file cannot be renamed.
    """
    target = aside_path(path, reason, sidecars)
    os.replace(path, target)
    for suffix in sidecars:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, target.with_name(target.name + suffix))
    return target


def aside_path(path: Path, reason: str, sidecars: Iterable[str] = ()) -> Path:
    """A timestamped name beside path that nothing uses yet (nor its sidecars):
    where move_aside keeps a file, or where something set aside is written."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{path.stem}.{reason}-{stamp}"
    target = path.with_name(base + path.suffix)
    counter = 2
    while target.exists() or any(target.with_name(target.name + s).exists() for s in sidecars):
        target = path.with_name(f"{base}-{counter}{path.suffix}")
        counter += 1
    return target


def file_kind(mode: int) -> str:
    """What a stat mode says a file is, in words: "a folder", "a named pipe"..."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a special file"
