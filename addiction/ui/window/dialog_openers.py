"""The dialogs the main window's Game and Help menus open: the rules for new games,
the statistics, how to play, the strategy guide and about. Each loads when first
opened (docs/architecture.md, "Slow things start late"). The words keep the
"MainWindow" translation context they were first filed under.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from addiction.control.controller import GameController
from addiction.engine import GameKind
from addiction.store.settings import Preferences
from addiction.ui.dialogs.common import rules_title
from addiction.ui.theme import Theme

if TYPE_CHECKING:
    # sqlite3 loads with the statistics: not at start (docs/architecture.md)
    from addiction.store.statistics import PlayedGame

translate = QCoreApplication.translate


class DialogOpeners:
    """Opens each dialog over window; a game chosen in the statistics goes to play_again,
    say shows a passing message about the next game (it goes when that game starts),
    theme is the table's theme now."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        preferences: Preferences,
        theme: Callable[[], Theme],
        play_again: Callable[[PlayedGame], None],
        say: Callable[[str], None],
    ) -> None:
        self._window = window
        self._controller = controller
        self._preferences = preferences
        self._theme = theme
        self._play_again = play_again
        self._say = say

    def choose_rules(self) -> None:
        from addiction.ui.dialogs.rules import RulesDialog

        dialog = RulesDialog(self._controller.rules_for_new_games, self._window, self._theme())
        if dialog.exec():
            self._controller.set_rules_for_new_games(dialog.rules())
            self._say(
                translate("MainWindow", "The next game uses the %1 rules.").replace(
                    "%1", rules_title(dialog.rules())
                )
            )

    def show_statistics(self) -> None:
        from addiction.ui.statistics import StatisticsWindow

        statistics = self._controller.statistics
        if statistics is None:
            return
        # Opened on the game's own group: a level or a winnable deal is counted with
        # its kind ("Campaign", "Winnable deals"), not with its rule set.
        kind = self._controller.kind
        group = self._controller.game.rules.key if kind is GameKind.DEAL else kind.value
        window = StatisticsWindow(statistics, group, self._window)
        window.playAgainRequested.connect(self._play_again)
        window.exec()

    def show_help(self) -> None:
        from addiction.ui.dialogs.how_to_play import HowToPlayDialog

        HowToPlayDialog(self._window).exec()

    def show_strategy_guide(self) -> None:
        from addiction.ui.dialogs.strategy_guide import StrategyGuideDialog

        StrategyGuideDialog(self._theme(), self._window).exec()

    def show_about(self) -> None:
        from addiction.ui.dialogs.about import AboutDialog

        AboutDialog(self._window).exec()
