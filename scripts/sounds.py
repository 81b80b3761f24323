"""The game's sounds, synthesised here with the standard library alone (so they are
ours to license with the game; docs/sound.md).

    python scripts/sounds.py           build addiction/resources/sound-NAME.wav
    python scripts/sounds.py check     fail when a built sound is missing or stale

Like the .qm files (scripts/translations.py) they are built at setup and by the
PyInstaller build, never committed. Each is 16-bit mono PCM at RATE: what
addiction/ui/sound/ hands to ALSA as it is, scaled by the player's volume. The
noise is seeded, so every build writes the same bytes.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the game's package, also where it is not installed
from addiction.ui.sound import Sound  # noqa: E402
from addiction.ui.sound.player import RATE, RESOURCES, read_sound, sound_path  # noqa: E402

#: Loudest sample of any sound, of full scale: the player's "loud" plays them as they are.
PEAK = 0.7


Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def _tone(
    frequency: float, seconds: float, decay: float, partials: tuple[float, ...] = (1.0,)
) -> Samples:
    """A struck tone: partials (amplitudes of the 1st, 2nd... harmonics) dying away
    exponentially (decay: seconds to fall to 1/e), with a 3 ms attack against clicks."""
    attack = 0.003 * RATE
    samples = []
    for i in range(round(seconds * RATE)):
        t = i / RATE
        wave_value = sum(
            amplitude * math.sin(2 * math.pi * frequency * (n + 1) * t)
            for n, amplitude in enumerate(partials)
        )
        samples.append(wave_value * math.exp(-t / decay) * min(1.0, i / attack))
    return samples


def _tap(seed: int, seconds: float = 0.045, brightness: float = 0.55) -> Samples:
    """A card landing on felt: a short burst of low-passed noise over a soft thump."""
    noise = random.Random(seed)
    samples, smooth = [], 0.0
    for i in range(round(seconds * RATE)):
        t = i / RATE
        smooth += brightness * (noise.uniform(-1, 1) - smooth)  # one-pole low-pass
        thump = 0.6 * math.sin(2 * math.pi * 150 * t) * math.exp(-t / 0.012)
        samples.append((smooth + thump) * math.exp(-t / 0.009))
    return samples


def _mix(*parts: tuple[float, Samples]) -> Samples:
    """Parts laid over one another, each starting at its time in seconds."""
    length = max(round(start * RATE) + len(part) for start, part in parts)
    out = [0.0] * length
    for start, part in parts:
        offset = round(start * RATE)
        for i, value in enumerate(part):
            out[offset + i] += value
    return out


def place() -> Samples:
    return _tap(seed=1)


def refused() -> Samples:
    """Two low, dull notes going down: no."""
    dull = (1.0, 0.35, 0.12)
    return _mix((0.0, _tone(233.1, 0.12, 0.05, dull)), (0.09, _tone(196.0, 0.16, 0.06, dull)))


def shuffle() -> Samples:
    """A riffle: taps close together, fastest in the middle."""
    taps, time = [], 0.0
    for n in range(22):
        taps.append((time, _tap(seed=100 + n, seconds=0.03, brightness=0.8)))
        time += 0.012 + 0.01 * abs(n - 11) / 11
    return _mix(*taps)


def hint() -> Samples:
    """A soft bell, twice, rising."""
    bell = (1.0, 0.0, 0.25, 0.0, 0.08)
    return _mix((0.0, _tone(987.8, 0.35, 0.12, bell)), (0.11, _tone(1318.5, 0.45, 0.16, bell)))


_WIN_NOTES = (523.3, 659.3, 784.0, 1046.5)  # C E G C, up the major chord
_WIN_STEP = 0.12


def win() -> Samples:
    bell = (1.0, 0.3, 0.15, 0.05)
    parts = [
        (n * _WIN_STEP, _tone(f, 0.9 if n == 3 else 0.4, 0.3 if n == 3 else 0.15, bell))
        for n, f in enumerate(_WIN_NOTES)
    ]
    return _mix(*parts)


def _stars(count: int) -> Callable[[], Samples]:
    """The win, then a high chime for each star the level earned."""

    def sound() -> Samples:
        chime = (1.0, 0.0, 0.0, 0.2)
        start = len(_WIN_NOTES) * _WIN_STEP + 0.18
        chimes = [
            (start + n * 0.22, _tone(1568.0 * 2 ** (n / 12 * 4), 0.5, 0.14, chime))
            for n in range(count)
        ]
        return _mix((0.0, win()), *chimes)

    return sound


#: How each of the game's sounds (addiction/ui/sound/__init__.py) is made.
SOUNDS: dict[Sound, Callable[[], Samples]] = {
    Sound.PLACE: place,
    Sound.REFUSED: refused,
    Sound.SHUFFLE: shuffle,
    Sound.HINT: hint,
    Sound.WIN: win,
    Sound.ONE_STAR: _stars(1),
    Sound.TWO_STARS: _stars(2),
    Sound.THREE_STARS: _stars(3),
}


def pcm(samples: Samples) -> bytes:
    """16-bit little-endian mono PCM, normalised to PEAK, with 20 ms of silence after it
    so that a device that stops on an empty buffer stops on silence."""
    loudest = max(abs(value) for value in samples) or 1.0
    scale = PEAK * 32767 / loudest
    frames = array("h", (round(value * scale) for value in samples + _silence(0.02)))
    if sys.byteorder == "big":
        frames.byteswap()
    return frames.tobytes()


def render(sound: Sound) -> bytes:
    return pcm(SOUNDS[sound]())


def write(path: Path, frames: bytes) -> None:
    """Written whole beside its place, then moved in: a reader never sees half a file."""
    scratch = path.with_suffix(".wav.part")
    with wave.open(str(scratch), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    scratch.replace(path)


def build() -> None:
    for sound in Sound:
        frames = render(sound)
        path = sound_path(RESOURCES, sound)
        if read_sound(path) != frames:
            write(path, frames)


def check() -> int:
    stale = [sound for sound in Sound if read_sound(sound_path(RESOURCES, sound)) != render(sound)]
    for sound in stale:
        print(f"{sound_path(RESOURCES, sound).name} is missing or stale")
    if stale:
        print("run: python scripts/sounds.py")
    return 1 if stale else 0


def main(arguments: list[str]) -> int:
    command = arguments[0] if arguments else "build"
    if command == "build":
        build()
        return 0
    if command == "check":
        return check()
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
