"""Copy result: a finished game in one line with its code, by a real click on the
end panel; the code opens the same deal."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from addiction.engine import Game, Rules, Shuffle, campaign, daily
from addiction.ui.main_window import MainWindow
from tests.ui.test_daily_window import DAY
from tests.ui.test_main_window import open_window, play_until_stuck

__all__ = ["open_window"]  # the fixture, shared with the main window's tests


def copied(window: MainWindow) -> str:
    button = window.sharing.copy_button
    assert button.isVisibleTo(window)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    return QGuiApplication.clipboard().text()


def test_a_won_daily_is_shared_with_its_day_moves_shuffles_and_code(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window("--deal", "5")
    controller = window.controller
    controller.today = lambda: DAY
    controller.start_daily(DAY, on_the_day=True)
    route = daily.for_date(DAY).route
    for step in route:
        assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
    text = copied(window)
    moves, code = len(route), controller.game.code
    assert text == f"Addiction daily 16 Dec 2027 - won in {moves} moves, no shuffle · code {code}"
    assert Game.from_code(text.rpartition("code ")[2]).initial == daily.for_date(DAY).board


def test_a_level_and_a_lost_deal_say_what_they_were(open_window: Callable[..., MainWindow]) -> None:
    window = open_window("--level", "60")
    controller = window.controller
    for step in campaign.level(60).route:
        assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
    game = controller.game
    assert copied(window).startswith(
        f"Montana level 60 - won in {game.moves_made} moves, {game.shuffles_used} shuffles · "
    )

    controller.start_game(Game.new(5, Rules.preset("montana")))
    controller.shuffle()
    play_until_stuck(window)
    while controller.game.can_shuffle:
        controller.shuffle()
        play_until_stuck(window)
    board = controller.game.board
    assert copied(window).startswith(
        f"Montana deal 5 - stuck with {board.in_place_count()} of 48 cards in place after "
    )


def test_nothing_is_copied_while_the_game_goes_on(open_window: Callable[..., MainWindow]) -> None:
    window = open_window("--deal", "5")
    QGuiApplication.clipboard().setText("before")
    window.sharing.copy_action.trigger()
    assert QGuiApplication.clipboard().text() == "before"
