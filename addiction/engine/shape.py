"""The shape of a game of the Gaps family, as data: the grid, the cards, the deal,
and what a gap takes (docs/rules.md, "The family").

Board, Move, Game, the codes and the outcome read these values from a game's
rules; the Addiction shape (4 rows x 13 columns, 2..K, Aces out) is one of them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from functools import cached_property

from .cards import ACE, KING, SUITS, Card


class DealStyle(enum.Enum):
    """How a numbered deal lays the shuffled deck out."""

    #: The deck fills every square row by row; the cards of the gap rank are taken
    #: out to leave the gaps (Montana's Aces, Line Up's Sixes).
    GAP_RANK_OUT = "gap-rank-out"
    #: The deck fills columns 2.. row by row; then the Aces, in reading order, move
    #: to column 1 of rows 1, 2, ..., leaving their gaps (Blue Moon).
    ACES_MOVED = "aces-moved"
    #: The Aces, in the order the shuffle puts them, go to column 1 of each row; the
    #: rest fills columns 3.. row by row, so the gaps start in column 2 (Red Moon).
    ACES_FIRST = "aces-first"
    #: The deck fills columns 2.. row by row and the Aces stay where they fall:
    #: column 1 holds the gaps (Spaces and Aces).
    ACES_STAY = "aces-stay"
    #: The deck fills every square row by row but the last of rows 1 and 2, and
    #: the cards of the gap rank are taken out (Maze: 52 cards on 6 x 9, the Kings
    #: out, six gaps).
    SHORT_FIRST_ROWS = "short-first-rows"


class GapFill(enum.Enum):
    """What a gap outside column 1 takes from its left neighbour."""

    SUIT_UP = "suit-up"  # the left neighbour's suit, one rank up
    ANY_SUIT_UP = "any-suit-up"  # any suit, one rank up (Jungle)
    SUIT_HIGHER = "suit-higher"  # any higher rank of the left neighbour's suit
    #: any card on a square beside the gap (left, right, above, below), column 1 too,
    #: cards in place included (Rectangular Rovers)
    BESIDE = "beside"


@dataclass(frozen=True)
class Shape:
    """The shape of one game of the family.

    ranks: the ranks in the deck, low to high (Ace = 1); a row runs through them in
    this order, so Paganini's A, 6..K puts a 6 right after its Ace.
    gap_rank: the rank taken out to leave the gaps (GAP_RANK_OUT deals only).
    from_right: a gap also takes the card of its right neighbour's suit one rank
    below it (Galary, Free Parking; never wrapping round to the next row).
    head_moves: the card at the head of a row (the first rank in column 1) may move
    into another gap in column 1, its run left behind (PySolFC's rule and Solitaire
    Laboratory's; a switch of the rules, Rules.head_moves). The shape keeps its name:
    the switch is saved beside it.
    line: the squares read as one line that wraps round, each row's end joined to
    the next row's start and the last square to the first (Maze). A gap takes
    from both neighbours along the line (one above its left, one below its right,
    any other suit's first rank after a last rank); no column is special; the
    cards in place are the line's unbroken runs from square 1, one suit after
    another, the last card only on the last square; and they move like any other.
    """

    name: str
    rows: int = 4
    columns: int = 13
    ranks: tuple[int, ...] = tuple(range(ACE, KING + 1))
    decks: int = 1
    deal: DealStyle = DealStyle.GAP_RANK_OUT
    gap_rank: int | None = ACE
    fill: GapFill = GapFill.SUIT_UP
    from_right: bool = False
    head_moves: bool = False
    line: bool = False

    def __post_init__(self) -> None:
        ranks_out = (DealStyle.GAP_RANK_OUT, DealStyle.SHORT_FIRST_ROWS)
        if (self.gap_rank is None) != (self.deal not in ranks_out):
            raise ValueError(f"{self.name}: a gap rank goes with the deals that take one out")
        if self.gap_rank is not None and self.gap_rank not in self.ranks:
            raise ValueError(f"{self.name}: the gap rank is not in the deck")
        if self.rows != len(SUITS) * self.decks and not self.line:
            raise ValueError(f"{self.name}: one row per suit and deck")
        room = self.squares - {
            DealStyle.GAP_RANK_OUT: 0,
            DealStyle.SHORT_FIRST_ROWS: 2,
        }.get(self.deal, self.rows)
        if len(self.deck) != room or self.gaps != self.rows:
            raise ValueError(f"{self.name}: {len(self.deck)} cards do not fit the grid")

    def with_head_moves(self, head_moves: bool) -> Shape:
        """This shape with the head card's move switched on or off."""
        return self if self.head_moves == head_moves else replace(self, head_moves=head_moves)

    @property
    def fixed_runs(self) -> bool:
        """Whether each row's run is built from column 1, which takes any card of the
        first rank, and a card in place stays: in every game but those whose gaps
        take along a line (Maze) or from beside (Rectangular Rovers), where column 1
        is like any other and cards in place move."""
        return not self.line and self.fill is not GapFill.BESIDE

    @property
    def squares(self) -> int:
        return self.rows * self.columns

    @cached_property
    def run(self) -> tuple[int, ...]:
        """The ranks on the table, in the order a finished row reads them."""
        return tuple(rank for rank in self.ranks if rank != self.gap_rank)

    @cached_property
    def first_rank(self) -> int:
        """The rank column 1 takes and every row starts from."""
        return self.run[0]

    @cached_property
    def last_rank(self) -> int:
        """The rank that ends a row: a gap right of it is dead (unless filled from
        the right)."""
        return self.run[-1]

    @cached_property
    def deck(self) -> tuple[Card, ...]:
        """The cards a deal shuffles: suit-major (S, H, D, C), low rank first, deck
        after deck."""
        one = tuple(Card(rank, suit) for suit in SUITS for rank in self.ranks)
        return one * self.decks

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """The cards on the table, suit-major in run order (once per deck)."""
        one = tuple(Card(rank, suit) for suit in SUITS for rank in self.run)
        return one * self.decks

    @property
    def gaps(self) -> int:
        return self.squares - len(self.cards)

    @cached_property
    def following(self) -> dict[Card, Card]:
        """Each card but the last of its run, with the card after it in its suit."""
        return {
            card: Card(following, card.suit)
            for card in self.cards
            if (following := self.next_rank(card.rank)) is not None
        }

    @cached_property
    def takes_after(self) -> dict[Card, tuple[Card, ...]]:
        """What a gap right of each card takes from it, as the shape's GapFill says
        (nothing right of the last rank); in the order of the cards. A BESIDE gap
        takes by where a card lies, not by what it is (Board.fillers)."""
        if self.fill is GapFill.SUIT_UP:
            return {card: (after,) for card, after in self.following.items()}
        takes: dict[Card, tuple[Card, ...]] = {}
        for card, after in self.following.items():
            if self.fill is GapFill.ANY_SUIT_UP:
                takes[card] = tuple(Card(after.rank, suit) for suit in SUITS)
            else:
                higher = self.run[self.run.index(after.rank) :]
                takes[card] = tuple(Card(rank, card.suit) for rank in higher)
        return takes

    @cached_property
    def preceding(self) -> dict[Card, Card]:
        """Each card but the first of its run, with the card before it in its suit."""
        return {after: card for card, after in self.following.items()}

    @cached_property
    def _next_rank(self) -> dict[int, int]:
        return dict(zip(self.run, self.run[1:], strict=False))

    @cached_property
    def _previous_rank(self) -> dict[int, int]:
        return dict(zip(self.run[1:], self.run, strict=False))

    def next_rank(self, rank: int) -> int | None:
        """The rank that follows in a row (None after the last)."""
        return self._next_rank.get(rank)

    def previous_rank(self, rank: int) -> int | None:
        """The rank that comes before in a row (None before the first)."""
        return self._previous_rank.get(rank)

    @cached_property
    def beside(self) -> tuple[tuple[int, ...], ...]:
        """The squares beside each square (above, left, right, below: in square
        order), the table's edges not wrapping."""
        columns = self.columns
        return tuple(
            tuple(
                other
                for other in (square - columns, square - 1, square + 1, square + columns)
                if 0 <= other < self.squares
                and (other // columns == square // columns or other % columns == square % columns)
            )
            for square in range(self.squares)
        )

    def square_name(self, square: int) -> str:
        """How people read a square: "row 2, column 5" (counting from 1)."""
        return f"row {square // self.columns + 1}, column {square % self.columns + 1}"


#: Addiction, Montana, Station: 4 x 13, 2..K, Aces out.
MONTANA = Shape("montana")
FREE_PARKING = Shape("free-parking", from_right=True)
BLUE_MOON = Shape("blue-moon", columns=14, deal=DealStyle.ACES_MOVED, gap_rank=None)
RED_MOON = Shape("red-moon", columns=14, deal=DealStyle.ACES_FIRST, gap_rank=None)
GALARY = Shape("galary", columns=14, deal=DealStyle.ACES_FIRST, gap_rank=None, from_right=True)
JUNGLE = Shape(
    "jungle", columns=14, deal=DealStyle.ACES_MOVED, gap_rank=None, fill=GapFill.ANY_SUIT_UP
)
SPACES_AND_ACES = Shape(
    "spaces-and-aces",
    columns=14,
    deal=DealStyle.ACES_STAY,
    gap_rank=None,
    fill=GapFill.SUIT_HIGHER,
)
PAGANINI = Shape(
    "paganini",
    columns=10,
    ranks=(ACE, *range(6, KING + 1)),
    deal=DealStyle.ACES_MOVED,
    gap_rank=None,
)
HOUSE_OF_COMMONS = Shape("house-of-commons", columns=10, ranks=tuple(range(ACE, 11)))
LINE_UP = Shape("line-up", columns=6, ranks=tuple(range(ACE, 7)), gap_rank=6)
#: Maze (SolSuite's; docs/rules.md): 52 cards on 6 rows of 9, the first two rows
#: dealt 8, the Kings out; the squares one line that wraps.
MAZE = Shape(
    "maze",
    rows=6,
    columns=9,
    deal=DealStyle.SHORT_FIRST_ROWS,
    gap_rank=KING,
    line=True,
)
#: Rectangular Rovers (PySolFC's RectangularRovers, game 993): Line Up's table, and a
#: gap takes any card beside it.
RECTANGULAR_ROVERS = Shape(
    "rectangular-rovers", columns=6, ranks=tuple(range(ACE, 7)), gap_rank=6, fill=GapFill.BESIDE
)
# Two decks: two rows per suit, and two equal cards of each.
DOUBLE_MONTANA = Shape("double-montana", rows=8, decks=2)
DOUBLE_BLUE_MOON = Shape(
    "double-blue-moon", rows=8, columns=14, decks=2, deal=DealStyle.ACES_MOVED, gap_rank=None
)
DOUBLE_RED_MOON = Shape(
    "double-red-moon", rows=8, columns=14, decks=2, deal=DealStyle.ACES_FIRST, gap_rank=None
)
#: Paganini II as PySolFC plays it (its PaganiniII, game 759, a DoubleMontana): the
#: two decks in columns 2.. with the Aces where they fall, and Montana's moves.
PAGANINI_II_V2 = Shape(
    "paganini-ii-v2", rows=8, columns=14, decks=2, deal=DealStyle.ACES_STAY, gap_rank=None
)
#: Paganini II's old rules (Spaces and Aces' moves), no game of PySolFC's: kept, under
#: its name, for the saves, codes and statistics made under them (docs/rules.md).
PAGANINI_II = Shape(
    "paganini-ii",
    rows=8,
    columns=14,
    decks=2,
    deal=DealStyle.ACES_STAY,
    gap_rank=None,
    fill=GapFill.SUIT_HIGHER,
)

#: Every shape by name, the Addiction shape first.
SHAPES: dict[str, Shape] = {
    shape.name: shape
    for shape in (
        MONTANA,
        FREE_PARKING,
        BLUE_MOON,
        RED_MOON,
        GALARY,
        JUNGLE,
        SPACES_AND_ACES,
        PAGANINI,
        HOUSE_OF_COMMONS,
        LINE_UP,
        RECTANGULAR_ROVERS,
        MAZE,
        DOUBLE_MONTANA,
        DOUBLE_BLUE_MOON,
        DOUBLE_RED_MOON,
        PAGANINI_II_V2,
        PAGANINI_II,
    )
}
#: The most cards any shape puts on the table (an Outcome's in-place bound).
MOST_CARDS = max(len(shape.cards) for shape in SHAPES.values())
