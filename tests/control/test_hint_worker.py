"""The hint worker: real worker processes, killed and stopped for real.

A killed worker is replaced and what it was answering is asked again; so is a
stopped (hung) one once the deadline passes. The workers end when the app ends,
even when the app is killed with SIGKILL. A study of a position the player has
left is stopped; a worker that cannot be started says why, and the next request
starts one.
"""

from __future__ import annotations

import contextlib
import errno
import multiprocessing.resource_tracker
import multiprocessing.spawn
import multiprocessing.util
import os
import shutil
import signal
import sys
import textwrap
import time
from pathlib import Path

import pytest

from addiction.control.controller import GameController
from addiction.control.hint_worker import HintAnswer, HintWorker, TableHints
from addiction.control.jobs import DAILY
from addiction.control.notices import HintSearch, WorkerTrouble
from addiction.control.process_worker import Worker, WorkerFailed, _Process
from addiction.engine import Board, Game, Hint, SolveStatus
from addiction.engine.hints import HintAdvice
from addiction.ui.wording import hint_text
from tests.children import (
    CHILD_TIMEOUT_MS,
    HAS_PROC,
    alive,
    children_of,
    process_entry,
    python_child,
    read_line,
)
from tests.positions import SOLVED_TEXT

NEARLY_WON = Board.parse(SOLVED_TEXT.replace("QS KS --", "QS -- KS", 1))


@pytest.fixture
def worker(qtbot):
    made = HintWorker()
    yield made
    made.shutdown()


def ask(qtbot, worker: HintWorker, request_id: int, board: Board) -> object:
    with qtbot.waitSignal(worker.hintReady, timeout=60000) as answered:
        worker.request(request_id, board, True)
    [answer] = answered.args
    assert isinstance(answer, HintAnswer) and answer.request_id == request_id
    return answer.hint


def test_a_killed_worker_is_replaced_and_the_next_request_gets_a_hint(qtbot, worker) -> None:
    first = ask(qtbot, worker, 1, NEARLY_WON)
    assert isinstance(first, Hint) and first.move is not None
    [pid] = worker.process_ids()
    os.kill(pid, signal.SIGKILL)
    second = ask(qtbot, worker, 2, Board.deal(11))
    assert isinstance(second, Hint) and second.move in Board.deal(11).legal_moves()
    assert pid not in worker.process_ids()


def test_the_request_a_killed_worker_was_answering_is_asked_again(qtbot, worker) -> None:
    ask(qtbot, worker, 1, NEARLY_WON)  # the worker is up
    [pid] = worker.process_ids()
    with qtbot.waitSignal(worker.hintReady, timeout=60000) as answered:
        worker.request(2, Board.deal(5), True)  # a search of about a second
        os.kill(pid, signal.SIGKILL)
    [answer] = answered.args
    assert answer.request_id == 2
    hint = answer.hint
    assert isinstance(hint, Hint) and hint.move in Board.deal(5).legal_moves()


#: The deadline the stopped-worker tests give each question and each worker's start
#: (it runs from the moment the worker is up): long enough for a new worker to start,
#: and then to answer an easy hint, on a busy machine; short for a test.
SHORT_DEADLINE = 5.0


def test_a_stopped_worker_is_replaced_at_the_deadline_and_the_hint_comes(qtbot) -> None:
    worker = HintWorker(deadline=SHORT_DEADLINE)
    try:
        ask(qtbot, worker, 1, NEARLY_WON)  # the worker is up
        [pid] = worker.process_ids()
        os.kill(pid, signal.SIGSTOP)  # hung: it will never answer
        try:
            hint = ask(qtbot, worker, 2, Board.deal(11))
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)
        assert isinstance(hint, Hint) and hint.move in Board.deal(11).legal_moves()
        assert pid not in worker.process_ids()
        qtbot.waitUntil(lambda: not alive(pid), timeout=CHILD_TIMEOUT_MS)  # killed, not stopped
    finally:
        worker.shutdown()


