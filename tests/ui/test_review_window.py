"""The review window (addiction/ui/review/) with real widgets, real clicks and keys,
and the real review worker: games whose turning point or closest call is known by
construction (tests/engine/review_games.py), opened after a game ends and from a
statistics row. Every wait has a timeout."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QToolButton
from pytestqt.qtbot import QtBot

from addiction.app import create_main_window
from addiction.control.notices import WorkerFailed, WorkerTrouble
from addiction.control.review import GameReviewer, ReviewFailed
from addiction.engine import Board, Game, Move, Rules, Termination
from addiction.engine.action_codec import encode_actions
from addiction.engine.review import ReviewBudget, Verdict, review
from addiction.start_options import parse_arguments
from addiction.store.settings import Preferences
from addiction.store.statistics import GameResult, StatisticsDatabase
from addiction.ui.review import ReviewWindow
from addiction.ui.statistics import StatisticsWindow
from addiction.ui.statistics.games_page import GamesPage
from tests.children import alive
from tests.engine.review_games import (
    AMPLE,
    Spoiled,
    along,
    not_winnable,
    play_until_stuck,
    spoiled,
    winnable,
    won,
)
from tests.prompts import ScriptedPrompts

#: The longest wait for a review: generous for a loaded machine, short of a hang.
REVIEW_WAIT_MS = 240_000
ADDICTION = Rules.preset("addiction")


@pytest.fixture(autouse=True)
def ample_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GameReviewer, "budget", AMPLE)


@pytest.fixture(scope="module")
def made() -> Spoiled:
    """Deal 11 winnable until one move (made.turning), then played until stuck."""
    return spoiled(ADDICTION, Board.deal(11), 30)


def open_review(qtbot: QtBot, game: Game) -> ReviewWindow:
    window = ReviewWindow(game)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):  # the step keys are the window's shortcuts
        window.show()
        window.activateWindow()
    return window


def wait_for_review(qtbot: QtBot, window: ReviewWindow) -> None:
    qtbot.waitUntil(
        lambda: not window.state_label.text().startswith("Reviewing…"), timeout=REVIEW_WAIT_MS
    )
    assert window.state_label.text() == "Reviewed by the solver."


def key(window: ReviewWindow, which: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        QTest.keyClick(window.strip, which)


def test_the_turning_point_is_marked_and_stepping_there_gives_the_advice(
    qtbot: QtBot, made: Spoiled
) -> None:
    window = open_review(qtbot, made.game)
    assert window.strip.count() == made.game.moves_made + 1  # the deal, then each move
    assert window.strip.item(0).text() == "Start: the deal"
    wait_for_review(qtbot, window)
    turning_row = made.turning + 1
    assert window.marked_rows() == [turning_row]
    assert window.strip.item(turning_row).text().endswith("— turning point")

    window.strip.scrollToItem(window.strip.item(turning_row))
    rect = window.strip.visualItemRect(window.strip.item(turning_row))
    QTest.mouseClick(window.strip.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.step == turning_row
    advice = window.advice_label.text()
    played = moves_of(made.game)[made.turning]
    assert f"After move {turning_row} ({played.card.label} to row" in advice
    assert "could no longer be won without a shuffle" in advice
    assert window.model.hint is None  # the better move is a move of the step before

    key(window, Qt.Key.Key_Left)
    assert window.step == made.turning
    better = window.model.hint
    assert better is not None and better != played
    assert window.model.cell(better.source).hint and window.model.cell(better.target).hint
    assert winnable(window.model.board.play(better))
    assert not_winnable(window.model.board.play(played))
    assert f"{better.card.label} to row" in window.advice_label.text()
    assert "marked on the board" in window.advice_label.text()


def test_the_keys_and_buttons_step_through_the_game(qtbot: QtBot, made: Spoiled) -> None:
    window = open_review(qtbot, made.game)
    last = made.game.moves_made
    assert window.step == 0 and window.model.board == made.game.initial
    key(window, Qt.Key.Key_Right, 3)
    assert window.step == 3 and window.strip.currentRow() == 3
    first, second, third = moves_of(made.game)[:3]
    assert window.model.board == made.game.initial.play(first).play(second).play(third)
    key(window, Qt.Key.Key_End)
    assert window.step == last and window.model.board == made.game.board
    key(window, Qt.Key.Key_Right)
    assert window.step == last  # nothing after the last
    key(window, Qt.Key.Key_Left)
    assert window.step == last - 1
    key(window, Qt.Key.Key_Home)
    assert window.step == 0
    assert window.step_label.text() == f"Step 0 of {last}"
    assert not window.back_action.isEnabled()
    for action, expected in (
        (window.forward_action, 1),
        (window.last_action, last),
        (window.back_action, last - 1),
        (window.first_action, 0),
    ):
        QTest.mouseClick(button_of(window, action.text()), Qt.MouseButton.LeftButton)
        assert window.step == expected


def button_of(window: ReviewWindow, text: str) -> QToolButton:
    return next(b for b in window.findChildren(QToolButton) if b.text() == text)


def test_the_cards_are_drawn_as_on_the_table(qtbot: QtBot, made: Spoiled) -> None:
    assert not open_review(qtbot, made.game).view.fourColourDeck()
    Preferences().four_colour = True
    assert open_review(qtbot, made.game).view.fourColourDeck()


def test_the_board_takes_no_moves(qtbot: QtBot, made: Spoiled) -> None:
    window = open_review(qtbot, made.game)
    board = window.model.board
    requested: list[object] = []
    window.view.moveRequested.connect(requested.append)
    move = board.legal_moves()[0]
    for square in (move.source, move.target):
        QTest.mouseClick(
            window,
            Qt.MouseButton.LeftButton,
            pos=window.view.mapTo(window, window.view.cellRect(square).center()),
        )
    assert requested == [] and window.model.board == board and window.step == 0
    assert not any(window.model.cell(square).movable for square in range(len(board.squares)))


def test_a_won_game_shows_its_closest_call(qtbot: QtBot) -> None:
    game = won(ADDICTION, along(ADDICTION, 11, 40))
    window = open_review(qtbot, game)
    wait_for_review(qtbot, window)
    (row,) = window.marked_rows()
    assert window.strip.item(row).text().endswith("— closest call")
    window.go_to(row - 1)
    assert "Closest call" not in window.advice_label.text()
    before = window.model.board  # where the marked move was played
    key(window, Qt.Key.Key_Right)
    advice = window.advice_label.text()
    assert advice.startswith("This round was won.")
    # The share of winning moves of the position where the move was played, told.
    legal = before.legal_moves()
    winning = [move for move in legal if winnable(before.play(move))]
    assert f"only {len(winning)} of the {len(legal)} moves possible" in advice
    key(window, Qt.Key.Key_End)
    assert window.model.board.is_won()


def test_closing_the_window_ends_its_worker_process(qtbot: QtBot, made: Spoiled) -> None:
    window = open_review(qtbot, made.game)
    qtbot.waitUntil(lambda: window.reviewer.process_ids() != [], timeout=60_000)
    (pid,) = window.reviewer.process_ids()
    QTest.keyClick(window.strip, Qt.Key.Key_Escape)
    assert not window.isVisible() and window.reviewer.process_ids() == []
    qtbot.waitUntil(lambda: not alive(pid), timeout=60_000)


def test_a_review_that_fails_says_so_in_words(qtbot: QtBot, made: Spoiled) -> None:
    window = ReviewWindow(made.game)
    qtbot.addWidget(window)
    window.reviewer.failed.emit(ReviewFailed(WorkerFailed(WorkerTrouble.ENDED)))
    assert window.state_label.text() == (
        "The review could not be made: the helper process ended twice."
    )
    assert window.marked_rows() == []


def test_review_this_game_on_the_end_panel(qtbot: QtBot, made: Spoiled) -> None:
    window = create_main_window(parse_arguments([]), ScriptedPrompts())
    window.preferences.animations = False
    qtbot.addWidget(window)
    window.show()
    window.controller.start_game(copy_of(made.game))
    window.controller.give_up()
    assert window.end_panel.isVisible()
    button = window.review_entry.button
    assert button.isVisibleTo(window.end_panel) and button.text() == "Review this game"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    (review,) = window.findChildren(ReviewWindow)
    try:
        assert review.strip.count() == made.game.moves_made + 1
        wait_for_review(qtbot, review)
        assert review.marked_rows() == [made.turning + 1]
    finally:
        review.close()


def moves_of(game: Game) -> list[Move]:
    """The game's history, which has no shuffle."""
    moves = [action for action in game.history if isinstance(action, Move)]
    assert len(moves) == game.moves_made
    return moves


