"""The Rules dialog: choose the game for the next deal, each shown with a miniature of
its opening deal (deal_picture.py) and one sentence of its rule (docs/rules.md); for
Addiction, pick a preset or set the switches."""

from __future__ import annotations

import math
from typing import TypeVar

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetricsF, QGuiApplication, QIcon, QMouseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from addiction.engine import GAMES, MAX_SHUFFLES, PRESETS, RedealMode, Rules, ShuffleTiming

from ..card_painter import CardPainter
from ..theme import Theme, theme_for
from ..translate import tr
from .common import describe_rules, heading_font_label, muted, redeal_text, rules_title, timing_text
from .deal_picture import DealPicture, deal_pixmap

CUSTOM = "custom"
# The chooser's entry for the Addiction shape's presets and custom switches.
ADDICTION = "addiction"
Choice = TypeVar("Choice", RedealMode, ShuffleTiming)
# The size of a miniature in the list of games.
ICON_SIZE = QSize(60, 36)


def game_sentence(game: str) -> str:
    """One sentence of a game's rule (docs/rules.md, "The family"), by its key in the
    chooser: ADDICTION or a key of GAMES."""
    return {
        ADDICTION: tr(
            "52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one "
            "above its left neighbour in the same suit, and build every row from a 2 to "
            "the King."
        ),
        "station": tr("As Addiction, but a redeal puts the gaps in the last column."),
        "spaces": tr(
            "As Addiction with two redeals, and a 2 in column 1 may move to another gap in "
            "column 1."
        ),
        "blue-moon": tr(
            "4 rows of 14, the Aces moved to column 1: build every row from its Ace to the "
            "King in one suit."
        ),
        "red-moon": tr(
            "As Blue Moon, but the Aces are dealt first and the gaps start in column 2."
        ),
        "galary": tr(
            "As Red Moon, and a gap also takes the card one below its right neighbour, "
            "in that card's suit."
        ),
        "free-parking": tr(
            "As Addiction, and a gap also takes the card one below its right neighbour, "
            "in that card's suit."
        ),
        "jungle": tr(
            "As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit."
        ),
        "spaces-and-aces": tr(
            "4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any "
            "higher card of its left neighbour's suit."
        ),
        "paganini": tr(
            "36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 "
            "follows the Ace."
        ),
        "house-of-commons": tr(
            "40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row "
            "from a 2 to the 10."
        ),
        "line-up": tr(
            "24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an "
            "Ace, and every row runs from Ace to 5."
        ),
        "rectangular-rovers": tr(
            "Line Up's cards and table, but a gap takes any card beside it: left, right, "
            "above or below."
        ),
        "maze": tr(
            "48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: "
            "a gap takes the card one above its left neighbour or one below its right "
            "one, any other Ace after a Queen; build the four suits one after another "
            "from the top left."
        ),
        "double-montana": tr(
            "Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built "
            "as in Addiction."
        ),
        "double-blue-moon": tr("Two decks in 8 rows of 14, played as Blue Moon."),
        "double-red-moon": tr("Two decks in 8 rows of 14, played as Red Moon."),
        "paganini-ii-v2": tr(
            "Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap "
            "the card one above its left neighbour in the same suit."
        ),
        "paganini-ii": tr(
            "Paganini II as this game first played it: two decks in 8 rows of 14, played "
            "as Spaces and Aces."
        ),
    }[game]


def chooser_entry(rules: Rules) -> str:
    """The chooser's entry for rules: its game's key, or ADDICTION for the Addiction
    presets and custom switches."""
    name = rules.preset_name
    return name if name in GAMES else ADDICTION


class _CheckCaption(QLabel):
    """A check box's words, wrapped, that toggle it when clicked."""

    def __init__(self, text: str, check: QCheckBox) -> None:
        super().__init__(text)
        self._check = check
        self.setWordWrap(True)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self._check.click()
        super().mouseReleaseEvent(event)


def wrapped_check(layout: QVBoxLayout, text: str) -> QCheckBox:
    """A check box with its words beside it, wrapped (a QCheckBox's own text never
    wraps, and a long one made the page scroll sideways at 640x420, in English too):
    the box carries the words for a screen reader, a click on them toggles it."""
    check = QCheckBox()
    check.setAccessibleName(text)
    row = QHBoxLayout()
    row.addWidget(check, 0, Qt.AlignmentFlag.AlignTop)
    row.addWidget(_CheckCaption(text, check), 1)
    layout.addLayout(row)
    return check