def test_a_stopped_worker_is_replaced_within_seconds_not_at_the_deadline(qtbot) -> None:
    """The hint job's own deadline (a minute) is not waited out: a worker the system
    says is stopped, with a question waiting, is killed and replaced at once."""
    worker = HintWorker()  # the jobs' own deadlines
    try:
        ask(qtbot, worker, 1, NEARLY_WON)  # the worker is up
        [pid] = worker.process_ids()
        os.kill(pid, signal.SIGSTOP)
        answers: list[HintAnswer] = []
        worker.hintReady.connect(answers.append)
        try:
            worker.request(2, Board.deal(11), True)
            qtbot.waitUntil(lambda: not alive(pid), timeout=10000)  # killed: replaced
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)
        qtbot.waitUntil(lambda: bool(answers), timeout=60000)
        [answer] = answers
        assert isinstance(answer.hint, Hint) and answer.hint.move in Board.deal(11).legal_moves()
        assert pid not in worker.process_ids()
    finally:
        worker.shutdown()


def hint_then_stop(qtbot, controller: GameController, said: list[tuple[float, object]]) -> int:
    """The first hint of the controller's game (its worker is then up), played; then
    its hint worker stopped (SIGSTOP): the stopped process's id."""
    controller.hintShown.connect(lambda shown: said.append((time.monotonic(), shown.news)))
    controller.request_hint()
    qtbot.waitUntil(lambda: any(isinstance(news, Hint) for _, news in said), timeout=60000)
    [pid] = controller.hint_worker.process_ids()
    controller.play(controller.model.hint)  # a new position: a new question
    said.clear()
    os.kill(pid, signal.SIGSTOP)
    return pid


def test_a_stopped_hint_worker_is_said_or_replaced_within_2_s(qtbot) -> None:
    """Within 2 s of asking, the player has the hint (the stopped worker replaced that
    fast) or is told it is still looked for; the stopped worker is gone within 10 s."""
    controller = GameController(Game.new(11))
    said: list[tuple[float, object]] = []
    try:
        pid = hint_then_stop(qtbot, controller, said)
        try:
            asked = time.monotonic()
            controller.request_hint()
            qtbot.waitUntil(
                lambda: any(
                    news is HintSearch.STILL_LOOKING or isinstance(news, Hint) for _, news in said
                ),
                timeout=2000,
            )
            qtbot.waitUntil(lambda: not alive(pid), timeout=10000)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)
        [told, *_] = [when for when, news in said if news is not HintSearch.LOOKING]
        assert told - asked <= 2.0
        qtbot.waitUntil(lambda: isinstance(said[-1][1], Hint), timeout=60000)
        assert pid not in controller.hint_worker.process_ids()
    finally:
        controller.shutdown()


def test_a_stop_the_system_does_not_tell_is_still_said_within_2_s(qtbot, monkeypatch) -> None:
    """Where a stopped worker cannot be seen (no process table), the deadline replaces it; the
    player is told that the hint is still looked for long before."""
    monkeypatch.setattr(_Process, "stopped", lambda self: False)
    controller = GameController(Game.new(11))
    said: list[tuple[float, object]] = []
    try:
        pid = hint_then_stop(qtbot, controller, said)
        try:
            asked = time.monotonic()
            controller.request_hint()
            qtbot.waitUntil(
                lambda: HintSearch.STILL_LOOKING in [news for _, news in said], timeout=2000
            )
        finally:
            os.kill(pid, signal.SIGCONT)  # the worker goes on and answers
        [told] = [when for when, news in said if news is HintSearch.STILL_LOOKING]
        assert told - asked <= 2.0
        assert hint_text(HintSearch.STILL_LOOKING, 13) == (
            "Still looking for a hint: this one is taking longer than usual…"
        )
        qtbot.waitUntil(lambda: isinstance(said[-1][1], Hint), timeout=60000)
    finally:
        controller.shutdown()


