"""Which rule sets the window plays (store/window_rules.py), whatever object holds them."""

from __future__ import annotations

import pickle

from addiction.engine import Rules
from addiction.engine.board import RedealMode
from addiction.engine.rules import ShuffleTiming
from addiction.engine.shape import BLUE_MOON
from addiction.store.window_rules import playable


def test_custom_addiction_rules_are_playable_after_a_round_trip_through_a_worker() -> None:
    """Rules come back from the worker processes pickled: their shape is an equal
    Shape, not the module's own object."""
    custom = Rules(5, RedealMode.AFTER_RUNS, ShuffleTiming.WHEN_STUCK, False)
    returned = pickle.loads(pickle.dumps(custom))
    assert custom.preset_name is None and returned.shape is not custom.shape
    assert playable(custom) and playable(returned)


def test_custom_switches_on_another_shape_are_not_played_in_the_window() -> None:
    custom = Rules(5, RedealMode.AFTER_RUNS, ShuffleTiming.WHEN_STUCK, False, BLUE_MOON)
    assert custom.preset_name is None
    assert not playable(custom) and not playable(pickle.loads(pickle.dumps(custom)))
