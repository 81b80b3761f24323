"""The shapes of the Gaps family: deals, what a gap takes, in place, redeals (docs/rules.md)."""

from __future__ import annotations

import pytest

from addiction.engine import (
    GAMES,
    SHAPES,
    Board,
    Card,
    GapState,
    IllegalMoveError,
    Move,
    PositionError,
    RedealMode,
    Shape,
)
from addiction.engine.rng import fnv1a64


def C(code: str) -> Card:
    return Card.from_code(code)


def won(shape: Shape) -> Board:
    """Each row its suit's run from column 1, the gaps after it; on a line shape
    (Maze) the suits one after another from the top left to the last square, the
    gaps after the first Ace."""
    if shape.line:
        first, *rest = shape.cards
        return Board([first, *[None] * shape.gaps, *rest], shape)
    squares: list[Card | None] = [None] * shape.squares
    for row, suit in enumerate("SHDC" * shape.decks):
        for column, rank in enumerate(shape.run):
            squares[row * shape.columns + column] = Card(rank, suit)
    return Board(squares, shape)


def swapped(board: Board, *pairs: tuple[int, int]) -> Board:
    """The board with the contents of each pair of squares exchanged."""
    squares = list(board.squares)
    for one, other in pairs:
        squares[one], squares[other] = squares[other], squares[one]
    return Board(squares, board.shape)


def targets(board: Board, gap: int) -> list[str]:
    return [move.card.code for move in board.moves_to(gap)]


@pytest.mark.parametrize("shape", SHAPES.values(), ids=SHAPES.keys())
def test_a_won_board_of_every_shape_is_won_and_every_card_in_place(shape: Shape) -> None:
    board = won(shape)
    assert board.is_won() and board.in_place_count() == len(shape.cards)
    assert len(board.gaps) == shape.rows == shape.gaps
    assert Board.parse(board.to_text(), shape) == board


@pytest.mark.parametrize("shape", SHAPES.values(), ids=SHAPES.keys())
def test_every_deal_of_every_shape_is_a_valid_board_of_that_shape(shape: Shape) -> None:
    for number in (1, 2, 99, 2**32 - 1):
        board = Board.deal(number, shape)
        assert Board(board.squares, shape) == board  # validates
        assert sorted(c.code for c in board if c) == sorted(c.code for c in shape.cards)
        assert board == Board.deal(number, shape)


# The first row of deal 1 and a digest of the whole of it, per game: pinned forever,
# since numbered deals, codes and statistics name them.
PINNED = {
    "station": ("7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH 3S", 0x847489CBE76EC2A5),
    "spaces": ("7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH 3S", 0x847489CBE76EC2A5),
    "blue-moon": ("AH 7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH 3S", 0xC3522B530EEE9009),
    "red-moon": ("AH -- 7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH", 0x2CE53090F33EA80F),
    "galary": ("AH -- 7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH", 0x2CE53090F33EA80F),
    "free-parking": ("7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH 3S", 0x847489CBE76EC2A5),
    "jungle": ("AH 7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH 3S", 0xC3522B530EEE9009),
    "spaces-and-aces": ("-- 7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH 3S", 0x46D1E94B4F5E2BB9),
    "paganini": ("AD 8D 9H KC 8H TD 9S QH 9C KH", 0x2F06ADFBD0D47151),
    "house-of-commons": ("2H 3S 7H 7D 9D 9H 5D 3H TD 6C", 0xC814C2298CEF27C9),
    "line-up": ("2H 3C 4C AD -- 5C", 0x8C01B02D85BD2E49),
    "rectangular-rovers": ("2H 3C 4C AD -- 5C", 0x8C01B02D85BD2E49),  # Line Up's deal
    "maze": ("7H 9S 4H 8D 8H 5C JH 6H --", 0x21355BF39A90C557),
    "double-montana": ("6D 7D JS 8S KC 7H 6C 8S 6S 9S 5S TD KH", 0x23DDFF67022D641F),
    "double-blue-moon": ("AD 6D 7D JS 8S KC 7H 6C 8S 6S 9S 5S TD KH", 0x100556E9D9797B9B),
    "double-red-moon": ("AD -- 6D 7D JS 8S KC 7H 6C 8S 6S 9S 5S TD", 0xD39E20A1A3477453),
    "paganini-ii-v2": ("-- 6D 7D JS 8S KC 7H 6C 8S 6S 9S 5S TD KH", 0xA2D76FE31E3944D7),
    "paganini-ii": ("-- 6D 7D JS 8S KC 7H 6C 8S 6S 9S 5S TD KH", 0xA2D76FE31E3944D7),
}


@pytest.mark.parametrize("key", GAMES)
def test_deal_one_of_every_game_is_pinned(key: str) -> None:
    text = Board.deal(1, GAMES[key].shape).to_text()
    assert (text.splitlines()[0], fnv1a64(text)) == PINNED[key]


