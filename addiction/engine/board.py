"""The table: rows x columns of squares holding the cards of a game's shape and
one gap per row (Addiction: 4 rows x 13 columns, 48 cards and 4 gaps).

Squares are numbered row * columns + column (both from 0; 0..51 in Addiction).
Boards are immutable values: play() and redeal() return new boards.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property

from .cards import ACE, RANK_TEXTS, SUITS, Card
from .errors import CardCodeError, DealNumberError, IllegalMoveError, PositionError, shown
from .rng import SplitMix64
from .shape import MONTANA, DealStyle, GapFill, Shape

# The Addiction shape's grid, for the layers not yet taught other shapes.
ROWS = MONTANA.rows
COLUMNS = MONTANA.columns
SQUARES = MONTANA.squares
GAP_TOKEN = "--"
#: Deals are numbered 1 .. MAX_DEAL (the seeds SplitMix64 takes as 32-bit numbers).
MAX_DEAL = 2**32 - 1

# A move's text form: card code, a space, source square, ">", target square. The
# squares are numbers without leading zeros, so every move has exactly one text.
_MOVE_TEXT = re.compile(r"([A2-9TJQK][SHDC]) (0|[1-9][0-9]{0,2})>(0|[1-9][0-9]{0,2})")


def square_name(square: int) -> str:
    """How people read a square of the Addiction grid: "row 2, column 5" (from 1)."""
    return MONTANA.square_name(square)


class GapState(enum.Enum):
    """Whether a gap can be filled."""

    OPEN = "open"
    DEAD_AFTER_KING = "dead-after-king"
    DEAD_AFTER_GAP = "dead-after-gap"
    CLOSED_IN = "closed-in"  # no card beside the gap (GapFill.BESIDE): dead for now


class MoveRefusal(enum.Enum):
    """Why a move is not legal (RefusedMove.reason)."""

    OFF_TABLE = "off-table"  # a square outside 0..51
    NOT_A_GAP = "not-a-gap"  # the target holds a card
    NOT_THERE = "not-there"  # the card is not on the source square
    AFTER_KING = "after-king"  # the gap is right of a King: dead
    AFTER_GAP = "after-gap"  # the gap is right of another gap: dead for now
    ONLY_TWOS = "only-twos"  # a first-column gap takes only a 2 (the first rank)
    ALREADY_FIRST = "already-first"  # a 2 (the first rank) in column 1 already
    WRONG_CARD = "wrong-card"  # the gap takes another card (wanted)
    NOT_BESIDE = "not-beside"  # the card is not beside the gap (GapFill.BESIDE)


class RedealMode(enum.Enum):
    """How a shuffle places the gaps (see docs/rules.md, "Shuffles")."""

    RANDOM = "random"
    AFTER_RUNS = "after-runs"
    LAST_COLUMN = "last-column"  # each row's gap in its last column (Station)


@dataclass(frozen=True)
class Move:
    """One card from source square into the gap at target square.

    Its text form is the card code, a space, the source square, ">" and the
    target square, squares numbered row * columns + column (0..51 in Addiction);
    parse reads back exactly what str() prints:

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
    def parse(cls, text: str, squares: int = SQUARES) -> Move:
        """The move a text form (str(move)) stands for on a grid of squares squares;
        IllegalMoveError for any other text, lenient spellings included ("8s 25>1",
        "8S 25 > 1")."""
        match = _MOVE_TEXT.fullmatch(text) if isinstance(text, str) else None
        if match is None or not all(int(square) < squares for square in match.groups()[1:]):
            raise IllegalMoveError(
                f"not a move: {shown(text)} "
                f"(expected a card code and two squares 0..{squares - 1}, like '8S 25>1')"
            )
        code, source, target = match.groups()
        return cls(Card.from_code(code), int(source), int(target))

    def to_json(self) -> list[str | int]:
        """[card_code, source, target], the form saves and the solver print."""
        return [self.card.code, self.source, self.target]

    @classmethod
    def from_json(cls, value: object, squares: int = SQUARES) -> Move:
        """The move to_json wrote, on a grid of squares squares."""
        if (
            not isinstance(value, (list, tuple))
            or len(value) != 3
            or not isinstance(value[0], str)
            or not all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v < squares
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
    wanted: the card the gap takes (WRONG_CARD; None when it takes several);
    shape: the shape of the board that refused it."""

    reason: MoveRefusal
    move: Move
    where: int | None = None
    wanted: Card | None = None
    shape: Shape = MONTANA

    def explanation(self) -> str:
        """The reason in English, for IllegalMoveError (logs, the command line)."""
        card, source, target = self.move.card, self.move.source, self.move.target
        reason, squares, square_name = self.reason, self.shape.squares, self.shape.square_name
        if reason is MoveRefusal.OFF_TABLE:
            name, square = ("source", source) if not 0 <= source < squares else ("target", target)
            return f"{name} square {square} is off the table (0..{squares - 1})"
        if reason is MoveRefusal.NOT_A_GAP:
            return f"{square_name(target)} is not a gap"
        if reason is MoveRefusal.NOT_THERE:
            where = "" if self.where is None else f"; it is on {square_name(self.where)}"
            return f"{card.label} is not on {square_name(source)}{where}"
        if reason is MoveRefusal.AFTER_KING:
            last = RANK_TEXTS[self.shape.last_rank - 1]
            last_card = "a King" if last == "K" else f"a {last}"
            return f"the gap at {square_name(target)} is right of {last_card}: dead"
        if reason is MoveRefusal.AFTER_GAP:
            return (
                f"the gap at {square_name(target)} is right of another gap: dead until that "
                "gap is filled"
            )
        if reason is MoveRefusal.ONLY_TWOS:
            first = RANK_TEXTS[self.shape.first_rank - 1]
            first_card = "an Ace" if first == "A" else f"a {first}"
            return (
                f"only {first_card} may go into the first-column gap at {square_name(target)}, "
                f"not {card.label}"
            )
        if reason is MoveRefusal.ALREADY_FIRST:
            return f"{card.label} already stands in column 1, where it stays in this game"
        if reason is MoveRefusal.NOT_BESIDE:
            return f"only a card beside the gap at {square_name(target)} moves into it"
        if self.wanted is None:
            return f"the gap at {square_name(target)} does not take {card.label}"
        return f"the gap at {square_name(target)} takes {self.wanted.label}, not {card.label}"


class Board:
    """A position: the squares of a shape holding its cards and one gap (None) per
    row; Addiction's shape (52 squares, the 48 non-Ace cards) unless told otherwise.

    >>> board = Board.deal(1)
    >>> Board.parse(board.to_text()) == board
    True
    """

    __slots__ = ("__dict__", "_shape", "_squares")

    def __init__(self, squares: Iterable[Card | None], shape: Shape = MONTANA) -> None:
        self._squares: tuple[Card | None, ...] = tuple(squares)
        self._shape = shape
        _validate(self._squares, shape)

    @classmethod
    def _trusted(cls, squares: tuple[Card | None, ...], shape: Shape) -> Board:
        """A board from squares known to be valid (skips validation on the hot path)."""
        board = cls.__new__(cls)
        board._squares = squares
        board._shape = shape
        return board

    # --- construction and notation ---------------------------------------

    @classmethod
    def parse(cls, text: str, shape: Shape = MONTANA) -> Board:
        """Read position text: one line per row of the shape's width, "--" for a gap
        (Addiction: 4 lines of 13 tokens).

        Accepts "10" for "T", lower case, any spacing and blank lines around.
        """
        rows, columns = shape.rows, shape.columns
        lines = [line.split() for line in text.strip().splitlines() if line.strip()]
        if len(lines) != rows:
            raise PositionError(f"expected {rows} rows of cards, found {len(lines)}")
        squares: list[Card | None] = []
        for row, tokens in enumerate(lines, start=1):
            if len(tokens) != columns:
                raise PositionError(f"row {row} has {len(tokens)} squares, expected {columns}")
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
        return cls(squares, shape)

    def to_text(self) -> str:
        """Canonical position text: one line per row of space-separated tokens."""
        columns = self._shape.columns
        return "\n".join(
            " ".join(
                GAP_TOKEN if card is None else card.code
                for card in self._squares[row * columns : (row + 1) * columns]
            )
            for row in range(self._shape.rows)
        )

    @classmethod
    def deal(cls, number: int, shape: Shape = MONTANA) -> Board:
        """Deal #number (1 .. 2**32 - 1), the same on every platform forever.

        The shape's deck in suit-major order (S, H, D, C; low rank first) is
        shuffled by SplitMix64 seeded with the number and laid out as the shape's
        deal style says; in Addiction it is dealt row by row and the Aces are
        taken out to leave the gaps.
        """
        if isinstance(number, bool) or not isinstance(number, int):
            raise DealNumberError(f"a deal number is a whole number, got {number!r}")
        if not 1 <= number <= MAX_DEAL:
            raise DealNumberError(f"deal numbers run from 1 to {MAX_DEAL}, got {number}")
        deck: list[Card] = list(shape.deck)
        SplitMix64(number).shuffle(deck)
        return cls._trusted(_lay_out(deck, shape), shape)

    @classmethod
    def lay_out(cls, deck: Sequence[Card], shape: Shape = MONTANA) -> Board:
        """The board the shape's deck, shuffled elsewhere, makes when laid out as
        Board.deal lays a numbered deal out (python -m addiction.autoplay --random)."""
        return cls(_lay_out(deck, shape), shape)

    @property
    def shape(self) -> Shape:
        """The shape of the game this board belongs to."""
        return self._shape

    @property
    def squares(self) -> tuple[Card | None, ...]:
        """The squares, row by row; None is a gap."""
        return self._squares

    def __getitem__(self, square: int) -> Card | None:
        return self._squares[square]

    def __iter__(self) -> Iterator[Card | None]:
        return iter(self._squares)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Board)
            and self._squares == other._squares
            and (self._shape is other._shape or self._shape == other._shape)
        )

    def __hash__(self) -> int:
        return hash(self._squares)

    def __repr__(self) -> str:
        if self._shape == MONTANA:
            return f"Board.parse({self.to_text()!r})"
        return f"Board.parse({self.to_text()!r}, SHAPES[{self._shape.name!r}])"

    def __str__(self) -> str:
        return self.to_text()

    # --- facts about the position ---------------------------------------

    @cached_property
    def _square_of(self) -> dict[Card, int]:
        return {card: sq for sq, card in enumerate(self._squares) if card is not None}

    def square_of(self, card: Card) -> int:
        """Where a card lies (in a two-deck game, the later of its two squares).
        Cards out of the shape (Addiction's Aces) are not on the table."""
        try:
            return self._square_of[card]
        except KeyError:
            raise PositionError(f"{card.label} is not on the table") from None

    @cached_property
    def _loose_squares(self) -> dict[Card, tuple[int, ...]]:
        """Each card's squares not in place (two of them for a card in a two-deck game)."""
        locked = self._locked
        found: dict[Card, list[int]] = {}
        for sq, card in enumerate(self._squares):
            if card is not None and sq not in locked:
                found.setdefault(card, []).append(sq)
        return {card: tuple(squares) for card, squares in found.items()}

    @cached_property
    def gaps(self) -> tuple[int, ...]:
        """The gap squares (one per row) in reading order."""
        return tuple(sq for sq, card in enumerate(self._squares) if card is None)

    @cached_property
    def _locked(self) -> frozenset[int]:
        shape = self._shape
        if shape.line:
            return self._line_locked()
        columns, first_rank, following = shape.columns, shape.first_rank, shape.following
        locked: list[int] = []
        for row in range(shape.rows):
            start = row * columns
            first = self._squares[start]
            if first is None or first.rank != first_rank:
                continue
            expected: Card | None = first
            for sq in range(start, start + columns):
                if expected is None or self._squares[sq] != expected:
                    break
                locked.append(sq)
                expected = following.get(expected)
        return frozenset(locked)

    def _line_locked(self) -> frozenset[int]:
        """The cards in place of a line shape (Maze): from square 0, skipping gaps,
        the unbroken runs of one suit after another, each from the first rank;
        the last card of all only on the last square."""
        shape = self._shape
        following = shape.following
        locked: list[int] = []
        expected: Card | None = None  # None: a first rank of any suit not yet run
        for square, card in enumerate(self._squares):
            if card is None:
                if square == 0:
                    break
                continue
            if card != expected and (expected is not None or card.rank != shape.first_rank):
                break
            locked.append(square)
            expected = following.get(card)
        if len(locked) == len(shape.cards) and locked[-1] != shape.squares - 1:
            locked.pop()
        return frozenset(locked)

    def locked_squares(self) -> frozenset[int]:
        """Squares whose card is in place: the unbroken run of one suit from the
        first rank (a 2 in Addiction) in column 1."""
        return self._locked

    def in_place_count(self) -> int:
        """How many cards are in place (0 .. 48 in Addiction): the player's progress."""
        return len(self._locked)

    def run_lengths(self) -> tuple[int, ...]:
        """The in-place run length of each row."""
        columns = self._shape.columns
        return tuple(
            sum(1 for sq in self._locked if sq // columns == row) for row in range(self._shape.rows)
        )

    def gap_state(self, gap: int) -> GapState:
        if self._squares[gap] is not None:
            raise PositionError(f"{self._shape.square_name(gap)} is not a gap")
        shape = self._shape
        if shape.fill is GapFill.BESIDE:
            squares = self._squares
            if any(squares[other] is not None for other in shape.beside[gap]):
                return GapState.OPEN
            return GapState.CLOSED_IN
        if shape.line:
            return GapState.OPEN if self._line_wanted(gap) else GapState.DEAD_AFTER_GAP
        column = gap % shape.columns
        if column == 0:
            return GapState.OPEN
        left = self._squares[gap - 1]
        state = (
            GapState.DEAD_AFTER_GAP
            if left is None
            else GapState.DEAD_AFTER_KING
            if left.rank == shape.last_rank
            else GapState.OPEN
        )
        if state is not GapState.OPEN and shape.from_right and column < shape.columns - 1:
            right = self._squares[gap + 1]
            if right is not None and shape.previous_rank(right.rank) is not None:
                return GapState.OPEN
        return state

    def gap_states(self) -> dict[int, GapState]:
        """Each gap square with whether it can be filled."""
        return {gap: self.gap_state(gap) for gap in self.gaps}

    def fillers(self, gap: int) -> list[Card]:
        """The cards that may go into a gap, in the order of their squares: in
        Addiction one card, any loose 2, or none if dead. A card in place is
        never one of them where runs are fixed (Shape.fixed_runs), but for a row's head
        card into column 1 where the shape lets it move (Shape.head_moves)."""
        if self.gap_state(gap) is not GapState.OPEN:
            return []
        shape = self._shape
        if shape.fill is GapFill.BESIDE:
            return [card for other in shape.beside[gap] if (card := self._squares[other])]
        if shape.line:
            return sorted(self._line_wanted(gap), key=self._square_of.__getitem__)
        columns = shape.columns
        if gap % columns == 0:
            first, heads = shape.first_rank, shape.head_moves
            firsts = (
                card
                for sq, card in enumerate(self._squares)
                if card is not None and card.rank == first and (heads or sq % columns != 0)
            )
            return list(dict.fromkeys(firsts))  # each card once, even with two decks
        left = self._squares[gap - 1]
        wanted = () if left is None else shape.takes_after.get(left, ())
        if shape.fill is GapFill.SUIT_UP and not shape.from_right and shape.decks == 1:
            return list(wanted)  # one card, never in place: Addiction's quick path
        if shape.from_right and gap % columns < columns - 1:
            right = self._squares[gap + 1]
            before = None if right is None else shape.preceding.get(right)
            if before is not None and before not in wanted:
                wanted = (*wanted, before)
        # A card in place stays in every game (docs/rules.md, "Where we differ").
        loose = self._loose_squares
        return sorted((card for card in wanted if card in loose), key=lambda card: loose[card][0])

    def _line_wanted(self, gap: int) -> list[Card]:
        """What a gap of a line shape takes (Maze): the card one above its left
        neighbour along the line (after a last rank, any other suit's first
        rank) and the card one below its right neighbour, each once."""
        shape, squares = self._shape, self._squares
        # square 0's left neighbour is the last square (index -1)
        left, right = squares[gap - 1], squares[(gap + 1) % shape.squares]
        wanted: list[Card] = []
        if left is not None:
            after = shape.following.get(left)
            if after is not None:
                wanted.append(after)
            else:
                wanted.extend(Card(shape.first_rank, suit) for suit in SUITS if suit != left.suit)
        before = None if right is None else shape.preceding.get(right)
        if before is not None and before not in wanted:
            wanted.append(before)
        return wanted

    @cached_property
    def _legal_moves(self) -> tuple[Move, ...]:
        if self._shape.decks == 1:
            where = self._square_of
            return tuple(
                Move(card, where[card], gap) for gap in self.gaps for card in self.fillers(gap)
            )
        # Two decks: either of two equal cards may fill the gap, from wherever it is loose
        # (or, where heads move, stands at a row's head for a gap in column 1).
        loose, columns = self._loose_squares, self._shape.columns
        heads = self._heads if self._shape.head_moves else {}
        return tuple(
            move
            for gap in self.gaps
            for move in sorted(
                (
                    Move(card, source, gap)
                    for card in self.fillers(gap)
                    for source in loose.get(card, ())
                    + (heads.get(card, ()) if gap % columns == 0 else ())
                ),
                key=lambda move: move.source,
            )
        )

    @cached_property
    def _heads(self) -> dict[Card, tuple[int, ...]]:
        """The cards at the head of a row (the first rank in column 1), by their squares."""
        columns, first = self._shape.columns, self._shape.first_rank
        found: dict[Card, list[int]] = {}
        for sq in range(0, self._shape.squares, columns):
            card = self._squares[sq]
            if card is not None and card.rank == first:
                found.setdefault(card, []).append(sq)
        return {card: tuple(squares) for card, squares in found.items()}

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
        """Every row holds its suit's run from column 1 (2..K in columns 1..12 in
        Addiction)."""
        return len(self._locked) == len(self._shape.cards)

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
        shape = self._shape
        if not (0 <= source < shape.squares and 0 <= target < shape.squares):
            return RefusedMove(MoveRefusal.OFF_TABLE, move, shape=shape)
        if self._squares[target] is not None:
            return RefusedMove(MoveRefusal.NOT_A_GAP, move, shape=shape)
        if self._squares[source] != card:
            where = self._square_of.get(card)
            return RefusedMove(MoveRefusal.NOT_THERE, move, where=where, shape=shape)
        if shape.fill is GapFill.BESIDE:
            return RefusedMove(MoveRefusal.NOT_BESIDE, move, shape=shape)
        state = self.gap_state(target)
        if state is GapState.DEAD_AFTER_KING:
            return RefusedMove(MoveRefusal.AFTER_KING, move, shape=shape)
        if state is GapState.DEAD_AFTER_GAP:
            return RefusedMove(MoveRefusal.AFTER_GAP, move, shape=shape)
        if target % shape.columns == 0 and not shape.line:
            if card.rank != shape.first_rank:
                return RefusedMove(MoveRefusal.ONLY_TWOS, move, shape=shape)
            return RefusedMove(MoveRefusal.ALREADY_FIRST, move, shape=shape)
        fillers = self.fillers(target)
        wanted = fillers[0] if len(fillers) == 1 else None
        return RefusedMove(MoveRefusal.WRONG_CARD, move, wanted=wanted, shape=shape)

    def play(self, move: Move) -> Board:
        """The board after a legal move; IllegalMoveError says why otherwise."""
        self.check_move(move)
        squares = list(self._squares)
        squares[move.target] = move.card
        squares[move.source] = None
        return Board._trusted(tuple(squares), self._shape)

    def redeal(self, mode: RedealMode | str, seed: int) -> Board:
        """A shuffle: in-place cards stay, the rest is dealt again (docs/rules.md, "Shuffles").

        random: loose cards and the gaps go to random squares among those not in
        place. after-runs: each row gets one gap right after its in-place run, and
        the loose cards fill the other squares row by row in shuffled order.
        last-column: the same, with each row's gap in its last column.
        """
        mode = RedealMode(mode)
        shape = self._shape
        rng = SplitMix64(seed)
        locked = self._locked
        free = [sq for sq in range(shape.squares) if sq not in locked]
        loose: list[Card | None] = [self._squares[sq] for sq in free if self._squares[sq]]
        squares = list(self._squares)
        # a line shape's gaps belong to no row: wherever a redeal puts them, at random
        if mode is RedealMode.RANDOM or shape.line:
            pile = loose + [None] * (len(free) - len(loose))
            rng.shuffle(pile)
            for sq, card in zip(free, pile, strict=True):
                squares[sq] = card
        else:
            columns = shape.columns
            if mode is RedealMode.AFTER_RUNS:
                runs = self.run_lengths()
                gaps = {row * columns + runs[row] for row in range(shape.rows)}
            else:
                gaps = {row * columns + columns - 1 for row in range(shape.rows)}
            rng.shuffle(loose)
            cards = iter(loose)
            for sq in free:
                squares[sq] = None if sq in gaps else next(cards)
        return Board._trusted(tuple(squares), shape)


def _lay_out(deck: Sequence[Card], shape: Shape) -> tuple[Card | None, ...]:
    """The squares of a deal from the shuffled deck, as the shape's deal style says."""
    if shape.deal is DealStyle.GAP_RANK_OUT:
        return tuple(None if card.rank == shape.gap_rank else card for card in deck)
    if shape.deal is DealStyle.SHORT_FIRST_ROWS:
        cards = iter(deck)
        short = (shape.columns - 1, 2 * shape.columns - 1)  # the ends of rows 1 and 2
        dealt = (None if sq in short else next(cards) for sq in range(shape.squares))
        return tuple(
            None if card is None or card.rank == shape.gap_rank else card for card in dealt
        )
    rows, columns = shape.rows, shape.columns
    squares: list[Card | None] = [None] * shape.squares
    if shape.deal is DealStyle.ACES_FIRST:
        aces = [card for card in deck if card.rank == ACE]
        rest = iter(card for card in deck if card.rank != ACE)
        for row, ace in enumerate(aces):
            squares[row * columns] = ace
        for row in range(rows):
            for column in range(2, columns):
                squares[row * columns + column] = next(rest)
        return tuple(squares)
    cards = iter(deck)
    for row in range(rows):
        for column in range(1, columns):
            squares[row * columns + column] = next(cards)
    if shape.deal is DealStyle.ACES_MOVED:
        ace_squares = [
            sq for sq, card in enumerate(squares) if card is not None and card.rank == ACE
        ]
        for row, sq in enumerate(ace_squares):
            squares[row * columns], squares[sq] = squares[sq], None
    return tuple(squares)


def _validate(squares: Sequence[Card | None], shape: Shape) -> None:
    square_name = shape.square_name
    if len(squares) != shape.squares:
        raise PositionError(f"a board has {shape.squares} squares, got {len(squares)}")
    seen: dict[Card, list[int]] = {}
    run = frozenset(shape.run)
    for sq, card in enumerate(squares):
        if card is None:
            continue
        if not isinstance(card, Card):
            raise PositionError(f"{square_name(sq)} holds {card!r}, not a card")
        if card.rank not in run:
            if card.rank == shape.gap_rank:
                rank = "Aces" if card.rank == ACE else f"{RANK_TEXTS[card.rank - 1]}s"
                raise PositionError(
                    f"{card.label} at {square_name(sq)}: {rank} are taken out of the layout"
                )
            raise PositionError(f"{card.label} at {square_name(sq)}: not in this game's deck")
        where = seen.setdefault(card, [])
        if len(where) == shape.decks:
            before = " and ".join(map(square_name, where))
            times = "twice" if shape.decks == 1 else f"{shape.decks + 1} times"
            raise PositionError(f"{card.label} appears {times}: {before} and {square_name(sq)}")
        where.append(sq)
    missing = ", ".join(
        card.label
        for card in shape.cards[: len(shape.cards) // shape.decks]
        if len(seen.get(card, ())) < shape.decks
    )
    gaps = shape.squares - sum(map(len, seen.values()))
    if gaps != shape.gaps:
        raise PositionError(
            f"a board has exactly {shape.gaps} gaps, found {gaps}"
            + (f" (missing {missing})" if missing else "")
        )
    if missing:
        raise PositionError(f"missing {missing}")
