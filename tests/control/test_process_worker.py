"""The background channel with real worker processes: answers in order, a job
that raises, a withdrawn question, a worker that dies on every try, one shut down."""

from __future__ import annotations

import os
import signal
import threading

import pytest
from PySide6.QtCore import Qt

from addiction.control.process_worker import Job, Worker, WorkerFailed


def _square(number: int) -> int:
    return number * number


def _fail(reason: str) -> int:
    raise ValueError(reason)


def _die(_: None) -> int:
    os.kill(os.getpid(), signal.SIGKILL)
    raise AssertionError("unreachable: the worker is gone")


def _pid(_: None) -> int:
    return os.getpid()


SQUARE: Job[int, int] = Job(_square, deadline=60.0)
FAIL: Job[str, int] = Job(_fail, deadline=60.0)
DIE: Job[None, int] = Job(_die, deadline=60.0)
PID: Job[None, int] = Job(_pid, deadline=60.0)


@pytest.fixture
def worker(qtbot):
    made = Worker("test")
    yield made
    made.shutdown()


def test_answers_come_in_the_order_asked_and_a_job_that_raises_answers_none(
    qtbot, worker, capfd: pytest.CaptureFixture[str]
) -> None:
    answers: list[object] = []
    worker.submit(PID, None, answers.append)
    worker.submit(SQUARE, 7, answers.append)
    worker.submit(FAIL, "a bad question", answers.append)
    worker.submit(PID, None, answers.append)
    qtbot.waitUntil(lambda: len(answers) == 4, timeout=60000)
    first_pid, square, failed, second_pid = answers
    assert (square, failed) == (49, None)
    assert first_pid == second_pid == worker.process_ids()[0]  # the worker lived on
    # the job's failure leaves its trace on the worker's standard error
    error = capfd.readouterr().err
    assert "_fail raised; the app gets no answer" in error
    assert "ValueError: a bad question" in error


def test_a_withdrawn_question_is_not_answered(qtbot, worker) -> None:
    answers: list[object] = []
    withdrawn = worker.submit(SQUARE, 3, answers.append)
    worker.submit(SQUARE, 4, answers.append)
    worker.withdraw(withdrawn)
    qtbot.waitUntil(lambda: worker.unanswered() == 0, timeout=60000)
    assert answers == [16]


def test_a_question_the_worker_dies_on_twice_is_answered_worker_failed(qtbot, worker) -> None:
    answers: list[object] = []
    worker.submit(DIE, None, answers.append)
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=60000)
    [failed] = answers
    assert isinstance(failed, WorkerFailed) and "ended twice" in failed.reason
    worker.submit(SQUARE, 5, answers.append)  # the next question starts a new worker
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=60000)
    assert answers[1] == 25


def test_a_worker_shut_down_tells_the_app_nothing_more_from_its_reader_thread(
    qtbot, worker
) -> None:
    answers: list[object] = []
    worker.submit(PID, None, answers.append)
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=60000)
    # Emitted in the reader thread itself (a direct connection): what a window being
    # torn down at the app's exit would get.
    told: list[int] = []
    worker._ended.connect(told.append, Qt.ConnectionType.DirectConnection)
    reader = next(t for t in threading.enumerate() if t.name == "test-answers")
    worker.shutdown()  # the worker process exits, and its answer pipe ends
    reader.join(timeout=30)
    assert not reader.is_alive()
    assert told == []
