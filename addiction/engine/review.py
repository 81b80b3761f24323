"""A game reviewed by the solver: where each round's win slipped away, what would
have kept it, and whether a shuffle at another moment would have dealt a winnable
round (docs/review.md).

A round is the stretch of moves between shuffles (the first starts from the deal).
Within a round winnability is monotone along the moves played: a position that
cannot be won without a shuffle cannot become winnable by moving, for a winning
line from it would win from the one before. So the first position of a round that
can no longer be won is found by a binary search over the round's positions, about
log2(moves) exact solves, and fewer when the player followed a winning line the
solver gave (those positions are winnable without a solve).

Every solve has a node and a time cap (ReviewBudget); a solve they stop is
UNDECIDED, and an answer that rests on it says so: never a verdict the solver did
not prove. The searches beyond the turning points (a won round's closest call, the
other moments of a shuffle) share a time budget per round, and report what they
did not finish as undecided.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from .board import Board, Move
from .game import Game, Shuffle, shuffle_deal
from .rules import Rules, ShuffleTiming
from .solver import SolveResult, SolveStatus, solve


class Verdict(enum.Enum):
    """Whether a position's round can be won without a shuffle."""

    WINNABLE = "winnable"
    NOT_WINNABLE = "not-winnable"
    UNDECIDED = "undecided"  # a budget stopped the solve first


_VERDICTS = {
    SolveStatus.WIN: Verdict.WINNABLE,
    SolveStatus.NO_WIN: Verdict.NOT_WINNABLE,
    SolveStatus.UNKNOWN: Verdict.UNDECIDED,
}


@dataclass(frozen=True)
class ReviewBudget:
    """solve_nodes, solve_seconds: the cap of each solve (positions expanded,
    wall-clock seconds). extra_seconds: what a round's closest call and then its
    shuffle's other moments may take in all, beyond its turning point. passes: how
    many times refined_rounds looks again, each time under caps GROWTH times larger,
    at what the caps stopped (by default up to 6.4 M positions and 16 s a solve)."""

    solve_nodes: int = 400_000
    solve_seconds: float = 1.0
    extra_seconds: float = 1.0
    passes: int = 2


#: How much larger the caps grow each time refined_rounds looks again.
GROWTH = 4


@dataclass(frozen=True)
class ClosestCall:
    """Where a won round came closest to slipping: the position, of those where some
    legal move would have lost the round, with the smallest share of legal moves
    that kept it winnable (the earliest of equals). action: the index of the move
    played there; winning_moves (the move played among them) and losing_moves of
    its legal_moves; losing_move: one that would have lost."""

    action: int
    legal_moves: int
    winning_moves: int
    losing_moves: int
    losing_move: Move


@dataclass(frozen=True)
class OtherMoment:
    """Whether the shuffle that dealt a round would have dealt a winnable one at
    another moment. WINNABLE: before: the index of the action the shuffle would
    have come before (an earlier moment), or after_moves: the moves to play from
    where the player shuffled (a later moment). NOT_WINNABLE: no moment looked at
    deals a winnable round. UNDECIDED: none found, and a solve or the budget
    stopped the search."""

    verdict: Verdict
    before: int | None = None
    after_moves: tuple[Move, ...] = ()


