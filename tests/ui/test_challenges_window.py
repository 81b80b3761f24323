"""The daily challenges in the window (docs/daily.md): a tier started from the Play
menu and from the calendar, won by playing its verified route through the
controller, counted in a real SQLite database, marked in the calendar, shared with
Copy result, crowned for a whole month of hard wins, still there after a relaunch on
the same data folder; a damaged data file entry is asked of the worker instead,
while the status bar says so."""

from __future__ import annotations

import datetime
import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.engine import Game, GameStatus, Shuffle, Termination, daily, daily_challenges
from addiction.engine.daily_challenges import ChallengeDay, Tier
from addiction.store.statistics import GameResult
from addiction.ui.dialogs.daily_calendar import DailyCalendarDialog
from addiction.ui.main_window import MainWindow
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests

DAY = datetime.date(2027, 7, 14)


def challenge_of(day: datetime.date, tier: Tier) -> daily_challenges.Challenge:
    found = daily_challenges.lookup(day)
    assert found is not None, f"the data file holds {day}"
    return found[tier]


def win(window: MainWindow) -> None:
    """Play the verified route of the challenge on the table through the controller."""
    controller = window.controller
    route = controller.verified_route()
    assert route is not None
    for step in route:
        assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
    assert controller.game.status is GameStatus.WON


def in_calendar(window: MainWindow, look: Callable[[DailyCalendarDialog], None]) -> None:
    """Open the daily calendar from the menu, look at it (and act in it), close it."""
    looked: list[bool] = []

    def look_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, DailyCalendarDialog)
        try:
            look(dialog)
            looked.append(True)
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, look_and_close)
    window.menus.daily_calendar_action.trigger()
    assert looked == [True]


