"""The game beyond Linux (addiction/system.py, docs/platforms.md), tested here with the
system simulated: sys.platform and the socket module patched for the choices, stand-in
modules for the calls only Windows has, and the ways that can run on Linux run for
real: the loopback channel between two real copies of the app, afplay's process
(a stand-in command), and the WAV files both whole-sound outputs play.
"""

from __future__ import annotations

import errno
import json
import os
import socket
import subprocess
import sys
import time
import wave
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

from addiction import system
from addiction.store.ownership import DataFolderLock
from addiction.system import Channel, SoundWay, System
from addiction.ui.sound import Sound
from addiction.ui.sound.outputs import AfplayOutput, WinsoundOutput, open_output
from addiction.ui.sound.player import RATE, SoundPlayer
from tests.children import CHILD_TIMEOUT

SYSTEMS = {"linux": System.LINUX, "win32": System.WINDOWS, "darwin": System.MACOS}


@pytest.mark.parametrize(
    ("platform", "expected"), [*SYSTEMS.items(), ("freebsd14", System.OTHER_POSIX)]
)
def test_each_system_is_told_by_sys_platform(
    monkeypatch: pytest.MonkeyPatch, platform: str, expected: System
) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    assert system.current() is expected


@pytest.mark.parametrize(
    ("platform", "sound", "state_file", "prctl"),
    [
        ("linux", SoundWay.ALSA, True, True),
        ("win32", SoundWay.WINSOUND, False, False),
        ("darwin", SoundWay.AFPLAY, False, False),
    ],
)
def test_each_system_gets_its_own_ways(
    monkeypatch: pytest.MonkeyPatch, platform: str, sound: SoundWay, state_file: bool, prctl: bool
) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    assert system.sound_way() is sound
    assert (system.process_state_file(42) is not None) is state_file
    assert system.kills_children_with_parent() is prctl


def test_without_unix_sockets_later_launches_come_over_loopback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert system.instance_channel() is Channel.UNIX_SOCKET
    monkeypatch.delattr(socket, "AF_UNIX")  # as in Windows' Python
    assert system.instance_channel() is Channel.LOOPBACK


# --- the data folder's lock on Windows: msvcrt.locking --------------------------


class FakeMsvcrt(ModuleType):
    """msvcrt's locking, as Windows does it: a byte range from the file's position,
    refused (EACCES) while another descriptor holds an overlapping one."""

    LK_NBLCK = 2

    def __init__(self) -> None:
        super().__init__("msvcrt")
        self.held: dict[int, int] = {}  # descriptor: the byte it locked

    def locking(self, descriptor: int, mode: int, count: int) -> None:
        assert (mode, count) == (self.LK_NBLCK, 1)
        start = os.lseek(descriptor, 0, os.SEEK_CUR)
        if start in self.held.values():
            raise PermissionError(errno.EACCES, "Permission denied")
        self.held[descriptor] = start


@pytest.fixture
def windows_locks(monkeypatch: pytest.MonkeyPatch) -> FakeMsvcrt:
    msvcrt = FakeMsvcrt()
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setitem(sys.modules, "msvcrt", msvcrt)
    return msvcrt


def test_windows_locks_a_byte_past_the_record_so_later_launches_can_read_it(
    windows_locks: FakeMsvcrt, tmp_path: Path
) -> None:
    owner, later = DataFolderLock(tmp_path), DataFolderLock(tmp_path)
    assert owner.acquire()
    assert list(windows_locks.held.values()) == [system.WINDOWS_LOCK_BYTE]
    owner.record("tcp://127.0.0.1:5000", "s3cret")
    # The later launch is refused the lock, and reads who owns the folder.
    assert not later.acquire()
    record = later.owner()
    assert record is not None
    assert (record.pid, record.channel, record.secret) == (
        os.getpid(),
        "tcp://127.0.0.1:5000",
        "s3cret",
    )
    # The record is all the file holds: the lock moved nothing.
    assert json.loads((tmp_path / "instance.lock").read_bytes())["secret"] == "s3cret"
    owner.release()


# --- later launches over loopback, between real copies of the app ---------------

#: A copy of the app that hands over as on Windows: the choice patched, nothing else.
LOOPBACK_APP = """
import runpy, sys
import addiction.system as system
system.instance_channel = lambda: system.Channel.LOOPBACK
sys.argv[0] = "addiction"
runpy.run_module("addiction", run_name="__main__", alter_sys=True)
"""


