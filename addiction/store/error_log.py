"""The app's log of program errors: a job that raised in a worker process
(addiction/control/process_worker.py) is written here with its traceback, so that a
solver bug is found and not read as "no hint found".

The log is LOG_NAME in the data folder (addiction/store/paths.py), rotated at
LOG_BYTES with one older file kept beside it (LOG_NAME + ".1"). It is set up on the
first error, so start-up loads no logging. Where no log can be written (no data
folder, something other than a file in its place, a full disk) the record goes to
standard error instead (logging's last resort), and the game goes on.
"""

from __future__ import annotations

import stat
from pathlib import Path
from typing import TYPE_CHECKING

from addiction.store.paths import DataDirError, data_dir

if TYPE_CHECKING:
    import logging
    from logging.handlers import RotatingFileHandler

LOG_NAME = "addiction.log"
#: The size at which the log starts again, its older part kept as LOG_NAME.1.
LOG_BYTES = 256 * 1024
#: The logger of the app's errors.
LOGGER_NAME = "addiction"

_handler: RotatingFileHandler | None = None


def log_error(message: str) -> Path | None:
    """Write message to the log as an error; the log's path, or None when it went
    to standard error because no log file could be written."""
    import logging

    logger = logging.getLogger(LOGGER_NAME)
    path = _log_file(logger)
    logger.error(message)
    return path


def _log_file(logger: logging.Logger) -> Path | None:
    """The log file, its handler on logger (made again when the data folder moved:
    tests give each their own)."""
    global _handler
    try:
        path = data_dir() / LOG_NAME
    except DataDirError:
        path = None
    if _handler is not None and (path is None or _handler.baseFilename != str(path)):
        logger.removeHandler(_handler)
        _handler.close()
        _handler = None
    if path is None or _handler is not None:
        return path
    try:
        # A pipe in its place would block the open until someone reads it.
        if path.exists() and not stat.S_ISREG(path.lstat().st_mode):
            return None
        import logging
        from logging.handlers import RotatingFileHandler

        _handler = RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=1, encoding="utf-8")
    except OSError:
        return None
    _handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    logger.addHandler(_handler)
    return path