@dataclass(frozen=True)
class RoundReview:
    """One round of the game (docs/review.md has each field's meaning).

    first_action: the index in the game's actions of its first move; moves: its
    moves; shuffle: the index of the shuffle that dealt it (None: the deal).
    start, end: whether its first and last positions could be won without a
    shuffle. turning_move: the index of the first move after which the round
    could no longer be won (None when it could not be won from the start, or
    still could at the end); better_move: a move that would have kept it
    winnable instead. turning_range: when an undecided solve hides the turning
    move, the first and last indices it lies between. won: the game was won in
    this round; closest_call: then, where it came closest to slipping (None when
    no move on its line was proved to lose it), and closest_call_complete: whether
    every position was examined (False: the budget stopped the search, or a
    position's share was undecided; None for a round not won).
    earlier_shuffle, later_shuffle: whether the shuffle that dealt the round would
    have dealt a winnable one earlier or later (None when the rules let no player
    know: docs/review.md). solves, seconds: what reviewing it took."""

    first_action: int
    moves: int
    shuffle: int | None
    start: Verdict
    end: Verdict
    turning_move: int | None
    better_move: Move | None
    turning_range: tuple[int, int] | None
    won: bool
    closest_call: ClosestCall | None
    closest_call_complete: bool | None
    earlier_shuffle: OtherMoment | None
    later_shuffle: OtherMoment | None
    solves: int
    seconds: float


@dataclass(frozen=True)
class Review:
    """Every round of a game, in order."""

    rounds: tuple[RoundReview, ...]


def review(game: Game, budget: ReviewBudget | None = None) -> Review:
    """The review of game's history (every round: review_rounds)."""
    return Review(tuple(review_rounds(game, budget)))


def review_rounds(game: Game, budget: ReviewBudget | None = None) -> Iterator[RoundReview]:
    """Each round of game's history reviewed, in order, as soon as it is."""
    solver = _Solver(budget if budget is not None else ReviewBudget())
    rounds = list(_rounds(game))
    for number in range(len(rounds)):
        yield _review_round(game, rounds, number, solver)


def refined_rounds(game: Game, budget: ReviewBudget | None = None) -> Iterator[RoundReview]:
    """review_rounds, then each round whose review rests on an undecided solve
    (settled) reviewed again under caps GROWTH times larger, up to budget.passes times:
    a later review of a round (the same first_action) tells more than the earlier.
    What was proved stays proved; only the undecided positions are solved again."""
    solver = _Solver(budget if budget is not None else ReviewBudget())
    rounds = list(_rounds(game))
    reviews = []
    for number in range(len(rounds)):
        reviews.append(_review_round(game, rounds, number, solver))
        yield reviews[-1]
    for _ in range(solver.budget.passes):
        unsettled = [number for number, reviewed in enumerate(reviews) if not settled(reviewed)]
        if not unsettled:
            return
        solver.grow(GROWTH)
        for number in unsettled:
            reviews[number] = _review_round(game, rounds, number, solver)
            yield reviews[number]


def settled(reviewed: RoundReview) -> bool:
    """Whether nothing in a round's review waits on a solve a budget stopped."""
    moments = (reviewed.earlier_shuffle, reviewed.later_shuffle)
    return (
        Verdict.UNDECIDED not in (reviewed.start, reviewed.end)
        and reviewed.turning_range is None
        and reviewed.closest_call_complete is not False
        and all(moment is None or moment.verdict is not Verdict.UNDECIDED for moment in moments)
    )


def _review_round(game: Game, rounds: list[_Round], number: int, solver: _Solver) -> RoundReview:
    """Round number of rounds (game's) under the solver's budget."""
    played = rounds[number]
    start = time.perf_counter()
    solves = solver.solves
    turning = _turning_point(played, solver)
    deadline = time.perf_counter() + solver.budget.extra_seconds
    won = played.boards[-1].is_won()
    closest, complete = _closest_call(played, solver, deadline) if won else (None, None)
    earlier = later = None
    if number > 0 and _knowable(game.rules):
        previous = rounds[number - 1]
        assert played.shuffle is not None
        earlier = _earlier_moment(previous, game, played.shuffle, solver, deadline)
        later = _later_moment(previous, game, played.shuffle, solver, deadline)
    return RoundReview(
        first_action=played.first_action,
        moves=len(played.moves),
        shuffle=None if played.shuffle is None else played.shuffle.index,
        start=turning.start,
        end=turning.end,
        turning_move=turning.move,
        better_move=turning.better,
        turning_range=turning.between,
        won=won,
        closest_call=closest,
        closest_call_complete=complete,
        earlier_shuffle=earlier,
        later_shuffle=later,
        solves=solver.solves - solves,
        seconds=time.perf_counter() - start,
    )


