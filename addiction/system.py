"""Which operating system the game runs on, and the way it does each system-bound
thing there (sound, the data folder's lock, the channel later launches hand over
on, a worker's state and end): the one place that chooses. docs/platforms.md has
the table of what each system uses and how each way is tested.

Every choice reads sys.platform (and the socket module) when it is made, so the tests
simulate a system by patching them. Code that calls a module only one system has
(msvcrt, fcntl) tests sys.platform itself, right here, so that mypy checks each
branch against the system it is for.
"""

from __future__ import annotations

import enum
import os
import socket
import sys
from pathlib import Path


class System(enum.Enum):
    LINUX = "linux"
    WINDOWS = "windows"
    MACOS = "macos"
    OTHER_POSIX = "posix"  # the BSDs and the like: POSIX ways, no Linux extras


def current() -> System:
    """The system this process runs on."""
    if sys.platform.startswith("linux"):
        return System.LINUX
    if sys.platform == "win32":
        return System.WINDOWS
    if sys.platform == "darwin":
        return System.MACOS
    return System.OTHER_POSIX


class SoundWay(enum.Enum):
    """How the sounds reach the speakers (addiction/ui/sound/outputs.py)."""

    ALSA = "alsa"  # libasound through ctypes, written a chunk at a time
    WINSOUND = "winsound"  # Python's winsound: PlaySound on a file, asynchronously
    AFPLAY = "afplay"  # macOS's afplay command, a process per sound


def sound_way() -> SoundWay:
    system = current()
    if system is System.WINDOWS:
        return SoundWay.WINSOUND
    if system is System.MACOS:
        return SoundWay.AFPLAY
    return SoundWay.ALSA  # the BSDs too: where there is no libasound, sound is off


class Channel(enum.Enum):
    """How a later launch reaches the running copy (control/single_instance.py)."""

    UNIX_SOCKET = "unix"  # a socket in a folder only this user can reach
    LOOPBACK = "loopback"  # TCP on 127.0.0.1, with a secret only this user can read


def instance_channel() -> Channel:
    # Windows' Python has no AF_UNIX; everywhere else a Unix socket.
    return Channel.UNIX_SOCKET if hasattr(socket, "AF_UNIX") else Channel.LOOPBACK


def process_state_file(pid: int) -> Path | None:
    """Where the system tells a process's state (Linux's /proc), or None."""
    return Path(f"/proc/{pid}/stat") if current() is System.LINUX else None


def kills_children_with_parent() -> bool:
    """Whether a child can ask the kernel to kill it when its parent dies (Linux's prctl)."""
    return current() is System.LINUX


#: Windows' locks are mandatory: a locked byte cannot be read by another process. So
#: the lock is on a byte past anything written (SQLite does the same at 1 GiB), and the
#: lock file's record (store/ownership.py) stays readable to later launches.
WINDOWS_LOCK_BYTE = 1 << 30


def lock_without_waiting(descriptor: int) -> None:
    """Lock the open file for this process without waiting; OSError (EWOULDBLOCK,
    EACCES...) when another process holds it. The kernel lets it go when the process
    ends, however it ends. Windows, which has no flock, locks one byte far past the
    data (WINDOWS_LOCK_BYTE), leaving the file's position where it was."""
    if sys.platform == "win32":
        import msvcrt

        position = os.lseek(descriptor, 0, os.SEEK_CUR)
        os.lseek(descriptor, WINDOWS_LOCK_BYTE, os.SEEK_SET)
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        finally:
            os.lseek(descriptor, position, os.SEEK_SET)
    else:
        import fcntl

        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)


def give_back_freed_memory() -> None:
    """Return the memory freed inside the process to the system where its allocator
    keeps it (glibc's malloc on Linux keeps freed blocks for reuse: a card deck's
    document let go left the app as large as before); nothing elsewhere."""
    if current() is not System.LINUX:
        return
    import ctypes

    try:
        # The process's own symbols: glibc is loaded already (find_library would run
        # ldconfig in a child at every call).
        trim = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):  # not glibc (musl has no malloc_trim)
        return
    trim(0)