@pytest.fixture
def loopback_copies(tmp_path: Path) -> Iterator[Callable[..., subprocess.Popen[bytes]]]:
    started: list[subprocess.Popen[bytes]] = []
    environment = {**os.environ, "ADDICTION_DATA_DIR": str(tmp_path / "data")}

    def start(*arguments: str) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(
            [sys.executable, "-c", LOOPBACK_APP, *arguments],
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        started.append(process)
        return process

    yield start
    for process in started:
        process.kill()
        process.wait(CHILD_TIMEOUT)


def saved_deal(data: Path) -> int | None:
    try:
        return int(json.loads((data / "savegame.json").read_text())["game"]["deal"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def wait_for(condition: Callable[[], bool]) -> bool:
    deadline = time.monotonic() + CHILD_TIMEOUT
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


def tell(port: int, message: dict[str, object]) -> bytes:
    """What the owner answers a message (b"" when it closes without a word)."""
    with socket.create_connection(("127.0.0.1", port), timeout=CHILD_TIMEOUT) as channel:
        channel.sendall(json.dumps(message).encode() + b"\n")
        return channel.recv(16)


def test_over_loopback_a_second_launch_hands_over_and_only_with_the_secret(
    loopback_copies: Callable[..., subprocess.Popen[bytes]], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    first = loopback_copies("--deal", "5")
    assert wait_for(lambda: saved_deal(data) == 5)
    record = json.loads((data / "instance.lock").read_text())
    assert record["channel"].startswith("tcp://127.0.0.1:") and len(record["secret"]) == 32
    port = int(record["channel"].rsplit(":", 1)[1])
    # Whoever cannot read the data folder cannot tell the secret: not a word back.
    asked: dict[str, object] = {"folder": str(data), "arguments": ["--deal", "7"]}
    assert tell(port, {**asked, "secret": "0" * 32}) == b""
    assert tell(port, asked) == b""
    assert tell(port, {**asked, "secret": "\udcff"}) == b""

    second = loopback_copies("--deal", "9")
    assert second.wait(CHILD_TIMEOUT) == 0
    assert wait_for(lambda: saved_deal(data) == 9)
    assert first.poll() is None


# --- sound where there is no ALSA -----------------------------------------------

FRAMES = bytes(range(256)) * 8  # 1024 frames, some 46 ms


def wav_frames(path: Path) -> bytes:
    with wave.open(str(path), "rb") as sound:
        assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) == (1, 2, RATE)
        return sound.readframes(sound.getnframes())


class FakeWinsound(ModuleType):
    SND_ASYNC = 0x1
    SND_NODEFAULT = 0x2
    SND_FILENAME = 0x20000

    def __init__(self) -> None:
        super().__init__("winsound")
        self.calls: list[tuple[str | None, int, bytes]] = []

    def PlaySound(self, sound: str | None, flags: int) -> None:
        self.calls.append((sound, flags, b"" if sound is None else wav_frames(Path(sound))))


@pytest.fixture
def winsound(monkeypatch: pytest.MonkeyPatch) -> FakeWinsound:
    module = FakeWinsound()
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setitem(sys.modules, "winsound", module)
    return module


def test_windows_plays_each_sound_from_a_file_and_stops_it_for_a_newer(
    winsound: FakeWinsound,
) -> None:
    output = open_output(SoundWay.WINSOUND, "default", RATE)
    assert isinstance(output, WinsoundOutput)
    try:
        assert output.play(FRAMES, lambda: False) == len(FRAMES) // 2
        path, flags, played = winsound.calls[0]
        assert played == FRAMES
        assert flags == winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
        # Cut short at once: a few frames at most of some 9 s (how few is the machine's
        # pace between the start and the first look: under load, more than none).
        assert output.play(FRAMES * 200, lambda: True) < RATE // 10
        assert winsound.calls[2][:2] == (None, 0)  # the stop
        assert output.play(FRAMES, lambda: False) == len(FRAMES) // 2
        assert winsound.calls[3][0] == path  # the same sound: the same file
    finally:
        output.close()
    assert path is not None and not Path(path).parent.exists()


def test_without_winsound_or_afplay_sound_is_off() -> None:
    assert open_output(SoundWay.WINSOUND, "default", RATE) is None  # no winsound on Linux
    assert AfplayOutput.open(RATE, ("no-such-afplay",)) is None
    player = SoundPlayer(way=SoundWay.AFPLAY)  # no /usr/bin/afplay here
    player.play(Sound.PLACE, 1.0)
    assert player.wait_until_idle(CHILD_TIMEOUT)
    assert player.off and player.frames_played == 0
    player.close()


#: Stands in for afplay: copies the file it plays to ARGV[1], writes its process id
#: in ARGV[1].pid, then plays for ARGV[2] seconds.
FAKE_AFPLAY = """
import os, shutil, sys, time
shutil.copyfile(sys.argv[3], sys.argv[1])
open(sys.argv[1] + ".pid", "w").write(str(os.getpid()))
time.sleep(float(sys.argv[2]))
"""


def test_macos_plays_each_sound_in_an_afplay_process_ended_for_a_newer(tmp_path: Path) -> None:
    heard = tmp_path / "heard.wav"
    whole = AfplayOutput.open(RATE, (sys.executable, "-c", FAKE_AFPLAY, str(heard), "0"))
    assert whole is not None
    try:
        assert whole.play(FRAMES, lambda: False) == len(FRAMES) // 2
        assert wav_frames(heard) == FRAMES
    finally:
        whole.close()

    endless = AfplayOutput(RATE, (sys.executable, "-c", FAKE_AFPLAY, str(heard), "600"))
    pid_file = tmp_path / "heard.wav.pid"
    pid_file.unlink()
    try:
        # A newer sound comes once the process plays: it is ended and waited for.
        played = endless.play(FRAMES * 1000, pid_file.exists)
        assert played is not None and played < len(FRAMES) * 1000 // 2
        with pytest.raises(ProcessLookupError):
            os.kill(int(pid_file.read_text()), 0)
    finally:
        endless.close()


@pytest.mark.parametrize(
    ("platform", "trimmed"), [("linux", True), ("win32", False), ("darwin", False)]
)
def test_freed_memory_is_given_back_with_glibc_s_malloc_trim_on_linux_only(
    monkeypatch: pytest.MonkeyPatch, platform: str, trimmed: bool
) -> None:
    import ctypes

    calls: list[int] = []

    class Libc:
        def malloc_trim(self, pad: int) -> int:
            calls.append(pad)
            return 1

    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(ctypes, "CDLL", lambda name: Libc())
    system.give_back_freed_memory()
    assert calls == ([0] if trimmed else [])
