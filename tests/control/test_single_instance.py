"""One copy of the app per user: real processes, as a player's double-clicks start them.

Each launch runs `python -m addiction` offscreen on its own private data folder;
which game a copy plays is read from the save file it writes after every change.
The channel between copies is made in a temporary folder of the test's own
(TMPDIR), never in the machine's shared one.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.children import CHILD_TIMEOUT

Launch = Callable[..., subprocess.Popen[bytes]]


@pytest.fixture
def shared_tmp() -> Iterator[Path]:
    """A temporary folder every user may reach and write in, as /tmp is (sticky,
    mode 1777; pytest's own folders are private to this user)."""
    folder = Path(tempfile.mkdtemp(prefix="addiction-test-"))
    folder.chmod(0o1777)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def launch(tmp_path: Path, shared_tmp: Path) -> Iterator[Launch]:
    """Start copies of the app on one data folder (ADDICTION_DATA_DIR: tmp_path / "data"
    unless data= says otherwise); every copy is killed at the end. What a copy writes
    on stderr is in tmp_path / "stderr-<pid>"."""
    started: list[subprocess.Popen[bytes]] = []
    environment = {
        **os.environ,
        "ADDICTION_DATA_DIR": str(tmp_path / "data"),
        "QT_QPA_PLATFORM": "offscreen",
        "TMPDIR": str(shared_tmp),
    }
    environment.pop("XDG_RUNTIME_DIR", None)

    def start(*arguments: str, data: Path | None = None) -> subprocess.Popen[bytes]:
        errors = (tmp_path / f"stderr-{len(started)}").open("wb")
        process = subprocess.Popen(
            [sys.executable, "-m", "addiction", *arguments],
            env=environment if data is None else {**environment, "ADDICTION_DATA_DIR": str(data)},
            stdout=subprocess.DEVNULL,
            stderr=errors,
        )
        errors.close()
        (tmp_path / f"stderr-{len(started)}").rename(tmp_path / f"stderr-{process.pid}")
        started.append(process)
        return process

    yield start
    for process in started:
        if process.poll() is None:
            process.send_signal(signal.SIGCONT)
            process.kill()
        process.wait(timeout=30)


def stderr_of(tmp_path: Path, process: subprocess.Popen[bytes]) -> str:
    return (tmp_path / f"stderr-{process.pid}").read_text(errors="replace")


def saved_deal(data: Path) -> int | None:
    try:
        return int(json.loads((data / "savegame.json").read_text())["game"]["deal"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def wait_for(condition: Callable[[], bool], seconds: float = 20.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


def test_a_second_launch_hands_its_deal_to_the_running_copy(launch: Launch, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = launch("--deal", "5")
    assert wait_for(lambda: saved_deal(data) == 5)

    second = launch("--deal", "9")
    assert second.wait(timeout=20) == 0
    # The running copy took deal 9 (no move was made in deal 5, so nothing to ask).
    assert wait_for(lambda: saved_deal(data) == 9)
    assert first.poll() is None


def test_after_the_running_copy_is_killed_a_new_launch_takes_over(
    launch: Launch, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    first = launch("--deal", "5")
    assert wait_for(lambda: saved_deal(data) == 5)
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=CHILD_TIMEOUT)

    second = launch("--deal", "11")
    # It runs (does not hand over to a dead copy) and plays the deal it was asked for.
    assert wait_for(lambda: saved_deal(data) == 11)
    assert second.poll() is None
    third = launch("--deal", "12")
    assert third.wait(timeout=20) == 0
    assert wait_for(lambda: saved_deal(data) == 12)


def test_a_stopped_copy_is_never_taken_over_and_gets_the_launch_when_it_resumes(
    launch: Launch, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    first = launch("--deal", "5")
    assert wait_for(lambda: saved_deal(data) == 5)
    first.send_signal(signal.SIGSTOP)  # alive, holding the lock, not answering
    try:
        second = launch("--deal", "11")
        # It says so and waits (offering Wait / Quit): it never starts beside the first.
        assert wait_for(lambda: "does not answer" in stderr_of(tmp_path, second), seconds=60)
        time.sleep(2)
        assert second.poll() is None
        assert saved_deal(data) == 5
    finally:
        first.send_signal(signal.SIGCONT)
    # Awake again, the first copy hears the waiting launch and plays its deal.
    assert second.wait(timeout=60) == 0
    assert wait_for(lambda: saved_deal(data) == 11)
    assert first.poll() is None


@pytest.mark.parametrize("odd", [None, "folder", "named pipe"])
def test_of_simultaneous_starts_exactly_one_runs(
    launch: Launch, tmp_path: Path, odd: str | None
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    if odd == "folder":
        (data / "instance.lock").mkdir()
    elif odd == "named pipe":
        os.mkfifo(data / "instance.lock")
    copies = [launch("--deal", str(number)) for number in range(1, 10)]
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and sum(c.poll() is None for c in copies) > 1:
        time.sleep(0.2)
    running = [copy for copy in copies if copy.poll() is None]
    assert len(running) == 1
    # The others handed their deal to it and ended well: none was a second writer.
    assert [copy.returncode for copy in copies if copy is not running[0]] == [0] * 8
    assert (data / "instance.lock").is_file()
    if odd is not None:  # what stood there was moved aside, once
        assert len(list(data.glob("instance.*-*.lock"))) == 1


def test_a_copy_whose_lock_file_was_replaced_stops_writing(launch: Launch, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = launch("--deal", "5")
    assert wait_for(lambda: saved_deal(data) == 5)
    # The lock file goes (someone cleaned the folder): a new launch owns a new one.
    (data / "instance.lock").unlink()
    second = launch("--deal", "11")
    assert wait_for(lambda: saved_deal(data) == 11)
    # The first copy saves as it quits; the fence refuses it: the owner's game stays.
    first.send_signal(signal.SIGTERM)
    assert first.wait(timeout=60) == 0
    assert saved_deal(data) == 11
    assert second.poll() is None


# --- other users: the squatters of the issue --------------------------------------

NOBODY = 65534
SYSTEM_PYTHON = Path("/usr/bin/python3")  # one the user nobody may run
#: A process that listens on a socket, keeps what it is sent, and answers "ok"
#: (or nothing, when silent); with a lock file, it first holds that file's lock
#: (as an owner would).
SQUATTER = """
import fcntl, os, socket, sys
path, log, lock, silent = sys.argv[1:5]
if lock:
    held = os.open(lock, os.O_RDONLY)
    fcntl.flock(held, fcntl.LOCK_EX)
server = socket.socket(socket.AF_UNIX)
server.bind(path)
os.chmod(path, 0o777)
server.listen(16)
open(log, "wb").close()
while True:
    connection, _ = server.accept()
    connection.settimeout(5)
    try:
        received = connection.recv(65536)
        if not silent:
            connection.sendall(b"ok\\n")
    except OSError:
        received = b""
    with open(log, "ab") as kept:
        kept.write(received)
    connection.close()
"""


def as_nobody() -> None:
    os.setgid(NOBODY)
    os.setuid(NOBODY)


@pytest.fixture
def squatter(shared_tmp: Path) -> Iterator[Callable[..., tuple[subprocess.Popen[bytes], Path]]]:
    """Start a squatter as another user (nobody); it is killed at the end."""
    if os.geteuid() != 0 or not SYSTEM_PYTHON.exists():
        pytest.skip("needs root, to run a process as another user")
    started: list[subprocess.Popen[bytes]] = []

    def start(
        path: Path, lock: Path | None = None, silent: bool = False
    ) -> tuple[subprocess.Popen[bytes], Path]:
        log = shared_tmp / f"squatter-{len(started)}.log"
        process = subprocess.Popen(
            [
                *(str(SYSTEM_PYTHON), "-c", SQUATTER, str(path), str(log)),
                *(str(lock or ""), "silent" if silent else ""),
            ],
            preexec_fn=as_nobody,
            stdout=subprocess.DEVNULL,
        )
        started.append(process)
        assert wait_for(log.exists), "the squatter did not start"
        return process, log

    yield start
    for process in started:
        process.kill()
        process.wait(timeout=30)


@pytest.mark.parametrize("silent", [False, True])
def test_a_squatter_on_the_old_socket_name_cannot_keep_the_game_from_opening(
    launch: Launch,
    squatter: Callable[..., tuple[subprocess.Popen[bytes], Path]],
    tmp_path: Path,
    shared_tmp: Path,
    silent: bool,
) -> None:
    import getpass
    import hashlib

    data = tmp_path / "data"
    data.mkdir()
    # The name the game used to listen on, guessable by anyone (issue 23, item 1):
    # one that answered "ok" kept every launch from opening; a silent one let two run.
    key = f"{getpass.getuser()}\0{data.resolve()}".encode()
    name = "addiction-solitaire-" + hashlib.sha256(key).hexdigest()[:16]
    _, log = squatter(shared_tmp / name, silent=silent)
    copy = launch("--deal", "7")
    assert wait_for(lambda: saved_deal(data) == 7)
    assert copy.poll() is None
    second = launch("--deal", "8")  # handed to the first copy, not to the squatter
    assert second.wait(timeout=60) == 0
    assert wait_for(lambda: saved_deal(data) == 8)
    assert copy.poll() is None
    assert log.read_bytes() == b""  # it heard nothing of the player's command lines


def test_a_launch_never_hands_its_command_line_to_another_user(
    launch: Launch,
    squatter: Callable[..., tuple[subprocess.Popen[bytes], Path]],
    shared_tmp: Path,
    tmp_path: Path,
) -> None:
    # A data folder the other user can read, whose lock file names the squatter's
    # socket as the owner's channel, while the squatter holds the lock.
    data = shared_tmp / "data"
    data.mkdir(mode=0o755)
    channel = shared_tmp / "owner.socket"
    lock = data / "instance.lock"
    lock.write_text("{}")
    lock.chmod(0o644)
    process, log = squatter(channel, lock)
    lock.write_text(json.dumps({"pid": process.pid, "channel": str(channel)}))
    assert wait_for(channel.exists)
    copy = launch("--deal", "7", data=data)
    # It does not trust the squatter: nothing sent, no yielding; it waits for the lock.
    assert wait_for(lambda: "does not answer" in stderr_of(tmp_path, copy), seconds=60)
    assert copy.poll() is None
    assert log.read_bytes() == b""
    assert saved_deal(data) is None
    process.kill()
    process.wait(timeout=30)
    # The lock is free: the waiting launch takes it and plays its deal.
    assert wait_for(lambda: saved_deal(data) == 7, seconds=60)
    assert log.read_bytes() == b""


def test_a_message_nested_past_pythons_stack_leaves_the_running_copy_answering(
    launch: Launch, tmp_path: Path
) -> None:
    """A peer of the same user is heard, but what it says is still data: JSON nested
    deeper than Python's stack is refused like any other bad message."""
    data = tmp_path / "data"
    first = launch("--deal", "5")
    assert wait_for(lambda: saved_deal(data) == 5)
    channel = json.loads((data / "instance.lock").read_text())["channel"]
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as peer:
        peer.settimeout(CHILD_TIMEOUT)
        peer.connect(channel)
        peer.sendall(b"[" * 50_000 + b"\n")
        assert peer.recv(64) == b""  # refused: the copy closes the connection
    second = launch("--deal", "9")
    assert second.wait(timeout=CHILD_TIMEOUT) == 0
    assert wait_for(lambda: saved_deal(data) == 9)
    assert first.poll() is None
