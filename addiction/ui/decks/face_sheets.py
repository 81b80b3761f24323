"""A card deck's faces kept on disk, drawn once for each size: a deck chosen before is
drawn at start-up from a picture, without QtSvg or the deck's document, which for a
large deck leaves the app tens of megabytes larger (docs/appearance.md).

They live in cache_dir() (addiction/store/paths.py) / "decks" / IDENTITY, IDENTITY
made from the deck file's path, size and time of change (a deck changed on disk is
read and checked again):

    deck.json   {"aspect": 1.45}: the deck was read whole and passed every check
                (svg_deck.py), its cards that much taller than wide
    WxH.png     the faces drawn at W x H device pixels (a card's square, the face in it
                as the deck draws it), in FULL_DECK order, SHEET_COLUMNS a row; a face
                not drawn yet is left empty

Nothing read here is trusted beyond a picture: a file that is no plain file, too
large, not a PNG of the right size, or a deck.json that does not read is a miss, and
the deck is read and drawn again. A sheet is written once it holds MIN_KEPT_FACES
faces (a board's; not a chooser's miniature), and at most KEPT_SHEETS are kept, the
least recently used going first. Writing is best effort: a full disk or a read-only
cache leaves the game drawing the deck as it did.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPoint, QRect, Qt
from PySide6.QtGui import QImage, QImageWriter, QPainter

from addiction.engine import FULL_DECK, Card
from addiction.store.paths import DataDirError, cache_dir
from addiction.store.savegame import read_regular_file, write_atomically

from .found import FoundDeck

SHEET_COLUMNS = 13
_SHEET_ROWS = -(-len(FULL_DECK) // SHEET_COLUMNS)
#: The fewest faces a sheet is written with: the smallest board shows 20 cards.
MIN_KEPT_FACES = 20
#: The sheets kept, of every deck and size.
KEPT_SHEETS = 24
#: The largest sheet read (bytes): a 4K screen's faces take some 6 MB as PNG.
MAX_SHEET_BYTES = 32 * 2**20
_ASPECT_NAME = "deck.json"
_MAX_ASPECT_BYTES = 1024
_SLOT = {card: index for index, card in enumerate(FULL_DECK)}


class FaceSheets:
    """The cached faces of one deck file as it is now."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @classmethod
    def of(cls, deck: FoundDeck) -> FaceSheets | None:
        """The deck's sheets; None when there is no cache folder, or the deck file
        cannot be looked at (it is read, and refused, as before)."""
        try:
            info = deck.path.stat()
            root = cache_dir() / "decks"
        except (OSError, DataDirError):
            return None
        made = f"{deck.path.absolute()}\0{info.st_size}\0{info.st_mtime_ns}"
        return cls(root / hashlib.sha256(made.encode()).hexdigest()[:32])

    def aspect(self) -> float | None:
        """How much taller than wide the deck's cards are, if the deck passed its
        checks as it is now; None when that is not known here."""
        data = _read_plain(self.folder / _ASPECT_NAME, _MAX_ASPECT_BYTES)
        try:
            aspect = None if data is None else json.loads(data).get("aspect")
        except (ValueError, AttributeError):
            return None
        if not isinstance(aspect, float) or not math.isfinite(aspect):
            return None
        return aspect if 0.2 <= aspect <= 5.0 else None

    def remember(self, aspect: float) -> None:
        """The deck as it is now passed its checks, its cards aspect times as tall as wide."""
        _write(self.folder / _ASPECT_NAME, json.dumps({"aspect": aspect}).encode())

    def faces(self, width: int, height: int) -> dict[Card, QImage]:
        """The faces of width x height device pixels drawn before (none when unknown)."""
        path = self._sheet_path(width, height)
        data = _read_plain(path, MAX_SHEET_BYTES)
        if data is None:
            return {}
        sheet = QImage.fromData(data)
        if sheet.width() != SHEET_COLUMNS * width or sheet.height() != _SHEET_ROWS * height:
            return {}  # a null image too: not a PNG, or not this size's
        with contextlib.suppress(OSError):
            os.utime(path)  # used now: the last to go
        found: dict[Card, QImage] = {}
        for card, slot in _SLOT.items():
            corner = QPoint(slot % SHEET_COLUMNS * width, slot // SHEET_COLUMNS * height)
            # A face is never clear in its middle; an empty slot is.
            if sheet.pixelColor(corner + QPoint(width // 2, height // 2)).alpha():
                found[card] = sheet.copy(QRect(corner.x(), corner.y(), width, height))
        return found

    def keep(self, faces: dict[Card, QImage]) -> None:
        """Write the faces drawn (all of one size, device pixels) when there are enough
        of them, and let the least recently used sheets go."""
        if len(faces) < MIN_KEPT_FACES:
            return
        first = next(iter(faces.values()))
        width, height = first.width(), first.height()
        sheet = QImage(
            SHEET_COLUMNS * width, _SHEET_ROWS * height, QImage.Format.Format_ARGB32_Premultiplied
        )
        sheet.fill(Qt.GlobalColor.transparent)
        painter = QPainter(sheet)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        for card, face in faces.items():
            slot = _SLOT[card]
            painter.drawImage(
                QPoint(slot % SHEET_COLUMNS * width, slot // SHEET_COLUMNS * height), face
            )
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if QImageWriter(buffer, QByteArray(b"png")).write(sheet):
            _write(self._sheet_path(width, height), bytes(data.data()))
            _let_old_sheets_go(self.folder.parent)

    def _sheet_path(self, width: int, height: int) -> Path:
        return self.folder / f"{width}x{height}.png"


def _read_plain(path: Path, most: int) -> bytes | None:
    """path's bytes if it is a plain file of at most most bytes, else None (never
    waiting on a pipe put there)."""
    try:
        return read_regular_file(path, most)
    except OSError:
        return None


def _write(path: Path, data: bytes) -> None:
    """path's content replaced by data whole, or left as it was when that cannot be done."""
    with contextlib.suppress(OSError):
        write_atomically(path, data)


def _let_old_sheets_go(root: Path) -> None:
    """Keep the KEPT_SHEETS sheets used last, of every deck."""
    try:
        sheets = sorted(root.glob("*/*.png"), key=lambda p: p.stat().st_mtime_ns, reverse=True)
    except OSError:
        return
    for old in sheets[KEPT_SHEETS:]:
        with contextlib.suppress(OSError):
            old.unlink()