def test_a_hint_that_comes_at_once_is_not_said_to_be_still_looked_for(qtbot) -> None:
    controller = GameController(Game.from_board(NEARLY_WON))
    try:
        said: list[object] = []
        controller.hintShown.connect(lambda shown: said.append(shown.news))
        controller.request_hint()
        qtbot.waitUntil(lambda: any(isinstance(news, Hint) for news in said), timeout=60000)
        said.clear()
        controller.request_hint()  # the worker is up: a hint of one move comes at once
        qtbot.waitUntil(lambda: any(isinstance(news, Hint) for news in said), timeout=60000)
        qtbot.wait(round(TableHints.STILL_LOOKING_AFTER * 1000) + 300)  # past the notice's time
        assert said[0] is HintSearch.LOOKING and isinstance(said[-1], Hint)
        assert HintSearch.STILL_LOOKING not in said[1:]  # the answer stopped its notice
    finally:
        controller.shutdown()


def test_a_question_every_worker_hangs_on_is_asked_twice_then_answered_worker_failed(
    qtbot,
) -> None:
    worker = HintWorker(deadline=SHORT_DEADLINE)
    stopped: list[int] = []

    def stop_each_new_worker() -> None:
        for pid in worker.process_ids():
            if pid not in stopped:
                os.kill(pid, signal.SIGSTOP)
                stopped.append(pid)

    try:
        ask(qtbot, worker, 1, NEARLY_WON)  # the worker is up
        stop_each_new_worker()
        answers: list[HintAnswer] = []
        worker.hintReady.connect(answers.append)
        worker.request(2, Board.deal(98), True)  # a search of a second or more
        # The replacement is stopped as soon as it is there, long before it answers.
        qtbot.waitUntil(lambda: (stop_each_new_worker(), len(stopped) == 2)[1], timeout=60000)
        qtbot.waitUntil(lambda: bool(answers), timeout=60000)
        [answer] = answers
        assert answer.request_id == 2 and isinstance(answer.hint, WorkerFailed)
        assert answer.hint == WorkerFailed(WorkerTrouble.HUNG)
        assert hint_text(answer.hint, 13) == (
            "Hints are not available: the helper process stopped answering twice. "
            "Ask again to retry."
        )
        # The next request starts a worker of its own and gets its hint.
        assert isinstance(ask(qtbot, worker, 3, NEARLY_WON), Hint)
    finally:
        for pid in stopped:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)
        worker.shutdown()


def test_a_study_answers_for_its_position_and_the_newest_position_wins(qtbot, worker) -> None:
    winnable = Board.deal(11)
    unwinnable = Board.deal(10)
    answers: list[tuple[Board, object]] = []
    worker.studied.connect(lambda studied: answers.append((studied.board, studied.result)))
    worker.study(Board.deal(5))  # being studied: its answer still comes
    worker.study(Board.deal(7))  # waiting: replaced by the next one
    worker.study(unwinnable)
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=60000)
    assert [board for board, _ in answers] == [Board.deal(5), unwinnable]
    assert answers[1][1].status is SolveStatus.NO_WIN
    with qtbot.waitSignal(worker.studied, timeout=60000) as studied:
        worker.study(winnable)
    [answer] = studied.args
    assert answer.board == winnable and answer.result.status is SolveStatus.WIN


# The app prints its process id and its hint worker's once the hint came (or
# what went wrong: the test then fails with it rather than wait).
APP = textwrap.dedent(
    """
    import os, sys, traceback
    from PySide6.QtWidgets import QApplication
    from addiction.app import create_main_window
    from addiction.start_options import parse_arguments

    app = QApplication([])
    window = create_main_window(parse_arguments(["--deal", "11"]))
    window.show()
    window.controller.hint_worker.hintReady.connect(lambda *_: report())

    def report():
        try:
            print(os.getpid(), *window.controller.hint_worker.process_ids(), flush=True)
        except Exception:
            print("failed:", traceback.format_exc().replace("\\n", " | "), flush=True)

    window.menus.hint_action.trigger()
    app.exec()
    """
)


