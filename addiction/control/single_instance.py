"""One copy of the app per user and data folder.

Two copies on the same data would each keep their own saved game and overwrite
the other's. So the copy that runs owns the data folder's lock
(store/ownership.py: a lock the kernel holds for the process, never taken over)
and listens on a socket for later launches; a later launch hands over its
command line (a --deal or --code to play) and exits, and the running window
comes to the front.

The socket lives where only this user can reach it: a folder made by the owner
with mkdtemp (mode 0700, a random name) in $XDG_RUNTIME_DIR or the temporary
folder, named in the lock file. A launch trusts that channel only when the
folder is this user's and nobody else's, and (where the system says who is on
the other end: SO_PEERCRED) the process answering is this user's and is the one
that wrote the lock file's record; the owner, too, answers only this user's
processes, and only about its own data folder. Nothing is handed to, and no
launch yields to, anyone else.

Where Python has no Unix sockets (Windows: addiction/system.py chooses) the owner
listens on loopback TCP instead, at a port the system picks, and writes beside it
in the lock file a secret made at random: the data folder is the user's own (their
profile's), so a launch that can tell the secret can read the folder, and the owner
heeds only a message that carries it.

A launch whose owner does not answer in HANDOVER_WAIT (stopped, or slow to
start) gets Claim.NO_ANSWER and may ask again later (app.py offers Wait / Quit);
it never becomes a second writer.
"""

from __future__ import annotations

import enum
import hmac
import json
import os
import secrets
import shutil
import socket
import stat
import struct
import tempfile
import time
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from addiction.store.ownership import DataFolderLock, OwnerRecord
from addiction.system import Channel, instance_channel

#: How long a later launch waits for the running copy to answer (ms).
HANDOVER_WAIT = 3000
#: How long the running copy waits for a launch's whole command line (ms).
READ_WAIT = 2000
#: A command line handed over is at most this long (bytes); a longer one is not ours.
MAX_MESSAGE_BYTES = 256 * 1024
SOCKET_NAME = "socket"
_CHANNEL_PREFIX = "addiction-solitaire-"
_REPLY = b"ok\n"
#: Unix socket paths are limited to 108 bytes on Linux (104 elsewhere).
_MAX_SOCKET_PATH = 100
#: A loopback channel in the lock file: this, then the port.
LOOPBACK_PREFIX = "tcp://127.0.0.1:"
_LOOPBACK = "127.0.0.1"


class Claim(enum.Enum):
    """What claim() found."""

    OWNER = "owner"  # this copy runs and owns the data folder
    HANDED_OVER = "handed-over"  # the running copy took the command line
    NO_ANSWER = "no-answer"  # another copy owns the data folder and did not answer
    UNLOCKED = "unlocked"  # the lock cannot be used: run, keeping nothing (problem says why)


