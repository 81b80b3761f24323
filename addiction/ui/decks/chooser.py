"""View > Cards: the game's painted faces and every card deck found, each shown by a
miniature of three of its cards, for the player to choose from.

The list shows at once with every name; the decks' miniatures follow one per turn of
the event loop (a large deck takes a few hundred milliseconds to read), and are kept
for the session, so the dialog opens at once the next time. A deck that will not read
shows an empty card and its sentence; choosing it says that sentence under the list
and leaves the cards on the table as they are. OK (Enter, a double click) puts the one
selected on the table: a deck is read afresh then, in case its file changed meanwhile.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from addiction.engine import Card

from ..card_painter import CARD_ASPECT, CARD_FACES, CardPainter
from ..theme import Theme
from .found import FoundDeck
from .svg_deck import DeckRefused, SvgDeck

# The cards a miniature shows, fanned left to right.
MINIATURE_CARDS = (Card.from_code("AS"), Card.from_code("KH"), Card.from_code("7D"))
# A miniature's size, in logical pixels.
MINIATURE = QSize(132, 96)
# An item's key for a painted face: FACE_PREFIX and the face's word (CARD_FACES).
FACE_PREFIX = "face:"
# Miniatures made this session, with the deck's refusal ("" for none), by key, device
# pixel ratio and the file as it was (size and time: a file changed since is read again).
_miniatures: dict[tuple[str, float, int, int], tuple[QPixmap, str]] = {}


def paint_miniature(cards: CardPainter | None, scale: float) -> QPixmap:
    """Three cards fanned out, drawn by cards; an empty dashed card when cards is None
    (a deck that does not read)."""
    pixmap = QPixmap(round(MINIATURE.width() * scale), round(MINIATURE.height() * scale))
    pixmap.setDevicePixelRatio(scale)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    height = MINIATURE.height() - 8
    width = height / CARD_ASPECT
    if cards is None:
        painter.setPen(QPen(QColor(128, 128, 128), 1.5, Qt.PenStyle.DashLine))
        left = (MINIATURE.width() - width) / 2
        painter.drawRoundedRect(QRectF(left, 4, width, height), 5, 5)
    else:
        step = (MINIATURE.width() - width - 8) / (len(MINIATURE_CARDS) - 1)
        for index, card in enumerate(MINIATURE_CARDS):
            painter.save()
            centre_x = 4 + width / 2 + index * step
            painter.translate(centre_x, MINIATURE.height() / 2)
            painter.rotate((index - 1) * 8)  # a fan, as cards held in a hand
            rect = QRectF(-width / 2, -height / 2, width, height)
            cards.paint_shadow(painter, cards.face_rect(rect))
            cards.paint_card(painter, rect, card)
            painter.restore()
    painter.end()
    return pixmap


class CardsDialog(QDialog):
    """The faces and decks to choose from. After accepted: chosen_face (one of
    CARD_FACES, kept for when no deck is chosen) and chosen_deck (None for a face)."""

    def __init__(
        self,
        theme: Theme,
        face: str,
        deck_key: str,
        decks: Sequence[FoundDeck],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Cards"))
        self.chosen_face = face
        self.chosen_deck: SvgDeck | None = None
        self._theme = theme
        self._decks = {deck.key: deck for deck in decks}
        self._waiting: list[QListWidgetItem] = []

        intro = QLabel(
            self.tr(
                "The game's own cards, or a card deck of Aisleriot or KDE found on "
                "this computer, or one shipped with the game."
            )
        )
        intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setViewMode(QListWidget.ViewMode.IconMode)
        self.list.setIconSize(MINIATURE)
        self.list.setGridSize(QSize(MINIATURE.width() + 28, MINIATURE.height() + 56))
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setMovement(QListWidget.Movement.Static)
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self._choose)
        buttons.rejected.connect(self.reject)
        self.list.itemDoubleClicked.connect(self._choose)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self._fill(face, deck_key)
        self.resize(620, 460)
        QTimer.singleShot(0, self, self._next_miniature)

    def _fill(self, face: str, deck_key: str) -> None:
        faces = {"standard": self.tr("Standard"), "easy-read": self.tr("Easy read")}
        painted = self.tr("Painted by the game")
        for word in CARD_FACES:
            self._add(FACE_PREFIX + word, f"{faces[word]}\n{painted}")
        sources = {
            "addiction": self.tr("Shipped with the game"),
            "aisleriot": self.tr("Aisleriot theme"),
            "kde": self.tr("KDE card deck"),
        }
        for deck in self._decks.values():
            self._add(deck.key, f"{deck.name}\n{sources[deck.source]}")
        chosen = deck_key or FACE_PREFIX + face
        for index in range(self.list.count()):
            if self.list.item(index).data(Qt.ItemDataRole.UserRole) == chosen:
                self.list.setCurrentRow(index)
        self.list.setFocus()

    def _add(self, key: str, text: str) -> None:
        item = QListWidgetItem(text, self.list)
        item.setData(Qt.ItemDataRole.UserRole, key)
        item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self._waiting.append(item)

    @property
    def miniatures_pending(self) -> int:
        """The items still waiting for their miniature."""
        return len(self._waiting)

    def _next_miniature(self) -> None:
        """One item's miniature (this session's when made already of the same file), then
        the next."""
        if not self._waiting:
            return
        item = self._waiting.pop(0)
        key = str(item.data(Qt.ItemDataRole.UserRole))
        made_key = (key, self.devicePixelRatioF(), *self._file_state(key))
        made = _miniatures.get(made_key)
        if made is None:
            made = _miniatures[made_key] = self._miniature(key, made_key[1])
        pixmap, refusal = made
        icon = QIcon(pixmap)
        icon.addPixmap(pixmap, QIcon.Mode.Selected)  # not tinted: the cards' own colours
        item.setIcon(icon)
        item.setToolTip(refusal)
        QTimer.singleShot(0, self, self._next_miniature)

    def _file_state(self, key: str) -> tuple[int, int]:
        """The deck file's size and time of change (0, 0 for a painted face or no file)."""
        if key.startswith(FACE_PREFIX):
            return 0, 0
        try:
            state = self._decks[key].path.stat()
        except OSError:
            return 0, 0
        return state.st_size, state.st_mtime_ns

    def _miniature(self, key: str, scale: float) -> tuple[QPixmap, str]:
        """The item's miniature, and the deck's refusal ("" for none: an empty card then)."""
        cards = CardPainter(self._theme)
        if key.startswith(FACE_PREFIX):
            cards.set_face(key.removeprefix(FACE_PREFIX))
            return paint_miniature(cards, scale), ""
        try:
            cards.set_face(self.chosen_face, SvgDeck(self._decks[key]))
        except DeckRefused as refused:
            return paint_miniature(None, scale), str(refused)
        return paint_miniature(cards, scale), ""

    def _choose(self) -> None:
        """OK: the selected face, or the selected deck once it reads (else its sentence)."""
        item = self.list.currentItem()
        if item is None:
            return
        key = str(item.data(Qt.ItemDataRole.UserRole))
        if key.startswith(FACE_PREFIX):
            self.chosen_face, self.chosen_deck = key.removeprefix(FACE_PREFIX), None
            self.accept()
            return
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.chosen_deck = SvgDeck(self._decks[key])
        except DeckRefused as refused:
            item.setToolTip(str(refused))
            self.message.setText(str(refused))
            self.message.show()
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.accept()
