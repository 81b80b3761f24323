"""The solver against the rules: wins replay to a won board, and its answers agree
with a plain exhaustive search (no pruning, no ordering) written here."""

from __future__ import annotations

import functools
import random

import pytest

from addiction.engine import PLAYING_CARDS, Board, Card, replay
from addiction.engine.solver import SolveResult, SolveStatus, card_id, compact_position, solve
from addiction.engine.solver.keys import native_array
from addiction.engine.solver.relax import cards_in_place_bound, relax
from addiction.engine.solver.search import _moves, runs_of, settles
from tests.positions import SOLVED_TEXT, layout

SUITS = "SHDC"
RANKS = "23456789TJQK"
SOLVED = Board.parse(SOLVED_TEXT)


def plain_search(board: Board, limit: int = 60_000) -> tuple[bool, int, int]:
    """Every position reachable from board, through the engine's own rules:
    (winnable, most cards in place reachable, positions seen)."""
    seen = {board}
    stack = [board]
    best = board.in_place_count()
    while stack:
        current = stack.pop()
        best = max(best, current.in_place_count())
        for move in current.legal_moves():
            child = current.play(move)
            if child not in seen:
                seen.add(child)
                stack.append(child)
                if len(seen) > limit:
                    raise OverflowError("too many positions for the plain search")
    return best == len(PLAYING_CARDS), best, len(seen)


def card(rank: int, suit: str) -> Card:
    return Card.from_code(RANKS[rank - 2] + suit)


def runs_position(rng: random.Random, lengths: tuple[int, int, int, int]) -> Board:
    """Each row starts with an in-place run of the given length (random suits);
    the other cards and the four gaps are scattered over the remaining squares."""
    suits = list(SUITS)
    rng.shuffle(suits)
    squares: list[Card | None] = [None] * 52
    placed = set()
    for row, (suit, length) in enumerate(zip(suits, lengths, strict=True)):
        for k in range(length):
            squares[row * 13 + k] = card(k + 2, suit)
            placed.add(card(k + 2, suit))
    rest: list[Card | None] = [c for c in PLAYING_CARDS if c not in placed]
    rest += [None] * 4
    rng.shuffle(rest)
    free = [sq for sq in range(52) if squares[sq] is None]
    for sq, item in zip(free, rest, strict=True):
        squares[sq] = item
    return Board(squares)


def unplayed_position(rng: random.Random, steps: int) -> Board:
    """A winnable late-game position: from a won board, undo random moves (a card
    standing right of its predecessor, or a 2 in column 1, goes back to a gap)."""
    board = SOLVED
    squares = list(board.squares)
    for _ in range(steps):
        gaps = [sq for sq in range(52) if squares[sq] is None]
        movable = []
        for sq, c in enumerate(squares):
            if c is None:
                continue
            if sq % 13 == 0:
                if c.rank == 2:
                    movable.append(sq)
            elif squares[sq - 1] is not None and squares[sq - 1] == Card(c.rank - 1, c.suit):
                movable.append(sq)
        if not movable:
            break
        source = rng.choice(movable)
        target = rng.choice(gaps)
        squares[target], squares[source] = squares[source], None
        # the forward move target -> source must be legal from the new position
        forward = Board(squares)
        back = [m for m in forward.legal_moves() if m.source == target and m.target == source]
        if not back:
            squares[source], squares[target] = squares[target], None
    return Board(squares)


def dead_gaps_position(rng: random.Random) -> Board:
    """Long runs and Kings placed so that most gaps start dead."""
    for _ in range(200):
        board = runs_position(rng, (rng.randint(6, 10), rng.randint(6, 10), rng.randint(5, 9), 4))
        states = board.gap_states()
        if sum(1 for s in states.values() if s.value != "open") >= 2:
            return board
    return board


def playout_position(rng: random.Random, number: int, back: int) -> Board:
    """A real late-game position: a random playout of deal number to its dead end,
    then the position back moves before it."""
    boards = [Board.deal(number)]
    while moves := boards[-1].legal_moves():
        boards.append(boards[-1].play(rng.choice(moves)))
    return boards[max(0, len(boards) - 1 - back)]


@functools.cache
def candidate_positions() -> list[Board]:
    """The positions the plain search is tried on, of the kinds the issue names: many
    cards in place, winnable late-game positions a few moves from a win, most gaps
    dead, and real late-game positions from random playouts of deals (a few dozen moves
    before their end they are mostly too big for the plain search, so they stay closer).
    The same every time (a fixed seed): tests/test_solver_builds.py picks some by index.
    """
    rng = random.Random(20260531)
    boards: list[Board] = []
    while len(boards) < 40:
        lengths = tuple(rng.randint(5, 11) for _ in range(4))
        boards.append(runs_position(rng, lengths))  # type: ignore[arg-type]
    for steps in (8, 12, 16, 20):
        for _ in range(5):
            boards.append(unplayed_position(rng, steps))
    for _ in range(15):
        boards.append(dead_gaps_position(rng))
    for number in range(1, 41):
        boards.append(playout_position(rng, number, rng.choice((5, 8, 12, 15))))
    return boards


@functools.cache
def small_positions() -> list[tuple[Board, tuple[bool, int, int]]]:
    """The candidate positions small enough for the plain search, each with its answer.
    The biggest of them reaches fewer than 10,000 positions: the limit only stops early
    the search of the few that are too big (most of the time this takes)."""
    small = []
    for board in candidate_positions():
        try:
            small.append((board, plain_search(board, limit=10_000)))
        except OverflowError:
            continue
    return small