def _knowable(rules: Rules) -> bool:
    """Whether a player could know what a shuffle at another moment would deal: the
    deal depends on the position it is taken from (game.shuffle_seed), so a player
    who may undo a shuffle can try it from one position, take it back and try
    another; under rules whose shuffle cannot be undone the coming deal is unknown,
    and under rules that shuffle only when no move is left there is no other moment."""
    return rules.undo_across_shuffle and rules.shuffle_timing is ShuffleTiming.ANY_TIME


@dataclass(frozen=True)
class _ShuffleAt:
    """A shuffle of the game: its index in the actions, and in the game's shuffles."""

    index: int
    number: int


@dataclass
class _Round:
    first_action: int
    shuffle: _ShuffleAt | None
    boards: list[Board]
    moves: list[Move] = field(default_factory=list)


def _rounds(game: Game) -> Iterator[_Round]:
    """The rounds of game's history, each with its positions (one more than moves)."""
    current = _Round(0, None, [game.initial])
    shuffles = 0
    for index, action in enumerate(game.history):
        if isinstance(action, Shuffle):
            yield current
            current = _Round(index + 1, _ShuffleAt(index, shuffles), [action.result])
            shuffles += 1
        else:
            current.moves.append(action)
            current.boards.append(current.boards[-1].play(action))
    yield current


class _Solver:
    """The solver under the budget's caps, each position solved once (again after
    the budget grows, if its solve was stopped)."""

    def __init__(self, budget: ReviewBudget) -> None:
        self.budget = budget
        self._known: dict[Board, SolveResult] = {}
        self.solves = 0

    def __call__(self, board: Board) -> SolveResult:
        known = self._known.get(board)
        if known is None:
            self.solves += 1
            known = solve(board, self.budget.solve_nodes, self.budget.solve_seconds)
            self._known[board] = known
        return known

    def grow(self, factor: int) -> None:
        """Caps factor times larger; the solves they stopped are forgotten."""
        budget = self.budget
        self.budget = ReviewBudget(
            budget.solve_nodes * factor,
            budget.solve_seconds * factor,
            budget.extra_seconds * factor,
            budget.passes,
        )
        undecided = [b for b, known in self._known.items() if known.status is SolveStatus.UNKNOWN]
        for board in undecided:
            del self._known[board]

    def verdict(self, board: Board) -> Verdict:
        return _VERDICTS[self(board).status]


@dataclass(frozen=True)
class _Turning:
    start: Verdict
    end: Verdict
    move: int | None = None
    better: Move | None = None
    between: tuple[int, int] | None = None


def _turning_point(played: _Round, solver: _Solver) -> _Turning:
    """The first move of the round after which it could no longer be won: a binary
    search over its positions, between the last one known winnable (lo) and the
    first known not (upper), skipping along the winning line a solve gave for as
    long as the player followed it."""
    boards, moves, first = played.boards, played.moves, played.first_action
    start, end = solver.verdict(boards[0]), solver.verdict(boards[-1])
    if start is not Verdict.WINNABLE or end is Verdict.WINNABLE:
        return _Turning(start, end)
    lo, line = 0, solver(boards[0]).moves
    upper = len(moves)  # boards[upper] is not winnable, or undecided (the end)
    upper_lost = end is Verdict.NOT_WINNABLE
    while True:
        followed = 0
        while lo < upper and followed < len(line) and moves[lo] == line[followed]:
            lo, followed = lo + 1, followed + 1
        line = line[followed:]
        if upper - lo <= 1:
            break
        middle = (lo + upper) // 2
        result = solver(boards[middle])
        if result.status is SolveStatus.WIN:
            lo, line = middle, result.moves
        elif result.status is SolveStatus.NO_WIN:
            upper, upper_lost = middle, True
        else:
            return _Turning(start, end, between=(first + lo, first + upper - 1))
    if lo == upper:  # the player followed a winning line to the end: winnable after all
        return _Turning(start, Verdict.WINNABLE)
    if not upper_lost:
        return _Turning(start, end, between=(first + lo, first + upper - 1))
    return _Turning(start, end, move=first + lo, better=line[0])


