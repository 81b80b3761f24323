"""Hints and the winnability badge in the main window, through real key and mouse events."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from addiction.control.notices import DailyNotice
from addiction.control.winnability import Winnability
from addiction.engine import Board, Game, solve
from addiction.engine.hints import STUDY_NODES, find_hint
from addiction.engine.solver import SolveStatus
from addiction.ui.window import status_line
from addiction.ui.wording import hint_text
from tests.control.test_hint_worker import break_the_interpreter
from tests.positions import SOLVED_TEXT, layout
from tests.ui import test_main_window
from tests.ui.test_main_window import click_square, press, single_move

# The main window's fixture: the window as the command line opens it.
open_window = test_main_window.open_window

NEARLY_WON = Board.parse(SOLVED_TEXT.replace("QS KS --", "QS -- KS", 1))
STUCK = layout("KS -- ...", "KH -- ...", "KD -- ...", "KC -- ...")
WORDS = {
    SolveStatus.WIN: "Winnable without a shuffle",
    SolveStatus.NO_WIN: "Not winnable without a shuffle",
    SolveStatus.UNKNOWN: "Too hard to tell",
}


def ask_hint(qtbot, window) -> None:
    with qtbot.waitSignal(window.controller.hint_worker.hintReady, timeout=60000):
        press(window, "H")


def test_the_hint_sentence_stays_until_the_position_changes(
    qtbot, open_window, monkeypatch
) -> None:
    window = open_window("--deal", "11")
    ask_hint(qtbot, window)
    hint = window.controller.model.hint
    sentence = window.status.hint_label.text()
    assert sentence.startswith(f"{hint.card.label} to row ")
    assert ": from here the " in sentence
    # Another message covers it for a while (MESSAGE_MS, short here), then goes by itself.
    monkeypatch.setattr(status_line, "MESSAGE_MS", 1)
    bar = window.statusBar()
    with qtbot.waitSignal(
        bar.messageChanged, check_params_cb=lambda text: text == "", timeout=5000
    ):
        window.copy_code()
        assert bar.currentMessage().startswith("Copied the game code")
        assert not window.status.hint_label.isVisible()
    assert window.status.hint_label.isVisible() and window.status.hint_label.text() == sentence
    click_square(window, single_move(window.controller.game.board).source)
    assert window.status.hint_label.text() == ""


def test_a_shuffle_hint_lights_up_both_shuffle_buttons_until_the_shuffle(
    qtbot, open_window
) -> None:
    window = open_window("--deal", "11")
    window.controller.start_game(Game.from_board(STUCK))
    assert window.banner.isVisible()
    buttons = (window.shuffle_tool_button, window.banner.button)
    assert not any(button.property("hinted") for button in buttons)
    sizes = [button.size() for button in buttons]
    ask_hint(qtbot, window)
    assert "Shuffle" in window.status.hint_label.text()
    assert all(button.property("hinted") for button in buttons)
    assert all("#4fc3ff" in button.styleSheet() for button in buttons)
    assert [button.size() for button in buttons] == sizes  # nothing around them moves
    QTest.mouseClick(window.banner.button, Qt.MouseButton.LeftButton)
    assert window.controller.game.shuffles_used == 1
    assert not any(button.property("hinted") for button in buttons)
    assert window.status.hint_label.text() == ""


def test_the_badge_is_off_by_default_and_answers_a_winnable_and_an_unwinnable_round(
    qtbot, open_window
) -> None:
    window = open_window("--deal", "11")
    assert not window.menus.winnability_action.isChecked()
    assert not window.status.winnability_label.isVisible()
    assert "Off by default" in window.status.winnability_label.toolTip()
    window.controller.start_game(Game.from_board(NEARLY_WON))
    window.menus.winnability_action.trigger()
    assert window.preferences.show_winnability
    assert window.status.winnability_label.isVisible()
    qtbot.waitUntil(
        lambda: window.status.winnability_label.text() == "Winnable without a shuffle",
        timeout=60000,
    )
    window.controller.start_game(Game.new(10))  # a deal no line wins without a shuffle
    assert window.status.winnability_label.text() == "Checking…"
    qtbot.waitUntil(
        lambda: window.status.winnability_label.text() == "Not winnable without a shuffle",
        timeout=60000,
    )
    window.menus.winnability_action.trigger()
    assert (
        not window.preferences.show_winnability and not window.status.winnability_label.isVisible()
    )


def test_the_badge_never_shows_an_answer_for_a_position_no_longer_on_the_table(
    qtbot, open_window
) -> None:
    window = open_window("--deal", "11")  # winnable; after 2D to its gap it is not
    shown: list[tuple[str, Board]] = []
    window.winnability.changed.connect(
        lambda _: shown.append(
            (window.status.winnability_label.text(), window.controller.game.board)
        )
    )
    late: list[Board] = []  # answers that came after their position had left the table
    window.controller.hint_worker.studied.connect(
        lambda studied: (
            late.append(studied.board) if studied.board != window.controller.game.board else None
        )
    )
    window.menus.winnability_action.trigger()
    start = window.controller.game.board
    two = next(m for m in start.legal_moves() if m.card.code == "2D")
    assert len(start.moves_from(two.source)) == 1
    click_square(window, two.source)  # before the answer for the start comes
    for _ in range(3):
        click_square(window, single_move(window.controller.game.board).source)
    final = window.controller.game.board
    qtbot.waitUntil(
        lambda: window.winnability.state not in (Winnability.CHECKING, Winnability.NONE),
        timeout=60000,
    )
    assert late == []  # the study of each position left was stopped: no answer came
    assert shown[-1] == ("Not winnable without a shuffle", final)
    for text, board in shown:
        if text != "Checking…":
            assert text == WORDS[solve(board, max_nodes=STUDY_NODES).status]


def test_a_hint_is_not_hidden_under_a_message_that_came_before_it(qtbot, open_window) -> None:
    window = open_window("--deal", "11")
    window.controller.message.emit(DailyNotice.PREPARING)  # shown for 6 s
    ask_hint(qtbot, window)
    qtbot.waitUntil(lambda: window.status.hint_label.text() != "")
    assert window.statusBar().currentMessage() == ""
    assert window.status.hint_label.isVisible()


def test_the_badge_does_not_stay_on_checking_when_no_worker_can_start(
    qtbot, open_window, monkeypatch
) -> None:
    window = open_window("--deal", "11")
    break_the_interpreter(monkeypatch)
    with qtbot.waitSignal(window.controller.hint_worker.studyFailed, timeout=10000):
        window.menus.winnability_action.trigger()
    assert window.winnability.state is Winnability.NONE
    assert window.status.winnability_label.text() == ""
    monkeypatch.undo()
    click_square(window, single_move(window.controller.game.board).source)  # the next position
    assert window.status.winnability_label.text() == "Checking…"
    qtbot.waitUntil(
        lambda: window.winnability.state not in (Winnability.CHECKING, Winnability.NONE),
        timeout=60000,
    )
    status = solve(window.controller.game.board, max_nodes=STUDY_NODES).status
    assert window.status.winnability_label.text() == WORDS[status]


def test_the_sentence_says_what_the_line_gets_from_here_not_what_one_move_does() -> None:
    start = Board.deal(10)  # not winnable without a shuffle
    hint = find_hint(start, can_shuffle=True)
    assert hint.move is not None
    best = solve(start).best_in_place
    assert hint_text(hint, 13) == (
        f"{hint.move.card.label} to row {hint.move.target // 13 + 1}, column "
        f"{hint.move.target % 13 + 1}: from here the best line gets {best} cards in place "
        "(none wins without a shuffle)."
    )
    cut_short = find_hint(Board.deal(5), can_shuffle=True, max_nodes=10)
    assert "from here the best line found so far gets" in hint_text(cut_short, 13)
