"""The worker process's side of the channel for background work
(addiction/control/process_worker.py is the app's): what a kind of work is (Job)
and the loop a worker process runs.

A worker process imports this module and the jobs' own (addiction/control/jobs.py,
then the engine), and nothing of Qt: a spawn-started worker that loaded PySide6
would take some ten megabytes more for nothing (benchmarks/memory_bench.py).
So this module imports no Qt, and multiprocessing only inside functions.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from addiction.system import kills_children_with_parent

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

Question = TypeVar("Question")
Answer = TypeVar("Answer")

#: The serial of the worker's first message, sent once it is up: questions count from 1.
READY = 0


@dataclass(frozen=True)
class JobRaised:
    """What a worker answers when a job's run raised: the job (module.name), the
    exception's last line, and its whole traceback for the app's log."""

    job: str
    error: str
    trace: str


@dataclass(frozen=True)
class Job(Generic[Question, Answer]):
    """A kind of background work: run(question) in a worker process gives the answer.

    run must be a module-level function (it travels to the worker by name) that
    imports what it needs when called, so declaring a job loads nothing. deadline:
    the seconds a worker may spend on one question before it counts as hung,
    generous enough for the slowest legitimate question on a busy machine."""

    run: Callable[[Question], Answer]
    deadline: float


def _end_with_the_app() -> None:
    """On Linux, have the kernel kill this worker the moment the app dies, even by
    kill -9 and in the middle of a compiled search (which never lets the pipe
    reader below run). Elsewhere the pipe's end stops the worker."""
    if not kills_children_with_parent():
        return
    import ctypes
    import multiprocessing

    pr_set_pdeathsig = 1  # from <linux/prctl.h>
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGKILL)
    parent = multiprocessing.parent_process()
    if parent is not None and os.getppid() != parent.pid:
        os._exit(0)  # the app died before the kernel was told


def serve(requests: Connection, answers: Connection) -> None:
    """A worker process: answer each (serial, run, question) in turn with (serial,
    run(question)), or JobRaised when run raised (the app logs its traceback); exit
    as soon as the request pipe ends (the app is gone).

    Ctrl+C in a terminal reaches the whole process group: the app quits on it
    (addiction/ui/quit_signals.py) and closes the pipe, so the worker ignores it
    rather than print a KeyboardInterrupt traceback."""
    import queue  # the worker's own: the app's start-up does not load it

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _end_with_the_app()
    waiting: queue.SimpleQueue[tuple[int, Callable[[Any], object], object]] = queue.SimpleQueue()

    def listen() -> None:
        try:
            while True:
                waiting.put(requests.recv())
        except (EOFError, OSError):
            pass
        os._exit(0)  # nobody is left to answer: stop now, even in the middle of a search

    threading.Thread(target=listen, name="requests", daemon=True).start()
    answers.send((READY, None))
    while True:
        serial, run, question = waiting.get()
        answer: object
        try:
            answer = run(question)
        except Exception as error:  # a failed job is an answer, never a dead worker
            import traceback

            answer = JobRaised(
                f"{run.__module__}.{run.__qualname__}",
                traceback.format_exception_only(error)[-1].strip(),
                traceback.format_exc(),
            )
        answers.send((serial, answer))
