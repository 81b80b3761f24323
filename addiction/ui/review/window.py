"""The review window (docs/review.md, "The review in the window"): a game replayed
step by step on a board of its own that takes no moves, beside the strip of its
moves, with the solver's marks and advice as the worker's review comes in.

Step 0 is the deal; step k the position after the game's action k - 1, so the
strip's row k is that action. A round's turning move is marked on its row, and
reaching it says what went wrong; one step back the better move is drawn on the
board (the hint's marks), for it is a move of that position, not of the one after.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QColor, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from addiction.control.review import GameReviewer, ReviewFailed, replayed
from addiction.engine import Action, Board, Game, Move, Shuffle
from addiction.engine.review import RoundReview, settled
from addiction.models.board_model import BoardModel
from addiction.store.settings import Preferences
from addiction.ui.board import BoardView
from addiction.ui.dialogs.common import muted, readable_red
from addiction.ui.translate import tr

from .words import (
    before_turning_advice,
    closest_call_advice,
    failure_text,
    round_summary,
    shuffle_advice,
    step_text,
    turning_advice,
)


def positions(initial: Board, actions: Sequence[Action]) -> list[Board]:
    """The position before each action, and the last."""
    boards = [initial]
    for action in actions:
        boards.append(action.result if isinstance(action, Shuffle) else boards[-1].play(action))
    return boards


def _first_step(reviewed: RoundReview) -> int:
    """The step showing a round's first position (the deal, or what its shuffle dealt)."""
    return 0 if reviewed.shuffle is None else reviewed.shuffle + 1


