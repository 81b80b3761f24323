"""Hints: the solver's advice, checked against the engine's rules."""

from __future__ import annotations

from dataclasses import replace

from addiction.engine import Board, Game, Move, RedealMode, Rules, replay
from addiction.engine.hints import (
    FOLLOW_SHARE,
    HintAdvice,
    NextShuffle,
    ProvenLines,
    find_hint,
    round_ends,
    shortfall,
    spread_line,
    study,
)
from addiction.engine.rules import ShuffleTiming
from addiction.engine.solver import SolveStatus, solve
from tests.positions import layout

STUCK = layout("KS -- ...", "KH -- ...", "KD -- ...", "KC -- ...")


def test_a_winnable_round_gets_the_first_move_of_a_win() -> None:
    board = layout(
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS -- QS KS",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --",
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --",
    )
    hint = find_hint(board, can_shuffle=True)
    assert hint.winnable is True and not hint.shuffle
    assert hint.move is not None and hint.move.card.code == "QS"
    assert hint.advice is HintAdvice.WINNABLE


def test_a_stuck_board_suggests_a_shuffle_only_when_one_is_allowed() -> None:
    hint = find_hint(STUCK, can_shuffle=True)
    assert hint.shuffle and hint.move is None
    over = find_hint(STUCK, can_shuffle=False)
    assert not over.shuffle and over.move is None and over.advice is HintAdvice.STUCK_OVER


def test_every_hint_on_real_deals_is_a_legal_move_toward_the_best_reachable() -> None:
    for number in range(1, 8):
        board = Board.deal(number)
        hint = find_hint(board, can_shuffle=True, max_nodes=20_000)
        result = solve(board, max_nodes=20_000)
        if hint.move is not None:
            assert hint.move in board.legal_moves()
            assert result.best_line[0] == hint.move or result.moves[0] == hint.move
        assert replay(board, result.best_line).in_place_count() == result.best_in_place


def test_a_proven_win_is_recalled_at_every_position_of_its_line_and_still_wins() -> None:
    start = Board.deal(11)
    result = solve(start)
    assert result.status is SolveStatus.WIN
    lines = ProvenLines()
    lines.remember(start, result)
    board = start
    for step, move in enumerate(result.moves):
        recalled = lines.recall(board)
        assert recalled is not None and recalled.status is SolveStatus.WIN
        assert recalled.moves == result.moves[step:]
        assert replay(board, recalled.moves).is_won()
        board = board.play(move)
    off_line = next(m for m in start.legal_moves() if m != result.moves[0])
    assert lines.recall(start.play(off_line)) is None


def test_a_proven_no_win_is_recalled_along_its_best_line_with_the_same_best_count() -> None:
    start = Board.deal(10)
    result = solve(start)
    assert result.status is SolveStatus.NO_WIN and result.best_line
    lines = ProvenLines()
    lines.remember(start, result)
    board = start
    for move in result.best_line:
        board = board.play(move)
        recalled = lines.recall(board)
        assert recalled is not None and recalled.status is SolveStatus.NO_WIN
        assert recalled.best_in_place == result.best_in_place
        assert replay(board, recalled.best_line).in_place_count() == result.best_in_place


def test_an_answer_cut_short_is_kept_until_a_longer_search_of_its_position() -> None:
    lines = ProvenLines(capacity=1)
    start = Board.deal(5)
    short = solve(start, max_nodes=10)
    assert short.status is SolveStatus.UNKNOWN and short.best_line
    lines.remember(start, short)
    recalled = lines.recall(start)
    assert recalled is not None and recalled.best_line == short.best_line
    assert recalled.nodes == short.nodes
    longer = solve(start, max_nodes=2_000)
    lines.remember(start, longer)
    lines.remember(start, short)  # a shorter search never replaces a longer one
    recalled = lines.recall(start)
    assert recalled is not None and recalled.nodes == longer.nodes
    hint = find_hint(start, can_shuffle=True, max_nodes=10, lines=lines)
    assert hint.move == longer.best_line[0] and hint.reach == longer.best_in_place


