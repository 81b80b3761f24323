"""Where the card decks are: those the game ships (addiction/resources/decks), the
SVG themes of GNOME Aisleriot (`aisleriot/cards/*.svg` and `*.svgz` in each data
folder) and the KDE card decks (`carddecks/*/index.desktop`, whose `SVG=` names the
file), found by their file names alone: nothing is read here but KDE's small index
files, so listing them costs no rendering. Each deck has the key the preferences keep
(`view/card_deck`, DECK_KEY): where it comes from ("addiction", "aisleriot" or "kde")
and its file or folder name.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLocale, QStandardPaths

from addiction.store.settings import DECK_KEY

#: The decks shipped in the package, with their licences (README.md there).
SHIPPED = Path(__file__).resolve().parents[2] / "resources" / "decks"
#: A KDE index file larger than this is no index (bytes): not read.
_MAX_INDEX_BYTES = 64 * 1024
_SVG_SUFFIXES = (".svg", ".svgz")


@dataclass(frozen=True)
class FoundDeck:
    """A deck on disk: its key, the name a player reads, its SVG file (or, for a KDE
    folder whose index names none, the index itself: it will not read as a deck)."""

    key: str
    name: str
    path: Path

    @property
    def source(self) -> str:
        return self.key.partition("/")[0]


def data_folders() -> list[Path]:
    """The platform's shared data folders, the player's own first (on Linux
    ~/.local/share, then /usr/local/share and /usr/share: XDG_DATA_HOME, XDG_DATA_DIRS)."""
    generic = QStandardPaths.StandardLocation.GenericDataLocation
    return [Path(location) for location in QStandardPaths.standardLocations(generic)]


def find_decks(
    folders: Sequence[Path] | None = None, shipped: Path = SHIPPED, language: str = ""
) -> list[FoundDeck]:
    """Every deck: the shipped ones, then Aisleriot's, then KDE's, each source by name;
    a key found in two data folders is the first folder's (the player's own)."""
    folders = data_folders() if folders is None else folders
    language = language or QLocale().name()
    found: dict[str, FoundDeck] = {}
    candidates = [*_svg_files("addiction", [shipped])]
    candidates += sorted(
        _svg_files("aisleriot", [f / "aisleriot" / "cards" for f in folders]),
        key=lambda deck: deck.name.casefold(),
    )
    kde = [_kde_deck(index, language) for f in folders for index in _kde_indexes(f)]
    candidates += sorted(kde, key=lambda deck: deck.name.casefold())
    for deck in candidates:
        found.setdefault(deck.key, deck)
    return list(found.values())


def find_deck(
    key: str, folders: Sequence[Path] | None = None, shipped: Path = SHIPPED
) -> FoundDeck | None:
    """The deck kept under key, if it is still there."""
    return next((deck for deck in find_decks(folders, shipped) if deck.key == key), None)


def _svg_files(source: str, directories: Iterable[Path]) -> Iterable[FoundDeck]:
    for directory in directories:
        try:
            names = sorted(entry.name for entry in directory.iterdir())
        except OSError:
            continue  # no such folder (or unreadable): nothing of this source there
        for name in names:
            if name.lower().endswith(_SVG_SUFFIXES) and DECK_KEY.fullmatch(f"{source}/{name}"):
                yield FoundDeck(f"{source}/{name}", _readable_name(name), directory / name)


def _readable_name(file_name: str) -> str:
    """Aisleriot's themes are named by their files: "tango_nuevo.svgz" reads "Tango nuevo"."""
    stem = file_name.rsplit(".", 1)[0].replace("_", " ").replace("-", " ").strip()
    return stem[:1].upper() + stem[1:] if stem else file_name


def _kde_indexes(folder: Path) -> list[Path]:
    try:
        entries = sorted((folder / "carddecks").iterdir())
    except OSError:
        return []
    return [
        entry / "index.desktop"
        for entry in entries
        if (entry / "index.desktop").is_file() and DECK_KEY.fullmatch(f"kde/{entry.name}")
    ]


def _kde_deck(index: Path, language: str) -> FoundDeck:
    """A KDE deck from its index: [KDE Backdeck] Name (in the player's language when
    it has one) and SVG, the file beside it, as KPat reads them."""
    folder = index.parent
    entries = _backdeck_entries(index)
    names = (f"Name[{language}]", f"Name[{language.partition('_')[0]}]", "Name")
    name = next((entries[n] for n in names if entries.get(n)), folder.name)
    svg = entries.get("SVG", "")
    path = folder / svg if svg and "/" not in svg and "\\" not in svg else index
    return FoundDeck(f"kde/{folder.name}", name, path)


def _backdeck_entries(index: Path) -> dict[str, str]:
    """The keys and values of an index's [KDE Backdeck] group (a desktop entry file:
    "key=value" lines under "[group]" headers); none when it cannot be read, and the deck
    is listed by its folder's name (choosing it then says it does not read)."""
    try:
        if index.stat().st_size > _MAX_INDEX_BYTES:
            return {}
        lines = index.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return {}
    entries: dict[str, str] = {}
    group = ""
    for line in lines:
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
        elif group == "KDE Backdeck" and "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            entries.setdefault(key.strip(), value.strip())
    return entries
