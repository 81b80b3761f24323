"""python -m addiction.solve for a checker (issue 35): each deal's opening layout in
--json, the legal moves of positions (--moves), and what "N in place" means in --help."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from addiction.engine import GAMES, Board, Move, Rules
from addiction.solve import main
from tests.engine.test_solver_cli import BROKEN, ONE_MOVE, STUCK, run


@pytest.mark.parametrize("key", ["addiction", "paganini-ii-v2", "line-up"])
def test_json_of_a_deal_range_gives_each_deals_number_and_opening_layout(key: str) -> None:
    shape = Rules.preset(key).shape
    code, out, err = run(["--rules", key, "--deals", "3-5", "--json", "--max-nodes", "5"])
    records = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [record["deal"] for record in records] == [3, 4, 5]
    for number, record in zip((3, 4, 5), records, strict=True):
        assert record["layout"] == Board.deal(number, shape).to_text()
        assert Board.parse(record["layout"], shape) == Board.deal(number, shape)
        assert record["status"] in ("win", "no-win", "unknown")
    assert "(3 positions" in err


def test_a_position_read_from_text_carries_no_deal_fields() -> None:
    _, out, _ = run(["--json"], stdin=STUCK)
    assert "deal" not in json.loads(out) and "layout" not in json.loads(out)


def test_moves_prints_each_positions_legal_moves_without_solving(tmp_path: Path) -> None:
    path = tmp_path / "positions.txt"
    path.write_text(f"{ONE_MOVE}\n{BROKEN}\n{STUCK}", encoding="utf-8")
    code, out, _ = run(["--moves", str(path)])
    first, broken, stuck, summary = out.splitlines()
    expected = Board.parse(ONE_MOVE).legal_moves()
    assert expected == [Move.parse("QS 11>10")]
    assert first == "position 1: 1 legal moves: QS 11>10"
    assert broken.startswith("position 2: malformed: ")
    assert stuck == "position 3: no legal move"
    assert summary == "1 legal moves, malformed 1 (3 positions)"
    assert code == 1  # a malformed position, as when solving
    assert "nodes" not in out  # nothing was solved


@pytest.mark.parametrize("key", ["blue-moon", "paganini-ii-v2", "paganini-ii"])
def test_moves_as_json_for_deals_are_the_boards_legal_moves(key: str) -> None:
    shape = GAMES[key].shape
    code, out, err = run(["--rules", key, "--deals", "7-8", "--moves", "--json"])
    records = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(records) == 2 and "legal moves (2 positions)" in err
    for number, record in zip((7, 8), records, strict=True):
        board = Board.deal(number, shape)
        legal = [Move.from_json(move, shape.squares) for move in record["legal"]]
        assert legal == board.legal_moves() and legal
        assert record["in_place"] == board.in_place_count()
        assert (record["deal"], record["layout"]) == (number, board.to_text())


def test_moves_differ_between_paganini_iis_rules_on_one_position() -> None:
    """After the first Ace of deal 7 goes to column 1, the gaps left by it differ: the
    old rules take any higher card of the left neighbour's suit, the new only the next."""
    new_shape, old_shape = GAMES["paganini-ii-v2"].shape, GAMES["paganini-ii"].shape
    board = Board.deal(7, new_shape)
    board = board.play(board.legal_moves()[0])
    text = board.to_text()
    _, new_out, _ = run(["--rules", "paganini-ii-v2", "--moves", "--json"], stdin=text)
    _, old_out, _ = run(["--rules", "paganini-ii", "--moves", "--json"], stdin=text)
    new_legal = json.loads(new_out)["legal"]
    old_legal = json.loads(old_out)["legal"]
    assert new_legal == [m.to_json() for m in board.legal_moves()]
    assert old_legal == [m.to_json() for m in Board.parse(text, old_shape).legal_moves()]
    assert set(map(tuple, new_legal)) < set(map(tuple, old_legal))


def test_help_says_what_in_place_is_and_names_the_new_options(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--help"], io.StringIO(), io.StringIO())
    assert exited.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert '"N in place" is the best reached' in text
    assert "--moves" in text and "legal moves" in text
    assert 'opening "layout"' in text
