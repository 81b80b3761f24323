"""The questions the window asks the player, in one place so tests can answer them
(tests/ui/test_main_window.py replaces them with scripted answers)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

from addiction.engine import MAX_DEAL
from addiction.ui.translate import tr

# A title bar's font is often larger or bolder than the dialog's, and its buttons and
# icon take room beside the title: the room a title needs, from its width in the
# dialog's own font.
TITLE_FONT_GROWTH = 1.25
TITLE_BAR_EXTRAS = 160


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

    def deal_number(self, parent: QWidget, suggestion: int) -> str | None:
        # Text, not getInt: deal numbers go past the 32-bit int a spin box holds.
        return ask_text(
            parent,
            tr("New numbered deal"),
            tr("Deal number (1 to %1):").replace("%1", str(MAX_DEAL)),
            str(suggestion),
        )

    def game_code(self, parent: QWidget, text: str, problem: str | None) -> str | None:
        """The code to open, starting from text; problem says why the last one failed."""
        label = tr("Game code:") if problem is None else f"{problem}\n\n{tr('Game code:')}"
        return ask_text(parent, tr("Open game code"), label, text)

    def show_error(self, parent: QWidget, title: str, text: str) -> None:
        QMessageBox.warning(parent, title, text)


def ask_text(parent: QWidget, title: str, label: str, text: str) -> str | None:
    """A line of text from the player (None when cancelled or left empty), in a
    dialog wide enough that its title is never cut in the title bar."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextValue(text)
    # The dialog's layout sets its size from its children: the field is widened
    # (asking its size hint first makes QInputDialog build its layout).
    dialog.sizeHint()
    layout, field = dialog.layout(), dialog.findChild(QLineEdit)
    assert layout is not None and field is not None, "QInputDialog lays out a text field"
    margins = layout.contentsMargins()
    field.setMinimumWidth(title_width(dialog, title) - margins.left() - margins.right())
    answer = dialog.textValue() if dialog.exec() == QDialog.DialogCode.Accepted else ""
    return answer if answer.strip() else None


def title_width(dialog: QWidget, title: str) -> int:
    """The width a dialog needs for its whole title in the title bar."""
    advance = dialog.fontMetrics().horizontalAdvance(title)
    return round(advance * TITLE_FONT_GROWTH) + TITLE_BAR_EXTRAS
