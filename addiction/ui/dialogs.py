"""The dialogs of the Game and Help menus: rules, statistics, how to play, about.

Each dialog is built complete in its constructor and keeps its widgets as
attributes, so tests can set them with QTest and read the result without exec().
"""

from __future__ import annotations

import html
import sys
from typing import TypeVar

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
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
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from addiction import __version__
from addiction.engine import (
    PRESET_TITLES,
    PRESETS,
    RedealMode,
    Rules,
    RulesError,
    ShuffleTiming,
    Termination,
)
from addiction.engine.rules import MAX_SHUFFLES
from addiction.store.statistics import (
    CARDS,
    StatisticsDatabase,
    StatisticsError,
    StatisticsSummary,
)

CUSTOM = "custom"
NO_FIGURE = "—"
Choice = TypeVar("Choice", RedealMode, ShuffleTiming)

# Each switch position: a short name, and what it means for the player.
REDEAL_TEXT = {
    RedealMode.RANDOM: ("Random", "the loose cards and the four gaps land anywhere"),
    RedealMode.AFTER_RUNS: ("After runs", "each row gets one gap, right after its run"),
}
TIMING_TEXT = {
    ShuffleTiming.ANY_TIME: ("Any time", "even while moves remain"),
    ShuffleTiming.WHEN_STUCK: ("Only when stuck", "when no move is left"),
}
OUTCOME_TEXT = {
    Termination.WON: "Won",
    Termination.LOST: "Lost",
    Termination.GIVEN_UP: "Given up",
    Termination.ABANDONED: "Abandoned",
}


# --- words for rules, keys and times ---------------------------------------------


def describe_rules(rules: Rules) -> str:
    """One line on a rule set: "3 shuffles, any time · gaps land anywhere · shuffles undoable"."""
    if rules.shuffles is None:
        shuffles = "unlimited shuffles"
    else:
        shuffles = f"{rules.shuffles} shuffle{'' if rules.shuffles == 1 else 's'}"
    timing = TIMING_TEXT[rules.shuffle_timing][0].lower()
    redeal = {
        RedealMode.RANDOM: "gaps land anywhere",
        RedealMode.AFTER_RUNS: "a gap after each run",
    }[rules.redeal]
    undo = "shuffles undoable" if rules.undo_across_shuffle else "shuffles final"
    return f"{shuffles}, {timing} · {redeal} · {undo}"


def rules_for_key(key: str) -> Rules | None:
    """The rule set a statistics key (Rules.key) stands for, or None for an unknown key."""
    try:
        return Rules.from_key(key)
    except RulesError:
        return None


def key_title(key: str, short: bool = False) -> str:
    """A rule-set key for people: "Montana", "Custom: 5 shuffles, …" ("Custom" if short)."""
    rules = rules_for_key(key)
    if rules is None:
        return key
    if rules.preset_name is not None or short:
        return rules.title
    return f"Custom: {describe_rules(rules)}"


