"""What a worker process costs beside the app: it loads no Qt, and starting one
starts no other process (Python's resource tracker)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from addiction.control.jobs import HINT, HintQuestion
from addiction.control.process_worker import Worker
from addiction.engine import Board
from addiction.engine.hints import Hint
from tests.children import CHILD_TIMEOUT, HAS_PROC
from tests.control.qt_free_jobs import QT_MODULES


def test_a_worker_that_answered_a_hint_has_loaded_no_qt(qtbot) -> None:
    worker = Worker("test")
    try:
        answers: list[object] = []
        worker.submit(HINT, HintQuestion(Board.deal(7), True, None), answers.append)
        worker.submit(QT_MODULES, None, answers.append)
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=60000)
    finally:
        worker.shutdown()
    hint, qt_modules = answers
    assert isinstance(hint, Hint)
    assert qt_modules == []


# Run in a fresh Python, whose children are its worker's alone: the square of 7,
# then the command lines of the children it has once its worker answered.
# The process table is read with tests/children.py, which takes a process that ends
# while it reads as gone (the run's other processes come and go meanwhile).
CHILDREN = """
import json, os, sys
from PySide6.QtCore import QCoreApplication
from addiction.control.process_worker import Worker
from tests.children import children_of, command_line
from tests.control.qt_free_jobs import SQUARE

app = QCoreApplication([])
worker = Worker("test", deadline=float(sys.argv[1]))
answers = []
worker.submit(SQUARE, 7, lambda answer: (answers.append(answer), app.quit()))
app.exec()
children = [line for pid in children_of(os.getpid()) if (line := command_line(pid)) is not None]
worker.shutdown()
print(json.dumps([answers, children]))
"""


@pytest.mark.skipif(not HAS_PROC, reason="reads Linux's process table")
def test_starting_a_worker_starts_no_resource_tracker_beside_it() -> None:
    root = Path(__file__).resolve().parents[2]
    child = subprocess.run(
        [sys.executable, "-c", CHILDREN, str(CHILD_TIMEOUT)],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=True,
    )
    answers, children = json.loads(child.stdout.splitlines()[-1])
    assert answers == [49]
    assert len(children) == 1, children
    assert "--multiprocessing-fork" in children[0]
    assert "resource_tracker" not in children[0]
