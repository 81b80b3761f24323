"""A compact set of position keys, for the solver's largest searches.

A Python set of the solver's 88-bit keys costs about 85 bytes a key (a 40-byte
int and a table entry of 16 bytes kept under 60% full); the largest rounds of
real deals keep over 13 million keys, 1.3 GB. CompactKeys keeps a key in one
8-byte slot of an array('Q') filled at most 70%, about 12 bytes a key, at the
price of a Python-level probe (a set's is in C), so the portfolio search keeps
its first keys in a set and only the keys after them here (SET_KEYS).

Open addressing with linear probing over 2**bits slots: the low bits of a key
pick its home slot, and the slot holds the next 63 bits of the key plus one (0
marks an empty slot). Two keys can be confused only if those 63 bits agree
(and, unless one was pushed along by probing, their low bits too): about
2**-63 a comparison, below 10**-10 over a search of 10**8 positions. When a
table is 70% full a new one, twice the size, takes the new keys and the old
one stays for lookups (keys cannot be moved: a slot does not keep its key's
low bits).
"""

from __future__ import annotations

from array import array

#: Bits of a position key (search.py.s Zobrist keys).
KEY_BITS = 88
_STORED = (1 << 63) - 1  # the bits of a key kept in its slot, above the home bits


class CompactKeys:
    """A set of non-negative ints (position keys) that only grows."""

    def __init__(self, expected: int = 0) -> None:
        """An empty set whose first table holds expected keys before a second is added."""
        self._tables: list[tuple[array[int], int, int]] = []  # (slots, bits, mask)
        self._count = 0
        self._limit = 0
        bits = 4
        while (7 << bits) // 10 < expected:
            bits += 1
        self._add_table(bits)

    def __len__(self) -> int:
        return self._count

    def add(self, key: int) -> bool:
        """Add key; True if it was not there before (the only look-up a search needs)."""
        for slots, bits, mask in self._tables:  # one table until a search outgrows it
            stored = (key >> bits & _STORED) + 1
            home = key & mask
            value = slots[home]
            while value:
                if value == stored:
                    return False
                home = (home + 1) & mask
                value = slots[home]
        # not there: it goes into the free slot found in the newest table
        slots[home] = stored
        self._count += 1
        if self._count >= self._limit:
            self._add_table(bits + 1)
        return True

    def _add_table(self, bits: int) -> None:
        self._tables.append((array("Q", [0]) * (1 << bits), bits, (1 << bits) - 1))
        self._limit = self._count + (7 << bits) // 10

