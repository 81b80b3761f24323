"""The position table: the set of position keys a search has seen.

Keys are search.py's 62-bit Zobrist keys, non-negative ints below 2**62: the
compiled build (mypyc) keeps such ints unboxed, so a key is updated and hashed
in a few machine operations. Two positions share a key with probability 2**-62;
what that means for the answers is in docs/solver.md ("Why every answer is
exact", item 1).

PositionTable is open addressing with linear probing over 2**bits slots of 8
bytes, at most half full: a slot holds key + 1, 0 marks it empty, so 16 to 32
bytes a key (a Python set of ints takes about 85). It doubles when half full;
keys are stored whole, so they move to the new slots. Compiled, the slots are a
vec[i64] of librt (mypy's runtime library, which mypyc compiles to native reads
and writes: the probe is a few machine operations, about 1.6 times faster
positions than an array's boxed item access); interpreted, an array('q').

native_ints, native_table, native_array and native_zeros hold the search's
other ints the same way: compiled in vec[i64] (read and written natively),
interpreted in tuples and lists (as fast as anything there).

SeenKeys puts the first keys of a search in a Python set and the rest in a
PositionTable. Interpreted, the set's probe (C code) is faster than the table's
(Python code), so the set takes the first SET_KEYS keys and the table only the
keys of the few searches that get big; compiled, the table's probe is the
faster one (and the smaller: deal 98 peaks at 450 MB instead of 877) and takes
every key. Where the keys go never changes an answer.
"""

from __future__ import annotations

import importlib.machinery
from array import array
from collections.abc import Iterable
from itertools import repeat
from typing import Final, cast, final

try:  # mypy's runtime library: typed vectors whose items compiled code reads natively
    from librt.vecs import extend, vec
    from mypy_extensions import i64
except ImportError:  # interpreted without it: array('q') stands in (the same operations)
    pass

#: Bits of a position key (search.py's Zobrist keys).
KEY_BITS: Final = 62
#: Whether this module runs compiled (mypyc) rather than from its source.
COMPILED: Final = __file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
#: Keys a search keeps in a Python set before the rest go to a PositionTable.
SET_KEYS: Final = 0 if COMPILED else 6_000_000
_FIRST_BITS: Final = 16  # 512 KB: the table of a search of up to 32768 keys never grows


def zeroed_slots(count: int) -> vec[i64]:
    """count slots holding 0: a vec[i64] when compiled (a slot is then read and written
    in a few machine operations), an array('q') with the same operations when
    interpreted (the interpreted solver needs no librt)."""
    if not COMPILED:
        return cast("vec[i64]", array("q", [0]) * count)
    return native_zeros(count)


def native_zeros(count: int) -> vec[i64]:
    """count zeros to read and write natively: compiled, a vec[i64], interpreted a list.

    Compiled, the zeros are a slice of _ZEROS (a copy), or copied from _ZEROS into
    the capacity reserved, a row at a time (about one machine instruction a slot,
    where making them from an iterator takes about 120; extending the vec with
    itself would allocate a new buffer at every step, so twice the memory)."""
    if not COMPILED:  # (no cast: a call, made for every position the search expands first)
        return [0] * count  # type: ignore[return-value]
    if count <= len(_ZEROS):
        return _ZEROS[:count]
    zeros = vec[i64](capacity=count)
    while count - len(zeros) >= len(_ZEROS):
        zeros = extend(zeros, _ZEROS)
    if len(zeros) < count:
        zeros = extend(zeros, _ZEROS[: count - len(zeros)])
    return zeros


def native_ints(values: Iterable[int]) -> vec[i64]:
    """The ints as a vec[i64] when compiled (its items read natively: a tuple's are
    objects to unbox), as a tuple when interpreted (as fast as anything there)."""
    if not COMPILED:
        return cast("vec[i64]", tuple(values))
    return vec[i64](values)


