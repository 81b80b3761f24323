"""Rules of docs/rules.md on positions written in position text."""

from __future__ import annotations

import pytest

from addiction.engine import (
    FULL_DECK,
    RANK_TEXTS,
    SUIT_SYMBOLS,
    Board,
    Card,
    CardCodeError,
    DealNumberError,
    GapState,
    IllegalMoveError,
    Move,
    PositionError,
    RedealMode,
)
from tests.positions import SOLVED_TEXT, layout

C = Card.from_code


def move(code: str, source: int, target: int) -> Move:
    return Move(C(code), source, target)


# --- cards ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"), [("7H", "7H"), ("7h", "7H"), ("10d", "TD"), (" ks ", "KS"), ("AS", "AS")]
)
def test_card_codes_are_read_leniently_and_written_canonically(text: str, code: str) -> None:
    assert C(text).code == code


@pytest.mark.parametrize("text", ["1X", "7", "ZZ", "", "11H", "7HH"])
def test_bad_card_codes_name_the_token(text: str) -> None:
    with pytest.raises(CardCodeError, match=repr(text)):
        C(text)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("7♥", "7H"),
        ("10♥", "TH"),
        ("k♠", "KS"),
        ("2♦", "2D"),
        ("Q♣", "QC"),
        ("7♡", "7H"),
        ("J♤", "JS"),
        ("3♢", "3D"),
        ("9♧", "9C"),
        ("7♥\ufe0f", "7H"),  # the emoji form chats send
    ],
)
def test_card_codes_may_name_the_suit_by_its_symbol(text: str, code: str) -> None:
    assert C(text).code == code


@pytest.mark.parametrize("text", ["7♥♥", "♥7", "7♥H", "10♥\u200b", "7" + "♥" * 10_000])
def test_bad_card_codes_with_symbols_are_refused_in_short(text: str) -> None:
    with pytest.raises(CardCodeError) as refused:
        C(text)
    assert len(str(refused.value)) < 200


def test_every_label_reads_back_as_its_card() -> None:
    for card in FULL_DECK:
        assert C(card.label) == card
        assert card.label == RANK_TEXTS[card.rank - 1] + SUIT_SYMBOLS[card.suit]


def test_a_card_code_that_is_not_text_is_a_card_code_error() -> None:
    with pytest.raises(CardCodeError, match="is text"):
        C(7)  # type: ignore[arg-type]


def test_card_labels_and_successors() -> None:
    assert C("TH").label == "10♥"
    assert C("QS").label == "Q♠"
    assert C("7C").successor() == C("8C")
    assert C("KD").successor() is None


# --- position text ----------------------------------------------------------


def test_position_text_round_trips_canonically() -> None:
    board = Board.deal(17)
    assert Board.parse(board.to_text()) == board
    messy = "\n\n  " + board.to_text().replace("T", "10").lower().replace(" ", "   ") + "\n\n"
    assert Board.parse(messy).to_text() == board.to_text()
    assert eval(repr(board)) == board  # the repr is evaluable, like python-chess


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: "\n".join(t.splitlines()[:3]), "expected 4 rows of cards, found 3"),
        (lambda t: t.replace("KS --", "KS", 1), "row 1 has 12 squares, expected 13"),
        (lambda t: t.replace("5S", "XX", 1), r"row 1, column 4: 'XX' is not a card code"),
        (lambda t: t.replace("5S", "5H", 1), "5♥ appears twice: row 1, column 4 and row 2"),
        (lambda t: t.replace("5S", "AS", 1), "A♠ at row 1, column 4: Aces are taken out"),
        (lambda t: t.replace("5S", "--", 1), r"exactly 4 gaps, found 5 \(missing 5♠\)"),
    ],
)
def test_bad_positions_say_what_is_wrong(change, message: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(PositionError, match=message):
        Board.parse(change(SOLVED_TEXT))


def test_position_text_in_labels_reads_as_the_same_board() -> None:
    board = Board.deal(23)
    labels = "\n".join(
        " ".join("--" if card is None else card.label for card in board.squares[row * 13 :][:13])
        for row in range(4)
    )
    assert "10" in labels and "♥" in labels
    assert Board.parse(labels) == board


@pytest.mark.parametrize(
    "text",
    [
        SOLVED_TEXT.replace(" ", "\u00a0"),  # no-break spaces
        SOLVED_TEXT.replace(" ", "\u3000"),  # ideographic spaces
        SOLVED_TEXT.replace(" ", "\t").replace("\n", "\r\n"),
        SOLVED_TEXT.replace("\n", "\u2028"),  # Unicode line separators
        SOLVED_TEXT.replace("\n", "\n\u00a0\u2003\n"),  # lines of odd spaces between
    ],
)
def test_odd_whitespace_still_separates_tokens_and_lines(text: str) -> None:
    assert Board.parse(text) == Board.parse(SOLVED_TEXT)


@pytest.mark.parametrize(
    "text",
    [
        SOLVED_TEXT.replace("5S", "5S\u200b"),  # a zero-width space glued to a card
        SOLVED_TEXT.replace("5S", "５S"),  # a full-width digit
        SOLVED_TEXT.replace("5S", "5" + "S" * 100_000),
        "\n".join([SOLVED_TEXT] * 10_000),
        SOLVED_TEXT.replace("--", "—"),  # an em dash for a gap
    ],
)
def test_odd_tokens_and_huge_texts_are_position_errors_in_short(text: str) -> None:
    with pytest.raises(PositionError) as refused:
        Board.parse(text)
    assert len(str(refused.value)) < 300


def test_a_board_always_has_48_cards_and_4_gaps() -> None:
    squares = list(Board.parse(SOLVED_TEXT).squares)
    squares[3] = None
    with pytest.raises(PositionError, match="found 5"):
        Board(squares)
    with pytest.raises(PositionError, match="52 squares"):
        Board(squares[:51])


# --- in place ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "in_place"),
    [
        ("2C 3C 4C 9D 6C ...", 3),  # the examples of docs/rules.md
        ("2D 3H 4H ...", 1),
        ("3S 4S 5S ...", 0),
        ("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --", 12),
        ("-- 2S 3S ...", 0),
    ],
)
def test_in_place_is_the_unbroken_run_from_a_2_in_column_1(row: str, in_place: int) -> None:
    last = "-- ..." if "--" in row else "-- -- ..."
    board = layout(row, "-- ...", "-- ...", last)
    assert board.in_place_count() == in_place
    assert board.locked_squares() == frozenset(range(in_place))


