"""A card deck's SVG read, checked and drawn with QtSvg.

Both formats keep every card as an element of one SVG document: KDE's decks name
them as KPat's KCardDeck does, rank then suit ("1_club", "10_heart", "king_spade"),
and so did Aisleriot's older themes; today's Aisleriot themes put the suit first
("club_1", "heart_king": src/lib/ar-card.c, cards/fix-card-ids.ed), which Aisleriot
draws from a 13 x 5 grid of the document. Drawn by its element, the card comes out
the same in both (checked on every deck KDE and Aisleriot install), so one way serves:
QSvgRenderer.render(painter, element, rect), the way KPat draws its cards.

A deck is read whole when it is chosen, and refused with one sentence (DeckRefused)
when it is not a plain readable file, is larger than MAX_FILE_BYTES (or unpacks to
more than MAX_SVG_BYTES: a gzip bomb), does not unpack or parse, or lacks any of the
52 cards. Its faces are kept on disk once drawn (face_sheets.py), and the card painter
caches what it draws (card_painter.py).
"""

from __future__ import annotations

import os
import stat
import zlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QLoggingCategory, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from addiction.engine import FULL_DECK, JACK, KING, QUEEN, Card

from ..translate import tr
from .face_sheets import FaceSheets
from .found import FoundDeck

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

# The largest deck file read (bytes): KDE's largest, Dondorf, is 3.2 MB compressed.
MAX_FILE_BYTES = 8 * 2**20
# The most SVG text a compressed deck may unpack to (bytes): Dondorf's is 11 MB.
MAX_SVG_BYTES = 32 * 2**20
_GZIP_MAGIC = b"\x1f\x8b"
_SUIT_NAMES = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
_COURT_NAMES = {JACK: "jack", QUEEN: "queen", KING: "king"}

# Decks drawn in Inkscape and the like carry what QtSvg does not draw (filters,
# metadata); its warnings about them would fill the console, and say nothing to a player.
QLoggingCategory.setFilterRules("qt.svg.warning=false")


class DeckRefused(Exception):
    """A deck that cannot be used; str() is the sentence the player reads."""


def element_names(card: Card) -> tuple[str, str]:
    """The card's element in KDE's naming, then in today's Aisleriot naming."""
    rank = _COURT_NAMES.get(card.rank, str(card.rank))
    suit = _SUIT_NAMES[card.suit]
    return f"{rank}_{suit}", f"{suit}_{rank}"