def copy_of(game: Game) -> Game:
    """A game with the same history (start_game takes the game itself)."""
    copy = Game(game.initial, game.rules, game.deal_number, game.seed)
    for move in moves_of(game):
        copy.play(move)
    return copy


def record(database: StatisticsDatabase, game: Game, actions: bytes | None) -> None:
    """game's result as the controller records it when the game is left (its
    outcome as it stands: a row's kept actions must agree with it)."""
    ending = game.outcome(60.0, leaving=True)
    assert ending is not None
    database.record(
        GameResult(
            game.rules.key,
            game.deal_number,
            game.code,
            ending.termination,
            game.board.in_place_count(),
            game.moves_made,
            game.shuffles_used,
            60.0,
            actions=actions,
        )
    )


def games_tab(qtbot: QtBot, database: StatisticsDatabase) -> StatisticsWindow:
    statistics = StatisticsWindow(database)
    qtbot.addWidget(statistics)
    statistics.show()
    statistics.tabs.setCurrentWidget(statistics.games_page)
    return statistics


def test_a_statistics_row_is_reviewed_from_its_kept_actions(
    qtbot: QtBot, tmp_path: Path, made: Spoiled
) -> None:
    database = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    record(database, made.game, encode_actions(made.game))
    statistics = games_tab(qtbot, database)
    page = statistics.games_page
    reviews = page.reviews
    assert not reviews.button.isEnabled()  # no game chosen yet
    rect = page.games_view.visualRect(page.games_model.index(0, 0))
    QTest.mouseClick(page.games_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert reviews.button.isEnabled()
    QTest.mouseClick(reviews.button, Qt.MouseButton.LeftButton)
    (review,) = statistics.findChildren(ReviewWindow)
    try:
        assert review.strip.count() == made.game.moves_made + 1
        key(review, Qt.Key.Key_End)
        assert review.model.board == made.game.board
        wait_for_review(qtbot, review)
        assert review.marked_rows() == [made.turning + 1]
    finally:
        review.close()
        database.close()


def test_the_table_context_menu_offers_the_review(
    qtbot: QtBot, tmp_path: Path, made: Spoiled
) -> None:
    database = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    record(database, made.game, encode_actions(made.game))
    statistics = games_tab(qtbot, database)  # kept: the page is the window's
    page = statistics.games_page
    page.games_view.selectRow(0)
    offered: list[list[tuple[str, bool]]] = []

    def look() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        offered.append([(action.text(), action.isEnabled()) for action in menu.actions()])
        menu.close()

    QTimer.singleShot(0, look)
    rect = page.games_view.visualRect(page.games_model.index(0, 0))
    page.games_view.customContextMenuRequested.emit(rect.center())
    assert offered == [[("Review this game", True)]]
    database.close()


def test_an_old_row_without_actions_cannot_be_reviewed_and_says_why(
    qtbot: QtBot, tmp_path: Path, made: Spoiled
) -> None:
    path = tmp_path / "statistics.sqlite3"
    database = StatisticsDatabase(path)
    record(database, made.game, None)
    statistics = games_tab(qtbot, database)
    page = statistics.games_page
    page.games_view.selectRow(0)
    reviews = page.reviews
    assert not reviews.button.isEnabled() and not reviews.action.isEnabled()
    why = "This game was recorded before games kept their moves: it cannot be reviewed."
    assert reviews.button.toolTip() == why and reviews.action.toolTip() == why
    assert reviews.open_review() is None and statistics.findChildren(ReviewWindow) == []
    with sqlite3.connect(path) as connection:  # nothing was written by looking
        assert connection.execute("SELECT COUNT(*) FROM game_actions").fetchone() == (0,)
    database.close()


def click_row_of(page: GamesPage, game: Game) -> int:
    """Click the table's row of game; its number."""
    model = page.games_model
    (row,) = [r for r in range(model.rowCount()) if model.game(r).code == game.code]
    rect = page.games_view.visualRect(model.index(row, 0))
    QTest.mouseClick(page.games_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    return row


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        (
            "UPDATE games SET moves = 80",
            "This game's kept moves do not match its record: it cannot be reviewed.",
        ),
        (
            "UPDATE game_actions SET actions = substr(actions, 1, 11)",
            "This game's kept moves do not match its record: it cannot be reviewed.",
        ),
        (
            "UPDATE games SET outcome = 'won'",
            "This game's kept moves do not match its record: it cannot be reviewed.",
        ),
        (
            "UPDATE game_actions SET actions = X'0100000000000000000000'",
            "This game's kept moves do not replay: it cannot be reviewed.",
        ),
    ],
    ids=["moves", "fewer-actions", "outcome", "not-replaying"],
)
def test_a_refused_review_of_a_row_is_said_in_the_window(
    qtbot: QtBot, tmp_path: Path, made: Spoiled, damage: str, said: str
) -> None:
    """Kept moves that are not the row's game (an 80-move row kept with 1 move, a
    row saying won of a game still being played) or do not replay: Review opens
    nothing, and says why on the window, not only in a tooltip."""
    path = tmp_path / "statistics.sqlite3"
    database = StatisticsDatabase(path)
    record(database, made.game, encode_actions(made.game))
    database.record(GameResult("addiction", 5, Game.new(5).code, Termination.LOST, 3, 4, 0, 1.0))
    with sqlite3.connect(path) as connection:
        connection.execute(f"{damage} WHERE {'game_row' if 'game_actions' in damage else 'id'} = 1")
    connection.close()
    statistics = games_tab(qtbot, database)
    page = statistics.games_page
    reviews = page.reviews
    row = click_row_of(page, made.game)
    assert reviews.button.isEnabled() and reviews.refusal.isHidden()
    QTest.mouseClick(reviews.button, Qt.MouseButton.LeftButton)
    assert statistics.findChildren(ReviewWindow) == []
    assert reviews.refusal.isVisible() and reviews.refusal.text() == said
    assert not reviews.button.isEnabled() and reviews.button.toolTip() == said
    page.games_view.selectRow(1 - row)  # another game: its own state, the refusal gone
    assert reviews.refusal.isHidden()
    database.close()


