"""A level's goal in the status bar fits whole, in English and in Brazilian
Portuguese, in the smallest window and a middling one, even beside the longest
figures a long game brings: where "Level 12 · ★ win ★ no shuffle ★ ≤ 31 moves" has no room a
shorter form is shown whole (the tooltip keeps the whole sentence), never a cut one."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QSize
from pytestqt.qtbot import QtBot

from addiction.engine import campaign
from addiction.ui.dialogs.common import format_duration
from addiction.ui.main_window import MainWindow
from addiction.ui.window.status_line import moves_text
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests

LEVEL = 12


@pytest.mark.parametrize("size", [QSize(640, 420), QSize(900, 600)])
@pytest.mark.parametrize("long_game", [False, True])
def test_a_level_s_goal_is_shown_whole(
    qtbot: QtBot,
    language: str,
    open_window: Callable[..., MainWindow],
    size: QSize,
    long_game: bool,
) -> None:
    window = open_window("--level", str(LEVEL))
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    status = window.status
    figure = status.moves_label
    if long_game:  # wider figures: a hundred moves and an hour played
        status.stop()
        figure.setText(moves_text(120))
        hour = format_duration(3723)
        status.time_label.setText(
            QCoreApplication.translate("MainWindow", "Time: %1").replace("%1", hour)
        )
    label = status.goal_label
    qtbot.waitUntil(lambda: figure.width() >= figure.sizeHint().width())  # laid out
    par = str(campaign.level(LEVEL).par)
    shown = label.shown_text()
    room = label.contentsRect().width()
    assert label.fontMetrics().horizontalAdvance(shown) <= room, (shown, room)
    assert not shown.endswith("…"), (shown, room)
    assert par in shown and "★" in shown
    assert label.text().startswith(window.campaign.title() or "")  # text() stays whole
    assert par in label.toolTip() and label.toolTip() != label.text()  # the whole sentence


def test_the_whole_goal_is_shown_where_it_fits(
    qtbot: QtBot, language: str, open_window: Callable[..., MainWindow]
) -> None:
    window = open_window("--level", str(LEVEL))
    label = window.status.goal_label
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: label.width() >= label.sizeHint().width())
    assert label.shown_text() == label.text()


@pytest.mark.parametrize("size", [QSize(640, 420), QSize(900, 600)])
def test_a_daily_s_name_is_shown_whole(
    qtbot: QtBot, language: str, open_window: Callable[..., MainWindow], size: QSize
) -> None:
    window = open_window("--daily", "2027-12-16")
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    label = window.status.goal_label
    figure = window.status.moves_label
    qtbot.waitUntil(lambda: figure.width() >= figure.sizeHint().width())  # laid out
    shown = label.shown_text()
    assert not shown.endswith("…"), (shown, label.contentsRect().width())
    assert "16" in shown and "2027" in shown
    assert label.toolTip() == label.text() == window.starts.daily_title()  # the long form