class RulesDialog(QDialog):
    """Choose a game of the family, or for Addiction a preset or the switches; rules()
    is the rule set for the next game."""

    def __init__(
        self, rules: Rules, parent: QWidget | None = None, theme: Theme | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        theme = theme or theme_for()
        # The chooser's entries, each with the rule set its miniature shows.
        self._entries = {ADDICTION: PRESETS[ADDICTION], **GAMES}
        outer = self._outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        self.games = self._games_list(theme)
        columns.addWidget(self.games)
        # The game's picture, sentence and (for Addiction) switches scroll in a small window.
        page = self._page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        scroller = self._scroller = QScrollArea()
        scroller.setWidget(page)
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        columns.addWidget(scroller, 1)

        self.game_title = heading_font_label("", 1.15)
        layout.addWidget(self.game_title)
        self.picture = DealPicture(theme)
        layout.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignLeft)  # small, not stretched
        self.sentence = QLabel()
        self.sentence.setWordWrap(True)
        layout.addWidget(self.sentence)
        self.game_rules = muted(QLabel())
        self.game_rules.setWordWrap(True)
        layout.addWidget(self.game_rules)

        presets = self.presets = QGroupBox(self.tr("Rule set"))
        grid = QGridLayout(presets)
        grid.setHorizontalSpacing(18)
        self.preset_group = QButtonGroup(self)
        self.preset_buttons: dict[str, QRadioButton] = {}
        choices = [(name, rules_title(r), describe_rules(r)) for name, r in PRESETS.items()]
        choices.append(
            (CUSTOM, self.tr("Custom"), self.tr("your own choice of the switches below"))
        )
        for row, (name, title, description) in enumerate(choices):
            button = QRadioButton(title)
            self.preset_group.addButton(button)
            self.preset_buttons[name] = button
            button.clicked.connect(lambda _=False, name=name: self._preset_picked(name))
            grid.addWidget(button, row, 0)
            explained = muted(QLabel(description))
            explained.setWordWrap(True)  # the page scrolls down, never sideways
            grid.addWidget(explained, row, 1)
        grid.setColumnStretch(1, 1)
        layout.addWidget(presets)

        switches = self.switches = QGroupBox(self.tr("Switches"))
        # Each switch under its caption: the page stays narrow enough for a small window.
        form = QVBoxLayout(switches)
        form.setSpacing(4)

        form.addWidget(QLabel(self.tr("Shuffles:")))
        self.shuffles_spin = QSpinBox()
        self.shuffles_spin.setRange(0, MAX_SHUFFLES)
        self.shuffles_spin.setAccessibleName(self.tr("Number of shuffles"))
        self.unlimited_check = QCheckBox(self.tr("Unlimited"))
        count = QHBoxLayout()
        count.addWidget(self.shuffles_spin)
        count.addWidget(self.unlimited_check)
        count.addStretch(1)
        form.addLayout(count)

        self.redeal_group = QButtonGroup(self)
        self.redeal_buttons = self._choice_row(
            form, self.tr("Redeal:"), redeal_text(), self.redeal_group
        )
        self.timing_group = QButtonGroup(self)
        self.timing_buttons = self._choice_row(
            form, self.tr("Shuffle allowed:"), timing_text(), self.timing_group
        )

        form.addWidget(QLabel(self.tr("Undo:")))
        self.undo_check = wrapped_check(
            form, self.tr("Undo may take back a shuffle (redo replays it)")
        )
        form.addWidget(QLabel(self.tr("Column 1:")))
        self.head_check = wrapped_check(
            form, self.tr("A 2 in column 1 may move to another gap in column 1 (as in PySolFC)")
        )
        layout.addWidget(switches)
        layout.addStretch(1)

        note = QLabel(
            self.tr(
                "The rules apply to the next game; the game in progress keeps its own. "
                "Statistics are kept for each rule set."
            )
        )
        note.setWordWrap(True)
        outer.addWidget(muted(note))

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.default_button = buttons.addButton(
            self.tr("Default (Addiction)"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.default_button.clicked.connect(self._default_picked)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

        self.shuffles_spin.valueChanged.connect(self._switch_changed)
        self.unlimited_check.toggled.connect(self._switch_changed)
        self.redeal_group.buttonToggled.connect(self._switch_changed)
        self.timing_group.buttonToggled.connect(self._switch_changed)
        self.undo_check.toggled.connect(self._switch_changed)
        self.head_check.toggled.connect(self._switch_changed)
        # The switches show the rules when they are Addiction's, else Addiction's own.
        self._show(rules if chooser_entry(rules) == ADDICTION else PRESETS[ADDICTION])
        self._fit(parent)  # measured while Addiction's switches show: the most the page holds
        self.games.currentRowChanged.connect(self._game_picked)
        self.games.setCurrentRow(list(self._entries).index(chooser_entry(rules)))

    def _games_list(self, theme: Theme) -> QListWidget:
        """The games to choose from, each with its miniature and its sentence (which
        a screen reader reads as the entry's description)."""
        games = QListWidget()
        games.setAccessibleName(self.tr("Games"))
        games.setIconSize(ICON_SIZE)
        games.setSpacing(2)
        cards, scale = CardPainter(theme), self.devicePixelRatioF()
        for entry, rules in self._entries.items():
            icon = QIcon(deal_pixmap(rules, cards, ICON_SIZE, scale))
            item = QListWidgetItem(icon, rules_title(rules))
            sentence = game_sentence(entry)
            item.setToolTip(sentence)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, sentence)
            games.addItem(item)
        # A long name wraps, its longest word whole: the page keeps room in a small window.
        games.setWordWrap(True)
        games.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        words = [word for row in range(games.count()) for word in games.item(row).text().split()]
        # The text is laid out at fractional widths ("Rectangular" at 72.4 px was cut
        # in a room of 72): the longest word's width rounded up, and a pixel spare.
        metrics = QFontMetricsF(games.font())
        names = math.ceil(max(metrics.horizontalAdvance(word) for word in words)) + 1
        width = ICON_SIZE.width() + names + 2 * (games.frameWidth() + games.spacing()) + 12
        games.setFixedWidth(width + games.verticalScrollBar().sizeHint().width())
        return games

    def _fit(self, parent: QWidget | None) -> None:
        """As large as the dialog wants, but never past the window it opens over nor
        its screen (the list and the page scroll in what is left)."""
        scroller, page = self._scroller, self._page
        bar = scroller.verticalScrollBar().sizeHint().width()
        scroller.setMinimumSize(page.sizeHint() + QSize(bar, 0))
        size = self.sizeHint()
        scroller.setMinimumSize(QSize(0, 0))
        self._outer.activate()  # the dialog's own minimum, without the page's
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            size = size.boundedTo(screen.availableGeometry().size())
        if parent is not None:
            size = size.boundedTo(parent.window().size())
        self.resize(size)

    @property
    def game(self) -> str:
        """The chooser's entry picked: ADDICTION or a key of GAMES."""
        return list(self._entries)[max(0, self.games.currentRow())]

    def _game_picked(self) -> None:
        entry = self.game
        addiction = entry == ADDICTION
        rules = self.rules()
        self.game_title.setText(self.games.currentItem().text())
        self.picture.show_rules(rules)
        self.picture.setAccessibleName(
            self.tr("The opening deal of %1").replace("%1", rules_title(rules))
        )
        self.sentence.setText(game_sentence(entry))
        self.game_rules.setText(describe_rules(rules))
        self.game_rules.setVisible(not addiction)
        self.presets.setVisible(addiction)
        self.switches.setVisible(addiction)

    def _default_picked(self) -> None:
        self.games.setCurrentRow(0)
        self._preset_picked(ADDICTION)

    @staticmethod
    def _choice_row(
        form: QVBoxLayout,
        caption: str,
        texts: dict[Choice, tuple[str, str]],
        group: QButtonGroup,
    ) -> dict[Choice, QRadioButton]:
        form.addSpacing(6)
        form.addWidget(QLabel(caption))
        column = QGridLayout()
        column.setVerticalSpacing(2)
        column.setColumnStretch(1, 1)
        buttons: dict[Choice, QRadioButton] = {}
        for line, (choice, (title, explanation)) in enumerate(texts.items()):
            button = QRadioButton(title)
            button.setAccessibleDescription(explanation)
            group.addButton(button)
            buttons[choice] = button
            column.addWidget(button, line, 0, Qt.AlignmentFlag.AlignTop)
            # Beside its button and wrapped: the page scrolls down, never sideways.
            said = QLabel(explanation)
            said.setWordWrap(True)
            column.addWidget(said, line, 1)
        form.addLayout(column)
        return buttons

    def rules(self) -> Rules:
        """The rule set the dialog shows: the game chosen, or Addiction's switches."""
        return GAMES[self.game] if self.game != ADDICTION else self._switched_rules()

    def _switched_rules(self) -> Rules:
        """The Addiction rule set the switches show."""
        shuffles = None if self.unlimited_check.isChecked() else self.shuffles_spin.value()
        redeal = next(m for m, b in self.redeal_buttons.items() if b.isChecked())
        timing = next(t for t, b in self.timing_buttons.items() if b.isChecked())
        rules = Rules(shuffles, redeal, timing, self.undo_check.isChecked())
        return rules.with_head_moves(self.head_check.isChecked())

    def _preset_picked(self, name: str) -> None:
        # Custom keeps the switches as they are, ready to be changed.
        if name != CUSTOM:
            self._show(PRESETS[name])

    def _show(self, rules: Rules) -> None:
        widgets = [self.shuffles_spin, self.unlimited_check, self.redeal_group, self.timing_group]
        widgets += [self.undo_check, self.head_check]
        for widget in widgets:
            widget.blockSignals(True)
        self.unlimited_check.setChecked(rules.shuffles is None)
        if rules.shuffles is not None:
            self.shuffles_spin.setValue(rules.shuffles)
        self.redeal_buttons[rules.redeal].setChecked(True)
        self.timing_buttons[rules.shuffle_timing].setChecked(True)
        self.undo_check.setChecked(rules.undo_across_shuffle)
        self.head_check.setChecked(rules.head_moves)
        for widget in widgets:
            widget.blockSignals(False)
        self._switch_changed()

    def _switch_changed(self) -> None:
        self.shuffles_spin.setEnabled(not self.unlimited_check.isChecked())
        # Switches that happen to match a preset show that preset, else Custom (also
        # where they match a game of the Addiction shape, Spaces).
        name = self._switched_rules().preset_name
        self.preset_buttons[name if name in self.preset_buttons else CUSTOM].setChecked(True)
