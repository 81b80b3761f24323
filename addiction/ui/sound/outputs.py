"""Where the sounds go on each system (addiction/system.py chooses the way): ALSA on
Linux (alsa.py), and on Windows and macOS, which have no libasound, a whole sound at
a time: Windows' PlaySound (Python's winsound) and macOS's afplay command. Neither
needs a byte in the bundle (docs/sound.md, docs/platforms.md).

Both of those play a file, so the sound at its volume is written once as a WAV file
in a private temporary folder, removed when the output closes. The player's thread
(player.py) then waits out the sound's length, looking every POLL_SECONDS for a
newer request; when one comes the sound is stopped, as ALSA cuts one short.
"""

from __future__ import annotations

import abc
import shutil
import subprocess
import sys
import tempfile
import time
import wave
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from addiction.system import SoundWay

from .alsa import LIBRARY, AlsaOutput

#: How often a sound that plays on its own is checked for a newer request (s).
POLL_SECONDS = 0.02
#: How long a stopped afplay may take to end (s).
STOP_WAIT = 2.0
#: macOS's player of sound files, there on every Mac.
AFPLAY = ("/usr/bin/afplay",)


class Output(Protocol):
    def play(self, frames: bytes, interrupted: Callable[[], bool]) -> int | None:
        """Play 16-bit mono frames until done or interrupted() (then cut short): the
        frames played, or None when the output failed for good."""

    def close(self) -> None: ...


def open_output(way: SoundWay, device: str, rate: int, library: str = LIBRARY) -> Output | None:
    """The output of this way (device and library are ALSA's), or None where it
    cannot play."""
    if way is SoundWay.ALSA:
        return AlsaOutput.open(device, rate, library)
    if way is SoundWay.WINSOUND:
        return WinsoundOutput.open(rate)
    return AfplayOutput.open(rate)


class FileOutput(abc.ABC):
    """Plays each sound from a WAV file of its own: start, then wait for its end."""

    def __init__(self, rate: int) -> None:
        self._rate = rate
        self._folder = Path(tempfile.mkdtemp(prefix="addiction-sounds-"))
        self._files: dict[bytes, Path] = {}

    def play(self, frames: bytes, interrupted: Callable[[], bool]) -> int | None:
        count = len(frames) // 2
        try:
            self._start(self._file_of(frames))
        except (OSError, RuntimeError):  # no such command, no sound device
            return None
        started = time.monotonic()
        while not self._ended(started + count / self._rate):
            if interrupted():
                self._stop()
                return min(count, round((time.monotonic() - started) * self._rate))
            time.sleep(POLL_SECONDS)
        return count if self._succeeded() else None

    def _file_of(self, frames: bytes) -> Path:
        path = self._files.get(frames)
        if path is None:
            path = self._folder / f"sound-{len(self._files)}.wav"
            with wave.open(str(path), "wb") as sound:
                sound.setnchannels(1)
                sound.setsampwidth(2)
                sound.setframerate(self._rate)
                sound.writeframes(frames)
            self._files[frames] = path
        return path

    def close(self) -> None:
        self._stop()
        shutil.rmtree(self._folder, ignore_errors=True)

    @abc.abstractmethod
    def _start(self, path: Path) -> None:
        """Start playing the file; OSError or RuntimeError when it cannot be."""

    def _ended(self, due: float) -> bool:
        """Whether the sound playing has ended; due: when its length says it will."""
        return time.monotonic() >= due

    def _succeeded(self) -> bool:
        return True

    @abc.abstractmethod
    def _stop(self) -> None:
        """Stop the sound playing, if one is."""


class WinsoundOutput(FileOutput):
    """Windows: PlaySound plays the file asynchronously; a newer call, or one with no
    sound, stops it. (winsound cannot play from memory asynchronously.)"""

    @classmethod
    def open(cls, rate: int) -> WinsoundOutput | None:
        try:
            import winsound  # noqa: F401  (Windows only: elsewhere sound is off)
        except ImportError:
            return None
        return cls(rate)

    def _start(self, path: Path) -> None:
        if sys.platform == "win32":
            import winsound

            flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
            winsound.PlaySound(str(path), flags)

    def _stop(self) -> None:
        if sys.platform == "win32":
            import winsound

            winsound.PlaySound(None, 0)


class AfplayOutput(FileOutput):
    """macOS: afplay plays the file in a process of its own, stopped by terminating it."""

    def __init__(self, rate: int, command: Sequence[str] = AFPLAY) -> None:
        super().__init__(rate)
        self._command = tuple(command)
        self._process: subprocess.Popen[bytes] | None = None

    @classmethod
    def open(cls, rate: int, command: Sequence[str] = AFPLAY) -> AfplayOutput | None:
        if shutil.which(command[0]) is None:
            return None
        return cls(rate, command)

    def _start(self, path: Path) -> None:
        self._process = subprocess.Popen(
            [*self._command, str(path)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def _ended(self, due: float) -> bool:
        # The process's end, not the sound's length: it may start late on a busy Mac.
        return self._process is None or self._process.poll() is not None

    def _succeeded(self) -> bool:
        return self._process is not None and self._process.returncode == 0

    def _stop(self) -> None:
        process, self._process = self._process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(STOP_WAIT)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(STOP_WAIT)
