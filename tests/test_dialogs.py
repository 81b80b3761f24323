"""The dialogs, driven the way a player drives them (without exec())."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QMessageBox
from pytestqt.qtbot import QtBot

from addiction import __version__
from addiction.engine import PRESET_TITLES, PRESETS, RedealMode, Rules, ShuffleTiming
from addiction.store.statistics import GameResult, StatisticsDatabase
from addiction.ui import dialogs
from addiction.ui.dialogs import (
    AboutDialog,
    HowToPlayDialog,
    RulesDialog,
    StatisticsDialog,
    format_duration,
    key_title,
    rules_for_key,
)

CUSTOM_RULES = Rules(5, RedealMode.AFTER_RUNS, ShuffleTiming.ANY_TIME, False)


def click(button: QAbstractButton) -> None:
    # On the indicator: a check box stretched across a grid only takes clicks on
    # its box and label, not in the middle of its empty width.
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def shown_rules_dialog(qtbot: QtBot, rules: Rules) -> RulesDialog:
    dialog = RulesDialog(rules)
    qtbot.addWidget(dialog)
    dialog.show()  # buttons need a size to take a click
    return dialog


def checked_preset(dialog: RulesDialog) -> str:
    (name,) = [name for name, b in dialog.preset_buttons.items() if b.isChecked()]
    return name


# --- rules dialog -------------------------------------------------------------------


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


# --- words -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "rules",
    [
        *PRESETS.values(),
        CUSTOM_RULES,
        Rules(None, RedealMode.AFTER_RUNS, ShuffleTiming.WHEN_STUCK, True),
        Rules(0, RedealMode.RANDOM, ShuffleTiming.ANY_TIME, False),
        Rules(99, RedealMode.RANDOM, ShuffleTiming.WHEN_STUCK, False),
    ],
)
def test_a_statistics_key_names_its_rule_set(rules: Rules) -> None:
    assert rules_for_key(rules.key) == rules


def test_key_titles() -> None:
    assert key_title("montana") == "Montana"
    assert key_title(CUSTOM_RULES.key) == (
        "Custom: 5 shuffles, any time · a gap after each run · shuffles final"
    )
    assert key_title(CUSTOM_RULES.key, short=True) == "Custom"
    assert key_title("custom-500-random-any-time-undo") == "custom-500-random-any-time-undo"
    assert key_title("something-else") == "something-else"


def test_format_duration() -> None:
    assert format_duration(0) == "0:00"
    assert format_duration(65.9) == "1:05"
    assert format_duration(3723) == "1:02:03"


# --- how to play, about -----------------------------------------------------------


def test_how_to_play_has_the_quick_reference(qtbot: QtBot) -> None:
    dialog = HowToPlayDialog()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for phrase in (
        "Quick reference: what each gap takes",
        "any 2 not already in column 1",
        "the next card of that suit, 8♠",
        "right of a King",
        "nothing until that gap is filled",
        "In place",
        "Winning and losing",
        "Ctrl+Z",
    ):
        assert phrase in text
    for title in PRESET_TITLES.values():
        assert title in text
    assert all(symbol in text for symbol in "♠♥♦♣")
    markup = dialog.browser.toHtml()
    assert "#c62828" in markup or "#ff6b6b" in markup  # red suits are red


def test_how_to_play_red_suits_stay_readable_on_a_dark_background() -> None:
    from PySide6.QtGui import QColor, QPalette

    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor("#202020"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#eeeeee"))
    markup = dialogs.how_to_play_html(palette)
    assert "#ff6b6b" in markup and "#c62828" not in markup
    assert "#eeeeee" in markup  # spades and clubs take the text colour


def test_about_names_version_and_licence(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert __version__ in dialog.version_label.text()
    assert "PySide6" in dialog.platform_label.text()
    texts = " ".join(label.text() for label in dialog.findChildren(dialogs.QLabel))
    assert "MIT" in texts and "solver" in texts


# --- statistics dialog --------------------------------------------------------------


@pytest.fixture
def db(tmp_path: Path) -> Iterator[StatisticsDatabase]:
    database = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    games = [
        ("addiction", "won", 48, 130, 400.0),
        ("addiction", "lost", 30, 90, 200.0),
        ("addiction", "won", 48, 120, 725.0),
        ("addiction", "given-up", 14, 10, 30.0),
        ("montana", "won", 48, 99, 3700.0),
    ]
    for key, outcome, in_place, moves, seconds in games:
        database.record(GameResult(key, 42, "CODE-1", outcome, in_place, moves, 1, seconds))
    yield database
    database.close()


def statistics_dialog(qtbot: QtBot, db: StatisticsDatabase, key: str | None) -> StatisticsDialog:
    dialog = StatisticsDialog(db, key)
    qtbot.addWidget(dialog)
    return dialog


def figures(dialog: StatisticsDialog) -> dict[str, str]:
    return {name: label.text() for name, label in dialog.figures.items()}


def test_statistics_dialog_shows_the_rule_sets_figures(
    qtbot: QtBot, db: StatisticsDatabase
) -> None:
    dialog = statistics_dialog(qtbot, db, "addiction")
    assert dialog.rules_combo.currentText() == "Addiction"
    assert figures(dialog) == {
        "played": "4",
        "won": "2",
        "lost": "1",
        "given_up": "1",
        "win_rate": "50%",
        "current_streak": "0",
        "best_streak": "1",
        "best_moves": "120",
        "best_time": "6:40",
        "average_in_place": "35.0 of 48",
    }
    assert dialog.recent_table.rowCount() == 4
    assert dialog.recent_table.item(0, 3).text() == "Given up"
    assert dialog.recent_table.item(0, 2).text() == "#42"
    assert dialog.breakdown_table.rowCount() == 1


def test_choosing_all_rule_sets_shows_the_totals_and_breakdown(
    qtbot: QtBot, db: StatisticsDatabase
) -> None:
    dialog = statistics_dialog(qtbot, db, "addiction")
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData(None))
    assert dialog.selected_key() is None
    shown = figures(dialog)
    assert (shown["played"], shown["won"], shown["current_streak"]) == ("5", "3", "1")
    assert shown["best_moves"] == "99" and shown["best_time"] == "6:40"
    assert dialog.recent_table.rowCount() == 5
    table = dialog.breakdown_table
    rows = [[table.item(r, c).text() for c in range(4)] for r in range(table.rowCount())]
    assert rows == [["Addiction", "4", "2", "50%"], ["Montana", "1", "1", "100%"]]


def test_every_preset_and_recorded_custom_rule_set_is_offered(
    qtbot: QtBot, db: StatisticsDatabase
) -> None:
    db.record(GameResult(CUSTOM_RULES.key, None, "C", "lost", 3, 4, 5, 6))
    other = Rules(1, RedealMode.RANDOM, ShuffleTiming.ANY_TIME, True)
    dialog = statistics_dialog(qtbot, db, other.key)
    combo = dialog.rules_combo
    keys = [combo.itemData(i) for i in range(combo.count())]
    assert keys == [None, *PRESETS, CUSTOM_RULES.key, other.key]
    assert dialog.selected_key() == other.key
    assert figures(dialog)["played"] == "0"
    assert dialog.empty_label.isVisibleTo(dialog) and not dialog.tabs.isVisibleTo(dialog)
    assert not dialog.reset_button.isEnabled()


def test_reset_after_confirmation_forgets_the_rule_set(
    qtbot: QtBot, db: StatisticsDatabase, monkeypatch: pytest.MonkeyPatch
) -> None:
    questions: list[str] = []

    def answer(_parent: object, _title: str, text: str, *_args: object) -> object:
        questions.append(text)
        return QMessageBox.StandardButton.Reset

    monkeypatch.setattr(dialogs.QMessageBox, "question", answer)
    dialog = statistics_dialog(qtbot, db, "addiction")
    click(dialog.reset_button)
    assert questions == ["Forget the 4 recorded games of Addiction? This cannot be undone."]
    assert figures(dialog)["played"] == "0"
    assert db.summary("montana").played == 1


def test_reset_cancelled_keeps_everything(
    qtbot: QtBot, db: StatisticsDatabase, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        dialogs.QMessageBox, "question", lambda *_: QMessageBox.StandardButton.Cancel
    )
    dialog = statistics_dialog(qtbot, db, None)
    click(dialog.reset_button)
    assert db.summary().played == 5
    assert figures(dialog)["played"] == "5"


def test_a_failing_database_shows_a_message_not_a_crash(
    qtbot: QtBot, db: StatisticsDatabase
) -> None:
    dialog = statistics_dialog(qtbot, db, "addiction")
    db._connection.execute("DROP TABLE games")
    dialog.refresh()
    assert dialog.error_label.isVisibleTo(dialog)
    assert dialog.error_label.text().startswith("The statistics could not be read")