def format_duration(seconds: float) -> str:
    """4:05 or 1:02:03."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _muted(label: QLabel) -> QLabel:
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def _heading_font_label(text: str, scale: float = 1.0, bold: bool = True) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(bold)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


# --- rules -----------------------------------------------------------------------


class RulesDialog(QDialog):
    """Pick a preset or set the switches; rules() is the rule set for the next game."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules")
        layout = QVBoxLayout(self)
        layout.setSpacing(12)

        presets = QGroupBox("Rule set")
        grid = QGridLayout(presets)
        grid.setHorizontalSpacing(18)
        self.preset_group = QButtonGroup(self)
        self.preset_buttons: dict[str, QRadioButton] = {}
        choices = [(name, PRESET_TITLES[name], describe_rules(r)) for name, r in PRESETS.items()]
        choices.append((CUSTOM, "Custom", "your own choice of the switches below"))
        for row, (name, title, description) in enumerate(choices):
            button = QRadioButton(title)
            self.preset_group.addButton(button)
            self.preset_buttons[name] = button
            button.clicked.connect(lambda _=False, name=name: self._preset_picked(name))
            grid.addWidget(button, row, 0)
            grid.addWidget(_muted(QLabel(description)), row, 1)
        grid.setColumnStretch(1, 1)
        layout.addWidget(presets)

        switches = QGroupBox("Switches")
        form = QGridLayout(switches)
        form.setHorizontalSpacing(12)
        form.setColumnStretch(2, 1)
        form.setVerticalSpacing(10)

        form.addWidget(QLabel("Shuffles:"), 0, 0)
        self.shuffles_spin = QSpinBox()
        self.shuffles_spin.setRange(0, MAX_SHUFFLES)
        self.shuffles_spin.setAccessibleName("Number of shuffles")
        self.unlimited_check = QCheckBox("Unlimited")
        form.addWidget(self.shuffles_spin, 0, 1)
        form.addWidget(self.unlimited_check, 0, 2)

        self.redeal_group = QButtonGroup(self)
        self.redeal_buttons = self._choice_row(form, 1, "Redeal:", REDEAL_TEXT, self.redeal_group)
        self.timing_group = QButtonGroup(self)
        self.timing_buttons = self._choice_row(
            form, 2, "Shuffle allowed:", TIMING_TEXT, self.timing_group
        )

        form.addWidget(QLabel("Undo:"), 3, 0)
        self.undo_check = QCheckBox("Undo may take back a shuffle (redo replays it)")
        form.addWidget(self.undo_check, 3, 1, 1, 2)
        layout.addWidget(switches)

        note = QLabel(
            "The rules apply to the next game; the game in progress keeps its own. "
            "Statistics are kept for each rule set."
        )
        note.setWordWrap(True)
        layout.addWidget(_muted(note))

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.default_button = buttons.addButton(
            "Default (Addiction)", QDialogButtonBox.ButtonRole.ResetRole
        )
        self.default_button.clicked.connect(lambda: self._preset_picked("addiction"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.shuffles_spin.valueChanged.connect(self._switch_changed)
        self.unlimited_check.toggled.connect(self._switch_changed)
        self.redeal_group.buttonToggled.connect(self._switch_changed)
        self.timing_group.buttonToggled.connect(self._switch_changed)
        self.undo_check.toggled.connect(self._switch_changed)
        self._show(rules)

    @staticmethod
    def _choice_row(
        form: QGridLayout,
        row: int,
        caption: str,
        texts: dict[Choice, tuple[str, str]],
        group: QButtonGroup,
    ) -> dict[Choice, QRadioButton]:
        form.addWidget(QLabel(caption), row, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout()
        column.setSpacing(2)
        buttons: dict[Choice, QRadioButton] = {}
        for choice, (title, explanation) in texts.items():
            button = QRadioButton(f"{title}: {explanation}")
            group.addButton(button)
            buttons[choice] = button
            column.addWidget(button)
        form.addLayout(column, row, 1, 1, 2)
        return buttons

    def rules(self) -> Rules:
        """The rule set the dialog shows."""
        shuffles = None if self.unlimited_check.isChecked() else self.shuffles_spin.value()
        redeal = next(m for m, b in self.redeal_buttons.items() if b.isChecked())
        timing = next(t for t, b in self.timing_buttons.items() if b.isChecked())
        return Rules(shuffles, redeal, timing, self.undo_check.isChecked())

    def _preset_picked(self, name: str) -> None:
        # Custom keeps the switches as they are, ready to be changed.
        if name != CUSTOM:
            self._show(PRESETS[name])

    def _show(self, rules: Rules) -> None:
        widgets = [self.shuffles_spin, self.unlimited_check, self.redeal_group, self.timing_group]
        for widget in [*widgets, self.undo_check]:
            widget.blockSignals(True)
        self.unlimited_check.setChecked(rules.shuffles is None)
        if rules.shuffles is not None:
            self.shuffles_spin.setValue(rules.shuffles)
        self.redeal_buttons[rules.redeal].setChecked(True)
        self.timing_buttons[rules.shuffle_timing].setChecked(True)
        self.undo_check.setChecked(rules.undo_across_shuffle)
        for widget in [*widgets, self.undo_check]:
            widget.blockSignals(False)
        self._switch_changed()

    def _switch_changed(self) -> None:
        self.shuffles_spin.setEnabled(not self.unlimited_check.isChecked())
        # Switches that happen to match a preset show that preset, else Custom.
        name = self.rules().preset_name or CUSTOM
        self.preset_buttons[name].setChecked(True)


# --- how to play -------------------------------------------------------------------


def _red(palette: QPalette) -> str:
    """A red that reads well on the palette's background, light or dark."""
    return "#ff6b6b" if palette.color(QPalette.ColorRole.Base).lightness() < 128 else "#c62828"


def _suit_colours(palette: QPalette) -> dict[str, str]:
    """Red for hearts and diamonds, the text colour for spades and clubs."""
    red = _red(palette)
    black = palette.color(QPalette.ColorRole.Text).name()
    return {"S": black, "H": red, "D": red, "C": black}


def how_to_play_html(palette: QPalette) -> str:
    """The rules for players (after rules.md), as HTML for a QTextBrowser."""
    colours = _suit_colours(palette)
    symbols = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

    def card(code: str) -> str:
        rank, suit = code[:-1], code[-1]
        return f'<b><span style="color:{colours[suit]}">{rank}{symbols[suit]}</span></b>'

    suits = "&nbsp;".join(card(suit) for suit in "SHDC")
    line = palette.color(QPalette.ColorRole.Mid).name()
    header = palette.color(QPalette.ColorRole.AlternateBase).name()

    def head_row(*titles: str) -> str:
        cells = "".join(f'<th align="left">{title}</th>' for title in titles)
        return f'<tr style="background:{header}">{cells}</tr>'

    table = f'border="1" cellspacing="0" cellpadding="6" style="border-color:{line}" width="100%"'
    preset_rows = "".join(
        f"<tr><td><b>{PRESET_TITLES[name]}</b></td>"
        f"<td>{'unlimited' if r.shuffles is None else r.shuffles}</td>"
        f"<td>{html.escape(REDEAL_TEXT[r.redeal][1])}</td>"
        f"<td>{TIMING_TEXT[r.shuffle_timing][0].lower()}</td>"
        f"<td>{'yes' if r.undo_across_shuffle else 'no'}</td></tr>"
        for name, r in PRESETS.items()
    )
    return f"""
<h2>Addiction Solitaire</h2>
<p>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit
per row ({suits}).</p>

<h3>The layout</h3>
<p>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come
back; their places are the four <b>gaps</b>. There are always 48 cards and 4 gaps.</p>

<h3>Moves</h3>
<p>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a
gap takes depends on what is to its left.</p>
<p><b>Quick reference: what each gap takes</b></p>
<table {table}>
{head_row("The gap is…", "It takes…")}
<tr><td>in column 1</td><td>any 2 not already in column 1 (the 2 decides the row's
suit)</td></tr>
<tr><td>right of a card, say {card("7S")}</td><td>the next card of that suit,
{card("8S")}, from anywhere on the table</td></tr>
<tr><td>right of a King</td><td>nothing: <b>blocked</b></td></tr>
<tr><td>right of another gap</td><td>nothing until that gap is filled: <b>blocked</b></td></tr>
</table>
<p>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which
row and which gap to chase first.</p>

<h3>In place</h3>
<p>A card is <b>in place</b> when it belongs to the unbroken run that starts with a 2 in
column 1 and goes on in that suit: {card("2C")} {card("3C")} {card("4C")} {card("9D")}
{card("6C")} has 3 in place. In-place cards carry a green mark and never move again.
“In place: N of 48” is your progress.</p>

<h3>Shuffles</h3>
<p>When you are stuck, or earlier if the rules allow, a <b>shuffle</b> gathers every card
that is not in place and deals them again. In-place cards stay put. A shuffle counts as a
move. The rule sets differ here:</p>
<table {table}>
{head_row("Rule set", "Shuffles", "Redeal", "Allowed", "Undo a shuffle")}
{preset_rows}
</table>
<p>Choose a rule set, or set each switch yourself, with <i>Game › Rules</i>. Statistics are
kept for each rule set.</p>

<h3>Winning and losing</h3>
<p>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in
column 13. Which suit is in which row does not matter. You are <b>stuck</b> when every gap
is blocked; stuck with no shuffle left, the game is lost. You may also give up
(<i>Game › Give up</i>); it counts as a loss.</p>

<h3>Playing</h3>
<ul>
<li>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows
a no-entry mark.</li>
<li>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or
click a card and then a gap. A gap in column 1 offers the 2s that can go there.</li>
<li>Undo: Ctrl+Z. Redo: Ctrl+Shift+Z or Ctrl+Y. Undo and redo are unlimited within the
rule set; Restart goes back to the very same deal with every shuffle back.</li>
<li>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</li>
<li>Your game is saved as you play and comes back when you start again. A game code
recreates the same deal for a friend.</li>
</ul>
"""


class HowToPlayDialog(QDialog):
    """The rules as in-app help."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("How to play")
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.document().setDocumentMargin(14)
        self.browser.setHtml(how_to_play_html(self.browser.palette()))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 720)


# --- about -------------------------------------------------------------------------


class AboutDialog(QDialog):
    """Name, version, licence, and what it runs on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("About Addiction Solitaire")
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        layout.addWidget(_heading_font_label("Addiction Solitaire", 1.6))
        self.version_label = QLabel(f"Version {__version__}")
        layout.addWidget(self.version_label)
        text = QLabel(
            "The Gaps / Montana patience: put four rows in order, 2 to King, by moving "
            "cards into the gaps.\n\n"
            "Hints come from a built-in solver that searches the moves ahead in a "
            "separate process, so the board never stalls while it thinks."
        )
        text.setWordWrap(True)
        layout.addWidget(text)
        layout.addWidget(QLabel("Licence: MIT"))
        self.platform_label = _muted(
            QLabel(
                f"Qt {qVersion()} · PySide6 {PySide6.__version__} · "
                f"Python {sys.version_info.major}.{sys.version_info.minor}."
                f"{sys.version_info.micro}"
            )
        )
        layout.addWidget(self.platform_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)


# --- statistics --------------------------------------------------------------------

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
        self.error_label.setStyleSheet(f"color: {_red(self.palette())}")
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
            value = _heading_font_label(NO_FIGURE)
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
        self.empty_label = _muted(QLabel())
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.empty_label, 1)

        note = QLabel(
            "Each finished game counts once: won, lost (stuck with no shuffle left) or "
            "given up. Fewest moves and fastest win come from won games."
        )
        note.setWordWrap(True)
        layout.addWidget(_muted(note))

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
