"""The Statistics dialog: the figures per rule set, the recent games, and a reset."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from addiction.engine import PRESETS, Termination
from addiction.store.statistics import (
    CARDS,
    StatisticsDatabase,
    StatisticsError,
    StatisticsSummary,
)

from .common import format_duration, heading_font_label, key_title, muted, readable_red

NO_FIGURE = "—"
OUTCOME_TEXT = {
    Termination.WON: "Won",
    Termination.LOST: "Lost",
    Termination.GIVEN_UP: "Given up",
    Termination.ABANDONED: "Abandoned",
}
FIGURES = (
    ("played", "Played"),
    ("won", "Won"),
    ("lost", "Lost"),
    ("given_up", "Given up"),
    ("win_rate", "Win rate"),
    ("current_streak", "Current win streak"),
    ("best_streak", "Best win streak"),
    ("best_moves", "Fewest moves to win"),
    ("best_time", "Fastest win"),
    ("average_in_place", "Average in place"),
)
RECENT_LIMIT = 50


def summary_figures(summary: StatisticsSummary) -> dict[str, str]:
    """The summary as the texts the dialog shows, keyed like FIGURES."""
    rate = summary.win_rate
    average = summary.average_in_place
    return {
        "played": str(summary.played),
        "won": str(summary.won),
        "lost": str(summary.lost),
        "given_up": str(summary.given_up),
        "win_rate": NO_FIGURE if rate is None else f"{rate:.0%}",
        "current_streak": str(summary.current_streak),
        "best_streak": str(summary.best_streak),
        "best_moves": NO_FIGURE if summary.best_moves is None else str(summary.best_moves),
        "best_time": (
            NO_FIGURE if summary.best_seconds is None else format_duration(summary.best_seconds)
        ),
        "average_in_place": NO_FIGURE if average is None else f"{average:.1f} of {CARDS}",
    }


def _table(headers: list[str], stretch: int) -> QTableWidget:
    """A read-only table whose column stretch takes the spare width."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


