"""Small real card decks written for the tests: an SVG document with one element per
card, named as KDE's decks or today's Aisleriot themes name them, in the folders
where desktop card games keep them."""

from __future__ import annotations

import gzip
from pathlib import Path

from addiction.engine import FULL_DECK, Card
from addiction.ui.decks.svg_deck import element_names

#: The colour every card of a test deck is filled with (no painted face has it).
DECK_BLUE = "#2050d0"
CELL_WIDTH, CELL_HEIGHT = 60, 90  # a test deck's cards: taller than ours (1.5)


def deck_svg(naming: str = "kde", missing: tuple[Card, ...] = ()) -> bytes:
    """An SVG deck: every card of FULL_DECK (but missing) a blue rounded rectangle
    in a 13 x 5 grid, each its own element named as naming ("kde" or "aisleriot")."""
    which = 0 if naming == "kde" else 1
    cards = []
    for card in FULL_DECK:
        if card in missing:
            continue
        column, row = card.rank - 1, "CDHS".index(card.suit)
        x, y = column * CELL_WIDTH, row * CELL_HEIGHT
        cards.append(
            f'<g id="{element_names(card)[which]}"><rect x="{x + 1}" y="{y + 1}" '
            f'width="{CELL_WIDTH - 2}" height="{CELL_HEIGHT - 2}" rx="4" '
            f'fill="{DECK_BLUE}" stroke="#ffffff"/></g>'
        )
    width, height = 13 * CELL_WIDTH, 5 * CELL_HEIGHT
    return (
        f'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}">{"".join(cards)}</svg>'
    ).encode()


def aisleriot_deck(data_folder: Path, file_name: str, data: bytes | None = None) -> Path:
    """A theme in data_folder/aisleriot/cards (gzip-compressed when named .svgz)."""
    folder = data_folder / "aisleriot" / "cards"
    folder.mkdir(parents=True, exist_ok=True)
    if data is None:
        data = deck_svg("aisleriot")
        if file_name.endswith(".svgz"):
            data = gzip.compress(data)
    path = folder / file_name
    path.write_bytes(data)
    return path


def kde_deck(data_folder: Path, folder_name: str, name: str, data: bytes | None = None) -> Path:
    """A KDE deck in data_folder/carddecks/folder_name: its index.desktop (with a
    Brazilian Portuguese name) and its deck.svgz."""
    folder = data_folder / "carddecks" / folder_name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name}\nName[pt_BR]={name} (pt)\nPreview=11.png\nSVG=deck.svgz\n",
        encoding="utf-8",
    )
    path = folder / "deck.svgz"
    path.write_bytes(gzip.compress(deck_svg("kde")) if data is None else data)
    return path
