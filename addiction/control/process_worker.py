"""Work that must not stutter the board, in worker processes of the app's own.

A search of a second or two of CPU in a thread would hold the GIL and freeze
painting and animation, so it runs in a worker process (spawn: the same on every
platform and safe in a PyInstaller bundle, where addiction/__main__.py, the
bundle's entry point, calls multiprocessing.freeze_support()). A worker is
started when first needed, so start-up pays for neither it nor what it loads.

Each worker has a role (ROLES: what it computes) and talks over two pipes:

- A worker that dies (killed, out of memory) ends its answer pipe; its owner is
  told (ended) and starts a new one for the next request.
- A thread in each worker reads its requests; the pipe's end (the app closed it,
  or the app died, even by kill -9) makes the worker exit at once, in the middle
  of an interpreted search too. A compiled search (mypyc) does not let that
  thread run until it ends (measured: a study of deal 98 went on 6.6 s after
  the pipe's end), so a worker that must stop now is also terminated
  (WorkerProcess.cancel), and on Linux the kernel kills a worker when the app
  dies (PR_SET_PDEATHSIG, _end_with_the_app). Python's resource tracker, which the spawn start
  method runs beside them, exits when the last process holding it is gone.

WorkerProcess is the process and its pipes (addiction/control/hint_worker.py
builds the hints on it); ProcessWorker is a one-question-at-a-time QObject over it
(the daily deal's derivation, a winnable deal).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal

if TYPE_CHECKING:
    from multiprocessing.connection import Connection


def _answer(role: str, question: tuple[Any, ...]) -> object:
    """What a worker of role computes for a question (in the worker process)."""
    if role == "daily":
        from addiction.engine.daily import for_date

        return for_date(*question)
    if role == "winnable":
        from addiction.engine.winnable import winnable_deal

        return winnable_deal(*question)
    from addiction.engine import hints

    if role == "study":
        return hints.study(*question)
    if question[0] == "learn":
        hints.learn(*question[1:])
        return None
    return hints.remembered_hint(*question[1:])


def _end_with_the_app() -> None:
    """On Linux, have the kernel kill this worker the moment the app dies, even by
    kill -9 and in the middle of a compiled search (which never lets the pipe
    reader below run). Elsewhere the pipe's end stops the worker."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import multiprocessing

    pr_set_pdeathsig = 1  # from <linux/prctl.h>
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGKILL)
    parent = multiprocessing.parent_process()
    if parent is not None and os.getppid() != parent.pid:
        os._exit(0)  # the app died before the kernel was told


def _serve(role: str, requests: Connection, answers: Connection) -> None:
    """A worker process: answer each (request id, question) in turn, the id None
    needing no answer; exit as soon as the request pipe ends (the app is gone).

    Ctrl+C in a terminal reaches the whole process group: the app quits on it
    (addiction/ui/quit_signals.py) and closes the pipe, so the worker ignores it
    rather than print a KeyboardInterrupt traceback."""
    import queue  # the worker's own: the app's start-up does not load it

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _end_with_the_app()
    waiting: queue.SimpleQueue[tuple[int | None, tuple[Any, ...]]] = queue.SimpleQueue()

    def listen() -> None:
        try:
            while True:
                waiting.put(requests.recv())
        except (EOFError, OSError):
            pass
        os._exit(0)  # nobody is left to answer: stop now, even in the middle of a search

    threading.Thread(target=listen, name="requests", daemon=True).start()
    while True:
        request_id, question = waiting.get()
        try:
            answer = _answer(role, question)
        except Exception:  # a failed search shows as no answer, never a dead worker
            answer = None
        if request_id is not None:
            answers.send((request_id, answer))


@dataclass(frozen=True)
class WorkerFailed:
    """The answer to a question no worker could take: the process could not be
    started (reason: the system's words), or died on the question twice. The
    next question starts a new one."""

    reason: str


