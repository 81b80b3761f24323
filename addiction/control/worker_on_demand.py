"""A Worker (addiction/control/process_worker.py) made on its first question: the
hints' and the game sources' workers are named as the window is built, and this
keeps the worker machinery (process_worker.py, worker_process.py, the jobs) out of
start-up until a player asks for something that needs it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from addiction.control.notices import WorkerFailed
    from addiction.control.process_worker import Job, Ticket, Worker

Question = TypeVar("Question")
Answer = TypeVar("Answer")


class WorkerOnDemand:
    """Worker(name, parent, deadline) as far as its users go, the Worker itself made
    by the first submit."""

    def __init__(self, name: str, parent: QObject, deadline: float | None = None) -> None:
        self._name = name
        self._parent = parent
        self._deadline = deadline
        self._worker: Worker | None = None
        self._closed = False

    def submit(
        self,
        job: Job[Question, Answer],
        question: Question,
        answered: Callable[[Answer | WorkerFailed], None] | None = None,
    ) -> Ticket:
        """Worker.submit, on the Worker made now if this is the first question."""
        if self._worker is None:
            from addiction.control.process_worker import Worker

            self._worker = Worker(self._name, self._parent, self._deadline)
            if self._closed:  # shut down before its first question: it answers nothing
                self._worker.shutdown()
        return self._worker.submit(job, question, answered)

    def withdraw(self, ticket: Ticket, interrupt: bool = False) -> None:
        """Worker.withdraw: a ticket comes from submit, so the Worker is there."""
        assert self._worker is not None
        self._worker.withdraw(ticket, interrupt)

    def unanswered(self) -> int:
        return 0 if self._worker is None else self._worker.unanswered()

    @property
    def running(self) -> bool:
        return self._worker is not None and self._worker.running

    def process_ids(self) -> list[int]:
        return [] if self._worker is None else self._worker.process_ids()

    def shutdown(self) -> None:
        self._closed = True
        if self._worker is not None:
            self._worker.shutdown()
