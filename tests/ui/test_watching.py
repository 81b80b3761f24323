"""Watching the app play (addiction/ui/window/watching.py, addiction/control/action_player.py):
Show the route of a finished daily, Autoplay by the hints, stop on a click or a key,
Undo afterwards, the speed preference, and the statistics, with a real database
across a relaunch."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.control.action_player import INTERVAL_MS, StopReason
from addiction.engine import Game, GameStatus, Termination, daily
from addiction.store.settings import REPLAY_SPEEDS
from addiction.ui.main_window import MainWindow
from tests.ui.test_main_window import click_square, open_window, press, single_move

__all__ = ["open_window"]  # the fixture

DAY = datetime.date(2027, 12, 16)
# Autoplay waits for the hint worker process, which starts on the first hint.
HINT_TIMEOUT_MS = 60_000


def given_up_daily(open_window) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window on DAY's daily, a move made by a click, then given up (recorded)."""
    window = open_window("--daily", DAY.isoformat())
    assert not window.watching.show_route_action.isEnabled()  # not while it is played
    click_square(window, single_move(window.controller.game.board).source)
    window.menus.give_up_action.trigger()
    assert window.controller.game.status is GameStatus.LOST
    return window


def recorded(window: MainWindow) -> list[Termination]:
    statistics = window.controller.statistics
    assert statistics is not None
    return [game.termination for game in statistics.history().games]


def stops(window: MainWindow) -> list[StopReason]:
    seen: list[StopReason] = []
    window.watching.player.stopped.connect(seen.append)
    return seen


def test_show_the_route_of_a_given_up_daily_ends_on_a_won_board_and_counts_nothing(
    qtbot, open_window
) -> None:
    window = given_up_daily(open_window)
    route = daily.for_date(DAY).route
    assert recorded(window) == [Termination.GIVEN_UP]
    watching = window.watching
    assert watching.show_route_action.isEnabled()
    watching.player.set_interval(0)
    seen = stops(window)
    lines: list[str] = []
    watching.player.progressed.connect(lambda *_: lines.append(watching.progress_label.text()))

    watching.show_route_action.trigger()
    assert window.controller.game.board == daily.for_date(DAY).board  # from the start
    assert window.statusBar().currentMessage() == "Any click or key stops it."
    qtbot.waitUntil(lambda: bool(seen), timeout=20_000)
    assert seen == [StopReason.FINISHED]
    assert window.controller.game.status is GameStatus.WON
    assert window.controller.game.history == route
    assert lines[0] == f"Move 0 of {len(route)}"
    assert lines[34] == f"Move 34 of {len(route)}"
    assert lines[-1] == f"Move {len(route)} of {len(route)}"
    assert watching.progress_label.toolTip() == "Any click or key stops it."
    assert watching.progress_label.isHidden()
    assert window.statusBar().currentMessage() == f"The route is played: {len(route)} moves."
    assert window.end_panel.title.text() == "The route wins"
    statistics = window.controller.statistics
    assert statistics is not None
    assert recorded(window) == [Termination.GIVEN_UP]  # the route's win is not recorded
    assert statistics.daily_results()[DAY].outcome is Termination.GIVEN_UP

    window.close()
    again = open_window()
    assert recorded(again) == [Termination.GIVEN_UP]
    assert again.controller.game.status is GameStatus.WON
    assert again.windowTitle().startswith("Daily deal, 16 December 2027")
    again.controller.restart()  # after the end: a game of the player's own, counted
    assert again.controller.counted