class WorkerProcess:
    """One worker process, and the thread in this process that reads its answers.
    Making one raises OSError when the process cannot be started (start)."""

    def __init__(
        self,
        role: str,
        answered: Callable[[WorkerProcess, int, object], None],
        ended: Callable[[WorkerProcess], None],
    ) -> None:
        import multiprocessing  # here, not at start-up: no worker runs before it is asked

        context = multiprocessing.get_context("spawn")
        requests_in, self._requests = context.Pipe(duplex=False)
        self._answers, answers_out = context.Pipe(duplex=False)
        self.process = context.Process(
            target=_serve,
            args=(role, requests_in, answers_out),
            name=f"addiction-{role}",
            daemon=True,
        )
        self.process.start()
        # Only the worker holds these ends now: its death ends the answer pipe here.
        requests_in.close()
        answers_out.close()
        self._answered = answered
        self._ended = ended
        self.stopped = False
        threading.Thread(target=self._read, name=f"{role}-answers", daemon=True).start()

    def send(self, request_id: int | None, question: tuple[Any, ...]) -> bool:
        """False when the worker is gone."""
        try:
            self._requests.send((request_id, question))
        except OSError:  # BrokenPipeError: it died and its end is closed
            return False
        return True

    @classmethod
    def start(
        cls,
        role: str,
        answered: Callable[[WorkerProcess, int, object], None],
        ended: Callable[[WorkerProcess], None],
    ) -> WorkerProcess | WorkerFailed:
        """A new worker, or why none could be started (a missing or broken Python
        executable, no processes or file descriptors left)."""
        try:
            return cls(role, answered, ended)
        except (OSError, RuntimeError) as error:  # RuntimeError: spawn's own start checks
            return WorkerFailed(str(error) or type(error).__name__)

    def stop(self) -> None:
        """Close the request pipe: the worker exits as soon as its request thread runs."""
        self.stopped = True
        self._requests.close()

    def cancel(self) -> None:
        """Stop the worker now, in the middle of a search: a compiled search does
        not let the worker's request thread run until it ends, so the pipe's end
        alone would leave it searching."""
        self.stop()
        with contextlib.suppress(OSError):
            self.process.terminate()

    def _read(self) -> None:
        try:
            while True:
                request_id, answer = self._answers.recv()
                if not self.stopped:
                    self._answered(self, request_id, answer)
        # RuntimeError: the HintWorker was deleted without a shutdown (its signals
        # are gone), so nobody is left to tell.
        except (EOFError, OSError, RuntimeError):
            pass
        self._answers.close()
        if not self.stopped:
            with contextlib.suppress(RuntimeError):
                self._ended(self)


class ProcessWorker(QObject):
    """submit(request_id, *question) asks a worker of role; ready(request_id, answer)
    arrives on the GUI thread, with None when the worker died twice on it or could not
    be started (the next question tries again): never a crash."""

    ready = Signal(int, object)
    # Emitted from the reader thread; the queued connections carry them over.
    _answered = Signal(object, int, object)
    _ended = Signal(object)

    def __init__(self, role: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._role = role
        self._worker: WorkerProcess | None = None
        self._pending: dict[int, tuple[tuple[Any, ...], bool]] = {}  # question, retried
        self._closed = False
        self._answered.connect(self._receive, Qt.ConnectionType.QueuedConnection)
        self._ended.connect(self._replace, Qt.ConnectionType.QueuedConnection)

    def submit(self, request_id: int, *question: Any) -> None:
        if self._closed:
            return
        self._pending[request_id] = (question, False)
        self._send(request_id)

    def shutdown(self) -> None:
        self._closed = True
        if self._worker is not None:
            self._worker.stop()
            self._worker = None
        self._pending.clear()

    def _send(self, request_id: int) -> None:
        if self._worker is None:
            started = WorkerProcess.start(self._role, self._answered.emit, self._ended.emit)
            if isinstance(started, WorkerFailed):  # the next question tries again
                del self._pending[request_id]
                self.ready.emit(request_id, None)
                return
            self._worker = started
        if not self._worker.send(request_id, self._pending[request_id][0]):
            self._replace(self._worker)

    def _receive(self, worker: WorkerProcess, request_id: int, answer: object) -> None:
        if self._closed or worker is not self._worker or request_id not in self._pending:
            return
        del self._pending[request_id]
        self.ready.emit(request_id, answer)

    def _replace(self, worker: WorkerProcess) -> None:
        """The worker died: a new one takes each question it had, once."""
        worker.stop()
        if self._closed or worker is not self._worker:
            return
        self._worker = None
        for request_id, (question, retried) in list(self._pending.items()):
            if retried:
                del self._pending[request_id]
                self.ready.emit(request_id, None)
            else:
                self._pending[request_id] = (question, True)
                self._send(request_id)
