"""The Rules dialog, driven the way a player drives it (without exec())."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel, QScrollArea, QStyle, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from addiction.engine import PRESETS, RedealMode, Rules, ShuffleTiming
from addiction.ui.dialogs.rules import RulesDialog
from tests.ui.dialog_helpers import CUSTOM_RULES, click


def shown_rules_dialog(qtbot: QtBot, rules: Rules) -> RulesDialog:
    dialog = RulesDialog(rules)
    qtbot.addWidget(dialog)
    dialog.show()  # buttons need a size to take a click
    return dialog


def checked_preset(dialog: RulesDialog) -> str:
    (name,) = [name for name, b in dialog.preset_buttons.items() if b.isChecked()]
    return name


def test_rules_dialog_shows_the_given_rules(qtbot: QtBot) -> None:
    dialog = shown_rules_dialog(qtbot, Rules.preset("addiction"))
    assert checked_preset(dialog) == "addiction"
    assert dialog.shuffles_spin.value() == 3 and dialog.shuffles_spin.isEnabled()
    assert not dialog.unlimited_check.isChecked()
    assert dialog.redeal_buttons[RedealMode.RANDOM].isChecked()
    assert dialog.timing_buttons[ShuffleTiming.ANY_TIME].isChecked()
    assert dialog.undo_check.isChecked()
    assert dialog.rules() == Rules.preset("addiction")


def test_custom_rules_show_custom(qtbot: QtBot) -> None:
    dialog = shown_rules_dialog(qtbot, CUSTOM_RULES)
    assert checked_preset(dialog) == "custom"
    assert dialog.shuffles_spin.value() == 5
    assert dialog.redeal_buttons[RedealMode.AFTER_RUNS].isChecked()
    assert not dialog.undo_check.isChecked()
    assert dialog.rules() == CUSTOM_RULES


@pytest.mark.parametrize("name", list(PRESETS))
def test_picking_a_preset_sets_the_switches(qtbot: QtBot, name: str) -> None:
    start = "montana" if name != "montana" else "relaxed"
    dialog = shown_rules_dialog(qtbot, Rules.preset(start))
    click(dialog.preset_buttons[name])
    expected = PRESETS[name]
    assert dialog.rules() == expected
    assert dialog.unlimited_check.isChecked() == (expected.shuffles is None)
    assert dialog.shuffles_spin.isEnabled() == (expected.shuffles is not None)
    assert dialog.redeal_buttons[expected.redeal].isChecked()
    assert dialog.timing_buttons[expected.shuffle_timing].isChecked()
    assert dialog.undo_check.isChecked() == expected.undo_across_shuffle
    assert checked_preset(dialog) == name


def test_changing_a_switch_shows_custom(qtbot: QtBot) -> None:
    dialog = shown_rules_dialog(qtbot, Rules.preset("montana"))
    click(dialog.undo_check)
    assert checked_preset(dialog) == "custom"
    assert dialog.rules() == Rules(2, RedealMode.AFTER_RUNS, ShuffleTiming.WHEN_STUCK, True)

    dialog.shuffles_spin.setValue(7)
    click(dialog.redeal_buttons[RedealMode.RANDOM])
    assert checked_preset(dialog) == "custom"
    assert dialog.rules() == Rules(7, RedealMode.RANDOM, ShuffleTiming.WHEN_STUCK, True)


def test_switches_that_match_a_preset_show_it(qtbot: QtBot) -> None:
    dialog = shown_rules_dialog(qtbot, Rules.preset("addiction"))
    click(dialog.unlimited_check)
    assert not dialog.shuffles_spin.isEnabled()
    assert dialog.rules() == Rules.preset("relaxed")
    assert checked_preset(dialog) == "relaxed"
    click(dialog.unlimited_check)
    assert dialog.rules() == Rules.preset("addiction")  # the count was kept
    assert checked_preset(dialog) == "addiction"


def test_picking_custom_keeps_the_switches(qtbot: QtBot) -> None:
    dialog = shown_rules_dialog(qtbot, Rules.preset("classic"))
    click(dialog.preset_buttons["custom"])
    assert dialog.rules() == Rules.preset("classic")


def test_default_button_restores_addiction(qtbot: QtBot) -> None:
    dialog = shown_rules_dialog(qtbot, CUSTOM_RULES)
    click(dialog.default_button)
    assert dialog.rules() == Rules.preset("addiction")
    assert checked_preset(dialog) == "addiction"


def test_spin_box_offers_zero_to_ninety_nine(qtbot: QtBot) -> None:
    dialog = shown_rules_dialog(qtbot, Rules.preset("addiction"))
    assert (dialog.shuffles_spin.minimum(), dialog.shuffles_spin.maximum()) == (0, 99)
    dialog.shuffles_spin.setValue(0)
    assert dialog.rules().shuffles == 0


def test_every_word_of_every_game_s_name_fits_its_room_in_the_list(
    qtbot: QtBot, language: str
) -> None:
    """No game's name is cut in the list ("Rectangul…" was): each word fits the text
    room the style gives an item, less the margin it keeps either side."""
    dialog = RulesDialog(Rules(), None)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    games = dialog.games
    style = games.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, games) + 1
    metrics = QFontMetricsF(games.font())
    cut = []
    for row in range(games.count()):
        index = games.model().index(row, 0)
        option = QStyleOptionViewItem()
        option.rect = games.visualRect(index)
        option.widget = games
        games.itemDelegate().initStyleOption(option, index)
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, games)
        widest = max(metrics.horizontalAdvance(word) for word in option.text.split())
        if widest > room.width() - 2 * margin:
            cut.append((option.text, widest, room.width()))
    assert cut == []


def test_the_page_scrolls_down_never_sideways_in_a_small_dialog(
    qtbot: QtBot, language: str
) -> None:
    """At 640x420 every switch's words wrap inside the page (the check boxes' long
    sentences made it scroll sideways, in English too)."""
    dialog = RulesDialog(Rules(), None)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    dialog.resize(640, 420)
    qtbot.waitUntil(lambda: dialog.width() <= 640)
    scroller = dialog.findChild(QScrollArea)
    assert scroller is not None
    page = scroller.widget()
    assert page.minimumSizeHint().width() <= scroller.viewport().width()
    assert not scroller.horizontalScrollBar().isVisible()


def test_a_click_on_a_switch_s_words_toggles_it(qtbot: QtBot) -> None:
    dialog = RulesDialog(Rules(), None)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    before = dialog.undo_check.isChecked()
    words = next(
        label
        for label in dialog.findChildren(QLabel)
        if label.text() == dialog.undo_check.accessibleName()
    )
    dialog._scroller.ensureWidgetVisible(words)
    qtbot.mouseClick(words, Qt.MouseButton.LeftButton)
    assert dialog.undo_check.isChecked() is not before
    assert dialog.rules().undo_across_shuffle is not before
