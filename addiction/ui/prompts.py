"""The questions the window asks the player, in one place so tests can answer them
(tests/ui/test_main_window.py replaces them with scripted answers).

Each question is made wide enough for its title: a title bar cuts a title longer
than its window ("Nova distrib…ão numerada"), and Qt sizes these dialogs for
their text, not their title.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QFontMetrics

from addiction.engine import MAX_DEAL
from addiction.ui.translate import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

# The dialogs' Qt classes are imported where a question is asked: the window makes
# its Prompts before its first frame, and PySide6 builds a class's Python enums
# (QMessageBox's, QInputDialog's, QLineEdit's, QStyle's...) when it is first named.

# What a title bar needs beside its title: the window's icon and its three buttons.
TITLE_BAR_EXTRA = 140


def title_width(dialog: QWidget) -> int:
    """The width dialog needs for its title bar to show its whole title (in a bold
    face, as most window managers draw titles)."""
    font = dialog.font()
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(dialog.windowTitle()) + TITLE_BAR_EXTRA


class Prompts:
    """The questions the window asks the player, in one place so tests can answer them."""

    def confirm(self, parent: QWidget, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        box = _message_box(QMessageBox.Icon.Question, title, text, parent)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def confirm_leaving(self, parent: QWidget, title: str, text: str) -> tuple[bool, bool]:
        """Yes or no, and whether the player ticked "Do not ask again"."""
        from PySide6.QtWidgets import QCheckBox, QMessageBox

        box = _message_box(QMessageBox.Icon.Question, title, text, parent)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setCheckBox(QCheckBox(tr("Do not ask again"), box))
        answer = box.exec() == QMessageBox.StandardButton.Yes
        return answer, answer and box.checkBox().isChecked()

    def deal_number(self, parent: QWidget, suggestion: int, game: str) -> str | None:
        """A deal number of game (its title: "Blue Moon") to start."""
        # Text, not an integer: deal numbers go past the 32-bit int a spin box holds.
        return _ask_text(
            parent,
            tr("New numbered deal"),
            tr("%1 deal number (1 to %2):").replace("%1", game).replace("%2", str(MAX_DEAL)),
            str(suggestion),
        )

    def game_code(self, parent: QWidget, text: str, problem: str | None) -> str | None:
        """The code to open, starting from text; problem says why the last one failed."""
        label = tr("Game code:") if problem is None else f"{problem}\n\n{tr('Game code:')}"
        return _ask_text(parent, tr("Open game code"), label, text)

    def show_error(self, parent: QWidget, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        _message_box(QMessageBox.Icon.Warning, title, text, parent).exec()


def _ask_text(parent: QWidget, title: str, label: str, text: str) -> str | None:
    """A line of text, or None when the player cancels or leaves it empty."""
    from PySide6.QtWidgets import QDialog, QInputDialog, QLineEdit, QStyle

    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextValue(text)
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    # Its layout sets the dialog's size from its contents on showing: the line edit
    # takes the title's width, less the layout's margins.
    style = dialog.style()
    margins = style.pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin) + style.pixelMetric(
        QStyle.PixelMetric.PM_LayoutRightMargin
    )
    line = dialog.findChild(QLineEdit)
    if line is not None:
        line.setMinimumWidth(title_width(dialog) - margins)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    answer = dialog.textValue()
    return answer if answer.strip() else None


def _message_box(icon: QMessageBox.Icon, title: str, text: str, parent: QWidget) -> QMessageBox:
    from PySide6.QtWidgets import QGridLayout, QMessageBox, QSizePolicy, QSpacerItem

    box = QMessageBox(icon, title, text, parent=parent)
    # A message box sets its own size on showing: a minimum width is ignored, but a
    # spacer across its grid is kept.
    layout = box.layout()
    if isinstance(layout, QGridLayout):
        spacer = QSpacerItem(
            title_width(box), 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding
        )
        layout.addItem(spacer, layout.rowCount(), 0, 1, layout.columnCount())
    return box
