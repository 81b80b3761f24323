"""Property-based tests over random deals and random play."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.engine import (
    COLUMNS,
    Board,
    Card,
    CardCodeError,
    Game,
    Move,
    PositionError,
    RedealMode,
    Rules,
)

deal_numbers = st.integers(min_value=1, max_value=2**32 - 1)
choices = st.lists(st.integers(min_value=0, max_value=10**6), max_size=60)


def play_randomly(game: Game, picks: list[int]) -> None:
    """Play a move chosen by each pick; shuffle when stuck and allowed; undo on some picks."""
    for pick in picks:
        moves = game.board.legal_moves()
        if pick % 11 == 0 and game.can_undo:
            game.undo()
        elif moves:
            game.play(moves[pick % len(moves)])
        elif game.can_shuffle:
            game.shuffle()
        else:
            return


def assert_well_formed(board: Board) -> None:
    cards = [card for card in board if card is not None]
    assert len(cards) == 48 and len(set(cards)) == 48
    assert len(board.gaps) == 4


@settings(max_examples=60, deadline=None)
@given(deal_numbers, choices)
def test_every_position_has_48_cards_and_4_gaps_and_in_place_cards_never_move(
    number: int, picks: list[int]
) -> None:
    board = Board.deal(number)
    for pick in picks:
        assert_well_formed(board)
        moves = board.legal_moves()
        if not moves:
            break
        after = board.play(moves[pick % len(moves)])
        for square in board.locked_squares():
            assert after[square] == board[square]
        assert board.locked_squares() <= after.locked_squares()
        board = after


@settings(max_examples=60, deadline=None)
@given(deal_numbers, st.integers(min_value=0, max_value=2**64 - 1), choices)
def test_redeal_keeps_in_place_cards_and_places_gaps_as_its_mode_says(
    number: int, seed: int, picks: list[int]
) -> None:
    board = Board.deal(number)
    for pick in picks:
        moves = board.legal_moves()
        if not moves:
            break
        board = board.play(moves[pick % len(moves)])
    for mode in RedealMode:
        dealt = board.redeal(mode, seed)
        assert_well_formed(dealt)
        assert all(dealt[sq] == board[sq] for sq in board.locked_squares())
        assert not set(dealt.gaps) & board.locked_squares()
        if mode is RedealMode.AFTER_RUNS:
            runs = board.run_lengths()
            assert dealt.gaps == tuple(row * COLUMNS + runs[row] for row in range(4))


@settings(max_examples=40, deadline=None)
@given(deal_numbers, st.sampled_from(["addiction", "classic", "montana", "relaxed"]), choices)
def test_undo_redo_json_and_codes_round_trip(number: int, preset: str, picks: list[int]) -> None:
    game = Game.new(number, Rules.preset(preset))
    play_randomly(game, picks)
    restored = Game.from_json(game.to_json())
    assert restored.board == game.board and restored.history == game.history
    assert restored.redo_actions == game.redo_actions
    assert Board.parse(game.board.to_text()) == game.board
    assert Game.from_code(game.code).board == game.initial

    before = game.board
    undone = 0
    while game.can_undo:
        game.undo()
        undone += 1
    while undone:
        game.redo()
        undone -= 1
    assert game.board == before


@settings(max_examples=60, deadline=None)
@given(deal_numbers, st.integers(min_value=0, max_value=2**64 - 1), choices)
def test_every_legal_move_reads_back_from_its_text(
    number: int, seed: int, picks: list[int]
) -> None:
    board = Board.deal(number)
    for pick in picks:
        moves = board.legal_moves()
        for move in moves:
            assert Move.parse(str(move)) == move
            assert Move.from_json(move.to_json()) == move
        board = board.play(moves[pick % len(moves)]) if moves else board.redeal("random", seed)


# --- fuzzing the readers of untrusted text (issue 16) -----------------------------

any_text = st.text(alphabet=st.characters(), max_size=200)


@settings(max_examples=500, deadline=None)
@given(st.one_of(any_text, st.text(alphabet="AKQJT9876543210SHDCshdc♠♥♦♣♤♡♢♧ \u00a0", max_size=5)))
def test_fuzz_card_codes_are_a_card_or_a_card_code_error(text: str) -> None:
    try:
        card = Card.from_code(text)
    except CardCodeError:
        return
    assert Card.from_code(card.code) == card and Card.from_code(card.label) == card


def damaged(text: str, edits: list[tuple[int, int, str]]) -> str:
    """text with each edit applied: (kind, position, piece) insert, delete or replace."""
    for kind, position, piece in edits:
        at = position % (len(text) + 1)
        if kind == 0:
            text = text[:at] + piece + text[at:]
        elif kind == 1:
            text = text[:at] + text[at + 1 :]
        else:
            text = text[:at] + piece + text[at + len(piece) :]
    return text


edits = st.lists(
    st.tuples(st.integers(0, 2), st.integers(0, 10**4), any_text), min_size=1, max_size=5
)


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        any_text,
        st.builds(damaged, deal_numbers.map(lambda number: Board.deal(number).to_text()), edits),
    )
)
def test_fuzz_position_text_is_a_board_or_a_position_error(text: str) -> None:
    try:
        board = Board.parse(text)
    except PositionError:
        return
    assert Board.parse(board.to_text()) == board
