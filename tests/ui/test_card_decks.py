"""Card decks (addiction/ui/decks): found where Aisleriot and KDE keep them, read
whole, drawn into the card painter's faces, and refused in one sentence when they
cannot be used. Real SVG files: small ones written here, the shipped ones, and those
installed on this machine when there are any."""

from __future__ import annotations

import gzip
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor

from addiction.engine import FULL_DECK, Card
from addiction.store.settings import Preferences
from addiction.ui.card_painter import CACHED_DECK_FACES, RELEASE_DECK_MS, CardPainter
from addiction.ui.decks.found import SHIPPED, FoundDeck, data_folders, find_deck, find_decks
from addiction.ui.decks.svg_deck import MAX_FILE_BYTES, MAX_SVG_BYTES, DeckRefused, SvgDeck
from addiction.ui.theme import LIGHT
from tests.ui.deck_files import DECK_BLUE, aisleriot_deck, deck_svg, kde_deck

SIZE = QSize(100, 140)
KING_OF_HEARTS = Card.from_code("KH")


def card_centre(cards: CardPainter, card: Card) -> QColor:
    image = cards.card_pixmap(card, SIZE, 1.0).toImage()
    margin = cards.shadow_margin(SIZE.width())
    return image.pixelColor(margin + SIZE.width() // 2, margin + SIZE.height() // 2)


def found(path: Path, name: str = "Tiny") -> FoundDeck:
    return FoundDeck(f"aisleriot/{path.name}", name, path)


def test_decks_are_found_where_aisleriot_and_kde_keep_them(tmp_path: Path) -> None:
    aisleriot_deck(tmp_path, "tiny_theme.svgz")
    aisleriot_deck(tmp_path, "notes.txt", b"not a deck")
    kde_deck(tmp_path, "svg-tiny", "Tiny KDE")
    decks = find_decks([tmp_path], language="en")
    assert [(d.key, d.name) for d in decks] == [
        ("addiction/minimum.svgz", "Minimum"),
        ("addiction/plastic.svgz", "Plastic"),
        ("aisleriot/tiny_theme.svgz", "Tiny theme"),
        ("kde/svg-tiny", "Tiny KDE"),
    ]
    assert decks[3].path == tmp_path / "carddecks" / "svg-tiny" / "deck.svgz"
    in_portuguese = find_decks([tmp_path], language="pt_BR")
    assert in_portuguese[3].name == "Tiny KDE (pt)"
    assert find_deck("kde/svg-tiny", [tmp_path]) == decks[3]
    assert find_deck("kde/svg-gone", [tmp_path]) is None


def test_the_players_own_folder_comes_first(tmp_path: Path) -> None:
    own, system = tmp_path / "own", tmp_path / "system"
    aisleriot_deck(own, "same.svg")
    aisleriot_deck(system, "same.svg")
    (deck,) = (d for d in find_decks([own, system]) if d.source == "aisleriot")
    assert deck.path.is_relative_to(own)


@pytest.mark.parametrize("naming", ["kde", "aisleriot"])
def test_a_deck_draws_every_card_in_the_face_cache(tmp_path: Path, naming: str) -> None:
    path = tmp_path / "tiny.svgz"
    path.write_bytes(gzip.compress(deck_svg(naming)))
    cards = CardPainter(LIGHT)
    painted = card_centre(cards, KING_OF_HEARTS)
    deck = SvgDeck(found(path))
    cards.set_face("standard", deck)
    for card in FULL_DECK:
        assert card_centre(cards, card) == QColor(DECK_BLUE), card.code
    cards.set_face("standard")
    assert card_centre(cards, KING_OF_HEARTS) == painted


def test_the_deck_s_document_is_let_go_once_its_faces_are_drawn(qtbot, tmp_path: Path) -> None:
    """QtSvg's document (tens of MB for a large deck) goes RELEASE_DECK_MS after the
    last face drawn; the faces shown stay in the cache, and a face of another size is
    drawn from the document read again."""
    path = tmp_path / "tiny.svgz"
    path.write_bytes(gzip.compress(deck_svg("kde")))
    cards = CardPainter(LIGHT)
    deck = SvgDeck(found(path))
    cards.set_face("standard", deck)
    for card in FULL_DECK:
        cards.card_pixmap(card, SIZE, 1.0)
    assert deck.loaded
    qtbot.waitUntil(lambda: not deck.loaded, timeout=RELEASE_DECK_MS + 5000)
    first = cards.card_pixmap(KING_OF_HEARTS, SIZE, 1.0)
    assert first is cards.card_pixmap(KING_OF_HEARTS, SIZE, 1.0)  # kept: no drawing
    assert not deck.loaded
    larger = QSize(SIZE.width() * 2, SIZE.height() * 2)
    image = cards.card_pixmap(KING_OF_HEARTS, larger, 1.0).toImage()
    margin = cards.shadow_margin(larger.width())
    centre = image.pixelColor(margin + larger.width() // 2, margin + larger.height() // 2)
    assert centre == QColor(DECK_BLUE) and deck.loaded
    assert len(FULL_DECK) < CACHED_DECK_FACES  # a move never draws a face again


def test_a_deck_keeps_its_proportions_in_the_square(tmp_path: Path) -> None:
    path = tmp_path / "tiny.svg"
    path.write_bytes(deck_svg())
    deck = SvgDeck(found(path))
    cards = CardPainter(LIGHT)
    cards.set_face("standard", deck)
    image = cards.card_pixmap(KING_OF_HEARTS, SIZE, 1.0).toImage()
    margin = cards.shadow_margin(SIZE.width())
    # The test deck's cards are 1.5 times as tall as wide, ours 1.4: the card is
    # narrower than its square, centred, and its full height.
    row = margin + SIZE.height() // 2
    blue = [x for x in range(image.width()) if image.pixelColor(x, row) == QColor(DECK_BLUE)]
    assert SIZE.width() * 0.85 < len(blue) < SIZE.width() * 0.97
    assert abs((blue[0] - margin) - (margin + SIZE.width() - 1 - blue[-1])) <= 2


def refusal(path: Path) -> str:
    with pytest.raises(DeckRefused) as refused:
        SvgDeck(found(path))
    sentence = str(refused.value)
    assert sentence.startswith("The card deck “Tiny” ") and sentence.endswith(
        ", so the game's own cards stay."
    )
    assert sentence.count(".") == 1  # one sentence
    return sentence


def test_damaged_decks_are_refused(tmp_path: Path) -> None:
    bad_xml = tmp_path / "bad.svg"
    bad_xml.write_bytes(deck_svg()[:300])
    assert "is damaged" in refusal(bad_xml)
    not_gzip = tmp_path / "plain.svgz"
    not_gzip.write_bytes(deck_svg())
    assert "is damaged" in refusal(not_gzip)
    cut_short = tmp_path / "cut.svgz"
    cut_short.write_bytes(gzip.compress(deck_svg())[:500])
    assert "is damaged" in refusal(cut_short)


def test_a_deck_missing_cards_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "short.svg"
    path.write_bytes(deck_svg(missing=(Card.from_code("2H"), Card.from_code("QS"))))
    assert "lacks 2 of the 52 cards" in refusal(path)


def test_huge_decks_are_refused(tmp_path: Path) -> None:
    huge = tmp_path / "huge.svg"
    with huge.open("wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)
    assert f"more than {MAX_FILE_BYTES // 2**20} MB" in refusal(huge)
    # A small file that unpacks to more than MAX_SVG_BYTES (a gzip bomb).
    bomb = tmp_path / "bomb.svgz"
    bomb.write_bytes(gzip.compress(b" " * (MAX_SVG_BYTES + 1), compresslevel=1))
    assert bomb.stat().st_size < MAX_FILE_BYTES
    assert f"more than {MAX_SVG_BYTES // 2**20} MB" in refusal(bomb)


def test_a_pipe_a_folder_and_a_missing_file_are_refused(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.svg"
    os.mkfifo(pipe)  # nothing writes to it: reading it must not wait
    assert "is not a plain file" in refusal(pipe)
    folder = tmp_path / "folder.svg"
    folder.mkdir()
    assert "is not a plain file" in refusal(folder)
    gone = tmp_path / "gone.svg"
    gone.symlink_to(tmp_path / "nowhere.svg")
    assert "cannot be read" in refusal(gone)


@pytest.mark.parametrize("file_name", ["minimum.svgz", "plastic.svgz"])
def test_the_shipped_decks_are_small_complete_and_licensed(file_name: str) -> None:
    path = SHIPPED / file_name
    assert path.stat().st_size < 32 * 1024
    assert path.read_bytes().startswith(b"\x1f\x8b")
    deck = SvgDeck(FoundDeck(f"addiction/{file_name}", file_name, path))
    cards = CardPainter(LIGHT)
    cards.set_face("standard", deck)
    assert card_centre(cards, KING_OF_HEARTS) != card_centre(CardPainter(LIGHT), KING_OF_HEARTS)
    readme = (SHIPPED / "README.md").read_text(encoding="utf-8")
    assert f"`{file_name}`" in readme and "LGPL" in readme
    assert (SHIPPED / "COPYING.LGPL3").is_file() and (SHIPPED / "COPYING.GPL3").is_file()


def installed(source: str) -> FoundDeck:
    """The smallest deck of source installed on this machine (the test is skipped without)."""
    decks = [d for d in find_decks(data_folders()) if d.source == source]
    if not decks:
        pytest.skip(f"no {source} deck installed")
    return min(decks, key=lambda deck: deck.path.stat().st_size)


@pytest.mark.parametrize("source", ["aisleriot", "kde"])
def test_an_installed_deck_draws_its_cards(source: str) -> None:
    deck = SvgDeck(installed(source))
    cards = CardPainter(LIGHT)
    cards.set_face("standard", deck)
    plain = CardPainter(LIGHT)
    differing = [c for c in FULL_DECK if card_centre(cards, c) != card_centre(plain, c)]
    assert len(differing) > 26, deck.name  # its own art, not our painted faces


def test_the_preference_keeps_only_a_deck_key(data_dir: Path) -> None:
    preferences = Preferences()
    assert preferences.card_deck == ""
    preferences.card_deck = "kde/svg-standard"
    assert Preferences().card_deck == "kde/svg-standard"
    for bad in ("kde/..", "../../etc/passwd", "gnome/x.svg", "kde/a/b"):
        preferences.settings.setValue("view/card_deck", bad)
        assert Preferences().card_deck == "", bad
        with pytest.raises(ValueError):
            preferences.card_deck = bad
