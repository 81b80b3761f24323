"""How the main window starts games: the leaving question, then the controller.

New game, New numbered deal, Open game code, the daily deal, the daily challenges
and their calendar, a game played again from the statistics, and what a command line asks for. Every
game starts through the controller (addiction/control/controller.py) once the
player agreed to leave the one being played. The words keep the "MainWindow"
translation context they were first filed under.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from addiction.control.controller import DailyPlay, GameController, Origin, random_deal_number
from addiction.control.window_games import game_from_code
from addiction.engine import Board, EngineError, GameKind, Rules
from addiction.engine.daily_challenges import ChallengeDay, Tier
from addiction.store.settings import Preferences
from addiction.ui.challenge_words import challenge_title, tier_name
from addiction.ui.dialogs.common import rules_title
from addiction.ui.prompts import Prompts
from addiction.ui.wording import DateForm, game_error_text, written_date

if TYPE_CHECKING:
    # sqlite3 loads with the statistics: not at start (docs/architecture.md)
    from addiction.store.statistics import PlayedGame

translate = QCoreApplication.translate


class GameStarts:
    """The window's ways to start a game; window is the parent of their questions,
    say shows a passing message in the status bar."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        preferences: Preferences,
        prompts: Prompts,
        say: Callable[[str], None],
    ) -> None:
        self._window = window
        self._controller = controller
        self._preferences = preferences
        self._prompts = prompts
        self._say = say

    def may_leave_game(self, title: str) -> bool:
        """Whether the player agrees to leave the game being played (the statistics
        count it as abandoned, the word of its row there), unless they said not to ask."""
        if not self._controller.leaving_counts_as_loss or not self._preferences.ask_before_leaving:
            return True
        question = translate(
            "MainWindow", "Leave this game? The statistics count it as abandoned (not won)."
        )
        agreed, never_ask = self._prompts.confirm_leaving(self._window, title, question)
        if never_ask:
            self._preferences.ask_before_leaving = False
        return agreed

    def start_requested(
        self, deal: int | None, code: str | None, rules: Rules | None, ask: bool = True
    ) -> None:
        """The game a command line asks for (at launch, or handed over by a second
        launch): --deal under rules (or the rules for new games), or --code."""
        if deal is None and code is None:
            return
        title = (
            translate("MainWindow", "New numbered deal")
            if code is None
            else translate("MainWindow", "Open game code")
        )
        if ask and not self.may_leave_game(title):
            return
        try:
            if code is not None:
                self._controller.open_code(code)
            else:
                assert deal is not None
                self._controller.new_numbered_deal(deal, rules)
        except EngineError as error:
            self._say(
                translate("MainWindow", "That game cannot be started: %1.").replace(
                    "%1", game_error_text(error)
                )
            )

    def new_game(self) -> None:
        if self.may_leave_game(translate("MainWindow", "New game")):
            self._controller.new_random_game()

    def ask_numbered_deal(self) -> None:
        current = self._controller.game.deal_number
        game = rules_title(self._controller.rules_for_new_games)
        text = self._prompts.deal_number(self._window, current or random_deal_number(), game)
        if text is None:
            return
        try:
            number = int(text.strip())
            Board.deal(number)  # DealNumberError: out of range
        except ValueError as error:  # not a number, or DealNumberError
            reason = (
                game_error_text(error)
                if isinstance(error, EngineError)
                else translate("MainWindow", "%1 is not a number").replace("%1", repr(text))
            )
            self._prompts.show_error(
                self._window,
                translate("MainWindow", "New numbered deal"),
                translate("MainWindow", "No such deal: %1.").replace("%1", reason),
            )
            return
        if self.may_leave_game(translate("MainWindow", "New numbered deal")):
            self._controller.new_numbered_deal(number)

    def ask_game_code(self) -> None:
        """Ask for a code, offering one found on the clipboard; a code that does not
        work is offered again with the reason, so a typo can be mended in place."""
        clipboard = QGuiApplication.clipboard().text().strip()
        text = clipboard if _is_game_code(clipboard) else ""
        problem = None
        while (answer := self._prompts.game_code(self._window, text, problem)) is not None:
            try:
                game = game_from_code(answer)
            except EngineError as error:
                problem = translate("MainWindow", "That code does not work: %1.").replace(
                    "%1", game_error_text(error)
                )
                text = answer
                continue
            if self.may_leave_game(translate("MainWindow", "Open game code")):
                self._controller.start_game(game)
            return

    def play_again(self, played: PlayedGame) -> None:
        """A game double-clicked in the statistics, as what it was: a daily deal as
        that date's daily (counted as one), a campaign game as its level, any other
        game (a level this version lacks included) its deal again, under its rules,
        a winnable deal counted as one; a daily challenge as that challenge."""
        if played.daily_date is not None:
            self._play_past_daily(played.daily_date)
            return
        if played.challenge is not None:
            self.play_challenge_of(played.challenge)
            return
        if played.level is not None and not self._campaign_read(lambda: self.play_again(played)):
            return  # played again once the campaign's data file is read, off the GUI thread
        if played.level is not None and _is_level(played.level):
            if self.may_leave_game(translate("MainWindow", "Play again")):
                self._controller.start_level(played.level)
            return
        try:
            game = game_from_code(played.code)
        except EngineError as error:  # a damaged record
            reason = translate("MainWindow", "That game cannot be played: %1.").replace(
                "%1", game_error_text(error)
            )
            self._prompts.show_error(self._window, translate("MainWindow", "Play again"), reason)
            return
        if self.may_leave_game(translate("MainWindow", "Play again")):
            # A winnable deal stays one (counted with them), as when taken up from the autosave.
            winnable = played.rules_key == GameKind.WINNABLE.value
            self._controller.start_game(game, Origin(GameKind.WINNABLE) if winnable else None)

    def _campaign_read(self, then: Callable[[], None]) -> bool:
        """True when the campaign's data file has been read; otherwise (False) it is
        read off the GUI thread, said meanwhile, and then() runs once it is."""
        from addiction.control.data_loading import CAMPAIGN_FILE, is_read

        if is_read(CAMPAIGN_FILE):
            return True
        self._say(translate("MainWindow", "Preparing the campaign…"))
        self._controller.when_data_read(CAMPAIGN_FILE, then)
        return False

    # --- the daily deal (docs/daily.md) ------------------------------------------

    def daily_names(self) -> tuple[str, ...]:
        """The daily deal or challenge being played named for less and less room: its
        title, the title with the short date, the short date alone (with a
        challenge's tier); empty for any other game."""
        challenge, playing = self._controller.challenge, self._controller.daily
        if challenge is not None:
            date = written_date(challenge.date, DateForm.SHORT)
            bare = f"{date} ({tier_name(challenge.tier)})"
        elif playing is not None:
            bare = written_date(playing.date, DateForm.SHORT)
        else:
            return ()
        return self.daily_title() or "", self.daily_title(DateForm.SHORT) or "", bare

    def daily_title(self, form: DateForm = DateForm.LONG) -> str | None:
        """The title of the daily deal or challenge being played, "Daily deal, 1
        December 2026" or "Daily challenge, 1 December 2026 (hard)" in the player's
        language, its date written in form; None for any other game."""
        challenge = self._controller.challenge
        if challenge is not None:
            return challenge_title(challenge, written_date(challenge.date, form))
        playing = self._controller.daily
        if playing is None:
            return None
        return translate("MainWindow", "Daily deal, %1").replace(
            "%1", written_date(playing.date, form)
        )

    def play_daily(self) -> None:
        """Today's daily deal (the player's local date), after asking to leave a game;
        while it is being played already, it goes on."""
        today = self._controller.today()
        if self._controller.daily == DailyPlay(today, on_the_day=True):
            self._say(translate("MainWindow", "This is today's daily deal."))
        elif self.may_leave_game(translate("MainWindow", "Daily deal")):
            self._controller.start_daily(today)

    def start_daily_requested(self, date: datetime.date, ask: bool = True) -> None:
        """The daily deal a command line asks for (--daily); a screenshot (ask False)
        waits for a date the data file does not hold."""
        if not ask or self.may_leave_game(translate("MainWindow", "Daily deal")):
            self._controller.start_daily(
                date, on_the_day=date == self._controller.today(), wait=not ask
            )

    def play_challenge(self, tier: Tier) -> None:
        """Today's daily challenge of tier (the player's local date), after asking to
        leave a game; while it is being played already, it goes on."""
        challenge = ChallengeDay(self._controller.today(), tier)
        if self._controller.challenge == challenge:
            self._say(
                translate("MainWindow", "This is today's %1 challenge.").replace(
                    "%1", tier_name(tier)
                )
            )
        else:
            self.play_challenge_of(challenge)

    def play_challenge_of(self, challenge: ChallengeDay) -> None:
        """A daily challenge of any date (the calendar, the statistics)."""
        if self.may_leave_game(translate("MainWindow", "Daily challenge")):
            self._controller.start_challenge(challenge)

    def show_daily_calendar(self) -> None:
        from addiction.ui.dialogs.daily_calendar import DailyCalendarDialog

        statistics = self._controller.statistics
        results = statistics.daily_results() if statistics is not None else {}
        challenges = statistics.challenge_results() if statistics is not None else {}
        dialog = DailyCalendarDialog(results, self._controller.today(), self._window, challenges)
        dialog.dayChosen.connect(self._play_past_daily)
        dialog.challengeChosen.connect(self.play_challenge_of)
        dialog.exec()

    def _play_past_daily(self, date: datetime.date) -> None:
        """A day chosen in the calendar: counted as a game, for the streak only if today."""
        if self.may_leave_game(translate("MainWindow", "Daily deal")):
            self._controller.start_daily(date, on_the_day=date == self._controller.today())


def _is_level(number: int) -> bool:
    from addiction.engine import campaign

    try:
        campaign.level(number)
    except EngineError:
        return False
    return True


def _is_game_code(text: str) -> bool:
    try:
        game_from_code(text)
    except EngineError:
        return False
    return True
