"""The main window's status bar: the figures of the game (cards in place, moves,
shuffles left, time), the daily's label, the hint's sentence and the winnability
badge, and the passing messages that cover them for a while.

The words keep the "MainWindow" translation context they were first filed under.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from addiction.control.controller import GameController
from addiction.control.notices import (
    GameOver,
    HintSearch,
    HintShown,
    MoveRefused,
    Notice,
    ShuffleRefused,
)
from addiction.control.winnability import Winnability
from addiction.engine import Board, Game
from addiction.ui.dialogs.common import format_duration
from addiction.ui.wording import hint_short_text, hint_text, notice_text

translate = QCoreApplication.translate
_Label = TypeVar("_Label", bound=QLabel)

# How long a passing message (a copied code, the rules for the next game) stays.
MESSAGE_MS = 6000
# Room either side of a label: enough to part them, small enough that every figure
# and the badge fit whole in the smallest window, in the longer languages too.
LABEL_MARGIN = 3
WIDGET_SIZE_MAX = (1 << 24) - 1  # Qt's QWIDGETSIZE_MAX: no maximum size
# A shuffle hint's mark on the Shuffle buttons: the blue of the hint's ring on the
# board (addiction/ui/theme.py), opaque under dark words, so they read on any theme
# and over the yellow "No moves left" banner alike.
HINTED_BUTTON = (
    "border: 2px solid #4fc3ff; border-radius: 4px; background-color: #a6e1ff; color: #00283d;"
)


class StatusLine:
    """The labels of the status bar and what they say; the clock's label ticks each second."""

    def __init__(
        self, bar: QStatusBar, controller: GameController, shuffle_buttons: list[QWidget | None]
    ) -> None:
        self.bar = bar
        # Its room goes to the labels (the window's border resizes it all the same).
        bar.setSizeGripEnabled(False)
        self._controller = controller
        self._shuffle_buttons = shuffle_buttons  # lit up by a shuffle hint
        self.in_place_label = self._label(QLabel)
        self.moves_label = self._label(QLabel)
        self.shuffles_label = self._label(QLabel)
        self.time_label = self._label(QLabel)
        for label in (self.in_place_label, self.moves_label, self.shuffles_label, self.time_label):
            bar.addPermanentWidget(label)
        # The hint's sentence stays until the position changes; other messages cover
        # it for a while only. Its line is a summary: the board's callout has it whole.
        self.hint_label = self._label(SummaryLabel)
        bar.addWidget(self.hint_label, 1)
        self.winnability_label = self._label(QLabel)
        bar.addPermanentWidget(self.winnability_label)
        # The daily's name gives way too (the window's title has it whole), so the
        # figures and the badge stay whole in a narrow window.
        self.goal_label = self._label(SummaryLabel)
        self._goal_shown = False  # a game with a goal is on the table
        self._first: list[QWidget] = []  # the permanent widgets left of the figures
        self.insert_first(self.goal_label)
        # A passing message has the goal's room too (the title has the goal whole).
        bar.messageChanged.connect(self._follow_message)
        self._ticker = QTimer(bar)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self.update_time)
        self._ticker.start()
        # The position a passing message describes (None: it describes none).
        self._message_position: tuple[Game, Board] | None = None
        # The game a passing message about the next game was shown over (None: none
        # is shown): it goes when another game is on the table.
        self._message_before: Game | None = None

    def _label(self, kind: type[_Label]) -> _Label:
        label = kind(self.bar.parentWidget())
        label.setContentsMargins(LABEL_MARGIN, 0, LABEL_MARGIN, 0)
        return label

    def insert_first(self, widget: QWidget) -> None:
        """widget left of the labels that stay (right after the hint's sentence, the one
        widget that is not permanent)."""
        self.bar.insertPermanentWidget(1, widget)
        self._first.append(widget)

    def stop(self) -> None:
        """The window closes: the clock's label stops ticking."""
        self._ticker.stop()

    def show_message(
        self,
        text: str,
        milliseconds: int | None = None,
        about_position: bool = False,
        about_next_game: bool = False,
    ) -> None:
        """A passing message, over the hint's sentence for milliseconds (default
        MESSAGE_MS; 0: until another replaces it). about_position: it describes the
        position on the table, so it goes as soon as that position does;
        about_next_game: it tells what the next game will be, so it goes when that
        game starts."""
        game = self._controller.game
        self._message_position = (game, game.board) if about_position else None
        self._message_before = game if about_next_game else None
        if text and self.goal_label.isVisible():
            self.goal_label.hide()  # gives way (it shows again when the message goes)
            layout = self.bar.layout()
            if layout is not None:
                layout.activate()  # the labels where they stand beside the message
        self.bar.showMessage(
            self._fitted(text), MESSAGE_MS if milliseconds is None else milliseconds
        )

    def message_room(self) -> int:
        """The width a passing message has: from the status bar's left to the first
        permanent widget shown beside it (the goal gives way to it), as QStatusBar
        paints it."""
        stays = [self.in_place_label, *self._first]
        right = min(widget.x() for widget in stays if widget.isVisible())
        return right - 2 - 6  # QStatusBar's message: 6 px in, 2 px clear of the widget

    def _fitted(self, text: str) -> str:
        """text, or where it does not fit its room, cut short with an ellipsis (never
        cut off mid-letter at the next label)."""
        if not self.bar.isVisible():
            return text  # not laid out yet: no room to measure
        room = self.message_room()
        return self.bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)

    def _follow_message(self, text: str) -> None:
        self.goal_label.setVisible(self._goal_shown and not text)

    def show_next_game_message(self, text: str) -> None:
        """A passing message about the next game (show_message's about_next_game)."""
        self.show_message(text, about_next_game=True)

    def show_controller_notice(self, notice: Notice) -> None:
        about_position = isinstance(notice, (MoveRefused, ShuffleRefused, GameOver))
        self.show_message(notice_text(notice), about_position=about_position)

    def show_game(self, game: Game, shuffles_left: str) -> None:
        """The figures of game, after any change to it; a message about a position
        no longer on the table goes."""
        described = self._message_position
        if described is not None and (described[0] is not game or described[1] != game.board):
            self._message_position = None
            self.bar.clearMessage()
        if self._message_before is not None and self._message_before is not game:
            self._message_before = None  # the next game it told of has started
            self.bar.clearMessage()
        self.in_place_label.setText(in_place_text(game.board))
        self.moves_label.setText(moves_text(game.moves_made))
        self.shuffles_label.setText(
            translate("MainWindow", "Shuffles left: %1").replace("%1", shuffles_left)
        )
        self.update_time()

    def show_goal(
        self, text: str | None, full: str | None = None, shorter: Sequence[str] = ()
    ) -> None:
        """What the game is played for: a daily deal's name, or a level's star targets
        (full: their whole wording, the tooltip; shorter: their shorter forms, for
        less room); hidden for any other game."""
        self.goal_label.show_forms(text or "", shorter)
        if full is not None:
            self.goal_label.setToolTip(full)
        self._goal_shown = text is not None
        self.goal_label.setVisible(self._goal_shown and not self.bar.currentMessage())

    def time_text(self) -> str:
        elapsed = format_duration(self._controller.elapsed_seconds())
        return translate("MainWindow", "Time: %1").replace("%1", elapsed)

    def update_time(self) -> None:
        self.time_label.setText(self.time_text())

    def show_hint(self, shown: HintShown) -> None:
        """A hint's sentence; a shuffle hint also lights up the Shuffle buttons (the
        toolbar's and, when no move is left, the banner's). A passing message would
        hide it (the status bar hides its labels under one): the hint is newer, so it
        goes."""
        news, shuffle = shown.news, shown.shuffle
        if news is not None:
            self.bar.clearMessage()
        game = self._controller.game
        columns = game.board.shape.columns
        # Where the sentence does not fit (a narrow window, a longer language), its
        # move alone: the board's callout has the sentence whole.
        short = hint_short_text(news, columns)
        self.hint_label.show_forms(
            hint_text(news, columns, game.shuffles_left != 0), () if short is None else (short,)
        )
        for button in self._shuffle_buttons:
            if button is not None and bool(button.property("hinted")) != shuffle:
                _mark_hinted(button, shuffle)
        if news is HintSearch.LOOKING:
            # Painted now, not when the event loop is back: the worker may be
            # starting before that, and the press must show it was taken.
            self.hint_label.repaint()

    def show_winnability(self, state: Winnability) -> None:
        """The badge; in a game with no shuffle ahead (Line Up, or none left) it names
        none: the round on the table is the game."""
        if self._controller.game.shuffles_left == 0:
            winnable = translate("MainWindow", "Winnable")
            not_winnable = translate("MainWindow", "Not winnable")
        else:
            winnable = translate("MainWindow", "Winnable without a shuffle")
            not_winnable = translate("MainWindow", "Not winnable without a shuffle")
        self.winnability_label.setText(
            {
                Winnability.NONE: "",
                Winnability.CHECKING: translate("MainWindow", "Checking…"),
                Winnability.WINNABLE: winnable,
                Winnability.NOT_WINNABLE: not_winnable,
                Winnability.TOO_HARD: translate("MainWindow", "Too hard to tell"),
            }[state]
        )


