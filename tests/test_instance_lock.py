"""The data folder's lock (addiction/store/ownership.py) and the write fence, in one
process: a second lock on the same folder is refused as another process's would be
(flock locks belong to each open file), and the Wait / Quit question of app.py."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from addiction.app import (
    LiveWindow,
    ask_to_wait,
    create_main_window,
    tell_when_ownership_is_lost,
)
from addiction.control.single_instance import Claim, SingleInstance
from addiction.engine import Game, Termination
from addiction.start_options import parse_arguments
from addiction.store.errors import StatisticsError
from addiction.store.notices import StoreNotice, StoreProblem
from addiction.store.ownership import (
    LOCK_NAME,
    DataFolderLock,
    LockUnusableError,
    NotTheOwnerError,
)
from addiction.store.savegame import SaveFile
from addiction.store.settings import Preferences
from addiction.store.statistics import GameResult, StatisticsDatabase
from addiction.ui.language import install_translators
from tests.prompts import ScriptedPrompts


@pytest.fixture
def locks() -> Iterator[list[DataFolderLock]]:
    """Locks made by a test, all released at its end."""
    made: list[DataFolderLock] = []
    yield made
    for lock in made:
        lock.release()


@pytest.fixture
def asking(qapp: QApplication) -> Iterator[None]:
    """ask_to_wait installs the player's language; the suite goes on in English."""
    yield
    install_translators("en")


def lock_of(folder: Path, locks: list[DataFolderLock]) -> DataFolderLock:
    lock = DataFolderLock(folder)
    locks.append(lock)
    return lock


def test_one_lock_at_a_time_and_it_is_free_again_after_release(
    tmp_path: Path, locks: list[DataFolderLock]
) -> None:
    first, second = lock_of(tmp_path, locks), lock_of(tmp_path, locks)
    assert first.acquire()
    assert not second.acquire()
    first.release()
    assert second.acquire()
    # The file stays: the next owner locks the same file.
    assert (tmp_path / LOCK_NAME).is_file()


def test_the_owner_record_says_who_listens_where(
    tmp_path: Path, locks: list[DataFolderLock]
) -> None:
    owner, other = lock_of(tmp_path, locks), lock_of(tmp_path, locks)
    assert other.owner() is None
    owner.acquire()
    owner.record("/run/user/1000/addiction-solitaire-x/socket")
    record = other.owner()
    assert record is not None
    assert (record.pid, record.channel) == (
        os.getpid(),
        "/run/user/1000/addiction-solitaire-x/socket",
    )


@pytest.mark.parametrize("odd", ["folder", "named pipe", "link"])
def test_something_odd_at_the_lock_path_is_moved_aside_once(
    tmp_path: Path, locks: list[DataFolderLock], odd: str
) -> None:
    path = tmp_path / LOCK_NAME
    if odd == "folder":
        path.mkdir()
    elif odd == "named pipe":
        os.mkfifo(path)
    else:
        path.symlink_to(tmp_path / "elsewhere")
    first, second = lock_of(tmp_path, locks), lock_of(tmp_path, locks)
    assert first.acquire()
    assert first.moved_aside is not None and first.moved_aside.name.startswith("instance.")
    assert path.is_file() and not path.is_symlink()
    assert not second.acquire() and second.moved_aside is None
    assert not (tmp_path / "elsewhere").exists()  # a link is never followed


def test_a_copy_that_lost_the_lock_file_writes_nothing_more_and_says_so_once(
    tmp_path: Path, locks: list[DataFolderLock]
) -> None:
    lock = lock_of(tmp_path, locks)
    assert lock.acquire()
    told: list[str] = []
    lock.on_lost = lambda: told.append("lost")
    save = SaveFile(tmp_path / "savegame.json")
    save.save(Game.new(5), 1.0)
    statistics = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    kept = save.path.read_bytes()

    # Someone removes the lock file: another launch may lock a new one now.
    (tmp_path / LOCK_NAME).unlink()
    newcomer = lock_of(tmp_path, locks)
    assert newcomer.acquire()

    with pytest.raises(NotTheOwnerError):
        save.save(Game.new(9), 2.0)
    assert save.path.read_bytes() == kept
    result = GameResult("addiction", 9, Game.new(9).code, Termination.LOST, 20, 30, 3, 60.0)
    with pytest.raises(StatisticsError):
        statistics.record(result)
    # Nothing went in, and nothing was kept for the next start either.
    assert statistics.summary().played == 0
    assert not statistics.pending_path.exists()
    assert told == ["lost"]
    statistics.close()


