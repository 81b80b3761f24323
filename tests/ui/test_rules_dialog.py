"""The Rules dialog, driven the way a player drives it (without exec())."""

from __future__ import annotations

import pytest
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
