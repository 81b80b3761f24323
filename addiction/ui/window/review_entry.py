"""Review this game, after a game ends: a button on the end panel that opens the
review window (addiction/ui/review/) of the game that ended. The words keep the
"MainWindow" translation context of the window's parts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from addiction.control.controller import GameController
from addiction.ui.panels import ButtonRow, EndPanel

if TYPE_CHECKING:
    from addiction.ui.review import ReviewWindow

translate = QCoreApplication.translate


class ReviewEntry:
    """The end panel's Review this game."""

    def __init__(self, window: QWidget, controller: GameController, end_panel: EndPanel) -> None:
        self._window = window
        self._controller = controller
        self.action = QAction(translate("MainWindow", "Review this game"), window)
        self.action.triggered.connect(self.open_review)
        self.button = end_panel.add_button(self.action, self.action.text(), ButtonRow.THIS_GAME)

    def open_review(self) -> ReviewWindow:
        """The review window of the game on the table, over the main window."""
        from addiction.ui.review import ReviewWindow  # loaded when first asked for

        review = ReviewWindow(self._controller.game, self._window)
        review.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        review.show()
        return review
