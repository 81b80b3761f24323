"""BoardModel: roles on known positions, narrow dataChanged, reset only for a new game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from addiction.engine import SQUARES, Card, Game, GapState, Move
from addiction.models.board_model import BoardModel, BoardRole, index_of, square_of
from tests.positions import layout

# 2S 3S 4S -- KS ...   row 1: a run of three in place; the gap (3) takes 5S
# -- 9H ...            row 2: a first-column gap (13) takes any loose 2
# KH -- -- ...         row 3: dead after a King (27), dead after a gap (28)
# 5S 7D 2H 2D 2C ...   row 4: 5S (39) and the three loose 2s (41, 42, 43)
POSITION = ("2S 3S 4S -- ...", "-- 9H ...", "KH -- -- ...", "5S 7D 2H 2D 2C ...")


def card(code: str) -> Card:
    return Card.from_code(code)


@pytest.fixture
def model(qapp) -> BoardModel:
    return BoardModel(Game.from_board(layout(*POSITION)))


def role(model: BoardModel, square: int, which: int) -> object:
    return model.data(model.index_of(square), which)


def record_changes(model: BoardModel) -> list[tuple[int, int]]:
    """(first, last) square of every dataChanged the model emits from now on."""
    seen: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b, _roles=(): seen.append((square_of(a), square_of(b))))
    return seen


def test_shape_and_index_helpers(model: BoardModel) -> None:
    assert model.rowCount() == 4
    assert model.columnCount() == 13
    assert model.rowCount(model.index(0, 0)) == 0  # a table: cells have no children
    assert square_of(model.index(3, 2)) == 41
    assert index_of(model, 41) == model.index(3, 2) == model.index_of(41)
    assert model.data(QModelIndex(), BoardRole.CARD) is None


def test_card_and_in_place_roles(model: BoardModel) -> None:
    assert role(model, 0, BoardRole.CARD) == card("2S")
    assert role(model, 3, BoardRole.CARD) is None
    assert [role(model, sq, BoardRole.IN_PLACE) for sq in (0, 1, 2, 4)] == [
        True,
        True,
        True,
        False,
    ]
    assert role(model, 39, BoardRole.IN_PLACE) is False  # 5S, but not after its run


def test_movable_role_follows_the_engine(model: BoardModel) -> None:
    movable = {sq for sq in range(52) if role(model, sq, BoardRole.MOVABLE)}
    assert movable == {39, 41, 42, 43}  # 5S and the three loose 2s
    assert role(model, 3, BoardRole.MOVABLE) is False  # gaps are never movable


def test_gap_states_and_what_gaps_need(model: BoardModel) -> None:
    assert role(model, 3, BoardRole.GAP_STATE) is GapState.OPEN
    assert role(model, 13, BoardRole.GAP_STATE) is GapState.OPEN
    assert role(model, 27, BoardRole.GAP_STATE) is GapState.DEAD_AFTER_KING
    assert role(model, 28, BoardRole.GAP_STATE) is GapState.DEAD_AFTER_GAP
    assert role(model, 0, BoardRole.GAP_STATE) is None
    assert role(model, 3, BoardRole.GAP_NEEDS) == [card("5S")]
    assert role(model, 13, BoardRole.GAP_NEEDS) == [card("2H"), card("2D"), card("2C")]
    assert role(model, 27, BoardRole.GAP_NEEDS) == []
    assert role(model, 13, BoardRole.MOVES) == [
        Move(card("2H"), 41, 13),
        Move(card("2D"), 42, 13),
        Move(card("2C"), 43, 13),
    ]


def test_display_is_the_card_as_printed_and_the_model_holds_no_sentences(
    model: BoardModel,
) -> None:
    display = Qt.ItemDataRole.DisplayRole
    assert [role(model, sq, display) for sq in (0, 3, 13, 27, 28)] == ["2♠", None, None, None, None]
    # Tooltips and screen-reader names are worded by the view (ui/board/accessibility.py).
    for words in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
        assert {role(model, sq, words) for sq in range(SQUARES)} == {None}


def test_hint_marks_its_card_and_gap(model: BoardModel) -> None:
    seen = record_changes(model)
    model.set_hint(Move(card("5S"), 39, 3))
    assert {sq for sq in range(52) if role(model, sq, BoardRole.HINT)} == {3, 39}
    assert sorted(seen) == [(3, 3), (39, 39)]
    model.set_hint(None)
    assert not any(role(model, sq, BoardRole.HINT) for sq in range(52))


def test_selection_role(model: BoardModel) -> None:
    model.set_selection(41)
    assert role(model, 41, BoardRole.SELECTED) is True
    assert model.selection == 41
    assert sum(bool(role(model, sq, BoardRole.SELECTED)) for sq in range(52)) == 1


def test_refresh_after_a_move_signals_only_the_cells_that_changed(model: BoardModel) -> None:
    seen = record_changes(model)
    model.game.play(Move(card("5S"), 39, 3))
    model.refresh()
    assert all(a == b for a, b in seen), "every signal covers exactly one cell"
    # 3 and 39 changed hands; 39 became a first-column gap, so each loose 2 now has
    # two destinations (41, 42, 43). Nothing else changed.
    assert {a for a, _ in seen} == {3, 39, 41, 42, 43}
    assert role(model, 3, BoardRole.IN_PLACE) is True
    assert role(model, 39, BoardRole.GAP_NEEDS) == [card("2H"), card("2D"), card("2C")]


def test_the_winning_move_reports_every_gap_as_the_goal() -> None:
    # A gap after a King is a block until the game is won, then the goal: the
    # winning move touches one gap, but every gap changes (the view repaints them).
    model = BoardModel(
        Game.from_board(
            layout(
                "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- KS",
                "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --",
                "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --",
                "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --",
            )
        )
    )
    gaps = (25, 38, 51)
    assert [role(model, square, BoardRole.GOAL) for square in gaps] == [False] * 3
    seen = record_changes(model)
    model.game.play(Move(card("KS"), 12, 11))
    model.refresh()
    assert model.board.is_won()
    assert {square for square, _ in seen} >= {12, *gaps}
    assert [role(model, square, BoardRole.GOAL) for square in (12, *gaps)] == [True] * 4


def test_refresh_without_change_is_silent(model: BoardModel, qtbot) -> None:
    with qtbot.assertNotEmitted(model.dataChanged):
        model.refresh()


def test_full_refresh_is_one_signal_over_the_grid(model: BoardModel, qtbot) -> None:
    model.game.play(Move(card("5S"), 39, 3))
    with qtbot.waitSignal(model.dataChanged) as blocker:
        model.refresh(full=True)
    top_left, bottom_right = blocker.args[0], blocker.args[1]
    assert (top_left.row(), top_left.column()) == (0, 0)
    assert (bottom_right.row(), bottom_right.column()) == (3, 12)


def test_refresh_drops_a_stale_hint_and_selection(model: BoardModel) -> None:
    model.set_hint(Move(card("2H"), 41, 13))
    model.set_selection(41)
    model.game.play(Move(card("2H"), 41, 13))
    model.refresh()
    assert model.hint is None
    assert model.selection is None
    assert not any(role(model, sq, BoardRole.HINT) for sq in range(52))


def test_refresh_keeps_a_hint_that_is_still_legal(model: BoardModel) -> None:
    hint = Move(card("2D"), 42, 13)
    model.set_hint(hint)
    model.game.play(Move(card("5S"), 39, 3))
    model.refresh()
    assert model.hint == hint


def test_new_game_is_a_reset(model: BoardModel, qtbot) -> None:
    model.set_selection(41)
    with qtbot.waitSignal(model.modelReset), qtbot.assertNotEmitted(model.dataChanged):
        model.set_game(Game.new(1))
    assert model.selection is None
    assert role(model, 0, BoardRole.CARD) == Game.new(1).board[0]


def test_the_model_keeps_the_qt_model_contract(qtmodeltester, qtbot) -> None:
    model = BoardModel(Game.new(7))
    qtmodeltester.check(model, force_py=True)
    game = model.game
    game.play(game.board.legal_moves()[0])
    model.refresh()
    qtmodeltester.check(model, force_py=True)


def test_a_move_names_the_roles_that_changed(qtbot) -> None:
    game = Game.new(7)
    model = BoardModel(game)
    move = game.board.legal_moves()[0]
    roles = [Qt.ItemDataRole.DisplayRole, *BoardRole]

    def values() -> dict[tuple[int, int], object]:
        return {
            (square, role): model.index_of(square).data(role)
            for square in range(SQUARES)
            for role in roles
        }

    before = values()
    changes: dict[int, set[int]] = {}
    model.dataChanged.connect(
        lambda first, _last, named: changes.setdefault(square_of(first), set()).update(named)
    )
    game.play(move)
    model.refresh()
    after = values()
    differ: dict[int, set[int]] = {}
    for (square, role), value in after.items():
        if before[square, role] != value:
            differ.setdefault(square, set()).add(int(role))
    assert {move.source, move.target} <= set(differ)
    # Each changed square is announced once with exactly the roles whose value changed.
    assert changes == differ