class SingleInstance(QObject):
    """claim() at start: Claim.OWNER means this is the copy that runs.

    The running copy emits launched(arguments) with the command line of each
    later launch, after that launch has been told it was heard.
    """

    launched = Signal(list)

    def __init__(
        self, data_folder: Path, parent: QObject | None = None, channel: Channel | None = None
    ) -> None:
        super().__init__(parent)
        self.lock = DataFolderLock(data_folder)
        self._way = instance_channel() if channel is None else channel
        #: What a launch must tell a loopback owner ("" on a Unix socket: not needed).
        self._secret = secrets.token_hex(16) if self._way is Channel.LOOPBACK else ""
        self.problem = ""  # Claim.UNLOCKED: why, in English (for the notice's detail)
        self._folder_text = str(self.lock.folder)
        self._listener: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        self._channel: Path | None = None
        self._readers: list[_Reader] = []

    def claim(self, arguments: Sequence[str], wait: float = HANDOVER_WAIT / 1000) -> Claim:
        """Become the running copy, or hand arguments to it; wait: the seconds to keep
        trying while the owner does not answer (0: try once)."""
        deadline = time.monotonic() + wait
        while True:
            try:
                if self.lock.acquire():
                    self._listen()
                    return Claim.OWNER
            except OSError as error:  # LockUnusableError, or the folder failed under it
                self.problem = str(error)
                return Claim.UNLOCKED
            if self._hand_over(arguments, max(0.2, deadline - time.monotonic())):
                return Claim.HANDED_OVER
            if time.monotonic() >= deadline:
                return Claim.NO_ANSWER
            time.sleep(0.1)

    # --- the later launch --------------------------------------------------------

    def _hand_over(self, arguments: Sequence[str], seconds: float) -> bool:
        """Hand arguments to the owner if it is who it says it is and answers in time."""
        record = self.lock.owner()
        address = None if record is None else self._address_of(record)
        if record is None or address is None:
            return False
        said: dict[str, object] = {"folder": self._folder_text, "arguments": list(arguments)}
        if self._way is Channel.LOOPBACK:
            said["secret"] = record.secret
        message = json.dumps(said)
        family = socket.AF_INET if isinstance(address, tuple) else socket.AF_UNIX
        with socket.socket(family, socket.SOCK_STREAM) as channel:
            channel.settimeout(seconds)
            try:
                channel.connect(address)
                if family != socket.AF_INET and not _is_owner(channel, record):
                    return False
                channel.sendall(message.encode() + b"\n")
                answered = b""
                while len(answered) < len(_REPLY):
                    piece = channel.recv(len(_REPLY))
                    if not piece:
                        break
                    answered += piece
            except OSError:  # refused, gone, or no answer in time
                return False
        return answered == _REPLY

    def _address_of(self, record: OwnerRecord) -> str | tuple[str, int] | None:
        """Where the owner named in record listens, if it is a channel to trust."""
        if self._way is Channel.UNIX_SOCKET:
            return record.channel if _private_channel(record.channel) else None
        port = record.channel.removeprefix(LOOPBACK_PREFIX)
        if port == record.channel or not port.isdigit() or not record.secret:
            return None
        return (_LOOPBACK, int(port))

    # --- the running copy --------------------------------------------------------

    def _listen(self) -> None:
        """Listen in a private folder of our own and name it in the lock file. Without
        one the copy still runs; later launches then find no answer and wait."""
        self._remove_channel_of(self.lock.owner())  # a dead owner's leftovers
        if self._way is Channel.LOOPBACK:
            listening = self._listen_on_loopback()
        else:
            listening = self._listen_on_unix_socket()
        if listening is not None:
            listener = self._listener = listening[0]
            listener.setblocking(False)
            self._notifier = QSocketNotifier(listener.fileno(), QSocketNotifier.Type.Read, self)
            self._notifier.activated.connect(self._accept)
        # Without the record (a full disk) later launches find no answer and wait.
        with suppress(OSError):
            self.lock.record("" if listening is None else listening[1], self._secret)

    def _listen_on_unix_socket(self) -> tuple[socket.socket, str] | None:
        """A listener in a private folder of our own, and its path."""
        channel = _make_private_channel()
        if channel is None:
            return None
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            listener.bind(str(channel))
            listener.listen(16)
        except OSError:
            listener.close()
            shutil.rmtree(channel.parent, ignore_errors=True)
            return None
        self._channel = channel
        return listener, str(channel)

    def _listen_on_loopback(self) -> tuple[socket.socket, str] | None:
        """A listener on a loopback port the system picks, and its channel text."""
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            # Windows would let another program bind the same port over ours.
            exclusive = getattr(socket, "SO_EXCLUSIVEADDRUSE", None)
            if exclusive is not None:
                listener.setsockopt(socket.SOL_SOCKET, exclusive, 1)
            listener.bind((_LOOPBACK, 0))
            listener.listen(16)
        except OSError:
            listener.close()
            return None
        return listener, f"{LOOPBACK_PREFIX}{listener.getsockname()[1]}"

    def _remove_channel_of(self, record: OwnerRecord | None) -> None:
        """A crashed owner's socket folder, if it is ours and one of the channel's."""
        if record is None or not _private_channel(record.channel):
            return
        folder = Path(record.channel).parent
        if folder.name.startswith(_CHANNEL_PREFIX):
            shutil.rmtree(folder, ignore_errors=True)

    def _accept(self) -> None:
        assert self._listener is not None
        while True:
            try:
                connection, _ = self._listener.accept()
            except OSError:  # none left (or it failed: the launch will try again)
                return
            # Loopback tells no peer: the secret in its message speaks for it instead.
            uid = _peer_uid(connection) if self._way is Channel.UNIX_SOCKET else None
            if uid is not None and uid != os.geteuid():
                connection.close()  # not this user: not a word read, none written
                continue
            reader = _Reader(connection, self)
            reader.done.connect(self._heard)
            self._readers.append(reader)

    def _heard(self, heard: _Heard) -> None:
        reader, message = heard.reader, heard.line
        self._readers.remove(reader)
        arguments = None if message is None else self._arguments_in(message)
        answered = arguments is not None and reader.reply(_REPLY)
        reader.close()
        if arguments is None or not answered:
            return  # not a launch on this folder, or it stopped waiting: nothing to do
        # After the reply, so a question the window asks never keeps the launch waiting.
        QTimer.singleShot(0, lambda: self.launched.emit(arguments))

    def _arguments_in(self, message: bytes) -> list[str] | None:
        try:
            data = json.loads(message)
        except (ValueError, RecursionError):  # RecursionError: nested past Python's stack
            return None
        if not isinstance(data, dict) or data.get("folder") != self._folder_text:
            return None
        if not self._knows_secret(data.get("secret", "")):
            return None
        arguments = data.get("arguments")
        if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
            return None
        return arguments

    def _knows_secret(self, told: object) -> bool:
        """Whether a message told the owner's secret (any message does on a Unix socket)."""
        if not isinstance(told, str):
            return False
        # bytes: compare_digest takes ASCII text only, and a message may hold any.
        return hmac.compare_digest(told.encode(errors="replace"), self._secret.encode())

    def release(self) -> None:
        """Stop listening and let the lock go (the app is quitting)."""
        for reader in self._readers:
            reader.close()
        self._readers.clear()
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier = None
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        if self._channel is not None:
            # The folder is this copy's own (mkdtemp): no other owner listens there.
            shutil.rmtree(self._channel.parent, ignore_errors=True)
            self._channel = None
        self.lock.release()


