"""The toolbar in a narrow window: rather than hide Hint or Shuffle behind its »
menu (Shuffle in Portuguese at 640 pixels), the buttons a player needs less often
show their icon alone, one by one, until the toolbar fits. Their names stay in
their tooltips and the menus. A button's name is its action's, less the access key
that only a menu uses."""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar, QToolButton

#: An access key as Chinese and Japanese mark one, the Latin letter after the name:
#: "シャッフル(&S)". Qt's own stripping leaves it as "(S)" on a button.
_ACCESS_KEY_AFTER = re.compile(r"\s*\(&[^&]\)")


def button_name(text: str) -> str:
    """What a toolbar button says for an action's text: no access key (neither "&New"
    nor "新游戏(&N)"), no closing ellipsis, "&&" a literal "&"."""
    text = _ACCESS_KEY_AFTER.sub("", text)
    text = "&".join(part.replace("&", "") for part in text.split("&&"))
    return text.removesuffix("…").removesuffix("...").strip()


class ToolbarRoom(QObject):
    """Fits toolbar to its width: the buttons of shrinking (the first gives way
    first) show their icon alone while the toolbar would not fit with their names."""

    def __init__(self, toolbar: QToolBar, shrinking: Sequence[QAction]) -> None:
        super().__init__(toolbar)
        self._toolbar = toolbar
        self._shrinking = tuple(shrinking)
        self._fitted: tuple[int, tuple[str, ...]] | None = None  # width and names fitted
        toolbar.installEventFilter(self)
        for action in toolbar.actions():
            self._name_button(action)
            action.changed.connect(lambda action=action: self._name_button(action))
            action.changed.connect(self.fit)  # a longer name: "Shuffle (unlimited left)"

    @staticmethod
    def _name_button(action: QAction) -> None:
        name = button_name(action.text())
        if action.iconText() != name:  # set only when it differs: setting emits changed
            action.setIconText(name)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        toolbar = self._toolbar
        fitting = (toolbar.width(), tuple(action.text() for action in toolbar.actions()))
        if fitting == self._fitted:  # most changes are to enabled states
            return
        self._fitted = fitting
        buttons = [toolbar.widgetForAction(action) for action in self._shrinking]
        shrinkable = [button for button in buttons if isinstance(button, QToolButton)]
        for button in shrinkable:
            button.setToolButtonStyle(toolbar.toolButtonStyle())
        layout = toolbar.layout()
        assert layout is not None, "a toolbar lays its buttons out"
        for button in shrinkable:
            # The layout's size hint is every button's, shown or in the » menu.
            if layout.sizeHint().width() <= toolbar.width():
                break
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