def test_the_addiction_shape_deals_exactly_as_before() -> None:
    assert Board.deal(1, SHAPES["montana"]) == Board.deal(1)
    assert (
        Board.deal(1, SHAPES["montana"]).to_text()
        == Board.deal(1, GAMES["station"].shape).to_text()
    )


def test_blue_moon_moves_the_aces_to_column_1_leaving_their_gaps() -> None:
    shape = SHAPES["blue-moon"]
    for number in range(1, 30):
        board = Board.deal(number, shape)
        assert [board[row * 14].rank for row in range(4)] == [1, 1, 1, 1]  # type: ignore[union-attr]
        assert all(gap % 14 != 0 for gap in board.gaps)


def test_red_moon_deals_the_aces_to_column_1_and_the_gaps_to_column_2() -> None:
    board = Board.deal(7, SHAPES["red-moon"])
    assert [board[row * 14].rank for row in range(4)] == [1, 1, 1, 1]  # type: ignore[union-attr]
    assert board.gaps == (1, 15, 29, 43)


def test_spaces_and_aces_leave_the_aces_where_dealt_and_column_1_empty() -> None:
    board = Board.deal(7, SHAPES["spaces-and-aces"])
    assert board.gaps == (0, 14, 28, 42)
    assert all(ace in board.squares for ace in map(C, ("AS", "AH", "AD", "AC")))


def test_line_up_takes_the_sixes_out_and_house_of_commons_the_aces() -> None:
    line_up = Board.deal(3, SHAPES["line-up"])
    assert {c.rank for c in line_up if c} == {1, 2, 3, 4, 5}
    with pytest.raises(PositionError, match="6s are taken out"):
        Board((*line_up.squares[:-1], C("6S")), SHAPES["line-up"])
    commons = Board.deal(3, SHAPES["house-of-commons"])
    assert {c.rank for c in commons if c} == set(range(2, 11))
    with pytest.raises(PositionError, match="not in this game's deck"):
        Board.parse(won(SHAPES["house-of-commons"]).to_text().replace("TS", "JS"), commons.shape)


def test_a_blue_moon_gap_takes_the_next_card_of_its_left_neighbours_suit() -> None:
    board = swapped(won(SHAPES["blue-moon"]), (5, 13))  # 6S to the row's end
    assert targets(board, 5) == ["6S"]
    assert board.gap_state(27) is GapState.DEAD_AFTER_KING
    with pytest.raises(IllegalMoveError, match="takes 6♠, not 6♥"):
        board.play(Move(C("6H"), 19, 5))


def test_a_first_column_gap_takes_the_first_rank_of_the_shape() -> None:
    blue = swapped(won(SHAPES["blue-moon"]), (0, 13))  # AS to the row's end
    assert targets(blue, 0) == ["AS"]
    montana = swapped(won(SHAPES["montana"]), (0, 12))
    assert targets(montana, 0) == ["2S"]
    line_up = swapped(won(SHAPES["line-up"]), (0, 5))
    assert targets(line_up, 0) == ["AS"]
    with pytest.raises(IllegalMoveError, match="only an Ace may go"):
        line_up.play(Move(C("2H"), 7, 0))


def test_paganini_puts_a_6_after_its_ace() -> None:
    board = swapped(won(SHAPES["paganini"]), (1, 9))  # 6S to the row's end
    assert board.in_place_count() == 1 + 9 + 9 + 9
    assert targets(board, 1) == ["6S"]


def test_a_gap_after_the_last_rank_is_dead() -> None:
    line_up = won(SHAPES["line-up"])  # rows run A-5: the gap right of each 5 is dead
    assert all(line_up.gap_state(gap) is GapState.DEAD_AFTER_KING for gap in line_up.gaps)
    commons = won(SHAPES["house-of-commons"])
    assert commons.gap_state(9) is GapState.DEAD_AFTER_KING  # right of a 10
    with pytest.raises(IllegalMoveError, match="right of a 10: dead"):
        commons.play(Move(C("2H"), 10, 9))


def test_jungle_takes_the_next_rank_of_any_suit() -> None:
    board = swapped(won(SHAPES["jungle"]), (5, 13), (19, 27))  # 6S and 6H loose
    assert targets(board, 5) == ["6S", "6H"]  # 6D and 6C are in place: they stay
    assert targets(board, 19) == ["6S", "6H"]
    assert board.in_place_count() == 5 + 5 + 13 * 2
    crossed = board.play(Move(C("6H"), 27, 5))
    assert crossed.in_place_count() == 5 + 5 + 13 * 2  # in place still needs one suit


