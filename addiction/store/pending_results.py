"""The pending file: results the statistics database refused (a full or read-only
disk), kept beside it until the next open writes them in.

It only ever holds what could not be written; a damaged one is moved aside.
"""

from __future__ import annotations

import json
from contextlib import suppress
from datetime import date as datetime_date
from datetime import datetime
from pathlib import Path

from addiction.engine import GameKind, Termination

from .game_results import GameResult
from .paths import move_aside
from .savegame import write_atomically

PENDING_SUFFIX = ".pending.json"

#: A result the database refused, with when its game ended (ISO 8601, UTC).
PendingResult = tuple[GameResult, str]


def pending_path(database: Path) -> Path:
    """The pending file of the database at database."""
    return database.with_name(database.name + PENDING_SUFFIX)


def write_pending(path: Path, pending: list[PendingResult]) -> None:
    """Keep pending on disk at path (no file when nothing is pending); OSError if
    the disk refuses."""
    records = [
        {**_result_to_dict(result), "finished_at": finished_at} for result, finished_at in pending
    ]
    if records:
        write_atomically(path, json.dumps(records).encode())
    else:
        path.unlink(missing_ok=True)


def read_pending(path: Path) -> list[PendingResult]:
    """The results kept at path; a damaged pending file is moved aside."""
    try:
        records = json.loads(path.read_bytes())
        return [
            (
                GameResult(
                    rules_key=str(record["rules_key"]),
                    deal_number=record["deal_number"],
                    code=str(record["code"]),
                    outcome=Termination(record["outcome"]),
                    in_place=int(record["in_place"]),
                    moves=int(record["moves"]),
                    shuffles_used=int(record["shuffles_used"]),
                    seconds=float(record["seconds"]),
                    game_id=record["game_id"],
                    # Pending files written before schema 4 have no kind.
                    kind=GameKind(record.get("kind", GameKind.DEAL.value)),
                    level=record.get("level"),
                    stars=int(record.get("stars", 0)),
                    daily_date=_date_or_none(record.get("daily_date")),
                    on_the_day=bool(record.get("on_the_day", False)),
                ),
                str(datetime.fromisoformat(record["finished_at"]).isoformat()),
            )
            for record in records
        ]
    except FileNotFoundError:
        return []
    except OSError:
        return []  # unreadable now; left where it is for the next start
    except (ValueError, TypeError, KeyError):
        with suppress(OSError):
            move_aside(path)
        return []


def _result_to_dict(result: GameResult) -> dict[str, object]:
    return {
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
    }


def _date_or_none(text: object) -> datetime_date | None:
    """A pending record's daily date (None in records that have none)."""
    return None if text is None else datetime_date.fromisoformat(str(text))
