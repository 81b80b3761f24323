"""Hints computed in a worker process (addiction/control/process_worker.py), so the
search never stutters the board."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor

from PySide6.QtCore import QObject, Signal

from addiction.control.process_worker import ProcessWorker, process_pool
from addiction.engine import Board


class HintWorker(ProcessWorker):
    """Ask for a hint with request(); hintReady(request_id, hint) arrives on the GUI thread."""

    hintReady = Signal(int, object)

    def __init__(
        self,
        parent: QObject | None = None,
        executor_factory: Callable[[], Executor] = process_pool,
    ) -> None:
        super().__init__(parent, executor_factory)
        self.ready.connect(self.hintReady)

    def request(self, request_id: int, board: Board, can_shuffle: bool) -> None:
        """Start a search; the solver is loaded in the worker on the first request."""
        from addiction.engine.hints import remembered_hint

        # The worker process keeps the lines it proved: the next hint down a line is instant.
        self.submit(request_id, remembered_hint, board, can_shuffle)
