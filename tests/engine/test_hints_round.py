"""Hints that know the round's positions (engine/hints.py find_hint's seen,
RoundSoFar): where a card can go back where it was, advice short of a proven win
keeps clear of the positions already seen, and a proven verdict stays as it is."""

from __future__ import annotations

import pytest

from addiction import autoplay
from addiction.autoplay import play
from addiction.engine import Board, Game, Move, Rules, Shuffle
from addiction.engine.errors import PositionError
from addiction.engine.hints import (
    FAMILY_SHARE,
    Hint,
    HintAdvice,
    NextShuffle,
    RoundSoFar,
    RoundWatch,
    find_hint,
)
from addiction.engine.solver import SolveStatus, solve
from addiction.engine.solver.family import search
from tests.control.test_action_player import (
    layout_whose_blind_hints_circle,
    layout_whose_hints_go_round,
)

#: A budget whose family share (3,000 positions) leaves the hints short of a verdict
#: in the layouts below, as the hints of the family were before they knew the round.
BUDGET = 3_000 * FAMILY_SHARE


def blind_hint(game: Game) -> Hint:
    """The hint for game's position at the game's budget, as it was before the hints
    knew the round."""
    return find_hint(game.board, game.can_shuffle, next_shuffle=NextShuffle.of(game))


def where_blind_hints_go_back() -> Game:
    """A game whose round holds the position the blind hint leads to: the 20th Jungle
    layout of the seeded generator (seed 1), whose blind hint at the game's budget
    (short of a proven win) moves a card that can go back where it was; the game
    starts where that move leads and takes the card back, so the hint for its
    position leads into its round."""
    rules = Rules.preset("jungle")
    *_, layout = autoplay.random_layouts(20, 1, rules.shape)
    move = blind_hint(Game.from_board(layout, rules)).move
    assert move is not None
    game = Game.from_board(layout.play(move), rules)
    game.play(Move(move.card, move.target, move.source))
    assert game.board == layout
    return game


def blind_to_the_round(*args: object, seen: object = None, **kwargs: object) -> Hint:
    """find_hint with the round's positions withheld, as the hints were before they
    knew them."""
    del seen
    return find_hint(*args, **kwargs)  # type: ignore[arg-type]


def line_positions(board: Board, line: tuple[Move, ...]) -> frozenset[Board]:
    """board and every position along line from it."""
    positions = {board}
    for move in line:
        board = board.play(move)
        positions.add(board)
    return frozenset(positions)


def test_the_hint_that_went_back_now_keeps_clear_of_the_round() -> None:
    game = where_blind_hints_go_back()
    seen = RoundSoFar.of(game).positions()
    blind = blind_hint(game)
    assert blind.move is not None and game.board.play(blind.move) in seen
    knowing = find_hint(game.board, game.can_shuffle, next_shuffle=NextShuffle.of(game), seen=seen)
    assert knowing.move is not None and knowing.move != blind.move
    assert game.board.play(knowing.move) not in seen
    assert knowing.winnable == blind.winnable  # the verdict is the plain search's


def test_a_proven_win_stays_a_win_though_its_line_was_seen() -> None:
    board = Board.deal(1, Rules.preset("paganini").shape)
    won = solve(board, max_nodes=20_000)
    assert won.status is SolveStatus.WIN
    seen = line_positions(board, won.moves)
    hint = find_hint(board, True, 100_000, seen=seen)
    assert hint.advice is HintAdvice.WINNABLE and hint.winnable is True
    assert hint.move == find_hint(board, True, 100_000).move


def test_a_proven_no_win_stays_so_and_its_advice_keeps_clear_of_the_seen_line() -> None:
    board = Board.deal(2, Rules.preset("paganini").shape)
    lost = solve(board, max_nodes=2_000)
    assert lost.status is SolveStatus.NO_WIN and lost.best_line
    # the first move of the best line leads where the round has been
    seen = frozenset({board, board.play(lost.best_line[0])})
    hint = find_hint(board, True, 20_000, seen=seen)
    assert hint.winnable is False
    assert hint.move is not None and board.play(hint.move) not in seen
    assert hint.reach <= lost.best_in_place


def test_the_search_never_enters_a_position_it_is_told_to_avoid() -> None:
    board = Board.deal(2, Rules.preset("paganini").shape)
    plain = search(board, 2_000, None)
    avoided = line_positions(board, plain.best_line[:1]) - {board}
    clear = search(board, 2_000, None, avoided)
    assert clear.best_line and not line_positions(board, clear.best_line) & avoided
    assert clear.best <= plain.best