def check_result(board: Board, result: SolveResult) -> None:
    """The invariants every answer keeps, checked through the engine's rules."""
    assert replay(board, result.best_line).in_place_count() == result.best_in_place
    if result.status is SolveStatus.WIN:
        assert replay(board, result.moves).is_won()
        assert result.best_line == result.moves and result.best_in_place == 48
    else:
        assert result.moves == ()


def test_there_are_enough_small_positions_of_each_kind() -> None:
    outcomes = [winnable for _, (winnable, _, _) in small_positions()]
    assert len(outcomes) >= 80
    assert sum(outcomes) >= 10 and len(outcomes) - sum(outcomes) >= 10


@pytest.mark.parametrize("lean_search", [False, True], ids=["portfolio", "lean"])
def test_the_solver_agrees_with_a_plain_exhaustive_search(lean_search: bool) -> None:
    for board, (winnable, best, _) in small_positions():
        result = solve(board, lean_search=lean_search)
        check_result(board, result)
        assert result.status is (SolveStatus.WIN if winnable else SolveStatus.NO_WIN), board
        assert result.best_in_place == best, board


def test_the_in_place_bound_is_never_below_what_is_reachable() -> None:
    for board, (_, best, _) in small_positions()[:25]:
        bd = [-1 if c is None else SUITS.index(c.suit) * 12 + c.rank - 2 for c in board]
        pos = [0] * 48
        for sq, cid in enumerate(bd):
            if cid >= 0:
                pos[cid] = sq
        gaps = [sq for sq in range(52) if bd[sq] < 0]
        relaxed = relax(pos, gaps)
        assert relaxed is not None
        assert cards_in_place_bound(bd, pos, runs_of(bd), relaxed[1]) >= best


@pytest.mark.parametrize("number", [7, 11, 37, 95, 124])
def test_every_win_on_real_deals_replays_to_a_won_board(number: int) -> None:
    board = Board.deal(number)
    result = solve(board)
    assert result.status is SolveStatus.WIN
    check_result(board, result)


def test_an_unwinnable_deal_is_proved_with_its_best_line() -> None:
    board = Board.deal(39)
    fast = solve(board)
    lean = solve(board, lean_search=True)
    assert fast.status is SolveStatus.NO_WIN and lean.status is SolveStatus.NO_WIN
    assert fast.best_in_place == lean.best_in_place == 31
    check_result(board, fast)
    check_result(board, lean)
    assert lean.nodes < fast.nodes / 3


@pytest.mark.parametrize("lean_search", [False, True], ids=["portfolio", "lean"])
def test_the_same_question_gets_the_same_answer(lean_search: bool) -> None:
    cases = ((Board.deal(2), 20_000), (Board.deal(39), None), (small_positions()[0][0], None))
    for board, budget in cases:
        first = solve(board, max_nodes=budget, lean_search=lean_search)
        second = solve(board, max_nodes=budget, lean_search=lean_search)
        assert (first.status, first.moves, first.nodes, first.best_in_place, first.best_line) == (
            second.status,
            second.moves,
            second.nodes,
            second.best_in_place,
            second.best_line,
        )


@pytest.mark.parametrize("lean_search", [False, True], ids=["portfolio", "lean"])
def test_a_node_budget_stops_at_exactly_that_many_nodes(lean_search: bool) -> None:
    board = Board.deal(4)
    result = solve(board, max_nodes=777, lean_search=lean_search)
    assert result.status is SolveStatus.UNKNOWN
    assert result.nodes == 777
    check_result(board, result)


def test_a_time_budget_stops_the_search() -> None:
    result = solve(Board.deal(98), max_seconds=0.05)
    assert result.status is SolveStatus.UNKNOWN
    assert result.seconds < 2


def test_won_and_dead_boards_are_decided_without_search() -> None:
    won = solve(SOLVED)
    assert won.status is SolveStatus.WIN and won.moves == () and won.best_in_place == 48
    stuck = layout("KS -- ...", "KH -- ...", "KD -- ...", "KC -- ...")
    dead = solve(stuck)
    assert dead.status is SolveStatus.NO_WIN and dead.best_line == () and dead.nodes == 1


def test_one_move_from_a_win() -> None:
    board = layout(
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS -- QS KS",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --",
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --",
    )
    for lean_search in (False, True):
        result = solve(board, lean_search=lean_search)
        assert result.status is SolveStatus.WIN
        assert [m.card.code for m in result.moves] == ["QS", "KS"]


def searched_moves(board: Board) -> list[str]:
    """The cards of the moves the search expands at board, in the order generated."""
    bd, pos, gaps = compact_position(board)
    return [PLAYING_CARDS[cid].code for cid, _, _, _ in _moves(bd, pos, gaps, runs_of(bd))]


def test_a_run_extension_nothing_can_interfere_with_is_searched_alone() -> None:
    # 5S extends row 1's run; 6S already stands right of it, so no line of play
    # can bring 6S next to 5S: the other three gaps' moves are left out.
    settled = layout("2S 3S 4S -- ...", "9H 5S 6S 7H -- ...", "8D -- ...", "JC -- ...")
    assert searched_moves(settled) == ["5S"]
    # With 7H between them, 6S could still come next to 5S: every move is searched,
    # the run extension first, then the others from the last gap to the first.
    open_run = layout("2S 3S 4S -- ...", "9H 5S 7H -- ...", "8D -- ...", "JC -- ...")
    assert searched_moves(open_run) == ["5S", "QC", "9D", "8H"]
    # A King has no successor; a card in the last column has no square right of it.
    bd = native_array(compact_position(open_run)[0])  # (the search's own arrays)
    assert settles(bd, card_id(Card.from_code("KS")), 20)
    assert settles(bd, card_id(Card.from_code("5S")), 12)
    assert not settles(bd, card_id(Card.from_code("5S")), 14)
