"""Games: history, shuffles, undo/redo/restart under each rule set, saving."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from addiction.engine import (
    PRESET_TITLES,
    PRESETS,
    Board,
    Game,
    GameStatus,
    HistoryError,
    IllegalMoveError,
    RedealMode,
    Rules,
    RulesError,
    SaveFormatError,
    Shuffle,
    ShuffleError,
    ShuffleRefusal,
    ShuffleTiming,
)
from tests.positions import layout

STUCK = layout("KS -- ...", "KH -- ...", "KD -- ...", "KC -- ...")


def first_move(game: Game) -> None:
    game.play(game.board.legal_moves()[0])


# --- rule sets ------------------------------------------------------------------


def rules_table() -> dict[str, tuple[int | None, RedealMode, ShuffleTiming, bool]]:
    """The presets table of docs/rules.md, read from the page itself."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text("utf-8")
    titles = {title: name for name, title in PRESET_TITLES.items()}
    timings = {"any time": ShuffleTiming.ANY_TIME, "only when stuck": ShuffleTiming.WHEN_STUCK}
    table = {}
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        title = cells[0].removesuffix(" (default)")
        if line.startswith("|") and title in titles:
            shuffles = None if cells[1] == "unlimited" else int(cells[1])
            undo = cells[4].startswith("yes")
            table[titles[title]] = (shuffles, RedealMode(cells[2]), timings[cells[3]], undo)
    return table


def test_presets_are_exactly_the_table_of_docs_rules_md() -> None:
    table = rules_table()
    assert set(table) == set(PRESETS)
    for name, switches in table.items():
        rules = Rules.preset(name)
        assert (
            rules.shuffles,
            rules.redeal,
            rules.shuffle_timing,
            rules.undo_across_shuffle,
        ) == switches
        assert rules.key == name
    assert Rules() == Rules.preset("addiction")


def test_custom_rules_have_a_stable_key_and_round_trip() -> None:
    rules = replace(Rules.preset("montana"), shuffles=5)
    assert rules.preset_name is None and rules.title == "Custom"
    assert rules.key == "custom-5-after-runs-when-stuck-checkpoint"
    assert Rules.from_dict(rules.to_dict()) == rules
    assert Rules.from_key(rules.key) == rules
    assert Rules.from_key("relaxed") == Rules.preset("relaxed")
    unlimited = replace(rules, shuffles=None, undo_across_shuffle=True)
    assert Rules.from_key(unlimited.key) == unlimited
    for bad in ("custom-x-random-any-time-undo", "custom-3-random-never-undo", "spider"):
        with pytest.raises(RulesError, match="names no rule set"):
            Rules.from_key(bad)


def test_bad_rules_are_refused() -> None:
    with pytest.raises(RulesError, match="unknown rule set 'spider'"):
        Rules.preset("spider")
    with pytest.raises(RulesError, match="shuffles must be"):
        Rules(shuffles=-1)
    with pytest.raises(RulesError, match="lack the switch 'redeal'"):
        Rules.from_dict({"shuffles": 3})


# --- moves and counters ---------------------------------------------------------


def test_moves_and_shuffles_count_on_the_move_counter() -> None:
    game = Game.new(1)
    first_move(game)
    first_move(game)
    game.shuffle()
    assert game.moves_made == 3
    assert game.shuffles_used == 1 and game.shuffles_left == 2
    assert isinstance(game.history[-1], Shuffle)


def test_an_illegal_move_leaves_the_game_unchanged() -> None:
    game = Game.new(1)
    wrong = game.board.legal_moves()[0]
    with pytest.raises(IllegalMoveError):
        game.play(type(wrong)(wrong.card, wrong.source, (wrong.target + 1) % 52))
    assert game.moves_made == 0 and game.board == Board.deal(1)


def test_relaxed_rules_have_unlimited_shuffles() -> None:
    game = Game.new(3, Rules.preset("relaxed"))
    for _ in range(10):
        game.shuffle()
    assert game.shuffles_left is None and game.can_shuffle


# --- undo, redo, restart ----------------------------------------------------------


def test_undo_and_redo_re_apply_exactly_what_was_undone() -> None:
    game = Game.new(2)
    for _ in range(3):
        first_move(game)
    boards = [game.board]
    game.undo()
    game.undo()
    assert game.moves_made == 1 and game.can_redo
    game.redo()
    game.redo()
    assert game.board == boards[0] and not game.can_redo