def _closest_call(
    played: _Round, solver: _Solver, deadline: float
) -> tuple[ClosestCall | None, bool]:
    """Where the won round came closest to slipping (ClosestCall), or None when no
    legal move on its line was proved to lose it; and whether every position was
    examined. A position with an undecided move is left out (its share is not
    known), and the search is then incomplete."""
    best: ClosestCall | None = None
    complete = True
    for at, played_move in enumerate(played.moves):
        board = played.boards[at]
        legal = board.legal_moves()
        if best is not None and best.legal_moves >= best.winning_moves * len(legal):
            continue  # even the move played alone is no smaller a share of these
        winning, losing, undecided = 1, [], False  # the move played won
        for move in legal:
            if move == played_move:
                continue
            if time.perf_counter() > deadline:
                return best, False
            verdict = solver.verdict(board.play(move))
            if verdict is Verdict.WINNABLE:
                winning += 1
                if best is not None and (
                    winning * best.legal_moves >= best.winning_moves * len(legal)
                ):
                    break  # no smaller a share than the closest call so far
            elif verdict is Verdict.NOT_WINNABLE:
                losing.append(move)
            else:
                undecided = True
        else:
            complete = complete and not undecided
            if (
                losing
                and not undecided
                and (best is None or winning * best.legal_moves < best.winning_moves * len(legal))
            ):
                first = played.first_action
                best = ClosestCall(first + at, len(legal), winning, len(losing), losing[0])
    return best, complete


def _moment_search(
    candidates: Iterator[tuple[Board, int | None, tuple[Move, ...]]],
    game: Game,
    shuffle: _ShuffleAt,
    solver: _Solver,
    deadline: float,
) -> OtherMoment:
    """The first candidate position (with its before index and after moves) from
    which the shuffle deals a winnable round."""
    undecided = False
    for board, before, after in candidates:
        if time.perf_counter() > deadline:
            return OtherMoment(Verdict.UNDECIDED)
        dealt = shuffle_deal(board, game.rules.redeal, game.seed, shuffle.number)
        verdict = solver.verdict(dealt)
        if verdict is Verdict.WINNABLE:
            return OtherMoment(verdict, before, after)
        undecided = undecided or verdict is Verdict.UNDECIDED
    return OtherMoment(Verdict.UNDECIDED if undecided else Verdict.NOT_WINNABLE)


def _earlier_moment(
    previous: _Round, game: Game, shuffle: _ShuffleAt, solver: _Solver, deadline: float
) -> OtherMoment | None:
    """The shuffle taken before one of the previous round's moves, the nearest first;
    None when the round had no move (no earlier moment)."""
    if not previous.moves:
        return None
    boards, first = previous.boards, previous.first_action
    candidates = ((boards[at], first + at, ()) for at in reversed(range(len(previous.moves))))
    return _moment_search(candidates, game, shuffle, solver, deadline)


def _later_moment(
    previous: _Round, game: Game, shuffle: _ShuffleAt, solver: _Solver, deadline: float
) -> OtherMoment | None:
    """The shuffle taken after playing on from where the player shuffled, along the
    line to the most cards in place the solver found from there; None when that
    line has no move (no later moment)."""
    line = solver(previous.boards[-1]).best_line
    if not line:
        return None
    return _moment_search(_along(previous.boards[-1], line), game, shuffle, solver, deadline)


def _along(
    board: Board, line: Sequence[Move]
) -> Iterator[tuple[Board, int | None, tuple[Move, ...]]]:
    for count, move in enumerate(line, start=1):
        board = board.play(move)
        yield board, None, tuple(line[:count])
