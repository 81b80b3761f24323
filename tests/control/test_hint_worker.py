"""The hint worker: real worker processes, killed for real.

A killed worker is replaced and what it was answering is asked again; the
workers end when the app ends, even when the app is killed with SIGKILL.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from addiction.control.hint_worker import HintWorker
from addiction.engine import Board, Hint, SolveStatus
from addiction.engine.hints import HintAdvice
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
    assert answered.args[0] == request_id
    return answered.args[1]


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
    assert answered.args[0] == 2
    hint = answered.args[1]
    assert isinstance(hint, Hint) and hint.move in Board.deal(5).legal_moves()


def test_a_study_answers_for_its_position_and_the_newest_position_wins(qtbot, worker) -> None:
    winnable = Board.deal(11)
    unwinnable = Board.deal(10)
    answers: list[tuple[Board, object]] = []
    worker.studied.connect(lambda board, result: answers.append((board, result)))
    worker.study(Board.deal(5))  # being studied: its answer still comes
    worker.study(Board.deal(7))  # waiting: replaced by the next one
    worker.study(unwinnable)
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=60000)
    assert [board for board, _ in answers] == [Board.deal(5), unwinnable]
    assert answers[1][1].status is SolveStatus.NO_WIN
    with qtbot.waitSignal(worker.studied, timeout=60000) as studied:
        worker.study(winnable)
    assert studied.args[0] == winnable and studied.args[1].status is SolveStatus.WIN


APP = textwrap.dedent(
    """
    import os, sys
    from PySide6.QtWidgets import QApplication
    from addiction.app import create_main_window, parse_arguments

    app = QApplication([])
    window = create_main_window(parse_arguments(["--deal", "11"]))
    window.show()
    window.controller.hint_worker.hintReady.connect(lambda *_: report())

    def report():
        children = [
            int(entry) for entry in os.listdir("/proc") if entry.isdigit()
            and open(f"/proc/{entry}/stat").read().rsplit(")", 1)[1].split()[1]
            == str(os.getpid())
        ]
        print(os.getpid(), *children, flush=True)

    window.hint_action.trigger()
    app.exec()
    """
)


def alive(pid: int) -> bool:
    """Whether pid is a process that has not exited (a zombie has)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_killing_the_app_with_sigkill_leaves_no_process_behind(tmp_path: Path) -> None:
    environment = dict(os.environ, ADDICTION_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    app = subprocess.Popen(
        [sys.executable, "-c", APP], stdout=subprocess.PIPE, text=True, env=environment
    )
    try:
        assert app.stdout is not None
        pids = [int(word) for word in app.stdout.readline().split()]
        assert pids and pids[0] == app.pid
        children = pids[1:]
        assert children  # the hint worker (and Python's resource tracker)
        os.kill(app.pid, signal.SIGKILL)
        app.wait(timeout=30)
        deadline = time.monotonic() + 20
        while any(alive(pid) for pid in children) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [pid for pid in children if alive(pid)]
    finally:
        if app.poll() is None:
            app.kill()


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
    assert studied.args[0] == hard and studied.args[1].status is SolveStatus.NO_WIN
    again = ask(qtbot, worker, 2, hard)
    assert isinstance(again, Hint) and again.winnable is False
    assert again.reach == studied.args[1].best_in_place