def test_the_hard_challenge_from_the_menu_is_won_counted_marked_and_kept(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window()
    controller = window.controller
    controller.today = lambda: DAY
    hard = challenge_of(DAY, Tier.HARD)
    window.menus.challenge_actions[Tier.HARD].trigger()
    assert controller.challenge == ChallengeDay(DAY, Tier.HARD)
    assert controller.daily is None
    assert controller.game.deal_number == hard.day.deal_number
    assert window.windowTitle().startswith("Daily challenge, 14 July 2027 (hard) (Addiction)")
    assert window.status.goal_label.text() == "Daily challenge, 14 July 2027 (hard)"

    win(window)
    statistics = controller.statistics
    assert statistics is not None
    assert statistics.challenge_results() == {ChallengeDay(DAY, Tier.HARD): True}
    (game,) = statistics.history().games
    assert (game.challenge, game.rules_key, game.termination) == (
        ChallengeDay(DAY, Tier.HARD),
        "addiction",
        Termination.WON,
    )
    assert "Daily challenge, 14 July 2027 (hard) · streak 1 · best 1" in (
        window.end_panel.details.text()
    )
    QTest.mouseClick(window.sharing.copy_button, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    moves, code = controller.game.moves_made, controller.game.code
    assert (
        text
        == f"Addiction daily 14 Jul 2027 (hard) - won in {moves} moves, no shuffle · code {code}"
    )
    assert Game.from_code(text.rpartition("code ")[2]).initial == hard.day.board

    def marked(dialog: DailyCalendarDialog) -> None:
        assert dialog.month_view.challenges == {ChallengeDay(DAY, Tier.HARD): True}
        words = dialog.month_view.accessibleDescription()
        assert words == (
            "14 July 2027: daily deal not played; easy challenge not played; "
            "medium challenge not played; hard challenge won"
        )
        assert dialog.hard_streak_label.text() == "Hard challenge streak: 1 · Best: 1"
        assert dialog.crown_label.isHidden()

    in_calendar(window, marked)
    window.close()

    again = open_window()  # a relaunch on the same data folder
    again.controller.today = lambda: DAY
    in_calendar(again, marked)
    (kept,) = (game for game in again.controller.statistics.history().games)  # type: ignore[union-attr]
    assert kept.challenge == ChallengeDay(DAY, Tier.HARD)


def test_a_challenge_taken_up_from_the_autosave_is_still_one(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window()
    window.controller.today = lambda: DAY
    window.menus.challenge_actions[Tier.EASY].trigger()
    route = window.controller.verified_route()
    assert route is not None
    first = route[0]
    assert not isinstance(first, Shuffle) and window.controller.play(first)
    window.close()

    again = open_window()
    assert again.controller.challenge == ChallengeDay(DAY, Tier.EASY)
    assert again.controller.game.moves_made == 1
    assert again.controller.verified_route() == route  # the data file's, for Show the route


def test_a_letter_in_the_calendar_plays_that_days_challenge(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window()
    window.controller.today = lambda: DAY
    yesterday = DAY - datetime.timedelta(days=1)

    def click_medium_of_yesterday(dialog: DailyCalendarDialog) -> None:
        view = dialog.month_view
        letter = view.tier_rect(yesterday, Tier.MEDIUM).center().toPoint()
        QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=letter)

    in_calendar(window, click_medium_of_yesterday)
    assert window.controller.challenge == ChallengeDay(yesterday, Tier.MEDIUM)
    assert (
        window.controller.game.deal_number == challenge_of(yesterday, Tier.MEDIUM).day.deal_number
    )
    win(window)

    def choose_easy_by_keyboard(dialog: DailyCalendarDialog) -> None:
        view = dialog.month_view
        assert view.selected == DAY
        QTest.keyClick(view, Qt.Key.Key_Left)  # yesterday
        assert (
            "medium challenge won" in dialog.challenge_buttons[Tier.MEDIUM].accessibleDescription()
        )
        QTest.mouseClick(dialog.challenge_buttons[Tier.EASY], Qt.MouseButton.LeftButton)

    in_calendar(window, choose_easy_by_keyboard)
    assert window.controller.challenge == ChallengeDay(yesterday, Tier.EASY)


def test_a_month_of_hard_wins_wears_a_crown_once_it_is_over(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window()
    statistics = window.controller.statistics
    assert statistics is not None
    december = [datetime.date(2026, 12, day) for day in range(1, 32)]
    for day in december:
        found = challenge_of(day, Tier.HARD)
        statistics.record(
            GameResult(
                "addiction",
                found.day.deal_number,
                found.day.new_game().code,
                Termination.WON,
                48,
                len(found.day.route),
                0,
                60.0,
                game_id=f"hard-{day}",
                challenge=ChallengeDay(day, Tier.HARD),
            )
        )
    seen: list[tuple[str, bool]] = []

    def look(dialog: DailyCalendarDialog) -> None:
        for step in (0, -1, -1):
            dialog.step_month(step)
            seen.append((dialog.month_label.text(), dialog.crown_label.isVisibleTo(dialog)))

    window.controller.today = lambda: datetime.date(2026, 12, 31)  # December not over yet
    in_calendar(window, look)
    window.controller.today = lambda: datetime.date(2027, 1, 1)
    in_calendar(window, look)
    assert seen == [
        ("December 2026", False),
        ("November 2026", False),
        ("October 2026", False),
        ("January 2027", False),
        ("December 2026", True),
        ("November 2026", False),
    ]


@pytest.fixture
def damaged_day(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[datetime.date, daily_challenges.Challenge]]:
    """A copy of 2027's challenges file, read instead, with DAY's hard route cut
    short; with the hard challenge the shipped file holds for DAY."""
    shipped = challenge_of(DAY, Tier.HARD)
    monkeypatch.setattr(daily, "RESOURCES", tmp_path)
    copy = daily_challenges.data_path(DAY.year)
    shutil.copy(Path(daily.__file__).parent.parent / "resources" / copy.name, copy)
    data = json.loads(copy.read_text(encoding="utf-8"))
    entry = next(entry for entry in data["days"] if entry["date"] == DAY.isoformat())
    entry["tiers"]["hard"]["day"]["route"].pop()
    copy.write_text(json.dumps(data), encoding="utf-8")
    daily_challenges._year.cache_clear()
    yield DAY, shipped
    monkeypatch.undo()
    daily_challenges._year.cache_clear()


def test_a_damaged_entry_is_derived_in_the_worker_while_the_window_says_so(
    qtbot,
    open_window: Callable[..., MainWindow],
    damaged_day: tuple[datetime.date, daily_challenges.Challenge],
) -> None:
    day, shipped = damaged_day
    assert daily_challenges.lookup(day) is None
    window = open_window()
    window.controller.today = lambda: day
    window.menus.challenge_actions[Tier.HARD].trigger()
    assert window.status.bar.currentMessage() == "Preparing the daily challenges…"
    assert window.controller.challenge is None
    # The worker process reads the shipped file (the damaged copy is this process's);
    # that a damaged entry is derived again is tests/engine/test_challenges_file.py's.
    # A derivation takes seconds (docs/daily.md): the deadline is generous.
    qtbot.waitUntil(lambda: window.controller.challenge is not None, timeout=180_000)
    assert window.controller.game.deal_number == shipped.day.deal_number
    assert window.controller.verified_route() == shipped.day.route
