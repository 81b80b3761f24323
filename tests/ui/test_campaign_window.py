"""The campaign in the window: the map with real mouse and key events, a level played
from start to win with real mouse clicks, stars and progress across a relaunch, Next
level, the level's title, and Game > New winnable deal answered by its worker process."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from addiction.engine import GameStatus, Move, Shuffle, campaign
from addiction.engine.game import follow
from addiction.store.statistics import GameKind, LevelProgress
from addiction.ui.dialogs.campaign_map import CampaignDialog, CampaignMap
from addiction.ui.dialogs.common import key_title
from addiction.ui.main_window import MainWindow
from addiction.ui.theme import LIGHT
from tests.ui.test_daily_window import play_by_mouse
from tests.ui.test_main_window import open_window
from tests.ui.test_watching import HINT_TIMEOUT_MS

__all__ = ["open_window"]  # the fixture, shared with the main window's tests


def stop(view: CampaignMap, number: int) -> QPoint:
    return view.stop_centre(number).toPoint()


def open_map(qtbot, stars: dict[int, int]) -> tuple[CampaignDialog, list[int]]:
    dialog = CampaignDialog(stars, campaign.count(), campaign.STAGE_SIZE, LIGHT)
    qtbot.addWidget(dialog)
    dialog.resize(1280, 800)
    chosen: list[int] = []
    dialog.levelChosen.connect(chosen.append)
    with qtbot.waitExposed(dialog):
        dialog.show()
    return dialog, chosen


def test_a_locked_level_cannot_be_chosen_an_unlocked_one_is_played_by_a_click(qtbot) -> None:
    dialog, chosen = open_map(qtbot, {1: 3, 2: 1})
    view = dialog.map
    assert view.current == 3
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=stop(view, 10))
    assert chosen == []
    assert dialog.isVisible()
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=stop(view, 2))
    assert chosen == [2]
    assert not dialog.isVisible()
    assert dialog.result() == CampaignDialog.DialogCode.Accepted


def test_the_arrow_keys_move_along_the_road_and_enter_plays(qtbot) -> None:
    dialog, chosen = open_map(qtbot, {number: 1 for number in range(1, 15)})
    view = dialog.map
    view.setFocus()
    assert view.selected == 15  # the level to play next
    QTest.keyClick(view, Qt.Key.Key_Up)  # the row above, the same place on the screen
    assert view.selected == 6
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert view.selected == 5
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.selected == 25  # rows wind: the third row runs left to right again
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert chosen == []  # locked
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert view.selected == 16
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert chosen == []  # locked: 15 is not won yet
    QTest.keyClick(view, Qt.Key.Key_Right)  # the second row runs right to left
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert chosen == [15]
    assert not dialog.isVisible()


def test_a_level_is_played_to_a_win_by_mouse_earns_stars_and_unlocks_the_next(
    open_window, qtbot
) -> None:
    window = open_window("--level", "1")
    level = campaign.level(1)
    assert window.controller.level == level
    assert window.windowTitle().startswith("Level 1 (Addiction)")
    route = tuple(step for step in level.route if isinstance(step, Move))
    assert route == level.route  # a first level needs no shuffle
    play_by_mouse(window, route)
    assert window.controller.game.status is GameStatus.WON
    statistics = window.controller.statistics
    assert statistics is not None
    assert statistics.campaign_progress() == {1: LevelProgress(1, 3, level.par)}
    assert statistics.rules_keys() == [GameKind.CAMPAIGN.value]
    assert key_title(GameKind.CAMPAIGN.value) == "Campaign"

    next_button = window.campaign.next_level_button
    assert window.end_panel.isVisible() and next_button.isVisible()
    assert window.end_panel.details.text().endswith(
        f"Level 1: ★★★ (3 of 3 stars; par {level.par} moves)"
    )
    QTest.mouseClick(next_button, Qt.MouseButton.LeftButton)
    assert window.prompts.asked == []  # a won game is left without a question
    assert window.controller.level == campaign.level(2)
    assert window.windowTitle().startswith("Level 2 (Addiction)")
    window.close()

    again = open_window()  # a relaunch: the level is taken up from the autosave
    assert again.controller.level == campaign.level(2)
    assert again.windowTitle().startswith("Level 2 ")
    seen: list[tuple[int, dict[int, int]]] = []

    def look_and_choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, CampaignDialog)
        seen.append((dialog.map.current, dict(dialog.map.stars)))
        QTest.mouseClick(dialog.map, Qt.MouseButton.LeftButton, pos=stop(dialog.map, 1))

    QTimer.singleShot(0, look_and_choose)
    again.campaign.map_action.trigger()
    assert seen == [(2, {1: 3})]
    assert again.controller.level == campaign.level(1)


def test_a_level_with_shuffles_won_at_par_earns_two_stars(open_window) -> None:
    window = open_window("--level", "60")
    level = campaign.level(60)
    controller = window.controller
    for step in level.route:
        played = controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
        assert played
    assert controller.game.status is GameStatus.WON
    assert controller.statistics is not None
    assert controller.statistics.campaign_progress()[60].stars == 2


def test_leaving_a_level_being_played_asks_first(open_window) -> None:
    window = open_window("--level", "3")
    first = campaign.level(3).route[0]
    assert isinstance(first, Move)
    window.controller.play(first)
    window.prompts.confirm_answer = False
    window.campaign.start_level_requested(4)
    assert window.prompts.asked == [
        "Leave this game? The statistics count it as abandoned (not won)."
    ]
    assert window.controller.level == campaign.level(3)


def test_a_winnable_deal_comes_from_the_worker_and_is_won_by_its_route(open_window, qtbot) -> None:
    window: MainWindow = open_window("--deal", "5")
    controller = window.controller
    with qtbot.waitSignal(controller.newGameStarted, timeout=60_000):
        window.campaign.winnable_action.trigger()
    assert controller.kind is GameKind.WINNABLE
    number = controller.game.deal_number
    assert window.windowTitle().startswith(f"Winnable deal {number} (Addiction)")
    route = controller.verified_route()
    assert route is not None
    assert follow(controller.game.__class__.new(number, controller.rules), route).status is (
        GameStatus.WON
    )
    for step in route:
        assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
    assert controller.statistics is not None
    summary = controller.statistics.summary(GameKind.WINNABLE.value)
    assert (summary.played, summary.won) == (1, 1)


def test_a_level_the_app_wins_earns_no_stars_and_offers_no_next_level(qtbot, open_window) -> None:
    window = open_window("--level", "3")
    level = campaign.level(3)
    assert window.controller.play(level.route[0])
    watching = window.watching
    watching.player.set_interval(0)
    window.prompts.confirm_answer = True
    watching.autoplay_action.trigger()  # the player's game ends as given up
    qtbot.waitUntil(
        lambda: window.controller.game.status is GameStatus.WON, timeout=HINT_TIMEOUT_MS
    )
    assert window.end_panel.title.text() == "The app won"
    assert "stars" not in window.end_panel.details.text()
    assert not window.campaign.next_level_button.isVisible()
    statistics = window.controller.statistics
    assert statistics is not None and statistics.campaign_progress() == {}


def test_at_its_smallest_the_maps_words_stay_below_the_road(qtbot) -> None:
    dialog, _ = open_map(qtbot, {})
    dialog.resize(dialog.minimumSizeHint())
    qtbot.waitUntil(lambda: dialog.size() == dialog.minimumSizeHint())
    words = [label for label in dialog.findChildren(QLabel) if label.wordWrap()]
    assert words
    for label in words:
        assert label.geometry().top() >= dialog.map.geometry().bottom()
        assert label.height() >= label.heightForWidth(label.width())
