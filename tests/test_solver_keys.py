"""The solver's position table and seen keys, against a Python set."""

from __future__ import annotations

import random

import pytest

from addiction.engine import Board
from addiction.engine.solver import compact_position
from addiction.engine.solver.keys import (
    KEY_BITS,
    PositionTable,
    SeenKeys,
    doubled,
    native_array,
    native_zeros,
)
from addiction.engine.solver.search import (
    Outcome,
    _slice,
    _Thread,
    key_of,
    lean,
    portfolio,
    runs_of,
)


def check_like_a_set(keys: list[int], table: PositionTable | SeenKeys) -> None:
    """add reports a key new exactly when a set would not hold it yet, and then holds it."""
    reference: set[int] = set()
    for key in keys:
        assert table.add(key) is (key not in reference)
        reference.add(key)
    assert len(table) == len(reference)
    assert not any(table.add(key) for key in reference)
    assert len(table) == len(reference)


def test_random_keys_with_repeats_behave_as_in_a_set() -> None:
    rng = random.Random(7)
    keys = [rng.getrandbits(KEY_BITS) for _ in range(3000)]
    keys += rng.sample(keys, 1000)  # seen again
    table = PositionTable()
    check_like_a_set(keys, table)
    strangers = {rng.getrandbits(KEY_BITS) for _ in range(3000)} - set(keys)
    assert all(table.add(key) for key in strangers)


def test_keys_sharing_their_home_slot_are_told_apart_across_the_table_end() -> None:
    # Same low 20 bits: every key wants the same slot (the last one of a 16-slot
    # table), so probing wraps around, and the keys keep colliding as it grows.
    keys = [(high << 20) | 0xFFFFF for high in range(1, 200)]
    table = PositionTable(bits=4)
    check_like_a_set(keys + keys[::3], table)
    assert table.add((300 << 20) | 0xFFFFF)
    assert table.add(1 << 20)  # the high part of a key already there, other low bits
    assert table.add(0) and not table.add(0)
    assert table.add((1 << KEY_BITS) - 1) and not table.add((1 << KEY_BITS) - 1)


def test_a_table_that_grows_keeps_every_key() -> None:
    rng = random.Random(11)
    table = PositionTable(bits=4)
    keys = [rng.getrandbits(KEY_BITS) for _ in range(5000)]
    for key in keys:
        table.add(key)
    assert len(table) == len(set(keys)) and len(table.slots) >= 2 * len(table)
    assert not any(table.add(key) for key in keys)


@pytest.mark.parametrize("set_keys", [0, 1, 700])
def test_seen_keys_split_between_set_and_table_behave_as_in_a_set(set_keys: int) -> None:
    rng = random.Random(set_keys)
    keys = [rng.getrandbits(KEY_BITS) for _ in range(2000)]
    check_like_a_set(keys + keys[::2], SeenKeys(set_keys))


@pytest.mark.parametrize(("number", "few"), [(10, 2000), (11, 1000)])
def test_where_the_keys_are_kept_does_not_change_the_answer(number: int, few: int) -> None:
    answers = set()
    for set_keys in (0, few, 10**9):  # table only, set then table, set only
        out = portfolio(*compact_position(Board.deal(number)), None, None, set_keys=set_keys)
        assert out.nodes > 10 * few  # with few, most keys went to the table
        answers.add((out.complete, out.nodes, out.win, out.best, out.best_line))
    assert len(answers) == 1


@pytest.mark.parametrize("count", [0, 1, 64, 1024, 1025, 3000, 4096, 1 << 16])
def test_native_zeros_are_count_zeros_of_their_own(count: int) -> None:
    # Compiled, the zeros are copies from a shared row of zeros and then from
    # themselves, doubling (a partial copy at the end when count is no power of two).
    zeros = native_zeros(count)
    assert len(zeros) == count and not any(zeros)
    if count:
        zeros[count - 1] = 5
        assert not any(native_zeros(count)) and zeros[count - 1] == 5


def test_a_native_array_holds_the_lists_ints_and_its_room_doubles() -> None:
    values = [-1, 0, 47, 51, 2**62 - 1]
    array = native_array(list(values))
    assert list(array) == values
    array[0] = 7
    bigger = doubled(array)
    assert list(bigger) == [7, *values[1:]] * 2
    bigger[len(values)] = 3  # the second half is room of its own
    assert bigger[0] == 7


def test_a_thread_deeper_than_its_first_room_keeps_the_answer() -> None:
    # A thread's stack starts with room for a few positions and doubles on the way
    # down a whole round; the lean search (no such stack) gets the same answer.
    bd, pos, gaps = compact_position(Board.deal(10))
    thread = _Thread(list(bd), list(pos), list(gaps), runs_of(bd), key_of(pos), ())
    first_room = len(thread.pending)
    seen = SeenKeys()
    seen.add(key_of(pos))
    out = Outcome(thread.inplace)
    while _slice(thread, seen, out, -1, 1000):
        pass
    assert len(thread.pending) > first_room
    exhaustive = lean(bd, pos, gaps, None, None)
    assert exhaustive.complete and exhaustive.win is None and out.win is None
    assert out.best == exhaustive.best
