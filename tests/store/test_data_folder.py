"""Start-up safety of the data folder (addiction/store/data_folder.py): whatever is
found where the game keeps its files, opening the folder neither raises nor hangs."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from addiction.engine import Game
from addiction.store import paths
from addiction.store.data_folder import IN_MEMORY, open_data_folder
from addiction.store.savegame import SaveFile
from addiction.ui.wording import store_notice_text

RUNNING_AS_ROOT = getattr(os, "geteuid", lambda: -1)() == 0
# Named pipes, POSIX signals and process groups, read-only mounts.
pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file system and signals")


def test_a_file_where_the_folder_should_be_means_nothing_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "data"
    blocker.write_bytes(b"someone else's file")
    monkeypatch.setenv(paths.DATA_DIR_VARIABLE, str(blocker))

    folder = open_data_folder()

    assert folder.save_file is None
    assert folder.statistics_path == IN_MEMORY
    assert tuple(map(store_notice_text, folder.notices)) == (
        "Games and statistics will not be kept this time: "
        f"a file stands where the folder {blocker} should be.",
    )
    assert blocker.read_bytes() == b"someone else's file"


def test_a_file_in_the_way_of_a_parent_folder_means_nothing_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "share"
    blocker.write_bytes(b"")
    monkeypatch.setenv(paths.DATA_DIR_VARIABLE, str(blocker / "addiction"))
    (notice,) = map(store_notice_text, open_data_folder().notices)
    assert notice.startswith("Games and statistics will not be kept this time: ")
    assert str(blocker / "addiction") in notice and notice.endswith(".")


@pytest.mark.skipif(RUNNING_AS_ROOT, reason="root writes into read-only folders")
def test_a_read_only_home_means_nothing_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.delenv(paths.DATA_DIR_VARIABLE)
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    home.chmod(0o555)
    try:
        folder = open_data_folder()
    finally:
        home.chmod(0o755)
    assert folder.save_file is None
    (notice,) = map(store_notice_text, folder.notices)
    assert "could not be created (permission denied)" in notice


@pytest.mark.skipif(RUNNING_AS_ROOT, reason="root writes into read-only folders")
def test_an_existing_read_only_folder_means_nothing_is_kept(data_dir: Path) -> None:
    data_dir.chmod(0o555)
    try:
        folder = open_data_folder()
    finally:
        data_dir.chmod(0o755)
    assert folder.save_file is None
    assert tuple(map(store_notice_text, folder.notices)) == (
        f"Games and statistics will not be kept this time: {data_dir} is read-only.",
    )


def test_a_usable_folder_is_created_and_told_about_by_no_one(data_dir: Path) -> None:
    folder = open_data_folder()
    assert data_dir.is_dir()
    assert tuple(map(store_notice_text, folder.notices)) == ()
    assert folder.save_file is not None
    assert folder.save_file.path == data_dir / "savegame.json"
    assert folder.statistics_path == data_dir / "statistics.sqlite3"


def make_fifo(path: Path) -> None:
    os.mkfifo(path)


def make_folder(path: Path) -> None:
    path.mkdir()
    (path / "inside").write_bytes(b"kept")


ODD_THINGS = {"named pipe": make_fifo, "folder": make_folder}


@pytest.mark.parametrize("make", ODD_THINGS.values(), ids=ODD_THINGS.keys())
def test_something_odd_at_the_save_path_is_moved_aside_and_told(data_dir: Path, make) -> None:  # type: ignore[no-untyped-def]
    make(data_dir / "savegame.json")

    folder = open_data_folder()

    (kept,) = (p for p in data_dir.iterdir() if p.name.startswith("savegame."))
    assert kept.name.startswith(("savegame.named-pipe-", "savegame.folder-"))
    assert tuple(map(store_notice_text, folder.notices)) == (
        "Your saved game could not be read, so a new game was started; "
        f"the damaged file was kept as {kept}.",
    )
    assert folder.save_file is not None
    folder.save_file.save(Game.new(3), 1.0)  # the path is free for saves again
    loaded = folder.save_file.load()
    assert loaded is not None and loaded.game.deal_number == 3


@pytest.mark.parametrize("make", ODD_THINGS.values(), ids=ODD_THINGS.keys())
def test_something_odd_at_the_statistics_path_is_moved_aside_and_told(data_dir: Path, make) -> None:  # type: ignore[no-untyped-def]
    make(data_dir / "statistics.sqlite3")

    folder = open_data_folder()

    (kept,) = (p for p in data_dir.iterdir() if p.name.startswith("statistics."))
    assert tuple(map(store_notice_text, folder.notices)) == (
        "Your statistics file was not a file, so a fresh record was started; "
        f"what was there was kept as {kept}.",
    )
    assert folder.statistics_path == data_dir / "statistics.sqlite3"
    assert not folder.statistics_path.exists()


def test_a_named_pipe_for_the_settings_is_moved_aside_and_told(data_dir: Path) -> None:
    os.mkfifo(data_dir / "settings.ini")
    (notice,) = map(store_notice_text, open_data_folder().notices)
    (kept,) = (p for p in data_dir.iterdir() if p.name.startswith("settings."))
    assert kept.name.startswith("settings.named-pipe-") and kept.suffix == ".ini"
    assert notice == (
        "Your preferences file was not a file, so the default preferences are used; "
        f"what was there was kept as {kept}."
    )


def test_stale_temporaries_of_interrupted_saves_go_at_start(data_dir: Path) -> None:
    stale = data_dir / ".savegame.json.k3j9x_2a.tmp"
    stale.write_bytes(b'{"half a sa')
    an_hour_ago = time.time() - 3600
    os.utime(stale, (an_hour_ago, an_hour_ago))

    open_data_folder()

    assert not stale.exists()


def test_a_screenshot_run_leaves_temporaries_alone(data_dir: Path) -> None:
    stale = data_dir / ".savegame.json.k3j9x_2a.tmp"
    stale.write_bytes(b"")
    os.utime(stale, (0, 0))
    open_data_folder(read_only=True)
    assert stale.exists()


@pytest.mark.skipif(os.name != "posix", reason="flock(2) tells a save in progress")
def test_only_leftover_temporaries_with_our_own_names_are_removed(tmp_path: Path) -> None:
    import fcntl

    save_file = SaveFile(tmp_path / "savegame.json")
    save_file.save(Game.new(4), 2.0)
    save = save_file.path.read_bytes()
    old = time.time() - 60
    names = {
        "stale": ".savegame.json.abcd_123.tmp",
        "young leftover": ".savegame.json.zz99zz11.tmp",  # written a moment ago, not held
        "held": ".savegame.json.zz99zz99.tmp",  # another copy's save in progress
        "other file's": ".statistics.sqlite3.abcd_123.tmp",
        "not mkstemp's": ".savegame.json.mine.tmp",
        "a player's": "savegame.json.abcd_123.tmp",
    }
    for label, name in names.items():
        (tmp_path / name).write_bytes(label.encode())
        if label not in ("young leftover", "held"):
            os.utime(tmp_path / name, (old, old))
    held = open(tmp_path / names["held"], "rb")  # noqa: SIM115 (closed below)
    fcntl.flock(held.fileno(), fcntl.LOCK_EX)
    linked = tmp_path / ".savegame.json.link_123.tmp"
    linked.symlink_to(tmp_path / "savegame.json")
    os.utime(linked, (old, old), follow_symlinks=False)
    folder = tmp_path / ".savegame.json.dir__123.tmp"
    folder.mkdir()
    os.utime(folder, (old, old))

    try:
        removed = save_file.remove_stale_temporaries()
    finally:
        held.close()

    gone = [tmp_path / names["stale"], tmp_path / names["young leftover"]]
    assert sorted(removed) == sorted(gone)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [
            *(n for label, n in names.items() if label not in ("stale", "young leftover")),
            linked.name,
            folder.name,
            "savegame.json",
        ]
    )
    assert save_file.path.read_bytes() == save


def test_a_crashed_save_leaves_a_temporary_that_the_next_start_removes(
    data_dir: Path, tmp_path: Path
) -> None:
    """A real crash: a child process is killed while it writes the save."""
    import signal
    import subprocess
    import sys

    script = (
        "import os, signal\n"
        "from addiction.store import savegame\n"
        "from addiction.engine import Game\n"
        "savegame.os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)\n"
        f"savegame.SaveFile(savegame.Path({str(data_dir)!r}) / 'savegame.json')"
        ".save(Game.new(8), 3.0)\n"
    )
    finished = subprocess.run([sys.executable, "-c", script], timeout=120, check=False)
    assert finished.returncode == -signal.SIGKILL
    (leftover,) = data_dir.iterdir()
    assert leftover.name.startswith(".savegame.json.") and leftover.suffix == ".tmp"
    os.utime(leftover, (time.time() - 60, time.time() - 60))

    open_data_folder()

    assert list(data_dir.iterdir()) == []


def test_a_save_being_written_is_not_taken_for_a_leftover(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cleanup run in the middle of a write (as another copy's start might) leaves
    the temporary alone, and the save completes."""
    from addiction.store import savegame

    save_file = SaveFile(tmp_path / "savegame.json")
    seen: list[tuple[list[str], list[Path]]] = []
    real_fsync = os.fsync

    def fsync_and_clean(descriptor: int) -> None:
        if not seen:
            names = [path.name for path in tmp_path.iterdir()]
            seen.append((names, save_file.remove_stale_temporaries(older_than=0)))
        real_fsync(descriptor)

    monkeypatch.setattr(savegame.os, "fsync", fsync_and_clean)
    save_file.save(Game.new(6), 4.0)

    ((names, removed),) = seen
    assert len(names) == 1 and names[0].startswith(".savegame.json.")  # the temporary
    assert removed == []
    assert [path.name for path in tmp_path.iterdir()] == ["savegame.json"]
    loaded = save_file.load()
    assert loaded is not None and loaded.game.deal_number == 6


