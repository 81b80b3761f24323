"""The Rules dialog: pick a preset or set the switches for the next game."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from addiction.engine import MAX_SHUFFLES, PRESETS, RedealMode, Rules, ShuffleTiming

from .common import describe_rules, muted, redeal_text, rules_title, timing_text

CUSTOM = "custom"
Choice = TypeVar("Choice", RedealMode, ShuffleTiming)


class RulesDialog(QDialog):
    """Pick a preset or set the switches; rules() is the rule set for the next game."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        layout = QVBoxLayout(self)
        layout.setSpacing(12)

        presets = QGroupBox(self.tr("Rule set"))
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
            grid.addWidget(muted(QLabel(description)), row, 1)
        grid.setColumnStretch(1, 1)
        layout.addWidget(presets)

        switches = QGroupBox(self.tr("Switches"))
        form = QGridLayout(switches)
        form.setHorizontalSpacing(12)
        form.setColumnStretch(2, 1)
        form.setVerticalSpacing(10)

        form.addWidget(QLabel(self.tr("Shuffles:")), 0, 0)
        self.shuffles_spin = QSpinBox()
        self.shuffles_spin.setRange(0, MAX_SHUFFLES)
        self.shuffles_spin.setAccessibleName(self.tr("Number of shuffles"))
        self.unlimited_check = QCheckBox(self.tr("Unlimited"))
        form.addWidget(self.shuffles_spin, 0, 1)
        form.addWidget(self.unlimited_check, 0, 2)

        self.redeal_group = QButtonGroup(self)
        self.redeal_buttons = self._choice_row(
            form, 1, self.tr("Redeal:"), redeal_text(), self.redeal_group
        )
        self.timing_group = QButtonGroup(self)
        self.timing_buttons = self._choice_row(
            form, 2, self.tr("Shuffle allowed:"), timing_text(), self.timing_group
        )

        form.addWidget(QLabel(self.tr("Undo:")), 3, 0)
        self.undo_check = QCheckBox(self.tr("Undo may take back a shuffle (redo replays it)"))
        form.addWidget(self.undo_check, 3, 1, 1, 2)
        layout.addWidget(switches)

        note = QLabel(
            self.tr(
                "The rules apply to the next game; the game in progress keeps its own. "
                "Statistics are kept for each rule set."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(muted(note))

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.default_button = buttons.addButton(
            self.tr("Default (Addiction)"), QDialogButtonBox.ButtonRole.ResetRole
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
