"""The words for what a gap takes and where a square is, on every shape: a first
column that takes an Ace says so (the gap's label, a screen reader, the chooser, a
refused move), Jungle's "any 6", Galary's two cards, and squares counted on the
game's own width."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton

from addiction.engine import ACE, Board, Game, Move, Rules
from addiction.engine.shape import BLUE_MOON
from addiction.models.board_model import BoardModel
from addiction.ui.board.painting import cell_key
from addiction.ui.board_speech import any_rank, cell_name
from addiction.ui.wording import hint_text, refused_move_text
from tests.ui import test_main_window
from tests.ui.test_main_window import click_square

open_window = test_main_window.open_window


def model_of(key: str, deal: int = 3) -> BoardModel:
    return BoardModel(Game.new(deal, Rules.preset(key)))


def test_a_first_column_that_takes_an_ace_says_any_ace(qapp) -> None:
    model = model_of("spaces-and-aces")  # deal 3: column 1 empty, four Aces loose
    cell = model.cell(14)
    assert any_rank(cell) == ACE
    assert cell_name(cell) == "gap, takes any Ace"
    assert cell_key(model, 14, lifted=(), held=None, drop_target=None)[2] == ACE


def test_addictions_first_column_still_takes_any_2(qapp) -> None:
    # The first deal with a gap in column 1 (Aces out land anywhere).
    games = (Game.new(number) for number in range(1, 100))
    game = next(game for game in games if any(gap % 13 == 0 for gap in game.board.gaps))
    model = BoardModel(game)
    first = next(gap for gap in game.board.gaps if gap % 13 == 0)
    assert any_rank(model.cell(first)) == 2
    assert cell_name(model.cell(first)) == "gap, takes any 2"


def test_jungles_gap_takes_a_rank_of_any_suit_and_galarys_two_cards(qapp) -> None:
    jungle = model_of("jungle")  # deal 3: the gap after 5C takes any 6
    assert any_rank(jungle.cell(8)) == 6
    assert cell_name(jungle.cell(8)) == "gap, takes any 6"
    galary = model_of("galary")  # deal 3: the gap at row 2, column 2 takes 4S or 2D
    assert any_rank(galary.cell(15)) is None
    assert cell_name(galary.cell(15)) == "gap, takes 4 of spades or 2 of diamonds"
    key = cell_key(galary, 15, lifted=(), held=None, drop_target=None)
    assert key[1:3] == (None, None)  # no single card, no rank: the label says nothing


def test_the_chooser_asks_which_ace_goes_into_a_first_column_gap(open_window) -> None:
    window = open_window("--rules", "spaces-and-aces", "--deal", "3")
    click_square(window, 14)
    chooser = window.view.chooser()
    assert chooser.isVisible() and chooser.accessibleName() == "Choose an Ace"
    offered = {button.accessibleName() for button in chooser.findChildren(QAbstractButton)}
    assert offered == {"Ace of hearts", "Ace of diamonds", "Ace of spades", "Ace of clubs"}


def test_squares_are_counted_on_the_games_own_width() -> None:
    board = Game.new(3, Rules.preset("blue-moon")).board
    gap = board.gaps[-1]
    row, column = divmod(gap, BLUE_MOON.columns)
    card = next(card for card in board.squares if card is not None and card.rank == 13)
    refused = board.move_refusal(Move(card, board.square_of(card), gap))
    assert refused is not None
    assert f"row {row + 1}, column {column + 1}" in refused_move_text(refused)


def test_a_wrong_card_for_an_ace_first_column_is_refused_in_words_naming_the_ace() -> None:
    board = Board.parse(
        "-- AH 3H 7C QC 9C 2S 5C AD 3D JS KC QD 6S\n"
        "-- 6C 5S QS KD KH JH 4C AS 8D 4S 2D 8S 6D\n"
        "-- 8H 8C 9S 3C 9H 6H 7H 7D 5H 9D JC TH 4H\n"
        "-- KS AC 5D TD 3S 2C TC QH 7S 2H 4D JD TS",
        Rules.preset("spaces-and-aces").shape,
    )
    refused = board.move_refusal(Move(board.squares[2], 2, 0))  # 3H into column 1
    assert refused is not None
    assert refused_move_text(refused) == (
        "Only an Ace may go into the first-column gap at row 1, column 1, not 3♥."
    )


def test_a_hint_names_its_square_on_the_games_width() -> None:
    from addiction.engine.hints import find_hint

    board = Game.new(5, Rules.preset("blue-moon")).board
    hint = find_hint(board, can_shuffle=True)
    assert hint.move is not None
    row, column = divmod(hint.move.target, 14)
    assert hint_text(hint, 14).startswith(
        f"{hint.move.card.label} to row {row + 1}, column {column + 1}: "
    )


def test_the_chooser_asks_which_card_where_two_ranks_fit(open_window) -> None:
    window = open_window("--rules", "galary", "--deal", "3")
    click_square(window, 15)  # 2D after AD, or 4S before 5S
    chooser = window.view.chooser()
    assert chooser.isVisible() and chooser.accessibleName() == "Choose a card"


def test_a_card_refused_by_a_gap_that_takes_several_is_refused_without_naming_one() -> None:
    """Maze deal 1's gap at row 2, column 4 takes 6♥ or 2♠: A♥ is refused in words
    that name no wanted card; Rectangular Rovers' refusal says the card is not beside."""
    board = Game.new(1, Rules.preset("maze")).board
    refused = board.move_refusal(Move.parse("AH 21>12", 54))
    assert refused is not None
    assert refused_move_text(refused) == "The gap at row 2, column 4 does not take A♥."
    rovers = Game.new(1, Rules.preset("rectangular-rovers")).board
    refused = rovers.move_refusal(Move.parse("2H 0>4", 24))
    assert refused is not None
    assert refused_move_text(refused) == (
        "Only a card beside the gap at row 1, column 5 moves into it, not 2♥."
    )


def test_a_first_column_gap_of_maze_names_its_one_card(qapp) -> None:
    """Maze's column 1 is like any other square: after 7♥ 0>8 and 7♣ 53>23 on deal 1
    the gap at row 1, column 1 takes 8♠ (one below 9♠), not "any 8"."""
    game = Game.new(1, Rules.preset("maze"))
    for move in ("7H 0>8", "7C 53>23"):
        game.play(Move.parse(move, 54))
    model = BoardModel(game)
    assert any_rank(model.cell(0)) is None
    assert cell_name(model.cell(0)) == "gap, takes 8 of spades"


def test_a_gap_taking_two_cards_of_one_rank_names_both(qapp) -> None:
    """A Maze gap between A♥ and 3♠ takes 2♥ or 2♠, not "any 2" (Jungle's gap, which
    takes its rank in every suit, still says "any")."""
    rules = Rules.preset("maze")
    first, *rest = rules.shape.cards
    squares = [first, *[None] * 6, *rest]  # won: AS, six gaps, 2S..QC
    squares[1], squares[19] = squares[19], None  # 2H out: a gap after AH
    squares[20], squares[8] = squares[8], squares[20]  # 3S right of the gap
    cell = BoardModel(Game(Board(squares, rules.shape), rules)).cell(19)
    assert any_rank(cell) is None
    assert cell_name(cell) == "gap, takes 2 of hearts or 2 of spades"
