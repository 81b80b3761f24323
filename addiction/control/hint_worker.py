"""Hints and the winnability readout, computed in worker processes so the search
never stutters the board.

The search takes up to a second of CPU, so it runs in worker processes of the
app's own (addiction/control/process_worker.py: how they start, die and are
replaced, and why they never outlive the app). Two of them, each started when
first needed:

- the hint worker answers hint requests (hints.remembered_hint: the node budget
  DEFAULT_HINT_NODES, and the lines proved earlier);
- the study worker searches the position on the table further (hints.study,
  STUDY_NODES): the winnability readout's answer, and the continuation of a hint
  the budget cut short. Each study is handed to the hint worker (hints.learn),
  so the next question on that position gets the better answer. It takes one
  position at a time, the newest asked for: a position left behind is dropped.

Neither leaves the player without hints: a worker that dies is replaced on the
next request, and a hint request it was answering is asked again once. A worker
that cannot be started answers the hint with WorkerFailed (why), and the next
request tries again. A study is for the position on the table only: told that
the position changed (position_changed), the worker stops a study of any other
position at once and drops one still waiting.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from addiction.control.process_worker import WorkerFailed, WorkerProcess
from addiction.engine import Board

if TYPE_CHECKING:
    from addiction.engine import SolveResult
    from addiction.engine.hints import NextShuffle


@dataclass
class _HintRequest:
    board: Board
    can_shuffle: bool
    next_shuffle: NextShuffle | None
    request_ids: list[int] = field(default_factory=list)
    retried: bool = False


class HintWorker(QObject):
    """Ask for a hint with request(); hintReady(request_id, answer) arrives on the
    GUI thread, the answer a Hint, or WorkerFailed when no worker could answer.
    Ask for a study with study(board); studied(board, SolveResult) arrives on the
    GUI thread. Tell it the position on the table with position_changed(board)."""

    hintReady = Signal(int, object)
    studied = Signal(object, object)
    # (board, WorkerFailed): no worker could study board; the next study tries again.
    studyFailed = Signal(object, object)
    # Emitted from the reader threads; the queued connections carry them over to
    # the thread this object lives in.
    _answered = Signal(object, int, object)
    _ended = Signal(object)

    #: Studied positions remembered so that a position is not studied twice.
    STUDIED_MEMORY = 256

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._answered.connect(self._receive, Qt.ConnectionType.QueuedConnection)
        self._ended.connect(self._replace, Qt.ConnectionType.QueuedConnection)
        self._closed = False
        self._hint_worker: WorkerProcess | None = None
        self._study_worker: WorkerProcess | None = None
        self._serial = 0
        self._hints: dict[int, _HintRequest] = {}
        # The position being studied, and the newest one waiting for its turn.
        self._studying: Board | None = None
        self._next_study: Board | None = None
        self._study_retried: Board | None = None  # studied again after its worker died
        # The position on the table, once position_changed has told it (None: no
        # game in play); until then every study is kept.
        self._table: Board | None = None
        self._table_known = False
        self._studied: OrderedDict[Board, SolveResult] = OrderedDict()

    # --- what the controller asks for -------------------------------------------

    def request(
        self,
        request_id: int,
        board: Board,
        can_shuffle: bool,
        next_shuffle: NextShuffle | None = None,
    ) -> None:
        """Ask for a hint (next_shuffle: hints.NextShuffle.of(game)); the same
        question while it is being answered is not asked twice."""
        if self._closed:
            return
        asked = _HintRequest(board, can_shuffle, next_shuffle, [request_id])
        for pending in self._hints.values():
            if (pending.board, pending.can_shuffle, pending.next_shuffle) == (
                board,
                can_shuffle,
                next_shuffle,
            ):
                pending.request_ids.append(request_id)
                return
        self._serial += 1
        self._hints[self._serial] = asked
        self._ask_hint(self._serial)

    def study(self, board: Board) -> None:
        """Search board further in the background (the newest position asked for wins);
        a position studied before is answered at once."""
        if self._closed:
            return
        known = self._studied.get(board)
        if known is not None:
            self.studied.emit(board, known)
            return
        if board != self._studying:
            self._next_study = board
            self._study_more()

    def position_changed(self, board: Board | None) -> None:
        """The position on the table is now board (None: no game is being played,
        it was given up or left): a study of any other position is stopped at once
        (its worker process ends; a new one takes the next study), one waiting is
        dropped."""
        self._table, self._table_known = board, True
        if self._next_study is not None and self._next_study != board:
            self._next_study = None
        if self._studying is not None and self._studying != board:
            if self._study_worker is not None:
                self._study_worker.cancel()
            self._study_worker = None
            self._studying = None
            self._study_more()

    def process_ids(self) -> list[int]:
        """The worker processes running now (for tests and diagnostics)."""
        return [
            worker.process.pid
            for worker in (self._hint_worker, self._study_worker)
            if worker is not None and worker.process.pid is not None
        ]

    def shutdown(self) -> None:
        self._closed = True
        for worker in (self._hint_worker, self._study_worker):
            if worker is not None:
                worker.stop()
        self._hint_worker = self._study_worker = None
        self._hints.clear()

    # --- inside -------------------------------------------------------------------

    def _start(self, role: str) -> WorkerProcess | WorkerFailed:
        # The callbacks run on the reader threads: they only emit queued signals.
        return WorkerProcess.start(role, self._answered.emit, self._ended.emit)

    def _send(self, role: str, serial: int, question: tuple[object, ...]) -> WorkerFailed | None:
        """Send question to role's worker ("hint" or "study"), starting one if there
        is none; None when sent. A worker that died before its end was noticed is
        replaced once."""
        attribute = f"_{role}_worker"
        for _ in range(2):
            worker: WorkerProcess | None = getattr(self, attribute)
            if worker is None:
                started = self._start(role)
                if isinstance(started, WorkerFailed):
                    return started
                worker = started
                setattr(self, attribute, worker)
            if worker.send(serial, question):
                return None
            worker.stop()
            setattr(self, attribute, None)
        return WorkerFailed(f"the {role} process ended at once")

    def _ask_hint(self, serial: int) -> None:
        pending = self._hints[serial]
        question = ("hint", pending.board, pending.can_shuffle, pending.next_shuffle)
        failure = self._send("hint", serial, question)
        if failure is not None:
            self._give_up_hint(serial, failure)

    def _study_more(self) -> None:
        if self._studying is not None or self._next_study is None:
            return
        board, self._next_study = self._next_study, None
        self._serial += 1
        failure = self._send("study", self._serial, (board,))
        if failure is None:
            self._studying = board
        else:
            self.studyFailed.emit(board, failure)  # dropped: the next study tries again

    def _receive(self, worker: WorkerProcess, serial: int, answer: object) -> None:
        # Loaded already: the answer's unpickling needed it (start-up does not).
        from addiction.engine.hints import Hint

        if self._closed:
            return
        if worker is self._study_worker:
            self._take_study(answer)
            return
        if worker is not self._hint_worker:
            return  # a study worker stopped since (position_changed)
        pending = self._hints.pop(serial, None)
        if pending is None:
            return
        for request_id in pending.request_ids:
            self.hintReady.emit(request_id, answer)
        on_table = not self._table_known or pending.board == self._table
        if isinstance(answer, Hint) and answer.winnable is None and on_table:
            # The budget ran out: go on searching this position in the background.
            self.study(pending.board)

    def _take_study(self, answer: object) -> None:
        from addiction.engine.solver import SolveResult

        board, self._studying = self._studying, None
        if board is not None and isinstance(answer, SolveResult):
            self._studied[board] = answer
            while len(self._studied) > self.STUDIED_MEMORY:
                self._studied.popitem(last=False)
            if self._hint_worker is not None:
                self._hint_worker.send(None, ("learn", board, answer))
            self.studied.emit(board, answer)
        self._study_more()

    def _replace(self, worker: WorkerProcess) -> None:
        """A worker died: the next request starts a new one; what it was answering
        is asked again once (a hint asked twice in vain gets no answer)."""
        if self._closed:
            return
        worker.stop()
        if worker is self._study_worker:
            self._study_worker = None
            board, self._studying = self._studying, None
            if board is not None and board != self._study_retried and self._next_study is None:
                self._next_study = self._study_retried = board
            elif board is not None:  # died on it twice, or another position waits
                self.studyFailed.emit(board, WorkerFailed("the study process ended twice"))
            self._study_more()
            return
        if worker is not self._hint_worker:
            return
        self._hint_worker = None
        for serial in list(self._hints):
            pending = self._hints[serial]
            if pending.retried:
                self._give_up_hint(serial, WorkerFailed("the hint process ended twice"))
            else:
                pending.retried = True
                self._ask_hint(serial)

    def _give_up_hint(self, serial: int, failure: WorkerFailed) -> None:
        pending = self._hints.pop(serial)
        for request_id in pending.request_ids:
            self.hintReady.emit(request_id, failure)
