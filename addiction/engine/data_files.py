"""Reading the game's data files (campaign.json, daily-YYYY.json,
challenges-YYYY.json): regular files only, and bounded.

Whatever stands where a data file should be is read only if it is a regular file:
a named pipe would block the read (the window with it) for good, and a device
(a link to /dev/zero, say) never ends. The path is checked before it is opened,
opened without blocking (O_NONBLOCK: a named pipe opens at once, with no writer
waited for) and checked again once open, so a swap between the two is caught.

What a data file holds is kept once read (Kept), and can be asked whether it is
there without reading it: the window reads a file it does not hold off the GUI
thread (addiction/control/data_loading.py), and only then looks in it.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Generic, TypeVar

Key = TypeVar("Key")
Value = TypeVar("Value")

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


class Kept(Generic[Key, Value]):
    """functools.cache for a function of one argument, which also says whether it
    holds a key's value without computing it (holds). Two threads computing one key
    at once both compute it, and the first value stays.

    >>> squares = Kept(lambda n: n * n)
    >>> squares.holds(3), squares(3), squares.holds(3)
    (False, 9, True)
    >>> squares.cache_clear(); squares.holds(3)
    False
    """

    def __init__(self, compute: Callable[[Key], Value]) -> None:
        self._compute = compute
        self._kept: dict[Key, Value] = {}
        self.__doc__ = compute.__doc__

    def __call__(self, key: Key) -> Value:
        try:
            return self._kept[key]
        except KeyError:
            pass
        return self._kept.setdefault(key, self._compute(key))

    def holds(self, key: Key) -> bool:
        """Whether key's value is kept (a call would not compute it)."""
        return key in self._kept

    def cache_clear(self) -> None:
        self._kept.clear()