def test_run_lengths_per_row() -> None:
    board = layout("2C 3C 4C 9D 6C ...", "2D 3H -- ...", "-- -- ...", "2S 3S -- ...")
    assert board.run_lengths() == (3, 1, 0, 2)


# --- moves and gaps -----------------------------------------------------------


def test_a_gap_takes_the_successor_of_its_left_neighbour_from_anywhere() -> None:
    board = layout("7S -- ...", "-- ...", "-- ...", "QC -- ...")
    eight = board.square_of(C("8S"))
    assert board.moves_to(1) == [move("8S", eight, 1)]
    after = board.play(move("8S", eight, 1))
    assert after[1] == C("8S") and after[eight] is None
    assert board[1] is None  # boards are values: the old one is unchanged


def test_gap_right_of_a_king_is_dead() -> None:
    board = layout("KH -- ...", "-- ...", "-- ...", "-- ...")
    assert board.gap_states()[1] is GapState.DEAD_AFTER_KING
    assert board.fillers(1) == []
    with pytest.raises(IllegalMoveError, match="right of a King"):
        board.play(move("QS", board.square_of(C("QS")), 1))


def test_gap_right_of_a_gap_is_dead_until_that_gap_is_filled() -> None:
    board = layout("5D -- -- ...", "-- ...", "-- ...", "QC ...")
    assert board.gap_states()[2] is GapState.DEAD_AFTER_GAP
    assert board.gap_states()[1] is GapState.OPEN
    six = board.square_of(C("6D"))
    with pytest.raises(IllegalMoveError, match="right of another gap"):
        board.play(move("7D", board.square_of(C("7D")), 2))
    filled = board.play(move("6D", six, 1))
    assert filled.gap_state(2) is GapState.OPEN
    assert filled.fillers(2) == [C("7D")]


def test_a_first_column_gap_takes_any_2_not_already_in_column_1() -> None:
    board = layout("2S 3S -- ...", "-- ...", "9D 2H -- ...", "QC 2C 2D -- ...")
    offered = {m.card.code for m in board.moves_to(13)}
    assert offered == {"2H", "2C", "2D"}  # 2S stands in column 1: never offered
    with pytest.raises(IllegalMoveError, match="already stands in column 1"):
        board.play(move("2S", 0, 13))
    with pytest.raises(IllegalMoveError, match="only a 2 may go"):
        board.play(move("QC", 39, 13))


def test_a_2_already_in_column_1_is_never_offered_even_outside_its_row() -> None:
    board = layout("-- ...", "2H 3H ...", "2D ...", "2C -- -- -- ...")
    assert {m.card.code for m in board.legal_moves()} == {"2S", "3C"}


def test_illegal_moves_say_why() -> None:
    board = layout("7S -- ...", "-- ...", "-- ...", "QC -- ...")
    eight = board.square_of(C("8S"))
    with pytest.raises(IllegalMoveError, match="row 1, column 1 is not a gap"):
        board.play(move("8S", eight, 0))
    with pytest.raises(IllegalMoveError, match="takes 8♠, not 9♠"):
        board.play(move("9S", board.square_of(C("9S")), 1))
    with pytest.raises(IllegalMoveError, match="8♠ is not on row 1, column 3; it is on"):
        board.play(move("8S", 2, 1))
    with pytest.raises(IllegalMoveError, match="off the table"):
        board.play(move("8S", eight, 60))


def test_legal_moves_are_ordered_by_gap_then_source() -> None:
    moves = Board.deal(1).legal_moves()
    assert moves == sorted(moves, key=lambda m: (m.target, m.source))
    assert [str(m) for m in moves] == ["3S 12>19", "8S 46>32", "6S 30>34", "4C 29>43"]