@pytest.mark.skipif(not HAS_PROC, reason="reads Linux's process table")
def test_killing_the_app_with_sigkill_leaves_no_process_behind(tmp_path: Path) -> None:
    with python_child(APP, tmp_path) as app:
        line = read_line(app)
        assert not line.startswith("failed:"), line
        pids = [int(word) for word in line.split()]
        assert pids and pids[0] == app.pid
        workers = pids[1:]  # the hint worker (a study worker too with the readout on)
        # and Python's resource tracker; each with its start, so that a later process
        # given the same pid is not taken for it
        children = [entry for pid in children_of(app.pid) if (entry := process_entry(pid))]
        assert workers and set(workers) <= {entry.pid for entry in children}
        os.kill(app.pid, signal.SIGKILL)
        app.wait(timeout=30)

        def left() -> list[int]:
            return [entry.pid for entry in children if alive(entry.pid, entry.start)]

        deadline = time.monotonic() + 20
        while left() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not left()


STUDYING_APP = textwrap.dedent(
    """
    import os
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from addiction.control.hint_worker import HintWorker
    from addiction.engine import Board

    app = QApplication([])
    worker = HintWorker()
    worker.study(Board.deal(98))  # a study of seconds

    def report():
        if worker.process_ids():
            print(os.getpid(), *worker.process_ids(), flush=True)
        else:
            QTimer.singleShot(20, report)

    report()
    app.exec()
    """
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_a_worker_in_the_middle_of_a_long_study_ends_with_the_app_killed(tmp_path: Path) -> None:
    with python_child(STUDYING_APP, tmp_path) as app:
        app_pid, study_pid = (int(word) for word in read_line(app).split())
        assert app_pid == app.pid
        time.sleep(1.0)  # the study is under way: its search runs for seconds more
        assert alive(study_pid)
        os.kill(app.pid, signal.SIGKILL)
        app.wait(timeout=30)
        # Well before the study could end: the kernel ends the worker with the app.
        deadline = time.monotonic() + 2
        while alive(study_pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not alive(study_pid)


def test_a_hint_the_budget_cut_short_is_better_when_asked_again_after_its_study(
    qtbot, worker
) -> None:
    hard = Board.deal(48)  # deciding it takes more nodes than a hint's budget
    first = ask(qtbot, worker, 1, hard)
    assert isinstance(first, Hint) and first.winnable is None
    assert first.advice is HintAdvice.BEST_SO_FAR
    # The search goes on in the background (the study), and the hint worker learns it.
    with qtbot.waitSignal(worker.studied, timeout=120000) as studied:
        pass
    [answer] = studied.args
    assert answer.board == hard and answer.result.status is SolveStatus.NO_WIN
    again = ask(qtbot, worker, 2, hard)
    assert isinstance(again, Hint) and again.winnable is False
    assert again.reach == answer.result.best_in_place


LONG_STUDY = Board.deal(98)  # its study takes seconds (its whole round is 13 million positions)


def start_studying(qtbot, worker: HintWorker, board: Board) -> int:
    """Start a study of board; the study worker's process id."""
    worker.study(board)
    qtbot.waitUntil(lambda: len(worker.process_ids()) == 1, timeout=CHILD_TIMEOUT_MS)
    [pid] = worker.process_ids()
    return pid


@pytest.mark.parametrize("table", [Board.deal(11), None], ids=["moved-on", "game-left"])
def test_a_study_of_a_position_left_is_stopped_and_one_waiting_is_dropped(
    qtbot, worker, table: Board | None
) -> None:
    studied: list[Board] = []
    worker.studied.connect(lambda answer: studied.append(answer.board))
    worker.position_changed(LONG_STUDY)
    pid = start_studying(qtbot, worker, LONG_STUDY)
    worker.study(Board.deal(7))  # waiting for its turn
    worker.position_changed(table)  # a move, or the game given up or left
    qtbot.waitUntil(lambda: not alive(pid), timeout=CHILD_TIMEOUT_MS)
    assert worker.process_ids() == []
    # The next study gets a new worker; neither position left is ever answered.
    with qtbot.waitSignal(worker.studied, timeout=60000) as answered:
        worker.position_changed(Board.deal(10))
        worker.study(Board.deal(10))
    assert answered.args[0].result.status is SolveStatus.NO_WIN
    assert studied == [Board.deal(10)]


def test_a_move_stops_the_study_of_the_position_it_leaves(qtbot) -> None:
    controller = GameController(Game.from_board(LONG_STUDY))
    try:
        pid = start_studying(qtbot, controller.hint_worker, LONG_STUDY)
        assert controller.play(LONG_STUDY.legal_moves()[0])
        qtbot.waitUntil(lambda: not alive(pid), timeout=CHILD_TIMEOUT_MS)
        assert controller.hint_worker.process_ids() == []
    finally:
        controller.shutdown()


def break_the_interpreter(monkeypatch) -> None:
    """The worker processes' Python executable (spawn's, kept as bytes) is missing.
    Python's resource tracker is started first, with the real one: started with the
    missing one it would die too, and warn in whichever test comes next."""
    multiprocessing.resource_tracker.ensure_running()
    monkeypatch.setattr(multiprocessing.spawn, "_python_exe", b"/nonexistent/python3")


def no_more_processes(monkeypatch) -> None:
    """Starting a process fails (fork's EAGAIN: the user's process limit is reached)."""

    def refuse(*args: object) -> int:
        raise BlockingIOError(errno.EAGAIN, "Resource temporarily unavailable")

    monkeypatch.setattr(multiprocessing.util, "spawnv_passfds", refuse)


def run_false(monkeypatch) -> None:
    """The worker processes' executable starts and exits at once."""
    monkeypatch.setattr(multiprocessing.spawn, "_python_exe", os.fsencode(shutil.which("false")))


@pytest.mark.parametrize("breakage", [break_the_interpreter, run_false, no_more_processes])
def test_a_worker_that_cannot_start_says_why_and_the_next_request_starts_one(
    qtbot, worker, monkeypatch, breakage
) -> None:
    breakage(monkeypatch)
    failed = ask(qtbot, worker, 1, NEARLY_WON)
    assert isinstance(failed, WorkerFailed)
    if breakage is no_more_processes:
        assert failed.trouble is WorkerTrouble.NOT_STARTED
        assert "Resource temporarily unavailable" in failed.detail
    else:
        assert failed.trouble is WorkerTrouble.ENDED
    assert worker.process_ids() == []
    monkeypatch.undo()
    hint = ask(qtbot, worker, 2, NEARLY_WON)
    assert isinstance(hint, Hint) and hint.move is not None


def test_the_player_is_told_when_hints_cannot_start_and_asking_again_recovers(
    qtbot, monkeypatch
) -> None:
    controller = GameController(Game.from_board(NEARLY_WON))
    try:
        break_the_interpreter(monkeypatch)
        said: list[object] = []
        # "Still looking" comes as well when a worker is slow to start: not counted here.
        controller.hintShown.connect(
            lambda shown: shown.news is HintSearch.STILL_LOOKING or said.append(shown.news)
        )
        controller.request_hint()
        qtbot.waitUntil(lambda: len(said) == 2, timeout=CHILD_TIMEOUT_MS)
        assert isinstance(said[1], WorkerFailed)
        assert hint_text(said[1], 13).startswith("Hints are not available: ")
        assert hint_text(said[1], 13).endswith("Ask again to retry.")
        monkeypatch.undo()
        controller.request_hint()
        qtbot.waitUntil(lambda: len(said) == 4, timeout=60000)
        assert isinstance(said[3], Hint) and said[3].advice is HintAdvice.WINNABLE
    finally:
        controller.shutdown()


def test_a_daily_worker_that_cannot_start_answers_why_and_the_next_question_starts_one(
    qtbot, monkeypatch
) -> None:
    import datetime

    daily = Worker("daily")
    answers: list[object] = []
    try:
        break_the_interpreter(monkeypatch)
        daily.submit(DAILY, datetime.date(2027, 3, 1), answers.append)
        qtbot.waitUntil(lambda: len(answers) == 1, timeout=CHILD_TIMEOUT_MS)
        assert isinstance(answers[0], WorkerFailed)
        monkeypatch.undo()
        daily.submit(DAILY, datetime.date(2027, 3, 1), answers.append)
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=60000)
        assert answers[1] is not None and not isinstance(answers[1], WorkerFailed)
        assert answers[1].date == datetime.date(2027, 3, 1)
    finally:
        daily.shutdown()
