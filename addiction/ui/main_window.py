"""The main window: the board, the panels over it and the wiring of its parts to
the controller.

The parts, one job each, are in addiction/ui/window/: the actions, menus and
toolbar (actions.py), the status bar (status_line.py), how games start
(game_starts.py), the dialogs the menus open (dialog_openers.py), the View menu's
choices (view_choices.py) and the end of a game (end_of_game.py); watching.py and
campaign_actions.py add the app playing and the campaign. The window shows what
the controller reports and forwards what the player asks for; it decides nothing
about the rules (whether a shuffle is allowed, what is stuck or lost all come
from the engine through the controller).
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import QEvent, QMetaMethod, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QPushButton, QVBoxLayout, QWidget

from addiction.control.controller import GameController
from addiction.control.winnability import WinnabilityReadout
from addiction.engine import GameStatus, Rules
from addiction.store.settings import Preferences
from addiction.ui.board import BoardView
from addiction.ui.board.accessibility import BoardAnnouncer
from addiction.ui.campaign_actions import CampaignActions
from addiction.ui.dialogs.common import rules_title
from addiction.ui.panels import Banner, Celebration, EndPanel
from addiction.ui.prompts import Prompts
from addiction.ui.window.actions import WindowActions
from addiction.ui.window.daily_end import DailyEnd
from addiction.ui.window.dialog_openers import DialogOpeners
from addiction.ui.window.end_of_game import EndOfGame
from addiction.ui.window.game_starts import GameStarts
from addiction.ui.window.review_entry import ReviewEntry
from addiction.ui.window.share import ResultSharing
from addiction.ui.window.sound_cues import SoundCues
from addiction.ui.window.status_line import StatusLine
from addiction.ui.window.view_choices import ViewChoices
from addiction.ui.window.watching import Watching
from addiction.ui.window.welcome import Welcome
from addiction.ui.wording import shuffle_refusal_text


class MainWindow(QMainWindow):
    #: The player chose another language in View > Language. app.py builds the window
    #: again in it (LiveWindow); where nothing listens (a window without a data
    #: folder to bring its game back from), the language waits for the next start.
    languageChosen = Signal()

    def __init__(
        self,
        controller: GameController,
        preferences: Preferences,
        prompts: Prompts | None = None,
    ) -> None:
        super().__init__()
        self.controller = controller
        self.preferences = preferences
        self.prompts = prompts if prompts is not None else Prompts()
        controller.setParent(self)
        self.setWindowTitle(self.tr("Addiction Solitaire"))
        self.setMinimumSize(640, 420)

        self.view = BoardView(self)
        self.view.setModel(controller.model)
        self.view.moveRequested.connect(controller.play)
        # "No moves left" lies over the top of the table, which keeps clear of it.
        self.banner = Banner(self.view, over_parent=True)
        self.banner.hide()
        self.view.setTopReserve(self.banner.reserved_height())
        self.notice = Banner(self)
        self.notice.button.setText(self.tr("OK"))
        self.notice.button.clicked.connect(self.notice.hide)
        self.notice.hide()
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.notice)
        layout.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.celebration = Celebration(self.view)
        self.end_panel = EndPanel(self.view)

        self.menus = WindowActions(self, preferences.language)
        self.shuffle_tool_button = self.menus.toolbar.widgetForAction(self.menus.shuffle_action)
        self.status = StatusLine(
            self.statusBar(), controller, [self.shuffle_tool_button, self.banner.button]
        )
        self.starts = GameStarts(self, controller, preferences, self.prompts, self.say)
        self.dialogs = DialogOpeners(
            self,
            controller,
            preferences,
            self.view.theme,
            self.starts.play_again,
            self.status.show_next_game_message,
        )
        self.end_undo_button = self._connect_panels()
        self.review_entry = ReviewEntry(self, controller, self.end_panel)  # Review this game
        self.watching = Watching(  # Show the route, Autoplay
            self,
            controller,
            preferences,
            self.prompts,
            self.menus.play_menu,
            self.end_panel,
            self.status,
        )
        self.campaign = CampaignActions(
            self,
            controller,
            (self.menus.game_menu, self.menus.new_action),
            self.end_panel,
            self.starts.may_leave_game,
            self.say,
            self.view.theme,
        )
        self.sharing = ResultSharing(self, controller, self.end_panel, self.say)
        daily_end = DailyEnd(
            controller,
            self.end_panel,
            self.watching.show_route_action,
            self.menus.daily_calendar_action,
            self.starts.daily_title,
        )
        self.end_of_game = EndOfGame(
            controller,
            preferences,
            self.view,
            (self.banner, self.celebration, self.end_panel),
            self.end_undo_button,
            self.status,
            (self.campaign, daily_end),
            self.watching,
        )
        self.welcome = Welcome(
            self, controller, preferences, self.starts, self.campaign, self.dialogs
        )
        self.winnability = WinnabilityReadout(controller)
        self.view_choices = ViewChoices(
            self,
            self.menus,
            preferences,
            self.view,
            self.status,
            self.winnability,
            self.show_notice,
            self._switch_language,
        )
        self.sound_cues = SoundCues(self, controller, self.watching.player, self.view, preferences)
        self._connect_actions()

        controller.stateChanged.connect(self._update)
        # The stack changes its index after a command's redo has reported the
        # change, so Undo and Redo follow the stack's own signals.
        controller.undo_stack.canUndoChanged.connect(self._enable_undo)
        controller.undo_stack.canRedoChanged.connect(self._enable_undo)
        # While the app plays, Undo, Redo and Hint wait (the first click stops it).
        self.watching.player.started.connect(self._update)
        self.watching.player.stopped.connect(self._update)
        controller.newGameStarted.connect(self.end_of_game.hide)
        controller.message.connect(self.status.show_controller_notice)
        controller.hintShown.connect(self.status.show_hint)
        controller.hintShown.connect(self.view.showHint)
        # Screen readers hear each move, undo, shuffle, hint and the end of a game.
        self.announcer = BoardAnnouncer(self.view, controller.model)
        controller.stateChanged.connect(self.announcer.game_changed)
        controller.hintShown.connect(self.announcer.hint_shown)
        geometry = preferences.geometry
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self.resize(1100, 720)
        self.restoreState(preferences.window_state)
        self._update()
        self.view.setFocus()

    # --- wiring ------------------------------------------------------------------

    def _connect_actions(self) -> None:
        menus, starts, dialogs, controller = self.menus, self.starts, self.dialogs, self.controller
        for action, slot in (
            (menus.new_action, starts.new_game),
            (menus.restart_action, controller.restart),
            (menus.give_up_action, self.give_up),
            (menus.numbered_action, starts.ask_numbered_deal),
            (menus.daily_action, starts.play_daily),
            (menus.daily_calendar_action, starts.show_daily_calendar),
            (menus.copy_code_action, self.copy_code),
            (menus.open_code_action, starts.ask_game_code),
            (menus.rules_action, dialogs.choose_rules),
            (menus.statistics_action, dialogs.show_statistics),
            (menus.quit_action, self.close),
            (menus.undo_action, controller.undo),
            (menus.redo_action, controller.redo),
            (menus.shuffle_action, self.shuffle),
            (menus.hint_action, controller.request_hint),
            (menus.welcome_action, self.welcome.show),
            (menus.help_action, dialogs.show_help),
            (menus.strategy_action, dialogs.show_strategy_guide),
            (menus.about_action, dialogs.show_about),
        ):
            action.triggered.connect(slot)
        for tier, action in menus.challenge_actions.items():
            action.triggered.connect(lambda _=False, tier=tier: starts.play_challenge(tier))

    def _connect_panels(self) -> QPushButton:
        """The end-of-game panel and the stuck banner act through the same actions;
        the panel's Undo button, which hides where a game cannot be taken back."""
        self.end_panel.add_button(self.menus.new_action, self.tr("New game"))
        self.end_panel.add_button(self.menus.restart_action, self.tr("Restart"))
        undo = self.end_panel.add_button(self.menus.undo_action, self.tr("Undo"))
        undo.setEnabled(self.controller.undo_stack.canUndo())
        self.controller.undo_stack.canUndoChanged.connect(undo.setEnabled)
        self.banner.button.clicked.connect(self.menus.shuffle_action.trigger)
        return undo

    # --- what the player asks for ---------------------------------------------

    def start_requested(
        self, deal: int | None, code: str | None, rules: Rules | None, ask: bool = True
    ) -> None:
        """The game a command line asks for: --deal under rules, or --code (game_starts.py)."""
        self.starts.start_requested(deal, code, rules, ask)

    def start_daily_requested(self, date: datetime.date, ask: bool = True) -> None:
        """The daily deal a command line asks for: --daily (game_starts.py)."""
        self.starts.start_daily_requested(date, ask)

    def copy_code(self) -> None:
        code = self.controller.game.code
        QGuiApplication.clipboard().setText(code)
        self.say(self.tr("Copied the game code %1.").replace("%1", code))

    def shuffle(self) -> None:
        """Shuffle, asking first while moves remain and shuffles are counted (with
        unlimited shuffles, as in Relaxed, there is nothing to lose), unless the
        hint on the table advises it."""
        game = self.controller.game
        # Following the hint's "Shuffle now" is the player's answer already.
        asks = not self.controller.hint_advises_shuffle
        if (
            asks
            and game.can_shuffle
            and game.shuffles_left is not None
            and game.board.legal_moves()
        ):
            question = self.tr("Moves are still possible. Shuffle the loose cards anyway?")
            if not self.prompts.confirm(self, self.tr("Shuffle"), question):
                return
        self.controller.shuffle()

    def give_up(self) -> None:
        """Give up the game, after asking when it counts (as given up, the word of its
        row in the statistics); it cannot be undone."""
        if not self.controller.can_give_up:
            return
        question = self.tr("Give up this game? The statistics count it as given up (not won).")
        # A game the app played, or one without a move made, counts for nothing: there
        # is nothing to warn about (the same rule as leaving it for another game).
        counts = self.controller.leaving_counts_as_loss
        if not counts or self.prompts.confirm(self, self.tr("Give up"), question):
            self.controller.give_up()

    def _switch_language(self) -> bool:
        """Ask for the window in the language just chosen; False where nothing builds it."""
        if not self.isSignalConnected(QMetaMethod.fromSignal(self.languageChosen)):
            return False
        self.languageChosen.emit()
        return True

    # --- what the window shows -----------------------------------------------

    def say(self, text: str) -> None:
        """A passing message in the status bar (status_line.py)."""
        self.status.show_message(text)

    def show_notice(self, text: str) -> None:
        """Tell the player something that must not slip by (it stays until OK);
        a notice not yet dismissed keeps its text and this one follows it."""
        if self.notice.isVisibleTo(self) and self.notice.label.text():
            text = f"{self.notice.label.text()} {text}"
        self.notice.label.setText(text)
        self.notice.show()

    def bring_to_front(self) -> None:
        """Another launch asked for this window: show it, restored and active."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    def _update(self) -> None:
        game = self.controller.game
        menus = self.menus
        self._enable_undo()
        menus.restart_action.setEnabled(self.controller.can_restart)
        menus.give_up_action.setEnabled(self.controller.can_give_up)
        left = game.shuffles_left
        left_text = self.tr("unlimited") if left is None else str(left)
        menus.shuffle_action.setText(self.tr("&Shuffle (%1 left)").replace("%1", left_text))
        menus.shuffle_action.setEnabled(game.can_shuffle)
        refusal = game.shuffle_refusal
        menus.shuffle_action.setToolTip(
            self.tr("Deal the loose cards again")
            if refusal is None
            else self.tr("Cannot shuffle: %1").replace("%1", shuffle_refusal_text(refusal))
        )
        app_plays = self.watching.player.running
        menus.hint_action.setEnabled(game.status is GameStatus.PLAYING and not app_plays)
        self.status.show_game(game, left_text)
        daily = self.starts.daily_title()
        goals = self.campaign.goals()
        if daily is not None or goals is None:
            daily_names = self.starts.daily_names()
            self.status.show_goal(daily, shorter=daily_names[1:])
        else:
            self.status.show_goal(*goals)
        deal = (
            self.tr("Deal %1").replace("%1", str(game.deal_number))
            if game.deal_number is not None
            else self.tr("Custom deal")
        )
        deal = daily or self.campaign.title() or deal
        title = self.tr("%1 (%2) — Addiction Solitaire").replace("%1", deal)
        self.setWindowTitle(title.replace("%2", rules_title(game.rules)))
        self.end_of_game.update(game)

    def _enable_undo(self) -> None:
        """Undo and Redo as the stack allows, unless the app is playing."""
        stack, idle = self.controller.undo_stack, not self.watching.player.running
        self.menus.undo_action.setEnabled(idle and stack.canUndo())
        self.menus.redo_action.setEnabled(idle and stack.canRedo())

    # --- window events ---------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # A modal dialog (statistics, rules, a question) blocks the window: the
        # clock must not run while the player reads it.
        if event.type() in (QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked):
            self.controller.set_window_blocked(event.type() == QEvent.Type.WindowBlocked)
        return super().event(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.ActivationChange, QEvent.Type.WindowStateChange):
            self.controller.set_window_active(self.isActiveWindow() and not self.isMinimized())
        if event.type() == QEvent.Type.PaletteChange:
            self.menus.follow_palette()  # a new theme: redraw in its text colour
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.end_panel.recentre()
        self.celebration.setGeometry(self.view.rect())

    def closeEvent(self, event: QCloseEvent) -> None:
        # The window's size, place and toolbar come back at the next start.
        self.preferences.geometry = self.saveGeometry()
        self.preferences.window_state = self.saveState()
        self.status.stop()
        self.controller.shutdown()
        super().closeEvent(event)
