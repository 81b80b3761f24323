"""The statistics window: the figures, four charts and every recorded game.

Everything shown comes from one read of the database (StatisticsDatabase.history
in addiction/store/statistics.py), so the figures, the charts and the table
always agree, and rows too damaged to read are skipped and counted in a
footnote instead of stopping the window.
"""

from __future__ import annotations

import csv
import datetime
import io
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from addiction.engine import PRESETS
from addiction.engine.outcome import Termination
from addiction.models.games_table import Column, GamesTableModel
from addiction.store.savegame import write_atomically
from addiction.store.statistics import (
    GameHistory,
    PlayedGame,
    StatisticsDatabase,
    StatisticsError,
)

from ..dialogs.common import muted, readable_red
from ..dialogs.daily_calendar import streak_text
from ..translate import QT_TRANSLATE_NOOP
from ..wording import statistics_error_text
from .charts import CalendarHeatmap, InPlaceHistogram, WinRateChart, WinsScatter
from .words import (
    FIGURES,
    NO_FIGURE,
    format_duration,
    key_title,
    outcome_text,
    summary_figures,
    tr,
)


def read_only_table(headers: list[str], stretch: int) -> QTableWidget:
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


def table_cell(text: str, number: bool = False, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if tip:
        item.setToolTip(tip)
    return item


#: The figures in the "By rule set" table, with their (short) column titles.
BREAKDOWN = (
    ("played", QT_TRANSLATE_NOOP("", "Played")),
    ("won", QT_TRANSLATE_NOOP("", "Won")),
    ("win_rate", QT_TRANSLATE_NOOP("", "Win rate")),
    ("current_streak", QT_TRANSLATE_NOOP("", "Streak")),
    ("best_streak", QT_TRANSLATE_NOOP("", "Best streak")),
    ("best_moves", QT_TRANSLATE_NOOP("", "Fewest moves")),
    ("best_time", QT_TRANSLATE_NOOP("", "Fastest win")),
    ("average_in_place", QT_TRANSLATE_NOOP("", "Average in place")),
)


def column_titles() -> list[str]:
    """The games table's column titles, in Column order."""
    return [
        tr("Date"),
        tr("Rule set"),
        tr("Deal"),
        tr("Outcome"),
        tr("In place"),
        tr("Moves"),
        tr("Shuffles"),
        tr("Time"),
    ]


def cell_text(game: PlayedGame, column: Column) -> str:
    """What a cell of the games table shows."""
    if column is Column.FINISHED:
        return game.finished_at.astimezone().strftime("%Y-%m-%d %H:%M")
    if column is Column.RULES:
        return key_title(game.rules_key, short=True)
    if column is Column.DEAL:
        return NO_FIGURE if game.deal_number is None else f"#{game.deal_number}"
    if column is Column.OUTCOME:
        return outcome_text(game.termination)
    if column is Column.IN_PLACE:
        return str(game.in_place)
    if column is Column.MOVES:
        return str(game.moves)
    if column is Column.SHUFFLES:
        return str(game.shuffles_used)
    return format_duration(game.seconds)


def games_csv(games: Sequence[PlayedGame]) -> str:
    """The games as CSV text: a header row, then one row per game, for spreadsheets.

    Dates are ISO 8601 in local time with their offset and times are seconds, so
    a spreadsheet reads them as values; rule sets and outcomes are in words.
    """
    out = io.StringIO()
    writer = csv.writer(out)
    titles = column_titles()
    deal, time = Column.DEAL + 1, Column.TIME
    writer.writerow([*titles[:deal], tr("Game code"), *titles[deal:time], tr("Seconds")])
    for game in games:
        writer.writerow(
            [
                game.finished_at.astimezone().isoformat(timespec="seconds"),
                key_title(game.rules_key),
                "" if game.deal_number is None else game.deal_number,
                game.code,
                outcome_text(game.termination),
                game.in_place,
                game.moves,
                game.shuffles_used,
                f"{game.seconds:g}",
            ]
        )
    return out.getvalue()


def damaged_note(count: int) -> str:
    return tr("%n damaged records were skipped.", "", count)


class StatisticsWindow(QDialog):
    """The figures, charts and games of one rule set or of all, with a reset and an export.

    Double-clicking a game (or Return on it) emits playAgainRequested with its
    game code and closes the window (accept()). Each widget is built in the constructor and
    kept as an attribute, so tests drive them with QTest.
    """

    playAgainRequested = Signal(str)
    #: The player's local date, for the daily streak (tests set another).
    today: Callable[[], datetime.date] = staticmethod(datetime.date.today)

    def __init__(
        self,
        db: StatisticsDatabase,
        rules_key: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.db = db
        self.history = GameHistory(())
        self.setWindowTitle(tr("Statistics"))
        layout = QVBoxLayout(self)
        layout.setSpacing(8)

        chooser = QHBoxLayout()
        chooser.addWidget(QLabel(tr("Rule set:")))
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

        layout.addWidget(self._summary_strip())
        layout.addWidget(self._daily_streak_line())

        self.tabs = QTabWidget()
        self.tabs.addTab(self._charts_page(), tr("Charts"))
        self.tabs.addTab(self._games_page(), tr("Games"))
        self.breakdown_table = read_only_table(
            [tr("Rule set"), *(tr(title) for _, title in BREAKDOWN)], stretch=0
        )
        self.tabs.addTab(self.breakdown_table, tr("By rule set"))
        layout.addWidget(self.tabs, 1)

        self.footnote = muted(QLabel())
        self.footnote.setWordWrap(True)
        layout.addWidget(self.footnote)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(tr("Reset…"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self._fill_combo(rules_key)
        self.rules_combo.currentIndexChanged.connect(self.refresh)
        self.refresh()
        self.resize(1000, 680)

    # --- building ---------------------------------------------------------------------

    def _summary_strip(self) -> QFrame:
        """The figures side by side: the value large, its caption small beneath."""
        strip = QFrame()
        strip.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(strip)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(0)
        self.figures: dict[str, QLabel] = {}
        for column, (key, caption) in enumerate(FIGURES):
            value = QLabel(NO_FIGURE)
            font = QFont(value.font())
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.3)
            value.setFont(font)
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label = muted(QLabel(tr(caption)))
            small = QFont(label.font())
            small.setPointSizeF(small.pointSizeF() * 0.9)
            label.setFont(small)
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            label.setWordWrap(True)
            grid.addWidget(value, 0, column)
            grid.addWidget(label, 1, column)
            grid.setColumnStretch(column, 1)
            self.figures[key] = value
        return strip

    def _daily_streak_line(self) -> QLabel:
        """The daily deal's streaks (docs/daily.md), over every rule set."""
        self.daily_streak_label = QLabel()
        self.daily_streak_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
        )
        return self.daily_streak_label

    def _show_daily_streaks(self) -> None:
        try:
            results = self.db.daily_results()
        except StatisticsError:
            results = {}  # the figures above say what failed
        self.daily_streak_label.setText(streak_text(results, self.today()))

    def _charts_page(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        grid.setContentsMargins(6, 6, 6, 6)
        grid.setSpacing(8)
        self.win_rate_chart = WinRateChart()
        self.in_place_chart = InPlaceHistogram()
        self.wins_chart = WinsScatter()
        self.calendar_chart = CalendarHeatmap()
        grid.addWidget(self.win_rate_chart, 0, 0)
        grid.addWidget(self.in_place_chart, 0, 1)
        grid.addWidget(self.wins_chart, 1, 0)
        grid.addWidget(self.calendar_chart, 1, 1)
        return page

    def _games_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(6, 6, 6, 6)
        bar = QHBoxLayout()
        bar.addWidget(QLabel(tr("Outcome:")))
        self.outcome_combo = QComboBox()
        self.outcome_combo.addItem(tr("All outcomes"), None)
        for termination in Termination:
            self.outcome_combo.addItem(outcome_text(termination), termination)
        self.outcome_combo.currentIndexChanged.connect(self._filter_games)
        bar.addWidget(self.outcome_combo)
        self.shown_label = muted(QLabel())
        bar.addWidget(self.shown_label)
        bar.addStretch(1)
        self.export_button = QPushButton(tr("Export CSV…"))
        self.export_button.clicked.connect(self.choose_export_file)
        bar.addWidget(self.export_button)
        layout.addLayout(bar)

        self.games_model = GamesTableModel(column_titles(), cell_text, self)
        self.games_view = QTableView()
        self.games_view.setModel(self.games_model)
        self.games_view.setSortingEnabled(True)
        self.games_view.sortByColumn(Column.FINISHED, Qt.SortOrder.DescendingOrder)
        self.games_view.verticalHeader().setVisible(False)
        self.games_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_view.setAlternatingRowColors(True)
        self.games_view.setShowGrid(False)
        self.games_view.setWordWrap(False)
        self.games_view.verticalHeader().setDefaultSectionSize(
            self.games_view.fontMetrics().height() + 8
        )
        self.games_view.setToolTip(tr("Double-click a game to play its deal again."))
        header = self.games_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self._size_columns()
        header.setSectionResizeMode(Column.RULES, QHeaderView.ResizeMode.Stretch)
        # activated: a double-click, or Return on the selected game (a single click where
        # the desktop opens items with one click).
        self.games_view.activated.connect(self._play_again)
        layout.addWidget(self.games_view, 1)
        return page

    def _size_columns(self) -> None:
        """Widths from the longest text a column can hold (measuring 10,000 rows is slow)."""
        metrics = self.games_view.fontMetrics()
        samples = {
            Column.FINISHED: "2026-12-31 23:59",
            Column.DEAL: "#99999999",
            Column.OUTCOME: max((outcome_text(t) for t in Termination), key=len),
            Column.IN_PLACE: "48",
            Column.MOVES: "9999",
            Column.SHUFFLES: "99",
            Column.TIME: "9:59:59",
        }
        header = self.games_view.horizontalHeader()
        titles = column_titles()
        for column, sample in samples.items():
            width = max(map(metrics.horizontalAdvance, (sample, titles[column])))
            header.resizeSection(column, width + 28)  # room for padding and the sort arrow

    # --- showing ------------------------------------------------------------------------

    def selected_key(self) -> str | None:
        """The rule set shown, or None for all of them."""
        key = self.rules_combo.currentData()
        return key if isinstance(key, str) else None

    def selected_outcome(self) -> Termination | None:
        outcome = self.outcome_combo.currentData()
        return outcome if isinstance(outcome, Termination) else None

    def _fill_combo(self, selected: str | None) -> None:
        self.rules_combo.addItem(tr("All rule sets"), None)
        keys = list(PRESETS)
        try:
            keys += [key for key in self.db.rules_keys() if key not in keys]
        except StatisticsError as error:
            self._show_error(statistics_error_text(error))
        if selected is not None and selected not in keys:
            keys.append(selected)
        for key in keys:
            self.rules_combo.addItem(key_title(key), key)
        self.rules_combo.setCurrentIndex(max(0, self.rules_combo.findData(selected)))

    def refresh(self) -> None:
        """Read the games again and show those of the selected rule set."""
        try:
            self.history = self.db.history()
        except StatisticsError as error:
            self._show_error(statistics_error_text(error))
            return
        self.error_label.hide()
        key = self.selected_key()
        summary = self.history.summary(key)
        for name, text in summary_figures(summary).items():
            self.figures[name].setText(text)
        self.reset_button.setEnabled(summary.played > 0)
        self._show_daily_streaks()

        games = self.history.of_rules(key)
        for chart in (
            self.win_rate_chart,
            self.in_place_chart,
            self.wins_chart,
            self.calendar_chart,
        ):
            chart.set_games(games)
        self.games_model.set_games(self.history.games)
        self._filter_games()

        # The breakdown is the whole point of "All" (with the total last); for one rule
        # set it is that row alone.
        parts = (*summary.by_rules, summary) if key is None else (summary,)
        self.breakdown_table.setRowCount(len(parts))
        for row, part in enumerate(parts):
            figures = summary_figures(part)
            # Full titles here: two custom rule sets must not both read "Custom".
            title = tr("All rule sets") if part.rules_key is None else key_title(part.rules_key)
            cells = [table_cell(title)]
            cells += [table_cell(figures[name], number=True) for name, _ in BREAKDOWN]
            for column, item in enumerate(cells):
                if part.rules_key is None:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.breakdown_table.setItem(row, column, item)

        notes = [
            tr(
                "Each game with a move counts once: won, lost (stuck with no shuffle left), "
                "given up, or abandoned (left for another game). A win is final. Fewest moves "
                "and fastest win come from won games."
            )
        ]
        if self.history.damaged:
            notes.append(damaged_note(self.history.damaged))
        self.footnote.setText(" ".join(notes))

    def _filter_games(self) -> None:
        self.games_model.set_filter(self.selected_key(), self.selected_outcome())
        shown = self.games_model.rowCount()
        self.shown_label.setText(tr("%n games", "", shown))
        self.export_button.setEnabled(shown > 0)

    def _play_again(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        self.playAgainRequested.emit(self.games_model.game(index.row()).code)
        self.accept()

    # --- acting -----------------------------------------------------------------------

    def export_csv(self, path: Path) -> int:
        """Write the games the table shows (all rows of the filter) to path; how many.

        Atomic: a failed write leaves any earlier file at path as it was.
        """
        games = self.games_model.shown_games()
        write_atomically(Path(path), games_csv(games).encode("utf-8"))
        return len(games)

    def choose_export_file(self) -> None:
        """Ask where to save the shown games, then save them there."""
        path, _ = QFileDialog.getSaveFileName(
            self,
            tr("Export games"),
            str(Path.home() / "addiction-games.csv"),
            tr("CSV files (*.csv)"),
        )
        if not path:
            return
        try:
            count = self.export_csv(Path(path))
        except OSError as error:
            QMessageBox.warning(
                self,
                tr("Export games"),
                tr("The games could not be saved to {path}: {reason}").format(
                    path=path, reason=error.strerror or error
                ),
            )
            return
        self.shown_label.setText(tr("%n games saved to {path}", "", count).format(path=path))

    def reset(self) -> None:
        """Forget the shown rule set's games (or all games), after asking."""
        key = self.selected_key()
        played = self.history.summary(key).played
        which = tr("every rule set") if key is None else key_title(key)
        question = tr(
            "Forget the %n recorded games of {which}? This cannot be undone.", "", played
        ).format(which=which)
        answer = QMessageBox.question(
            self,
            tr("Reset statistics"),
            question,
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Reset:
            return
        try:
            self.db.reset(key)
        except StatisticsError as error:
            self._show_error(statistics_error_text(error))
            return
        self.refresh()

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()
