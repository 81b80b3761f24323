"""Hints and the winnability readout, computed in worker processes so the search
never stutters the board (HintWorker), and the hint shown for the position on
the table (TableHints).

The search takes up to a second of CPU, so it runs in worker processes of the
app's own (addiction/control/process_worker.py: how they start, die, hang and are
replaced, and why they never outlive the app). Two of them, each started when
first needed, running the jobs of addiction/control/jobs.py:

- the hint worker answers hint requests (HINT: hints.find_hint with the node
  budget DEFAULT_HINT_NODES and the lines that process proved earlier);
- the study worker searches the position on the table further (STUDY:
  hints.study, STUDY_NODES): the winnability readout's answer, and the
  continuation of a hint the budget cut short. Each study is handed to the hint
  worker (LEARN), so the next question on that position gets the better answer.
  It takes one position at a time, the newest asked for: a position left behind
  is dropped.

Neither leaves the player without hints: a worker that dies or hangs is
replaced, and what it was answering is asked again once (then WorkerFailed, and
the next request tries again). A study is for the position on the table only:
told that the position changed (position_changed), the worker stops a study of
any other position at once and drops one still waiting. The workers and the jobs
load with the first question (addiction/control/worker_on_demand.py), not at
start-up.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from addiction.control.notices import HintSearch, HintShown, Studied, WorkerFailed
from addiction.control.worker_on_demand import WorkerOnDemand
from addiction.engine import Board, Game, GameStatus
from addiction.models.board_model import BoardModel

if TYPE_CHECKING:
    from addiction.control.jobs import HintQuestion
    from addiction.control.process_worker import Ticket
    from addiction.engine import SolveResult
    from addiction.engine.hints import Hint, NextShuffle, RoundSoFar


@dataclass(frozen=True)
class HintAnswer:
    """The answer to request_id: a Hint, or WorkerFailed when none came (the search
    raised, or no worker could answer)."""

    request_id: int
    hint: Hint | WorkerFailed


class HintWorker(QObject):
    """Ask for a hint with request(); hintReady(HintAnswer) arrives on the GUI
    thread. Ask for a study with study(board); studied(Studied) arrives on the GUI
    thread, or studyFailed(board, WorkerFailed) when no worker could study it (the
    next study tries again). Tell it the position on the table with
    position_changed(board).

    deadline: when given, the seconds a worker may spend on any one question
    before it is replaced (tests make it short); else each job's own."""

    hintReady = Signal(HintAnswer)
    studied = Signal(Studied)
    studyFailed = Signal(Board, WorkerFailed)

    #: Studied positions remembered so that a position is not studied twice.
    STUDIED_MEMORY = 256

    def __init__(self, parent: QObject | None = None, deadline: float | None = None) -> None:
        super().__init__(parent)
        self._closed = False
        self._hints = WorkerOnDemand("hint", self, deadline)
        self._studies = WorkerOnDemand("study", self, deadline)
        # The questions being answered, each with the requests waiting for it.
        self._asked: dict[HintQuestion, list[int]] = {}
        # The position being studied (and its question), and the newest one
        # waiting for its turn.
        self._studying: Board | None = None
        self._study_ticket: Ticket | None = None
        self._next_study: Board | None = None
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
        round_so_far: RoundSoFar | None = None,
    ) -> None:
        """Ask for a hint (next_shuffle: hints.NextShuffle.of(game); round_so_far:
        hints.RoundSoFar.of(game), the round's positions its advice keeps clear of);
        the same question while it is being answered is not asked twice."""
        if self._closed:
            return
        from addiction.control.jobs import HINT, HintQuestion

        question = HintQuestion(board, can_shuffle, next_shuffle, round_so_far)
        waiting = self._asked.get(question)
        if waiting is not None:
            waiting.append(request_id)
            return
        self._asked[question] = [request_id]
        self._hints.submit(HINT, question, lambda hint: self._hint_answered(question, hint))

    def warm_up(self) -> None:
        """Start the hint worker now, idle, with the search loaded (control/jobs.py
        WARM), so the first hint waits for no process start and no imports; nothing
        when one runs already."""
        if self._closed or self._hints.running:
            return
        from addiction.control.jobs import WARM

        self._hints.submit(WARM, None)

    def study(self, board: Board) -> None:
        """Search board further in the background (the newest position asked for wins);
        a position studied before is answered at once."""
        if self._closed:
            return

        known = self._studied.get(board)
        if known is not None:
            self.studied.emit(Studied(board, known))
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
            if self._study_ticket is not None:
                self._studies.withdraw(self._study_ticket, interrupt=True)
            self._studying = self._study_ticket = None
            self._study_more()

    def process_ids(self) -> list[int]:
        """The worker processes running now (for tests and diagnostics)."""
        return self._hints.process_ids() + self._studies.process_ids()

    @property
    def closed(self) -> bool:
        """Shut down: nothing asked is answered any more."""
        return self._closed

    def shutdown(self) -> None:
        self._closed = True
        self._hints.shutdown()
        self._studies.shutdown()
        self._asked.clear()

    # --- inside -------------------------------------------------------------------

    def _hint_answered(self, question: HintQuestion, hint: Hint | WorkerFailed) -> None:
        # Loaded already: the answer's unpickling needed it (start-up does not).
        from addiction.engine.hints import Hint

        for request_id in self._asked.pop(question, []):
            self.hintReady.emit(HintAnswer(request_id, hint))
        on_table = not self._table_known or question.board == self._table
        if isinstance(hint, Hint) and hint.winnable is None and on_table:
            # The budget ran out: go on searching this position in the background.
            self.study(question.board)

    def _study_more(self) -> None:
        if self._studying is not None or self._next_study is None:
            return
        from addiction.control.jobs import STUDY

        board, self._next_study = self._next_study, None
        self._studying = board
        ticket = self._studies.submit(STUDY, board, lambda result: self._take_study(board, result))
        if self._studying is board:  # not answered at once (no worker could start)
            self._study_ticket = ticket

    def _take_study(self, board: Board, result: SolveResult | WorkerFailed) -> None:
        from addiction.control.jobs import LEARN

        self._studying = self._study_ticket = None
        if isinstance(result, WorkerFailed):
            self.studyFailed.emit(board, result)  # dropped: the next study tries again
        else:
            self._studied[board] = result
            while len(self._studied) > self.STUDIED_MEMORY:
                self._studied.popitem(last=False)
            studied = Studied(board, result)
            if self._hints.running:  # a new hint process has nothing to learn it for
                self._hints.submit(LEARN, studied)
            self.studied.emit(studied)
        self._study_more()