KILLED_WHILE_SAVING = """
import os, signal, sys
from pathlib import Path
from addiction.engine import Game, GAMES
from addiction.store import savegame
savegame.os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)
game = Game.new(8, GAMES["double-montana"])
game.play(game.board.legal_moves()[0])
savegame.SaveFile(Path(sys.argv[1]) / "savegame.json").save(game, 3.0)
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL, and flock(2) on the temporary")
def test_a_save_killed_mid_write_leaves_nothing_after_a_start_right_away(data_dir: Path) -> None:
    """Issue 35: a Double Montana game killed with kill -9 while saving left its
    temporary file beside the autosave. The next start, however soon, removes it: no
    process holds it any more, so it is no save in progress (write_atomically)."""
    import signal
    import subprocess
    import sys

    SaveFile(data_dir / "savegame.json").save(Game.new(3), 1.0)  # the save before
    before = (data_dir / "savegame.json").read_bytes()
    killed = subprocess.run(
        [sys.executable, "-c", KILLED_WHILE_SAVING, str(data_dir)], timeout=120, check=False
    )
    assert killed.returncode == -signal.SIGKILL
    (leftover,) = (path for path in data_dir.iterdir() if path.suffix == ".tmp")
    assert leftover.name.startswith(".savegame.json.") and leftover.stat().st_size > 0

    folder = open_data_folder()  # at once: the leftover is seconds old at most

    assert sorted(path.name for path in data_dir.iterdir()) == ["savegame.json"]
    assert folder.save_file is not None and folder.notices == ()
    assert (data_dir / "savegame.json").read_bytes() == before  # the old save, whole
    loaded = folder.save_file.load()
    assert loaded is not None and loaded.game.deal_number == 3


@pytest.mark.skipif(os.name != "posix", reason="flock(2) tells a write in progress")
def test_the_pending_files_leftover_temporaries_go_at_start_too(data_dir: Path) -> None:
    """The statistics' pending file is written as the save is (write_atomically):
    what a crash left of it goes at the next start, the pending file itself stays."""
    pending = data_dir / (paths.STATISTICS_NAME + paths.PENDING_SUFFIX)
    pending.write_bytes(b"[\n]\n")
    leftover = data_dir / f".{pending.name}.k3j9x_2a.tmp"
    leftover.write_bytes(b"[\n{")

    open_data_folder()

    assert not leftover.exists() and pending.exists()


def make_link_to_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


ODD_COMPANIONS = {
    "named pipe": make_fifo,
    "folder": make_folder,
    "link to /dev/zero": make_link_to_zero,
}
# Opened in a child process with a timeout: SQLite waits on a pipe at a hot journal's path.
OPEN_AND_RECORD = """
from addiction.engine import Termination
from addiction.store.data_folder import open_data_folder
from addiction.store.statistics import GameResult, StatisticsDatabase
from addiction.ui.wording import store_notice_text
folder = open_data_folder()
db = StatisticsDatabase(folder.statistics_path)
db.record(GameResult("addiction", 1, "C", Termination.WON, 48, 60, 0, 90.0))
db.close()
print("\\n".join(map(store_notice_text, (*folder.notices, *db.notices))))
"""


@pytest.mark.parametrize("make", ODD_COMPANIONS.values(), ids=ODD_COMPANIONS.keys())
@pytest.mark.parametrize("suffix", paths.SIDECARS)
def test_something_odd_at_a_companion_of_the_statistics_is_moved_aside_and_games_count(
    data_dir: Path,
    suffix: str,
    make,  # type: ignore[no-untyped-def]
) -> None:
    import subprocess
    import sys

    from addiction.store.statistics import StatisticsDatabase

    StatisticsDatabase(data_dir / "statistics.sqlite3").close()
    make(data_dir / f"statistics.sqlite3{suffix}")

    opened = subprocess.run(
        [sys.executable, "-c", OPEN_AND_RECORD],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )

    assert opened.returncode == 0, opened.stderr[-2000:]
    (kept,) = (p for p in data_dir.iterdir() if p.name.endswith(suffix) and "-20" in p.name)
    assert opened.stdout.splitlines() == [
        f"A companion file of your statistics was not a file, so it was moved aside as {kept}; "
        "your statistics are kept as they were."
    ]
    reopened = StatisticsDatabase(data_dir / "statistics.sqlite3")
    assert reopened.summary().won == 1 and reopened.recovery is None
    reopened.close()


def test_a_settings_file_far_too_large_is_moved_aside_unread(data_dir: Path) -> None:
    """QSettings reads a whole ini file into memory: a sparse 2 GiB one took 17 s and 4 GB."""
    from addiction.store.data_folder import MAX_SETTINGS_BYTES
    from addiction.store.settings import Preferences

    settings = data_dir / "settings.ini"
    with settings.open("wb") as stream:
        stream.truncate(2 * 1024**3)  # sparse: no room taken on the disk
    (notice,) = map(store_notice_text, open_data_folder().notices)
    (kept,) = (p for p in data_dir.iterdir() if p.name.startswith("settings."))
    assert kept.name.startswith("settings.too-large-") and kept.stat().st_size > MAX_SETTINGS_BYTES
    assert notice == (
        "Your preferences file was far too large, so the default preferences are used; "
        f"it was kept as {kept}."
    )
    assert Preferences().theme == "system"


def test_a_settings_file_of_a_usual_size_stays(data_dir: Path) -> None:
    from addiction.store.settings import Preferences

    preferences = Preferences()
    preferences.theme = "dark"
    preferences.sync()
    assert open_data_folder().notices == ()
    assert Preferences().theme == "dark"
