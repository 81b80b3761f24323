"""The review of a game (engine/review.py) on games whose answers are known by
construction: a winnable round spoiled by one move, a won game, shuffles under
rules that let a player know what another moment would deal and rules that do not;
under Addiction, Montana and Blue Moon. Every verdict is checked with the solver
itself, never against a figure written here."""

from __future__ import annotations

import pytest

from addiction.engine import Board, Game, GameStatus, Rules, Shuffle, ShuffleTiming
from addiction.engine import review as review_module
from addiction.engine.game import shuffle_deal
from addiction.engine.review import ReviewBudget, Verdict, review
from addiction.engine.solver import SolveResult, SolveStatus, solve
from tests.engine.review_games import (
    AMPLE,
    along,
    not_winnable,
    play_until_stuck,
    spoiled,
    winnable,
    won,
)

ADDICTION, MONTANA, BLUE_MOON = (Rules.preset(key) for key in ("addiction", "montana", "blue-moon"))


def boards_of(game: Game) -> list[Board]:
    """The position before each action, and the last."""
    boards = [game.initial]
    for action in game.history:
        boards.append(action.result if isinstance(action, Shuffle) else boards[-1].play(action))
    return boards


@pytest.mark.parametrize(
    ("rules", "start", "after"),
    [
        (ADDICTION, Board.deal(11), 30),
        (MONTANA, Board.deal(1), 50),
        (BLUE_MOON, along(BLUE_MOON, 1, 40), 5),
    ],
    ids=["addiction", "montana", "blue-moon"],
)
def test_a_round_spoiled_by_one_move_turns_at_that_move(
    rules: Rules, start: Board, after: int
) -> None:
    made = spoiled(rules, start, after)
    (first,) = review(made.game, AMPLE).rounds
    assert (first.start, first.end) == (Verdict.WINNABLE, Verdict.NOT_WINNABLE)
    assert first.turning_move == made.turning and first.turning_range is None
    before = boards_of(made.game)[made.turning]
    assert first.better_move is not None and first.better_move != made.game.history[made.turning]
    assert winnable(before.play(first.better_move))
    assert (first.first_action, first.moves, first.shuffle) == (0, made.game.moves_made, None)
    assert not first.won and first.closest_call is None and first.closest_call_complete is None


def test_a_won_game_shows_where_it_came_closest_to_slipping() -> None:
    game = won(ADDICTION, along(ADDICTION, 11, 40))
    (only,) = review(game, AMPLE).rounds
    assert only.won and only.turning_move is None and only.end is Verdict.WINNABLE
    call = only.closest_call
    assert call is not None and only.closest_call_complete
    boards = boards_of(game)
    shares = []  # (share of winning moves, index) of each position where a move loses
    for index, board in enumerate(boards[:-1]):
        legal = board.legal_moves()
        winning = [move for move in legal if winnable(board.play(move))]
        if len(winning) < len(legal):
            shares.append((len(winning) / len(legal), index, len(legal), len(winning)))
    assert shares, "this line has a position where a move loses"
    _, index, legal_count, winning_count = min(shares)
    assert (call.action, call.legal_moves, call.winning_moves) == (
        index,
        legal_count,
        winning_count,
    )
    assert call.losing_moves == legal_count - winning_count
    assert not_winnable(boards[index].play(call.losing_move))


@pytest.mark.parametrize(
    ("rules", "start", "after"),
    [(ADDICTION, Board.deal(11), 30), (BLUE_MOON, along(BLUE_MOON, 1, 40), 5)],
    ids=["addiction", "blue-moon"],
)
def test_after_a_shuffle_each_round_is_reviewed_and_an_earlier_shuffle_checked(
    rules: Rules, start: Board, after: int
) -> None:
    made = spoiled(rules, start, after)
    game = made.game
    game.shuffle()
    play_until_stuck(game, most=10)
    first, second = review(game, AMPLE).rounds
    assert first.turning_move == made.turning
    shuffle_index = first.moves
    assert second.shuffle == shuffle_index and second.first_action == shuffle_index + 1
    assert second.moves == game.moves_made - shuffle_index - 1
    dealt = game.history[shuffle_index]
    assert isinstance(dealt, Shuffle)
    assert second.start is (Verdict.WINNABLE if winnable(dealt.result) else Verdict.NOT_WINNABLE)
    earlier = second.earlier_shuffle
    assert earlier is not None and second.later_shuffle is None  # stuck: no later moment
    if earlier.verdict is Verdict.WINNABLE:
        assert earlier.before is not None and earlier.before < shuffle_index
        position = boards_of(game)[earlier.before]
        assert winnable(shuffle_deal(position, rules.redeal, game.seed, 0))
    else:
        assert earlier.verdict is Verdict.NOT_WINNABLE
        boards = boards_of(game)[:shuffle_index]
        assert not any(
            winnable(shuffle_deal(board, rules.redeal, game.seed, 0)) for board in boards
        )


def test_a_later_shuffle_is_looked_for_along_the_line_from_where_the_player_shuffled() -> None:
    game = Game.new(11, ADDICTION)
    for _ in range(10):
        game.play(game.board.legal_moves()[0])
    where = game.board
    game.shuffle()
    _, second = review(game, AMPLE).rounds
    later = second.later_shuffle
    assert later is not None and later.verdict is not Verdict.UNDECIDED
    if later.verdict is Verdict.WINNABLE:
        assert later.after_moves and later.before is None
        position = where
        for move in later.after_moves:
            position = position.play(move)
        assert winnable(shuffle_deal(position, ADDICTION.redeal, game.seed, 0))


