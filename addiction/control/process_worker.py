"""Work that must not stutter the board, run in a worker process.

A search of up to a second or two of CPU in a thread would hold the GIL and
freeze painting and animation, so it runs in a single-worker process pool
(spawn context: the same on every platform and safe in a PyInstaller bundle,
where addiction/__main__.py, the bundle's entry point, calls
multiprocessing.freeze_support()). The pool starts on the first request, so
start-up pays for neither it nor what it loads.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal


def process_pool() -> Executor:
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))


class ProcessWorker(QObject):
    """submit(request_id, function, *arguments) runs function in the worker process;
    ready(request_id, result) arrives on the GUI thread, with None for a failed run
    (say, a worker killed by the system): never a crash."""

    ready = Signal(int, object)
    # Emitted from the pool's callback thread; the queued connection below carries
    # the result over to the thread this object lives in.
    _finished = Signal(int, object)

    def __init__(
        self,
        parent: QObject | None = None,
        executor_factory: Callable[[], Executor] = process_pool,
    ) -> None:
        super().__init__(parent)
        self._executor_factory = executor_factory
        self._executor: Executor | None = None
        self._closed = False
        self._finished.connect(self.ready, Qt.ConnectionType.QueuedConnection)

    def submit(self, request_id: int, function: Callable[..., Any], *arguments: Any) -> None:
        if self._executor is None:
            self._executor = self._executor_factory()
        future = self._executor.submit(function, *arguments)
        future.add_done_callback(lambda done: self._deliver(request_id, done))

    def _deliver(self, request_id: int, future: Future[Any]) -> None:
        if future.cancelled() or self._closed:
            return  # shut down: the window (and this object) may already be gone
        error = future.exception()
        self._finished.emit(request_id, None if error is not None else future.result())

    def shutdown(self) -> None:
        self._closed = True
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
