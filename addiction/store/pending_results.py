"""The pending file: results the statistics database refused (a full or read-only
disk), kept beside it until the next open writes them in.

It is a JSON array with one record per line, so it is read record by record:
a record that cannot be used (damaged, or refused by the database) is set aside
alone, into a file beside it (statistics.sqlite3.pending.corrupt-<time>.json,
.refused-), and never holds back the records after it.
Reading is bounded, as nothing in the data folder may stop the game starting: a
symbolic link is not followed, anything but a regular file (a named pipe, a
device) and a file larger than MAX_PENDING_BYTES are moved aside unread, and each
field must have its type and a range the database can store.
Files written before this format (the whole array on one line) read the same.
"""

from __future__ import annotations

import base64
import json
import math
from collections.abc import Iterator
from contextlib import suppress
from pathlib import Path
from typing import Any

from addiction.engine import GameKind, Termination
from addiction.engine.action_codec import MAX_BLOB_BYTES
from addiction.engine.daily_challenges import ChallengeDay

from .game_history import usable_challenge, usable_day, usable_time
from .game_results import GameResult
from .notices import StoreNotice, StoreProblem
from .paths import PENDING_SUFFIX, aside_path, file_kind, move_aside
from .savegame import (
    FileTooLargeError,
    NotARegularFileError,
    read_regular_file,
    write_atomically,
)

#: A record is about 400 bytes and its actions (base64) 400 more in a game of 150
#: moves: a thousand results, and far less than memory.
MAX_PENDING_BYTES = 1024 * 1024
#: SQLite's largest INTEGER; no count or number in a result comes near it.
_LARGEST_INTEGER = 2**63 - 1
_REQUIRED = object()
_UNPARSED = object()

#: A result the database refused, with when its game ended (ISO 8601, UTC).
PendingResult = tuple[GameResult, str]


def pending_path(database: Path) -> Path:
    """The pending file of the database at database."""
    return database.with_name(database.name + PENDING_SUFFIX)


def write_pending(path: Path, pending: list[PendingResult]) -> None:
    """Keep pending on disk at path, written through (fsync) before this returns; no
    file when nothing is pending. OSError when the disk refuses."""
    if pending:
        write_atomically(path, _array([_record_bytes(*kept) for kept in pending]))
    else:
        path.unlink(missing_ok=True)


def read_pending(path: Path) -> tuple[list[PendingResult], StoreNotice | None]:
    """The results kept at path, oldest first, and a notice when any could not be
    read: those are set aside (set_aside), or the whole file is moved aside when
    it is no file of ours (a link, a pipe, a device, too large)."""
    try:
        data = read_regular_file(path, MAX_PENDING_BYTES, follow_links=False)
    except FileNotFoundError:
        return [], None
    except (NotARegularFileError, FileTooLargeError) as error:
        return [], _move_aside(path, _reason(path, error))
    except OSError:
        return [], None  # unreadable now (no permission): left for the next start
    results: list[PendingResult] = []
    damaged: list[bytes] = []
    for record, text in _records(data):
        try:
            results.append(_result(json.loads(text) if record is _UNPARSED else record))
        # Every way a record can be wrong: bad UTF-8 and JSON are ValueErrors, and
        # absurdly nested JSON overflows the stack.
        except (ValueError, TypeError, RecursionError):
            damaged.append(text)
    return results, _set_aside(path, damaged, "corrupt") if damaged else None


def set_aside_results(path: Path, refused: list[PendingResult]) -> StoreNotice:
    """Keep results the database refused for what they hold (not for a full disk)
    out of the pending file at path, as damaged records are."""
    return _set_aside(path, [_record_bytes(*kept) for kept in refused], "refused")


def _set_aside(path: Path, records: list[bytes], reason: str) -> StoreNotice:
    """Keep records (each a record's JSON) in a file beside the pending file at
    path, before that is written without them: the notice says where. When even
    that cannot be written, the pending file itself is moved aside whole (a rename
    needs no room on the disk)."""
    try:
        target = aside_path(path, reason)
        write_atomically(target, _array(records))
    except OSError:
        return _move_aside(path, reason)
    return StoreNotice(StoreProblem.PENDING_SET_ASIDE, target)


def _move_aside(path: Path, reason: str) -> StoreNotice:
    kept = None
    with suppress(OSError):
        kept = move_aside(path, reason)
    return StoreNotice(StoreProblem.PENDING_SET_ASIDE, kept)


def _reason(path: Path, error: OSError) -> str:
    if isinstance(error, FileTooLargeError):
        return "too-large"
    try:
        mode = path.lstat().st_mode
    except OSError:
        return "not-a-file"
    return file_kind(mode).removeprefix("a ").replace(" ", "-")


def _array(records: list[bytes]) -> bytes:
    """A JSON array with each record on a line of its own."""
    return b"[\n" + b",\n".join(records) + b"\n]\n"


