"""Hints: the solver's advice for the position on the table.

A hint is the first move of a winning line when the round can be won without a
shuffle; otherwise the first move of the line that gets the most cards in
place; a shuffle when that best line is empty (nothing left to gain) or no move
is left. When the node budget runs out the solver's best line so far is used,
and failing that a move that extends an in-place run.

A player who takes a hint asks again one move further down the same line. An
answer the solver proved (a win, or no win with the most cards in place) holds
for every position along its line, so ProvenLines keeps those positions and the
next hint on the line is answered at once, and consistently with the last one.

An answer the budget cut short proves nothing, but its line still reaches its
count from every position along it. The next hint on such a line searches with
a quarter of the budget (FOLLOW_SHARE) and keeps to the line unless that search
proves the round or finds more cards in place: one full search per hard round
instead of one per move, and a hint never promises less than the last one did.
A longer search of a position (study, STUDY_NODES, run in the background by
addiction/control/hint_worker.py) replaces what was kept for it: the next
question there gets the better answer. The ProvenLines of the worker processes
are kept by addiction/control/jobs.py; the functions here keep no memory of their own.

A round that cannot be won ends where the shuffle deals the best next round. The
game's shuffles are fixed by its seed, the shuffle's index and the position
(game.shuffle_deal): a player who undoes a shuffle and shuffles again from
another position gets another deal. So once the round is decided, the hints deal
the next round of the best candidate ends (round_ends: as even as the best line's
end, or nearly, and the positions reachable from it) and solve each with a small
budget (shuffle_line): the first whose next round can be won ends the round.

Where a card can go back where it was (Jungle, Spaces and Aces, Paganini II:
docs/rules.md, "Measured, game by game"), the line from the next position can
start with the move back, and taking the hints would go round in a circle. So a
hint knows the positions already seen in the round being played (seen: RoundSoFar
carries them to the worker process) and, when its answer is not a proven win,
advises no move into one of them nor a line through one: the line is searched
again with them as dead ends (_clear_line); with no shuffle left and every
move leading into one of them, the hint names no move (HintAdvice.NOTHING_NEW).
The verdict (Hint.winnable) is always the plain search's: with positions left
out, a round that can be won may look lost. RoundWatch stays the safety net of
the app playing by itself.

The advice (HintAdvice, with the count the line reaches) says what the line
achieves from here, never that one move does it; the interface words it
(addiction/ui/wording.py): "7♠ to row 3, column 12: from here the best line gets
32 cards in place".
"""

from __future__ import annotations

import heapq
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from .board import COLUMNS, Board, Move, RedealMode
from .cards import PLAYING_CARDS
from .game import Game, Shuffle, replay, shuffle_deal
from .rules import ShuffleTiming
from .shape import MONTANA, Shape
from .solver import SolveResult, SolveStatus, compact_position, solve
from .solver.exact import card_id
from .solver.family import search as family_search
from .solver.search import ZOBRIST, key_of, runs_of

#: Decides most starting positions of real deals in about a second or less with
#: the compiled solver (the hints run in a worker process; about three times that
#: interpreted) and later positions in milliseconds (benchmarks/hint_bench.py,
#: docs/solver.md).
DEFAULT_HINT_NODES = 1_500_000

#: The longer search of a position that goes on in the background (the
#: winnability readout, and a hint the budget above could not settle).
STUDY_NODES = 4 * DEFAULT_HINT_NODES

#: Down a line the budget cut short, the next hint searches with this share of the
#: budget (1/FOLLOW_SHARE) before it keeps to the line.
FOLLOW_SHARE = 4

#: On another shape than Addiction's the hints and studies search this share of
#: their budgets (1/FAMILY_SHARE): 750,000 positions a hint. The family search
#: (solver/family.py) expands 1.5 to 2.5 million positions a CPU second, about
#: half the Addiction search's, so a hint takes about as long as Addiction's; at a
#: tenth, first rounds the solver wins were lost by the hints (Blue Moon, Galary
#: and Free Parking each one of 30 layouts: docs/rules.md, "Measured, game by game").
FAMILY_SHARE = 2


