"""Sound out through ALSA's libasound.so.2, called with ctypes: no bytes in the
bundle, since every Linux desktop has the library (PulseAudio and PipeWire take
ALSA's "default" device over). docs/sound.md weighs this against the others.

AlsaOutput opens one playback device, 16-bit mono at a rate, and writes frames to
it; each call blocks at most the device's short buffer, with the GIL released
(ctypes lets go of it in every foreign call), so it is for a thread of its own
(addiction/ui/sound/player.py). Nothing here prints: ALSA's own messages go to a
handler that drops them, so a machine without sound stays quiet.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from ctypes import POINTER, byref, c_char_p, c_int, c_long, c_uint, c_ulong, c_void_p

#: The library name the loader knows on every distribution that has ALSA.
LIBRARY = "libasound.so.2"
#: Frames written at a time: between two, a newer sound cuts in (about 50 ms).
CHUNK_FRAMES = 1024
_PLAYBACK = 0  # SND_PCM_STREAM_PLAYBACK
_S16_LE = 2  # SND_PCM_FORMAT_S16_LE
_RW_INTERLEAVED = 3  # SND_PCM_ACCESS_RW_INTERLEAVED
#: How much the device buffers: short, so a new sound cuts in quickly.
_LATENCY_US = 100_000

# ALSA's error handler is variadic (file, line, function, err, fmt, ...); a handler
# that takes the fixed arguments and ignores the rest is what its callers expect.
_ErrorHandler = ctypes.CFUNCTYPE(None, c_char_p, c_int, c_char_p, c_int, c_char_p)


def _drop_message(file: bytes, line: int, function: bytes, error: int, text: bytes) -> None:
    """ALSA's complaints (no card, no server) are not the player's business."""


_DROP_MESSAGE = _ErrorHandler(_drop_message)  # kept: ALSA holds on to it


def _load(library: str) -> ctypes.CDLL | None:
    """The library with the signatures used here, quietened; None where it is missing."""
    try:
        alsa = ctypes.CDLL(library)
    except OSError:
        return None
    alsa.snd_lib_error_set_handler.argtypes = [_ErrorHandler]
    alsa.snd_pcm_open.argtypes = [POINTER(c_void_p), c_char_p, c_int, c_int]
    alsa.snd_pcm_set_params.argtypes = [c_void_p, c_int, c_int, c_uint, c_uint, c_int, c_uint]
    alsa.snd_pcm_writei.argtypes = [c_void_p, c_char_p, c_ulong]
    alsa.snd_pcm_writei.restype = c_long
    for name in ("snd_pcm_drop", "snd_pcm_prepare", "snd_pcm_close"):
        getattr(alsa, name).argtypes = [c_void_p]
    alsa.snd_pcm_recover.argtypes = [c_void_p, c_int, c_int]
    alsa.snd_lib_error_set_handler(_DROP_MESSAGE)
    return alsa


class AlsaOutput:
    """One open playback device: 16-bit mono frames at rate."""

    def __init__(self, alsa: ctypes.CDLL, handle: c_void_p) -> None:
        self._alsa = alsa
        self._handle = handle

    @classmethod
    def open(cls, device: str, rate: int, library: str = LIBRARY) -> AlsaOutput | None:
        """The device ("default", the desktop's; "null", ALSA's silent one), or None
        when there is no library, no such device or it refuses the format."""
        alsa = _load(library)
        if alsa is None:
            return None
        handle = c_void_p()
        if alsa.snd_pcm_open(byref(handle), device.encode(), _PLAYBACK, 0) < 0:
            return None
        if alsa.snd_pcm_set_params(handle, _S16_LE, _RW_INTERLEAVED, 1, rate, 1, _LATENCY_US) < 0:
            alsa.snd_pcm_close(handle)
            return None
        return cls(alsa, handle)

    def write(self, frames: bytes) -> bool:
        """Play frames (whole 16-bit samples), blocking until the device took them all;
        an underrun (the last sound ran out) is recovered from. False when the
        device failed for good."""
        view = memoryview(frames)
        while view:
            count = len(view) // 2
            written = self._alsa.snd_pcm_writei(self._handle, view.tobytes(), count)
            if written < 0:
                if self._alsa.snd_pcm_recover(self._handle, int(written), 1) < 0:
                    return False
                continue
            view = view[written * 2 :]
        return True

    def play(self, frames: bytes, interrupted: Callable[[], bool]) -> int | None:
        """Write frames a chunk at a time until done or interrupted() (then cut short):
        the frames the device took, or None when it failed for good."""
        played = 0
        for start in range(0, len(frames), CHUNK_FRAMES * 2):
            if interrupted():
                self.cut()
                return played
            if not self.write(frames[start : start + CHUNK_FRAMES * 2]):
                return None
            played += min(CHUNK_FRAMES, (len(frames) - start) // 2)
        return played

    def cut(self) -> None:
        """Stop what is playing now, ready for the next sound."""
        self._alsa.snd_pcm_drop(self._handle)
        self._alsa.snd_pcm_prepare(self._handle)

    def close(self) -> None:
        self._alsa.snd_pcm_close(self._handle)