def test_a_click_stops_the_route_and_the_players_game_comes_back(qtbot, open_window) -> None:
    """The route's replay is not the player's game: stopped short, it goes (Restart
    and all, with nothing left to redo), and the given-up game is on the table again
    with its end panel, still counted, also after a relaunch."""
    window = given_up_daily(open_window)
    given_up = window.controller.game.board
    watching = window.watching
    watching.player.set_interval(0)
    seen = stops(window)
    watching.show_route_action.trigger()
    qtbot.waitUntil(lambda: watching.player.played >= 10, timeout=20_000)
    board = window.controller.game.board
    # A click on a card that could move: it stops the replay and plays nothing.
    click_square(window, single_move(board).source)
    assert seen == [StopReason.INTERRUPTED]
    played = watching.player.played
    assert not watching.player.running
    QApplication.processEvents()  # the interval is 0: a step still due would be played now
    controller = window.controller
    assert controller.game.board == given_up and controller.game.given_up
    assert controller.game.moves_made == 1 and controller.counted
    assert not controller.undo_stack.canRedo() and not window.menus.redo_action.isEnabled()
    assert window.end_panel.isVisible() and window.end_panel.title.text() == "Game given up"
    assert window.statusBar().currentMessage() == (
        f"Stopped at move {played} of {len(daily.for_date(DAY).route)}; "
        "your game is back on the table."
    )
    assert recorded(window) == [Termination.GIVEN_UP]

    window.close()
    again = open_window()
    assert again.controller.game.board == given_up and again.controller.game.given_up
    assert again.controller.counted
    assert recorded(again) == [Termination.GIVEN_UP]


def test_a_key_stops_the_route_and_fires_no_shortcut(qtbot, open_window) -> None:
    window = given_up_daily(open_window)
    code = window.controller.game.code
    watching = window.watching
    watching.player.set_interval(0)
    watching.show_route_action.trigger()
    qtbot.waitUntil(lambda: watching.player.played >= 5, timeout=20_000)
    press(window, "Ctrl+N")  # stops; no new game is dealt
    assert not watching.player.running
    assert window.controller.game.code == code and window.controller.game.given_up
    press(window, "Ctrl+N")  # now it deals one (a finished game asks nothing)
    assert window.controller.game.code != code


def test_closing_the_window_stops_the_route_and_the_next_launch_finds_the_players_game(
    qtbot, open_window
) -> None:
    window = given_up_daily(open_window)
    given_up = window.controller.game.board
    window.watching.player.set_interval(0)
    window.watching.show_route_action.trigger()
    qtbot.waitUntil(lambda: window.watching.player.played >= 5, timeout=20_000)
    window.close()
    assert not window.watching.player.running
    again = open_window()
    assert again.controller.game.board == given_up and again.controller.game.given_up
    assert again.controller.counted


def test_the_speed_is_a_preference_and_sets_the_timer(open_window) -> None:
    window = open_window("--deal", "5")
    group = window.watching.speed_group
    assert [action.data() for action in group.actions()] == list(REPLAY_SPEEDS)
    assert set(INTERVAL_MS) == set(REPLAY_SPEEDS)
    assert window.watching.player.interval() == INTERVAL_MS["normal"]
    slow = next(action for action in group.actions() if action.data() == "slow")
    slow.trigger()
    assert window.watching.player.interval() == INTERVAL_MS["slow"]
    assert INTERVAL_MS["slow"] > INTERVAL_MS["normal"] > INTERVAL_MS["fast"]
    window.close()
    again = open_window()
    assert again.preferences.replay_speed == "slow"
    assert again.watching.player.interval() == INTERVAL_MS["slow"]
    checked = again.watching.speed_group.checkedAction()
    assert checked is not None and checked.data() == "slow"


def test_autoplay_late_in_a_game_asks_wins_and_records_a_give_up_not_a_win(
    qtbot, open_window
) -> None:
    route = daily.for_date(DAY).route
    window = open_window("--deal", str(daily.for_date(DAY).deal_number))
    for move in route[:-6]:
        assert window.controller.play(move)
    watching = window.watching
    watching.player.set_interval(0)
    seen = stops(window)
    window.prompts.confirm_answer = False
    watching.autoplay_action.trigger()
    assert window.prompts.asked == [
        "Let the app play this game? Your game ends here as given up in the statistics; "
        "what the app plays is never counted."
    ]
    assert not watching.player.running and recorded(window) == []  # "No": nothing changes
    window.prompts.confirm_answer = True
    watching.autoplay_action.trigger()
    assert recorded(window) == [Termination.GIVEN_UP]
    qtbot.waitUntil(lambda: bool(seen), timeout=HINT_TIMEOUT_MS)
    assert seen == [StopReason.FINISHED]
    assert window.controller.game.status is GameStatus.WON
    assert window.end_panel.title.text() == "The app won"
    assert recorded(window) == [Termination.GIVEN_UP]
    press(window, "Ctrl+Z")  # the app's moves are on the undo stack like any
    assert window.controller.game.status is GameStatus.PLAYING
    window.close()
    again = open_window()
    assert recorded(again) == [Termination.GIVEN_UP]
    statistics = again.controller.statistics
    assert statistics is not None and statistics.summary().won == 0


