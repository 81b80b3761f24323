"""The engine's own pseudo-random generator, so deals never depend on Python's.

SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
generators", OOPSLA 2014), the generator Java's SplittableRandom uses:

    state = (state + 0x9E3779B97F4A7C15) mod 2**64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) mod 2**64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) mod 2**64
    output z ^ (z >> 31)

Bounded numbers use rejection sampling (no modulo bias), and shuffles are the
Fisher-Yates shuffle from the last element down. Everything is integer
arithmetic, so a seed gives the same sequence on every platform and version.
Changing anything here changes every deal: the pinned deal vectors in the tests
exist to catch that.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

MASK64 = (1 << 64) - 1
T = TypeVar("T")


class SplitMix64:
    """SplitMix64 with unbiased bounded integers and a Fisher-Yates shuffle."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in 0 .. bound - 1."""
        if bound <= 0:
            raise ValueError(f"bound must be positive, got {bound}")
        limit = ((1 << 64) // bound) * bound
        while True:
            value = self.next_u64()
            if value < limit:
                return value % bound

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place: Fisher-Yates, from the last position down."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def fnv1a64(text: str) -> int:
    """FNV-1a, 64-bit, over the UTF-8 bytes of text: a stable hash for seeds."""
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001B3) & MASK64
    return value