class TableHints:
    """The hint for the position on the table: asks the hint worker (request),
    drops an answer whose position has changed since, marks the hinted move on
    the board model and tells show(HintShown) the news; when the position changes
    the hint's sentence goes with its marks (position_changed). A hint not there
    after STILL_LOOKING_AFTER seconds is said to be still looked for (a worker
    starting on a busy machine, or stopped and being replaced: process_worker.py),
    so "Looking…" never stands alone for long."""

    STILL_LOOKING_AFTER = 1.5

    def __init__(
        self, worker: HintWorker, model: BoardModel, show: Callable[[HintShown], None]
    ) -> None:
        self._worker = worker
        self._model = model
        self._show = show
        # Bumped on every change, so a hint computed for an older position is dropped.
        self._position_id = 0
        self._said = False  # a hint's sentence is shown
        self._still_looking = QTimer(worker)
        self._still_looking.setSingleShot(True)
        self._still_looking.setInterval(round(self.STILL_LOOKING_AFTER * 1000))
        self._still_looking.timeout.connect(self._say_still_looking)
        worker.hintReady.connect(self._answered)

    def request(self, game: Game) -> None:
        """Search for a hint for game's position off the GUI thread (nothing for a
        game over); the answer marks the board when it comes."""
        if game.status is not GameStatus.PLAYING:
            return
        # Said first: the player sees the press taken before the question is made.
        self._say(HintShown(HintSearch.LOOKING))
        self._still_looking.start()
        from addiction.engine.hints import NextShuffle, RoundSoFar  # loaded on first use

        self._worker.request(
            self._position_id,
            game.board,
            game.can_shuffle,
            NextShuffle.of(game),
            RoundSoFar.of(game),
        )

    def position_changed(self, board: Board | None, quiet: bool) -> None:
        """The position on the table is now board (None: no game in play); quiet:
        while a saved game is replayed, nothing is shown."""
        self._position_id += 1
        self._still_looking.stop()  # a hint for the position left is not waited for
        self._worker.position_changed(board)
        if not quiet and self._said:
            self._said = False
            self._show(HintShown(None))

    def _answered(self, answer: HintAnswer) -> None:
        if answer.request_id != self._position_id:
            return  # the position changed while the search ran
        self._still_looking.stop()
        hint = answer.hint
        if isinstance(hint, WorkerFailed):
            self._say(HintShown(hint))  # the next request starts a new worker
        else:
            self._model.set_hint(hint.move)
            self._say(HintShown(hint, hint.shuffle))

    def _say_still_looking(self) -> None:
        if not self._worker.closed:  # a worker shut down answers nothing
            self._say(HintShown(HintSearch.STILL_LOOKING))

    def _say(self, shown: HintShown) -> None:
        self._said = True
        self._show(shown)
