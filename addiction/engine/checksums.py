"""The checksums the game's data files carry, one per entry.

campaign.json (scripts/campaign_levels.py) and daily-YYYY.json
(scripts/daily_routes.py) keep beside their entries (levels, days) a list
"checksums": the checksum of each entry, in the same order. The game checks an
entry against it before it reads the entry (engine/campaign.py, engine/daily.py),
so an entry damaged or edited by hand (even one edited to look like another,
its level number or date included) is never served.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

CHECKSUMS_KEY = "checksums"


def checksum(entry: object) -> str:
    """The SHA-256 of the entry's JSON (keys sorted), in hex; ValueError or TypeError
    for what is not JSON data."""
    # Imported here: hashlib loads libcrypto (some 3 MB resident), which the
    # game's start-up, importing this module with the daily deals', never calls.
    import hashlib

    text = json.dumps(entry, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def checksums(entries: Sequence[object]) -> list[str]:
    """The checksums a data file keeps beside its entries."""
    return [checksum(entry) for entry in entries]


def verified(entry: object, expected: object) -> bool:
    """Whether entry's checksum is expected (what the file keeps for it)."""
    try:
        return isinstance(expected, str) and checksum(entry) == expected
    except (TypeError, ValueError, RecursionError):  # not JSON data, or absurdly deep
        return False


def one_per_line(text: str) -> str:
    """A data file's compact JSON text with its checksums one per line (the scripts
    write so: a regenerated file diffs entry by entry)."""
    head, key, tail = text.partition(f'"{CHECKSUMS_KEY}":[')
    return head + key + tail.replace('","', '",\n"')
