"""The background channel with real worker processes: answers in order, a job
that raises (logged, named to the player), a withdrawn question, a worker that dies
on every try, one shut down."""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from addiction.control.notices import WorkerTrouble
from addiction.control.process_worker import Job, Worker, WorkerFailed
from addiction.store.error_log import LOG_BYTES, LOG_NAME
from addiction.store.paths import data_dir
from addiction.ui.wording import hint_text


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


def test_answers_come_in_the_order_asked_and_a_job_that_raises_is_logged_and_named(
    qtbot, worker, capfd: pytest.CaptureFixture[str]
) -> None:
    answers: list[object] = []
    worker.submit(PID, None, answers.append)
    worker.submit(SQUARE, 7, answers.append)
    worker.submit(FAIL, "a bad question", answers.append)
    worker.submit(PID, None, answers.append)
    qtbot.waitUntil(lambda: len(answers) == 4, timeout=60000)
    first_pid, square, failed, second_pid = answers
    assert square == 49
    assert first_pid == second_pid == worker.process_ids()[0]  # the worker lived on
    # the failure names the exception and the log its traceback went to
    log = data_dir() / LOG_NAME
    assert failed == WorkerFailed(WorkerTrouble.RAISED, "ValueError: a bad question", str(log))
    written = log.read_text(encoding="utf-8")
    assert "tests.control.test_process_worker._fail raised in the test process:" in written
    assert "Traceback (most recent call last):" in written
    assert "raise ValueError(reason)" in written
    assert "ValueError: a bad question" not in capfd.readouterr().err  # the log, not stderr
    assert hint_text(failed, 13) == (
        "Hints are not available: a program error (ValueError: a bad question), "
        f"written to {log}. Ask again to retry."
    )


def test_a_job_that_raises_where_no_log_can_be_written_still_says_what_raised(
    qtbot, worker, caplog: pytest.LogCaptureFixture
) -> None:
    os.mkfifo(data_dir() / LOG_NAME)  # a pipe where the log goes: never opened
    answers: list[object] = []
    worker.submit(FAIL, "no log", answers.append)
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=60000)
    assert answers == [WorkerFailed(WorkerTrouble.RAISED, "ValueError: no log")]
    # still logged: to standard error where nothing else listens (logging's last resort)
    assert "ValueError: no log" in caplog.text
    assert hint_text(answers[0], 13) == (
        "Hints are not available: a program error (ValueError: no log). Ask again to retry."
    )


def test_the_log_starts_again_past_its_size_keeping_one_older_file(qtbot, worker) -> None:
    log = data_dir() / LOG_NAME
    log.write_text("x" * LOG_BYTES, encoding="utf-8")
    answers: list[object] = []
    worker.submit(FAIL, "rotated", answers.append)
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=60000)
    assert Path(f"{log}.1").stat().st_size == LOG_BYTES
    assert "ValueError: rotated" in log.read_text(encoding="utf-8")


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
    assert failed == WorkerFailed(WorkerTrouble.ENDED)
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