class ReviewWindow(QDialog):
    """Replays game step by step (First, Back, Forward, Last, or Home, Left, Right,
    End; a click on the strip) and shows the solver's review of it."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Review of the game"))
        self._game = replayed(game)  # the game on the table may go on, or start again
        self._actions = self._game.history
        self._boards = positions(self._game.initial, self._actions)
        self._columns = self._game.rules.shape.columns
        self._rounds: tuple[RoundReview, ...] = ()
        self._looking = True  # the solver may yet tell more (until finished or failed)
        self._step = 0

        self.model = BoardModel(self._shown_game(0), self)
        self.view = BoardView(self)
        self.view.setModel(self.model)
        self.view.setAnimationsEnabled(False)
        self.view.setFourColourDeck(Preferences().four_colour)  # the cards as on the table
        # A board to look at: no clicks, drags or keys reach it (the keys step).
        self.view.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self.strip = QListWidget()
        self.strip.setAccessibleName(tr("Moves of the game"))
        self._step_texts = [tr("Start: the deal")] + [
            step_text(index, action, self._columns) for index, action in enumerate(self._actions)
        ]
        self.strip.addItems(self._step_texts)
        self._fit_strip()
        self.strip.currentRowChanged.connect(self._strip_moved)

        self.state_label = muted(QLabel(tr("Reviewing…")))
        self.state_label.setWordWrap(True)
        self.advice_label = QLabel()
        self.advice_label.setWordWrap(True)
        self.advice_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Height the board cannot use (_fit_view) goes here, under the step buttons.
        self.advice_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.advice_label.setMinimumHeight(self.advice_label.fontMetrics().lineSpacing() * 4)
        self.step_label = QLabel()

        self.first_action = self._step_action(tr("First"), Qt.Key.Key_Home, lambda: 0)
        self.back_action = self._step_action(tr("Back"), Qt.Key.Key_Left, lambda: self._step - 1)
        self.forward_action = self._step_action(
            tr("Forward"), Qt.Key.Key_Right, lambda: self._step + 1
        )
        self.last_action = self._step_action(tr("Last"), Qt.Key.Key_End, lambda: len(self._actions))
        self._lay_out()
        self.setMinimumHeight(520)  # below it the cards grow too small to read
        self.resize(1000, 640)

        self.reviewer = GameReviewer(self)
        self.reviewer.reviewedRound.connect(self._add_round)
        self.reviewer.finished.connect(self._finished)
        self.reviewer.failed.connect(self._failed)
        self.reviewer.ask(self._game)
        self.go_to(0)

    # --- building ---------------------------------------------------------------------

    def _step_action(self, text: str, key: Qt.Key, step: Callable[[], int]) -> QAction:
        """A step button's action, with its key anywhere in the window."""
        action = QAction(text, self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda: self.go_to(step()))
        self.addAction(action)
        return action

    def _fit_strip(self) -> None:
        """As wide as its longest line with a mark (a few words more, in bold)."""
        font = self.strip.font()
        font.setBold(True)
        metrics = QFontMetrics(font)
        mark = max(map(metrics.horizontalAdvance, (tr("turning point"), tr("closest call"))))
        lines = (self.strip.item(row).text() for row in range(self.strip.count()))
        widest = max(map(metrics.horizontalAdvance, lines)) + metrics.horizontalAdvance(" — ")
        scroll_bar = self.strip.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.strip.setFixedWidth(widest + mark + scroll_bar + 24)
        self.strip.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        for action in (self.first_action, self.back_action, self.forward_action, self.last_action):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setToolTip(
                tr("%1 (%2)")
                .replace("%1", action.text())
                .replace("%2", action.shortcut().toString(QKeySequence.SequenceFormat.NativeText))
            )
            buttons.addWidget(button)
        buttons.addSpacing(12)
        buttons.addWidget(self.step_label)
        buttons.addStretch(1)
        board_side = QVBoxLayout()
        # The table hugs the board (_fit_view): height it cannot use goes to the
        # advice under the buttons, not to felt around a board a third of its size.
        board_side.addWidget(self.view, 1)
        board_side.addLayout(buttons)
        board_side.addWidget(self.advice_label)
        board_side.addWidget(self.state_label)
        self.view.installEventFilter(self)
        layout = QHBoxLayout(self)
        layout.addLayout(board_side, 1)
        layout.addWidget(self.strip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize:
            self._fit_view()
        return super().eventFilter(watched, event)

    def _fit_view(self) -> None:
        """The board's view no taller than its board needs at its width (a wide board,
        Addiction's 13 columns of 4 rows, leaves the rest to the advice); a window
        too low for that keeps the board as large as its height allows."""
        self.view.setMaximumHeight(self.view.boardHeightForWidth(self.view.width()))

    # --- stepping ---------------------------------------------------------------------

    @property
    def step(self) -> int:
        """The step shown: 0 the deal, k the position after the game's action k - 1."""
        return self._step

    def go_to(self, step: int) -> None:
        """Show step (kept within the game)."""
        self._step = max(0, min(step, len(self._actions)))
        self.model.set_game(self._shown_game(self._step))
        self.strip.setCurrentRow(self._step)
        last = len(self._actions)
        self.step_label.setText(
            tr("Step %1 of %2").replace("%1", str(self._step)).replace("%2", str(last))
        )
        self.first_action.setEnabled(self._step > 0)
        self.back_action.setEnabled(self._step > 0)
        self.forward_action.setEnabled(self._step < last)
        self.last_action.setEnabled(self._step < last)
        self._show_advice()

    def _strip_moved(self, row: int) -> None:
        if row >= 0 and row != self._step:
            self.go_to(row)

    def _shown_game(self, step: int) -> Game:
        """The position of step as a game over: no card offers a move (nothing
        here is played), and a won one looks won."""
        game = Game.from_board(self._boards[step], self._game.rules)
        if not game.board.is_won():
            game.give_up()
        return game

    # --- the review -----------------------------------------------------------------

    def _add_round(self, reviewed: RoundReview) -> None:
        """A round's review came (in order, then again as the solver tells more of
        it): its marks on the strip, and its advice if the step shown is in it."""
        kept = [r for r in self._rounds if r.first_action != reviewed.first_action]
        self._rounds = tuple(sorted((*kept, reviewed), key=lambda r: r.first_action))
        rounds = self._game.shuffles_used + 1
        if len(self._rounds) < rounds:
            self.state_label.setText(
                tr("Reviewing… %1 of %2 rounds reviewed.")
                .replace("%1", str(len(self._rounds)))
                .replace("%2", str(rounds))
            )
        elif not all(map(settled, self._rounds)):
            self.state_label.setText(
                tr("Reviewing… the solver is looking further where it could not tell yet.")
            )
        self._mark_rounds()
        self._show_advice()

    def _failed(self, failure: ReviewFailed) -> None:
        self._looking = False
        self.state_label.setText(failure_text(failure))
        self._show_advice()

    def _finished(self) -> None:
        self._looking = False
        self.state_label.setText(tr("Reviewed by the solver."))
        self._show_advice()

    def _mark_rounds(self) -> None:
        """Each round's turning point and closest call marked on the strip, the marks
        of an earlier review of a round taken away."""
        for row, text in enumerate(self._step_texts):
            item: QListWidgetItem = self.strip.item(row)
            item.setText(text)
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            font = item.font()
            font.setBold(False)
            item.setFont(font)
        for reviewed in self._rounds:
            if reviewed.turning_move is not None:
                self._mark(reviewed.turning_move + 1, tr("turning point"))
            if reviewed.closest_call is not None:
                self._mark(reviewed.closest_call.action + 1, tr("closest call"))

    def _mark(self, row: int, what: str) -> None:
        item: QListWidgetItem = self.strip.item(row)
        item.setText(tr("%1 — %2").replace("%1", item.text()).replace("%2", what))
        item.setForeground(QColor(readable_red(self.strip.palette())))
        font = item.font()
        font.setBold(True)
        item.setFont(font)

    def marked_rows(self) -> list[int]:
        """The strip's rows the review marked (a turning point, a closest call)."""
        return [row for row in range(self.strip.count()) if self.strip.item(row).font().bold()]

    def _round_at(self, step: int) -> RoundReview | None:
        """The round whose position step shows (None before the review came)."""
        shown = [reviewed for reviewed in self._rounds if _first_step(reviewed) <= step]
        return shown[-1] if shown else None

    def _show_advice(self) -> None:
        reviewed = self._round_at(self._step)
        hint: Move | None = None
        texts = []
        if reviewed is not None:
            actions, columns, step = self._actions, self._columns, self._step
            texts.append(round_summary(reviewed, actions, columns))
            if reviewed.shuffle is not None and step == reviewed.shuffle + 1:
                texts += shuffle_advice(reviewed, columns)
            turning = reviewed.turning_move
            if turning is not None and step == turning + 1:
                texts.append(turning_advice(reviewed, actions, columns))
            if turning is not None and step == turning and reviewed.better_move is not None:
                texts.append(before_turning_advice(reviewed, actions, columns))
                hint = reviewed.better_move
            call = reviewed.closest_call
            if call is not None and step == call.action + 1:
                texts.append(closest_call_advice(reviewed, actions, columns))
            if self._looking and not settled(reviewed):
                texts.append(tr("The solver is still looking: this will tell more when it can."))
        self.advice_label.setText("\n\n".join(texts))
        self.model.set_hint(hint)

    def done(self, result: int) -> None:
        # Escape and the window's close come here: the worker process ends now.
        self.reviewer.shutdown()
        super().done(result)