class SummaryLabel(QLabel):
    """A one-line label that gives way to the labels beside it: where its text does
    not fit, the first of its shorter forms that does is shown, else the shortest cut
    with an ellipsis; the whole text is its tooltip (the hint's sentence is whole on
    the board). text() is always the whole text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shorter: tuple[str, ...] = ()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def setText(self, text: str) -> None:
        self.show_forms(text, ())

    def show_forms(self, text: str, shorter: Sequence[str]) -> None:
        """text, with its shorter forms (shortest last) for less room."""
        self._shorter = tuple(shorter)
        super().setText(text)
        self.setToolTip(text)
        self.update()  # a new shorter form with the same text still repaints

    def shown_text(self) -> str:
        """What the label paints in its room now."""
        room = self.contentsRect().width()
        metrics = self.fontMetrics()
        forms = (self.text(), *self._shorter)
        fitting = (form for form in forms if metrics.horizontalAdvance(form) <= room)
        return next(fitting, metrics.elidedText(forms[-1], Qt.TextElideMode.ElideRight, room))

    def paintEvent(self, event: QPaintEvent) -> None:
        room = self.contentsRect()
        shown = self.shown_text()
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(
            room, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown
        )
        painter.end()


def in_place_text(board: Board) -> str:
    """ "In place: 12 of 48": of the cards in play in the board's game."""
    return (
        translate("MainWindow", "In place: %1 of %2")
        .replace("%1", str(board.in_place_count()))
        .replace("%2", str(len(board.shape.cards)))
    )


def moves_text(count: int) -> str:
    return translate("MainWindow", "Moves: %1").replace("%1", str(count))


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