def test_a_row_keeping_a_huge_blob_is_refused_on_sight(
    qtbot: QtBot, tmp_path: Path, made: Spoiled
) -> None:
    """Longer than any game's actions: refused as soon as the row is chosen, from its
    length alone (store/game_actions.py reads no blob that long)."""
    path = tmp_path / "statistics.sqlite3"
    database = StatisticsDatabase(path)
    record(database, made.game, encode_actions(made.game))
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE game_actions SET actions = zeroblob(8 * 1024 * 1024)")
    connection.close()
    statistics = games_tab(qtbot, database)
    page = statistics.games_page
    click_row_of(page, made.game)
    reviews = page.reviews
    said = "This game's kept moves do not replay: it cannot be reviewed."
    assert not reviews.button.isEnabled() and reviews.button.toolTip() == said
    assert reviews.open_review() is None and reviews.refusal.text() == said
    assert reviews.refusal.isVisible()
    database.close()


def test_a_shuffle_step_says_whether_another_moment_would_have_dealt_a_win(
    qtbot: QtBot, made: Spoiled
) -> None:
    game = copy_of(made.game)
    game.shuffle()
    play_until_stuck(game, most=10)
    window = open_review(qtbot, game)
    wait_for_review(qtbot, window)
    shuffle_step = made.game.moves_made + 1  # the shuffle came after every move of made
    assert window.strip.item(shuffle_step).text() == f"{shuffle_step}. Shuffle"
    window.go_to(shuffle_step)
    earlier = review(game, AMPLE).rounds[1].earlier_shuffle
    assert earlier is not None  # Addiction lets a player undo a shuffle, at any time
    expected = {
        Verdict.WINNABLE: f"Shuffling earlier, before move {(earlier.before or 0) + 1}, would",
        Verdict.NOT_WINNABLE: "No earlier moment the solver tried would have dealt",
        Verdict.UNDECIDED: "Whether an earlier shuffle would have dealt a winnable round",
    }[earlier.verdict]
    assert expected in window.advice_label.text()
    window.go_to(shuffle_step - 1)
    assert "earlier" not in window.advice_label.text()


def test_a_turning_point_the_first_look_missed_is_marked_when_the_solver_finds_it(
    qtbot: QtBot, made: Spoiled, monkeypatch: pytest.MonkeyPatch
) -> None:
    small = ReviewBudget(solve_nodes=1000, solve_seconds=60.0, extra_seconds=60.0, passes=8)
    monkeypatch.setattr(GameReviewer, "budget", small)
    window = open_review(qtbot, made.game)
    firsts: list[list[int]] = []
    window.reviewer.reviewedRound.connect(lambda _: firsts.append(window.marked_rows()))
    wait_for_review(qtbot, window)
    assert firsts[0] == []  # the first look could not tell where
    assert window.marked_rows() == [made.turning + 1]
    window.go_to(made.turning)
    assert window.model.hint is not None  # the better move, on the board
    assert "still looking" not in window.advice_label.text()
