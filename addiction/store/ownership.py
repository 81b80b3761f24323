"""Which copy of the game owns the data folder: a lock the kernel holds for the process.

The lock is flock(2) on instance.lock in the data folder (msvcrt.locking on
Windows: addiction/system.py), taken without waiting and held through its open
descriptor for the life of the process: a copy that is stopped or slow to answer
still holds it, and the kernel lets it go when the process ends, however it
ends. So a lock is never stale and a later launch can never take over a live
copy (control/single_instance.py decides what it does).

The lock file is never removed: every launch must lock the same file. Its owner
writes in it its process id and where it listens for later launches, so that a
later launch can check who answers there. Something other than a regular file at
its path (a folder, a named pipe) is moved aside, under a brief lock on the
folder itself so that of simultaneous starts only one moves it.

Writes are fenced: when the lock file at its path is no longer the file this copy
locked (the file was removed or replaced, the folder moved), another copy may own
the folder now, so this copy refuses every further write there (check_writable:
write_atomically and the statistics' transactions call it) and tells its
on_lost listener, once.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from addiction.system import lock_without_waiting

from .paths import file_kind, move_aside

LOCK_NAME = "instance.lock"
#: The owner's record in the lock file is a few dozen bytes; more is not ours.
MAX_RECORD_BYTES = 4096
#: How long a start waits for another start that is moving an odd lock file aside (s).
REPAIR_WAIT = 2.0


class LockUnusableError(OSError):
    """The lock cannot be taken at all (no lock support, an odd file that cannot be
    moved aside); str() says why, in English, for the notice's detail."""


class NotTheOwnerError(OSError):
    """A write refused: another copy of the game may own the data folder now."""


@dataclass(frozen=True)
class OwnerRecord:
    """What the owner writes in the lock file: its process id, where it listens for
    later launches (a socket's path, a loopback port: "" when nowhere), and the
    secret a launch must tell it there ("" on a Unix socket, which needs none)."""

    pid: int
    channel: str
    secret: str = ""