def test_a_launch_whose_owner_does_not_answer_may_quit(
    tmp_path: Path, locks: list[DataFolderLock], asking: None
) -> None:
    owner = lock_of(tmp_path, locks)
    assert owner.acquire()  # an owner that never answers: no channel at all
    owner.record("")
    instance = SingleInstance(tmp_path)
    assert instance.claim(["--deal", "4"], wait=0.3) is Claim.NO_ANSWER

    def quit_when_asked() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        quit_button = next(b for b in box.buttons() if b.text() == "Quit")
        quit_button.click()

    QTimer.singleShot(300, quit_when_asked)
    assert ask_to_wait(instance, ["--deal", "4"]) is None
    assert owner.held and not instance.lock.held


def test_the_question_is_asked_in_the_players_language(
    tmp_path: Path, locks: list[DataFolderLock], asking: None
) -> None:
    Preferences().language = "pt_BR"
    owner = lock_of(tmp_path, locks)
    assert owner.acquire()
    owner.record("")
    seen: list[str] = []

    def read_and_quit() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.extend(button.text() for button in box.buttons())
        box.buttons()[-1].click()

    QTimer.singleShot(300, read_and_quit)
    ask_to_wait(SingleInstance(tmp_path), [])
    assert sorted(seen) == ["Esperar", "Sair"]


def test_a_waiting_launch_starts_when_the_owner_goes(
    tmp_path: Path, locks: list[DataFolderLock], asking: None
) -> None:
    owner = lock_of(tmp_path, locks)
    assert owner.acquire()
    owner.record("")
    instance = SingleInstance(tmp_path)
    QTimer.singleShot(500, owner.release)  # the other copy quits while the question is up
    try:
        assert ask_to_wait(instance, []) is Claim.OWNER
        assert instance.lock.held
        record = instance.lock.owner()
        assert record is not None and record.pid == os.getpid()
    finally:
        instance.release()
    assert json.loads((tmp_path / LOCK_NAME).read_text())["pid"] == os.getpid()


def test_the_window_says_when_a_save_is_refused_by_the_fence(
    qtbot: Any, data_dir: Path, locks: list[DataFolderLock]
) -> None:
    lock = lock_of(data_dir, locks)
    assert lock.acquire()
    window = create_main_window(parse_arguments(["--deal", "5"]), ScriptedPrompts())
    qtbot.addWidget(window)
    tell_when_ownership_is_lost(LiveWindow(window, rebuildable=False), lock)
    window.show()
    kept = (data_dir / "savegame.json").read_bytes()
    (data_dir / LOCK_NAME).unlink()  # another launch may own the folder now

    window.controller.new_numbered_deal(9)
    assert (data_dir / "savegame.json").read_bytes() == kept
    assert window.notice.isVisible()
    assert "no longer saves anything" in window.notice.label.text()
    window.controller.shutdown()


def test_a_launch_that_cannot_use_the_lock_runs_keeping_nothing(
    qtbot: Any, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def unusable(self: DataFolderLock) -> bool:
        raise LockUnusableError(f"{self.path} cannot be locked (No locks available)")

    monkeypatch.setattr(DataFolderLock, "acquire", unusable)
    instance = SingleInstance(data_dir)
    assert instance.claim(["--deal", "5"]) is Claim.UNLOCKED
    notice = StoreNotice(StoreProblem.FOLDER_UNUSABLE, detail=instance.problem)
    window = create_main_window(
        parse_arguments(["--deal", "5"]), ScriptedPrompts(), [notice], keep_nothing=True
    )
    qtbot.addWidget(window)
    window.show()
    # Never a second writer: nothing written in the folder, and the player is told why.
    assert window.controller.game.deal_number == 5
    assert not (data_dir / "savegame.json").exists()
    assert "cannot be locked" in window.notice.label.text()
    window.controller.shutdown()
    assert not (data_dir / "savegame.json").exists()
