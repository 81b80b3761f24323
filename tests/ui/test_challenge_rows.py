"""A daily challenge in the statistics window (docs/daily.md, "In the statistics"):
its row reads "Challenge 14 Jul 2027 · hard", the CSV export names it so, and a
double-click on the row plays that challenge again, counted as a new game of it."""

from __future__ import annotations

import csv
import datetime
import io
from collections.abc import Callable

from addiction.engine import Shuffle
from addiction.engine.daily_challenges import ChallengeDay, Tier
from addiction.models.games_table import Column
from addiction.ui.main_window import MainWindow
from addiction.ui.statistics.games_page import games_csv
from tests.ui.test_main_window import open_window, single_move
from tests.ui.test_statistics_replay import double_click_row

__all__ = ["open_window"]  # the fixture, from the main window's tests

DAY = datetime.date(2027, 7, 14)
HARD = ChallengeDay(DAY, Tier.HARD)


def test_a_challenge_row_is_named_exported_and_played_again_as_that_challenge(
    open_window: Callable[..., MainWindow],
) -> None:
    window = open_window()
    controller = window.controller
    controller.today = lambda: DAY
    controller.start_challenge(HARD)
    route = controller.verified_route()
    assert route is not None
    for step in route:
        assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
    first_deal = controller.game.deal_number
    controller.new_numbered_deal(9)  # another game on the table

    statistics = controller.statistics
    assert statistics is not None
    games = statistics.history().games
    rows = list(csv.reader(io.StringIO(games_csv(games))))
    assert rows[1][Column.DEAL] == "Challenge 14 Jul 2027 · hard"

    double_click_row(window, "Challenge 14 Jul 2027 · hard")
    assert controller.challenge == HARD
    assert controller.game.deal_number == first_deal
    controller.play(single_move(controller.game.board))
    controller.new_numbered_deal(9)  # left with a move made: counted, as that challenge
    again = statistics.history().games
    assert [game.challenge for game in again] == [HARD, HARD]
    assert statistics.challenge_results() == {HARD: True}  # a win stays the day's