class DataFolderLock:
    """The lock of one data folder. acquire() once; the lock lasts until release()
    or the end of the process."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(os.path.abspath(folder))
        self.path = self.folder / LOCK_NAME
        #: Where an odd file found at the lock's path was moved (None: nothing was).
        self.moved_aside: Path | None = None
        #: Called once, when a write is refused because ownership was lost.
        self.on_lost: Callable[[], None] | None = None
        self._descriptor: int | None = None
        self._identity: tuple[int, int] | None = None
        self._lost = False

    @property
    def held(self) -> bool:
        return self._descriptor is not None

    def acquire(self) -> bool:
        """Take the lock if no other process holds it: True when this process owns
        the folder now, False when another one does. LockUnusableError when the
        lock cannot be used at all."""
        if self._descriptor is not None:
            return True
        descriptor = self._open()
        try:
            lock_without_waiting(descriptor)
        except OSError as error:
            os.close(descriptor)
            if error.errno in _HELD_ELSEWHERE:
                return False
            raise LockUnusableError(f"{self.path} cannot be locked ({error.strerror})") from None
        status = os.fstat(descriptor)
        self._descriptor = descriptor
        self._identity = (status.st_dev, status.st_ino)
        _owned.append(self)
        return True

    def record(self, channel: str, secret: str = "") -> None:
        """Write the owner's record (this process, listening at channel) in the lock file."""
        assert self._descriptor is not None, "only the owner writes its record"
        record: dict[str, object] = {"pid": os.getpid(), "channel": channel}
        if secret:
            record["secret"] = secret
        data = json.dumps(record).encode()
        os.ftruncate(self._descriptor, 0)
        os.lseek(self._descriptor, 0, os.SEEK_SET)
        os.write(self._descriptor, data)

    def owner(self) -> OwnerRecord | None:
        """The record the owner wrote, or None when there is none (yet) or it is not
        one: the lock file is read only as a small regular file, never followed."""
        try:
            descriptor = os.open(self.path, os.O_RDONLY | _NONBLOCK | _NOFOLLOW)
        except OSError:
            return None
        try:
            if not stat.S_ISREG(os.fstat(descriptor).st_mode):
                return None
            data = json.loads(os.read(descriptor, MAX_RECORD_BYTES + 1))
        except (OSError, ValueError):
            return None
        finally:
            os.close(descriptor)
        if not isinstance(data, dict):
            return None
        pid, channel, secret = data.get("pid"), data.get("channel"), data.get("secret", "")
        if type(pid) is not int or pid <= 0 or not isinstance(channel, str):
            return None
        return OwnerRecord(pid, channel, secret if isinstance(secret, str) else "")

    def still_owner(self) -> bool:
        """Whether the lock file at its path is still the file this process locked."""
        if self._identity is None:
            return False
        try:
            status = os.lstat(self.path)
        except OSError:
            return False
        return (status.st_dev, status.st_ino) == self._identity

    def check(self) -> None:
        """NotTheOwnerError (and on_lost, the first time) unless this copy still owns the folder."""
        if not self._lost and self.still_owner():
            return
        first = not self._lost
        self._lost = True
        if first and self.on_lost is not None:
            self.on_lost()
        raise NotTheOwnerError(
            errno.ENOLCK, "another copy of the game may own the data folder now", str(self.folder)
        )

    def release(self) -> None:
        """Let the lock go (the file stays, for the next owner to lock)."""
        if self._descriptor is None:
            return
        if self in _owned:
            _owned.remove(self)
        os.close(self._descriptor)  # closing the only descriptor releases the flock
        self._descriptor = None

    def _open(self) -> int:
        """A descriptor of the lock file, a regular file (an odd file is moved aside first)."""
        descriptor = _open_regular(self.path)
        if descriptor is not None:
            return descriptor
        # A folder, a pipe, a link... at the lock's path. Starts move it aside one at
        # a time, under a lock on the folder itself, and look again before they do.
        folder = os.open(self.folder, os.O_RDONLY)
        try:
            _lock_briefly(folder, self.path)
            descriptor = _open_regular(self.path)
            if descriptor is not None:
                return descriptor
            try:
                kind = file_kind(os.lstat(self.path).st_mode).removeprefix("a ")
                self.moved_aside = move_aside(self.path, kind.replace(" ", "-"))
            except OSError as error:
                raise LockUnusableError(
                    f"{self.path} is not a file and cannot be moved aside ({error.strerror})"
                ) from None
            descriptor = _open_regular(self.path)
            if descriptor is None:
                raise LockUnusableError(f"{self.path} cannot be made a file")
            return descriptor
        finally:
            os.close(folder)  # also releases the folder's lock


def _open_regular(path: Path) -> int | None:
    """A read-write descriptor of the regular file at path (created if missing), or
    None when something else is there. Never blocks (a pipe), never follows a link."""
    flags = os.O_RDWR | os.O_CREAT | _NONBLOCK | _NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
    try:
        descriptor = os.open(path, flags, 0o600)
    except OSError as error:
        if error.errno in (errno.EISDIR, errno.ELOOP, errno.ENXIO, errno.ENODEV):
            return None
        raise LockUnusableError(f"{path} cannot be opened ({error.strerror})") from None
    if stat.S_ISREG(os.fstat(descriptor).st_mode):
        return descriptor
    os.close(descriptor)
    return None


def _lock_briefly(folder: int, path: Path) -> None:
    """Lock the open folder, waiting REPAIR_WAIT at most for a start repairing it."""
    deadline = time.monotonic() + REPAIR_WAIT
    while True:
        try:
            lock_without_waiting(folder)
            return
        except OSError as error:
            if error.errno not in _HELD_ELSEWHERE:
                raise LockUnusableError(f"{path} cannot be repaired ({error.strerror})") from None
        if time.monotonic() >= deadline:
            raise LockUnusableError(f"{path} is being repaired by another start")
        time.sleep(0.05)


_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # a pipe at the path must not block (POSIX)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)  # a link at the path is not followed (POSIX)
#: What taking a lock that another process holds fails with.
_HELD_ELSEWHERE = (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, errno.EDEADLK)


#: The data folders this process owns; check_writable refuses writes to one it lost.
_owned: list[DataFolderLock] = []


def check_writable(path: Path) -> None:
    """NotTheOwnerError when path lies in a data folder this process locked and no
    longer owns (another copy may write there now); nothing otherwise."""
    folder = Path(os.path.abspath(path)).parent
    for lock in _owned:
        if lock.folder == folder:
            lock.check()
