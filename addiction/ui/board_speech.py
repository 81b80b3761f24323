"""How the board is said in words: cards, squares, cells and moves ("7 of spades,
in place", "8 of spades to row 1, column 2"), for screen readers (board/accessibility.py),
the board's tooltips and the 2s chooser's buttons.

The facts come from the model's Cell and the engine; only the words are made here.
They keep the "BoardAccessibility" translation context they were first filed under.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from addiction.engine import ACE, JACK, KING, QUEEN, Card, GapState, Move
from addiction.models.board_model import Cell

# Literal contexts and texts in every call: pyside6-lupdate extracts only those.
translate = QCoreApplication.translate


def rank_words(rank: int) -> str:
    """How a rank is said: "Ace", "7", "Queen"."""
    if rank == ACE:
        return translate("BoardAccessibility", "Ace")
    if rank == JACK:
        return translate("BoardAccessibility", "Jack")
    if rank == QUEEN:
        return translate("BoardAccessibility", "Queen")
    if rank == KING:
        return translate("BoardAccessibility", "King")
    return str(rank)


def suit_words(suit: str) -> str:
    """How a suit is said: "spades"."""
    return {
        "S": translate("BoardAccessibility", "spades"),
        "H": translate("BoardAccessibility", "hearts"),
        "D": translate("BoardAccessibility", "diamonds"),
        "C": translate("BoardAccessibility", "clubs"),
    }[suit]


def card_words(card: Card) -> str:
    """How a card is said: "7 of spades", "Queen of hearts"."""
    return (
        translate("BoardAccessibility", "%1 of %2")
        .replace("%1", rank_words(card.rank))
        .replace("%2", suit_words(card.suit))
    )


def square_words(square: int, columns: int) -> str:
    """Where a square of a grid columns wide is: "row 2, column 5" (counting from 1)."""
    return (
        translate("BoardAccessibility", "row %1, column %2")
        .replace("%1", str(square // columns + 1))
        .replace("%2", str(square % columns + 1))
    )


def any_rank(cell: Cell) -> int | None:
    """The rank any card of which a live gap takes: the shape's first rank in column 1
    (Addiction's 2s, Blue Moon's Aces), a rank of any suit (Jungle); None when it takes
    one card, or cards it names (Galary's and Maze's from both sides, even two of one
    rank)."""
    ranks = {card.rank for card in cell.gap_needs}
    if len(ranks) == 1 and (cell.first_column or (cell.any_suit and len(cell.gap_needs) > 1)):
        return ranks.pop()
    return None


def takes_words(cell: Cell) -> str:
    """What a live gap takes, as said: "8 of spades", "any 2", "any Ace", or "8 of
    spades or 6 of hearts"."""
    rank = any_rank(cell)
    if rank is not None:
        return translate("BoardAccessibility", "any %1").replace("%1", rank_words(rank))
    said = [card_words(card) for card in cell.gap_needs]
    joined = said[0] if said else ""
    for other in said[1:]:
        joined = (
            translate("BoardAccessibility", "%1 or %2").replace("%1", joined).replace("%2", other)
        )
    return joined


def cell_name(cell: Cell) -> str:
    """The name a screen reader says for a square: the card and whether it is in
    place or can move, or what the gap takes."""
    if cell.card is not None:
        card = card_words(cell.card)
        if cell.in_place:
            name = translate("BoardAccessibility", "%1, in place").replace("%1", card)
        elif cell.moves:
            name = translate("BoardAccessibility", "%1, can move").replace("%1", card)
        else:
            name = card
    elif cell.gap_state is not GapState.OPEN:
        name = translate("BoardAccessibility", "gap, blocked")
    else:
        name = translate("BoardAccessibility", "gap, takes %1").replace("%1", takes_words(cell))
    if cell.hint:
        name = translate("BoardAccessibility", "%1, hint").replace("%1", name)
    return name


def cell_description(cell: Cell, square: int, columns: int) -> str:
    """Where the square is (in a grid columns wide), and why a gap is blocked."""
    where = square_words(square, columns)
    if cell.gap_state is GapState.DEAD_AFTER_KING:
        return translate("BoardAccessibility", "%1; nothing goes after a King").replace("%1", where)
    if cell.gap_state is GapState.DEAD_AFTER_GAP:
        return translate(
            "BoardAccessibility", "%1; blocked until the gap on its left is filled"
        ).replace("%1", where)
    return where


def counted(sentence: str, count: int) -> str:
    """A translated sentence that ends in a count ("Cards in place: %1.") with the
    count filled in. Such a count needs no plural forms, so it goes in as %1, not %n:
    lupdate files a translate() call with a count as a message without plural forms,
    and Qt then finds no translation for it when the count is 2 or more."""
    return sentence.replace("%1", str(count))


def move_words(move: Move, columns: int) -> str:
    """A move as said: "8 of spades to row 1, column 2" (in a grid columns wide)."""
    card, target = card_words(move.card), square_words(move.target, columns)
    return translate("BoardAccessibility", "%1 to %2").replace("%1", card).replace("%2", target)
