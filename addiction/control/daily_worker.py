"""A date's daily deal derived in a worker process (docs/daily.md).

Deriving a date the data file does not hold runs the solver for up to about
two seconds of CPU; in a thread it would hold the GIL and freeze the board, so
it runs in a single-worker process pool, started on the first request only (as
the hint worker's, addiction/control/hint_worker.py).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from concurrent.futures import Executor, Future

from PySide6.QtCore import QObject, Qt, Signal

from addiction.control.hint_worker import _process_pool
from addiction.engine.daily import Daily, for_date


class DailyWorker(QObject):
    """Ask for a date with request(); dailyReady(request_id, Daily or None) arrives on
    the GUI thread (None: the worker failed, say killed by the system)."""

    dailyReady = Signal(int, object)
    # Emitted from the pool's callback thread; the queued connection carries it over.
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
        self._finished.connect(self.dailyReady, Qt.ConnectionType.QueuedConnection)

    def request(self, request_id: int, date: datetime.date) -> None:
        if self._executor is None:
            self._executor = self._executor_factory()
        future = self._executor.submit(for_date, date)
        future.add_done_callback(lambda done: self._deliver(request_id, done))

    def _deliver(self, request_id: int, future: Future[Daily]) -> None:
        if future.cancelled() or self._closed:
            return
        error = future.exception()
        self._finished.emit(request_id, None if error is not None else future.result())

    def shutdown(self) -> None:
        self._closed = True
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
