"""Waiting on child processes in tests: never without a bound, and a child that
overruns it fails the test with what it wrote (tests/conftest.py shows the output of
a child whose subprocess.TimeoutExpired ends a test)."""

from __future__ import annotations

import os
import select
import time
from typing import IO

#: The bound on each wait for a child: far above what any child of the suite takes on a
#: loaded machine, and below pytest-timeout's 60 s for the whole test (pyproject.toml),
#: so that a stuck child fails its test with its output rather than a stack dump.
CHILD_TIMEOUT = 45


def first_line(stream: IO[bytes], seconds: float = CHILD_TIMEOUT) -> bytes:
    """The first line a child process writes to stream, read without blocking past
    seconds: a child that says nothing fails the test with what it did say."""
    deadline = time.monotonic() + seconds
    seen = b""
    while b"\n" not in seen:
        ready, _, _ = select.select([stream], [], [], max(deadline - time.monotonic(), 0))
        assert ready, f"no line within {seconds} s; it wrote {seen!r}"
        chunk = os.read(stream.fileno(), 4096)
        assert chunk, f"the output ended before a line; it wrote {seen!r}"
        seen += chunk
    return seen.split(b"\n", 1)[0] + b"\n"
