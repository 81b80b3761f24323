"""One copy of the app per user and data folder.

Two copies on the same data would each keep their own saved game and overwrite
the other's. So the first copy holds a QLockFile in the data folder and listens
on a QLocalServer; a later launch connects, hands over its command line (a
--deal or --code to play) and exits, and the running window comes to the front.

If the lock's owner does not answer, it has crashed (QLockFile sees its process
is gone) or hangs; a hung owner is given HANDOVER_WAIT to answer, then its lock
is treated as stale and this launch takes over.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "instance.lock"
#: How long a later launch waits for the running copy before taking over (ms).
HANDOVER_WAIT = 3000
_REPLY = b"ok\n"


def server_name(data_folder: Path) -> str:
    """A socket name of this user and data folder (short: socket paths are limited)."""
    key = f"{getpass.getuser()}\0{data_folder.resolve()}".encode()
    return "addiction-solitaire-" + hashlib.sha256(key).hexdigest()[:16]


class SingleInstance(QObject):
    """claim() once at start: True means this is the copy that runs.

    The running copy emits launched(arguments) with the command line of each
    later launch, after that launch has been told it was heard.
    """

    launched = Signal(list)

    def __init__(self, data_folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = server_name(data_folder)
        self._lock = QLockFile(str(data_folder / LOCK_NAME))
        # Never stale by age: a healthy copy may run for days. A dead owner is
        # stale at once (QLockFile checks its process); a hung one is handled below.
        self._lock.setStaleLockTime(0)
        self._server: QLocalServer | None = None
        self.took_over = False  # the owner of the lock hung: this copy took over

    def claim(self, arguments: Sequence[str]) -> bool:
        """Hand arguments to a running copy (False), or become the running copy (True)."""
        deadline = time.monotonic() + HANDOVER_WAIT / 1000
        while True:
            if self._hand_over(arguments):
                return False
            if self._lock.tryLock(0):
                break
            if self._lock.error() == QLockFile.LockError.LockFailedError:
                # The owner is alive: starting up (not listening yet) or hung.
                if time.monotonic() >= deadline:
                    self._take_over()
                    break
                time.sleep(0.1)
                continue
            # No permission or an unknown error: the data folder is not ours to
            # coordinate in; run, as a copy that could not check.
            return True
        self._listen()
        return True

    def _hand_over(self, arguments: Sequence[str]) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(self._name)
        if not socket.waitForConnected(300):
            return False
        socket.write(json.dumps(list(arguments)).encode() + b"\n")
        socket.flush()
        answered = b""
        while _REPLY not in answered and socket.waitForReadyRead(HANDOVER_WAIT):
            answered += bytes(socket.readAll().data())
        socket.disconnectFromServer()
        return _REPLY in answered

    def _take_over(self) -> None:
        """The owner holds the lock but does not answer: treat it as stale."""
        self._lock.setStaleLockTime(1)
        time.sleep(0.01)
        self._lock.removeStaleLockFile()
        self._lock.setStaleLockTime(0)
        self.took_over = self._lock.tryLock(0)

    def _listen(self) -> None:
        # A crashed owner may have left its socket file; the lock says it is ours now.
        QLocalServer.removeServer(self._name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if server.listen(self._name):
            server.newConnection.connect(self._accept)
            self._server = server

    def _accept(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda socket=socket: self._read(socket))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        line = bytes(socket.readLine().data())
        try:
            arguments = json.loads(line)
        except ValueError:
            arguments = None
        if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
            socket.disconnectFromServer()
            return
        socket.write(_REPLY)
        socket.flush()
        # After the reply, so a question the window asks never keeps the launch waiting.
        QTimer.singleShot(0, lambda: self.launched.emit(arguments))

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.unlock()