def native_table(rows: Iterable[vec[i64]]) -> vec[vec[i64]]:
    """Rows of native_ints as a vec of them when compiled (a row then read without a
    type check), as a tuple when interpreted."""
    if not COMPILED:
        return cast("vec[vec[i64]]", tuple(rows))
    return vec[vec[i64]](rows)


def native_array(values: list[int]) -> vec[i64]:
    """A list of ints to read and write natively: compiled, a vec[i64] copy (its items
    read and written in a machine operation or two, where a list's are objects to box
    and unbox); interpreted, the list itself (as fast as anything there). Callers hand
    over lists they no longer use."""
    # (vec[i64](values) asks a list for a buffer first: a TypeError made and
    # dropped, about 1,700 machine instructions)
    return refilled(native_zeros(len(values)), values)


def refilled(native: vec[i64], values: list[int]) -> vec[i64]:
    """A native_array holding values (as many as it has room for) instead: compiled,
    native itself, written over; interpreted, the list itself, as native_array."""
    if not COMPILED:  # (no cast: a call, made for every position the search expands first)
        return values  # type: ignore[return-value]
    for index, value in enumerate(values):
        native[index] = value
    return native


def doubled(values: vec[i64]) -> vec[i64]:
    """values followed by a copy of themselves (a native_array's room doubled)."""
    if not COMPILED:
        return cast("vec[i64]", cast("list[int]", values) * 2)
    return extend(values, values)


#: Zeros to copy from (compiled only).
_ZEROS: Final = native_ints(repeat(0, 1024 if COMPILED else 0))


@final  # (compiled: its methods called directly, not through a vtable)
class PositionTable:
    """A set of keys (ints in 0 .. 2**62 - 1) that only grows."""

    def __init__(self, bits: int = _FIRST_BITS) -> None:
        self.slots = zeroed_slots(1 << bits)
        # native ints compiled: the probe's arithmetic and comparisons in machine words
        self.mask: i64 = (1 << bits) - 1
        self.count: i64 = 0

    def __len__(self) -> int:
        return self.count

    def add(self, key: i64) -> bool:
        """Add key; True if it was not there before (the only look-up a search needs)."""
        slots = self.slots
        mask = self.mask
        stored = key + 1
        home = key & mask
        value = slots[home]
        while value:
            if value == stored:
                return False
            home = (home + 1) & mask
            value = slots[home]
        slots[home] = stored
        self.count += 1
        if 2 * self.count > mask:
            self._grow()
        return True

    def _grow(self) -> None:
        old = self.slots
        self.mask = mask = 2 * self.mask + 1
        self.slots = slots = zeroed_slots(mask + 1)
        for stored in old:
            if stored:
                home = (stored - 1) & mask
                while slots[home]:
                    home = (home + 1) & mask
                slots[home] = stored


@final
class SeenKeys:
    """The keys a search has seen: the first set_keys in a Python set, the rest in a
    PositionTable (see the module docstring)."""

    def __init__(self, set_keys: int = SET_KEYS) -> None:
        self.set_keys = set_keys
        self.keys: set[int] = set()
        self.spilled = False  # the set is full: new keys go to the table
        self.table = PositionTable(4)  # until the set is full
        self.check_spill()

    def __len__(self) -> int:
        return len(self.keys) + len(self.table)

    def add(self, key: int) -> bool:
        """Add key; True if it was not there before."""
        if self.spilled:
            if self.keys and key in self.keys:
                return False
            return self.table.add(key)
        # (search._slice inlines this branch, and calls check_spill after a slice)
        if key in self.keys:
            return False
        self.keys.add(key)
        self.check_spill()
        return True

    def check_spill(self) -> None:
        """Once the set holds set_keys keys, send the next ones to the table, made as
        big as the set to start with (it is filled with the keys of a big search)."""
        if not self.spilled and len(self.keys) >= self.set_keys:
            self.spilled = True
            self.table = PositionTable(max(_FIRST_BITS, len(self.keys).bit_length() + 1))
