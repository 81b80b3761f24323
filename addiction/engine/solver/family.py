"""The exact search for the games of the family beyond the Addiction shape.

A depth-first search over a compact position (a card id or -1 per square, the
square of each card id, each row's run length), changed in place and undone,
with the positions seen kept in a set of bytes (a byte per square, the same for
two equal cards: hashed and compared in C, a fifth of the memory of the tuple
of ints it replaced; docs/solver.md): every position reachable in the round is
expanded at most once, so the search is exact when it ends (a win found, or
NO_WIN with the most cards in place) and needs no argument that the round's
move graph is acyclic (Galary and Free Parking let a card move both ways).
Moves that extend an in-place run are tried first.

Before it starts, a relaxation bounds the cards in place of every position of
the round (_Position.bound): a line that reaches the bound ends the search, as
exact as a search to the end (a win when the bound is every card; otherwise no
win, and no line puts more in place), and a board already at its bound needs no
search at all. The line returned is the search's path with its detours cut
(_shortcut): where moves go both ways a depth-first path wanders.

The moves follow Board's rules for the shape (column 1, the left neighbour by
GapFill, the right neighbour, cards in place stay); moves_of gives them as Moves
so the tests hold them to Board.legal_moves on every shape. The Addiction shape
keeps its own tuned search (search.py, docs/solver.md): the budgets are counted
the same way, in positions expanded.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..board import Board, Move
from ..cards import SUITS, Card
from ..shape import GapFill, Shape

#: The wall clock is read once per this many positions.
_CLOCK_EVERY = 1024

_RawMove = tuple[int, int, int]  # card id, source square, target square


@dataclass(frozen=True)
class FamilyOutcome:
    """What the search found: win (a winning line or None), whether it searched the
    whole round, positions expanded, and the most cards in place with a line to them."""

    win: tuple[Move, ...] | None
    complete: bool
    nodes: int
    best: int
    best_line: tuple[Move, ...]


class _Position:
    """A board of a shape as the search changes it. Card ids index shape.cards:
    deck * half + suit * length + the rank's place in the run, so a card's
    successor in its suit is id + 1 and its twin in a two-deck game id +- half.
    face: each square's card id modulo half plus 1 (0 a gap), the same for two
    equal cards: what the positions seen are told apart by, as bytes."""

    def __init__(self, board: Board) -> None:
        shape = board.shape
        self.columns = shape.columns
        self.length = len(shape.run)
        self.half = len(shape.cards) // shape.decks
        # the shape's rules read once: compiled, each read of the shape is a Python lookup
        self.fill = shape.fill
        self.from_right = shape.from_right
        self.decks = shape.decks
        self.suits = len(SUITS)
        copies: dict[Card, list[int]] = {}
        for index, card in enumerate(shape.cards):
            copies.setdefault(card, []).append(index)
        self.bd = [-1 if card is None else copies[card].pop(0) for card in board]
        self.face = bytearray(cid % self.half + 1 if cid >= 0 else 0 for cid in self.bd)
        self.pos = [0] * len(shape.cards)
        for square, cid in enumerate(self.bd):
            if cid >= 0:
                self.pos[cid] = square
        self.run = [self._run_from(row * self.columns, 0) for row in range(shape.rows)]
        self.in_place = sum(self.run)
        # square masks for the bound: column 1, and every column but the last
        everything = (1 << len(self.bd)) - 1
        self.column_one = sum(1 << (row * self.columns) for row in range(shape.rows))
        self.not_column_one = everything & ~self.column_one
        self.not_last_column = everything & ~(self.column_one << (self.columns - 1))

    def _run_from(self, start: int, length: int) -> int:
        """The run length of the row starting at start, known to be at least length."""
        face = self.face
        if length == 0:
            if face[start] == 0 or (face[start] - 1) % self.length:
                return 0
            length = 1
        first = face[start]
        while length < self.length and face[start + length] == first + length:
            length += 1
        return length

    def moves(self) -> list[_RawMove]:
        """The legal moves, those that extend a run first, then by gap and source."""
        bd, pos, columns, length = self.bd, self.pos, self.columns, self.length
        extending: list[_RawMove] = []
        others: list[_RawMove] = []
        for gap, gap_card in enumerate(bd):
            if gap_card >= 0:
                continue
            column = gap % columns
            # the squares of the cards the gap takes, a list of ints: compiled, sorting
            # them is native where a set of cards sorted by square was Python objects
            sources: list[int] = []
            if column == 0:
                for card in range(0, len(pos), length):
                    if pos[card] % columns:
                        sources.append(pos[card])
            else:
                left = bd[gap - 1]
                if left >= 0 and left % length != length - 1:
                    if self.fill is GapFill.SUIT_UP:
                        sources.append(pos[left + 1])
                    elif self.fill is GapFill.ANY_SUIT_UP:
                        place = left % length + 1
                        for suit in range(self.suits):
                            sources.append(pos[suit * length + place])
                    else:
                        for card in range(left + 1, left - left % length + length):
                            sources.append(pos[card])
                if self.from_right and column < columns - 1:
                    right = bd[gap + 1]
                    if right >= 0 and right % length:
                        sources.append(pos[right - 1])
                if self.decks > 1:  # either of two equal cards
                    half = self.half
                    twins = [bd[source] % half for source in sources]
                    sources = [pos[card + deck * half] for card in twins for deck in (0, 1)]
            sources.sort()
            into = extending if column == self.run[gap // columns] else others
            previous = -1
            for source in sources:
                # a card wanted twice (by both neighbours, or as its twin's twin) moves once
                if source != previous and source % columns >= self.run[source // columns]:
                    into.append((bd[source], source, gap))
                previous = source
        return extending + others

    def bound(self) -> int:
        """At least the most cards in place of any position reachable in the round.

        A relaxation (the Addiction search's, relax.py, for every shape): the
        squares each face can stand on and the squares that can be empty, at
        some time in the round, grown to a fixpoint by the moves' rules with
        timing ignored. A row's run can only grow through cards that can stand
        on their own squares in it, so the sum over rows bounds every reachable
        position. Sound: every square and gap of a reachable position is a fact,
        by induction on its moves (a move needs its gap and its neighbour, both
        facts, and leaves a square the moved face stood on)."""
        half, length, columns, fill = self.half, self.length, self.columns, self.fill
        fixed = 0  # cards in place never move
        for row, run in enumerate(self.run):
            fixed |= ((1 << run) - 1) << (row * columns)
        at = [0] * half
        gaps = 0
        for square, cid in enumerate(self.bd):
            if cid < 0:
                gaps |= 1 << square
            else:
                at[cid % half] |= 1 << square
        changed = True
        while changed:
            changed = False
            for face in range(half):
                loose = at[face] & ~fixed
                if not loose:
                    continue
                place = face % length
                if place == 0:
                    reach = gaps & self.column_one
                else:
                    if fill is GapFill.SUIT_UP:
                        left = at[face - 1]
                    elif fill is GapFill.ANY_SUIT_UP:
                        left = 0
                        for suit in range(self.suits):
                            left |= at[suit * length + place - 1]
                    else:
                        left = 0
                        for lower in range(face - place, face):
                            left |= at[lower]
                    reach = (left << 1) & gaps & self.not_column_one
                if self.from_right and place < length - 1:
                    reach |= (at[face + 1] >> 1) & gaps & self.not_last_column
                if reach:
                    if reach & ~at[face]:
                        at[face] |= reach
                        changed = True
                    if loose & ~gaps:
                        gaps |= loose
                        changed = True
        most = 0
        for row, run in enumerate(self.run):
            start = row * columns
            row_most = run
            suits = [(self.face[start] - 1) // length] if run else list(range(self.suits))
            for suit in suits:
                reached = run
                while reached < length and at[suit * length + reached] >> (start + reached) & 1:
                    reached += 1
                row_most = max(row_most, reached)
            most += row_most
        return most

    def play(self, card: int, source: int, target: int) -> int:
        """Make a move; returns the old run length of the target's row, for undo."""
        row = target // self.columns
        old = self.run[row]
        self.bd[target], self.bd[source], self.pos[card] = card, -1, target
        self.face[target], self.face[source] = card % self.half + 1, 0
        if target % self.columns == old:  # the card joins the run, and so may those after it
            self.run[row] = self._run_from(row * self.columns, old)
            self.in_place += self.run[row] - old
        return old

    def undo(self, card: int, source: int, target: int, old: int) -> None:
        row = target // self.columns
        self.in_place -= self.run[row] - old
        self.run[row] = old
        self.bd[target], self.bd[source], self.pos[card] = -1, card, source
        self.face[target], self.face[source] = 0, card % self.half + 1


def moves_of(board: Board) -> list[Move]:
    """The search's own moves of a board, as Moves (in the search's order)."""
    position = _Position(board)
    return _as_moves(board.shape, position.moves())


def bound_of(board: Board) -> int:
    """The search's bound on the cards in place of every position of board's round."""
    return _Position(board).bound()


def _as_moves(shape: Shape, raw: list[_RawMove]) -> list[Move]:
    return [Move(shape.cards[card], source, target) for card, source, target in raw]


def _shortcut(board: Board, line: list[_RawMove]) -> list[_RawMove]:
    """line to the same position without its detours: from each position, the move
    to the latest position of the line one move reaches. A depth-first line wanders
    where moves go both ways (Galary, Spaces and Aces: tens of thousands of moves
    for a few cards in place), and the hints replay it move by move."""
    position = _Position(board)
    index_of = {bytes(position.face): 0}
    for index, (card, source, target) in enumerate(line, start=1):
        position.play(card, source, target)
        index_of[bytes(position.face)] = index
    position = _Position(board)
    shorter: list[_RawMove] = []
    index = 0
    while index < len(line):
        # two equal cards share a face: the line's squares, the card on them now
        source, target = line[index][1], line[index][2]
        step, following = (position.bd[source], source, target), index + 1
        for move in position.moves():
            old = position.play(move[0], move[1], move[2])
            later = index_of.get(bytes(position.face), -1)
            position.undo(move[0], move[1], move[2], old)
            if later > following:
                step, following = move, later
        position.play(step[0], step[1], step[2])
        shorter.append(step)
        index = following
    return shorter


def _outcome(
    board: Board, win: bool, complete: bool, nodes: int, best: int, best_raw: list[_RawMove]
) -> FamilyOutcome:
    line = tuple(_as_moves(board.shape, _shortcut(board, best_raw)))
    return FamilyOutcome(line if win else None, complete, nodes, best, line)


def search(
    board: Board,
    max_nodes: int | None,
    deadline: float | None,
    avoid: frozenset[Board] = frozenset(),
) -> FamilyOutcome:
    """Search the round from board (see the module docstring).

    avoid: positions the search treats as dead ends, never entered (the hints'
    positions already seen in the round: engine/hints.py). Its lines keep clear of
    them, but its answer is then no verdict on the round: a win, or the most cards
    in place, may lie through one of them."""
    shape = board.shape
    position = _Position(board)
    total = len(shape.cards)
    best = position.in_place
    best_raw: list[_RawMove] = []
    ceiling = position.bound()  # a line reaching it ends the search, exact
    if best == ceiling:
        return _outcome(board, best == total, True, 1, best, best_raw)
    seen = {bytes(position.face)}
    seen.update(bytes(_Position(avoided).face) for avoided in avoid)
    frames = [position.moves()]
    pointers = [0]
    path: list[tuple[int, int, int, int]] = []  # each move with its row's old run
    nodes = 1
    while frames:
        moves, index = frames[-1], pointers[-1]
        if index == len(moves):
            frames.pop()
            pointers.pop()
            if path:
                card, source, target, old = path.pop()
                position.undo(card, source, target, old)
            continue
        pointers[-1] = index + 1
        card, source, target = moves[index]
        old = position.play(card, source, target)
        key = bytes(position.face)
        if key in seen:
            position.undo(card, source, target, old)
            continue
        seen.add(key)
        nodes += 1
        path.append((card, source, target, old))
        if position.in_place > best:
            best = position.in_place
            best_raw = [(step[0], step[1], step[2]) for step in path]
            if best == ceiling:
                return _outcome(board, best == total, True, nodes, best, best_raw)
        out_of_nodes = max_nodes is not None and nodes >= max_nodes
        out_of_time = (
            deadline is not None and nodes % _CLOCK_EVERY == 0 and time.perf_counter() > deadline
        )
        if out_of_nodes or out_of_time:
            return _outcome(board, False, False, nodes, best, best_raw)
        frames.append(position.moves())
        pointers.append(0)
    return _outcome(board, False, True, nodes, best, best_raw)
