"""The campaign and winnable deals in the main window (docs/campaign.md).

Game > Campaign map… (the road, addiction/ui/dialogs/campaign_map.py), Game > New
winnable deal, the win panel's Next level, and the title of a level or winnable
deal. Kept apart from main_window.py, which creates one CampaignActions and asks
it for the title and the end panel's line; every game starts through the
controller, after the window's leaving question (may_leave_game).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from addiction.control.controller import GameController
from addiction.engine import EngineError, GameKind
from addiction.store.errors import StatisticsError
from addiction.ui.panels import EndPanel
from addiction.ui.theme import Theme
from addiction.ui.wording import statistics_error_text


class CampaignActions(QObject):
    """The window's campaign and winnable-deal actions: in game_menu after the action
    `after`, and Next level on the end panel. may_leave_game asks the leaving question,
    say shows a passing message, theme is the table's theme now."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        menu_place: tuple[QMenu, QAction],
        end_panel: EndPanel,
        may_leave_game: Callable[[str], bool],
        say: Callable[[str], None],
        theme: Callable[[], Theme],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self._may_leave_game = may_leave_game
        self._say = say
        self._theme = theme
        self.map_action = QAction(self.tr("Cam&paign map…"), window)
        self.map_action.setShortcut(QKeySequence("Ctrl+L"))
        self.map_action.setStatusTip(self.tr("The road of levels: play the next one"))
        self.map_action.triggered.connect(self.show_map)
        self.winnable_action = QAction(self.tr("New &winnable deal"), window)
        self.winnable_action.setStatusTip(self.tr("A random deal the solver has won"))
        self.winnable_action.triggered.connect(self.new_winnable_deal)
        self.next_level_action = QAction(self.tr("Next level"), window)
        self.next_level_action.triggered.connect(self.play_next_level)
        # In the Game menu, right after New game.
        game_menu, after = menu_place
        actions = game_menu.actions()
        following = actions[actions.index(after) + 1]
        game_menu.insertActions(following, [self.winnable_action, self.map_action])
        self.next_level_button = end_panel.add_button(self.next_level_action, self.tr("Next level"))
        self.next_level_button.hide()

    def title(self) -> str | None:
        """ "Level 12" or "Winnable deal 1234" for the window title; None for other games."""
        level = self.controller.level
        if level is not None:
            return self.tr("Level %1").replace("%1", str(level.number))
        if self.controller.kind is GameKind.WINNABLE:
            number = self.controller.game.deal_number
            return self.tr("Winnable deal %1").replace("%1", str(number))
        return None

    def goals(self) -> tuple[str, str, tuple[str, ...]] | None:
        """While a level is played, its number and its three stars' targets, short
        for the status bar ("Level 12 · ★ win ★ no shuffle ★ ≤ 85 moves"), in full
        for its tooltip, and shorter for a status bar with less room (the window's
        title names the level): "★ win ★ no shuffle ★ ≤ 85 moves", "★★★ ≤ 85 moves".
        None for any other game."""
        level = self.controller.level
        if level is None:
            return None
        short = self.tr("Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves")
        full = self.tr(
            "Level %1: a star for a win, one more for a win without a shuffle, and one "
            "more for a win in at most %2 moves (par)."
        )
        shorter = (
            self.tr("★ win ★ no shuffle ★ ≤ %2 moves", "a level's goals, without its number"),
            self.tr("★★★ ≤ %2 moves", "a level's three stars and its par, in least room"),
        )
        number, par = str(level.number), str(level.par)
        return (
            short.replace("%1", number).replace("%2", par),
            full.replace("%1", number).replace("%2", par),
            tuple(form.replace("%2", par) for form in shorter),
        )

    def update_end_panel(self, won: bool) -> str:
        """Next level on the win panel of a level that has a next one; the line the
        panel adds for a won level: its stars and par ("" for any other game)."""
        from addiction.engine import campaign

        level = self.controller.level
        # A level the app won (Autoplay, Show the route) earns nothing and unlocks nothing.
        earned = won and self.controller.counted
        self.next_level_button.setVisible(
            earned and level is not None and level.number < campaign.count()
        )
        outcome = self.controller.game.outcome(self.controller.elapsed_seconds())
        if level is None or not earned or outcome is None:
            return ""
        stars = level.stars(outcome)
        text = self.tr("Level %1: %2 (%3 of %4 stars; par %5 moves)")
        for marker, value in (
            ("%1", str(level.number)),
            ("%2", "★" * stars + "☆" * (campaign.MAX_STARS - stars)),
            ("%3", str(stars)),
            ("%4", str(campaign.MAX_STARS)),
            ("%5", str(level.par)),
        ):
            text = text.replace(marker, value)
        return "\n" + text

    def when_read(self, then: Callable[[], None]) -> bool:
        """True when the campaign's data file has been read; otherwise (False) it is
        read off the GUI thread (control/data_loading.py), "Preparing the campaign…"
        said meanwhile, and then() runs once it is."""
        from addiction.control.data_loading import CAMPAIGN_FILE, is_read

        if is_read(CAMPAIGN_FILE):
            return True
        self._say(self.tr("Preparing the campaign…"))
        self.controller.when_data_read(CAMPAIGN_FILE, then)
        return False

    def show_map(self) -> None:
        if not self.when_read(self.show_map):
            return
        from addiction.engine import campaign
        from addiction.ui.dialogs.campaign_map import CampaignDialog

        dialog = CampaignDialog(
            self._stars(),
            campaign.count(),
            campaign.STAGE_SIZE,
            self._theme(),
            self.window,
        )
        dialog.levelChosen.connect(self.start_level_requested)
        dialog.exec()

    def next_level(self) -> int:
        """The level to play next: the first one not won yet (1 for a new player);
        the campaign's data file is read here unless it was (when_read)."""
        from addiction.engine import campaign

        return campaign.current_level(set(self._stars()))

    def _stars(self) -> dict[int, int]:
        statistics = self.controller.statistics
        if statistics is None:
            return {}
        try:
            progress = statistics.campaign_progress()
        except StatisticsError as error:  # the map still opens, from scratch
            self._say(statistics_error_text(error))
            return {}
        return {number: won.stars for number, won in progress.items()}

    def start_level_requested(self, number: int, ask: bool = True) -> None:
        """Level number (the map, Next level, --level), after the leaving question,
        once the campaign's data file is read."""
        if not self.when_read(lambda: self.start_level_requested(number, ask)):
            return
        if ask and not self._may_leave_game(self.tr("Campaign")):
            return
        try:
            self.controller.start_level(number)
        except EngineError as error:
            self._say(self.tr("That level cannot be played: %1.").replace("%1", str(error)))

    def play_next_level(self) -> None:
        level = self.controller.level
        if level is not None:
            self.start_level_requested(level.number + 1)

    def new_winnable_deal(self) -> None:
        if self._may_leave_game(self.tr("New winnable deal")):
            self._say(self.tr("Finding a winnable deal…"))
            self.controller.new_winnable_deal()
