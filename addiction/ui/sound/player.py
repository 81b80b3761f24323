"""The sound player: a thread of its own that plays the game's sounds through the
system's output (addiction/ui/sound/outputs.py: ALSA on Linux, alsa.py), so the GUI
thread only drops a request in a queue.

The thread holds the GIL to pick up a request and, once for each sound and
volume, to scale the sound (up to 36 000 samples, some 10 ms; Python hands the
GIL back to the GUI thread every 5 ms meanwhile, its switch interval). It waits
on the device inside ALSA, where ctypes has let the GIL go, so the board never
stutters for it. It opens the device and reads the sounds when the first one is
asked for, not at start-up.
When there is no device, no library or no sounds, it ends and every later
request is dropped: sound is simply off, without a word.
"""

from __future__ import annotations

import queue
import sys
import threading
import wave
from array import array
from collections import deque
from pathlib import Path

from addiction.system import SoundWay, sound_way

from . import Sound
from .alsa import LIBRARY
from .outputs import Output, open_output

#: Where scripts/sounds.py builds the sounds, 16-bit mono at RATE.
RESOURCES = Path(__file__).resolve().parent.parent.parent / "resources"
RATE = 22050


def sound_path(folder: Path, sound: Sound) -> Path:
    return folder / f"sound-{sound.value}.wav"


def read_sound(path: Path) -> bytes | None:
    """The frames of a sound file as scripts/sounds.py builds it; None when it is
    missing or of another format."""
    try:
        with wave.open(str(path), "rb") as sound:
            if (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) != (1, 2, RATE):
                return None
            return sound.readframes(sound.getnframes())
    except (OSError, EOFError, wave.Error):
        return None


def scaled(frames: bytes, gain: float) -> bytes:
    """16-bit little-endian frames at gain (0..1) of their loudness."""
    if gain >= 1.0:
        return frames
    samples = array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    quieter = array("h", [round(value * gain) for value in samples])
    if sys.byteorder == "big":
        quieter.byteswap()
    return quieter.tobytes()


class SoundPlayer:
    """Plays the sounds (their files in folder) on the system's output (way: by
    default the one addiction/system.py chooses; device and library are ALSA's); a
    newer sound cuts the one playing short."""

    def __init__(
        self,
        device: str = "default",
        folder: Path = RESOURCES,
        library: str = LIBRARY,
        way: SoundWay | None = None,
    ) -> None:
        self._device = device
        self._folder = folder
        self._library = library
        self._way = sound_way() if way is None else way
        self._requests: queue.SimpleQueue[tuple[Sound, float] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._unfinished = 0  # requests asked for and not yet played or dropped
        self._finished = threading.Condition()
        self._off = False
        # For anyone who checks (the tests): the frames the device took, and the
        # latest sounds it took (whole or cut short), newest last, with their gains.
        self.frames_played = 0
        self.played: deque[tuple[Sound, float]] = deque(maxlen=32)

    @property
    def off(self) -> bool:
        """True once the player found no device, no library or no sounds."""
        return self._off

    def play(self, sound: Sound, gain: float) -> None:
        """Play the sound at gain (0..1) of its loudness, after cutting short the
        one playing; returns at once."""
        with self._finished:
            if self._off:
                return
            self._unfinished += 1
        self._requests.put((sound, gain))
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="sound", daemon=True)
            self._thread.start()

    def wait_until_idle(self, timeout: float) -> bool:
        """Whether every sound asked for was played (or dropped) within timeout seconds."""
        with self._finished:
            return self._finished.wait_for(lambda: self._unfinished == 0, timeout)

    def close(self, timeout: float = 1.0) -> None:
        """Cut the sound playing short and end the thread (waiting at most timeout
        seconds for it); later requests are dropped."""
        with self._finished:
            self._off = True
        if self._thread is not None:
            self._requests.put(None)
            self._thread.join(timeout)
            self._thread = None

    def _run(self) -> None:
        output = open_output(self._way, self._device, RATE, self._library)
        sounds = {sound: read_sound(sound_path(self._folder, sound)) for sound in Sound}
        try:
            if output is not None and any(sounds.values()):
                self._serve(output, {sound: frames for sound, frames in sounds.items() if frames})
        finally:
            if output is not None:
                output.close()
            # Closed, or off: whatever is still asked for is dropped, now and later.
            with self._finished:
                self._off = True
                self._unfinished = 0
                self._finished.notify_all()

    def _serve(self, output: Output, sounds: dict[Sound, bytes]) -> None:
        """Play each request until None comes; returns early when the device fails."""
        at_loudness: dict[tuple[Sound, float], bytes] = {}
        request = self._requests.get()
        while request is not None:
            if request not in at_loudness:
                sound, gain = request
                at_loudness[request] = scaled(sounds.get(sound, b""), gain)
            played = output.play(at_loudness[request], self._interrupted)
            if played is None:
                return
            self.frames_played += played
            if played:
                self.played.append(request)
            with self._finished:
                self._unfinished -= 1
                self._finished.notify_all()
            request = self._requests.get()

    def _interrupted(self) -> bool:
        """Whether a newer request waits (the sound playing is then cut short)."""
        return not self._requests.empty()
