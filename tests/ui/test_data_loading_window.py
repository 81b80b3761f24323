"""The campaign's data file read off the GUI thread in the window (issue 39,
control/data_loading.py): a level, the campaign map and the welcome asked while
campaign.json is slow to read say "Preparing the campaign…", keep the event loop
going, and come once it is read; a level taken up from the autosave opens the window
at once and comes once it is read; a file that cannot be read is said in one
sentence, as before.

The read is held by an Event the test lets go (tests/control/test_data_loading.py)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from addiction.engine import GameKind, Shuffle, campaign
from addiction.ui.dialogs.campaign_map import CampaignDialog
from addiction.ui.dialogs.welcome import WelcomeChoice, WelcomeDialog
from tests.children import CHILD_TIMEOUT_MS
from tests.control.test_data_loading import AT_ONCE, HeldReads, event_loop_turns
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests


def forget_levels() -> None:
    campaign._read.cache_clear()
    campaign.level.cache_clear()


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[HeldReads]:
    """The campaign's file forgotten, and its next read held."""
    forget_levels()
    reads = HeldReads(monkeypatch)
    yield reads
    reads.let_go()
    monkeypatch.undo()
    forget_levels()


def test_a_level_asked_while_the_campaign_is_read_comes_once_it_is(
    qtbot, open_window, held: HeldReads
) -> None:
    window = open_window()
    start = time.monotonic()
    window.campaign.start_level_requested(3, ask=False)
    assert time.monotonic() - start < AT_ONCE
    assert window.statusBar().currentMessage() == "Preparing the campaign…"
    event_loop_turns(qtbot)
    assert window.controller.level is None

    held.let_go()
    qtbot.waitUntil(lambda: window.controller.level is not None, timeout=CHILD_TIMEOUT_MS)
    assert window.controller.level == campaign.level(3)
    assert held.on_gui_thread == 0
    assert held.reads == [campaign.LEVELS_PATH]


def test_the_map_asked_while_the_campaign_is_read_opens_once_it_is(
    qtbot, open_window, held: HeldReads
) -> None:
    window = open_window()
    seen: list[int] = []
    give_up = time.monotonic() + CHILD_TIMEOUT_MS / 1000

    def look_and_close() -> None:  # until the map shows (bounded: never a hang)
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, CampaignDialog):
            seen.append(dialog.map.current)
            dialog.reject()
        elif time.monotonic() < give_up:
            QTimer.singleShot(20, look_and_close)

    QTimer.singleShot(0, look_and_close)
    start = time.monotonic()
    window.campaign.map_action.trigger()
    assert time.monotonic() - start < AT_ONCE
    assert window.statusBar().currentMessage() == "Preparing the campaign…"
    event_loop_turns(qtbot)
    assert seen == []
    held.let_go()
    qtbot.waitUntil(lambda: seen == [1], timeout=CHILD_TIMEOUT_MS)
    assert held.on_gui_thread == 0


def test_a_campaign_file_that_cannot_be_read_is_said_in_one_sentence(
    qtbot, open_window, held: HeldReads, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    damaged = tmp_path / "campaign.json"
    damaged.write_text("{", encoding="utf-8")
    monkeypatch.setattr(campaign, "LEVELS_PATH", damaged)
    window = open_window()
    window.resize(2400, 720)  # room for the whole sentence: a longer one is cut short
    window.campaign.start_level_requested(1, ask=False)
    held.let_go()
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage().startswith("That level cannot"),
        timeout=CHILD_TIMEOUT_MS,
    )
    message = window.statusBar().currentMessage()
    assert message.startswith("That level cannot be played: the campaign's data file cannot")
    assert message.count(".") == 1 and message.endswith(".")
    assert window.controller.level is None
    assert held.reads == [damaged]
    window.campaign.start_level_requested(1, ask=False)  # read once: said at once
    assert window.statusBar().currentMessage() == message
    assert held.reads == [damaged]


def test_a_level_taken_up_from_the_autosave_while_the_campaign_is_read_comes_once_it_is(
    qtbot, open_window, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window("--level", "3")
    level = campaign.level(3)
    step = level.route[0]
    assert (
        window.controller.shuffle() if isinstance(step, Shuffle) else window.controller.play(step)
    )
    window.close()
    forget_levels()
    held = HeldReads(monkeypatch)
    try:
        start = time.monotonic()
        again = open_window()  # the autosave: level 3, its file not read yet
        assert time.monotonic() - start < AT_ONCE
        assert again.controller.kind is GameKind.CAMPAIGN
        assert again.controller.level is None  # not yet
        assert again.controller.game.history == (step,)
        held.let_go()
        qtbot.waitUntil(lambda: again.controller.level is not None, timeout=CHILD_TIMEOUT_MS)
        assert again.controller.level == campaign.level(3)
        assert again.windowTitle().startswith("Level 3 ")
        assert held.on_gui_thread == 0
    finally:
        held.let_go()


def test_the_welcome_asked_while_the_campaign_is_read_opens_once_it_is(
    qtbot, open_window, held: HeldReads
) -> None:
    window = open_window("--deal", "5")
    seen: list[str] = []
    give_up = time.monotonic() + CHILD_TIMEOUT_MS / 1000

    def choose_campaign() -> None:  # when the welcome shows (bounded: never a hang)
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, WelcomeDialog):
            seen.append(dialog.buttons[WelcomeChoice.CAMPAIGN].text())
            dialog.buttons[WelcomeChoice.CAMPAIGN].click()
        elif time.monotonic() < give_up:
            QTimer.singleShot(20, choose_campaign)

    QTimer.singleShot(0, choose_campaign)
    start = time.monotonic()
    window.menus.welcome_action.trigger()
    assert time.monotonic() - start < AT_ONCE
    assert window.statusBar().currentMessage() == "Preparing the campaign…"
    event_loop_turns(qtbot)
    assert seen == []
    held.let_go()
    qtbot.waitUntil(lambda: window.controller.level is not None, timeout=CHILD_TIMEOUT_MS)
    assert seen == ["Start the campaign"]
    assert window.controller.level == campaign.level(1)
    assert held.on_gui_thread == 0
