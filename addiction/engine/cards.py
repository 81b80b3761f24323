"""Cards: a rank and a suit, written as a two-character code ("7H", "TD", "KS").

The constants here are the one definition of the deck for the whole program:
suits, ranks, how people read them, and the cards themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .errors import CardCodeError, shown

#: The suit letters, in the order deals and position texts use: spades, hearts,
#: diamonds, clubs.
SUITS = "SHDC"
#: The rank characters of card codes, Ace first: RANKS[rank - 1].
RANKS = "A23456789TJQK"
#: How people read a rank, Ace first: RANK_TEXTS[rank - 1] ("10" where codes say "T").
RANK_TEXTS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
#: How people read a suit.
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
ACE, JACK, QUEEN, KING = 1, 11, 12, 13

# What a card code may say instead of a suit letter: the symbols labels print, their
# white variants, and the emoji variation selectors chats add after them.
_SUIT_LETTERS = str.maketrans(
    {
        **{symbol: suit for suit, symbol in SUIT_SYMBOLS.items()},
        "♤": "S",
        "♡": "H",
        "♢": "D",
        "♧": "C",
        "\ufe0e": None,
        "\ufe0f": None,
    }
)


@dataclass(frozen=True, order=True)
class Card:
    """One playing card. rank is 1 (Ace) .. 13 (King); suit is one of "SHDC".

    >>> Card.from_code("10h")
    Card.from_code('TH')
    >>> Card.from_code("7♥") == Card.from_code("7H")
    True
    >>> Card.from_code("7H").label
    '7♥'
    """

    rank: int
    suit: str

    _by_code: ClassVar[dict[str, Card]] = {}

    def __post_init__(self) -> None:
        if not (ACE <= self.rank <= KING) or self.suit not in SUITS:
            raise CardCodeError(f"no such card: rank {self.rank!r}, suit {self.suit!r}")

    @classmethod
    def from_code(cls, code: str) -> Card:
        """Parse a card code; accepts lower case, "10" for "T", and a suit symbol
        (♠♥♦♣ or ♤♡♢♧) for the suit letter, so it reads back what label prints."""
        if not isinstance(code, str):
            raise CardCodeError(f"a card code is text, got {type(code).__name__}")
        text = code.strip().upper().translate(_SUIT_LETTERS)
        if text.startswith("10"):
            text = "T" + text[2:]
        card = cls._by_code.get(text)
        if card is None:
            raise CardCodeError(
                f"not a card code: {shown(code)} (expected rank 2-9, T, J, Q, K or A "
                f"followed by suit S, H, D or C, like '7H')"
            )
        return card

    @property
    def code(self) -> str:
        """The canonical two-character code, like "TD"."""
        return RANKS[self.rank - 1] + self.suit

    @property
    def label(self) -> str:
        """How people read the card: "10♥", "K♠"."""
        return RANK_TEXTS[self.rank - 1] + SUIT_SYMBOLS[self.suit]

    def successor(self) -> Card | None:
        """The card of the same suit one rank higher (None above a King)."""
        if self.rank == KING:
            return None
        return Card._by_code[RANKS[self.rank] + self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.from_code({self.code!r})"


for _suit in SUITS:
    for _rank in range(ACE, KING + 1):
        _card = Card(_rank, _suit)
        Card._by_code[_card.code] = _card

#: The 48 cards on the table (every card but the Aces), in suit-major order.
PLAYING_CARDS: tuple[Card, ...] = tuple(
    Card._by_code[RANKS[rank - 1] + suit] for suit in SUITS for rank in range(2, KING + 1)
)
#: The full 52-card deck in suit-major order, Ace first: the order deals start from.
FULL_DECK: tuple[Card, ...] = tuple(
    Card._by_code[RANKS[rank - 1] + suit] for suit in SUITS for rank in range(ACE, KING + 1)
)
