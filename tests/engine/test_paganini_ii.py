"""Paganini II as PySolFC plays it (its PaganiniII, game 759: Montana's moves), under
the key paganini-ii-v2; its old rules (Spaces and Aces' moves) kept under the key
paganini-ii, so what was made under them still reads and plays (docs/rules.md)."""

from __future__ import annotations

import pytest

from addiction.engine import GAMES, Board, Card, Game, GapFill, IllegalMoveError, Move, Rules
from addiction.engine.codes import decode, encode
from addiction.engine.shape import PAGANINI_II, PAGANINI_II_V2, Shape

NEW, OLD = GAMES["paganini-ii-v2"], GAMES["paganini-ii"]


def C(code: str) -> Card:
    return Card.from_code(code)


def scrambled(shape: Shape) -> Board:
    """A won 8x14 board (rows S H D C S H D C, Ace to King, the gaps in column 14)
    with row 6's 10♥, J♥ and K♥ swapped with 10♦, the gap and K♦ of row 3: the gap
    at square 80 (row 6, column 11) is right of a loose 10♦, and a K♦ lies at 82."""
    squares: list[Card | None] = [None] * shape.squares
    for row, suit in enumerate("SHDC" * 2):
        for column, rank in enumerate(shape.run):
            squares[row * 14 + column] = Card(rank, suit)
    for one, other in ((80, 83), (82, 40), (79, 37)):
        squares[one], squares[other] = squares[other], squares[one]
    return Board(squares, shape)


def test_the_issues_move_is_refused_under_pysolfcs_rule_and_legal_under_the_old() -> None:
    move = Move(C("KD"), 82, 80)
    new, old = scrambled(NEW.shape), scrambled(OLD.shape)
    assert new.squares == old.squares and new[79] == C("TD") and new[82] == C("KD")
    with pytest.raises(IllegalMoveError, match="takes J♦, not K♦"):
        new.play(move)
    # Only the loose J♦ (square 38); its twin at 94 is in place in row 7.
    assert [str(m) for m in new.moves_to(80)] == ["JD 38>80"]
    assert new.play(Move(C("JD"), 38, 80))[80] == C("JD")
    # The old rule: any higher loose diamond.
    assert [str(m) for m in old.moves_to(80)] == ["JD 38>80", "QD 39>80", "KD 82>80"]
    assert old.play(move)[80] == C("KD")


def test_the_new_rule_is_montanas_and_column_1_takes_an_ace() -> None:
    shape = NEW.shape
    assert shape is PAGANINI_II_V2 and shape.fill is GapFill.SUIT_UP and shape.decks == 2
    assert shape.first_rank == 1 and shape.last_rank == 13  # rows run Ace to King
    assert OLD.shape is PAGANINI_II and OLD.shape.fill is GapFill.SUIT_HIGHER
    board = Board.deal(5, shape)
    for gap in board.gaps:
        assert all(move.card.rank == 1 for move in board.moves_to(gap))  # column 1: Aces
    every = board.legal_moves()
    assert every and all(move.target % 14 == 0 for move in every)


def test_both_deal_as_pysolfc_columns_2_to_14_the_aces_where_they_fall() -> None:
    """PySolFC's PaganiniII.startGame deals the two decks into every column but the
    first, and moves no Ace; neither has a redeal (InitialDealTalonStack)."""
    for number in (1, 5, 77):
        board = Board.deal(number, NEW.shape)
        assert board.gaps == tuple(row * 14 for row in range(8))
        assert sum(1 for card in board if card is not None and card.rank == 1) == 8
        assert board.squares == Board.deal(number, OLD.shape).squares  # the same deals
    assert NEW.shuffles == OLD.shuffles == 0


def test_keys_titles_and_codes_keep_the_two_apart() -> None:
    assert NEW.key == "paganini-ii-v2" and OLD.key == "paganini-ii"
    assert NEW.title == "Paganini II" and OLD.title == "Paganini II (old rules)"
    assert Rules.from_key("paganini-ii") == OLD and Rules.from_key("paganini-ii-v2") == NEW
    for rules in (Rules(2, shape=NEW.shape), Rules(2, shape=OLD.shape)):
        assert Rules.from_key(rules.key) == rules
        assert decode(encode(rules, Board.deal(3, rules.shape), 3)).rules == rules
    assert encode(NEW, Board.deal(5, NEW.shape), 5).startswith("P2-5-")
    assert decode(encode(NEW, Board.deal(5, NEW.shape), 5)).rules == NEW


def test_an_old_code_still_opens_the_old_rules() -> None:
    """PI-5-1X was Paganini II's code for deal 5 before the new rule: it still is
    the deal under the rules it was made with."""
    assert encode(OLD, Board.deal(5, OLD.shape), 5) == "PI-5-1X"
    code = decode("PI-5-1X")
    assert code.rules == OLD and code.deal_number == 5
    assert code.board == Board.deal(5, OLD.shape)


def test_an_old_save_replays_under_the_old_rules() -> None:
    """The rules an old save carries name the shape paganini-ii; a move only the old
    rule allows (a gap after 10♦ taking K♦) replays from it."""
    old_rules = {
        "shuffles": 0,
        "redeal": "after-runs",
        "shuffle_timing": "any-time",
        "undo_across_shuffle": True,
        "shape": "paganini-ii",
    }
    assert Rules.from_dict(old_rules) == OLD and OLD.to_dict() == old_rules
    board = scrambled(OLD.shape)
    saved = {
        "format": 1,
        "rules": old_rules,
        "deal": None,
        "seed": 7,
        "layout": board.to_text(),
        "history": [{"move": ["KD", 82, 80]}],
        "redo": [],
        "given_up": False,
        "moved": True,
    }
    game = Game.from_dict(saved)
    assert game.rules == OLD and game.rules.key == "paganini-ii"
    assert game.board[80] == C("KD")
    assert Game.from_dict(game.to_dict()).board == game.board
    # The same save under the new rule would not replay: the rule is the save's.
    with pytest.raises(Exception, match="does not replay"):
        Game.from_dict({**saved, "rules": NEW.to_dict()})
