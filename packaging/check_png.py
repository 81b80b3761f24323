"""Checks a screenshot the frozen app took: a PNG of the size asked for, whose file is
too big to be a blank window (a blank 1280x800 PNG is a few KiB; the board is well
over 100 KiB). packaging/ci-smoke.sh and packaging/smoke-bundle.sh run it.

Usage: python packaging/check_png.py PNG WIDTH HEIGHT
"""

from __future__ import annotations

import struct
import sys
from collections.abc import Sequence
from pathlib import Path

#: Fewer bytes than this, and the window looks empty.
MIN_BYTES = 50_000


def problem(path: Path, width: int, height: int) -> str | None:
    """What is wrong with the screenshot at path, or None."""
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return f"{path}: not a PNG"
    size = struct.unpack(">II", data[16:24])
    if size != (width, height):
        return f"{path}: {size[0]}x{size[1]}, expected {width}x{height}"
    if len(data) < MIN_BYTES:
        return f"{path}: only {len(data)} bytes, the window looks empty"
    return None


def main(argv: Sequence[str]) -> int:
    path, width, height = Path(argv[0]), int(argv[1]), int(argv[2])
    wrong = problem(path, width, height)
    if wrong is not None:
        print(wrong, file=sys.stderr)
        return 1
    print(f"{path}: {width}x{height}, {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
