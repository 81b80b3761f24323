"""Hints computed in a worker process, so the search never stutters the board.

The hint search can take up to a second of CPU; in a thread it would hold the
GIL and freeze painting and animation, so it runs in a single-worker process
pool (spawn context: the same on every platform and safe in a PyInstaller
bundle, where addiction/__main__.py, the bundle's entry point, calls
multiprocessing.freeze_support()).
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor

from PySide6.QtCore import QObject, Qt, Signal

from addiction.engine import Board, Hint


def _process_pool() -> Executor:
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))


class HintWorker(QObject):
    """Ask for a hint with request(); hintReady(request_id, hint) arrives on the GUI thread."""

    hintReady = Signal(int, object)
    # Emitted from the pool's callback thread; the queued connection below carries
    # the result over to the thread this object lives in.
    _finished = Signal(int, object)

    def __init__(
        self,
        parent: QObject | None = None,
        executor_factory: Callable[[], Executor] = _process_pool,
    ) -> None:
        super().__init__(parent)
        self._executor_factory = executor_factory
        self._executor: Executor | None = None
        self._closed = False
        self._finished.connect(self.hintReady, Qt.ConnectionType.QueuedConnection)

    def request(self, request_id: int, board: Board, can_shuffle: bool) -> None:
        """Start a search; the pool and the solver are loaded on the first request, so
        start-up pays for neither."""
        from addiction.engine.hints import remembered_hint

        if self._executor is None:
            self._executor = self._executor_factory()
        # The worker process keeps the lines it proved: the next hint down a line is instant.
        future = self._executor.submit(remembered_hint, board, can_shuffle)
        future.add_done_callback(lambda done: self._deliver(request_id, done))

    def _deliver(self, request_id: int, future: Future[Hint]) -> None:
        if future.cancelled() or self._closed:
            return  # shut down: the window (and this object) may already be gone
        error = future.exception()
        # A failed search (say, a worker killed by the system) shows as no hint, never a crash.
        self._finished.emit(request_id, None if error is not None else future.result())

    def shutdown(self) -> None:
        self._closed = True
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
