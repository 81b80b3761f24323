"""Work that must not stutter the board, in worker processes of the app's own: the
one typed channel for background work.

A search of a second or two of CPU in a thread would hold the GIL and freeze
painting and animation, so it runs in a worker process (spawn: the same on every
platform and safe in a PyInstaller bundle, where addiction/__main__.py, the
bundle's entry point, calls multiprocessing.freeze_support()). A worker is
started when first needed, so start-up pays for neither it nor what it loads
(multiprocessing is imported then too).

A kind of work is a Job, declared once (addiction/control/jobs.py): the function
run in the worker, question -> answer, and its deadline. Worker.submit(job,
question, answered) is the one way to ask; answered(answer) runs on the GUI
thread with the job's answer, or WorkerFailed saying why there is none: a job that
raised (the worker lives on; its traceback is written to the app's log,
addiction/store/error_log.py), or the retry policy's end.

One retry policy covers every job: a worker that dies (killed, out of memory) or
takes longer than the job's deadline on a question (stopped, SIGSTOP; its process
is killed) is replaced, and each question it still had is
asked of the new one once; a question that fails twice, or finds no worker that
can start, is answered WorkerFailed. The next question tries again. A deadline runs
from the moment the worker says it is up, so a new worker's start on a busy machine
is not charged to the question (the start has its own, STARTING_DEADLINE).

A worker the system says is stopped (SIGSTOP, SIGTSTP: state T in /proc/PID/stat,
on Linux) is not waited for until the deadline: while it has questions, it is looked
at every WATCH_INTERVAL seconds, and one found stopped is killed and replaced as one
past its deadline is (so a hint is not "looked for" for a minute). Where the system
does not say (no /proc), the deadline still catches it.

A worker never outlives the app:

- A thread in each worker reads its questions; the pipe's end (the app closed it,
  or the app died, even by kill -9) makes the worker exit at once, in the middle
  of an interpreted search too.
- A compiled search (mypyc) does not let that thread run until it ends (measured:
  a study of deal 98 went on 6.6 s after the pipe's end), so a question withdrawn
  while it is being answered can end the process (Worker.withdraw, interrupt),
  and on Linux the kernel kills a worker when the app dies (PR_SET_PDEATHSIG,
  worker_process.py).

The worker's side of the channel (Job, the loop a worker runs) is in
addiction/control/worker_process.py, which loads no Qt: a worker imports it, the
jobs and the engine, not this module. Workers start without Python's resource
tracker, which the channel's pipes do not need (addiction/control/untracked_spawn.py).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from addiction.control.notices import WorkerFailed, WorkerTrouble
from addiction.control.worker_process import READY, Job, JobRaised
from addiction.system import process_state_file

if TYPE_CHECKING:
    from multiprocessing.context import SpawnProcess

__all__ = ["STARTING_DEADLINE", "Job", "Ticket", "Worker", "WorkerFailed"]

Question = TypeVar("Question")
Answer = TypeVar("Answer")


#: The seconds a new worker may take to start (spawn a Python, import the channel)
#: before it counts as hung. A question's deadline runs only once its worker is up,
#: so a slow start on a busy machine is never taken for a hung question.
STARTING_DEADLINE = 60.0
#: How often a worker with questions is looked at for being stopped (seconds).
WATCH_INTERVAL = 0.5


@dataclass(frozen=True)
class _Reply:
    """An answer read from worker process generation, for the GUI thread."""

    generation: int
    serial: int
    answer: object


#: What emitting a signal of a deleted QObject raises in PySide6.
_OWNER_GONE = (RuntimeError, TypeError)


class _Process:
    """One worker process, and the thread in this process that reads its answers.
    Making one raises OSError (or RuntimeError, spawn's own checks) when the
    process cannot be started."""

    def __init__(
        self,
        name: str,
        generation: int,
        replied: Callable[[_Reply], None],
        ended: Callable[[int], None],
    ) -> None:
        # Here, not at start-up: no worker runs before it is asked.
        import multiprocessing

        from addiction.control.untracked_spawn import worker_process
        from addiction.control.worker_process import serve

        context = multiprocessing.get_context("spawn")
        requests_in, self._requests = context.Pipe(duplex=False)
        self._answers, answers_out = context.Pipe(duplex=False)
        self.process: SpawnProcess = worker_process(
            context, serve, (requests_in, answers_out), f"addiction-{name}"
        )
        try:
            self.process.start()
        except BaseException:
            # No worker: the app's ends go too (file descriptors may be what ran out).
            self._requests.close()
            self._answers.close()
            raise
        finally:
            # Only the worker holds these ends now: its death ends the answer pipe here.
            requests_in.close()
            answers_out.close()
        self.generation = generation
        self.ready = False  # the worker said it is up (READY)
        self._replied = replied
        self._ended = ended
        threading.Thread(target=self._read, name=f"{name}-answers", daemon=True).start()

    def send(self, serial: int, run: Callable[[Any], object], question: object) -> bool:
        """False when the worker is gone."""
        try:
            self._requests.send((serial, run, question))
        except OSError:  # BrokenPipeError: it died and its end is closed
            return False
        return True

    def detach(self) -> None:
        """Tell the app nothing more: its answers and its end are dropped in the reader
        thread, which may still run while the app quits (a signal emitted from it
        into a window being torn down can crash the app at exit)."""
        self._replied = self._ended = _ignored

    def stop(self) -> None:
        """Close the request pipe: the worker exits as soon as its request thread runs."""
        with contextlib.suppress(OSError):
            self._requests.close()

    def stopped(self) -> bool:
        """Whether the system says the worker is stopped (by SIGSTOP or SIGTSTP, not a
        debugger's trace): False where it cannot tell (no /proc) or it has ended."""
        pid = self.process.pid
        where = None if pid is None else process_state_file(pid)
        if where is None:
            return False
        try:
            with open(where, "rb") as stat:
                # pid (name) state ...: the name may hold spaces and parentheses.
                return stat.read().rsplit(b")", 1)[1].split()[0] == b"T"
        except (OSError, IndexError):
            return False

    def kill(self) -> None:
        """End the worker now, even in the middle of a compiled search or stopped."""
        self.stop()
        with contextlib.suppress(OSError, ValueError):
            self.process.kill()

    def _read(self) -> None:
        # The callbacks only emit queued signals. When the Worker was deleted without
        # a shutdown its signals are gone and nobody is left to tell: PySide6 then
        # raises RuntimeError, or TypeError from the emptied signal (seen in CI, in
        # the teardown of an earlier test).
        try:
            while True:
                serial, answer = self._answers.recv()
                self._replied(_Reply(self.generation, serial, answer))
        except (EOFError, OSError, *_OWNER_GONE):
            pass
        self._answers.close()
        with contextlib.suppress(*_OWNER_GONE):
            self._ended(self.generation)


def _ignored(_: object) -> None:
    """What a detached worker's reader thread tells."""


class Ticket:
    """One question submitted; withdraw it with Worker.withdraw."""

    def __init__(
        self,
        job: Job[Any, Any],
        question: object,
        answered: Callable[[Any], None] | None,
    ) -> None:
        self.job = job
        self.question = question
        #: None once withdrawn: the answer is not wanted.
        self.answered = answered
        self.retried = False


class Worker(QObject):
    """One worker process at a time, started on the first question; questions are
    answered in the order they were asked.

    deadline: when given, replaces every job's own and the start's (tests make it
    short)."""

    # Emitted from the reader threads; the queued connections carry them over to
    # the thread this object lives in.
    _replied = Signal(_Reply)
    _ended = Signal(int)

    def __init__(
        self, name: str, parent: QObject | None = None, deadline: float | None = None
    ) -> None:
        super().__init__(parent)
        self._name = name
        self._deadline = deadline
        self._process: _Process | None = None
        self._generation = 0
        self._serial = 0
        self._waiting: dict[int, Ticket] = {}  # by serial, oldest first
        self._closed = False
        self._timer = QTimer(self)  # the deadline of the oldest question waiting
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._hung)
        self._watch = QTimer(self)  # looks for a stopped worker while questions wait
        self._watch.setInterval(round(WATCH_INTERVAL * 1000))
        self._watch.timeout.connect(self._look_for_a_stop)
        self._replied.connect(self._receive, Qt.ConnectionType.QueuedConnection)
        self._ended.connect(self._died, Qt.ConnectionType.QueuedConnection)

    def submit(
        self,
        job: Job[Question, Answer],
        question: Question,
        answered: Callable[[Answer | WorkerFailed], None] | None = None,
    ) -> Ticket:
        """Ask question of job; answered (if any) gets the answer on this object's
        thread: the job's answer, or WorkerFailed (the job raised, or no worker could
        answer)."""
        ticket = Ticket(job, question, answered)
        if self._closed:
            return ticket
        self._serial += 1
        self._waiting[self._serial] = ticket
        self._send(self._serial, ticket)
        return ticket

    def withdraw(self, ticket: Ticket, interrupt: bool = False) -> None:
        """Its answer is no longer wanted. interrupt: if the worker is answering it
        now, end the worker process at once (a compiled search cannot be stopped
        otherwise) rather than let it finish; a new one takes what waits behind it."""
        ticket.answered = None
        if not interrupt or self._process is None:
            return
        serial = next(iter(self._waiting), None)
        if serial is not None and self._waiting[serial] is ticket:
            self._process.kill()
            self._replace(failure=None)

    def unanswered(self) -> int:
        """The questions asked and not answered yet, withdrawn ones included (a
        withdrawn question is still being worked on until its answer comes)."""
        return len(self._waiting)

    @property
    def running(self) -> bool:
        """Whether a worker process is up (one is started by the next question)."""
        return self._process is not None

    def process_ids(self) -> list[int]:
        """The worker process running now, if any (for tests and diagnostics)."""
        pid = None if self._process is None else self._process.process.pid
        return [] if pid is None else [pid]

    def shutdown(self) -> None:
        self._closed = True
        self._timer.stop()
        self._watch.stop()
        if self._process is not None:
            self._process.detach()
            self._process.stop()
            self._process = None
        self._waiting.clear()

    # --- inside -------------------------------------------------------------------

    def _start(self) -> WorkerFailed | None:
        self._generation += 1
        try:
            self._process = _Process(
                self._name, self._generation, self._replied.emit, self._ended.emit
            )
        except (OSError, RuntimeError) as error:  # RuntimeError: spawn's own start checks
            return WorkerFailed(WorkerTrouble.NOT_STARTED, str(error) or type(error).__name__)
        return None

    def _send(self, serial: int, ticket: Ticket) -> None:
        """Send a question, starting a worker if there is none; one that cannot be
        started answers it WorkerFailed, one found dead is replaced."""
        if self._process is None:
            failure = self._start()
            if failure is not None:
                self._answer(serial, failure)
                return
        assert self._process is not None
        if not self._process.send(serial, ticket.job.run, ticket.question):
            self._replace(WorkerTrouble.ENDED)
            return
        if next(iter(self._waiting)) == serial:
            self._time(ticket)

    def _time(self, ticket: Ticket) -> None:
        """Start the deadline of ticket, now the oldest question waiting; while its
        worker is still starting, the start's deadline instead."""
        if self._deadline is not None:
            deadline = self._deadline
        elif self._process is not None and not self._process.ready:
            deadline = STARTING_DEADLINE
        else:
            deadline = ticket.job.deadline
        self._timer.start(round(deadline * 1000))
        if not self._watch.isActive():
            self._watch.start()

    def _receive(self, reply: _Reply) -> None:
        if self._closed or reply.generation != self._generation:
            return  # from a worker replaced since
        if reply.serial == READY and self._process is not None:
            self._process.ready = True
            oldest = next(iter(self._waiting.values()), None)
            if oldest is not None:
                self._time(oldest)  # its deadline runs from now
        elif reply.serial in self._waiting:
            answer = reply.answer
            if isinstance(answer, JobRaised):
                answer = self._raised(answer)
            self._answer(reply.serial, answer)

    def _raised(self, raised: JobRaised) -> WorkerFailed:
        """A job raised: its traceback goes to the app's log, the question's asker gets
        WorkerFailed naming the exception and the log."""
        from addiction.store.error_log import log_error

        log = log_error(f"{raised.job} raised in the {self._name} process:\n{raised.trace}")
        return WorkerFailed(WorkerTrouble.RAISED, raised.error, "" if log is None else str(log))

    def _answer(self, serial: int, answer: object) -> None:
        ticket = self._waiting.pop(serial)
        oldest = next(iter(self._waiting.values()), None)
        if oldest is None:
            self._timer.stop()
            self._watch.stop()
        elif self._process is not None:
            self._time(oldest)
        if ticket.answered is not None:
            ticket.answered(answer)

    def _died(self, generation: int) -> None:
        if not self._closed and generation == self._generation and self._process is not None:
            self._replace(WorkerTrouble.ENDED)

    def _hung(self) -> None:
        """The oldest question outlived its deadline: the worker is killed and replaced."""
        if self._process is not None and self._waiting:
            self._process.kill()
            self._replace(WorkerTrouble.HUNG)

    def _look_for_a_stop(self) -> None:
        """A worker stopped with questions waiting answers none of them until the
        deadline: killed and replaced now, as a hung one is."""
        if self._process is None or not self._waiting:
            self._watch.stop()
        elif self._process.stopped():
            self._hung()

    def _replace(self, failure: WorkerTrouble | None) -> None:
        """The worker ended or stopped answering (failure: which), or was
        interrupted (None): a new one takes
        each question still wanted. A failure counts against each: asked twice in
        vain, a question is answered WorkerFailed."""
        assert self._process is not None
        self._process.stop()
        self._process = None
        self._timer.stop()
        self._watch.stop()  # started again with the next question's deadline
        self._generation += 1  # whatever the old one still says is dropped
        for serial, ticket in list(self._waiting.items()):
            if serial not in self._waiting:
                continue  # answered while an earlier one was resent
            if ticket.answered is None:
                del self._waiting[serial]
            elif failure is not None and ticket.retried:
                self._answer(serial, WorkerFailed(failure))
            else:
                ticket.retried = ticket.retried or failure is not None
                self._send(serial, ticket)
