"""Copy result: a finished game told in one line for a chat, with its code, so a
friend can open the same deal (Game > Open game code). On the end panel of every
finished game; the words keep the "MainWindow" translation context.

    Addiction daily 16 Dec 2027 - won in 94 moves, no shuffle · code A1-…
    Addiction daily 1 Dec 2026 (hard) - won in 94 moves, no shuffle · code A1-…
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QWidget

from addiction.control.controller import GameController
from addiction.engine import GameStatus
from addiction.ui.challenge_words import tier_name
from addiction.ui.dialogs.common import rules_title
from addiction.ui.panels import ButtonRow, EndPanel
from addiction.ui.translate import tr
from addiction.ui.wording import DateForm, written_date

translate = QCoreApplication.translate


class ResultSharing:
    """The end panel's Copy result button; say shows a passing message."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        end_panel: EndPanel,
        say: Callable[[str], None],
    ) -> None:
        self._controller = controller
        self._say = say
        self.copy_action = QAction(translate("MainWindow", "Copy result"), window)
        self.copy_action.triggered.connect(self.copy_result)
        self.copy_button = end_panel.add_button(
            self.copy_action, translate("MainWindow", "Copy result"), ButtonRow.THIS_GAME
        )

    def result_text(self) -> str:
        """The finished game in one line, with its code."""
        controller = self._controller
        game = controller.game
        title = rules_title(game.rules)
        playing = controller.daily
        level = controller.level
        challenge = controller.challenge
        if challenge is not None:
            what = (
                translate("MainWindow", "%1 daily %2 (%3)")
                .replace("%2", written_date(challenge.date, DateForm.SHORT))
                .replace("%3", tier_name(challenge.tier))
            )
        elif playing is not None:
            what = translate("MainWindow", "%1 daily %2").replace(
                "%2", written_date(playing.date, DateForm.SHORT)
            )
        elif level is not None:
            what = translate("MainWindow", "%1 level %2").replace("%2", str(level.number))
        elif game.deal_number is not None:
            what = translate("MainWindow", "%1 deal %2").replace("%2", str(game.deal_number))
        else:
            what = translate("MainWindow", "%1 custom deal")
        what = what.replace("%1", title)
        moves = tr("%n move(s)", "", game.moves_made)
        if game.shuffles_used == 0:
            shuffles = translate("MainWindow", "no shuffle")
        else:
            shuffles = tr("%n shuffle(s)", "", game.shuffles_used)
        if game.status is GameStatus.WON:
            how = translate("MainWindow", "won in %1, %2")
        elif game.given_up:
            how = translate("MainWindow", "given up with %3 of %4 cards in place after %1, %2")
        else:
            how = translate("MainWindow", "stuck with %3 of %4 cards in place after %1, %2")
        board = game.board
        for marker, value in (
            ("%1", moves),
            ("%2", shuffles),
            ("%3", str(board.in_place_count())),
            ("%4", str(len(board.shape.cards))),
        ):
            how = how.replace(marker, value)
        line = translate("MainWindow", "%1 - %2 · code %3")
        return line.replace("%1", what).replace("%2", how).replace("%3", game.code)

    def copy_result(self) -> None:
        if self._controller.game.status is GameStatus.PLAYING:
            return
        text = self.result_text()
        QGuiApplication.clipboard().setText(text)
        # The line itself is on the clipboard: the status bar says where, in words
        # that fit beside its figures.
        self._say(translate("MainWindow", "Copied the result to the clipboard."))