@dataclass(frozen=True)
class _Heard:
    """What one later launch said: its line, or None when it was too long, too slow
    or gone."""

    reader: _Reader
    line: bytes | None


class _Reader(QObject):
    """One later launch's connection, read without blocking: done(_Heard) when its
    line is complete, or when it is too long, too slow or gone."""

    done = Signal(_Heard)

    def __init__(self, connection: socket.socket, parent: QObject) -> None:
        super().__init__(parent)
        connection.setblocking(False)
        self._connection = connection
        self._received = b""
        self._notifier = QSocketNotifier(connection.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._read)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._finish(None))
        self._timer.start(READ_WAIT)

    def _read(self) -> None:
        try:
            piece = self._connection.recv(65536)
        except BlockingIOError:
            return
        except OSError:
            piece = b""
        self._received += piece
        line, newline, _ = self._received.partition(b"\n")
        if newline:
            self._finish(line)
        elif not piece or len(self._received) > MAX_MESSAGE_BYTES:
            self._finish(None)

    def _finish(self, line: bytes | None) -> None:
        self._notifier.setEnabled(False)
        self._timer.stop()
        self.done.emit(_Heard(self, line))

    def reply(self, data: bytes) -> bool:
        """Send data; False when the launch is gone (it gave up waiting)."""
        try:
            self._connection.setblocking(True)
            self._connection.settimeout(READ_WAIT / 1000)
            self._connection.sendall(data)
            return True
        except OSError:
            return False

    def close(self) -> None:
        self._notifier.setEnabled(False)
        self._timer.stop()
        self._connection.close()
        self.deleteLater()


def _runtime_folders() -> list[Path]:
    """Where a private channel folder may be made: the user's runtime folder first."""
    folders = [Path(tempfile.gettempdir()), Path("/tmp")]
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isabs(runtime) and _private_folder(Path(runtime)):
        folders.insert(0, Path(runtime))
    return folders


def _make_private_channel() -> Path | None:
    """The path of a socket in a new folder only this user can reach, or None."""
    for base in _runtime_folders():
        try:
            folder = Path(tempfile.mkdtemp(prefix=_CHANNEL_PREFIX, dir=base))
        except OSError:
            continue
        path = folder / SOCKET_NAME
        if len(os.fsencode(path)) <= _MAX_SOCKET_PATH and _private_folder(folder):
            return path
        shutil.rmtree(folder, ignore_errors=True)
    return None


def _owned(path: str | Path) -> os.stat_result | None:
    """path's own status (a link is not followed) when this user owns it, else None."""
    try:
        status = os.lstat(path)
    except OSError:
        return None
    return status if status.st_uid == os.geteuid() else None


def _private_folder(folder: Path) -> bool:
    """Whether folder is a real folder (not a link) of this user that nobody else may use."""
    status = _owned(folder)
    return status is not None and stat.S_ISDIR(status.st_mode) and status.st_mode & 0o077 == 0


def _private_channel(path: str) -> bool:
    """Whether path names a socket in a private folder of this user."""
    if not path or not os.path.isabs(path):
        return False
    status = _owned(path)
    return (
        status is not None and stat.S_ISSOCK(status.st_mode) and _private_folder(Path(path).parent)
    )


def _peer_credentials(connection: socket.socket) -> tuple[int, int] | None:
    """(pid, uid) of the process at the other end, or None where the system does not say."""
    option = getattr(socket, "SO_PEERCRED", None)
    if option is None:
        return None
    size = struct.calcsize("3i")
    pid, uid, _ = struct.unpack("3i", connection.getsockopt(socket.SOL_SOCKET, option, size))
    return pid, uid


def _peer_uid(connection: socket.socket) -> int | None:
    credentials = _peer_credentials(connection)
    return None if credentials is None else credentials[1]


def _is_owner(connection: socket.socket, record: OwnerRecord) -> bool:
    """Whether the process listening is this user's and the one that locked the folder."""
    credentials = _peer_credentials(connection)
    return credentials is None or credentials == (record.pid, os.geteuid())