def _cell(text: str, number: bool = False, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if tip:
        item.setToolTip(tip)
    return item


class StatisticsDialog(QDialog):
    """The figures per rule set, the recent games, and a reset."""

    def __init__(
        self,
        db: StatisticsDatabase,
        rules_key: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.db = db
        self.setWindowTitle("Statistics")
        layout = QVBoxLayout(self)
        layout.setSpacing(10)

        chooser = QHBoxLayout()
        chooser.addWidget(QLabel("Rule set:"))
        self.rules_combo = QComboBox()
        self.rules_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        chooser.addWidget(self.rules_combo)
        chooser.addStretch(1)
        layout.addLayout(chooser)

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {readable_red(self.palette())}")
        self.error_label.hide()
        layout.addWidget(self.error_label)

        summary_box = QGroupBox("Summary")
        grid = QGridLayout(summary_box)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        self.figures: dict[str, QLabel] = {}
        half = 4  # counts in the left pair of columns, rates and bests in the right
        for index, (key, caption) in enumerate(FIGURES):
            row, column = (index, 0) if index < half else (index - half, 3)
            value = heading_font_label(NO_FIGURE)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            grid.addWidget(QLabel(f"{caption}:"), row, column)
            grid.addWidget(value, row, column + 1)
            self.figures[key] = value
        separator = QFrame()
        separator.setFrameShape(QFrame.Shape.VLine)
        separator.setFrameShadow(QFrame.Shadow.Sunken)
        grid.addWidget(separator, 0, 2, len(FIGURES) - half, 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(4, 1)
        layout.addWidget(summary_box)

        self.tabs = QTabWidget()
        self.recent_table = _table(
            ["Ended", "Rule set", "Deal", "Result", "In place", "Moves", "Shuffles", "Time"],
            stretch=1,
        )
        self.tabs.addTab(self.recent_table, "Recent games")
        self.breakdown_table = _table(
            ["Rule set", "Played", "Won", "Win rate", "Best streak"], stretch=0
        )
        self.tabs.addTab(self.breakdown_table, "By rule set")
        layout.addWidget(self.tabs, 1)
        self.empty_label = muted(QLabel())
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.empty_label, 1)

        note = QLabel(
            "Each finished game counts once: won, lost (stuck with no shuffle left) or "
            "given up. Fewest moves and fastest win come from won games."
        )
        note.setWordWrap(True)
        layout.addWidget(muted(note))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton("Reset…")
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self._fill_combo(rules_key)
        self.rules_combo.currentIndexChanged.connect(self.refresh)
        self.refresh()
        self.resize(680, 600)

    def selected_key(self) -> str | None:
        """The rule set shown, or None for all of them."""
        key = self.rules_combo.currentData()
        return key if isinstance(key, str) else None

    def _fill_combo(self, selected: str | None) -> None:
        self.rules_combo.addItem("All rule sets", None)
        keys = list(PRESETS)
        try:
            keys += [key for key in self.db.rules_keys() if key not in keys]
        except StatisticsError as error:
            self._show_error(str(error))
        if selected is not None and selected not in keys:
            keys.append(selected)
        for key in keys:
            self.rules_combo.addItem(key_title(key), key)
        self.rules_combo.setCurrentIndex(max(0, self.rules_combo.findData(selected)))

    def refresh(self) -> None:
        """Show the figures of the selected rule set again."""
        key = self.selected_key()
        try:
            summary = self.db.summary(key)
            recent = self.db.recent(RECENT_LIMIT, key)
        except StatisticsError as error:
            self._show_error(str(error))
            return
        self.error_label.hide()
        for name, text in summary_figures(summary).items():
            self.figures[name].setText(text)
        self.reset_button.setEnabled(summary.played > 0)
        # An empty table says less than a sentence does.
        self.tabs.setVisible(summary.played > 0)
        self.empty_label.setVisible(summary.played == 0)
        self.empty_label.setText(
            "No finished games yet." if key is None else "No finished games yet with these rules."
        )

        self.recent_table.setRowCount(len(recent))
        for row, game in enumerate(recent):
            result = game.result
            deal = NO_FIGURE if result.deal_number is None else f"#{result.deal_number}"
            cells = [
                _cell(game.finished_at.astimezone().strftime("%Y-%m-%d %H:%M")),
                _cell(key_title(result.rules_key, short=True), tip=key_title(result.rules_key)),
                _cell(deal, number=True, tip=f"Game code {result.code}"),
                _cell(OUTCOME_TEXT[result.outcome]),
                _cell(str(result.in_place), number=True),
                _cell(str(result.moves), number=True),
                _cell(str(result.shuffles_used), number=True),
                _cell(format_duration(result.seconds), number=True),
            ]
            for column, item in enumerate(cells):
                self.recent_table.setItem(row, column, item)

        # The breakdown is the whole point of "All"; for one rule set it is that row alone.
        parts = summary.by_rules if key is None else (summary,)
        self.breakdown_table.setRowCount(len(parts))
        for row, part in enumerate(parts):
            figures = summary_figures(part)
            cells = [
                # Full titles here: two custom rule sets must not both read "Custom".
                _cell(key_title(part.rules_key or "")),
                _cell(figures["played"], number=True),
                _cell(figures["won"], number=True),
                _cell(figures["win_rate"], number=True),
                _cell(figures["best_streak"], number=True),
            ]
            for column, item in enumerate(cells):
                self.breakdown_table.setItem(row, column, item)

    def reset(self) -> None:
        """Forget the shown rule set's games (or all games), after asking."""
        key = self.selected_key()
        played = int(self.figures["played"].text())
        which = "every rule set" if key is None else key_title(key)
        question = (
            f"Forget the {played} recorded game{'' if played == 1 else 's'} of {which}? "
            "This cannot be undone."
        )
        answer = QMessageBox.question(
            self,
            "Reset statistics",
            question,
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Reset:
            return
        try:
            self.db.reset(key)
        except StatisticsError as error:
            self._show_error(str(error))
            return
        self.refresh()

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()
