"""Saved games read back exactly, or not at all: every field with its exact type and
range (issue 16: "given_up": "false" came back as given up)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.engine import Game, Rules, RulesError, SaveFormatError


def saved(**changes: Any) -> dict[str, Any]:
    """A save of deal 11 under Classic rules with a move, a shuffle and a redo, changed."""
    game = Game.new(11, Rules.preset("classic"))
    for _ in range(2):
        game.play(game.board.legal_moves()[0])
    game.shuffle()
    game.play(game.board.legal_moves()[0])
    game.undo()
    return {**game.to_dict(), **changes}


def test_an_untouched_save_reads_back() -> None:
    game = Game.from_dict(saved())
    assert game.moves_made == 3 and game.redo_actions and not game.given_up
    assert Game.from_dict(saved(given_up=True)).given_up


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("format", True),  # true == 1 in Python, but it is no format number
        ("format", 1.0),
        ("format", "1"),
        ("given_up", "false"),  # bool("false") is True: read once as given up
        ("given_up", 0),
        ("given_up", 1),
        ("given_up", None),
        ("moved", "true"),
        ("moved", 1),
        ("deal", True),
        ("deal", 11.0),
        ("deal", "11"),
        ("deal", 0),
        ("deal", 2**32),
        pytest.param("deal", 10**5000, id="deal-of-5000-digits"),
        pytest.param("seed", 10**5000, id="seed-of-5000-digits"),
        ("seed", True),
        ("seed", 11.5),
        ("seed", "11"),
        ("seed", -1),
        ("seed", 2**64),
        ("layout", 5),
        ("layout", None),
        ("layout", ["2S"]),
        ("history", "[]"),
        ("history", {}),
        ("redo", None),
        ("rules", "classic"),
        ("rules", None),
    ],
)
def test_a_field_of_the_wrong_type_or_range_is_a_damaged_save(field: str, value: object) -> None:
    with pytest.raises(SaveFormatError, match=field):
        Game.from_dict(saved(**{field: value}))


@pytest.mark.parametrize(
    ("switch", "value"),
    [
        ("undo_across_shuffle", "false"),  # bool("false") is True: silently changed the rules
        ("undo_across_shuffle", 0),
        ("undo_across_shuffle", None),
        ("shuffles", "3"),
        ("shuffles", True),
        ("shuffles", 3.0),
        ("shuffles", -1),
        ("shuffles", 100),
        ("redeal", "RANDOM"),
        ("redeal", 1),
        ("redeal", ["random"]),
        ("shuffle_timing", None),
        ("shuffle_timing", "whenever"),
    ],
)
def test_a_rule_switch_of_the_wrong_type_or_value_is_refused(switch: str, value: object) -> None:
    data = saved()
    data["rules"][switch] = value
    with pytest.raises(SaveFormatError, match=f"rules are damaged: .*{switch}"):
        Game.from_dict(data)
    with pytest.raises(RulesError, match=switch):
        Rules.from_dict({**Rules().to_dict(), switch: value})


def test_a_missing_field_is_named() -> None:
    for field in ("rules", "deal", "seed", "layout", "history", "redo", "given_up"):
        data = saved()
        del data[field]
        with pytest.raises(SaveFormatError, match=f"lacks '{field}'"):
            Game.from_dict(data)
    data = saved()
    del data["moved"]  # saves from before "moved" existed still read
    assert Game.from_dict(data).moved


@pytest.mark.parametrize(
    "entry",
    [
        {"move": ["7H", True, 5]},  # true is no square
        {"move": ["7H", 1.0, 5]},
        {"move": "7H 1>5"},
        {"shuffle": 5},
        {"move": ["7H", 1, 5], "shuffle": "--"},  # two actions in one entry
        {},
        [],
        "move",
    ],
)
def test_a_history_entry_of_the_wrong_shape_is_a_damaged_save(entry: object) -> None:
    data = saved()
    data["history"][0] = entry
    with pytest.raises(SaveFormatError):
        Game.from_dict(data)


def test_given_up_on_a_game_that_had_already_ended_is_a_damaged_save() -> None:
    game = Game.new(11, Rules(shuffles=0))
    while game.board.legal_moves():
        game.play(game.board.legal_moves()[0])
    assert game.status.value in ("won", "lost")
    with pytest.raises(SaveFormatError, match="game is over"):
        Game.from_dict({**game.to_dict(), "given_up": True})


@pytest.mark.parametrize(
    "text",
    [
        '{"format": ' + "1" * 5000 + "}",  # more digits than int() reads
        "[" * 100_000 + "]" * 100_000,  # deeper than the parser recurses
    ],
)
def test_json_that_python_cannot_read_is_a_damaged_save(text: str) -> None:
    with pytest.raises(SaveFormatError):
        Game.from_json(text)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(
        ["format", "rules", "deal", "seed", "layout", "history", "redo", "given_up", "moved"]
    ),
    json_values,
)
def test_fuzz_any_value_in_any_field_is_a_game_or_a_damaged_save(field: str, value: object) -> None:
    data = json.loads(json.dumps(saved()))
    data[field] = value
    try:
        game = Game.from_dict(data)
    except SaveFormatError:
        return
    # What was accepted is exactly what the game writes back (true is not 1, "3" not 3).
    assert json.dumps(game.to_dict()[field], sort_keys=True) == json.dumps(value, sort_keys=True)
