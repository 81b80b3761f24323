"""Watching the app play: Play > Show the route, Play > Autoplay, Play > Replay speed,
the progress line in the status bar, and the input stopper (any click or key stops).

The playing itself is control/action_player.py; this module words it and wires it
to the window. What counts is docs/statistics.md, "Games the app plays".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu

from addiction.control.action_player import ActionPlayer, StopReason
from addiction.control.controller import GameController
from addiction.engine import GameStatus
from addiction.store.settings import REPLAY_SPEEDS, Preferences
from addiction.ui.panels import EndPanel
from addiction.ui.prompts import Prompts
from addiction.ui.window.status_line import StatusLine

#: What stops the player: a press of a mouse button or of a key (a shortcut's key
#: arrives first as a ShortcutOverride, before its shortcut fires).
_STOPPING = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.KeyPress,
        QEvent.Type.ShortcutOverride,
    }
)
_RELEASES = frozenset({QEvent.Type.MouseButtonRelease, QEvent.Type.KeyRelease})


class InputStopper(QObject):
    """Installed on the application while the app plays: the first click or key
    anywhere in it stops the player and goes no further (it neither plays a card
    nor fires a shortcut), nor does its release; then it takes itself off."""

    def __init__(self, player: ActionPlayer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._player = player
        self._swallowing = False  # the press that stopped it is still held down
        player.started.connect(self._install)
        player.stopped.connect(self._uninstall_unless_held)

    def _install(self) -> None:
        _application().installEventFilter(self)

    def _uninstall_unless_held(self) -> None:
        if not self._swallowing:
            _application().removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _STOPPING:
            self._swallowing = True
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()  # taken by us: no shortcut fires
            self._player.stop()
            return True
        if kind in _RELEASES and self._swallowing:
            self._swallowing = False
            if not self._player.running:
                _application().removeEventFilter(self)
            return True
        return False


def _application() -> QCoreApplication:
    application = QCoreApplication.instance()
    assert application is not None, "the window exists, so the application does"
    return application


# How long the line saying why the app stopped playing stays in the status bar.
STOP_MESSAGE_MS = 8000


class Watching(QObject):
    """The Play menu's Show the route, Autoplay and Replay speed, and their line in the
    status bar; window is the parent of the questions; the end panel says who won."""

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        preferences: Preferences,
        prompts: Prompts,
        play_menu: QMenu,
        end_panel: EndPanel,
        status: StatusLine,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._preferences = preferences
        self._prompts = prompts
        self._end_panel = end_panel
        self._status = status
        self.player = ActionPlayer(controller, self)
        self.player.set_speed(preferences.replay_speed)
        self.stopper = InputStopper(self.player, self)

        self.show_route_action = QAction(self.tr("Show the r&oute"), window)
        self.show_route_action.setStatusTip(
            self.tr("Replay the verified route of this deal from the start (not counted)")
        )
        self.show_route_action.triggered.connect(self.show_route)
        self.autoplay_action = QAction(self.tr("&Autoplay"), window)
        self.autoplay_action.setStatusTip(
            self.tr("Let the app play this game by its own hints (never counted as your win)")
        )
        self.autoplay_action.triggered.connect(self.autoplay)
        self.speed_group = QActionGroup(self)
        words = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"), "fast": self.tr("&Fast")}
        for speed in REPLAY_SPEEDS:
            action = QAction(words[speed], self.speed_group)
            action.setCheckable(True)
            action.setData(speed)
            action.setChecked(speed == preferences.replay_speed)
        self.speed_group.triggered.connect(self._choose_speed)
        play_menu.addSeparator()
        play_menu.addActions([self.show_route_action, self.autoplay_action])
        speed_menu = play_menu.addMenu(self.tr("Replay s&peed"))
        speed_menu.addActions(self.speed_group.actions())
        play_menu.aboutToShow.connect(self._look_for_route)

        self.progress_label = QLabel(window)
        self.progress_label.setContentsMargins(8, 0, 8, 0)
        self.progress_label.setToolTip(self._stop_hint())
        self.progress_label.hide()
        status.insert_first(self.progress_label)

        self.player.progressed.connect(self._show_progress)
        self.player.started.connect(lambda: controller.set_app_playing(True))
        self.player.stopped.connect(lambda: controller.set_app_playing(False))
        self.player.stopped.connect(self._show_stop)
        controller.stateChanged.connect(self.update_actions)
        self.update_actions()
        window.installEventFilter(self)  # closing the window stops the app playing

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close:
            self.player.stop()
        return False

    # --- what the player asks for ------------------------------------------------

    def show_route(self) -> None:
        """Replay the verified route from the initial layout: once the game is over
        (it was recorded then), or in a game the app plays already."""
        route = self._controller.verified_route()
        if route is not None and self._route_allowed():
            self.player.play_route(route)
            self._status.show_message(self._stop_hint(), 0)

    def autoplay(self) -> None:
        """Let the app play by its hints, after asking when that costs the player a
        result; otherwise a status line says it does not count."""
        controller = self._controller
        if controller.game.status is not GameStatus.PLAYING:
            return
        if controller.handing_over_gives_up:
            question = (
                self.tr(
                    "Let the app play this game? Your game ends here as given up in the "
                    "statistics; what the app plays is never counted."
                )
                if controller.game.moved
                else self.tr(
                    "Let the app play this daily deal? The day counts as given up; "
                    "what the app plays is never counted."
                )
            )
            if not self._prompts.confirm(self._window, self.tr("Autoplay"), question):
                return
        else:
            self._status.show_message(
                self.tr("The app plays this game: it does not count in your statistics.")
                + " "
                + self._stop_hint(),
                0,
            )
        self.player.play_hints()

    def _stop_hint(self) -> str:
        return self.tr("Any click or key stops it.")

    def _choose_speed(self, action: QAction) -> None:
        speed = str(action.data())
        self._preferences.replay_speed = speed
        self.player.set_speed(speed)

    # --- what the window shows ---------------------------------------------------

    def _route_allowed(self) -> bool:
        controller = self._controller
        return controller.game.status is not GameStatus.PLAYING or not controller.counted

    def _look_for_route(self) -> None:
        """The player looks at the Play menu: a route not known yet is derived now."""
        if self._route_allowed():
            self._controller.request_route()

    def update_actions(self) -> None:
        controller = self._controller
        self.show_route_action.setEnabled(
            self._route_allowed() and controller.verified_route() is not None
        )
        self.autoplay_action.setEnabled(controller.game.status is GameStatus.PLAYING)

    def progress_text(self, played: int, total: int) -> str:
        """The progress line: "Move 34 of 91" for a route, "Autoplay: move 12" for the hints."""
        if total:
            text = self.tr("Move %1 of %2").replace("%1", str(played)).replace("%2", str(total))
        else:
            text = self.tr("Autoplay: move %1").replace("%1", str(played))
        return text

    def _show_progress(self, played: int, total: int) -> None:
        self.progress_label.setText(self.progress_text(played, total))
        self.progress_label.show()

    def _show_stop(self, reason: StopReason) -> None:
        self.progress_label.hide()
        played, total = self.player.played, self.player.total
        count = str(played)
        if reason is StopReason.FINISHED:
            text = (
                self.tr("The route is played: %1 moves.").replace("%1", count)
                if total
                else self.tr("Autoplay is over after %1 moves; it does not count.").replace(
                    "%1", count
                )
            )
            self._retitle_end_panel(total > 0)
        elif reason is StopReason.INTERRUPTED:
            text = (
                self.tr("Stopped at move %1 of %2; your game is back on the table.")
                .replace("%1", count)
                .replace("%2", str(total))
                if total
                else self.tr("Autoplay stopped after %1 moves.").replace("%1", count)
            )
        elif reason is StopReason.CHANGED:
            text = self.tr("Stopped: the game changed.")
        elif reason is StopReason.REFUSED:
            text = self.tr(
                "Stopped: the route does not fit this game; your game is back on the table."
            )
        elif reason is StopReason.CYCLE:
            text = self.tr(
                "Autoplay stopped: the hints go round in a circle here (a card went back "
                "where it was). A shuffle or a move of your own may break it."
            )
        else:
            text = self.tr("Autoplay stopped: no hint was found.")
        # What the app asked for is not the player's hint: it goes with the app.
        self._controller.drop_hint()
        self._status.show_message(text, STOP_MESSAGE_MS, about_position=True)

    def won_title(self, route: bool) -> str:
        """The end panel's title for a game the app won: by the route, or by its hints
        (after a relaunch, which it was is not known: the app won it either way)."""
        return self.tr("The route wins") if route else self.tr("The app won")

    def _retitle_end_panel(self, route: bool) -> None:
        """The end panel says who played: the route or the app, not "You won!"."""
        panel = self._end_panel
        if panel.isVisible() and self._controller.game.status is GameStatus.WON:
            panel.title.setText(self.won_title(route))
