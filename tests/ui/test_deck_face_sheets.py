"""A card deck's faces kept on disk (addiction/ui/decks/face_sheets.py): drawn again
from the picture without reading the deck, read and checked again once the deck file
changed, drawn again over a damaged or hostile picture, never written for a
miniature, and the oldest pictures let go. Real files in the test's data folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from addiction.engine import FULL_DECK, Card
from addiction.store.paths import cache_dir
from addiction.ui.card_painter import RELEASE_DECK_MS, CardPainter
from addiction.ui.decks import face_sheets, svg_deck
from addiction.ui.decks.found import FoundDeck
from addiction.ui.decks.svg_deck import DeckRefused, SvgDeck
from addiction.ui.theme import LIGHT
from tests.ui.deck_files import DECK_BLUE, deck_svg

SIZE = QSize(100, 140)


def deck_file(tmp_path: Path, svg: bytes | None = None) -> FoundDeck:
    path = tmp_path / "tiny.svg"
    path.write_bytes(deck_svg() if svg is None else svg)
    return FoundDeck("aisleriot/tiny.svg", "Tiny", path)


def draw(qtbot: QtBot, deck: SvgDeck, cards: tuple[Card, ...] = FULL_DECK) -> list[QImage]:
    """Each card's face at SIZE, then the deck let go (its faces written)."""
    painter = CardPainter(LIGHT)
    painter.set_face("standard", deck)
    images = [painter.card_pixmap(card, SIZE, 1.0).toImage() for card in cards]
    painter.set_face("standard")  # the deck let go at once
    deck.release()
    return images


def sheets() -> list[Path]:
    return sorted((cache_dir() / "decks").glob("*/*.png"))


def refuse_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(deck: FoundDeck) -> bytes:
        raise AssertionError(f"{deck.name} was read")

    monkeypatch.setattr(svg_deck, "read_svg", refused)


def test_a_deck_drawn_once_is_drawn_from_its_sheet_without_being_read(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = deck_file(tmp_path)
    first = draw(qtbot, SvgDeck(found))
    assert [path.name for path in sheets()] == ["100x140.png"]
    refuse_reading(monkeypatch)
    again = SvgDeck(found)  # checked before: not read
    assert not again.loaded
    assert draw(qtbot, again) == first  # pixel for pixel
    assert not again.loaded


def test_the_document_goes_after_the_faces_are_drawn_and_their_sheet_is_written(
    qtbot: QtBot, tmp_path: Path
) -> None:
    deck = SvgDeck(deck_file(tmp_path))
    painter = CardPainter(LIGHT)
    painter.set_face("standard", deck)
    for card in FULL_DECK:
        painter.card_pixmap(card, SIZE, 1.0)
    assert deck.loaded and sheets() == []
    qtbot.waitUntil(lambda: not deck.loaded, timeout=RELEASE_DECK_MS + 5000)
    assert len(sheets()) == 1


def test_a_deck_changed_on_disk_is_read_and_checked_again(qtbot: QtBot, tmp_path: Path) -> None:
    found = deck_file(tmp_path)
    draw(qtbot, SvgDeck(found))
    red = deck_svg().replace(DECK_BLUE.encode(), b"#d02020")
    found.path.write_bytes(red + b"\n")  # another size: another deck file
    changed = SvgDeck(found)
    assert changed.loaded  # read, not taken from the sheet of the deck before
    centre = draw(qtbot, changed, (FULL_DECK[0],))[0].pixelColor(55, 75)
    assert centre.name() == "#d02020"
    found.path.write_bytes(b"<svg>broken")
    with pytest.raises(DeckRefused, match="is damaged"):
        SvgDeck(found)


@pytest.mark.parametrize("damage", ["garbage", "wrong size", "pipe", "folder"])
def test_a_damaged_sheet_is_drawn_again_and_written_whole(
    qtbot: QtBot, tmp_path: Path, damage: str
) -> None:
    found = deck_file(tmp_path)
    first = draw(qtbot, SvgDeck(found))
    [sheet] = sheets()
    sheet.unlink()
    if damage == "garbage":
        sheet.write_bytes(b"\x89PNG not really")
    elif damage == "wrong size":
        QImage(7, 7, QImage.Format.Format_ARGB32).save(str(sheet))
    elif damage == "pipe":
        os.mkfifo(sheet)  # never waited on
    else:
        sheet.mkdir()
    deck = SvgDeck(found)
    assert draw(qtbot, deck) == first
    if damage in ("garbage", "wrong size"):  # written again over it
        assert QImage(str(sheet)).width() == face_sheets.SHEET_COLUMNS * SIZE.width()


def test_a_miniature_writes_no_sheet(qtbot: QtBot, tmp_path: Path) -> None:
    draw(qtbot, SvgDeck(deck_file(tmp_path)), FULL_DECK[:3])
    assert sheets() == []


def test_the_sheets_used_last_are_kept(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(face_sheets, "KEPT_SHEETS", 2)
    deck = SvgDeck(deck_file(tmp_path))
    painter = CardPainter(LIGHT)
    painter.set_face("standard", deck)
    for width in (80, 90, 100):
        for card in FULL_DECK:
            painter.card_pixmap(card, QSize(width, width * 7 // 5), 1.0)
        deck.release()
        os.utime(sheets()[-1], ns=(width * 10**9, width * 10**9))  # in the order made
    assert [path.name for path in sheets()] == ["100x140.png", "90x126.png"]


def test_without_a_cache_folder_the_deck_is_drawn_as_before(
    qtbot: QtBot, tmp_path: Path, data_dir: Path
) -> None:
    (data_dir / "cache").write_text("a file where the cache folder goes")
    found = deck_file(tmp_path)
    deck = SvgDeck(found)
    assert draw(qtbot, deck)[0].pixelColor(55, 75).name() == DECK_BLUE
    assert SvgDeck(found).loaded  # nothing kept: read again


def test_a_face_the_sheet_lacks_is_drawn_from_the_deck(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Addiction's board shows no Ace: its sheet has none, and an Ace wanted later is
    drawn from the deck, read then."""
    found = deck_file(tmp_path)
    no_aces = tuple(card for card in FULL_DECK if card.rank != 1)
    draw(qtbot, SvgDeck(found), no_aces)
    deck = SvgDeck(found)
    painter = CardPainter(LIGHT)
    painter.set_face("standard", deck)
    painter.card_pixmap(no_aces[0], SIZE, 1.0)
    assert not deck.loaded
    ace = painter.card_pixmap(Card.from_code("AS"), SIZE, 1.0).toImage()
    assert deck.loaded and ace.pixelColor(55, 75).name() == DECK_BLUE


def test_a_resize_writes_only_the_size_drawing_stopped_at(qtbot: QtBot, tmp_path: Path) -> None:
    deck = SvgDeck(deck_file(tmp_path))
    painter = CardPainter(LIGHT)
    painter.set_face("standard", deck)
    for width in (80, 90, 100):  # a window dragged larger, no pause between
        for card in FULL_DECK:
            painter.card_pixmap(card, QSize(width, width * 7 // 5), 1.0)
    assert sheets() == []
    qtbot.waitUntil(lambda: not deck.loaded, timeout=RELEASE_DECK_MS + 5000)
    assert [path.name for path in sheets()] == ["100x140.png"]