def test_spaces_and_aces_take_any_higher_card_of_the_left_suit() -> None:
    board = swapped(won(SHAPES["spaces-and-aces"]), (5, 13))  # gap after 5S
    assert targets(board, 5) == ["7S", "8S", "9S", "TS", "JS", "QS", "KS", "6S"]


def test_galary_also_takes_one_below_the_right_neighbour() -> None:
    # AS 2S 3S 4S -- -- 7S ... KS 5S: the second gap, right of a gap, takes the 6S.
    both = swapped(won(SHAPES["galary"]), (4, 13), (5, 27))
    assert both.gap_state(5) is GapState.OPEN
    assert targets(both, 5) == ["6S"]
    assert targets(both, 4) == ["5S"]
    red_moon = Board(both.squares, SHAPES["red-moon"])  # the same cards under Red Moon
    assert red_moon.gap_state(5) is GapState.DEAD_AFTER_GAP
    # The left neighbour wants 5S, the right one 8S.
    rows = won(SHAPES["galary"]).to_text().splitlines()
    rows[0] = "AS 2S 3S 4S -- 9S 7S 6S TS JS QS KS 8S 5S"
    two = Board.parse("\n".join(rows), SHAPES["galary"])
    assert targets(two, 4) == ["8S", "5S"]
    with pytest.raises(IllegalMoveError, match="does not take 7♠"):
        two.play(Move(C("7S"), 6, 4))


FREE_PARKING_ROWS = """
KS -- 5S 2S 3S 4S 6S 7S 8S 9S TS JS QS
2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
"""


def test_free_parking_fills_a_gap_right_of_a_king_from_its_right() -> None:
    free = Board.parse(FREE_PARKING_ROWS, SHAPES["free-parking"])
    assert free.gap_state(1) is GapState.OPEN
    assert targets(free, 1) == ["4S"]
    montana = Board.parse(FREE_PARKING_ROWS)
    assert montana.gap_state(1) is GapState.DEAD_AFTER_KING
    # A right neighbour of the first rank (a 2) has nothing below it.
    rows = FREE_PARKING_ROWS.replace("KS -- 5S 2S 3S 4S", "KS -- 2S 3S 4S 5S")
    assert Board.parse(rows, SHAPES["free-parking"]).gap_state(1) is GapState.DEAD_AFTER_KING


def test_free_parking_never_wraps_to_the_next_row() -> None:
    board = won(SHAPES["free-parking"])  # gaps in column 13, right of each King
    assert all(board.gap_state(gap) is GapState.DEAD_AFTER_KING for gap in board.gaps)
    assert board.is_stuck()


def test_station_redeals_the_gaps_to_the_last_column() -> None:
    board = Board.deal(5, SHAPES["montana"])
    after = board.redeal(RedealMode.LAST_COLUMN, 11)
    assert after.gaps == (12, 25, 38, 51)
    assert {sq: after[sq] for sq in board.locked_squares()} == {
        sq: board[sq] for sq in board.locked_squares()
    }


def test_blue_moon_redeals_a_gap_after_each_run() -> None:
    board = swapped(won(SHAPES["blue-moon"]), (5, 13), (16, 27))
    after = board.redeal(RedealMode.AFTER_RUNS, 3)
    runs = board.run_lengths()
    assert runs == (5, 2, 13, 13)
    assert after.gaps == tuple(row * 14 + runs[row] for row in range(4))


def test_two_decks_a_gap_takes_either_of_two_equal_cards() -> None:
    shape = SHAPES["double-montana"]
    # Rows 1 and 5 are both spades: 6S of row 1 and of row 5 swapped with their
    # rows' gaps, so both gaps after a 5S take either 6S.
    board = swapped(won(shape), (4, 12), (52 + 4, 52 + 12))
    assert [str(move) for move in board.moves_to(4)] == ["6S 12>4", "6S 64>4"]
    assert [str(move) for move in board.moves_to(56)] == ["6S 12>56", "6S 64>56"]
    assert board.in_place_count() == 4 + 4 + 12 * 6
    after = board.play(Move(C("6S"), 64, 4))
    assert after.moves_to(56) == [Move(C("6S"), 12, 56)]  # the one in place stays
    assert after.in_place_count() == 12 + 4 + 12 * 6
    with pytest.raises(PositionError, match="appears 3 times"):
        Board.parse(board.to_text().replace("--", "KS", 1), shape)


def test_two_deck_deals_hold_every_card_twice() -> None:
    for key in (
        "double-montana",
        "double-blue-moon",
        "double-red-moon",
        "paganini-ii-v2",
        "paganini-ii",
    ):
        shape = GAMES[key].shape
        board = Board.deal(3, shape)
        assert len(board.gaps) == 8
        cards = sorted(card.code for card in board if card is not None)
        assert cards == sorted(card.code for card in shape.cards)
        assert all(cards.count(code) == 2 for code in cards)