def search_budget(shape: Shape, nodes: int) -> int:
    """The positions a search on a board of shape gets for a budget of nodes: the
    budget on the Addiction shape, FAMILY_SHARE of it on another (the hints, the
    studies, the daily deals and New winnable deal all count so)."""
    return nodes if shape == MONTANA else max(1, nodes // FAMILY_SHARE)


def _budget(board: Board, nodes: int) -> int:
    """The positions a hint or study of board searches for a budget of nodes."""
    return search_budget(board.shape, nodes)


#: The search for the position that leaves a shuffle the best odds (spread_line)
#: gets this share of the budget (1/SPREAD_SHARE), and at most SPREAD_NODES (about
#: 0.2 s: it is plain Python, and does not speed up with the solver); a round that
#: needs more keeps the line with the most cards in place.
SPREAD_SHARE = 5
SPREAD_NODES = 100_000

_TWOS = (0, 12, 24, 36)  # the solver's card ids of the 2s
_KING = 11  # the rank index of a King in a card id (card id % 12)


#: After an after-runs redeal a full row's gap lies right of its King, dead: with
#: rows of 12, 12, 8, 8 in place the next round is won 49% of the time, with
#: 12, 12, 12, 4 only 12% (and with 10, 10, 10, 10, 91%). A full row counts as a
#: row four cards short (a row one card short gets its King at once next round).
FULL_ROW_COST = 16


def shortfall(runs: Sequence[int], redeal: RedealMode = RedealMode.RANDOM) -> int:
    """What a shuffle leaves to do: the sum over rows of the squared number of cards
    missing from the row's run (and FULL_ROW_COST a full row, for an after-runs
    redeal). A round before a shuffle is best ended where this is smallest: the
    rows even rather than a few full ones and one far behind.

    Measured by dealing random layouts with given runs and solving them
    (150 layouts each, 300,000 nodes): after a random redeal runs of
    10, 10, 10, 10 are won 54% of the time, 12, 12, 12, 4 32%, and even
    9, 9, 9, 9 (four fewer cards in place) 46%.
    """
    full = FULL_ROW_COST if redeal is RedealMode.AFTER_RUNS else 0
    return sum((12 - run) ** 2 if run < 12 else full for run in runs)


class _OutOfNodes(Exception):
    pass


_NO_SHORTFALL = 1 << 30  # more than any shortfall


@dataclass(frozen=True)
class NextShuffle:
    """The shuffle that may end the round: how it deals, and whether the rules
    allow it only once no move is left (then the round is played until stuck)."""

    redeal: RedealMode = RedealMode.RANDOM
    when_stuck: bool = False
    #: The game's seed and the shuffle's index in the game: with them the hints
    #: know what the shuffle deals from any position (shuffle_line). None: unknown.
    game_seed: int | None = None
    index: int = 0
    #: No shuffle is left after this one.
    final: bool = False

    @classmethod
    def of(cls, game: Game) -> NextShuffle | None:
        """The shuffle that may end the round on the table; None when none is left."""
        if game.shuffles_left == 0:
            return None
        return cls(
            game.rules.redeal,
            game.rules.shuffle_timing is ShuffleTiming.WHEN_STUCK,
            game.seed,
            game.shuffles_used,
            game.shuffles_left == 1,
        )

    def deals(self, board: Board) -> Board:
        """What this shuffle deals from board, exactly as Game.shuffle would
        (game_seed must be known)."""
        assert self.game_seed is not None
        return shuffle_deal(board, self.redeal, self.game_seed, self.index)


#: What the candidate round ends come from: positions reachable from the chosen
#: line's end and, stepping back along the line, from earlier positions on it
#: (at most this many positions walked; plain Python, about 40 ms).
ENDS_WALK_NODES = 20_000
#: The candidate ends kept, the smallest shortfall first (see shuffle_line).
ENDS_KEPT = 64
#: The lookahead over shuffle outcomes (shuffle_line) gets this share of the hint
#: budget (1/LOOKAHEAD_SHARE) in all, and each next round it solves at most a tenth
#: of that.
LOOKAHEAD_SHARE = 3


_RawMove = tuple[int, int, int]  # the solver's card id, source and target squares


def _walk(
    board: Board,
    max_nodes: int,
    seen: set[int],
    reached: Callable[[list[int], list[_RawMove]], bool],
    stuck_only: bool,
) -> int:
    """Depth-first over the positions of the round from board not in seen (the
    solver's position keys; each one walked is added), calling reached(runs, line)
    on each before its moves (stuck_only: on each stuck one), with line the moves
    from board. Stops when reached returns True; _OutOfNodes after max_nodes
    positions. Returns the positions walked."""
    bd, pos, gaps = compact_position(board)
    run = runs_of(bd)
    root = key_of(pos)
    if root in seen:
        return 0
    seen.add(root)
    path: list[_RawMove] = []
    nodes = 0

    def visit(key: int) -> bool:
        nonlocal nodes
        nodes += 1
        if nodes > max_nodes:
            raise _OutOfNodes
        if not stuck_only and reached(run, path):
            return True
        stuck = True
        for gi in range(4):
            gap = gaps[gi]
            column = gap % COLUMNS
            if column:
                left = bd[gap - 1]
                if left < 0 or left % 12 == _KING:
                    continue
                cards: tuple[int, ...] = (left + 1,)
            else:
                cards = tuple(two for two in _TWOS if pos[two] % COLUMNS)
            for card in cards:
                stuck = False
                source = pos[card]
                child = key ^ ZOBRIST[card][source] ^ ZOBRIST[card][gap]
                if child in seen:
                    continue
                seen.add(child)
                row = gap // COLUMNS
                old = run[row]
                bd[gap], bd[source], pos[card], gaps[gi] = card, -1, gap, source
                if column == old:  # the card joins the run, and so may those after it
                    start = gap - column
                    length = old + 1
                    while length < 12 and bd[start + length] == bd[start] + length:
                        length += 1
                    run[row] = length
                path.append((card, source, gap))
                done = visit(child)
                path.pop()
                run[row] = old
                bd[gap], bd[source], pos[card], gaps[gi] = -1, card, source, gap
                if done:
                    return True
        return stuck and stuck_only and reached(run, path)

    visit(root)
    return nodes


def _moves_of(line: Sequence[_RawMove]) -> tuple[Move, ...]:
    return tuple(Move(PLAYING_CARDS[card], source, target) for card, source, target in line)


def spread_line(
    board: Board, max_nodes: int, shuffle: NextShuffle | None = None
) -> tuple[Move, ...] | None:
    """A line to the position of this round with the smallest shortfall (the most
    cards in place among those), the first such in depth-first order; None when
    max_nodes positions are not enough to search the whole round, and for a board
    of another shape than Addiction's (the walk knows that shape only). A shuffle
    only when stuck: a line to the stuck position with the smallest shortfall."""
    if board.shape != MONTANA:
        return None
    shuffle = shuffle if shuffle is not None else NextShuffle()
    redeal = shuffle.redeal
    nowhere = (_NO_SHORTFALL, 0)
    runs = board.run_lengths()
    best = nowhere if shuffle.when_stuck else (shortfall(runs, redeal), -sum(runs))
    best_line: tuple[_RawMove, ...] = ()  # smaller best is better

    def reached(run: list[int], path: list[_RawMove]) -> bool:
        nonlocal best, best_line
        here = (shortfall(run, redeal), -sum(run))
        if here < best:
            best, best_line = here, tuple(path)
        return best[0] == 0  # a win: nothing is better

    try:
        _walk(board, max_nodes, set(), reached, shuffle.when_stuck)
    except _OutOfNodes:
        return None
    if best == nowhere:
        return None
    return _moves_of(best_line)


def round_ends(
    board: Board, line: Sequence[Move], shuffle: NextShuffle, max_nodes: int = ENDS_WALK_NODES
) -> list[tuple[Move, ...]]:
    """Lines from board to positions where the round may end before shuffle
    (stuck ones only when the shuffle waits for that): those reachable from the
    end of line first, then from each earlier position on it, stepping back, until
    max_nodes positions are walked. The ENDS_KEPT with the smallest shortfall (the
    most cards in place among those), nearest the end of line first among equals.
    On another shape than Addiction's (the walk knows that shape only): line alone."""
    if board.shape != MONTANA:
        return [tuple(line)]
    redeal = shuffle.redeal
    kept: list[tuple[tuple[int, int, int], tuple[_RawMove, ...]]] = []  # a max-heap
    seen: set[int] = set()
    raw = [(card_id(move.card), move.source, move.target) for move in line]
    positions = [board]
    for move in line:
        positions.append(positions[-1].play(move))
    order = 0
    prefix: tuple[_RawMove, ...] = ()  # the moves from board to where the walk starts

    def reached(run: list[int], path: list[_RawMove]) -> bool:
        nonlocal order
        order += 1
        score = (-shortfall(run, redeal), sum(run), -order)  # bigger is better
        if len(kept) < ENDS_KEPT:
            heapq.heappush(kept, (score, prefix + tuple(path)))
        elif score > kept[0][0]:
            heapq.heapreplace(kept, (score, prefix + tuple(path)))
        return False

    left = max_nodes
    for step in range(len(line), -1, -1):
        prefix = tuple(raw[:step])
        try:
            left -= _walk(positions[step], left, seen, reached, shuffle.when_stuck)
        except _OutOfNodes:
            break
    return [_moves_of(end) for _, end in sorted(kept, reverse=True)]


def shuffle_line(
    board: Board, line: Sequence[Move], shuffle: NextShuffle, max_nodes: int
) -> tuple[tuple[Move, ...], SolveResult] | None:
    """A round end (round_ends around line) chosen by what the shuffle there deals:
    the game's shuffles are fixed by its seed, the shuffle's index and the position
    (game.shuffle_deal), so the hints can deal each candidate's next round and
    solve it. The first whose next round is won; failing that (and unless this is
    the last shuffle) the one whose next round gets the most cards in place with
    the smallest shortfall. Returns that end's line and its next round's answer;
    None when the shuffle's seed is unknown or no end does better than line's own.
    At most max_nodes positions solved in all."""
    if shuffle.game_seed is None:
        return None
    per_round = max(1, max_nodes // 10)
    left = max_nodes
    best: tuple[tuple[int, int, int], tuple[Move, ...], SolveResult] | None = None
    for rank, end in enumerate(round_ends(board, line, shuffle)):
        if left <= 0:
            break
        dealt = shuffle.deals(replay(board, end))
        result = solve(dealt, max_nodes=min(per_round, left))
        left -= result.nodes
        if result.status is SolveStatus.WIN:
            return end, result
        reach = replay(dealt, result.best_line).run_lengths()
        score = (result.best_in_place, -shortfall(reach, shuffle.redeal), -rank)
        if best is None or score > best[0]:
            best = score, end, result
    if best is None or shuffle.final or not best[1] or tuple(best[1]) == tuple(line):
        return None
    return best[1], best[2]


#: The round's moves a hint question carries at most (RoundSoFar), the latest: the
#: positions before them are not avoided. 500 moves pickle to about 17 kB (the board
#: is the question's own, pickled once) and are taken back in about 25 ms in the worker.
ROUND_MOVES_KEPT = 500


@dataclass(frozen=True)
class RoundSoFar:
    """The positions of the round played up to board, compactly, for a hint question
    to carry to the worker process: board and the moves that led to it since the
    round began (its last shuffle, or the deal), at most ROUND_MOVES_KEPT, the latest."""

    board: Board
    moves: tuple[Move, ...] = ()

    @classmethod
    def of(cls, game: Game) -> RoundSoFar:
        """The round game is in, as its history holds it (a move undone is not part of
        it); nothing is replayed, so it costs the app next to nothing."""
        moves: list[Move] = []
        for action in reversed(game.history):
            if isinstance(action, Shuffle) or len(moves) == ROUND_MOVES_KEPT:
                break
            moves.append(action)
        moves.reverse()
        return cls(game.board, tuple(moves))

    def positions(self) -> frozenset[Board]:
        """board and every position before it in the round kept: each move taken back
        (a move that does not fit raises PositionError)."""
        board = self.board
        seen = {board}
        for move in reversed(self.moves):
            squares = list(board.squares)
            squares[move.source], squares[move.target] = move.card, None
            board = Board(squares, board.shape)
            seen.add(board)
        return frozenset(seen)


class RoundWatch:
    """The positions of the round a game is in, to tell when taking its hints has gone
    round in a circle: where a card can go back where it was (Jungle, Spaces and Aces,
    Paganini II: docs/rules.md, "Measured, game by game"), the hint of the next
    position can be the move back. Autoplay stops there (addiction/autoplay.py,
    control/action_player.py) instead of playing on for ever."""

    def __init__(self) -> None:
        self._seen: set[Board] = set()
        self._round = -1  # the shuffles used when the round began

    def comes_back(self, game: Game) -> bool:
        """Whether game's position was already seen in this round (a shuffle starts a
        new one); notes it when it was not."""
        if game.shuffles_used != self._round:
            self._seen.clear()
            self._round = game.shuffles_used
        if game.board in self._seen:
            return True
        self._seen.add(game.board)
        return False

    def goes_round(self, game: Game, taken: Hint) -> bool:
        """Whether taking the hint taken brought game back to a position already seen
        in its round (comes_back, which notes it), other than down a proven win: the
        hints follow a won line to its end (ProvenLines), so it cannot go round."""
        return self.comes_back(game) and taken.winnable is not True

    @property
    def positions(self) -> frozenset[Board]:
        """The positions of the round noted so far (a hint's seen, find_hint)."""
        return frozenset(self._seen)


class ProvenLines:
    """The positions along the last few lines the solver found, each with its answer.

    A WIN line wins from every position on it (the rest of the line); a NO_WIN
    answer holds for every position along its best line, and so does its best
    count (nothing after the board can beat it, and the rest of the line still
    reaches it). An UNKNOWN answer holds as a promise only: the rest of its line
    reaches its count. Its positions are kept apart, and a proved answer comes
    first. Answers carried down a line have nodes == 0; the position searched
    keeps its count of nodes, and a shorter search never replaces a longer one.
    """

    def __init__(self, capacity: int = 8) -> None:
        self._capacity = capacity
        # one entry per remembered line: its positions and their answers
        self._lines: OrderedDict[Board, dict[Board, SolveResult]] = OrderedDict()
        self._unfinished: OrderedDict[Board, dict[Board, SolveResult]] = OrderedDict()

    def recall(self, board: Board) -> SolveResult | None:
        for kept in (self._lines, self._unfinished):
            for answers in reversed(kept.values()):
                answer = answers.get(board)
                if answer is not None:
                    return answer
        return None

    def remember(self, board: Board, result: SolveResult) -> None:
        """Keep an answer for board and for every position along its line."""
        kept = self._lines if result.status is not SolveStatus.UNKNOWN else self._unfinished
        if kept is self._unfinished:
            before = self._unfinished.get(board)
            if before is not None and before[board].nodes >= result.nodes:
                self._unfinished.move_to_end(board)
                return
        else:
            self._unfinished.pop(board, None)
        won = result.status is SolveStatus.WIN
        answers: dict[Board, SolveResult] = {board: replace(result, seconds=0.0)}
        position = board
        line = result.best_line
        for step in range(1, len(line) + 1):
            position = position.play(line[step - 1])
            rest = line[step:]
            answers[position] = replace(
                result, moves=rest if won else (), best_line=rest, nodes=0, seconds=0.0
            )
        kept.pop(board, None)  # found again: it becomes the newest
        kept[board] = answers
        while len(kept) > self._capacity:
            kept.popitem(last=False)


class HintAdvice(Enum):
    """What a hint says about its move or shuffle (Hint.advice)."""

    WON = "won"  # the game is won: nothing to do
    STUCK_SHUFFLE = "stuck-shuffle"  # no move is left: shuffle
    STUCK_OVER = "stuck-over"  # no move and no shuffle is left: the game is over
    WINNABLE = "winnable"  # the move's line wins the round without a shuffle
    BEST_SO_FAR = "best-so-far"  # the best line found before the budget ran out
    EVEN_BEFORE_SHUFFLE = "even-before-shuffle"  # the line that leaves the rows even
    BEST_LINE = "best-line"  # the line with the most cards in place (no win)
    # The line's end is where the shuffle deals a round that can be won (no win without one).
    SHUFFLE_DEALS_A_WIN_AFTER = "shuffle-deals-a-win-after"
    SHUFFLE_EVEN = "shuffle-even"  # shuffle now: more in place would spoil the rows
    SHUFFLE_DEALS_A_WIN = "shuffle-deals-a-win"  # shuffle now: it deals a round that can be won
    SHUFFLE_NO_GAIN = "shuffle-no-gain"  # no move gets another card in place: shuffle
    NO_GAIN_TRY = "no-gain-try"  # no move gets a card in place and no shuffle: try this
    # No move gets a card in place, no shuffle is left, and every move goes back to a
    # position of the round: nothing new is left to try (no move, or the hints would
    # go round in a circle).
    NOTHING_NEW = "nothing-new"


@dataclass(frozen=True)
class Hint:
    """What to do next: a move, a shuffle (shuffle=True), or nothing (both empty);
    advice says why, and reach is the count of cards in place the line gets to
    (for the advice that names one)."""

    move: Move | None
    shuffle: bool
    advice: HintAdvice
    #: True when the round can be won without a shuffle, False when it provably
    #: cannot, None when the budget ran out before the solver knew.
    winnable: bool | None = None
    reach: int = 0


def find_hint(
    board: Board,
    can_shuffle: bool,
    max_nodes: int = DEFAULT_HINT_NODES,
    lines: ProvenLines | None = None,
    next_shuffle: NextShuffle | None = None,
    seen: frozenset[Board] = frozenset(),
) -> Hint:
    """The best advice for a position; deterministic for a given board and budget
    (and, with lines, for a given sequence of questions). next_shuffle: the shuffle
    that may end this round (NextShuffle.of(game)); a round without a win then
    ends where it leaves that shuffle the least to do (see shortfall). seen: the
    positions of the round already seen (RoundSoFar.positions): advice short of a
    proven win keeps clear of them (see the module docstring)."""
    if board.is_won():
        return Hint(None, False, HintAdvice.WON, True)
    if board.is_stuck():
        if can_shuffle:
            return Hint(None, True, HintAdvice.STUCK_SHUFFLE, False)
        return Hint(None, False, HintAdvice.STUCK_OVER, False)
    result = _search(board, max_nodes, lines, next_shuffle)
    if result.status is SolveStatus.WIN:
        return Hint(result.moves[0], False, HintAdvice.WINNABLE, True)
    winnable = None if result.status is SolveStatus.UNKNOWN else False
    if _comes_back(board, result.best_line, seen):
        result = _clear_line(board, result, max_nodes, seen)
    here = board.in_place_count()
    line = result.best_line
    end = replay(board, line)
    reach = end.in_place_count()
    shuffle_wins = winnable is False and _deals_a_win(end, lines, next_shuffle)
    if line:
        if winnable is None:
            advice = HintAdvice.BEST_SO_FAR
        elif shuffle_wins:
            advice = HintAdvice.SHUFFLE_DEALS_A_WIN_AFTER
        elif reach < result.best_in_place or (next_shuffle and next_shuffle.when_stuck):
            advice = HintAdvice.EVEN_BEFORE_SHUFFLE
        else:
            advice = HintAdvice.BEST_LINE
        return Hint(line[0], False, advice, winnable, reach)
    if can_shuffle:
        if shuffle_wins:
            return Hint(None, True, HintAdvice.SHUFFLE_DEALS_A_WIN, winnable)
        if result.best_in_place > here:
            return Hint(None, True, HintAdvice.SHUFFLE_EVEN, winnable)
        return Hint(None, True, HintAdvice.SHUFFLE_NO_GAIN, winnable)
    move = _run_extending_move(board, seen)
    if move is None:
        return Hint(None, False, HintAdvice.NOTHING_NEW, winnable)
    return Hint(move, False, HintAdvice.NO_GAIN_TRY, winnable)


def study(board: Board, lines: ProvenLines) -> SolveResult:
    """The round from board searched with STUDY_NODES, answered at once along a line
    proved before in lines (and remembered there): what the background worker runs
    for the winnability readout (addiction/control/jobs.py keeps its lines)."""
    result = lines.recall(board)
    if result is None or (result.status is SolveStatus.UNKNOWN and not result.nodes):
        result = solve(board, max_nodes=_budget(board, STUDY_NODES))
        lines.remember(board, result)
    return result


def _search(
    board: Board, max_nodes: int, lines: ProvenLines | None, spread: NextShuffle | None
) -> SolveResult:
    """The solver's answer for board, from lines where they hold (see the module
    docstring), else searched (and remembered in lines). spread (the shuffle that
    may end the round): a round without a win is played along spread_line when
    that ends with a smaller shortfall than the line with the most cards in place."""
    if board.shape != MONTANA:
        spread = None  # the look ahead over shuffles knows the Addiction shape only
    known = lines.recall(board) if lines is not None else None
    if known is not None and not known.nodes and known.status is not SolveStatus.UNKNOWN:
        return known  # down a line decided before
    if known is None:
        result = solve(board, max_nodes=_budget(board, max_nodes))
    elif known.nodes:
        result = known  # searched here before (or studied in the background)
    else:  # down a line the budget cut short: keep to it unless a search does better
        result = solve(board, max_nodes=_budget(board, max(1, max_nodes // FOLLOW_SHARE)))
        if result.status is SolveStatus.UNKNOWN and result.best_in_place <= known.best_in_place:
            return known
    searched = result.nodes
    if spread is not None and result.status is SolveStatus.NO_WIN and searched:
        # Decided once: nodes == 0 marks a line chosen for good (spread or not).
        result = replace(result, nodes=0)
        # What the hint's own search left of the budget, within these bounds.
        budget = min(max_nodes // LOOKAHEAD_SHARE, max(max_nodes // 10, max_nodes - searched))
        chosen = shuffle_line(board, result.best_line, spread, budget)
        if result.best_line and (chosen is None or chosen[1].status is not SolveStatus.WIN):
            budget = max(1, min(SPREAD_NODES, max_nodes // SPREAD_SHARE))
            even = spread_line(board, budget, spread)
            redeal = spread.redeal
            if even is not None and shortfall(
                replay(board, even).run_lengths(), redeal
            ) < shortfall(replay(board, result.best_line).run_lengths(), redeal):
                result = replace(result, best_line=even)
        if chosen is not None:
            end, next_round = chosen
            result = replace(result, best_line=end)
            if lines is not None:  # the next round's first hint starts from this answer
                lines.remember(spread.deals(replay(board, end)), next_round)
    if lines is not None and result is not known:
        lines.remember(board, result)
    return result


def _deals_a_win(end: Board, lines: ProvenLines | None, shuffle: NextShuffle | None) -> bool:
    """Whether the shuffle from end is known (shuffle_line) to deal a round that can
    be won."""
    if lines is None or shuffle is None or shuffle.game_seed is None:
        return False
    known = lines.recall(shuffle.deals(end))
    return known is not None and known.status is SolveStatus.WIN


def _comes_back(board: Board, line: Sequence[Move], seen: frozenset[Board]) -> bool:
    """Whether line from board passes through a position in seen."""
    if not seen:
        return False
    for move in line:
        board = board.play(move)
        if board in seen:
            return True
    return False


def _clear_line(
    board: Board, result: SolveResult, max_nodes: int, seen: frozenset[Board]
) -> SolveResult:
    """result with the best line of a search that treats the positions in seen as
    dead ends (solver/family.py; on the Addiction shape no line comes back, as no
    card goes back where it was) and the count it reaches. The status stays
    result's: the second search decides nothing about the round."""
    clear = family_search(board, _budget(board, max_nodes), None, seen)
    return replace(result, best_in_place=clear.best, best_line=clear.best_line)


def _run_extending_move(board: Board, seen: frozenset[Board]) -> Move | None:
    """A move to a position not in seen that extends an in-place run if there is one,
    else the first such legal move; None when every move leads into seen (taking it
    would go round in a circle)."""
    runs = board.run_lengths()
    moves = [move for move in board.legal_moves() if board.play(move) not in seen]
    for move in moves:
        row, column = divmod(move.target, board.shape.columns)
        if column == runs[row]:
            return move
    return moves[0] if moves else None
