"""Start-up on an unlucky machine, as a player runs it: a real process each time.

Whatever is in the way (a file where the data folder should be, a read-only
home, a named pipe where a save should be), the game starts, says once what it
cannot keep, and plays; Ctrl+C and SIGTERM quit as Game > Quit does, saving first.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from addiction.app import create_main_window, main
from addiction.engine import Game
from addiction.start_options import USAGE_ERROR, parse_arguments
from addiction.store.data_folder import IN_MEMORY
from addiction.store.savegame import SaveFile
from tests.children import CHILD_TIMEOUT

RUNNING_AS_ROOT = getattr(os, "geteuid", lambda: -1)() == 0
# Named pipes, POSIX signals and process groups, read-only mounts. A test here waits on
# a game to start and then to quit: a bound of its own above both waits.
pytestmark = [
    pytest.mark.skipif(os.name != "posix", reason="POSIX file system and signals"),
    pytest.mark.timeout(3 * CHILD_TIMEOUT),
]


def game_environment(data_dir: Path | None, **extra: str) -> dict[str, str]:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", **extra)
    environment.pop("ADDICTION_DATA_DIR", None)
    if data_dir is not None:
        environment["ADDICTION_DATA_DIR"] = str(data_dir)
    return environment


def run_game(
    arguments: list[str], environment: dict[str, str], prefix: tuple[str, ...] = ()
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*prefix, sys.executable, "-m", "addiction", *arguments],
        env=environment,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )


def assert_a_picture(path: Path) -> None:
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1280, 800)


# --- a data folder that cannot be made --------------------------------------------------


def test_a_file_where_the_data_folder_should_be_does_not_stop_the_game(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_bytes(b"not a folder")
    picture = tmp_path / "out.png"

    finished = run_game(["--screenshot", str(picture)], game_environment(blocker))

    assert finished.returncode == 0, finished.stderr
    assert "Traceback" not in finished.stderr
    assert_a_picture(picture)
    assert blocker.read_bytes() == b"not a folder"


def read_only_prefix(directory: Path) -> tuple[str, ...]:
    """A command prefix under which directory is read-only, even for root: a
    read-only bind mount in a mount namespace of its own (root ignores chmod)."""
    if not RUNNING_AS_ROOT:
        directory.chmod(0o555)
        return ()
    if (
        shutil.which("unshare") is None
        or subprocess.run(
            ["unshare", "-m", "true"], capture_output=True, timeout=CHILD_TIMEOUT, check=False
        ).returncode
    ):
        pytest.skip("running as root without mount namespaces: cannot make a folder read-only")
    script = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && shift && exec "$@"'
    return ("unshare", "-m", "sh", "-c", script, "sh", str(directory))


def test_a_read_only_data_home_does_not_stop_the_game(tmp_path: Path) -> None:
    data_home = tmp_path / "share"
    data_home.mkdir()
    picture = tmp_path / "out.png"
    environment = game_environment(
        None, XDG_DATA_HOME=str(data_home), XDG_CONFIG_HOME=str(tmp_path / "config")
    )
    prefix = read_only_prefix(data_home)
    probe = subprocess.run(
        [*prefix, sys.executable, "-c", f"open({str(data_home / 'probe')!r}, 'w')"],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    assert "Read-only file system" in probe.stderr or "Permission denied" in probe.stderr

    finished = run_game(["--screenshot", str(picture)], environment, prefix)

    data_home.chmod(0o755)
    assert finished.returncode == 0, finished.stderr
    assert "Traceback" not in finished.stderr
    assert_a_picture(picture)
    assert list(data_home.iterdir()) == []


def test_without_a_data_folder_the_game_says_so_once_and_plays(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "data"
    blocker.write_bytes(b"")
    monkeypatch.setenv("ADDICTION_DATA_DIR", str(blocker))

    window = create_main_window(parse_arguments(["--deal", "12"]))
    qtbot.addWidget(window)
    window.show()

    assert window.notice.isVisible()
    assert window.notice.label.text() == (
        f"Games and statistics will not be kept this time: a file stands where the folder "
        f"{blocker} should be."
    )
    controller = window.controller
    assert controller.play(controller.game.board.legal_moves()[0])
    assert controller.game.moves_made == 1
    statistics = window.controller.statistics
    assert statistics is not None and statistics.path == IN_MEMORY
    window.close()
    assert blocker.read_bytes() == b""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data"]


# --- odd files where the game's files should be --------------------------------------


def test_a_named_pipe_for_the_save_does_not_hang_the_start(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    os.mkfifo(data_dir / "savegame.json")
    picture = tmp_path / "out.png"

    finished = run_game(["--screenshot", str(picture)], game_environment(data_dir))

    assert finished.returncode == 0, finished.stderr
    assert_a_picture(picture)
    (kept,) = data_dir.iterdir()
    assert kept.name.startswith("savegame.named-pipe-") and kept.is_fifo()


@pytest.mark.parametrize("text", ["", "  "])
def test_an_empty_screenshot_path_is_refused(tmp_path: Path, text: str) -> None:
    data_dir = tmp_path / "data"
    finished = run_game(["--screenshot", text], game_environment(data_dir))
    assert finished.returncode == USAGE_ERROR
    assert finished.stderr.splitlines() == [
        "addiction: --screenshot needs the path of the PNG file to write"
    ]
    assert not data_dir.exists()


def test_a_screenshot_path_that_cannot_take_a_picture_is_refused(
    tmp_path: Path, capsys, data_dir
) -> None:
    pipe = tmp_path / "pipe.png"
    os.mkfifo(pipe)
    cases = {
        str(tmp_path): f"addiction: --screenshot {tmp_path}: that is a folder, not a file",
        str(pipe): f"addiction: --screenshot {pipe}: that is a named pipe, not a file",
        str(tmp_path / "no" / "out.png"): (
            f"addiction: --screenshot {tmp_path / 'no' / 'out.png'}: "
            f"there is no folder {tmp_path / 'no'}"
        ),
    }
    for path, complaint in cases.items():
        assert main(["--screenshot", path]) == USAGE_ERROR
        assert capsys.readouterr().err.splitlines() == [complaint]
    assert not any(data_dir.iterdir())  # nothing was opened or written


# --- quitting from the terminal ---------------------------------------------------------


def saved_game_in_progress(data_dir: Path) -> SaveFile:
    save_file = SaveFile(data_dir / "savegame.json")
    game = Game.new(5)
    game.play(game.board.legal_moves()[0])
    save_file.save(game, 61.0)
    return save_file


@pytest.fixture
def started() -> Iterator[list[subprocess.Popen[str]]]:
    """The games a test starts; any still running at its end (a failed test) is killed."""
    games: list[subprocess.Popen[str]] = []
    yield games
    for game in games:
        if game.poll() is None:
            game.kill()
            game.communicate(timeout=CHILD_TIMEOUT)


def start_game(
    data_dir: Path, started: list[subprocess.Popen[str]], up: str = "statistics.sqlite3"
) -> subprocess.Popen[str]:
    """The game, taking up its save, with its own process group (as a terminal job);
    it is up once a file matching the pattern up is in data_dir."""
    game = subprocess.Popen(
        [sys.executable, "-m", "addiction"],
        env=game_environment(data_dir),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    started.append(game)
    # The statistics file is made just before the window shows: the game is up.
    deadline = time.monotonic() + CHILD_TIMEOUT
    while not any(data_dir.glob(up)):
        assert game.poll() is None, game.communicate(timeout=CHILD_TIMEOUT)
        assert time.monotonic() < deadline, "the game did not start"
        time.sleep(0.1)
    time.sleep(1.0)  # let the event loop start (a signal before it is handled as well)
    return game


SENDERS = {
    "Ctrl+C in the terminal": lambda game: os.killpg(game.pid, signal.SIGINT),
    "SIGINT": lambda game: os.kill(game.pid, signal.SIGINT),
    "SIGTERM": lambda game: os.kill(game.pid, signal.SIGTERM),
}


@pytest.mark.parametrize("send", SENDERS.values(), ids=SENDERS.keys())
def test_a_termination_signal_saves_and_quits_cleanly(tmp_path: Path, send, started) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    save_file = saved_game_in_progress(data_dir)
    before = save_file.path.stat().st_ino

    game = start_game(data_dir, started)
    send(game)
    _, err = game.communicate(timeout=CHILD_TIMEOUT)

    assert game.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    # Quitting wrote the save anew (a taken-up game is not saved at start) and the
    # window's state, as Game > Quit does.
    assert save_file.path.stat().st_ino != before
    loaded = save_file.load()
    assert loaded is not None
    assert loaded.game.deal_number == 5 and loaded.game.moves_made == 1
    assert loaded.elapsed >= 61.0
    assert "geometry" in (data_dir / "settings.ini").read_text("utf-8")
    assert not [p for p in data_dir.iterdir() if p.suffix == ".tmp"]


def test_named_pipes_for_the_statistics_and_settings_do_not_hang_the_start(
    tmp_path: Path, started
) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    os.mkfifo(data_dir / "statistics.sqlite3")
    os.mkfifo(data_dir / "settings.ini")

    # The pipe is there from the start: the game is up once it has moved it aside.
    game = start_game(data_dir, started, up="statistics.named*")
    game.send_signal(signal.SIGTERM)
    _, err = game.communicate(timeout=CHILD_TIMEOUT)

    assert game.returncode == 0, err
    kept = sorted(p.name.split("-")[0] for p in data_dir.iterdir() if p.is_fifo())
    assert kept == ["settings.named", "statistics.named"]
    assert json.loads((data_dir / "savegame.json").read_text("utf-8"))["app"]


def test_the_signal_handlers_are_put_back_after(qapp) -> None:
    """In-process main() (as tests run it) must leave pytest's own Ctrl+C alone.
    What the handlers do is tested on real processes above: running the shared
    test QApplication's exec() here would change it for the tests after."""
    from addiction.ui.quit_signals import QUIT_SIGNALS, quit_on_termination_signals

    before = {number: signal.getsignal(number) for number in QUIT_SIGNALS}
    with quit_on_termination_signals(qapp):
        inside = {number: signal.getsignal(number) for number in QUIT_SIGNALS}
        wakeup = signal.set_wakeup_fd(-1)  # reading it means setting it: put it back
        signal.set_wakeup_fd(wakeup)
        assert wakeup != -1
    assert all(inside[number] != before[number] for number in QUIT_SIGNALS)
    assert {number: signal.getsignal(number) for number in QUIT_SIGNALS} == before
    assert signal.set_wakeup_fd(-1) == -1  # no wake-up socket left behind