def test_the_round_so_far_begins_at_its_shuffle_and_keeps_its_positions() -> None:
    game = layout_whose_hints_go_round()
    boards = [game.board]
    for _ in range(3):
        game.play(game.board.legal_moves()[0])
        boards.append(game.board)
    assert RoundSoFar.of(game).positions() == frozenset(boards)
    game.shuffle()
    game.play(game.board.legal_moves()[0])
    round_so_far = RoundSoFar.of(game)
    shuffle = game.history[-2]
    assert isinstance(shuffle, Shuffle) and round_so_far.board == game.board
    assert round_so_far.positions() == {shuffle.result, game.board}


def test_a_long_round_is_carried_as_its_latest_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    kept = 4
    monkeypatch.setattr("addiction.engine.hints.ROUND_MOVES_KEPT", kept)
    game = layout_whose_hints_go_round()
    boards = [game.board]
    for _ in range(kept + 3):
        game.play(game.board.legal_moves()[0])
        boards.append(game.board)
    round_so_far = RoundSoFar.of(game)
    assert len(round_so_far.moves) == kept
    assert round_so_far.positions() == frozenset(boards[-kept - 1 :])


def test_a_round_whose_moves_do_not_fit_its_board_is_refused() -> None:
    game = layout_whose_hints_go_round()
    move = game.board.legal_moves()[0]
    game.play(move)
    elsewhere = next(
        square for square, card in enumerate(game.board) if card is not None and card != move.card
    )
    misfit = Move(move.card, elsewhere, move.target)  # would put the card back twice
    with pytest.raises(PositionError):
        RoundSoFar(game.board, (misfit,)).positions()


def test_autoplay_where_blind_hints_circle_no_longer_stops_on_a_circle(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    played = play(layout_whose_blind_hints_circle(), max_nodes=BUDGET)
    assert not played.cycled
    monkeypatch.setattr(autoplay, "find_hint", blind_to_the_round)
    blind = play(layout_whose_blind_hints_circle(), max_nodes=BUDGET)
    assert blind.cycled and played.game.moves_made > blind.game.moves_made


def test_taking_every_hint_stops_where_they_go_round_in_a_circle(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """RoundWatch, the safety net, with the round's positions withheld from the
    hints: they go round as they did before they knew them, and the game stops
    (moved here from test_round_watch.py)."""

    monkeypatch.setattr(autoplay, "find_hint", blind_to_the_round)
    played = play(layout_whose_blind_hints_circle(), max_nodes=BUDGET)
    assert played.cycled and not played.won
    assert played.record(details=True)["cycled"] is True


def test_a_position_seen_again_down_a_proven_win_is_no_circle() -> None:
    game = layout_whose_hints_go_round()
    watch = RoundWatch()
    watch.comes_back(game)
    move = game.board.legal_moves()[0]
    game.play(move)
    assert not watch.goes_round(game, Hint(move, False, HintAdvice.BEST_SO_FAR))
    game.undo()  # back where it was, as a hint's move back would take it
    assert not watch.goes_round(game, Hint(move, False, HintAdvice.WINNABLE, True))
    assert watch.goes_round(game, Hint(move, False, HintAdvice.BEST_LINE, False))


def test_autoplay_follows_a_proven_win_through_a_position_of_its_round() -> None:
    """The 28th Jungle layout: at move 105 the hint is a won line whose first move
    goes back where the round has been; the game is won down it, not stopped."""
    rules = Rules.preset("jungle")
    *_, layout = autoplay.random_layouts(28, 1, rules.shape)
    played = play(Game.from_board(layout, rules), max_nodes=BUDGET)
    assert played.won and not played.cycled


def test_with_no_shuffle_left_and_every_move_back_into_the_round_the_hint_moves_nothing() -> None:
    """Jungle's deal 2 with no shuffle left, every move from it leading to a position
    already seen in the round: the hint short of a verdict used to name one of them
    anyway (a move round in a circle); it now says nothing new is left to try."""
    layout = Board.deal(2, Rules.preset("jungle").shape)
    seen = frozenset({layout, *(layout.play(move) for move in layout.legal_moves())})
    hint = find_hint(layout, False, 200, seen=seen)
    assert hint == Hint(None, False, HintAdvice.NOTHING_NEW)  # winnable None: no verdict
    fresh = find_hint(layout, False, 200, seen=frozenset({layout}))
    assert fresh.move is not None and fresh.advice is HintAdvice.BEST_SO_FAR