def test_down_a_line_cut_short_the_hint_keeps_to_it_unless_a_search_does_better() -> None:
    start = Board.deal(5)
    first = solve(start, max_nodes=300)
    assert first.status is SolveStatus.UNKNOWN and len(first.best_line) > 1
    lines = ProvenLines()
    hint = find_hint(start, can_shuffle=True, max_nodes=300, lines=lines)
    assert hint.move == first.best_line[0] and hint.winnable is None
    board = start.play(first.best_line[0])
    carried = lines.recall(board)
    assert carried is not None and carried.nodes == 0
    assert carried.best_in_place == first.best_in_place
    assert carried.best_line == first.best_line[1:]
    follow = solve(board, max_nodes=300 // FOLLOW_SHARE)
    next_hint = find_hint(board, can_shuffle=True, max_nodes=300, lines=lines)
    promised = max(first.best_in_place, follow.best_in_place)
    assert next_hint.reach == promised
    expected = follow if follow.best_in_place > first.best_in_place else carried
    assert next_hint.move == expected.best_line[0]
    assert replay(board, expected.best_line).in_place_count() == promised


def test_old_lines_are_dropped() -> None:
    lines = ProvenLines(capacity=1)
    lines.remember(Board.deal(11), solve(Board.deal(11)))
    lines.remember(Board.deal(10), solve(Board.deal(10)))
    assert lines.recall(Board.deal(11)) is None
    assert lines.recall(Board.deal(10)) is not None


def test_the_advice_says_what_the_line_gets_from_here() -> None:
    start = Board.deal(10)  # not winnable without a shuffle
    hint = find_hint(start, can_shuffle=True)
    result = solve(start)
    assert hint.winnable is False and hint.move is not None
    assert (hint.advice, hint.reach) == (HintAdvice.BEST_LINE, result.best_in_place)
    cut_short = find_hint(Board.deal(5), can_shuffle=True, max_nodes=10)
    assert cut_short.winnable is None and cut_short.advice is HintAdvice.BEST_SO_FAR


def test_a_study_answers_along_a_line_it_proved_without_searching_again() -> None:
    start = Board.deal(11)
    lines = ProvenLines()
    first = study(start, lines)
    assert first.status is SolveStatus.WIN and first.nodes > 0
    later = study(start.play(first.moves[0]), lines)
    assert later.status is SolveStatus.WIN and later.nodes == 0  # recalled, not searched
    assert replay(start.play(first.moves[0]), later.moves).is_won()


def test_taking_the_hint_leads_to_the_next_move_of_the_same_line_without_a_new_search() -> None:
    lines = ProvenLines()
    board = Board.deal(11)
    first = find_hint(board, can_shuffle=True, lines=lines)
    assert first.winnable is True and first.move is not None
    line = lines.recall(board)
    assert line is not None
    board = board.play(first.move)
    assert lines.recall(board) is not None  # answered from memory, not searched again
    second = find_hint(board, can_shuffle=True, lines=lines)
    assert second.winnable is True and second.move == line.moves[1]


ANY_TIME = NextShuffle()  # a random redeal, at any time (the Addiction rules)

# Rows of 11, 12, 6 and 8 cards in place are within reach (37), or 9, 12, 7 and 8
# (36), which leave a shuffle less to do.
UNEVEN = """
2S 3S 4S 5S 6S 7S 8S 9S TS QH TC 9C KH
2D 3D 4D 5D 6D 7D 8D -- -- 8C -- 6C TH
2C 3C 4C 5C TD QC -- JS KS 7C QD JC KD
2H 3H 4H 5H 6H 7H 8H 9H JH KC QS JD 9D
"""


def test_before_a_shuffle_the_hints_keep_the_rows_even_rather_than_place_the_most() -> None:
    board = Board.parse(UNEVEN)
    most = solve(board)
    even = spread_line(board, 1_000_000)
    assert most.status is SolveStatus.NO_WIN and even is not None
    most_end, even_end = replay(board, most.best_line), replay(board, even)
    assert shortfall(even_end.run_lengths()) < shortfall(most_end.run_lengths())
    assert even_end.in_place_count() < most.best_in_place

    lines = ProvenLines()
    position = board
    hint = find_hint(position, can_shuffle=True, lines=lines, next_shuffle=ANY_TIME)
    assert (hint.advice, hint.reach) == (
        HintAdvice.EVEN_BEFORE_SHUFFLE,
        even_end.in_place_count(),
    )
    while hint.move is not None:
        position = position.play(hint.move)
        hint = find_hint(position, can_shuffle=True, lines=lines, next_shuffle=ANY_TIME)
    assert hint.shuffle
    assert shortfall(position.run_lengths()) == shortfall(even_end.run_lengths())

    # With no shuffle to come (the last round), the most cards in place.
    last = find_hint(board, can_shuffle=False)
    assert (last.advice, last.reach) == (HintAdvice.BEST_LINE, most.best_in_place)
    assert last.move == most.best_line[0]


def test_the_most_even_line_is_legal_and_never_leaves_more_to_do_than_the_fullest() -> None:
    for number in (10, 13, 21, 22):
        board = Board.deal(number)
        most = solve(board, max_nodes=300_000)
        even = spread_line(board, 300_000)
        if even is None or most.status is SolveStatus.UNKNOWN:
            continue
        fullest = replay(board, most.best_line)
        assert shortfall(replay(board, even).run_lengths()) <= shortfall(fullest.run_lengths())


def test_after_an_after_runs_redeal_a_full_row_wastes_a_gap_so_the_king_waits() -> None:
    # K♠ can complete the first row; nothing else can move into place.
    board = layout("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- ...", "KH -- ...", "KD -- ...", "KC -- ...")
    king = next(move for move in board.legal_moves() if move.card.code == "KS")
    random = find_hint(board, can_shuffle=True, next_shuffle=ANY_TIME)
    assert random.move == king
    after_runs = find_hint(board, can_shuffle=True, next_shuffle=NextShuffle(RedealMode.AFTER_RUNS))
    assert after_runs.shuffle and after_runs.move is None
    assert after_runs.advice is HintAdvice.SHUFFLE_EVEN
    last_round = find_hint(board, can_shuffle=False, next_shuffle=None)
    assert last_round.move == king


# Montana: the round runs until stuck. The most cards in place fill the spade row,
# whose gap after the next after-runs redeal would lie dead right of its King.
SPADES_NEARLY_FULL = """
2C 3C 4C 5C 6C 7C -- TC QS JS QD 8C KS
2S 3S 4S 5S 6S 7S 8S 9S -- QC JC KC 9C
2H 3H 4H 5H 6H 7H 8H 9H TH JH QH -- KH
2D 3D 4D 5D 6D 7D 8D 9D TD JD -- TS KD
"""


def test_when_a_shuffle_waits_until_stuck_the_hints_play_to_the_best_stuck_position() -> None:
    board = Board.parse(SPADES_NEARLY_FULL)
    montana = NextShuffle(RedealMode.AFTER_RUNS, when_stuck=True)
    most = solve(board)
    fullest = replay(board, most.best_line)
    lines = ProvenLines()
    position = board
    hint = find_hint(position, can_shuffle=False, lines=lines, next_shuffle=montana)
    while hint.move is not None:
        position = position.play(hint.move)
        hint = find_hint(position, can_shuffle=False, lines=lines, next_shuffle=montana)
    assert position.is_stuck()
    redeal = RedealMode.AFTER_RUNS
    assert shortfall(position.run_lengths(), redeal) < shortfall(fullest.run_lengths(), redeal)
    assert position.in_place_count() < most.best_in_place


def test_a_shuffle_deals_from_any_position_what_the_game_would_deal_there() -> None:
    game = Game.new(11)
    game.play(game.board.legal_moves()[0])
    shuffle = NextShuffle.of(game)
    assert shuffle is not None and shuffle.game_seed == game.seed and shuffle.index == 0
    other = game.board.play(game.board.legal_moves()[0])
    assert shuffle.deals(other) != shuffle.deals(game.board)  # the position decides
    assert shuffle.deals(game.board) == game.shuffle()
    second = NextShuffle.of(game)
    assert second is not None and second.index == 1 and not second.final
    assert second.deals(game.board) == game.shuffle()


def test_the_round_ends_are_legal_lines_the_smallest_shortfall_first() -> None:
    board = Board.parse(UNEVEN)
    even = spread_line(board, 1_000_000)
    assert even is not None
    ends = [replay(board, end) for end in round_ends(board, even, ANY_TIME)]
    assert len(set(ends)) == len(ends) > 1
    scores = [(shortfall(end.run_lengths()), -end.in_place_count()) for end in ends]
    assert scores == sorted(scores)
    assert scores[0] == (shortfall(replay(board, even).run_lengths()), -36)
    montana = NextShuffle(RedealMode.AFTER_RUNS, when_stuck=True)
    stuck = round_ends(board, solve(board).best_line, montana)
    assert stuck and all(replay(board, end).is_stuck() for end in stuck)


def test_before_the_last_shuffle_the_hints_end_the_round_where_the_shuffle_deals_a_win() -> None:
    # One shuffle left; the seed makes the even line's end deal a round that
    # cannot be won, while another end with as many cards in place deals one that can.
    game = Game(Board.parse(UNEVEN), Rules(1, RedealMode.RANDOM, ShuffleTiming.ANY_TIME), seed=3)
    shuffle = NextShuffle.of(game)
    assert shuffle is not None and shuffle.final

    def play_round(next_shuffle: NextShuffle) -> tuple[list[Move], list[HintAdvice]]:
        lines = ProvenLines()
        position, moves, said = game.board, [], []
        while True:
            hint = find_hint(position, True, lines=lines, next_shuffle=next_shuffle)
            said.append(hint.advice)
            if hint.move is None:
                assert hint.shuffle
                return moves, said
            moves.append(hint.move)
            position = position.play(hint.move)

    blind, _ = play_round(replace(shuffle, game_seed=None))  # not knowing what it deals
    blind_end = replay(game.board, blind)
    assert solve(shuffle.deals(blind_end)).status is SolveStatus.NO_WIN
    moves, said = play_round(shuffle)
    assert replay(game.board, moves).in_place_count() == blind_end.in_place_count()
    assert said[0] is HintAdvice.SHUFFLE_DEALS_A_WIN_AFTER
    assert said[-1] is HintAdvice.SHUFFLE_DEALS_A_WIN
    for move in moves:
        game.play(move)
    game.shuffle()
    assert solve(game.board).status is SolveStatus.WIN
