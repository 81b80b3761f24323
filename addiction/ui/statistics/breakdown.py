"""The statistics window's "By rule set" tab: the figures of each rule set side by
side, with the total of all of them last."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from addiction.store.statistics import StatisticsSummary

from ..translate import QT_TRANSLATE_NOOP
from .words import key_title, summary_figures, tr

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


def breakdown_table() -> QTableWidget:
    return read_only_table([tr("Rule set"), *(tr(title) for _, title in BREAKDOWN)], stretch=0)


def show_breakdown(table: QTableWidget, summary: StatisticsSummary, rules_key: str | None) -> None:
    """The breakdown is the whole point of "All" (with the total last); for one rule
    set (rules_key) it is that row alone."""
    parts = (*summary.by_rules, summary) if rules_key is None else (summary,)
    table.setRowCount(len(parts))
    for row, part in enumerate(parts):
        figures = summary_figures(part)
        # Full titles here: two custom rule sets must not both read "Custom".
        title = tr("All rule sets") if part.rules_key is None else key_title(part.rules_key)
        # The title column takes what the figures leave: a long title is elided there
        # in a narrow window (Portuguese, at 900 px), and said whole by its tooltip.
        cells = [table_cell(title, tip=title)]
        cells += [table_cell(figures[name], number=True) for name, _ in BREAKDOWN]
        for column, item in enumerate(cells):
            if part.rules_key is None:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            table.setItem(row, column, item)
