"""What a new player met in the window (issue 38's small findings), each through real
widgets and real mouse and key events: the words of a game without shuffles, the
leaving question and the statistics row, passing messages that go or fit, the clock,
the time of a win undone and redone, Show the route on the panel and the menu alike,
the language's menu, and the board laid out in its room."""

from __future__ import annotations

from PySide6.QtTest import QTest

from addiction.engine import Game, Rules
from tests.ui import test_main_window
from tests.ui.test_hints_in_window import ask_hint

# The main window's fixture: the window as the command line opens it.
open_window = test_main_window.open_window

LINE_UP = Rules.preset("line-up")
ANSWER_MS = 60_000  # a worker's answer on a loaded machine


def test_line_up_hints_and_badge_name_no_shuffle(qtbot, open_window) -> None:
    """Line Up deals no shuffle: neither a winnable deal's hint (deal 1) nor a lost
    one's (deal 4) speaks of winning "without a shuffle", nor does the badge."""
    window = open_window("--rules", "line-up", "--deal", "1")
    window.menus.winnability_action.trigger()
    for deal, badge in ((1, "Winnable"), (4, "Not winnable")):
        window.controller.start_game(Game.new(deal, LINE_UP))
        ask_hint(qtbot, window)
        sentence = window.status.hint_label.text()
        assert ": from here the " in sentence
        assert "shuffle" not in sentence
        assert window.view.accessibleDescription() == sentence  # the board's callout
        qtbot.waitUntil(
            lambda: window.status.winnability_label.text() != "Checking…", timeout=ANSWER_MS
        )
        assert window.status.winnability_label.text() == badge
    QTest.qWait(0)
