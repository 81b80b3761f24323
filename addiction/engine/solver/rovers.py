"""A won position built move by move, where a gap takes any card beside it
(GapFill.BESIDE: Rectangular Rovers).

Such a game is a sliding puzzle with several blanks, and with two or more of them
on a grid every arrangement of the cards can be reached (docs/solver.md, "The
sliding games"): every position is won. This module gives the route, built as
people solve a sliding puzzle, so the answer is a win with moves that replay to
a won board (an exact verdict, not a search's).

- The rows but the last two, one square at a time in reading order: the card a
  square wants walks there along a shortest path of the squares not yet settled,
  a blank brought in front of it at each step without moving it; the squares
  right of the run are then cleared downwards. Each settled square stays.
- The last two rows, a column at a time: the two cards of the column, searched
  breadth first together with the blanks (every other card alike), so the few
  positions of two rows never trap them.

Column 1 of a row takes the Ace of its own square when it holds one, else the
first suit (S, H, D, C) no row above has: a row's suit is known once its Ace is
settled. Every step is chosen from the position alone and brings the plan one
move nearer its end, so hints that replay the first move of each answer follow
one route and never go round.
"""

from __future__ import annotations

from collections import deque

from ..board import Board, Move
from ..cards import ACE, SUITS, Card
from ..shape import Shape

_State = tuple[int, int, frozenset[int]]  # the two cards' squares, the blank squares


class _Stuck(Exception):
    """The construction found no way on (never seen: the position is then left
    undecided rather than called a win)."""


class _Builder:
    """The squares as the construction moves them, and the moves made."""

    def __init__(self, board: Board) -> None:
        self.shape: Shape = board.shape
        self.squares: list[Card | None] = list(board.squares)
        self.settled: set[int] = set()
        self.moves: list[Move] = []

    def move(self, source: int, target: int) -> None:
        card = self.squares[source]
        assert card is not None and self.squares[target] is None
        assert target in self.shape.beside[source]
        self.moves.append(Move(card, source, target))
        self.squares[target], self.squares[source] = card, None

    def path(self, start: int, goals: set[int], avoid: int | None) -> list[int]:
        """A shortest path of free squares (not settled, not avoid) from start to
        the first goal reached, both ends included."""
        came: dict[int, int] = {start: start}
        queue = deque([start])
        while queue:
            square = queue.popleft()
            if square in goals:
                path = [square]
                while square != start:
                    square = came[square]
                    path.append(square)
                return path[::-1]
            for other in self.shape.beside[square]:
                if other not in came and other not in self.settled and other != avoid:
                    came[other] = square
                    queue.append(other)
        raise _Stuck

    def blank_to(self, square: int, avoid: int | None) -> None:
        """Bring the nearest blank onto square, moving no card off avoid."""
        if self.squares[square] is None:
            return
        blanks = {sq for sq, card in enumerate(self.squares) if card is None}
        path = self.path(square, blanks, avoid)
        for index in range(len(path) - 1, 0, -1):
            self.move(path[index - 1], path[index])

    def walk(self, card: Card, target: int) -> None:
        """Move card onto target, a step at a time along a shortest free path."""
        where = self.squares.index(card)
        while where != target:
            step = self.path(where, {target}, None)[1]
            self.blank_to(step, where)
            self.move(where, step)
            where = step

    def clear(self, square: int) -> None:
        """Leave square blank, its card moved to the square below."""
        if self.squares[square] is not None:
            below = square + self.shape.columns
            self.blank_to(below, square)
            self.move(square, below)

    def pair(self, wanted: tuple[Card, Card], targets: tuple[int, int], either: bool) -> None:
        """Bring the two wanted cards onto the two targets (in either order where
        either), breadth first over the free squares with every other card alike."""
        free = [sq for sq in range(self.shape.squares) if sq not in self.settled]
        first, second = (self.squares.index(card) for card in wanted)
        blanks = frozenset(sq for sq in free if self.squares[sq] is None)
        start = (first, second, blanks)
        came: dict[_State, tuple[_State, int, int]] = {}
        seen = {start}
        queue = deque([start])
        goals = {targets, targets[::-1]} if either else {targets}
        while queue:
            state = queue.popleft()
            if (state[0], state[1]) in goals:
                steps: list[tuple[int, int]] = []
                while state != start:
                    state, source, target = came[state]
                    steps.append((source, target))
                for source, target in reversed(steps):
                    self.move(source, target)
                return
            one, two, empty = state
            for blank in sorted(empty):
                for source in self.shape.beside[blank]:
                    if source in empty or source in self.settled:
                        continue
                    after = (
                        blank if one == source else one,
                        blank if two == source else two,
                        empty - {blank} | {source},
                    )
                    if after not in seen:
                        seen.add(after)
                        came[after] = (state, source, blank)
                        queue.append(after)
        raise _Stuck


def build(board: Board) -> tuple[Move, ...] | None:
    """Moves from board to a won position (None if the construction is stuck)."""
    shape = board.shape
    rows, columns, run = shape.rows, shape.columns, shape.run
    builder = _Builder(board)
    suits: list[str] = []
    try:
        for row in range(rows - 2):
            start = row * columns
            here = builder.squares[start]
            if here is not None and here.rank == ACE and here.suit not in suits:
                suit = here.suit
            else:
                suit = next(suit for suit in SUITS if suit not in suits)
            suits.append(suit)
            for column, rank in enumerate(run):
                builder.walk(Card(rank, suit), start + column)
                builder.settled.add(start + column)
            for column in range(len(run), columns):
                builder.clear(start + column)
                builder.settled.add(start + column)
        left = [suit for suit in SUITS if suit not in suits]
        upper, lower = (rows - 2) * columns, (rows - 1) * columns
        for column, rank in enumerate(run):
            targets = (upper + column, lower + column)
            if column == 0:
                builder.pair((Card(ACE, left[0]), Card(ACE, left[1])), targets, either=True)
                settled = (builder.squares[upper], builder.squares[lower])
                left = [card.suit for card in settled if card is not None]
            else:
                builder.pair((Card(rank, left[0]), Card(rank, left[1])), targets, either=False)
            builder.settled.update(targets)
    except _Stuck:
        return None
    return tuple(builder.moves)