def _records(data: bytes) -> Iterator[tuple[object, bytes]]:
    """Each record in the file's bytes with its JSON text: _UNPARSED and a line;
    or, in a file written before one record a line, each element of the array on
    a line, parsed, with its text (the line's, if it cannot be written again)."""
    for line in data.split(b"\n"):
        text = line.strip().removesuffix(b",")
        if text in (b"", b"[", b"]"):
            continue
        if not (text.startswith(b"[") and text.endswith(b"]")):
            yield _UNPARSED, text
            continue
        try:
            elements = json.loads(text)
        except (ValueError, RecursionError):
            yield _UNPARSED, text  # set aside whole: no element can be told from the next
            continue
        for element in elements:
            try:
                element_text = json.dumps(element).encode()
            except (ValueError, RecursionError):
                element_text = text
            yield element, element_text


def _record_bytes(result: GameResult, finished_at: str) -> bytes:
    record: dict[str, object] = {
        "rules_key": result.rules_key,
        "deal_number": result.deal_number,
        "code": result.code,
        "outcome": result.outcome.value,
        "in_place": result.in_place,
        "moves": result.moves,
        "shuffles_used": result.shuffles_used,
        "seconds": result.seconds,
        "game_id": result.game_id,
        "kind": result.kind.value,
        "level": result.level,
        "stars": result.stars,
        "daily_date": None if result.daily_date is None else result.daily_date.isoformat(),
        "on_the_day": result.on_the_day,
        "finished_at": finished_at,
        "actions": None if result.actions is None else base64.b64encode(result.actions).decode(),
    }
    if result.challenge is not None:
        record["challenge"] = [result.challenge.date.isoformat(), result.challenge.tier.value]
    return json.dumps(record, allow_nan=False).encode()


def _result(record: object) -> PendingResult:
    """The result a record holds; ValueError (or TypeError) when any field has a
    type or a value the game would not write."""
    if not isinstance(record, dict):
        raise ValueError(f"a record is an object, not {type(record).__name__}")
    finished_at = usable_time(_text(record, "finished_at"))
    daily_date = record.get("daily_date")
    day = None if daily_date is None else usable_day(daily_date)
    if finished_at is None or (daily_date is not None and day is None):
        raise ValueError("a date no game can have ended on")
    on_the_day = record.get("on_the_day", False)
    if not isinstance(on_the_day, bool):
        raise ValueError(f"on_the_day is no switch: {on_the_day!r}")
    result = GameResult(
        rules_key=_text(record, "rules_key"),
        deal_number=_optional_integer(record, "deal_number"),
        code=_text(record, "code"),
        outcome=Termination(_text(record, "outcome")),
        in_place=_integer(record, "in_place"),
        moves=_integer(record, "moves"),
        shuffles_used=_integer(record, "shuffles_used"),
        seconds=_seconds(record),
        game_id=None if record.get("game_id") is None else _text(record, "game_id"),
        # Pending files written before schema 4 have no kind.
        kind=GameKind(_text(record, "kind", GameKind.DEAL.value)),
        level=_optional_integer(record, "level"),
        stars=_integer(record, "stars", 0),
        daily_date=day,
        on_the_day=on_the_day,
        # Pending files written before the actions were kept have none.
        actions=_actions(record),
        challenge=_challenge(record),
    )
    return result, finished_at.isoformat()


def _value(record: dict[str, object], name: str, default: object) -> object:
    value = record.get(name, default)
    if value is _REQUIRED:
        raise ValueError(f"{name} is missing")
    return value


def _text(record: dict[str, object], name: str, default: object = _REQUIRED) -> str:
    value = _value(record, name, default)
    if not isinstance(value, str):
        raise ValueError(f"{name} is no text: {value!r}")
    return value


def _integer(record: dict[str, object], name: str, default: object = _REQUIRED) -> int:
    value = _value(record, name, default)
    # bool is an int to Python, not to a record.
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} is no whole number: {value!r}")
    if not 0 <= value <= _LARGEST_INTEGER:
        raise ValueError(f"{name} is out of range: {value}")
    return value


def _optional_integer(record: dict[str, object], name: str) -> int | None:
    return None if record.get(name) is None else _integer(record, name)


def _seconds(record: dict[str, object]) -> float:
    value = _value(record, "seconds", _REQUIRED)
    if isinstance(value, int) and not isinstance(value, bool):
        return float(_integer(record, "seconds"))
    if not isinstance(value, float) or not math.isfinite(value):
        raise ValueError(f"seconds is no time: {value!r}")
    return value


def _actions(record: dict[str, object]) -> bytes | None:
    """The record's actions (base64 text), bounded as decoding them is; not what
    they say: that is checked when the game is replayed (engine/action_codec.py)."""
    value = record.get("actions")
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 4 * (MAX_BLOB_BYTES // 3 + 1):
        raise ValueError("actions are no base64 text of a game's actions")
    return base64.b64decode(value, validate=True)  # binascii.Error is a ValueError


def _challenge(record: dict[str, Any]) -> ChallengeDay | None:
    """The challenge a record names (none before challenges were kept)."""
    kept = record.get("challenge")
    if kept is None:
        return None
    challenge = usable_challenge(*kept) if isinstance(kept, list) and len(kept) == 2 else None
    if challenge is None:
        raise ValueError(f"not a challenge: {kept!r}")
    return challenge
