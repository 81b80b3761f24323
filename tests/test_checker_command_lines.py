"""What a checker needs from the command lines (issue 35): autoplay --details gives
the opening layout, the moves played and the layout each redeal dealt; routes deal
gives a verified route of any game's deal; routes code the layout behind a code;
--rules takes custom switches by their key, the column-1 switch among them."""

from __future__ import annotations

import io
import json

import pytest

from addiction import autoplay, routes, solve
from addiction.engine import Board, Game, Move, Rules
from addiction.engine.codes import encode
from addiction.engine.game import Shuffle, action_from_json, follow


def test_autoplay_details_give_the_layout_the_moves_and_each_redeals_layout() -> None:
    out = io.StringIO()
    assert autoplay.main(["--rules", "montana", "--deals", "4", "--json", "--details"], out) == 0
    record = json.loads(out.getvalue().splitlines()[0])
    rules = Rules.preset("montana")
    assert record["layout"] == Board.deal(4, rules.shape).to_text()
    actions, shuffles = [], 0
    for entry in record["actions"]:
        action = action_from_json(entry, shuffles, rules.shape)
        shuffles += isinstance(action, Shuffle)
        actions.append(action)
    assert shuffles == record["shuffles"] >= 1  # deal 4's first round cannot be won
    game = follow(Game.new(4, rules), actions)  # each redeal deals what the record says
    assert game.moves_made == record["moves"]
    assert game.board.in_place_count() == record["in_place"]
    assert autoplay._parser().format_help().count("layout each redeal") == 1


def test_routes_deal_prints_a_route_that_wins_under_any_key_with_heads_moving() -> None:
    out = io.StringIO()
    assert routes.main(["deal", "1", "--rules", "spaces"], out) == 0
    found = json.loads(out.getvalue())
    rules = Rules.preset("spaces")
    assert found["rules"] == "spaces" and found["layout"] == Board.deal(1, rules.shape).to_text()
    steps = [action_from_json(entry, 0, rules.shape) for entry in found["route"]]
    assert follow(Game.new(1, rules), steps).board.is_won()
    assert any(step.source % 13 == 0 for step in steps if not isinstance(step, Shuffle))


def test_routes_deal_of_a_first_round_that_cannot_be_won_is_one_line_and_status_1(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert routes.main(["deal", "4"], io.StringIO()) == 1
    assert capsys.readouterr().err.startswith(
        "routes: the first round of deal 4 under addiction cannot be won"
    )


def test_routes_code_prints_the_layout_behind_a_code(capsys: pytest.CaptureFixture[str]) -> None:
    rules = Rules.preset("spaces")
    board = Board.deal(9, rules.shape)
    dealt, typed = encode(rules, board, 9), encode(rules, board)
    for code, deal in ((dealt, 9), (f" “{typed.lower()}” ", None)):
        out = io.StringIO()
        assert routes.main(["code", code], out) == 0
        printed = json.loads(out.getvalue())
        assert printed == {
            "code": code.strip(" “”").upper(),
            "rules": "spaces",
            "deal": deal,
            "layout": board.to_text(),
        }
    assert routes.main(["code", dealt[:-1] + "0"], io.StringIO()) == 2
    assert "damaged" in capsys.readouterr().err


def test_rules_take_custom_switches_by_their_key_the_column_1_switch_among_them() -> None:
    out = io.StringIO()
    key = "custom-3-random-any-time-undo-head-moves"
    assert solve.main(["--rules", key, "--deals", "1", "--json"], out) == 0
    record = json.loads(out.getvalue())
    heads = Rules.from_key(key)
    board = Board.deal(1, heads.shape)
    for move in record["moves"]:
        board = board.play(Move.from_json(move))
    assert record["status"] == "win" and board.is_won()
    assert "head-moves" in " ".join(solve._parser().format_help().split())