def read_svg(deck: FoundDeck) -> bytes:
    """The deck's SVG text, unpacked when it is gzip (.svgz); DeckRefused when it
    cannot be read, is no plain file, is too large or does not unpack."""
    try:
        # O_NONBLOCK: a pipe put where a deck was expected must not hang the game.
        descriptor = os.open(deck.path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        raise DeckRefused(refusal(deck, UNREADABLE)) from None
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise DeckRefused(refusal(deck, NOT_A_FILE))
    with os.fdopen(descriptor, "rb") as file:
        try:
            data = file.read(MAX_FILE_BYTES + 1)
        except OSError:
            raise DeckRefused(refusal(deck, UNREADABLE)) from None
    if len(data) > MAX_FILE_BYTES:
        raise DeckRefused(refusal(deck, TOO_LARGE, MAX_FILE_BYTES))
    if not data.startswith(_GZIP_MAGIC):
        if deck.path.suffix.lower() == ".svgz":
            raise DeckRefused(refusal(deck, DAMAGED))
        return data
    unpacker = zlib.decompressobj(wbits=31)  # 31: a gzip header and trailer
    try:
        text = unpacker.decompress(data, MAX_SVG_BYTES + 1)
    except zlib.error:
        raise DeckRefused(refusal(deck, DAMAGED)) from None
    if len(text) > MAX_SVG_BYTES:
        raise DeckRefused(refusal(deck, TOO_LARGE, MAX_SVG_BYTES))
    if not unpacker.eof:
        raise DeckRefused(refusal(deck, DAMAGED))
    return text


class SvgDeck:
    """A deck read and checked: draws any card of the 52 into a rect, at the deck's
    own proportions, centred (face_rect).

    Its faces are drawn once per size and kept on disk (face_sheets.py): a deck whose
    file passed its checks before, as it is now, is not read at all until a face of a
    size never drawn is wanted; then QtSvg reads the file again (and refuses it, should
    it have become unusable since: the face is then left empty)."""

    def __init__(self, deck: FoundDeck) -> None:
        """The deck, checked (read whole unless it passed before); DeckRefused when it
        cannot be used."""
        self.found = deck
        self._sheets = FaceSheets.of(deck)
        self._renderer: QSvgRenderer | None = None
        self._elements: dict[Card, str] = {}
        self._size = (0, 0)  # of the faces below, in device pixels
        self._faces: dict[Card, QImage] = {}
        self._drawn = False  # a face drawn since the faces were kept
        aspect = None if self._sheets is None else self._sheets.aspect()
        if aspect is None:
            renderer = self._read()
            # Every card of a deck has the same size: the first one's is the deck's.
            bounds = renderer.boundsOnElement(self._elements[FULL_DECK[0]])
            aspect = bounds.height() / bounds.width() if bounds.width() > 0 else 1.4
            if self._sheets is not None:
                self._sheets.remember(aspect)
        self._aspect = aspect

    def _read(self) -> QSvgRenderer:
        """QtSvg's document of the deck, read and checked; DeckRefused when it cannot
        be used."""
        from PySide6.QtSvg import QSvgRenderer  # only when a deck is read

        renderer = QSvgRenderer(QByteArray(read_svg(self.found)))
        if not renderer.isValid():
            raise DeckRefused(refusal(self.found, DAMAGED))
        elements: dict[Card, str] = {}
        for card in FULL_DECK:
            name = next((n for n in element_names(card) if renderer.elementExists(n)), None)
            if name is not None:
                elements[card] = name
        if len(elements) < len(FULL_DECK):
            raise DeckRefused(refusal(self.found, MISSING_CARDS, len(FULL_DECK) - len(elements)))
        self._renderer, self._elements = renderer, elements
        return renderer

    @property
    def loaded(self) -> bool:
        """Whether QtSvg holds the deck's document now (release lets it go)."""
        return self._renderer is not None

    def release(self) -> None:
        """Let go what drawing needs (QtSvg's document, for a large deck ten to forty
        megabytes more than its text, and the faces kept for drawing), the faces newly
        drawn written first: the card painter does once it has the faces it shows."""
        if self._drawn and self._sheets is not None:
            self._sheets.keep(self._faces)
        self._renderer = None
        self._faces = {}
        self._size = (0, 0)
        self._drawn = False

    @property
    def name(self) -> str:
        return self.found.name

    def face_rect(self, rect: QRectF) -> QRectF:
        """The card in rect: as large as fits at the deck's proportions, centred."""
        width = min(rect.width(), rect.height() / self._aspect)
        height = width * self._aspect
        return QRectF(rect.center().x() - width / 2, rect.center().y() - height / 2, width, height)

    def paint(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        """The card's face from the deck, in face_rect(rect)."""
        scale = painter.device().devicePixelRatio()
        size = (round(rect.width() * scale), round(rect.height() * scale))
        if size != self._size:
            # Another size (a resize): the faces of the one before are not written, so a
            # window dragged larger writes only the size it stops at (release).
            self._size = size
            self._faces = {} if self._sheets is None else self._sheets.faces(*size)
            self._drawn = False
        face = self._faces.get(card)
        if face is None:
            try:
                face = self._faces[card] = self._face(card, *size)
            except DeckRefused:
                return  # the file became unusable since it was checked: no face
            self._drawn = True
        painter.drawImage(rect, face)  # rect is size device pixels: one to one

    def _face(self, card: Card, width: int, height: int) -> QImage:
        """The card's face drawn in a square of width x height device pixels."""
        renderer = self._renderer or self._read()
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, self._elements[card], self.face_rect(QRectF(0, 0, width, height)))
        painter.end()
        # A copy: the image painted keeps Qt's raster paint engine with it for good.
        return image.copy()


UNREADABLE, NOT_A_FILE, TOO_LARGE, DAMAGED, MISSING_CARDS = range(5)


def refusal(deck: FoundDeck, why: int, number: int = 0) -> str:
    """The one sentence a refused deck gets, why being UNREADABLE .. MISSING_CARDS; number
    is the size limit passed (TOO_LARGE, bytes) or the cards missing (MISSING_CARDS)."""
    if why == UNREADABLE:
        text = tr("The card deck “%1” cannot be read, so the game's own cards stay.")
    elif why == NOT_A_FILE:
        text = tr("The card deck “%1” is not a plain file, so the game's own cards stay.")
    elif why == TOO_LARGE:
        text = tr(
            "The card deck “%1” is too large (more than %2 MB), so the game's own cards stay."
        ).replace("%2", str(number // 2**20))
    elif why == DAMAGED:
        text = tr("The card deck “%1” is damaged, so the game's own cards stay.")
    else:
        text = tr(
            "The card deck “%1” lacks %n of the 52 cards, so the game's own cards stay.",
            "",
            number,
        )
    return text.replace("%1", deck.name)
