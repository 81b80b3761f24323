"""Reading the game's data files (campaign.json, daily-YYYY.json,
challenges-YYYY.json): regular files only, and bounded.

Whatever stands where a data file should be is read only if it is a regular file:
a named pipe would block the read (the window with it) for good, and a device
(a link to /dev/zero, say) never ends. The path is checked before it is opened,
opened without blocking (O_NONBLOCK: a named pipe opens at once, with no writer
waited for) and checked again once open, so a swap between the two is caught.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

#: Flags that keep opening from waiting (a named pipe) or taking a terminal.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | os.O_CLOEXEC


class NotARegularFile(OSError):
    """Something other than a regular file stands where a data file should be."""


def read_data_file(path: Path, limit: int) -> bytes:
    """The first limit + 1 bytes of the regular file at path (a caller that gets more
    than limit knows the file is too long); OSError when it cannot be read,
    NotARegularFile when it is not a regular file (a folder, a named pipe, a device)."""
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise NotARegularFile(errno.EINVAL, "not a regular file", str(path))
    descriptor = os.open(path, _OPEN_FLAGS)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise NotARegularFile(errno.EINVAL, "not a regular file", str(path))
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(descriptor, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)