def test_autoplay_on_an_untouched_game_says_so_and_counts_nothing(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    window.controller.start_game(Game.new(daily.for_date(DAY).deal_number))
    watching = window.watching
    watching.player.set_interval(0)
    seen = stops(window)
    watching.autoplay_action.trigger()
    assert window.prompts.asked == []
    assert window.statusBar().currentMessage() == (
        "The app plays this game: it does not count in your statistics. Any click or key stops it."
    )
    qtbot.waitUntil(lambda: watching.player.played >= 2, timeout=HINT_TIMEOUT_MS)
    assert watching.progress_label.text().startswith("Autoplay: move ")
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert seen == [StopReason.INTERRUPTED]
    assert not window.controller.leaving_counts_as_loss  # the app's game: no question
    window.controller.new_numbered_deal(9)
    assert recorded(window) == []


def test_giving_up_a_game_the_app_played_asks_nothing_and_records_nothing(
    qtbot, open_window
) -> None:
    window = open_window("--deal", "5")
    window.controller.start_game(Game.new(daily.for_date(DAY).deal_number))
    watching = window.watching
    watching.player.set_interval(0)
    watching.autoplay_action.trigger()
    qtbot.waitUntil(lambda: watching.player.played >= 1, timeout=HINT_TIMEOUT_MS)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)  # stops it
    window.menus.give_up_action.trigger()
    assert window.prompts.asked == []
    assert window.controller.game.given_up
    assert recorded(window) == []


def test_a_derived_dailys_route_is_derived_again_after_a_relaunch_when_the_menu_opens(
    qtbot, open_window
) -> None:
    date = datetime.date(2026, 12, 1)  # the data file holds 2027 only
    window = open_window("--deal", "5")
    window.controller.start_daily(date, wait=True)
    click_square(window, single_move(window.controller.game.board).source)
    window.menus.give_up_action.trigger()
    assert window.watching.show_route_action.isEnabled()  # known since it was started
    window.close()

    again = open_window()
    assert again.controller.game.given_up
    assert not again.watching.show_route_action.isEnabled()
    bar = again.menuBar()
    play = bar.actionGeometry(again.menus.play_menu.menuAction()).center()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=play)  # the player opens the Play menu
    assert again.menus.play_menu.isVisible()
    qtbot.waitUntil(again.watching.show_route_action.isEnabled, timeout=60_000)
    again.menus.play_menu.close()
    assert again.controller.verified_route() == daily.derive(date).route


def test_a_game_the_app_won_is_still_the_apps_win_after_a_relaunch(qtbot, open_window) -> None:
    route = daily.for_date(DAY).route
    window = open_window("--deal", str(daily.for_date(DAY).deal_number))
    for move in route[:-3]:
        assert window.controller.play(move)
    window.watching.player.set_interval(0)
    window.prompts.confirm_answer = True
    window.watching.autoplay_action.trigger()
    qtbot.waitUntil(
        lambda: window.controller.game.status is GameStatus.WON, timeout=HINT_TIMEOUT_MS
    )
    window.close()
    again = open_window()  # the won game is taken up from the autosave
    assert again.controller.game.status is GameStatus.WON
    assert again.end_panel.isVisible()
    assert again.end_panel.title.text() == "The app won"
    assert recorded(again) == [Termination.GIVEN_UP]