def test_under_a_shuffle_that_cannot_be_undone_no_other_moment_is_judged() -> None:
    made = spoiled(MONTANA, Board.deal(1), 50)
    game = made.game
    game.shuffle()
    play_until_stuck(game, most=5)
    first, second = review(game, AMPLE).rounds
    assert first.turning_move == made.turning
    assert second.earlier_shuffle is None and second.later_shuffle is None


def test_an_undecided_solve_is_reported_undecided_never_as_a_verdict() -> None:
    made = spoiled(ADDICTION, Board.deal(11), 30)
    (first,) = review(made.game, ReviewBudget(solve_nodes=1)).rounds
    assert first.start is Verdict.UNDECIDED
    assert first.turning_move is None and first.better_move is None


def test_an_undecided_solve_inside_the_search_gives_the_moves_the_turn_lies_between(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made = spoiled(ADDICTION, Board.deal(11), 30)
    boards = boards_of(made.game)
    hidden = {boards[index] for index in range(made.turning - 10, made.turning + 10)}

    def budgeted(board: Board, max_nodes: int | None, max_seconds: float | None) -> SolveResult:
        if board in hidden:
            return SolveResult(SolveStatus.UNKNOWN, (), 1, 0.0, 0, ())
        return solve(board, max_nodes, max_seconds)

    monkeypatch.setattr(review_module, "solve", budgeted)
    (first,) = review(made.game, AMPLE).rounds
    assert first.turning_move is None and first.turning_range is not None
    low, high = first.turning_range
    assert low <= made.turning <= high


def test_rounds_come_one_at_a_time() -> None:
    made = spoiled(ADDICTION, Board.deal(11), 30)
    made.game.shuffle()
    rounds = review_module.review_rounds(made.game, AMPLE)
    first = next(rounds)
    assert first.shuffle is None and first.solves >= 1 and first.seconds >= 0
    assert next(rounds).shuffle == first.moves
    assert next(rounds, None) is None


def first_moves_game(rules: Rules, deal: int) -> Game:
    """Deal `deal` played by its last legal move each time, a shuffle once no move
    is left (three at most), until no move or shuffle is left (or 300 actions: in
    some games of the family a card may move back and forth)."""
    game = Game.new(deal, rules)
    while game.status is GameStatus.PLAYING and game.moves_made < 300:
        moves = game.board.legal_moves()
        if moves:
            game.play(moves[-1])
        elif game.can_shuffle and game.shuffles_used < 3:
            game.shuffle()
        else:
            break
    return game


@pytest.mark.parametrize(
    "key", ["addiction", "classic", "montana", "relaxed", "station", "paganini", "line-up"]
)
def test_every_verdict_of_a_game_across_shuffles_is_the_solvers(key: str) -> None:
    rules = Rules.preset(key)
    game = first_moves_game(rules, 3)
    boards = boards_of(game)
    rounds = review(game, AMPLE).rounds
    assert len(rounds) == game.shuffles_used + 1
    for reviewed in rounds:
        first, last = reviewed.first_action, reviewed.first_action + reviewed.moves
        assert reviewed.start is verdict_of(boards[first])
        assert reviewed.end is verdict_of(boards[last])
        if reviewed.turning_move is None:
            assert reviewed.start is not Verdict.WINNABLE or reviewed.end is Verdict.WINNABLE
            continue
        turning = reviewed.turning_move
        assert first <= turning < last
        assert winnable(boards[turning]) and not_winnable(boards[turning + 1])
        assert reviewed.better_move is not None
        assert winnable(boards[turning].play(reviewed.better_move))
        knowable = rules.undo_across_shuffle and rules.shuffle_timing is ShuffleTiming.ANY_TIME
        if reviewed.shuffle is not None and not knowable:
            assert reviewed.earlier_shuffle is None and reviewed.later_shuffle is None


def verdict_of(board: Board) -> Verdict:
    return Verdict.WINNABLE if winnable(board) else Verdict.NOT_WINNABLE


def test_a_turning_point_a_budget_hid_is_found_as_the_budget_grows() -> None:
    made = spoiled(ADDICTION, Board.deal(11), 30)
    small = ReviewBudget(solve_nodes=1000, solve_seconds=60.0, extra_seconds=60.0, passes=8)
    answers = list(review_module.refined_rounds(made.game, small))
    first, last = answers[0], answers[-1]
    assert not review_module.settled(first)  # the first look could not tell
    assert len(answers) > 1 and {a.first_action for a in answers} == {0}
    assert review_module.settled(last)
    (whole,) = review(made.game, AMPLE).rounds
    assert (last.turning_move, last.better_move) == (made.turning, whole.better_move)


def test_a_settled_review_is_not_looked_at_again() -> None:
    made = spoiled(ADDICTION, Board.deal(11), 30)
    made.game.shuffle()
    answers = list(review_module.refined_rounds(made.game, AMPLE))
    assert [a.shuffle for a in answers] == [None, len(made.game.history) - 1]
