"""The daily deal's and the daily challenges' part of the end panel (docs/daily.md):
its date (and tier), the streak and the best streak (a challenge's: of its tier), and
Show the route and the calendar one click away. The words keep the "MainWindow"
translation context the daily's other words are filed under.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from addiction.control.controller import GameController
from addiction.store.errors import StatisticsError
from addiction.store.game_history import daily_streaks, date_streaks, tier_wins
from addiction.ui.panels import ButtonRow, EndPanel

translate = QCoreApplication.translate


class DailyEnd:
    """Adds Show the route (route_action) and the calendar (calendar_action) to the
    end panel: the calendar for a daily deal or challenge only, the route for those
    and for any game with a verified route (as Play > Show the route); title names
    the daily being played."""

    def __init__(
        self,
        controller: GameController,
        end_panel: EndPanel,
        route_action: QAction,
        calendar_action: QAction,
        title: Callable[[], str | None],
    ) -> None:
        self._controller = controller
        self._route_action = route_action
        self._title = title
        self.route_button = end_panel.add_button(
            route_action, translate("MainWindow", "Show the route"), ButtonRow.DAILY
        )
        self.calendar_button = end_panel.add_button(
            calendar_action, translate("MainWindow", "Calendar"), ButtonRow.DAILY
        )
        # The route of a daily taken up from the autosave is derived in the worker:
        # the button is ready when it is.
        route_action.changed.connect(self._follow_route_action)
        self._follow_route_action()

    def _follow_route_action(self) -> None:
        self.route_button.setEnabled(self._route_action.isEnabled())

    def update_end_panel(self) -> str:
        """Show the daily's buttons for a daily only; the line the panel adds for it:
        "Daily deal, 1 December 2026 · streak 3 · best 7" ("" for any other game)."""
        controller = self._controller
        title = self._title()
        self.calendar_button.setVisible(title is not None)
        # Show the route where Play offers it: a daily's (its route may come later
        # from the worker), and any game with a verified route (a level, a winnable deal).
        self.route_button.setVisible(title is not None or controller.verified_route() is not None)
        if title is None:
            return ""
        controller.request_route()
        statistics, challenge = controller.statistics, controller.challenge
        today = controller.today()
        try:
            if statistics is None:
                current, best = 0, 0
            elif challenge is None:
                current, best = daily_streaks(statistics.daily_results(), today)
            else:
                won = tier_wins(statistics.challenge_results(), challenge.tier)
                current, best = date_streaks(won, today)
        except StatisticsError:  # the panel still shows, without the streaks
            return "\n" + title
        line = translate("MainWindow", "%1 · streak %2 · best %3")
        return "\n" + line.replace("%1", title).replace("%2", str(current)).replace("%3", str(best))
