"""The Statistics dialog, driven the way a player drives it (without exec())."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from addiction.engine import PRESETS, RedealMode, Rules, ShuffleTiming
from addiction.store.statistics import GameResult, StatisticsDatabase
from addiction.ui.dialogs.statistics import StatisticsDialog
from tests.ui.dialog_helpers import CUSTOM_RULES, click


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

    monkeypatch.setattr(QMessageBox, "question", answer)
    dialog = statistics_dialog(qtbot, db, "addiction")
    click(dialog.reset_button)
    assert questions == ["Forget the 4 recorded games of Addiction? This cannot be undone."]
    assert figures(dialog)["played"] == "0"
    assert db.summary("montana").played == 1


def test_reset_cancelled_keeps_everything(
    qtbot: QtBot, db: StatisticsDatabase, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *_: QMessageBox.StandardButton.Cancel)
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