def test_a_new_move_after_undo_drops_the_redo_branch() -> None:
    game = Game.new(2)
    first_move(game)
    first_move(game)
    game.undo()
    moves = game.board.legal_moves()
    game.play(moves[-1])
    assert not game.can_redo
    with pytest.raises(HistoryError, match="nothing to redo"):
        game.redo()


def test_addiction_undo_gives_the_shuffle_back_and_redo_replays_it() -> None:
    game = Game.new(5)
    first_move(game)
    shuffled = game.shuffle()
    assert game.can_undo
    game.undo()
    assert game.shuffles_left == 3
    game.redo()
    assert game.board == shuffled and game.shuffles_left == 2
    game.undo()
    assert game.shuffle() == shuffled  # same position, same index: same shuffle


def test_the_same_game_played_the_same_way_gets_the_same_shuffles() -> None:
    one, two = Game.new(8), Game.new(8)
    for game in (one, two):
        first_move(game)
        game.shuffle()
        first_move(game)
        game.shuffle()
    assert one.board == two.board
    other = Game.new(8)
    other.shuffle()
    assert other.board != one.history[1].result  # type: ignore[union-attr]


def test_montana_shuffles_only_when_stuck_and_undo_cannot_cross_it() -> None:
    montana = Rules.preset("montana")
    game = Game.new(1, montana)
    assert not game.can_shuffle
    with pytest.raises(ShuffleError, match="only when no move is left"):
        game.shuffle()
    stuck = Game.from_board(STUCK, montana)
    assert stuck.status is GameStatus.PLAYING and stuck.can_shuffle
    stuck.shuffle()
    assert not stuck.can_undo
    with pytest.raises(HistoryError, match="do not allow undoing a shuffle"):
        stuck.undo()


def test_restart_replays_the_initial_layout_with_every_shuffle_back() -> None:
    game = Game.new(4)
    first_move(game)
    game.shuffle()
    first_move(game)
    game.restart()
    assert game.board == Board.deal(4)
    assert game.moves_made == 0 and game.shuffles_left == 3
    assert not game.can_undo and not game.can_redo


# --- status ---------------------------------------------------------------------------


def test_stuck_with_a_shuffle_left_is_not_lost_but_stuck_without_one_is() -> None:
    game = Game.from_board(STUCK, Rules(shuffles=1))
    assert game.is_stuck and game.status is GameStatus.PLAYING
    game.shuffle()
    while not game.board.is_stuck():
        first_move(game)
    assert game.status is (GameStatus.WON if game.board.is_won() else GameStatus.LOST)
    assert not game.can_shuffle


def test_giving_up_is_a_loss() -> None:
    game = Game.new(1)
    game.give_up()
    assert game.status is GameStatus.LOST
    assert not game.can_undo and not game.can_shuffle
    with pytest.raises(HistoryError, match="game is over"):
        first_move(game)
    game.restart()
    assert game.status is GameStatus.PLAYING


def test_a_won_board_is_won() -> None:
    almost = layout(
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- KS",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --",
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --",
    )
    game = Game.from_board(almost)
    first_move(game)
    assert game.status is GameStatus.WON
    assert game.shuffle_refusal is ShuffleRefusal.GAME_OVER


# --- saving ---------------------------------------------------------------------------


def played_game() -> Game:
    game = Game.new(11, Rules.preset("classic"))
    first_move(game)
    game.shuffle()
    first_move(game)
    first_move(game)
    game.undo()
    return game


def test_json_restores_the_game_exactly_with_history_and_redo() -> None:
    game = played_game()
    restored = Game.from_json(game.to_json())
    assert restored.board == game.board
    assert restored.history == game.history
    assert restored.redo_actions == game.redo_actions
    assert restored.rules == game.rules and restored.code == game.code
    restored.redo()
    game.redo()
    assert restored.board == game.board


def test_a_tampered_save_is_refused_with_a_reason() -> None:
    data = json.loads(played_game().to_json())
    data["history"][1]["shuffle"] = Board.deal(99).to_text()
    with pytest.raises(SaveFormatError, match="does not deal what the save recorded"):
        Game.from_dict(data)
    data = json.loads(played_game().to_json())
    data["history"][0]["move"] = ["KS", 0, 1]
    with pytest.raises(SaveFormatError, match="does not replay"):
        Game.from_dict(data)
    with pytest.raises(SaveFormatError, match="unknown saved-game format 7"):
        Game.from_dict({**data, "format": 7})
    with pytest.raises(SaveFormatError, match="not valid JSON"):
        Game.from_json('{"format": 1, ')
    with pytest.raises(SaveFormatError, match="lacks 'layout'"):
        Game.from_dict({k: v for k, v in data.items() if k != "layout"})
