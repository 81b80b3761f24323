"""The main window: actions, menus, toolbar, status bar, and the wiring of the board,
the panels (panels.py) and the dialogs (dialogs/) to the controller.

The window shows what the controller reports and forwards what the player
asks for; it decides nothing about the rules (whether a shuffle is allowed,
what is stuck or lost all come from the engine through the controller).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtCore import QDate, QEvent, QPointF, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QStyle,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from addiction.control.controller import DailyPlay, GameController, random_deal_number
from addiction.control.notices import HintShown, Notice
from addiction.control.winnability import Winnability, WinnabilityReadout
from addiction.engine import (
    PLAYING_CARDS,
    Board,
    EngineError,
    Game,
    GameStatus,
    Rules,
)
from addiction.store.settings import Preferences
from addiction.ui.board import BoardView
from addiction.ui.board.accessibility import BoardAnnouncer
from addiction.ui.campaign_actions import CampaignActions
from addiction.ui.dialogs.common import format_duration, rules_title
from addiction.ui.language import language_names
from addiction.ui.panels import Banner, Celebration, EndPanel
from addiction.ui.prompts import Prompts
from addiction.ui.theme import apply_theme
from addiction.ui.watching import Watching
from addiction.ui.wording import game_error_text, hint_text, notice_text, shuffle_refusal_text

CARDS = len(PLAYING_CARDS)
# A shuffle hint's mark on the Shuffle buttons: the blue of the hint's ring on the
# board (addiction/ui/theme.py).
WIDGET_SIZE_MAX = (1 << 24) - 1  # Qt's QWIDGETSIZE_MAX: no maximum size
HINTED_BUTTON = (
    "border: 2px solid #4fc3ff; border-radius: 4px; background-color: rgba(79, 195, 255, 90);"
)


class MainWindow(QMainWindow):
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
        self.banner = Banner(self)
        self.banner.hide()
        self.notice = Banner(self)
        self.notice.button.setText(self.tr("OK"))
        self.notice.button.clicked.connect(self.notice.hide)
        self.notice.hide()
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.notice)
        layout.addWidget(self.banner)
        layout.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.celebration = Celebration(self.view)
        self.end_panel = EndPanel(self.view)

        self._create_actions()
        self._create_hint_actions()
        self._create_menus()
        self._create_toolbar()
        self._connect_panels()
        self._create_status_bar()
        self._create_daily_actions()
        self.watching = Watching(self, self.play_menu)  # Show the route, Autoplay
        self.campaign = CampaignActions(self)
        self._create_hint_widgets()
        self._apply_preferences()

        controller.stateChanged.connect(self._update)
        # The stack changes its index after a command's redo has reported the
        # change, so Undo and Redo follow the stack's own signals.
        controller.undo_stack.canUndoChanged.connect(self.undo_action.setEnabled)
        controller.undo_stack.canRedoChanged.connect(self.redo_action.setEnabled)
        controller.newGameStarted.connect(self._hide_end_of_game)
        controller.message.connect(self._show_controller_notice)
        # Screen readers hear each move, undo, shuffle, hint and the end of a game.
        self.announcer = BoardAnnouncer(self.view, controller.model)
        controller.stateChanged.connect(self.announcer.game_changed)
        controller.hintShown.connect(self.announcer.hint_shown)
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self._update_time)
        self._ticker.start()
        geometry = preferences.geometry
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self.resize(1100, 720)
        self.restoreState(preferences.window_state)
        self._update()
        self.view.setFocus()

    # --- building --------------------------------------------------------------

    def _action(
        self,
        text: str,
        slot: Callable[..., object],  # checkable actions' slots take the new state
        shortcuts: list[QKeySequence] | None = None,
        icon: QStyle.StandardPixmap | None = None,
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(slot)
        if shortcuts:
            action.setShortcuts(shortcuts)
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        self.addAction(action)
        return action

    def _create_actions(self) -> None:
        keys, pixmap = QKeySequence.StandardKey, QStyle.StandardPixmap
        self.new_action = self._action(
            self.tr("&New game"),
            self.new_game,
            _standard(keys.New),
            pixmap.SP_FileIcon,
            self.tr("Deal a new random game"),
        )
        self.restart_action = self._action(
            self.tr("&Restart"),
            self.controller.restart,
            [QKeySequence("Ctrl+R")],
            pixmap.SP_BrowserReload,
            self.tr("Start this deal again from the beginning"),
        )
        self.give_up_action = self._action(
            self.tr("&Give up"), self.give_up, tip=self.tr("End this game now; it counts as a loss")
        )
        self.numbered_action = self._action(
            self.tr("New &numbered deal…"), self.ask_numbered_deal, [QKeySequence("Ctrl+Shift+N")]
        )
        self.copy_code_action = self._action(
            self.tr("&Copy game code"),
            self.copy_code,
            _standard(keys.Copy),
            tip=self.tr("Copy this game's code"),
        )
        self.open_code_action = self._action(
            self.tr("&Open game code…"),
            self.ask_game_code,
            _standard(keys.Open),
            pixmap.SP_DialogOpenButton,
            self.tr("Play the game a code stands for"),
        )
        self.quit_action = self._action(
            self.tr("&Quit"), self.close, _standard(keys.Quit) or [QKeySequence("Ctrl+Q")]
        )
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.undo_action = self._action(
            self.tr("&Undo"),
            self.controller.undo,
            _standard(keys.Undo),
            pixmap.SP_ArrowBack,
            self.tr("Take back the last move"),
        )
        redo_keys = _standard(keys.Redo)
        for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(extra) not in redo_keys:
                redo_keys.append(QKeySequence(extra))
        self.redo_action = self._action(
            self.tr("&Redo"),
            self.controller.redo,
            redo_keys,
            pixmap.SP_ArrowForward,
            self.tr("Play again what was undone"),
        )
        self.shuffle_action = self._action(
            self.tr("&Shuffle"),
            self.shuffle,
            [QKeySequence("S")],
            tip=self.tr("Deal the loose cards again"),
        )
        self.shuffle_action.setIcon(_shuffle_icon(self))
        self.hint_action = self._action(
            self.tr("&Hint"),
            self.controller.request_hint,
            [QKeySequence("H")],
            pixmap.SP_MessageBoxQuestion,
            self.tr("Show a good move"),
        )
        self.rules_action = self._action(self.tr("R&ules…"), self.choose_rules)
        self.statistics_action = self._action(self.tr("&Statistics…"), self.show_statistics)
        self.help_action = self._action(
            self.tr("&How to play"),
            self.show_help,
            _standard(keys.HelpContents),
            pixmap.SP_DialogHelpButton,
        )
        self.strategy_action = self._action(self.tr("&Strategy guide"), self.show_strategy_guide)
        self.about_action = self._action(self.tr("&About Addiction Solitaire"), self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

        self.timer_action = self._action(self.tr("Show &timer"), self._toggle_timer)
        self.timer_action.setCheckable(True)
        self.animation_action = self._action(self.tr("&Animations"), self._toggle_animations)
        self.animation_action.setCheckable(True)
        self.four_colour_action = self._action(
            self.tr("&Four-colour deck"), self._toggle_four_colour
        )
        self.four_colour_action.setCheckable(True)
        self.theme_group = QActionGroup(self)
        for name, label in (
            ("system", self.tr("&System")),
            ("light", self.tr("&Light")),
            ("dark", self.tr("&Dark")),
            ("high-contrast", self.tr("&High contrast")),
        ):
            action = QAction(label, self.theme_group)
            action.setCheckable(True)
            action.setData(name)
        self.theme_group.triggered.connect(self._choose_theme)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        game.addActions(
            [self.new_action, self.restart_action, self.give_up_action, self.numbered_action]
        )
        game.addSeparator()
        game.addActions([self.copy_code_action, self.open_code_action])
        game.addSeparator()
        game.addActions([self.rules_action, self.statistics_action])
        game.addSeparator()
        game.addAction(self.quit_action)
        play = bar.addMenu(self.tr("&Play"))
        play.addActions([self.undo_action, self.redo_action])
        play.addSeparator()
        play.addActions([self.hint_action, self.shuffle_action])
        self.play_menu = play
        view = bar.addMenu(self.tr("&View"))
        view.addActions([self.timer_action, self.animation_action, self.four_colour_action])
        view.addAction(self.winnability_action)
        theme = view.addMenu(self.tr("&Theme"))
        theme.addActions(self.theme_group.actions())
        self._create_language_menu(view)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([self.help_action, self.strategy_action, self.about_action])

    def _create_language_menu(self, view: QMenu) -> None:
        """View > Language: System or a language the game speaks, each named in itself."""
        menu = view.addMenu(self.tr("&Language"))
        self.language_group = QActionGroup(self)
        for choice, name in language_names().items():
            action = QAction(name, self.language_group)
            action.setCheckable(True)
            action.setData(choice)
            action.setChecked(choice == self.preferences.language)
        menu.addActions(self.language_group.actions())
        self.language_group.triggered.connect(self._choose_language)

    def _choose_language(self, action: QAction) -> None:
        """Kept in the preferences; the window is built in one language, so the new
        one takes over at the next start, and the player is told so."""
        choice = str(action.data())
        if choice == self.preferences.language:
            return
        self.preferences.language = choice
        self.show_notice(self.tr("The language changes the next time Addiction Solitaire starts."))

    def _create_toolbar(self) -> None:
        toolbar = self.addToolBar(self.tr("Game"))
        toolbar.setObjectName("gameToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.new_action, self.restart_action])
        toolbar.addSeparator()
        toolbar.addActions([self.undo_action, self.redo_action])
        toolbar.addSeparator()
        toolbar.addActions([self.hint_action, self.shuffle_action])

    def _connect_panels(self) -> None:
        """The end-of-game panel and the stuck banner act through the same actions."""
        self.end_panel.add_button(self.new_action, self.tr("New game"))
        self.end_panel.add_button(self.restart_action, self.tr("Restart"))
        self.end_undo_button = self.end_panel.add_button(self.undo_action, self.tr("Undo"))
        self.end_undo_button.setEnabled(self.controller.undo_stack.canUndo())
        self.controller.undo_stack.canUndoChanged.connect(self.end_undo_button.setEnabled)

        self.banner.button.clicked.connect(self.shuffle_action.trigger)

    def _create_status_bar(self) -> None:
        status = self.statusBar()
        self.in_place_label = QLabel(self)
        self.moves_label = QLabel(self)
        self.shuffles_label = QLabel(self)
        self.time_label = QLabel(self)
        for label in (self.in_place_label, self.moves_label, self.shuffles_label, self.time_label):
            label.setContentsMargins(8, 0, 8, 0)
            status.addPermanentWidget(label)

    def _create_hint_actions(self) -> None:
        tip = self.tr(
            "Tell in the status bar whether this round can still be won without a shuffle, "
            "checked in the background after every move. Off by default: it tells more "
            "than many players want to know."
        )
        self.winnability_action = self._action(
            self.tr("Show &winnability"), self._toggle_winnability, tip=tip
        )
        self.winnability_action.setCheckable(True)

    def _create_hint_widgets(self) -> None:
        """The hint's sentence (it stays until the position changes; other messages
        cover it for a while only), the shuffle highlight, the winnability badge."""
        self.hint_label = QLabel(self)
        self.hint_label.setContentsMargins(8, 0, 8, 0)
        self.statusBar().addWidget(self.hint_label, 1)
        toolbar = self.findChild(QToolBar, "gameToolbar")
        assert isinstance(toolbar, QToolBar)
        self.shuffle_tool_button = toolbar.widgetForAction(self.shuffle_action)
        self.controller.hintShown.connect(self._show_hint)
        self.winnability_label = QLabel(self)
        self.winnability_label.setContentsMargins(8, 0, 8, 0)
        self.winnability_label.setToolTip(self.winnability_action.toolTip())
        self.statusBar().addPermanentWidget(self.winnability_label)
        self.winnability = WinnabilityReadout(self.controller)
        self.winnability.changed.connect(self._show_winnability)
        shown = self.preferences.show_winnability
        self.winnability_action.setChecked(shown)
        self.winnability_label.setVisible(shown)
        self.winnability.set_enabled(shown)

    def _apply_preferences(self) -> None:
        prefs = self.preferences
        self.timer_action.setChecked(prefs.show_timer)
        self.time_label.setVisible(prefs.show_timer)
        self.animation_action.setChecked(prefs.animations)
        self.view.setAnimationsEnabled(prefs.animations)
        self.four_colour_action.setChecked(prefs.four_colour)
        self.view.setFourColourDeck(prefs.four_colour)
        for action in self.theme_group.actions():
            action.setChecked(action.data() == prefs.theme)
        self._apply_theme(prefs.theme)
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._follow_desktop)
        hints.accessibility().contrastPreferenceChanged.connect(self._follow_desktop)

    # --- what the player asks for ---------------------------------------------

    def may_leave_game(self, title: str) -> bool:
        """Whether the player agrees to leave the game being played (it counts as a
        loss): asked with the same words as Give up, unless they said not to ask."""
        if not self.controller.leaving_counts_as_loss or not self.preferences.ask_before_leaving:
            return True
        question = self.tr("Leave this game? It counts as a loss in the statistics.")
        agreed, never_ask = self.prompts.confirm_leaving(self, title, question)
        if never_ask:
            self.preferences.ask_before_leaving = False
        return agreed

    def start_requested(
        self, deal: int | None, code: str | None, rules: Rules | None, ask: bool = True
    ) -> None:
        """The game a command line asks for (at launch, or handed over by a second
        launch): --deal under rules (or the rules for new games), or --code."""
        if deal is None and code is None:
            return
        title = self.tr("New numbered deal") if code is None else self.tr("Open game code")
        if ask and not self.may_leave_game(title):
            return
        try:
            if code is not None:
                self.controller.open_code(code)
            else:
                assert deal is not None
                self.controller.new_numbered_deal(deal, rules)
        except EngineError as error:
            self._show_message(
                self.tr("That game cannot be started: %1.").replace("%1", game_error_text(error))
            )

    # --- the daily deal (docs/daily.md) ------------------------------------------

    def _create_daily_actions(self) -> None:
        """Game > Daily deal and Daily calendar, and the status bar's daily label."""
        self.daily_action = self._action(
            self.tr("&Daily deal"),
            self.play_daily,
            [QKeySequence("Ctrl+D")],
            tip=self.tr("Play today's daily deal"),
        )
        self.daily_calendar_action = self._action(
            self.tr("Daily c&alendar…"),
            self.show_daily_calendar,
            tip=self.tr("The daily deals of past days: won, lost or not played"),
        )
        # In the Game menu, right after New numbered deal.
        game_menu = next(
            menu for menu in self.numbered_action.associatedObjects() if isinstance(menu, QMenu)
        )
        actions = game_menu.actions()
        following = actions[actions.index(self.numbered_action) + 1]
        game_menu.insertActions(following, [self.daily_action, self.daily_calendar_action])
        self.daily_label = QLabel(self)
        self.daily_label.setContentsMargins(8, 0, 8, 0)
        self.statusBar().insertPermanentWidget(0, self.daily_label)

    def daily_title(self, date: datetime.date) -> str:
        """A daily's title, "Daily deal, 1 December 2026", in the player's language."""
        text = self.locale().toString(QDate(date.year, date.month, date.day), "d MMMM yyyy")
        return self.tr("Daily deal, %1").replace("%1", text)

    def _show_daily(self) -> str | None:
        """The daily label for a daily deal (hidden otherwise); its title, or None."""
        playing = self.controller.daily
        title = None if playing is None else self.daily_title(playing.date)
        self.daily_label.setText(title or "")
        self.daily_label.setVisible(title is not None)
        return title

    def play_daily(self) -> None:
        """Today's daily deal (the player's local date), after asking to leave a game;
        while it is being played already, it goes on."""
        today = self.controller.today()
        if self.controller.daily == DailyPlay(today, on_the_day=True):
            self._show_message(self.tr("This is today's daily deal."))
        elif self.may_leave_game(self.tr("Daily deal")):
            self.controller.start_daily(today)

    def start_daily_requested(self, date: datetime.date, ask: bool = True) -> None:
        """The daily deal a command line asks for (--daily); a screenshot (ask False)
        waits for a date the data file does not hold."""
        if not ask or self.may_leave_game(self.tr("Daily deal")):
            self.controller.start_daily(
                date, on_the_day=date == self.controller.today(), wait=not ask
            )

    def show_daily_calendar(self) -> None:
        from addiction.ui.dialogs.daily_calendar import DailyCalendarDialog

        statistics = self.controller.statistics
        results = statistics.daily_results() if statistics is not None else {}
        dialog = DailyCalendarDialog(results, self.controller.today(), self)
        dialog.dayChosen.connect(self._play_past_daily)
        dialog.exec()

    def _play_past_daily(self, date: datetime.date) -> None:
        """A day chosen in the calendar: counted as a game, for the streak only if today."""
        if self.may_leave_game(self.tr("Daily deal")):
            self.controller.start_daily(date, on_the_day=date == self.controller.today())

    def new_game(self) -> None:
        if self.may_leave_game(self.tr("New game")):
            self.controller.new_random_game()

    def ask_numbered_deal(self) -> None:
        current = self.controller.game.deal_number
        text = self.prompts.deal_number(self, current or random_deal_number())
        if text is None:
            return
        try:
            number = int(text.strip())
            Board.deal(number)  # DealNumberError: out of range
        except ValueError as error:  # not a number, or DealNumberError
            reason = (
                game_error_text(error)
                if isinstance(error, EngineError)
                else self.tr("%1 is not a number").replace("%1", repr(text))
            )
            self.prompts.show_error(
                self,
                self.tr("New numbered deal"),
                self.tr("No such deal: %1.").replace("%1", reason),
            )
            return
        if self.may_leave_game(self.tr("New numbered deal")):
            self.controller.new_numbered_deal(number)

    def copy_code(self) -> None:
        code = self.controller.game.code
        QGuiApplication.clipboard().setText(code)
        self._show_message(self.tr("Copied the game code %1.").replace("%1", code))

    def ask_game_code(self) -> None:
        """Ask for a code, offering one found on the clipboard; a code that does not
        work is offered again with the reason, so a typo can be mended in place."""
        clipboard = QGuiApplication.clipboard().text().strip()
        text = clipboard if _is_game_code(clipboard) else ""
        problem = None
        while (answer := self.prompts.game_code(self, text, problem)) is not None:
            try:
                game = Game.from_code(answer)
            except EngineError as error:
                problem = self.tr("That code does not work: %1.").replace(
                    "%1", game_error_text(error)
                )
                text = answer
                continue
            if self.may_leave_game(self.tr("Open game code")):
                self.controller.start_game(game)
            return

    def shuffle(self) -> None:
        """Shuffle, asking first while moves remain and shuffles are counted (with
        unlimited shuffles, as in Relaxed, there is nothing to lose)."""
        game = self.controller.game
        if game.can_shuffle and game.shuffles_left is not None and game.board.legal_moves():
            question = self.tr("Moves are still possible. Shuffle the loose cards anyway?")
            if not self.prompts.confirm(self, self.tr("Shuffle"), question):
                return
        self.controller.shuffle()

    def give_up(self) -> None:
        """Give up the game after asking: it counts as a loss and cannot be undone."""
        if not self.controller.can_give_up:
            return
        question = self.tr("Give up this game? It counts as a loss in the statistics.")
        # A game the app played counts for nothing: there is nothing to warn about.
        if not self.controller.counted or self.prompts.confirm(self, self.tr("Give up"), question):
            self.controller.give_up()

    def choose_rules(self) -> None:
        from addiction.ui.dialogs.rules import RulesDialog  # dialogs load when first opened

        dialog = RulesDialog(self.preferences.rules, self)
        if dialog.exec():
            self.preferences.rules = dialog.rules()
            self.controller.rules_for_new_games = dialog.rules()
            self._show_message(
                self.tr("The next game uses the %1 rules.").replace(
                    "%1", rules_title(dialog.rules())
                )
            )

    def show_statistics(self) -> None:
        from addiction.ui.statistics import StatisticsWindow

        statistics = self.controller.statistics
        if statistics is None:
            return
        window = StatisticsWindow(statistics, self.controller.game.rules.key, self)
        window.playAgainRequested.connect(self._play_again)
        window.exec()

    def _play_again(self, code: str) -> None:
        """A game double-clicked in the statistics: its deal again, under its rules."""
        try:
            game = Game.from_code(code)
        except EngineError as error:  # a damaged record
            reason = self.tr("That game cannot be played: %1.").replace(
                "%1", game_error_text(error)
            )
            self.prompts.show_error(self, self.tr("Play again"), reason)
            return
        if self.may_leave_game(self.tr("Play again")):
            self.controller.start_game(game)

    def show_help(self) -> None:
        from addiction.ui.dialogs.how_to_play import HowToPlayDialog

        HowToPlayDialog(self).exec()

    def show_strategy_guide(self) -> None:
        from addiction.ui.dialogs.strategy_guide import StrategyGuideDialog

        StrategyGuideDialog(self.view.theme(), self).exec()

    def show_about(self) -> None:
        from addiction.ui.dialogs.about import AboutDialog

        AboutDialog(self).exec()

    def _toggle_timer(self, shown: bool) -> None:
        self.preferences.show_timer = shown
        self.time_label.setVisible(shown)

    def _toggle_animations(self, enabled: bool) -> None:
        self.preferences.animations = enabled
        self.view.setAnimationsEnabled(enabled)

    def _toggle_four_colour(self, enabled: bool) -> None:
        self.preferences.four_colour = enabled
        self.view.setFourColourDeck(enabled)

    def _toggle_winnability(self, shown: bool) -> None:
        self.preferences.show_winnability = shown
        self.winnability_label.setVisible(shown)
        self.winnability.set_enabled(shown)

    def _choose_theme(self, action: QAction) -> None:
        self.preferences.theme = str(action.data())
        self._apply_theme(self.preferences.theme)

    def _apply_theme(
        self,
        name: str,
        scheme: Qt.ColorScheme | None = None,
        contrast: Qt.ContrastPreference | None = None,
    ) -> None:
        """The window's palette and the table's colours for a theme choice; the table
        follows the palette unless light or dark is forced."""
        theme = apply_theme(name, scheme, contrast)
        self.view.setDarkMode(theme.is_dark if name in ("light", "dark") else None)

    def _follow_desktop(self, change: Qt.ColorScheme | Qt.ContrastPreference) -> None:
        """The desktop changed its colour scheme or contrast preference (taken from
        the signal: the style hints may report the others only later): "system"
        follows it."""
        if self.preferences.theme == "system":
            scheme = change if isinstance(change, Qt.ColorScheme) else None
            contrast = change if isinstance(change, Qt.ContrastPreference) else None
            self._apply_theme("system", scheme, contrast)

    # --- what the window shows -----------------------------------------------

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

    def _show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _show_controller_notice(self, notice: Notice) -> None:
        self._show_message(notice_text(notice))

    def _show_hint(self, shown: HintShown) -> None:
        """A hint's sentence; a shuffle hint also lights up the Shuffle button and,
        when no move is left, the banner's. A passing message would hide it (the
        status bar hides its labels under one): the hint is newer, so it goes."""
        news, shuffle = shown.news, shown.shuffle
        if news is not None:
            self.statusBar().clearMessage()
        self.hint_label.setText(hint_text(news))
        for button in (self.shuffle_tool_button, self.banner.button):
            if button is not None and bool(button.property("hinted")) != shuffle:
                _mark_hinted(button, shuffle)

    def _show_winnability(self, state: Winnability) -> None:
        self.winnability_label.setText(
            {
                Winnability.NONE: "",
                Winnability.CHECKING: self.tr("Checking…"),
                Winnability.WINNABLE: self.tr("Winnable without a shuffle"),
                Winnability.NOT_WINNABLE: self.tr("Not winnable without a shuffle"),
                Winnability.TOO_HARD: self.tr("Too hard to tell"),
            }[state]
        )

    def _update(self) -> None:
        game = self.controller.game
        stack = self.controller.undo_stack
        board = game.board
        self.undo_action.setEnabled(stack.canUndo())
        self.redo_action.setEnabled(stack.canRedo())
        self.restart_action.setEnabled(self.controller.can_restart)
        self.give_up_action.setEnabled(self.controller.can_give_up)
        left = game.shuffles_left
        left_text = self.tr("unlimited") if left is None else str(left)
        self.shuffle_action.setText(self.tr("&Shuffle (%1 left)").replace("%1", left_text))
        self.shuffle_action.setEnabled(game.can_shuffle)
        refusal = game.shuffle_refusal
        self.shuffle_action.setToolTip(
            self.tr("Deal the loose cards again")
            if refusal is None
            else self.tr("Cannot shuffle: %1").replace("%1", shuffle_refusal_text(refusal))
        )
        self.hint_action.setEnabled(game.status is GameStatus.PLAYING)
        self.in_place_label.setText(self.in_place_text(board.in_place_count()))
        self.moves_label.setText(self.tr("Moves: %1").replace("%1", str(game.moves_made)))
        self.shuffles_label.setText(self.tr("Shuffles left: %1").replace("%1", left_text))
        self._update_time()
        deal = (
            self.tr("Deal %1").replace("%1", str(game.deal_number))
            if game.deal_number is not None
            else self.tr("Custom deal")
        )
        deal = self._show_daily() or self.campaign.title() or deal
        title = self.tr("%1 (%2) — Addiction Solitaire").replace("%1", deal)
        self.setWindowTitle(title.replace("%2", rules_title(game.rules)))
        self._update_banner(game)
        self._update_end_panel(game)

    def in_place_text(self, count: int) -> str:
        return self.tr("In place: %1 of %2").replace("%1", str(count)).replace("%2", str(CARDS))

    def time_text(self) -> str:
        elapsed = format_duration(self.controller.elapsed_seconds())
        return self.tr("Time: %1").replace("%1", elapsed)

    def _update_time(self) -> None:
        self.time_label.setText(self.time_text())

    def _update_banner(self, game: Game) -> None:
        if game.status is GameStatus.PLAYING and game.is_stuck:
            left = game.shuffles_left
            shuffle = (
                self.tr("Shuffle")
                if left is None
                else self.tr("Shuffle (%1 left)").replace("%1", str(left))
            )
            self.banner.label.setText(
                self.tr("No moves left. %1 to deal the loose cards again.").replace("%1", shuffle)
            )
            self.banner.button.setText(shuffle)
            self.banner.show()
        else:
            self.banner.hide()

    def _hide_end_of_game(self) -> None:
        self.celebration.hide()
        if self.end_panel.isVisible():
            self.end_panel.hide()
            self.view.setFocus()  # its buttons had the focus; the keys belong to the board

    def _update_end_panel(self, game: Game) -> None:
        status = game.status
        if status is GameStatus.PLAYING:
            self._hide_end_of_game()
            return
        if self.end_panel.isVisible():
            return
        summary = " · ".join(
            (
                self.in_place_text(game.board.in_place_count()),
                self.tr("Moves: %1").replace("%1", str(game.moves_made)),
                self.tr("Shuffles used: %1").replace("%1", str(game.shuffles_used)),
                self.time_text(),
            )
        )
        won = status is GameStatus.WON
        summary += self.campaign.update_end_panel(won)
        # A give-up cannot be undone (Restart brings the deal back instead).
        self.end_undo_button.setVisible(not won and not game.given_up)
        if won:
            # A game the app played (Autoplay, Show the route) is never the player's win.
            title = (
                self.tr("You won!") if self.controller.counted else self.watching.won_title(False)
            )
        elif game.given_up:
            title = self.tr("Game given up")
        else:
            title = self.tr("No moves left")
            summary = self.tr("No shuffles are left to deal the cards again.") + "\n" + summary
        animate = self.preferences.animations
        if won and animate:
            self.celebration.start()
        self.end_panel.present(title, summary, animate=animate)

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
        if event.type() == QEvent.Type.PaletteChange:  # a new theme: redraw in its text colour
            self.shuffle_action.setIcon(_shuffle_icon(self))
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.end_panel.recentre()
        self.celebration.setGeometry(self.view.rect())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.preferences.geometry = self.saveGeometry()
        self.preferences.window_state = self.saveState()
        self._ticker.stop()
        self.controller.shutdown()
        super().closeEvent(event)


def _is_game_code(text: str) -> bool:
    try:
        Game.from_code(text)
    except EngineError:
        return False
    return True


def _standard(key: QKeySequence.StandardKey) -> list[QKeySequence]:
    """The platform's bindings for a standard key (Cmd on macOS), as a list to extend."""
    return list(QKeySequence.keyBindings(key))


def _mark_hinted(button: QWidget, hinted: bool) -> None:
    """Light a button up, or back to normal; its size is held meanwhile, so nothing
    around it moves."""
    button.setProperty("hinted", hinted)
    if hinted:
        button.setFixedSize(button.size())
        button.setStyleSheet(HINTED_BUTTON)
    else:
        button.setStyleSheet("")
        button.setMinimumSize(0, 0)
        button.setMaximumSize(WIDGET_SIZE_MAX, WIDGET_SIZE_MAX)


def _shuffle_icon(window: QWidget) -> QIcon:
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
