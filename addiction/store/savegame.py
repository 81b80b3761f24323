"""The autosaved game: written atomically after every change, restored on start.

The file is JSON in a small envelope around Game.to_dict():
    {"app": "addiction-solitaire", "format": 1, "elapsed": 93.5, "game": {...}}
The game part carries the rule set, the deal, the history with each shuffle's
outcome and the redo branch; loading replays it all, so a save that does not
replay exactly is treated as damaged rather than half-trusted.
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from addiction.engine import Game, SaveFormatError
from addiction.engine.errors import shown

from .notices import StoreNotice, StoreProblem
from .ownership import check_writable
from .paths import file_kind, move_aside
from .window_rules import playable

if sys.platform != "win32":
    import fcntl

APP_TAG = "addiction-solitaire"
ENVELOPE_FORMAT = 1
#: Ten years of playing time: a clock beyond it is damage, not a long game.
MAX_ELAPSED_SECONDS = 10 * 365.25 * 24 * 3600
#: The controller's ids are 32 hex digits (new_game_id); any short plain token is accepted.
_GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")
#: Where flock(2) is missing (Windows), a temporary file younger than this may belong
#: to a save still being written: only older ones are taken for crash leftovers there.
#: Elsewhere a save in progress holds a lock on its temporary file, and any
#: temporary no process holds is a leftover, however young (write_atomically).
STALE_TEMPORARY_SECONDS = 10.0
#: A save is a few kilobytes (a long game with its undo history, well under a
#: megabyte); anything larger than this is not ours and is never read into memory.
MAX_SAVE_BYTES = 16 * 1024 * 1024


class CorruptSaveError(ValueError):
    """A saved game that could not be read; it has been moved aside.

    str() says so in English (for logs), notice for the player. kept_as is where
    the damaged file now is (None if even renaming it failed); reason says what
    was wrong, for logs.
    """

    def __init__(self, kept_as: Path | None, reason: str) -> None:
        if kept_as is not None:
            where = f"the damaged file was kept as {kept_as}"
        else:
            where = "the damaged file could not be moved aside"
        super().__init__(f"Your saved game could not be read, so a new game was started; {where}.")
        self.kept_as = kept_as
        self.reason = reason

    @property
    def notice(self) -> StoreNotice:
        return StoreNotice(StoreProblem.SAVE_UNREADABLE, self.kept_as)


class SavedGame(NamedTuple):
    """What a save holds: the game, its playing time and statistics id, and the
    games a Restart left behind that undo can still bring back, oldest first."""

    game: Game
    elapsed: float
    game_id: str | None = None
    earlier: tuple[SavedGame, ...] = ()


class SaveFile:
    """The one autosave file of the game."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def save(
        self,
        game: Game,
        elapsed_seconds: float,
        game_id: str | None = None,
        earlier: Sequence[SavedGame] = (),
    ) -> None:
        """Write the game atomically: the previous save stays whole until the new
        one is complete on disk. Raises OSError if it cannot be written.

        game_id is the statistics' identity of the game, kept so that a result
        recorded before a restart is replaced, not added to, after it. earlier
        holds the games before each Restart still on the undo stack, so a
        mistaken Restart can be undone after the app is started again."""
        envelope: dict[str, Any] = {
            "app": APP_TAG,
            "format": ENVELOPE_FORMAT,
            **_segment_to_dict(SavedGame(game, elapsed_seconds, game_id)),
            "earlier": [_segment_to_dict(segment) for segment in earlier],
        }
        # Serialise before touching the disk: a failure here leaves no trace.
        data = json.dumps(envelope, indent=1).encode("utf-8")
        write_atomically(self.path, data)

    def load(self) -> SavedGame | None:
        """The saved game with its elapsed seconds and id, or None if there is no save.

        A save that cannot be read or replayed is moved aside to a timestamped
        name and CorruptSaveError is raised; the next load then returns None.
        """
        try:
            raw = read_regular_file(self.path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise self._damaged(f"cannot read the file: {exc}") from exc
        try:
            return _parse(raw)
        # Every way bad bytes can fail to become a game: SaveFormatError, bad
        # UTF-8 and bad JSON are ValueErrors; absurdly nested JSON overflows the
        # stack; a huge number may overflow a float.
        except (
            ValueError,
            TypeError,
            LookupError,
            AttributeError,
            RecursionError,
            OverflowError,
        ) as exc:
            raise self._damaged(str(exc) or type(exc).__name__) from exc

    def delete(self) -> None:
        """Remove the save (when the game it holds has ended)."""
        self.path.unlink(missing_ok=True)

    def remove_stale_temporaries(self, older_than: float = STALE_TEMPORARY_SECONDS) -> list[Path]:
        """Delete the temporary files of saves a crash interrupted; returns what went
        (remove_leftover_temporaries)."""
        return remove_leftover_temporaries(self.path, older_than)

    def _damaged(self, reason: str) -> CorruptSaveError:
        try:
            kept_as: Path | None = move_aside(self.path)
        except OSError:
            kept_as = None
        return CorruptSaveError(kept_as, reason)


def _parse(raw: bytes) -> SavedGame:
    envelope = json.loads(raw.decode("utf-8"))
    if not isinstance(envelope, dict) or envelope.get("app") != APP_TAG:
        raise SaveFormatError("not an Addiction Solitaire save")
    # Each field is taken only with its exact JSON type (true is not 1, 1.0 is not
    # a format number) and in its range; anything else is damage, never coerced.
    format_number = envelope.get("format")
    if type(format_number) is not int or format_number != ENVELOPE_FORMAT:
        raise SaveFormatError(f"unknown save format {shown(format_number)}")
    earlier = envelope.get("earlier", [])
    if not isinstance(earlier, list):
        raise SaveFormatError("earlier games must be a list")
    saved = _parse_segment(envelope)
    segments = tuple(_parse_segment(segment) for segment in earlier)
    # A Restart deals the same game again: undoing one must bring back that deal.
    if any(_deal_of(segment.game) != _deal_of(saved.game) for segment in segments):
        raise SaveFormatError("the games before a restart are not the same deal")
    return saved._replace(earlier=segments)


def _deal_of(game: Game) -> tuple[object, ...]:
    return (game.initial, game.rules, game.deal_number, game.seed)


def _segment_to_dict(segment: SavedGame) -> dict[str, Any]:
    return {
        "elapsed": float(segment.elapsed),
        "game_id": segment.game_id,
        "game": segment.game.to_dict(),
    }


def _parse_segment(envelope: object) -> SavedGame:
    if not isinstance(envelope, dict):
        raise SaveFormatError("a saved game must be a JSON object")
    elapsed = envelope.get("elapsed")
    # The comparison also refuses NaN and infinities, and compares a huge integer
    # exactly, without converting it to a float that would overflow.
    if (
        isinstance(elapsed, bool)
        or not isinstance(elapsed, (int, float))
        or not 0 <= elapsed <= MAX_ELAPSED_SECONDS
    ):
        raise SaveFormatError(f"bad elapsed time {shown(elapsed)}")
    if "game" not in envelope:
        raise SaveFormatError("the save holds no game")
    game_id = envelope.get("game_id")
    if game_id is not None and not (isinstance(game_id, str) and _GAME_ID.fullmatch(game_id)):
        raise SaveFormatError(f"bad game id {shown(game_id)}")
    game = Game.from_dict(envelope["game"])
    if not playable(game.rules):
        raise SaveFormatError(f"a game of {game.rules.key}, which the window does not play")
    return SavedGame(game, float(elapsed), game_id)


class NotARegularFileError(OSError):
    """Something other than a regular file (a named pipe, a folder, a device) at a path."""


class FileTooLargeError(OSError):
    """A file larger than anything the game writes there."""


def read_regular_file(
    path: Path, max_bytes: int = MAX_SAVE_BYTES, follow_links: bool = True
) -> bytes:
    """The whole content of the regular file at path.

    The file is opened without blocking and checked before it is read, so a
    named pipe put in its place cannot hang the game: anything but a regular
    file raises NotARegularFileError, and a file over max_bytes raises
    FileTooLargeError without being read (a huge file cannot exhaust memory).
    FileNotFoundError when nothing is there. Unless follow_links, a symbolic
    link is not followed: it raises NotARegularFileError too.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if not follow_links:
        if os.path.islink(path):
            raise NotARegularFileError(f"{path} is a symbolic link, not a regular file")
        # Also when a link appears between that look and the open (ELOOP then).
        flags |= getattr(os, "O_NOFOLLOW", 0)
    descriptor = os.open(path, flags)
    try:
        # Checked before the descriptor becomes a stream: Python refuses a folder's
        # with IsADirectoryError, which would read as a file that cannot be read now.
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise NotARegularFileError(f"{path} is {file_kind(status.st_mode)}, not a regular file")
    except BaseException:
        os.close(descriptor)
        raise
    with os.fdopen(descriptor, "rb") as stream:
        if status.st_size > max_bytes:
            raise FileTooLargeError(f"{path} holds {status.st_size} bytes, more than {max_bytes}")
        # Read one byte past the limit: a file growing while it is read is caught too.
        data = stream.read(max_bytes + 1)
        if len(data) > max_bytes:
            raise FileTooLargeError(f"{path} holds more than {max_bytes} bytes")
        return data


def write_atomically(path: Path, data: bytes) -> None:
    """Replace path's content with data so that a crash at any moment leaves
    either the old file or the new one, never a mix or a truncated file.
    NotTheOwnerError (an OSError) when another copy may own the folder now."""
    check_writable(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # The temporary file must sit in the same directory: os.replace is atomic
    # only within one file system.
    prefix, suffix = _temporary_affixes(path)
    handle, temporary = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            if sys.platform != "win32":
                # Held until the file is closed, after its rename: while it is held,
                # the temporary is a save in progress, never a crash's leftover
                # (SaveFile.remove_stale_temporaries); a killed process lets it go.
                fcntl.flock(handle, fcntl.LOCK_EX)
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
            if sys.platform != "win32":
                os.replace(temporary, path)
        if sys.platform == "win32":
            os.replace(temporary, path)  # Windows renames no file that is open
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_directory(path.parent)


def remove_leftover_temporaries(
    path: Path, older_than: float = STALE_TEMPORARY_SECONDS
) -> list[Path]:
    """Delete the temporary files write_atomically left for path when a crash
    interrupted it (the save's, the pending file's); returns what went.

    Only our own names (see write_atomically) and only regular files. A save
    being written holds a lock on its temporary file (flock(2)), which the
    kernel lets go when its process ends however it ends (kill -9 included):
    so a temporary nobody holds is a leftover at any age, and one that is held
    is left alone. Without flock (Windows), only files older than older_than
    seconds go, so that a save another copy of the game is writing at this
    moment is left alone. Files that cannot be removed are skipped: they are
    litter, not damage.
    """
    prefix, suffix = _temporary_affixes(path)
    # tempfile.mkstemp fills in eight characters of this alphabet.
    own_name = re.compile(re.escape(prefix) + "[a-z0-9_]{8}" + re.escape(suffix))
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return removed
    for entry in entries:
        if not own_name.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode):
                continue
            if sys.platform == "win32":
                if now - info.st_mtime < older_than:
                    continue
                os.unlink(entry.path)
            elif not _remove_unless_held(entry.path, info):
                continue
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _remove_unless_held(name: str, seen: os.stat_result) -> bool:
    """Delete the temporary file at name unless a save in progress holds its lock;
    True when it went. seen: what scandir found there, so that a file put in its
    place since (a link, another file) is not the one removed."""
    if sys.platform == "win32":
        raise NotImplementedError("no flock(2) on Windows")
    descriptor = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        opened = os.fstat(descriptor)
        if (opened.st_dev, opened.st_ino) != (seen.st_dev, seen.st_ino):
            return False
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # a save being written now, by this copy or another
        # Still ours to remove only while the name leads to the file locked here.
        now = os.stat(name, follow_symlinks=False)
        if (now.st_dev, now.st_ino) != (opened.st_dev, opened.st_ino):
            return False
        os.unlink(name)
        return True
    finally:
        os.close(descriptor)


def _temporary_affixes(path: Path) -> tuple[str, str]:
    """The prefix and suffix of write_atomically's temporary files for path:
    .savegame.json.k3j9x_2a.tmp, hidden, and never taken for a save."""
    return f".{path.name}.", ".tmp"


def _sync_directory(directory: Path) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open directories."""
    if os.name != "posix":
        return
    descriptor = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
