"""The exact search for the games of the family beyond the Addiction shape.

A depth-first search over a compact position (_Position: a card id or -1 per
square, the square of each card id, each row's run length, in native arrays
changed in place and undone), with the moves still to try and the moves played
as ints on one stack (nothing allocated per position), and every position seen
kept as a 62-bit Zobrist key in keys.py's position table (8 bytes a slot where
a set of bytes took about 100 a position; docs/solver.md). Two equal cards of a
two-deck game share their numbers, so swapping them is no new position. Every
position reachable in the round is expanded at most once, so the search is exact
when it ends (a win found, or NO_WIN with the most cards in place) and needs no
argument that the round's move graph is acyclic (Galary and Free Parking move a
card both ways, and so do the two-deck games, Jungle and Spaces and Aces).

Move ordering (docs/solver.md, "The family's search"): moves that extend a run
are tried first, then moves that take away the card standing where a run's next
card belongs, then the rest. Where the round is acyclic (one deck, a gap taking
only the next card of its left neighbour's suit: Blue Moon, Red Moon, Paganini,
House of Commons, Line Up), a settled run extension is searched alone, the
Addiction search's partial-order reduction (search.settles).

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
from typing import TYPE_CHECKING, Final, final

from ..board import Board, Move
from ..cards import SUITS, Card
from ..rng import SplitMix64
from ..shape import MOST_CARDS, SHAPES, GapFill, Shape
from .keys import KEY_BITS, SeenKeys, doubled, native_array, native_ints, native_table, native_zeros
from .rovers import build

if TYPE_CHECKING:  # (compiled, keys.native_* make them; interpreted, lists and tuples)
    from librt.vecs import vec
    from mypy_extensions import i64

#: The wall clock is read once per this many positions.
_CLOCK_EVERY: Final = 1024

#: A search stops (undecided) once it has seen this many positions, whatever its
#: budget: its position table then holds 2**26 slots, 512 MB (keys.py; 768 MB while
#: it last doubled), so a search stays well within 1.5 GB.
_MOST_POSITIONS: Final = (1 << 25) - 1

_RawMove = tuple[int, int, int]  # card id, source square, target square

# GapFill as ints (compiled: compared natively)
_SUIT_UP: Final = 0
_ANY_SUIT_UP: Final = 1
_SUIT_HIGHER: Final = 2
_BESIDE: Final = 3
_FILLS: Final = {
    GapFill.SUIT_UP: _SUIT_UP,
    GapFill.ANY_SUIT_UP: _ANY_SUIT_UP,
    GapFill.BESIDE: _BESIDE,
}

_MOST_SQUARES: Final = max(shape.squares for shape in SHAPES.values())
_MOST_FACES: Final = max(len(shape.cards) // shape.decks for shape in SHAPES.values())
assert MOST_CARDS == 2 * _MOST_FACES

#: The most moves of a position: at most a gap's candidates (2 x 12 higher cards,
#: and one from the right) for each of 8 gaps; the room the stack keeps above its
#: top when a position is expanded.
_ROOM: Final = 256


def _zobrist() -> vec[vec[i64]]:
    rng = SplitMix64(0x5A0B_2157_C0DE_0F0F)
    return native_table(
        native_ints(rng.next_u64() >> (64 - KEY_BITS) for _ in range(_MOST_SQUARES))
        for _ in range(_MOST_FACES)
    )


#: The Zobrist number of a card of face f (its id modulo one deck) on square q is
#: _ZOBRIST[f][q]; a position's key is the XOR of its cards' numbers.
_ZOBRIST: Final = _zobrist()


@dataclass(frozen=True)
class FamilyOutcome:
    """What the search found: win (a winning line or None), whether it searched the
    whole round, positions expanded, and the most cards in place with a line to them."""

    win: tuple[Move, ...] | None
    complete: bool
    nodes: int
    best: int
    best_line: tuple[Move, ...]


@final  # (compiled: attributes and methods reached directly)
class _Position:
    """A board of a shape as the search changes it. Card ids index shape.cards:
    deck * half + suit * length + the rank's place in the run, so a card's
    successor in its suit is id + 1 and its twin in a two-deck game id +- half;
    a card's face, id modulo half, is the same for two equal cards."""

    def __init__(self, shape: Shape, bd: list[int]) -> None:
        """The position of shape with card id bd[square] on each square (-1 a gap)."""
        self.shape = shape
        self.columns: i64 = shape.columns
        self.squares: i64 = shape.squares
        self.length: i64 = len(shape.run)
        self.cards: i64 = len(shape.cards)
        self.half: i64 = self.cards // shape.decks
        self.fill: i64 = _FILLS.get(shape.fill, _SUIT_HIGHER)
        self.from_right = shape.from_right
        # a settled run extension may be searched alone where no move goes back
        # (docs/solver.md): one deck, and a gap takes only its left neighbour's successor
        self.head_moves = shape.head_moves
        self.acyclic = shape.decks == 1 and self.fill == _SUIT_UP and not self.from_right
        self.acyclic = self.acyclic and not self.head_moves
        self.ordered = True  # moves in three bands (expand); False for measurements
        pos = [0] * self.cards
        key = 0
        for square, cid in enumerate(bd):
            if cid >= 0:
                pos[cid] = square
                key ^= _ZOBRIST[cid % self.half][square]
        self.key: i64 = key
        self.bd = native_array(bd)
        self.pos = native_array(pos)
        self.run = native_array([0] * shape.rows)
        self.in_place: i64 = 0
        self.line = shape.line
        self.line_end: i64 = 0  # a line shape's square after its last card in place
        if self.line:
            self.in_place = self._line_count()
        else:
            for row in range(shape.rows):
                self.run[row] = self._run_from(row * self.columns, 0)
                self.in_place += self.run[row]
        self.faces = native_zeros(16)  # scratch: the faces a gap takes
        self.counts = native_zeros(2)  # scratch: _expand_line's band counts
        # scratch: a position's moves in three bands (run extensions, moves off a
        # run's next square, the rest) of _ROOM each, before they go on the stack
        self.bands = native_zeros(3 * _ROOM)

    def clone(self) -> _Position:
        """A copy to change apart from this one (the scratch shared: one position
        expands at a time)."""
        copy = _Position(self.shape, [int(cid) for cid in self.bd])
        copy.faces = self.faces
        copy.counts = self.counts
        copy.bands = self.bands
        copy.ordered = self.ordered
        return copy

    def _run_from(self, start: i64, length: i64) -> i64:
        """The run length of the row starting at start, known to be at least length."""
        bd = self.bd
        half = self.half
        if length == 0:
            if bd[start] < 0 or bd[start] % self.length:
                return 0
            length = 1
        first = bd[start] % half
        while length < self.length:
            card = bd[start + length]
            if card < 0 or card % half != first + length:
                break
            length += 1
        return length

    def _line_count(self) -> i64:
        """A line shape's cards in place (Board._line_locked), line_end set."""
        bd = self.bd
        half = self.half
        length = self.length
        squares = self.squares
        count: i64 = 0
        expected: i64 = -1  # -1: the first rank of any suit
        square: i64 = 0
        end: i64 = 0
        while square < squares:
            card = bd[square]
            if card < 0:
                if square == 0:
                    break
                square += 1
                continue
            face = card % half
            if (expected < 0 and face % length != 0) or (expected >= 0 and face != expected):
                break
            count += 1
            end = square + 1
            expected = face + 1 if face % length != length - 1 else -1
            square += 1
        if count == self.cards and end != squares:
            count -= 1  # the last card counts on the last square only
        self.line_end = end % squares
        return count

    def _expand_line(self, gap: i64, bands: vec[i64], counts: vec[i64]) -> None:
        """A line shape's moves into gap (Board._line_wanted) into the bands:
        counts[0] extending (into the gap after the line's last card in place),
        counts[1] the rest."""
        bd = self.bd
        half = self.half
        length = self.length
        squares = self.squares
        faces = self.faces
        count: i64 = 0
        left = bd[(gap + squares - 1) % squares]
        if left >= 0:
            if left % length != length - 1:
                faces[count] = left % half + 1
                count += 1
            else:
                face: i64 = 0
                while face < half:
                    if face != left % half - length + 1:
                        faces[count] = face
                        count += 1
                    face += length
        right = bd[(gap + 1) % squares]
        if right >= 0 and right % length:
            wanted = right % half - 1
            known: i64 = 0
            while known < count and faces[known] != wanted:
                known += 1
            if known == count:
                faces[count] = wanted
                count += 1
        index: i64 = 0
        while index < count:
            card = faces[index]
            index += 1
            while card < self.cards:  # the card, and its twin in a two-deck game
                code = (card * squares + self.pos[card]) * squares + gap
                if gap == self.line_end and self.ordered:
                    bands[counts[0]] = code
                    counts[0] += 1
                else:
                    bands[2 * _ROOM + counts[1]] = code
                    counts[1] += 1
                card += half

    def face_bytes(self) -> bytes:
        """The position as bytes (each square's face plus 1, 0 for a gap): exact, for
        the few look-ups outside the search."""
        half = self.half
        return bytes(0 if card < 0 else card % half + 1 for card in self.bd)

    def expand(self, pending: vec[i64], top: i64, reduce: bool) -> i64:
        """Push the legal moves, coded (card * squares + source) * squares + target,
        onto pending above top (which has room for _ROOM more), so that they are
        popped (tried) in this order: the run extensions, the moves that take away
        the card on a run's next square, the rest, each in gap order; a settled run
        extension alone where reduce (and the round is acyclic). Unordered (a
        measurement's switch), every move in gap order. Returns the new top."""
        bd = self.bd
        pos = self.pos
        run = self.run
        faces = self.faces
        bands = self.bands
        columns = self.columns
        squares = self.squares
        length = self.length
        half = self.half
        cards = self.cards
        fill = self.fill
        ordered = self.ordered
        extending: i64 = 0
        clearing: i64 = 0
        rest: i64 = 0
        gap: i64 = 0
        while gap < squares:
            if bd[gap] >= 0:
                gap += 1
                continue
            column = gap % columns
            count: i64 = 0
            if self.line:
                counts = self.counts
                counts[0] = extending
                counts[1] = rest
                self._expand_line(gap, bands, counts)
                extending = counts[0]
                rest = counts[1]
                gap += 1
                continue
            if fill == _BESIDE:  # any card beside the gap, in place or not
                for source in self.shape.beside[gap]:
                    card = bd[source]
                    if card >= 0:
                        code = (card * squares + source) * squares + gap
                        if column == run[gap // columns] and ordered:
                            bands[extending] = code
                            extending += 1
                        else:
                            bands[2 * _ROOM + rest] = code
                            rest += 1
                gap += 1
                continue
            if column == 0:  # the first rank of every suit
                face: i64 = 0
                while face < half:
                    faces[count] = face
                    count += 1
                    face += length
            else:
                left = bd[gap - 1]
                if left >= 0:
                    place = left % length
                    if place != length - 1:
                        if fill == _SUIT_UP:
                            faces[count] = left % half + 1
                            count += 1
                        elif fill == _ANY_SUIT_UP:
                            face = place + 1
                            while face < half:
                                faces[count] = face
                                count += 1
                                face += length
                        else:
                            face = left % half + 1
                            end = left % half - place + length
                            while face < end:
                                faces[count] = face
                                count += 1
                                face += 1
                if self.from_right and column < columns - 1:
                    right = bd[gap + 1]
                    if right >= 0 and right % length:
                        face = right % half - 1
                        known: i64 = 0
                        while known < count and faces[known] != face:
                            known += 1
                        if known == count:
                            faces[count] = face
                            count += 1
            extends = column == run[gap // columns]
            index: i64 = 0
            while index < count:
                card = faces[index]
                index += 1
                while card < cards:  # the card, and its twin in a two-deck game
                    source = pos[card]
                    source_column = source % columns
                    source_run = run[source // columns]
                    # cards in place stay; a first rank already in column 1 is not offered,
                    # unless heads move (into column 1 only)
                    if (source_column >= source_run and (column or source_column)) or (
                        self.head_moves and not (column or source_column)
                    ):
                        code = (card * squares + source) * squares + gap
                        if (
                            reduce
                            and extends
                            and column
                            and (
                                card % length == length - 1
                                or source_column == columns - 1
                                or bd[source + 1] == card + 1
                            )
                        ):
                            # settled (search.settles): alone. Not into column 1, which
                            # takes any first rank, and that card may go elsewhere
                            pending[top] = code
                            return top + 1
                        if extends and ordered:
                            bands[extending] = code
                            extending += 1
                        elif source_column == source_run and ordered:
                            bands[_ROOM + clearing] = code
                            clearing += 1
                        else:
                            bands[2 * _ROOM + rest] = code
                            rest += 1
                    card += half
            gap += 1
        # onto the stack in reverse: the rest first (tried last), the extensions last
        while rest:
            rest -= 1
            pending[top] = bands[2 * _ROOM + rest]
            top += 1
        while clearing:
            clearing -= 1
            pending[top] = bands[_ROOM + clearing]
            top += 1
        while extending:
            extending -= 1
            pending[top] = bands[extending]
            top += 1
        return top

    def decode(self, code: i64) -> _RawMove:
        """The move a code stands for: (card, source, target)."""
        squares = self.squares
        return code // (squares * squares), code // squares % squares, code % squares

    def moves(self) -> list[_RawMove]:
        """The legal moves, every one, in the order the search tries them."""
        pending = native_zeros(_ROOM)
        top = self.expand(pending, 0, False)
        return [self.decode(pending[index]) for index in range(top - 1, -1, -1)]

    def play(self, card: i64, source: i64, target: i64) -> i64:
        """Make a move; returns the old run length of the target's row, for undo."""
        bd = self.bd
        columns = self.columns
        face = _ZOBRIST[card % self.half]
        self.key ^= face[source] ^ face[target]
        bd[target] = card
        bd[source] = -1
        self.pos[card] = target
        if self.line:  # cards in place move too: the line counted again
            old_count = self.in_place
            self.in_place = self._line_count()
            return old_count
        if source % columns == 0:  # a head that moves leaves its run loose (head_moves)
            left = source // columns
            self.in_place -= self.run[left]
            self.run[left] = 0
        row = target // columns
        old = self.run[row]
        if target % self.columns == old:  # the card joins the run, and so may those after it
            grown = self._run_from(row * self.columns, old)
            self.run[row] = grown
            self.in_place += grown - old
        return old

    def undo(self, card: i64, source: i64, target: i64, old: i64) -> None:
        if self.line:
            bd = self.bd
            face = _ZOBRIST[card % self.half]
            self.key ^= face[source] ^ face[target]
            bd[target] = -1
            bd[source] = card
            self.pos[card] = source
            self.in_place = self._line_count()
            return
        row = target // self.columns
        self.in_place -= self.run[row] - old
        self.run[row] = old
        bd = self.bd
        face = _ZOBRIST[card % self.half]
        self.key ^= face[source] ^ face[target]
        bd[target] = -1
        bd[source] = card
        self.pos[card] = source
        if source % self.columns == 0:  # the head's run is whole again
            run = self._run_from(source, 0)
            self.run[source // self.columns] = run
            self.in_place += run

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
        # Python ints throughout: compiled, a vec's length and index are i64, and an
        # i64 shifted past its bits would wrap
        half, length, columns = int(self.half), int(self.length), int(self.columns)
        fill = int(self.fill)
        if fill == _BESIDE or self.line:
            # any card may reach any square (rovers.py); a line's cards in place move
            return int(self.cards)
        suits = len(SUITS)
        board = [int(cid) for cid in self.bd]
        runs = [int(run) for run in self.run]
        everything = (1 << len(board)) - 1
        column_one = 0
        fixed = 0  # cards in place never move
        if self.head_moves:  # unless a head moves: then no run is safe
            runs = [0] * len(runs)
        for row, run in enumerate(runs):
            column_one |= 1 << (row * columns)
            fixed |= ((1 << run) - 1) << (row * columns)
        not_column_one = everything & ~column_one
        not_last_column = everything & ~(column_one << (columns - 1))
        at = [0] * half
        gaps = 0
        for square, cid in enumerate(board):
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
                    reach = gaps & column_one
                else:
                    if fill == _SUIT_UP:
                        left = at[face - 1]
                    elif fill == _ANY_SUIT_UP:
                        left = 0
                        for suit in range(suits):
                            left |= at[suit * length + place - 1]
                    else:
                        left = 0
                        for lower in range(face - place, face):
                            left |= at[lower]
                    reach = (left << 1) & gaps & not_column_one
                if self.from_right and place < length - 1:
                    reach |= (at[face + 1] >> 1) & gaps & not_last_column
                if reach:
                    if reach & ~at[face]:
                        at[face] |= reach
                        changed = True
                    if loose & ~gaps:
                        gaps |= loose
                        changed = True
        most = 0
        for row, run in enumerate(runs):
            start = row * columns
            row_most = run
            first = board[start]
            suits_left = [first % half // length] if run else list(range(suits))
            for suit in suits_left:
                reached = run
                while reached < length and at[suit * length + reached] >> (start + reached) & 1:
                    reached += 1
                row_most = max(row_most, reached)
            most += row_most
        return most


def _position_of(board: Board) -> _Position:
    """The search's position of a board: card ids index shape.cards, the first of
    two equal cards taken first."""
    copies: dict[Card, list[int]] = {}
    for index, card in enumerate(board.shape.cards):
        copies.setdefault(card, []).append(index)
    return _Position(board.shape, [-1 if card is None else copies[card].pop(0) for card in board])


def moves_of(board: Board) -> list[Move]:
    """The search's own moves of a board, as Moves (in the search's order)."""
    return _as_moves(board.shape, _position_of(board).moves())


def bound_of(board: Board) -> int:
    """The search's bound on the cards in place of every position of board's round."""
    return _position_of(board).bound()


def _as_moves(shape: Shape, raw: list[_RawMove]) -> list[Move]:
    return [Move(shape.cards[card], source, target) for card, source, target in raw]


def _shortcut(board: Board, line: list[_RawMove]) -> list[_RawMove]:
    """line to the same position without its detours: from each position, the move
    to the latest position of the line one move reaches. A depth-first line wanders
    where moves go both ways (Galary, Spaces and Aces: tens of thousands of moves
    for a few cards in place), and the hints replay it move by move."""
    position = _position_of(board)
    index_of = {position.face_bytes(): 0}
    for index, (card, source, target) in enumerate(line, start=1):
        position.play(card, source, target)
        index_of[position.face_bytes()] = index
    position = _position_of(board)
    shorter: list[_RawMove] = []
    index = 0
    while index < len(line):
        # two equal cards share a face: the line's squares, the card on them now
        source, target = line[index][1], line[index][2]
        step, following = (int(position.bd[source]), source, target), index + 1
        for move in position.moves():
            old = position.play(move[0], move[1], move[2])
            later = index_of.get(position.face_bytes(), -1)
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


# (positions the round robin starts from, positions each is searched for before the
# next one's turn): as the Addiction search's portfolio (search.py, docs/solver.md), a
# wide frontier when the round is to be decided whatever it costs, a narrow one
# under a node budget such as the hints'.
UNBUDGETED: Final = (3000, 300)
BUDGETED: Final = (300, 1000)


class _Stop(Exception):
    """The search is over: a line reached the bound, or a budget ran out."""


@final
class _Search:
    """What the threads of one search share: the positions seen, the positions
    expanded, the best count and a line to it, and the limits."""

    def __init__(self, position: _Position, max_nodes: int | None, deadline: float | None) -> None:
        self.seen = SeenKeys()
        self.seen.add(position.key)
        self.nodes: i64 = 1
        self.best: i64 = position.in_place
        self.best_raw: list[_RawMove] = []
        self.ceiling: i64 = position.bound()  # a line reaching it ends the search, exact
        self.limit: i64 = (
            _MOST_POSITIONS if max_nodes is None else max(1, min(max_nodes, _MOST_POSITIONS))
        )
        self.deadline = deadline
        self.complete = False

    def reached(self, in_place: i64, line: list[_RawMove] | None) -> None:
        """Count a new position (in_place cards in place, reached by line, None where
        in_place is no more than the best: no list made per position): a better count
        is kept, and the bound or a budget ends the search."""
        self.nodes += 1
        if line is not None and in_place > self.best:
            self.best = in_place
            self.best_raw = line
            if in_place == self.ceiling:
                self.complete = True
                raise _Stop
        if self.nodes == self.limit or (
            self.deadline is not None
            and self.nodes % _CLOCK_EVERY == 0
            and time.perf_counter() > self.deadline
        ):
            raise _Stop


@final
class _Thread:
    """A depth-first search from one position of the frontier, resumable between
    slices. The stack (pending, its items below top): a move still to try is its
    code (>= 0); a move played is -(code + 1), above the run length its target's
    row had before it, and above those the moves of the position it led to."""

    def __init__(self, position: _Position, prefix: list[_RawMove]) -> None:
        self.position = position
        self.prefix = prefix  # the moves from the searched board to position
        self.pending = native_zeros(0)
        self.top: i64 = -1  # the position not expanded yet

    def line(self) -> list[_RawMove]:
        """The moves from the searched board to the thread's position."""
        line = list(self.prefix)
        index: i64 = 0
        while index < self.top:
            code = self.pending[index]
            if code < 0:
                line.append(self.position.decode(-code - 1))
            index += 1
        return line

    def run(self, shared: _Search, slice_nodes: i64, reduce: bool) -> bool:
        """Search on for up to slice_nodes new positions; False once every position
        below the thread's is searched. Raises _Stop when the search is over."""
        position = self.position
        squares = position.squares
        seen = shared.seen
        if self.top < 0:
            self.pending = native_zeros(4 * _ROOM)
            self.top = position.expand(self.pending, 0, reduce)
        pending = self.pending
        top = self.top
        stop = shared.nodes + slice_nodes
        try:
            while top:
                top -= 1
                code = pending[top]
                if code < 0:  # every move from here is tried: take back the move to here
                    top -= 1
                    code = -code - 1
                    position.undo(
                        code // (squares * squares),
                        code // squares % squares,
                        code % squares,
                        pending[top],
                    )
                    continue
                card = code // (squares * squares)
                source = code // squares % squares
                target = code % squares
                old = position.play(card, source, target)
                if not seen.add(position.key):
                    position.undo(card, source, target, old)
                    continue
                pending[top] = old
                pending[top + 1] = -code - 1
                top += 2
                if position.in_place > shared.best:
                    self.top = top
                    shared.reached(position.in_place, self.line())
                else:
                    shared.reached(position.in_place, None)
                if len(pending) - top < _ROOM:
                    self.pending = pending = doubled(pending)
                top = position.expand(pending, top, reduce)
                if shared.nodes >= stop:
                    return True
            return False
        finally:
            self.top = top


def search(
    board: Board,
    max_nodes: int | None,
    deadline: float | None,
    avoid: frozenset[Board] = frozenset(),
    portfolio: tuple[int, int] | None = None,
    *,
    reduce: bool = True,
    ordered: bool = True,
) -> FamilyOutcome:
    """Search the round from board (see the module docstring).

    avoid: positions the search treats as dead ends, never entered (the hints'
    positions already seen in the round: engine/hints.py). Its lines keep clear of
    them, but its answer is then no verdict on the round: a win, or the most cards
    in place, may lie through one of them.

    portfolio: (frontier positions, slice positions), by default UNBUDGETED or
    BUDGETED by whether there is a node budget: breadth first from board until a
    level holds the frontier's positions, then a depth-first search from each of
    them (most cards in place first) in turn for a slice, every thread sharing the
    positions seen, so each position is still expanded at most once; (1, 1) is a
    plain depth-first search.

    reduce and ordered switch off the settled run extensions and the move ordering,
    for measurements (benchmarks/family_reductions.py).
    """
    if board.shape.fill is GapFill.BESIDE:
        return _built(board)
    position = _position_of(board)
    position.ordered = ordered
    shared = _Search(position, max_nodes, deadline)
    total = position.cards
    if shared.best == shared.ceiling:
        return _outcome(board, shared.best == total, True, 1, shared.best, [])
    for avoided in avoid:
        shared.seen.add(_position_of(avoided).key)
    frontier_size, slice_nodes = portfolio or (UNBUDGETED if max_nodes is None else BUDGETED)
    reduce = reduce and position.acyclic
    level = [_Thread(position, [])]
    scratch = native_zeros(_ROOM)
    try:
        while level and len(level) < frontier_size:
            following: list[_Thread] = []
            for thread in level:
                parent = thread.position
                top = parent.expand(scratch, 0, reduce)
                while top:
                    top -= 1
                    card, source, target = parent.decode(scratch[top])
                    old = parent.play(card, source, target)
                    if shared.seen.add(parent.key):
                        line = [*thread.prefix, (card, source, target)]
                        following.append(_Thread(parent.clone(), line))
                        shared.reached(parent.in_place, line)
                    parent.undo(card, source, target, old)
            level = following
        level.sort(key=lambda thread: -thread.position.in_place)
        while level:
            level = [thread for thread in level if thread.run(shared, slice_nodes, reduce)]
        shared.complete = True
    except _Stop:
        pass
    best = shared.best
    return _outcome(board, best == total, shared.complete, shared.nodes, best, shared.best_raw)


def _built(board: Board) -> FamilyOutcome:
    """Where a gap takes any card beside it: the win rovers.py builds (exact, and
    found with no search, so budgets and avoided positions do not come in), or
    undecided if it were ever stuck. Its nodes: the moves of the line."""
    line = build(board)
    if line is None:
        return FamilyOutcome(None, False, 1, board.in_place_count(), ())
    return FamilyOutcome(line, True, max(1, len(line)), len(board.shape.cards), line)
