"""CompactKeys, the solver's compact set of position keys, against a Python set."""

from __future__ import annotations

import random

import pytest

from addiction.engine import Board
from addiction.engine.solver import search as solver_search
from addiction.engine.solver import solve
from addiction.engine.solver.keys import KEY_BITS, CompactKeys


def check_like_a_set(keys: list[int], compact: CompactKeys) -> None:
    """add reports a key new exactly when a set would not hold it yet, and then holds it."""
    reference: set[int] = set()
    for key in keys:
        assert compact.add(key) is (key not in reference)
        reference.add(key)
    assert len(compact) == len(reference)
    assert not any(compact.add(key) for key in reference)
    assert len(compact) == len(reference)


def test_random_keys_with_repeats_behave_as_in_a_set() -> None:
    rng = random.Random(7)
    keys = [rng.getrandbits(KEY_BITS) for _ in range(3000)]
    keys += rng.sample(keys, 1000)  # seen again
    compact = CompactKeys()
    check_like_a_set(keys, compact)
    strangers = {rng.getrandbits(KEY_BITS) for _ in range(3000)} - set(keys)
    assert all(compact.add(key) for key in strangers)


def test_keys_sharing_their_home_slot_are_told_apart_across_the_table_end() -> None:
    # Same low 20 bits: every key wants the same slot (the last one of a 16-slot
    # table), so probing wraps around, and keeps colliding in the bigger tables.
    keys = [(high << 20) | 0xFFFFF for high in range(1, 200)]
    compact = CompactKeys()
    check_like_a_set(keys + keys[::3], compact)
    assert compact.add((300 << 20) | 0xFFFFF)
    assert compact.add(1 << 20)  # the high part of a key already there, other low bits


def test_a_set_that_outgrows_its_table_keeps_every_key() -> None:
    rng = random.Random(11)
    compact = CompactKeys(expected=50)
    keys = [rng.getrandbits(KEY_BITS) for _ in range(5000)]
    for key in keys:
        compact.add(key)
    assert len(compact) == len(set(keys))
    assert not any(compact.add(key) for key in keys)


@pytest.mark.parametrize("number", [10, 11])
def test_a_search_that_goes_on_in_compact_keys_finds_exactly_the_same(
    number: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    board = Board.deal(number)
    with_set = solve(board)
    monkeypatch.setattr(solver_search, "SET_KEYS", 2000)
    with_compact = solve(board)
    assert with_set.nodes > 10 * 2000  # most keys went to the compact set
    assert (with_compact.status, with_compact.nodes, with_compact.moves) == (
        with_set.status,
        with_set.nodes,
        with_set.moves,
    )
    assert (with_compact.best_in_place, with_compact.best_line) == (
        with_set.best_in_place,
        with_set.best_line,
    )
