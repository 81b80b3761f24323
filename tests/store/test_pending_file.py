"""The pending file (results a disk refused) never loses a result quietly and
never stops a start: a disk too full for even that says so; whatever is found at
its path (a pipe, a link to a device, absurd JSON, one bad record) is set aside,
alone, with a notice, and every good record is still counted.

Opening runs in a child process with a memory cap and a timeout, so a reader that
would hang or fill memory fails its test instead of stopping the run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from addiction.store.notices import StoreNotice, StoreProblem
from addiction.store.statistics import PENDING_SUFFIX, StatisticsDatabase
from addiction.ui.wording import store_notice_text
from tests.control.test_counting_rules import WON_IN_TWO

ROOT = Path(__file__).resolve().parents[2]
SET_ASIDE = StoreProblem.PENDING_SET_ASIDE.value
FIXTURE_CODES = ["CODE"] * 3


def pending_of(path: Path) -> Path:
    return path.with_name(path.name + PENDING_SUFFIX)


OPEN = """
import json, resource, sys
# Far more than opening needs; a reader that swallows a device fails here instead.
resource.setrlimit(resource.RLIMIT_AS, (3 * 1024**3, resource.RLIM_INFINITY))
from addiction.store.statistics import StatisticsDatabase
db = StatisticsDatabase(sys.argv[1])
print(json.dumps({
    "codes": [game.code for game in db.history().games],
    "pending": db.pending_count,
    "notices": [[notice.problem.value, str(notice.kept)] for notice in db.notices],
}))
db.close()
"""


def open_in_child(path: Path) -> dict[str, Any]:
    """What opening the database at path finds, opened in a child process."""
    opened = subprocess.run(
        [sys.executable, "-c", OPEN, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert opened.returncode == 0, opened.stderr[-2000:]
    found = json.loads(opened.stdout)
    assert isinstance(found, dict)
    return found


def record(code: str, **changes: object) -> dict[str, object]:
    """A pending record as the game writes it, with fields changed."""
    base: dict[str, object] = {
        "rules_key": "addiction",
        "deal_number": 7,
        "code": code,
        "outcome": "won",
        "in_place": 48,
        "moves": 90,
        "shuffles_used": 1,
        "seconds": 120.5,
        "game_id": f"game-{code}",
        "kind": "deal",
        "level": None,
        "stars": 0,
        "daily_date": None,
        "on_the_day": False,
        "finished_at": "2026-11-30T10:00:00+00:00",
    }
    return {**base, **changes}


def write_lines(pending: Path, lines: list[bytes]) -> None:
    """A pending file with one record a line, as the game writes it."""
    pending.write_bytes(b"[\n" + b",\n".join(lines) + b"\n]\n")


def line(record_: dict[str, object]) -> bytes:
    return json.dumps(record_).encode()


#: One bad record, each a way the issue found to stop every start or block the rest.
BAD_RECORDS: dict[str, bytes] = {
    "deeply-nested": b"[" * 100_000 + b"]" * 100_000,
    "nested-in-a-field": line(record("X"))[:-1]
    + b', "x": '
    + b"[" * 100_000
    + b"]" * 100_000
    + b"}",
    "30-digit-moves": line(record("X", moves=10**30)),
    "nan-seconds": line(record("X", seconds=float("nan"))),
    "infinite-seconds": line(record("X")).replace(b'"seconds": 120.5', b'"seconds": 1e999'),
    "dict-deal": line(record("X", deal_number={"deal": 7})),
    "unknown-outcome": line(record("X", outcome="triumph")),
    "true-for-moves": line(record("X", moves=True)),
    "year-9999": line(record("X", finished_at="9999-12-31T23:59:59")),
    "not-utf-8": line(record("X"))[:-1] + b', "note": "\xff\xfe"}',
    "not-an-object": b'"a string"',
    "cut-short": line(record("X"))[:40],
}


@pytest.mark.parametrize("bad", BAD_RECORDS.values(), ids=BAD_RECORDS.keys())
def test_a_bad_record_is_set_aside_alone_and_the_rest_are_counted(path: Path, bad: bytes) -> None:
    pending = pending_of(path)
    write_lines(pending, [line(record("A")), bad, line(record("B"))])
    found = open_in_child(path)
    assert found["codes"] == [*FIXTURE_CODES, "A", "B"]
    assert found["pending"] == 0 and not pending.exists()
    [[problem, kept]] = found["notices"]
    assert problem == SET_ASIDE
    assert Path(kept).name.startswith("statistics.sqlite3.pending.corrupt-")
    assert Path(kept).read_bytes() == b"[\n" + bad + b"\n]\n"  # that record, alone


def test_a_record_the_database_refuses_is_set_aside_and_the_rest_are_counted(
    path: Path,
) -> None:
    """Level 0 reads well but breaks the campaign table's CHECK: refused by SQLite."""
    pending = pending_of(path)
    refused = record("X", kind="campaign", level=0, stars=1)
    write_lines(pending, [line(record("A")), line(refused), line(record("B"))])
    found = open_in_child(path)
    assert found["codes"] == [*FIXTURE_CODES, "A", "B"]
    assert found["pending"] == 0 and not pending.exists()
    [[problem, kept]] = found["notices"]
    assert problem == SET_ASIDE and Path(kept).name.startswith(
        "statistics.sqlite3.pending.refused-"
    )
    assert [entry["code"] for entry in json.loads(Path(kept).read_bytes())] == ["X"]


