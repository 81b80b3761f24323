"""The statistics window's Games tab: every recorded game in a sortable table,
filtered by outcome (and by the window's rule set), exported as CSV, a game
double-clicked to play it again as what it was (a daily deal, a level, a deal), and
Review this game (ui/review/rows.py)."""

from __future__ import annotations

import csv
import datetime
import io
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from addiction.engine.daily_challenges import ChallengeDay, Tier
from addiction.engine.outcome import Termination
from addiction.engine.shape import MOST_CARDS
from addiction.models.games_table import Column, GamesTableModel
from addiction.store.savegame import write_atomically
from addiction.store.statistics import PlayedGame

from ..dialogs.common import muted
from ..review.rows import RowReviews
from .words import NO_FIGURE, format_duration, key_title, outcome_text, played_text, tr


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
        played = played_text(game)
        if played is not None:
            return played
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
    a spreadsheet reads them as values; rule sets (the game's title) and outcomes
    are in words, and a daily deal or a campaign level is named as the table does.
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
                played_text(game) or ("" if game.deal_number is None else game.deal_number),
                game.code,
                outcome_text(game.termination),
                game.in_place,
                game.moves,
                game.shuffles_used,
                f"{game.seconds:g}",
            ]
        )
    return out.getvalue()


def _played_samples() -> list[str]:
    """The Deal column's widest words: a daily deal and a challenge of each tier of
    each month, a level."""
    start = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
    sample = PlayedGame(start, "addiction", None, "", Termination.LOST, 0, 0, 0, 0.0)
    days = [datetime.date(2026, month, 28) for month in range(1, 13)]
    games = [replace(sample, daily_date=day) for day in days]
    games += [replace(sample, challenge=ChallengeDay(day, tier)) for day in days for tier in Tier]
    return [text for game in (*games, replace(sample, level=999)) if (text := played_text(game))]


class GamesPage(QWidget):
    """The games table with its outcome filter and export; a game activated (a
    double-click, or Return) emits playAgainRequested with it (its PlayedGame)."""

    playAgainRequested = Signal(PlayedGame)

    def __init__(self, database: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules_key: str | None = None
        layout = QVBoxLayout(self)
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
        # Review this game: a button beside Export, and the table's context menu.
        self.reviews = RowReviews(database, self.games_view, self.games_model.game)
        bar.insertWidget(bar.count() - 1, self.reviews.button)
        layout.addWidget(self.reviews.refusal)

    def _size_columns(self) -> None:
        """Widths from the longest text a column can hold (measuring 10,000 rows is slow)."""
        metrics = self.games_view.fontMetrics()
        samples = {
            Column.FINISHED: "2026-12-31 23:59",
            Column.DEAL: max(("#99999999", *_played_samples()), key=metrics.horizontalAdvance),
            Column.OUTCOME: max((outcome_text(t) for t in Termination), key=len),
            Column.IN_PLACE: str(MOST_CARDS),
            Column.MOVES: "9999",
            Column.SHUFFLES: "99",
            Column.TIME: "9:59:59",
        }
        header = self.games_view.horizontalHeader()
        titles = column_titles()
        for column, sample in samples.items():
            width = max(map(metrics.horizontalAdvance, (sample, titles[column])))
            header.resizeSection(column, width + 28)  # room for padding and the sort arrow

    def selected_outcome(self) -> Termination | None:
        outcome = self.outcome_combo.currentData()
        return outcome if isinstance(outcome, Termination) else None

    def show_games(self, games: Sequence[PlayedGame], rules_key: str | None) -> None:
        """Every game, of which those of rules_key (None: all rule sets) are shown."""
        self._rules_key = rules_key
        self.games_model.set_games(games)
        self._filter_games()

    def _filter_games(self) -> None:
        self.games_model.set_filter(self._rules_key, self.selected_outcome())
        shown = self.games_model.rowCount()
        self.shown_label.setText(tr("%n games", "", shown))
        self.export_button.setEnabled(shown > 0)

    def _play_again(self, index: QModelIndex) -> None:
        if index.isValid():
            self.playAgainRequested.emit(self.games_model.game(index.row()))

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
