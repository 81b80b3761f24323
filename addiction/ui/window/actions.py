"""The main window's actions, where they sit in the menus and on the toolbar.

What each action does is wired in addiction/ui/main_window.py; here are its words,
keys, icon and tip. The words keep the "MainWindow" translation context they were
first filed under (addiction/i18n/*.ts).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QIcon,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QMainWindow, QStyle, QToolBar, QWidget

from addiction.engine.daily_challenges import Tier
from addiction.ui.language import language_names
from addiction.ui.window.toolbar_room import ToolbarRoom

# Literal contexts and texts in every call: pyside6-lupdate extracts only those.
translate = QCoreApplication.translate


class WindowActions:
    """Every action of the main window's menus and toolbar, built into window."""

    def __init__(self, window: QMainWindow, language: str) -> None:
        self._window = window
        self._create_game_actions()
        self._create_play_actions()
        self._create_view_actions(language)
        self._create_help_actions()
        self._create_menus()
        self.toolbar = self._create_toolbar()

    def _action(
        self,
        text: str,
        shortcuts: list[QKeySequence] | None = None,
        icon: QStyle.StandardPixmap | None = None,
        tip: str = "",
    ) -> QAction:
        window = self._window
        action = QAction(text, window)
        if shortcuts:
            action.setShortcuts(shortcuts)
        if icon is not None:
            action.setIcon(window.style().standardIcon(icon))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        window.addAction(action)
        return action

    def _create_game_actions(self) -> None:
        keys, pixmap = QKeySequence.StandardKey, QStyle.StandardPixmap
        self.new_action = self._action(
            translate("MainWindow", "&New game"),
            standard_keys(keys.New),
            pixmap.SP_FileIcon,
            translate("MainWindow", "Deal a new random game"),
        )
        self.restart_action = self._action(
            translate("MainWindow", "&Restart"),
            [QKeySequence("Ctrl+R")],
            pixmap.SP_BrowserReload,
            translate("MainWindow", "Start this deal again from the beginning"),
        )
        self.give_up_action = self._action(
            translate("MainWindow", "&Give up"),
            tip=translate("MainWindow", "End this game now; it counts as given up (not won)"),
        )
        self.numbered_action = self._action(
            translate("MainWindow", "New num&bered deal…"), [QKeySequence("Ctrl+Shift+N")]
        )
        self.daily_action = self._action(
            translate("MainWindow", "&Daily deal"),
            [QKeySequence("Ctrl+D")],
            tip=translate("MainWindow", "Play today's daily deal"),
        )
        self.challenge_actions = {
            Tier.EASY: self._action(
                translate("MainWindow", "&Easy daily challenge"),
                tip=translate("MainWindow", "Play today's easy challenge"),
            ),
            Tier.MEDIUM: self._action(
                translate("MainWindow", "&Medium daily challenge"),
                tip=translate("MainWindow", "Play today's medium challenge"),
            ),
            Tier.HARD: self._action(
                translate("MainWindow", "&Hard daily challenge"),
                tip=translate("MainWindow", "Play today's hard challenge"),
            ),
        }
        self.daily_calendar_action = self._action(
            translate("MainWindow", "Daily c&alendar…"),
            tip=translate("MainWindow", "The daily deals of past days: won, lost or not played"),
        )
        self.copy_code_action = self._action(
            translate("MainWindow", "&Copy game code"),
            standard_keys(keys.Copy),
            tip=translate("MainWindow", "Copy this game's code"),
        )
        self.open_code_action = self._action(
            translate("MainWindow", "&Open game code…"),
            standard_keys(keys.Open),
            pixmap.SP_DialogOpenButton,
            translate("MainWindow", "Play the game a code stands for"),
        )
        self.rules_action = self._action(translate("MainWindow", "R&ules…"))
        self.statistics_action = self._action(translate("MainWindow", "&Statistics…"))
        self.quit_action = self._action(
            translate("MainWindow", "&Quit"),
            standard_keys(keys.Quit) or [QKeySequence("Ctrl+Q")],
        )
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

    def _create_play_actions(self) -> None:
        keys, pixmap = QKeySequence.StandardKey, QStyle.StandardPixmap
        self.undo_action = self._action(
            translate("MainWindow", "&Undo"),
            standard_keys(keys.Undo),
            pixmap.SP_ArrowBack,
            translate("MainWindow", "Take back the last move"),
        )
        redo_keys = standard_keys(keys.Redo)
        for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(extra) not in redo_keys:
                redo_keys.append(QKeySequence(extra))
        self.redo_action = self._action(
            translate("MainWindow", "&Redo"),
            redo_keys,
            pixmap.SP_ArrowForward,
            translate("MainWindow", "Play again what was undone"),
        )
        self.shuffle_action = self._action(
            translate("MainWindow", "&Shuffle"),
            [QKeySequence("S")],
            tip=translate("MainWindow", "Deal the loose cards again"),
        )
        self.shuffle_action.setIcon(shuffle_icon(self._window))
        self.hint_action = self._action(
            translate("MainWindow", "&Hint"),
            [QKeySequence("H")],
            pixmap.SP_MessageBoxQuestion,
            translate("MainWindow", "Show a good move"),
        )

    def _create_view_actions(self, language: str) -> None:
        self.timer_action = self._checkable(translate("MainWindow", "Show t&imer"))
        self.animation_action = self._checkable(translate("MainWindow", "&Animations"))
        self.four_colour_action = self._checkable(translate("MainWindow", "&Four-colour deck"))
        self.winnability_action = self._checkable(
            translate("MainWindow", "Show &winnability"),
            translate(
                "MainWindow",
                "Tell in the status bar whether this round can still be won without a shuffle, "
                "checked in the background after every move. Off by default: it tells more "
                "than many players want to know.",
            ),
        )
        self.theme_group = QActionGroup(self._window)
        for name, label in (
            ("system", translate("MainWindow", "&System")),
            ("light", translate("MainWindow", "&Light")),
            ("dark", translate("MainWindow", "&Dark")),
            ("high-contrast", translate("MainWindow", "&High contrast")),
        ):
            action = QAction(label, self.theme_group)
            action.setCheckable(True)
            action.setData(name)
        # View > Language: System or a language the game speaks, each named in itself.
        self.language_group = QActionGroup(self._window)
        for choice, name in language_names().items():
            action = QAction(name, self.language_group)
            action.setCheckable(True)
            action.setData(choice)
            action.setChecked(choice == language)

    def _checkable(self, text: str, tip: str = "") -> QAction:
        action = self._action(text, tip=tip)
        action.setCheckable(True)
        return action

    def _create_help_actions(self) -> None:
        self.help_action = self._action(
            translate("MainWindow", "&How to play"),
            standard_keys(QKeySequence.StandardKey.HelpContents),
            QStyle.StandardPixmap.SP_DialogHelpButton,
        )
        self.welcome_action = self._action(translate("MainWindow", "&Welcome…"))
        self.strategy_action = self._action(translate("MainWindow", "&Strategy guide"))
        self.about_action = self._action(translate("MainWindow", "&About Addiction Solitaire"))
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _create_menus(self) -> None:
        bar = self._window.menuBar()
        game = bar.addMenu(translate("MainWindow", "&Game"))
        game.addActions(
            [
                self.new_action,
                self.restart_action,
                self.give_up_action,
                self.numbered_action,
                self.daily_action,
                *self.challenge_actions.values(),
                self.daily_calendar_action,
            ]
        )
        game.addSeparator()
        game.addActions([self.copy_code_action, self.open_code_action])
        game.addSeparator()
        game.addActions([self.rules_action, self.statistics_action])
        game.addSeparator()
        game.addAction(self.quit_action)
        self.game_menu = game
        play = bar.addMenu(translate("MainWindow", "&Play"))
        play.addActions([self.undo_action, self.redo_action])
        play.addSeparator()
        play.addActions([self.hint_action, self.shuffle_action])
        self.play_menu = play
        view = bar.addMenu(translate("MainWindow", "&View"))
        view.addActions(
            [
                self.timer_action,
                self.animation_action,
                self.four_colour_action,
                self.winnability_action,
            ]
        )
        theme = view.addMenu(translate("MainWindow", "&Theme"))
        theme.addActions(self.theme_group.actions())
        # A choice builds the window again in it (view_choices.py, app.py's LiveWindow).
        language = view.addMenu(translate("MainWindow", "&Language"))
        language.addActions(self.language_group.actions())
        self.view_menu = view
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        help_menu.addActions(
            [self.welcome_action, self.help_action, self.strategy_action, self.about_action]
        )

    def _create_toolbar(self) -> QToolBar:
        toolbar = self._window.addToolBar(translate("MainWindow", "Game"))
        toolbar.setObjectName("gameToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.new_action, self.restart_action])
        toolbar.addSeparator()
        toolbar.addActions([self.undo_action, self.redo_action])
        toolbar.addSeparator()
        toolbar.addActions([self.hint_action, self.shuffle_action])
        # In a narrow window these show their icons alone before Hint or Shuffle hides.
        ToolbarRoom(toolbar, [self.redo_action, self.restart_action, self.new_action])
        return toolbar

    def follow_palette(self) -> None:
        """A new theme: the drawn Shuffle icon in its text colour."""
        self.shuffle_action.setIcon(shuffle_icon(self._window))


def standard_keys(key: QKeySequence.StandardKey) -> list[QKeySequence]:
    """The platform's bindings for a standard key (Cmd on macOS), as a list to extend."""
    return list(QKeySequence.keyBindings(key))


def shuffle_icon(window: QWidget) -> QIcon:
    """A simple drawn icon: two crossing arrows, in the palette's text colour."""
    size = 32
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(window.palette().windowText().color(), 2.6)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    for top, bottom in ((8.0, 24.0), (24.0, 8.0)):
        path = QPainterPath(QPointF(4, top))
        path.cubicTo(QPointF(16, top), QPointF(16, bottom), QPointF(26, bottom))
        painter.drawPath(path)
        painter.drawLine(QPointF(26, bottom), QPointF(21, bottom - 4))
        painter.drawLine(QPointF(26, bottom), QPointF(21, bottom + 4))
    painter.end()
    return QIcon(pixmap)
