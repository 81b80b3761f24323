"""What sound costs the GUI thread: the time play() takes where it is called, and how
the calling thread's own work is slowed while the player's thread plays.

Usage: python benchmarks/sound_bench.py [--device NAME] [--calls N] [--smoke]

Prints:
  open       the player's first sound: play() to the device having taken it (the
             thread starts, opens the device and reads the sounds)
  play()     time of one play() call on the calling thread: median and worst of N
  slices     a pure-Python loop on the calling thread cut in 1 ms slices of work: how
             long a slice took (median, 99th percentile, worst) while the player is
             asked for a sound every 20 ms, and the same loop alone (a busy machine
             stretches both)

On ALSA's "null" device (the default here) the device takes frames at once, so the
player works as hard as it can: the worst case for the calling thread. Run it with
--device default on a machine with sound to see a real device. --smoke: 20 calls and
0.1 s of slices.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from timing import SMOKE_HELP

from addiction.ui.sound import Sound
from addiction.ui.sound.player import SoundPlayer

TIMEOUT = 10.0


def slices(seconds: float, cue: Callable[[], None] | None = None) -> str:
    """How long 1 ms slices of Python work took, over seconds of them, in ms; cue is
    called before every 20th slice (50 sounds a second: a card played at every one)."""
    taken: list[float] = []
    end = time.perf_counter() + seconds
    while (start := time.perf_counter()) < end:
        if cue is not None and len(taken) % 20 == 0:
            cue()
            start = time.perf_counter()
        while time.perf_counter() - start < 0.001:
            pass
        taken.append((time.perf_counter() - start) * 1000)
    taken.sort()
    p99 = taken[int(len(taken) * 0.99)]
    return f"{statistics.median(taken):.2f} / {p99:.2f} / {taken[-1]:.2f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", default="null")
    parser.add_argument("--calls", type=int, default=400)
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    arguments = parser.parse_args()
    seconds = 1.0
    if arguments.smoke:
        arguments.calls, seconds = 20, 0.1
    player = SoundPlayer(arguments.device)
    start = time.perf_counter()
    player.play(Sound.PLACE, 1.0)
    if not player.wait_until_idle(TIMEOUT) or player.off:
        print(f"sound: no device {arguments.device!r}: sound is off")
        return 1
    print(f"open       {(time.perf_counter() - start) * 1000:7.2f} ms")

    calls = []
    sounds = list(Sound)
    for n in range(arguments.calls):
        start = time.perf_counter()
        player.play(sounds[n % len(sounds)], 0.5)
        calls.append(time.perf_counter() - start)
    player.wait_until_idle(TIMEOUT)
    median, worst = statistics.median(calls) * 1e6, max(calls) * 1e6
    print(f"play()     {median:7.1f} us median, {worst:.1f} us worst of {arguments.calls}")

    alone = slices(seconds)
    cues = iter(sounds * 1000)
    playing = slices(seconds, lambda: player.play(next(cues), 0.5))
    player.wait_until_idle(TIMEOUT)
    print(f"slices     {playing} while playing (median / p99 / worst)")
    print(f"           {alone} alone")
    player.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