def test_won_means_48_in_place_and_stuck_means_no_move() -> None:
    solved = Board.parse(SOLVED_TEXT)
    assert solved.is_won() and solved.is_stuck()
    almost = layout(
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- KS",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --",
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --",
    )
    assert not almost.is_won() and almost.in_place_count() == 47
    assert almost.play(move("KS", 12, 11)).is_won()


def test_a_board_with_every_gap_dead_is_stuck() -> None:
    board = layout("KS -- ...", "KH -- ...", "KD -- ...", "KC -- ...")
    assert board.is_stuck()
    assert set(board.gap_states().values()) == {GapState.DEAD_AFTER_KING}


# --- deals ------------------------------------------------------------------

PINNED_DEALS = {
    1: """7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH 3S
2H JD 5D 7D 4D 2S -- 6C KS KD TD TC JC
TH 8C QS 4C 6S 7S -- 5S -- KC 6D QC QD
QH 9H 3H 3C -- 4S 2D 8S TS 3D 2C 9D 7C""",
    2: """QD 3C 4S 5D 7D 2H KD TH -- 6S 7C 3S QS
7H 6D JD TS 9C JH 8S 4H 5C 2C 4D -- QH
6C 8D 3D 9H 6H JC -- 5S JS -- KS 2D 7S
4C 9S TD 5H TC QC KC 8C KH 3H 2S 8H 9D""",
    3: """-- 3H 7C QC 9C 2S 5C -- 3D JS KC QD 6S
6C 5S QS KD KH JH 4C -- 8D 4S 2D 8S 6D
8H 8C 9S 3C 9H 6H 7H 7D 5H 9D JC TH 4H
KS -- 5D TD 3S 2C TC QH 7S 2H 4D JD TS""",
    1000000: """3H 3D 6D KC QS TS JC JH 3S 5D 5H 6H --
9H 8H QC 7S JS TH 2H 8D KS 4H 2D 2S 6C
QD 9D 9S 4C 9C 4D 4S KH -- TD TC 6S 5S
QH 8S 2C -- 5C 3C -- KD JD 7D 8C 7C 7H""",
}


@pytest.mark.parametrize("number", sorted(PINNED_DEALS))
def test_deals_are_pinned_forever(number: int) -> None:
    assert Board.deal(number).to_text() == PINNED_DEALS[number]


def test_every_deal_number_in_range_deals() -> None:
    assert Board.deal(2**32 - 1) != Board.deal(2**32 - 2)
    for bad in (0, -5, 2**32):
        with pytest.raises(DealNumberError, match="1 to 4294967295"):
            Board.deal(bad)
    for wrong_type in ("5", 2.0, True):
        with pytest.raises(DealNumberError, match="whole number"):
            Board.deal(wrong_type)  # type: ignore[arg-type]


# --- shuffles -----------------------------------------------------------------


def test_random_redeal_keeps_in_place_cards_and_rerolls_the_rest() -> None:
    board = layout("2S 3S 4S 9D ...", "-- ...", "-- ...", "2H -- -- ...")
    dealt = board.redeal(RedealMode.RANDOM, seed=99)
    for square in board.locked_squares():
        assert dealt[square] == board[square]
    assert dealt != board
    assert dealt == board.redeal("random", seed=99)  # deterministic
    assert dealt != board.redeal("random", seed=100)


def test_after_runs_redeal_puts_one_gap_right_after_each_run() -> None:
    board = layout(
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --", "2H 3H 9D ...", "-- ...", "4C -- -- ..."
    )
    for seed in range(20):
        dealt = board.redeal(RedealMode.AFTER_RUNS, seed)
        assert dealt.gaps == (12, 15, 26, 39)
        assert all(dealt[sq] == board[sq] for sq in board.locked_squares())


# --- the text form of a move ------------------------------------------------------


def test_a_move_prints_as_its_card_and_squares_and_parses_back() -> None:
    eight = move("8S", 25, 1)
    assert str(eight) == "8S 25>1"
    assert Move.parse("8S 25>1") == eight
    assert Move.parse(str(move("TD", 0, 51))) == move("TD", 0, 51)


@pytest.mark.parametrize(
    "text",
    [
        "8s 25>1",
        "8S  25>1",
        " 8S 25>1",
        "8S 25>1\n",
        "8S 25 > 1",
        "8S 025>1",
        "8S 25>52",
        "8♠ 25>1",
        "8S 25>",
        "8S ２5>1",
        "8S 25>1>2",
        "",
        "10S 25>1",
        "8S -1>1",
    ],
)
def test_only_the_exact_text_form_is_a_move(text: str) -> None:
    with pytest.raises(IllegalMoveError, match="not a move"):
        Move.parse(text)


def test_json_moves_refuse_true_and_false_as_squares() -> None:
    with pytest.raises(IllegalMoveError, match="not a move"):
        Move.from_json(["8S", True, 1])
