"""No text cut off: every dialog, question and panel of the window, in English and
in Brazilian Portuguese (the longer one), over the window at its smallest size.

A widget's text is cut when the widget is smaller than the text needs (a label's
size hint, or for a wrapped label the height its width needs; a button's size
hint; a tab's); a dialog's title is cut when the dialog is narrower than the title
bar needs for it (its width in the title font, plus the window manager's icon and
buttons). Painted text (the board, the charts, the maps) is checked by their own
tests."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSize, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QTabBar,
    QWidget,
)

from addiction.app import create_main_window
from addiction.engine import Game, Rules, Shuffle, Termination, campaign, daily
from addiction.engine.daily_challenges import ChallengeDay, Tier
from addiction.start_options import parse_arguments
from addiction.store.game_history import DailyResult
from addiction.ui.decks.chooser import CardsDialog
from addiction.ui.decks.found import FoundDeck, find_decks
from addiction.ui.decks.svg_deck import TOO_LARGE, refusal
from addiction.ui.dialogs.about import AboutDialog
from addiction.ui.dialogs.campaign_map import CampaignDialog
from addiction.ui.dialogs.common import rules_title
from addiction.ui.dialogs.daily_calendar import DailyCalendarDialog
from addiction.ui.dialogs.how_to_play import HowToPlayDialog
from addiction.ui.dialogs.rules import RulesDialog
from addiction.ui.dialogs.strategy_guide import StrategyGuideDialog
from addiction.ui.dialogs.welcome import WelcomeDialog
from addiction.ui.main_window import MainWindow
from addiction.ui.prompts import Prompts, title_width
from addiction.ui.statistics import StatisticsWindow
from addiction.ui.theme import LIGHT
from tests.prompts import ScriptedPrompts
from tests.ui.test_main_window import play_until_stuck

DAY = datetime.date(2027, 12, 16)
#: The smallest screen a dialog must fit whole: a netbook's, less a panel.
SMALL_SCREEN = QSize(800, 560)


def cut_texts(top: QWidget) -> list[str]:
    """The texts shown in top (its children included) that their widget cuts."""
    cut = []
    title = top.windowTitle()
    if top.isWindow() and title:
        needed = title_width(top)
        if top.width() < needed:
            cut.append(f"title {title!r}: {top.width()} < {needed} px")
    for widget in (top, *top.findChildren(QWidget)):
        if not widget.isVisibleTo(top) or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and widget.text():
            if widget.wordWrap():
                needs = widget.heightForWidth(widget.width())
                if needs > widget.height():
                    cut.append(f"label {widget.text()!r}: {widget.height()} < {needs} px high")
            elif widget.sizeHint().width() > widget.width():
                cut.append(
                    f"label {widget.text()!r}: {widget.width()} < {widget.sizeHint().width()}"
                )
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint()
            if widget.hasHeightForWidth():
                if widget.heightForWidth(widget.width()) > widget.height():
                    cut.append(f"button {widget.text()!r}: too low")
            elif hint.width() > widget.width():
                cut.append(f"button {widget.text()!r}: {widget.width()} < {hint.width()} px")
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                if widget.tabRect(index).width() < widget.tabSizeHint(index).width():
                    cut.append(f"tab {widget.tabText(index)!r}")
    return cut


@pytest.fixture
def smallest_window(qtbot, language: str) -> MainWindow:
    window = create_main_window(parse_arguments(["--deal", "5"]), ScriptedPrompts())
    window.preferences.animations = False
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    window.resize(window.minimumSize())
    qtbot.waitUntil(lambda: window.size() == window.minimumSize())
    game_menu = window.menuBar().actions()[0].text()
    assert game_menu == window_words("&Game")
    assert (game_menu == "&Game") == (language == "en")  # the language is installed
    return window


def test_the_check_finds_a_cut_label_and_a_cut_title(qtbot) -> None:
    label = QLabel("A sentence far too long for the little box it was put in")
    label.setWindowTitle("A title far longer than its window is wide, as Portuguese ones are")
    qtbot.addWidget(label)
    label.show()
    label.setFixedSize(80, 30)
    assert [text.split(":")[0] for text in cut_texts(label)] == [
        "title 'A title far longer than its window is wide, as Portuguese ones are'",
        "label 'A sentence far too long for the little box it was put in'",
    ]


def dialogs(window: MainWindow) -> Iterator[QWidget]:
    controller = window.controller
    assert controller.statistics is not None
    yield AboutDialog(window)
    yield HowToPlayDialog(window)
    yield StrategyGuideDialog(LIGHT, window)
    yield RulesDialog(Rules.preset("addiction"), window)
    yield RulesDialog(Rules(5), window)  # the custom switches shown
    yield CampaignDialog({1: 3, 2: 1}, campaign.count(), campaign.STAGE_SIZE, LIGHT, window)
    won = DailyResult(DAY, Termination.WON, True)
    yield DailyCalendarDialog({DAY: won}, DAY, window)
    # The challenges' letters, a crowned month and the hard streak (docs/daily.md).
    november = [datetime.date(2027, 11, day) for day in range(1, 31)]
    challenges = {ChallengeDay(day, Tier.HARD): True for day in november}
    challenges[ChallengeDay(DAY, Tier.MEDIUM)] = False
    crowned = DailyCalendarDialog({DAY: won}, DAY, window, challenges)
    crowned.step_month(-1)
    yield crowned
    yield WelcomeDialog("16 December 2027", 1, window)
    yield WelcomeDialog("16 December 2027", 12, window)
    yield StatisticsWindow(controller.statistics, controller.rules.key, window)
    cards = CardsDialog(LIGHT, "standard", "", find_decks([]), window)  # the shipped ones
    tigullio = FoundDeck("aisleriot/tigullio", "Tigullio International", Path("t.svgz"))
    cards.message.setText(refusal(tigullio, TOO_LARGE, 32 * 2**20))  # the longest it may say
    cards.message.show()
    yield cards


def test_no_dialog_cuts_its_text(qtbot, smallest_window: MainWindow) -> None:
    window = smallest_window
    controller = window.controller
    controller.play(controller.game.board.legal_moves()[0])
    controller.give_up()  # a game in the statistics: its figures shown
    for dialog in dialogs(window):
        qtbot.addWidget(dialog)
        with qtbot.waitExposed(dialog):
            dialog.show()
        assert cut_texts(dialog) == [], type(dialog).__name__
        # Each fits a small screen (the calendar's pt_BR legend once needed 1078 px).
        needs = dialog.minimumSizeHint()
        assert needs.width() <= SMALL_SCREEN.width(), (type(dialog).__name__, needs)
        assert needs.height() <= SMALL_SCREEN.height(), (type(dialog).__name__, needs)
        dialog.close()


def window_words(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


# Each question with the longest title and words the window asks it with.
QUESTIONS: dict[str, Callable[[Prompts, QWidget], object]] = {
    "confirm": lambda prompts, parent: prompts.confirm(
        parent,
        window_words("Shuffle"),
        window_words("Moves are still possible. Shuffle the loose cards anyway?"),
    ),
    "leaving": lambda prompts, parent: prompts.confirm_leaving(
        parent,
        window_words("New numbered deal"),
        window_words("Leave this game? The statistics count it as abandoned (not won)."),
    ),
    "deal number": lambda prompts, parent: prompts.deal_number(
        parent, 4_000_000_000, rules_title(Rules.preset("double-blue-moon"))
    ),
    "game code": lambda prompts, parent: prompts.game_code(
        parent, "", window_words("That code does not work: %1.")
    ),
    "error": lambda prompts, parent: prompts.show_error(
        parent,
        window_words("New numbered deal"),
        window_words("That game cannot be played: %1."),
    ),
}


@pytest.mark.parametrize("ask", QUESTIONS.values(), ids=QUESTIONS.keys())
def test_no_question_cuts_its_text_or_title(smallest_window: MainWindow, ask) -> None:
    seen: list[list[str]] = []

    def look_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        seen.append(cut_texts(dialog))
        dialog.reject()

    QTimer.singleShot(0, look_and_close)
    ask(Prompts(), smallest_window)
    assert seen == [[]]


def test_no_panel_cuts_its_text_at_the_smallest_window(qtbot, smallest_window) -> None:
    window = smallest_window
    controller = window.controller
    controller.today = lambda: DAY

    def panels_shown() -> list[str]:
        """What the panels shown cut, and those not whole inside their parent."""
        cut = []
        for panel in (window.end_panel, window.banner, window.notice):
            if panel.isVisibleTo(window):
                cut += cut_texts(panel)
                parent = panel.parentWidget()
                assert parent is not None
                if not parent.rect().contains(panel.geometry()):
                    cut.append(f"{type(panel).__name__} {panel.geometry()} not inside its parent")
        return cut

    window.show_notice(
        "Another copy of Addiction Solitaire may be using your games now, so this one no "
        "longer saves anything. Please close this one."
    )
    controller.start_game(Game.new(5, Rules(shuffles=3)))
    play_until_stuck(window)
    assert window.banner.isVisibleTo(window)
    assert panels_shown() == []
    controller.give_up()
    assert window.end_panel.isVisibleTo(window)
    assert panels_shown() == []

    controller.start_daily(DAY, on_the_day=True)
    for step in daily.for_date(DAY).route:
        assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
    assert window.end_panel.isVisibleTo(window)
    assert panels_shown() == []

    controller.start_challenge(ChallengeDay(DAY, Tier.HARD), wait=True)
    route = controller.verified_route()
    assert controller.challenge is not None and route is not None
    for step in route:
        assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
    assert window.end_panel.isVisibleTo(window)
    assert panels_shown() == []

    controller.start_level(1)
    for step in campaign.level(1).route:
        assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
    assert window.campaign.next_level_button.isVisibleTo(window)
    assert panels_shown() == []
