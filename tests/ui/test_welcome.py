"""The welcome: shown on a new player's first start only, from Help > Welcome, each
choice started by a real click; and level 1, the guided game, hinting after each move."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.control.notices import HintShown
from addiction.engine import Move, campaign, daily
from addiction.engine.hints import Hint
from addiction.start_options import parse_arguments
from addiction.ui.dialogs.welcome import WelcomeChoice, WelcomeDialog
from addiction.ui.main_window import MainWindow
from tests.ui.test_daily_window import DAY
from tests.ui.test_main_window import click_square, open_window, single_move
from tests.ui.test_watching import HINT_TIMEOUT_MS

__all__ = ["open_window"]  # the fixture, shared with the main window's tests


def greeted(qtbot, window: MainWindow) -> bool:
    """Whether a first-start greeting opens the welcome (closed at once if it does)."""
    seen: list[bool] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        seen.append(isinstance(dialog, WelcomeDialog))
        if isinstance(dialog, WelcomeDialog):
            dialog.reject()

    QTimer.singleShot(0, look)
    window.welcome.greet_on_first_start()
    qtbot.waitUntil(lambda: bool(seen))
    return seen[0]


def answer_welcome(choice: WelcomeChoice | None, seen: list[str]) -> None:
    """When the welcome opens, note its campaign line and click choice (None: Escape)."""

    def click() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, WelcomeDialog)
        seen.append(dialog.buttons[WelcomeChoice.CAMPAIGN].text())
        if choice is None:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
        else:
            QTest.mouseClick(dialog.buttons[choice], Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click)


@pytest.mark.parametrize("choice", list(WelcomeChoice))
def test_each_button_is_the_choice_it_names(qtbot, choice: WelcomeChoice) -> None:
    dialog = WelcomeDialog("1 December 2026", 1)
    qtbot.addWidget(dialog)
    answer_welcome(choice, [])
    assert dialog.exec()
    assert dialog.choice is choice


def test_escape_chooses_nothing_and_a_returning_player_goes_on_with_the_campaign(qtbot) -> None:
    dialog = WelcomeDialog("1 December 2026", 12)
    qtbot.addWidget(dialog)
    assert "1 December 2026" in dialog.buttons[WelcomeChoice.DAILY].description()
    assert "Level 12" in dialog.buttons[WelcomeChoice.CAMPAIGN].description()
    answer_welcome(None, [])
    assert not dialog.exec()
    assert dialog.choice is None


def test_a_first_start_welcomes_once_and_the_daily_is_one_click_away(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window()
    window.controller.today = lambda: DAY
    seen: list[str] = []
    answer_welcome(WelcomeChoice.DAILY, seen)
    window.welcome.greet_on_first_start()
    assert seen == ["Start the campaign"]
    assert window.controller.game.deal_number == daily.for_date(DAY).deal_number
    assert window.windowTitle().startswith("Daily deal, 16 December 2027")
    window.close()

    again = open_window()  # a relaunch: never again
    again.welcome.greet_on_first_start()  # a welcome would wait here for a click
    assert again.preferences.welcomed


def test_a_player_of_an_older_version_is_not_greeted_as_new(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window()
    window.close()  # saves the window's size, as every older version did
    window.preferences.welcomed = False  # which they never knew
    again = open_window()
    again.welcome.greet_on_first_start()  # a welcome would wait here for a click
    assert again.preferences.welcomed


def test_a_player_whose_game_with_moves_is_taken_up_is_not_greeted_as_new(
    open_window: Callable[..., MainWindow], qtbot
) -> None:
    """The app killed mid-game before its window ever closed (no size saved), then
    started plainly: the autosaved game comes back, and no welcome over it."""
    window = open_window("--deal", "9")
    click_square(window, single_move(window.controller.game.board).source)
    window.controller.save()
    window.preferences.geometry = QByteArray()  # as if it never closed
    again = open_window()
    assert again.controller.game.deal_number == 9 and again.controller.game.moved
    assert not greeted(qtbot, again)
    assert again.preferences.welcomed


def test_help_welcome_starts_the_campaign_at_the_next_level(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window("--deal", "5")
    seen: list[str] = []
    answer_welcome(WelcomeChoice.CAMPAIGN, seen)
    window.menus.welcome_action.trigger()
    assert seen == ["Start the campaign"]
    assert window.controller.level == campaign.level(1)


def test_only_a_plain_start_is_a_first_start() -> None:
    assert parse_arguments([]).asks_for_nothing
    for argv in (["--deal", "7"], ["--level", "2"], ["--daily"]):
        assert not parse_arguments(argv).asks_for_nothing


def test_the_guided_level_shows_a_hint_after_each_move(
    open_window: Callable[..., MainWindow], qtbot
) -> None:
    window = open_window("--level", "1")
    shown: list[HintShown] = []
    window.controller.hintShown.connect(shown.append)

    def hinted() -> Hint:
        qtbot.waitUntil(
            lambda: any(isinstance(s.news, Hint) for s in shown), timeout=HINT_TIMEOUT_MS
        )
        return next(s.news for s in shown if isinstance(s.news, Hint))

    first = hinted()  # the level opened with its first hint
    assert isinstance(first.move, Move)
    shown.clear()
    click_square(window, first.move.source)  # the player follows it
    assert window.controller.game.moves_made == 1
    second = hinted()
    assert second.move != first.move
    assert window.controller.game.board.play(second.move) is not None
