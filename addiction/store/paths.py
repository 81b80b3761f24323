"""Where the game keeps its files, and how a damaged file is put aside.

The application-data directory is Qt's AppDataLocation for ORGANIZATION /
APPLICATION; the environment variable ADDICTION_DATA_DIR overrides it (tests and
portable installs point it at a directory of their own).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

ORGANIZATION = "Addiction Solitaire"
APPLICATION = "Addiction Solitaire"
DATA_DIR_VARIABLE = "ADDICTION_DATA_DIR"

SAVE_NAME = "savegame.json"
STATISTICS_NAME = "statistics.sqlite3"
SETTINGS_NAME = "settings.ini"


def set_application_names() -> None:
    """Name the application for Qt, so AppDataLocation and QSettings() agree.

    The app calls this before it creates anything that stores data.
    """
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)


def data_dir() -> Path:
    """The directory for the saved game and the statistics, created if missing."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        directory = Path(override)
    else:
        if not QCoreApplication.organizationName():
            # Unnamed, Qt would file our data under the interpreter's name ("python3").
            set_application_names()
        directory = Path(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        )
    directory.mkdir(parents=True, exist_ok=True)
    return directory


def save_path() -> Path:
    return data_dir() / SAVE_NAME


def statistics_path() -> Path:
    return data_dir() / STATISTICS_NAME


def settings_override_path() -> Path | None:
    """The ini file preferences live in when ADDICTION_DATA_DIR is set, else None
    (then they live where QSettings puts them natively on this platform)."""
    if os.environ.get(DATA_DIR_VARIABLE):
        return data_dir() / SETTINGS_NAME
    return None


def move_aside(path: Path, reason: str = "corrupt", sidecars: Iterable[str] = ()) -> Path:
    """Rename a damaged file to a timestamped name beside it and return the new path.

    savegame.json becomes savegame.corrupt-20261129-142300.json; the file is kept,
    never deleted, so a player (or a bug report) still has it. Each suffix in
    sidecars names a companion file (such as "-journal") that moves with it.
    Raises OSError if the file cannot be renamed.
    """
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{path.stem}.{reason}-{stamp}"
    target = path.with_name(base + path.suffix)
    counter = 2
    while target.exists() or any(target.with_name(target.name + s).exists() for s in sidecars):
        target = path.with_name(f"{base}-{counter}{path.suffix}")
        counter += 1
    os.replace(path, target)
    for suffix in sidecars:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, target.with_name(target.name + suffix))
    return target
