"""The table: 4 rows x 13 columns of squares, 48 cards and 4 gaps.

Squares are numbered 0..51, row * 13 + column (both from 0). Boards are
immutable values: play() and redeal() return new boards.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property

from .cards import ACE, FULL_DECK, KING, PLAYING_CARDS, Card
from .errors import CardCodeError, DealNumberError, IllegalMoveError, PositionError, shown
from .rng import SplitMix64

ROWS = 4
COLUMNS = 13
SQUARES = ROWS * COLUMNS
GAP_TOKEN = "--"
#: Deals are numbered 1 .. MAX_DEAL (the seeds SplitMix64 takes as 32-bit numbers).
MAX_DEAL = 2**32 - 1

# A move's text form: card code, a space, source square, ">", target square. The
# squares are 0..51 without leading zeros, so every move has exactly one text.
_MOVE_TEXT = re.compile(r"([A2-9TJQK][SHDC]) (0|[1-9][0-9]?)>(0|[1-9][0-9]?)")


def square_name(square: int) -> str:
    """How people read a square: "row 2, column 5" (counting from 1)."""
    return f"row {square // COLUMNS + 1}, column {square % COLUMNS + 1}"


class GapState(enum.Enum):
    """Whether a gap can be filled."""

    OPEN = "open"
    DEAD_AFTER_KING = "dead-after-king"
    DEAD_AFTER_GAP = "dead-after-gap"


class MoveRefusal(enum.Enum):
    """Why a move is not legal (RefusedMove.reason)."""

    OFF_TABLE = "off-table"  # a square outside 0..51
    NOT_A_GAP = "not-a-gap"  # the target holds a card
    NOT_THERE = "not-there"  # the card is not on the source square
    AFTER_KING = "after-king"  # the gap is right of a King: dead
    AFTER_GAP = "after-gap"  # the gap is right of another gap: dead for now
    ONLY_TWOS = "only-twos"  # a first-column gap takes only a 2
    ALREADY_FIRST = "already-first"  # a 2 in column 1 already
    WRONG_CARD = "wrong-card"  # the gap takes another card (wanted)


class RedealMode(enum.Enum):
    """How a shuffle places the gaps (see docs/rules.md, "Shuffles")."""

    RANDOM = "random"
    AFTER_RUNS = "after-runs"


@dataclass(frozen=True)
class Move:
    """One card from source square into the gap at target square.

    Its text form is the card code, a space, the source square, ">" and the
    target square, squares numbered 0..51 (row * 13 + column); parse reads back
    exactly what str() prints:

    >>> move = Move(Card.from_code("8S"), 25, 1)
    >>> str(move)
    '8S 25>1'
    >>> Move.parse("8S 25>1") == move
    True
    """

    card: Card
    source: int
    target: int

    @classmethod
    def parse(cls, text: str) -> Move:
        """The move a text form (str(move)) stands for; IllegalMoveError for any
        other text, lenient spellings included ("8s 25>1", "8S 25 > 1")."""
        match = _MOVE_TEXT.fullmatch(text) if isinstance(text, str) else None
        if match is None or not all(int(square) < SQUARES for square in match.groups()[1:]):
            raise IllegalMoveError(
                f"not a move: {shown(text)} "
                "(expected a card code and two squares 0..51, like '8S 25>1')"
            )
        code, source, target = match.groups()
        return cls(Card.from_code(code), int(source), int(target))

    def to_json(self) -> list[str | int]:
        """[card_code, source, target], the form saves and the solver print."""
        return [self.card.code, self.source, self.target]

    @classmethod
    def from_json(cls, value: object) -> Move:
        if (
            not isinstance(value, (list, tuple))
            or len(value) != 3
            or not isinstance(value[0], str)
            or not all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v < SQUARES
                for v in value[1:]
            )
        ):
            raise IllegalMoveError(f"not a move: {shown(value)} (expected [card, source, target])")
        return cls(Card.from_code(value[0]), value[1], value[2])

    def __str__(self) -> str:
        return f"{self.card.code} {self.source}>{self.target}"


@dataclass(frozen=True)
class RefusedMove:
    """A move the rules refuse, and why: data the interface words for the player.

    where: the square the card is on (NOT_THERE; None when it is on none);
    wanted: the card the gap takes (WRONG_CARD)."""

    reason: MoveRefusal
    move: Move
    where: int | None = None
    wanted: Card | None = None

    def explanation(self) -> str:
        """The reason in English, for IllegalMoveError (logs, the command line)."""
        card, source, target = self.move.card, self.move.source, self.move.target
        reason = self.reason
        if reason is MoveRefusal.OFF_TABLE:
            name, square = ("source", source) if not 0 <= source < SQUARES else ("target", target)
            return f"{name} square {square} is off the table (0..51)"
        if reason is MoveRefusal.NOT_A_GAP:
            return f"{square_name(target)} is not a gap"
        if reason is MoveRefusal.NOT_THERE:
            where = "" if self.where is None else f"; it is on {square_name(self.where)}"
            return f"{card.label} is not on {square_name(source)}{where}"
        if reason is MoveRefusal.AFTER_KING:
            return f"the gap at {square_name(target)} is right of a King: dead"
        if reason is MoveRefusal.AFTER_GAP:
            return (
                f"the gap at {square_name(target)} is right of another gap: dead until that "
                "gap is filled"
            )
        if reason is MoveRefusal.ONLY_TWOS:
            return (
                f"only a 2 may go into the first-column gap at {square_name(target)}, "
                f"not {card.label}"
            )
        if reason is MoveRefusal.ALREADY_FIRST:
            return f"{card.label} already stands in column 1; moving it would change nothing"
        assert self.wanted is not None
        return f"the gap at {square_name(target)} takes {self.wanted.label}, not {card.label}"


class Board:
    """An Addiction position: 52 squares holding the 48 non-Ace cards and 4 gaps (None).

    >>> board = Board.deal(1)
    >>> Board.parse(board.to_text()) == board
    True
    """

    __slots__ = ("__dict__", "_squares")

    def __init__(self, squares: Iterable[Card | None]) -> None:
        self._squares: tuple[Card | None, ...] = tuple(squares)
        _validate(self._squares)

    @classmethod
    def _trusted(cls, squares: tuple[Card | None, ...]) -> Board:
        """A board from squares known to be valid (skips validation on the hot path)."""
        board = cls.__new__(cls)
        board._squares = squares
        return board

    # --- construction and notation ---------------------------------------

    @classmethod
    def parse(cls, text: str) -> Board:
        """Read position text: 4 lines of 13 tokens, "--" for a gap.

        Accepts "10" for "T", lower case, any spacing and blank lines around.
        """
        lines = [line.split() for line in text.strip().splitlines() if line.strip()]
        if len(lines) != ROWS:
            raise PositionError(f"expected {ROWS} rows of cards, found {len(lines)}")
        squares: list[Card | None] = []
        for row, tokens in enumerate(lines, start=1):
            if len(tokens) != COLUMNS:
                raise PositionError(f"row {row} has {len(tokens)} squares, expected {COLUMNS}")
            for column, token in enumerate(tokens, start=1):
                if token == GAP_TOKEN:
                    squares.append(None)
                    continue
                try:
                    squares.append(Card.from_code(token))
                except CardCodeError:
                    raise PositionError(
                        f"row {row}, column {column}: {shown(token)} is not a card code or '--'"
                    ) from None
        return cls(squares)

    def to_text(self) -> str:
        """Canonical position text: 4 lines of 13 space-separated tokens."""
        return "\n".join(
            " ".join(
                GAP_TOKEN if card is None else card.code
                for card in self._squares[row * COLUMNS : (row + 1) * COLUMNS]
            )
            for row in range(ROWS)
        )

    @classmethod
    def deal(cls, number: int) -> Board:
        """Deal #number (1 .. 2**32 - 1), the same on every platform forever.

        The full deck in suit-major order (S, H, D, C; Ace..King) is shuffled by
        SplitMix64 seeded with the number, dealt row by row, and the Aces are
        taken out to leave the gaps.
        """
        if isinstance(number, bool) or not isinstance(number, int):
            raise DealNumberError(f"a deal number is a whole number, got {number!r}")
        if not 1 <= number <= MAX_DEAL:
            raise DealNumberError(f"deal numbers run from 1 to {MAX_DEAL}, got {number}")
        deck = list(FULL_DECK)
        SplitMix64(number).shuffle(deck)
        return cls._trusted(tuple(None if card.rank == ACE else card for card in deck))

    @property
    def squares(self) -> tuple[Card | None, ...]:
        """The 52 squares, row by row; None is a gap."""
        return self._squares

    def __getitem__(self, square: int) -> Card | None:
        return self._squares[square]

    def __iter__(self) -> Iterator[Card | None]:
        return iter(self._squares)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._squares == other._squares

    def __hash__(self) -> int:
        return hash(self._squares)

    def __repr__(self) -> str:
        return f"Board.parse({self.to_text()!r})"

    def __str__(self) -> str:
        return self.to_text()

    # --- facts about the position ---------------------------------------

    @cached_property
    def _square_of(self) -> dict[Card, int]:
        return {card: sq for sq, card in enumerate(self._squares) if card is not None}

    def square_of(self, card: Card) -> int:
        """Where a card lies. Aces are not on the table."""
        try:
            return self._square_of[card]
        except KeyError:
            raise PositionError(f"{card.label} is not on the table") from None

    @cached_property
    def gaps(self) -> tuple[int, ...]:
        """The four gap squares in reading order."""
        return tuple(sq for sq, card in enumerate(self._squares) if card is None)

    @cached_property
    def _locked(self) -> frozenset[int]:
        locked: list[int] = []
        for row in range(ROWS):
            start = row * COLUMNS
            first = self._squares[start]
            if first is None or first.rank != 2:
                continue
            expected: Card | None = first
            for sq in range(start, start + COLUMNS):
                if expected is None or self._squares[sq] != expected:
                    break
                locked.append(sq)
                expected = expected.successor()
        return frozenset(locked)

    def locked_squares(self) -> frozenset[int]:
        """Squares whose card is in place: the unbroken run from a 2 in column 1."""
        return self._locked

    def in_place_count(self) -> int:
        """How many cards are in place (0 .. 48): the player's progress."""
        return len(self._locked)

    def run_lengths(self) -> tuple[int, ...]:
        """The in-place run length of each row."""
        return tuple(sum(1 for sq in self._locked if sq // COLUMNS == row) for row in range(ROWS))

    def gap_state(self, gap: int) -> GapState:
        if self._squares[gap] is not None:
            raise PositionError(f"{square_name(gap)} is not a gap")
        if gap % COLUMNS == 0:
            return GapState.OPEN
        left = self._squares[gap - 1]
        if left is None:
            return GapState.DEAD_AFTER_GAP
        if left.rank == KING:
            return GapState.DEAD_AFTER_KING
        return GapState.OPEN

    def gap_states(self) -> dict[int, GapState]:
        """Each gap square with whether it can be filled."""
        return {gap: self.gap_state(gap) for gap in self.gaps}

    def fillers(self, gap: int) -> list[Card]:
        """The cards that may go into a gap: one card, any loose 2, or none if dead."""
        state = self.gap_state(gap)
        if state is not GapState.OPEN:
            return []
        if gap % COLUMNS == 0:
            return [
                card
                for sq, card in enumerate(self._squares)
                if card is not None and card.rank == 2 and sq % COLUMNS != 0
            ]
        left = self._squares[gap - 1]
        assert left is not None
        successor = left.successor()
        assert successor is not None
        return [successor]

    @cached_property
    def _legal_moves(self) -> tuple[Move, ...]:
        return tuple(
            Move(card, self._square_of[card], gap)
            for gap in self.gaps
            for card in self.fillers(gap)
        )

    def legal_moves(self) -> list[Move]:
        """Every legal move, ordered by target gap, then by source square."""
        return list(self._legal_moves)

    def moves_from(self, square: int) -> list[Move]:
        """The legal moves of the card on a square (several only for a 2)."""
        return [move for move in self._legal_moves if move.source == square]

    def moves_to(self, gap: int) -> list[Move]:
        """The legal moves into a gap."""
        return [move for move in self._legal_moves if move.target == gap]

    def is_stuck(self) -> bool:
        """No gap can be filled."""
        return not self._legal_moves

    def is_won(self) -> bool:
        """Every row holds 2..K of one suit in columns 1..12."""
        return len(self._locked) == len(PLAYING_CARDS)

    # --- changing the position -------------------------------------------

    def check_move(self, move: Move) -> None:
        """Raise IllegalMoveError saying why, unless the move is legal here."""
        refused = self.move_refusal(move)
        if refused is not None:
            raise IllegalMoveError(refused.explanation())

    def move_refusal(self, move: Move) -> RefusedMove | None:
        """Why the move is not legal here, as data (None when it is legal)."""
        if move in self._legal_moves:
            return None
        card, source, target = move.card, move.source, move.target
        if not (0 <= source < SQUARES and 0 <= target < SQUARES):
            return RefusedMove(MoveRefusal.OFF_TABLE, move)
        if self._squares[target] is not None:
            return RefusedMove(MoveRefusal.NOT_A_GAP, move)
        if self._squares[source] != card:
            return RefusedMove(MoveRefusal.NOT_THERE, move, where=self._square_of.get(card))
        state = self.gap_state(target)
        if state is GapState.DEAD_AFTER_KING:
            return RefusedMove(MoveRefusal.AFTER_KING, move)
        if state is GapState.DEAD_AFTER_GAP:
            return RefusedMove(MoveRefusal.AFTER_GAP, move)
        if target % COLUMNS == 0:
            if card.rank != 2:
                return RefusedMove(MoveRefusal.ONLY_TWOS, move)
            return RefusedMove(MoveRefusal.ALREADY_FIRST, move)
        return RefusedMove(MoveRefusal.WRONG_CARD, move, wanted=self.fillers(target)[0])

    def play(self, move: Move) -> Board:
        """The board after a legal move; IllegalMoveError says why otherwise."""
        self.check_move(move)
        squares = list(self._squares)
        squares[move.target] = move.card
        squares[move.source] = None
        return Board._trusted(tuple(squares))

    def redeal(self, mode: RedealMode | str, seed: int) -> Board:
        """A shuffle: in-place cards stay, the rest is dealt again (docs/rules.md, "Shuffles").

        random: loose cards and the four gaps go to random squares among those not
        in place. after-runs: each row gets one gap right after its in-place run,
        and the loose cards fill the other squares row by row in shuffled order.
        """
        mode = RedealMode(mode)
        rng = SplitMix64(seed)
        locked = self._locked
        free = [sq for sq in range(SQUARES) if sq not in locked]
        loose: list[Card | None] = [self._squares[sq] for sq in free if self._squares[sq]]
        squares = list(self._squares)
        if mode is RedealMode.RANDOM:
            pile = loose + [None] * ROWS
            rng.shuffle(pile)
            for sq, card in zip(free, pile, strict=True):
                squares[sq] = card
        else:
            runs = self.run_lengths()
            gaps = {row * COLUMNS + runs[row] for row in range(ROWS)}
            rng.shuffle(loose)
            cards = iter(loose)
            for sq in free:
                squares[sq] = None if sq in gaps else next(cards)
        return Board._trusted(tuple(squares))


def _validate(squares: Sequence[Card | None]) -> None:
    if len(squares) != SQUARES:
        raise PositionError(f"a board has {SQUARES} squares, got {len(squares)}")
    seen: dict[Card, int] = {}
    for sq, card in enumerate(squares):
        if card is None:
            continue
        if not isinstance(card, Card):
            raise PositionError(f"{square_name(sq)} holds {card!r}, not a card")
        if card.rank == ACE:
            raise PositionError(
                f"{card.label} at {square_name(sq)}: Aces are taken out of the layout"
            )
        if card in seen:
            raise PositionError(
                f"{card.label} appears twice: {square_name(seen[card])} and {square_name(sq)}"
            )
        seen[card] = sq
    missing = ", ".join(card.label for card in PLAYING_CARDS if card not in seen)
    gaps = SQUARES - len(seen)
    if gaps != ROWS:
        raise PositionError(
            f"a board has exactly {ROWS} gaps, found {gaps}"
            + (f" (missing {missing})" if missing else "")
        )
    if missing:
        raise PositionError(f"missing {missing}")
