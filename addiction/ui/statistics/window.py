"""The statistics window: the figures, four charts and every recorded game.

Everything shown comes from one read of the database (StatisticsDatabase.history
in addiction/store/statistics.py), so the figures, the charts and the table
always agree, and rows too damaged to read are skipped and counted in a
footnote instead of stopping the window.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from addiction.engine import PRESETS, GameKind
from addiction.store.statistics import (
    GameHistory,
    PlayedGame,
    StatisticsDatabase,
    StatisticsError,
)

from ..dialogs.common import muted, readable_red
from ..dialogs.daily_calendar import streak_text
from ..wording import statistics_error_text
from .breakdown import breakdown_table, show_breakdown
from .charts import CalendarHeatmap, InPlaceHistogram, WinRateChart, WinsScatter
from .games_page import GamesPage
from .words import (
    FIGURES,
    NO_FIGURE,
    key_title,
    summary_figures,
    tr,
)

# The groups counted apart from their rule sets (docs/statistics.md, "The campaign and
# winnable deals"): a rule set's figures leave them out, and its footnote says so.
GROUPS_APART = frozenset({GameKind.CAMPAIGN.value, GameKind.WINNABLE.value})


def damaged_note(count: int) -> str:
    return tr("%n damaged records were skipped.", "", count)


class StatisticsWindow(QDialog):
    """The figures, charts and games of one rule set or of all, with a reset and an export.

    Double-clicking a game (or Return on it) emits playAgainRequested with the game
    (its PlayedGame: its code, and the daily deal or level it was) and closes the
    window (accept()). Each widget is built in the constructor and kept as an
    attribute, so tests drive them with QTest.
    """

    playAgainRequested = Signal(PlayedGame)
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
        self.games_page = GamesPage(db.path)
        self.games_page.playAgainRequested.connect(self._play_again)
        self.tabs.addTab(self.games_page, tr("Games"))
        self.breakdown_table = breakdown_table()
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

    # --- showing ------------------------------------------------------------------------

    def selected_key(self) -> str | None:
        """The rule set shown, or None for all of them."""
        key = self.rules_combo.currentData()
        return key if isinstance(key, str) else None

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
        self.games_page.show_games(self.history.games, key)
        show_breakdown(self.breakdown_table, summary, key)

        notes = [
            tr(
                "Each game with a move counts once: won, lost (stuck with no shuffle left), "
                "given up, or abandoned (left for another game). A win is final. Fewest moves "
                "and fastest win come from won games."
            )
        ]
        apart = {game.rules_key for game in self.history.games} & GROUPS_APART
        if key is not None and key not in GROUPS_APART and apart:
            notes.append(
                tr(
                    "Campaign levels and winnable deals are counted apart from their rule "
                    "sets: choose them in Rule set above."
                )
            )
        if self.history.damaged:
            notes.append(damaged_note(self.history.damaged))
        self.footnote.setText(" ".join(notes))

    def _play_again(self, game: PlayedGame) -> None:
        self.playAgainRequested.emit(game)
        self.accept()

    # --- acting -----------------------------------------------------------------------

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