def test_a_pending_file_of_the_earlier_format_is_still_read(path: Path) -> None:
    """Before one record a line, the whole array was one line; a bad element in it
    is still set aside alone."""
    pending = pending_of(path)
    records = [record("A"), record("X", seconds=-1), record("B")]
    pending.write_bytes(json.dumps(records).encode())
    found = open_in_child(path)
    assert found["codes"] == [*FIXTURE_CODES, "A", "B"]
    [[problem, _]] = found["notices"]
    assert problem == SET_ASIDE and not pending.exists()


def make_fifo(pending: Path) -> None:
    os.mkfifo(pending)


def make_link_to_zero(pending: Path) -> None:
    pending.symlink_to("/dev/zero")


def make_huge(pending: Path) -> None:
    with pending.open("wb") as stream:
        stream.truncate(64 * 1024 * 1024)  # sparse: no room taken on the disk


NOT_A_PENDING_FILE = {
    "folder": Path.mkdir,
    "folder-with-files": lambda pending: (pending.mkdir(), (pending / "kept").write_text("x")),
    "named-pipe": make_fifo,
    "link-to-dev-zero": make_link_to_zero,
    "64-mib": make_huge,
}


@pytest.mark.parametrize("make", NOT_A_PENDING_FILE.values(), ids=NOT_A_PENDING_FILE.keys())
def test_what_is_no_pending_file_is_moved_aside_and_the_start_goes_on(path: Path, make) -> None:
    pending = pending_of(path)
    make(pending)
    found = open_in_child(path)
    assert found["codes"] == FIXTURE_CODES
    [[problem, kept]] = found["notices"]
    assert problem == SET_ASIDE and os.path.lexists(kept)
    assert not os.path.lexists(pending)
    # The link itself was moved, not the device it points to.
    assert Path("/dev/zero").exists()


def test_the_set_aside_notice_names_where_they_are_kept(tmp_path: Path) -> None:
    kept = tmp_path / "statistics.sqlite3.pending.corrupt-20261201-100000.json"
    text = store_notice_text(StoreNotice(StoreProblem.PENDING_SET_ASIDE, kept))
    assert str(kept) in text and text.startswith("Some results")
    assert store_notice_text(StoreNotice(StoreProblem.PENDING_SET_ASIDE)).endswith("statistics.")


# --- a disk too full for even the pending file --------------------------------------

# A real refusal, even for root: the file size limit (RLIMIT_FSIZE) makes every write
# past LIMIT bytes fail, as a full disk does (0: nothing at all can be written; 2048:
# the small pending file can, the database's pages cannot).
PLAY_TO_A_WIN = """
import resource, signal, sys
from PySide6.QtCore import QCoreApplication
from addiction.control.controller import GameController
from addiction.engine import Board, Game
from addiction.store.statistics import StatisticsDatabase
from addiction.ui.wording import notice_text
app = QCoreApplication([])
db = StatisticsDatabase(sys.argv[1])
controller = GameController(Game.from_board(Board.parse(sys.argv[3])), statistics=db)
controller.message.connect(lambda notice: print(notice_text(notice), flush=True))
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[2]), resource.RLIM_INFINITY))
for _ in range(2):
    controller.play(controller.game.board.legal_moves()[0])
controller.shutdown()
"""


def win_on_a_full_disk(path: Path, limit: int) -> list[str]:
    """What the player is told when winning with writes limited to limit bytes."""
    played = subprocess.run(
        [sys.executable, "-c", PLAY_TO_A_WIN, str(path), str(limit), WON_IN_TWO],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert played.returncode == 0, played.stderr[-2000:]
    return [text for text in played.stdout.splitlines() if "statistics" in text]


def test_a_win_no_file_can_keep_is_not_said_to_be_kept(path: Path) -> None:
    [told] = win_on_a_full_disk(path, 0)
    assert told.startswith("The statistics could not be saved")
    assert "It is kept" not in told
    assert told.endswith("This game's result could not be kept for the next start either.")
    assert not pending_of(path).exists()


def test_a_win_the_pending_file_keeps_is_said_to_be_kept_and_is_counted(path: Path) -> None:
    [told] = win_on_a_full_disk(path, 2048)
    assert told.endswith("It is kept and will be added at the next start.")
    assert pending_of(path).exists()
    reopened = StatisticsDatabase(path)
    assert reopened.summary().won == 3 and reopened.pending_count == 0
    reopened.close()
