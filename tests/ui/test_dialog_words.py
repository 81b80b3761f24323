"""The words the dialogs share for rule sets, statistics keys and times."""

from __future__ import annotations

import pytest

from addiction.engine import PRESETS, RedealMode, Rules, ShuffleTiming
from addiction.ui.dialogs.common import format_duration, key_title, rules_for_key
from tests.ui.dialog_helpers import CUSTOM_RULES


@pytest.mark.parametrize(
    "rules",
    [
        *PRESETS.values(),
        CUSTOM_RULES,
        Rules(None, RedealMode.AFTER_RUNS, ShuffleTiming.WHEN_STUCK, True),
        Rules(0, RedealMode.RANDOM, ShuffleTiming.ANY_TIME, False),
        Rules(99, RedealMode.RANDOM, ShuffleTiming.WHEN_STUCK, False),
    ],
)
def test_a_statistics_key_names_its_rule_set(rules: Rules) -> None:
    assert rules_for_key(rules.key) == rules


def test_key_titles() -> None:
    assert key_title("montana") == "Montana"
    assert key_title(CUSTOM_RULES.key) == (
        "Custom: 5 shuffles, any time · a gap after each run · shuffles final"
    )
    assert key_title(CUSTOM_RULES.key, short=True) == "Custom"
    assert key_title("custom-500-random-any-time-undo") == "custom-500-random-any-time-undo"
    assert key_title("something-else") == "something-else"


def test_format_duration() -> None:
    assert format_duration(0) == "0:00"
    assert format_duration(65.9) == "1:05"
    assert format_duration(3723) == "1:02:03"
