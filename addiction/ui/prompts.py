"""The questions the window asks the player, in one place so tests can answer them
(tests/ui/test_main_window.py replaces them with scripted answers)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QInputDialog, QMessageBox, QWidget

from addiction.engine import MAX_DEAL
from addiction.ui.translate import tr


class Prompts:
    """The questions the window asks the player, in one place so tests can answer them."""

    def confirm(self, parent: QWidget, title: str, text: str) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(parent, title, text, buttons)
        return answer == QMessageBox.StandardButton.Yes

    def confirm_leaving(self, parent: QWidget, title: str, text: str) -> tuple[bool, bool]:
        """Yes or no, and whether the player ticked "Do not ask again"."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setCheckBox(QCheckBox(tr("Do not ask again"), box))
        answer = box.exec() == QMessageBox.StandardButton.Yes
        return answer, answer and box.checkBox().isChecked()

    def deal_number(self, parent: QWidget, suggestion: int, game: str) -> str | None:
        """A deal number of game (its title: "Blue Moon") to start."""
        # Text, not getInt: deal numbers go past the 32-bit int a spin box holds.
        text, ok = QInputDialog.getText(
            parent,
            tr("New numbered deal"),
            tr("%1 deal number (1 to %2):").replace("%1", game).replace("%2", str(MAX_DEAL)),
            text=str(suggestion),
        )
        return text if ok and text.strip() else None

    def game_code(self, parent: QWidget, text: str, problem: str | None) -> str | None:
        """The code to open, starting from text; problem says why the last one failed."""
        label = tr("Game code:") if problem is None else f"{problem}\n\n{tr('Game code:')}"
        answer, ok = QInputDialog.getText(parent, tr("Open game code"), label, text=text)
        return answer if ok and answer.strip() else None

    def show_error(self, parent: QWidget, title: str, text: str) -> None:
        QMessageBox.warning(parent, title, text)
