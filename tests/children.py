"""Waiting on child processes in tests: never without a bound, and a child that
overruns it fails the test with what it wrote (tests/conftest.py shows the output of
a child whose subprocess.TimeoutExpired ends a test)."""

from __future__ import annotations

import contextlib
import os
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO

#: The bound on each wait for a child: far above what any child of the suite takes on a
#: loaded machine, and below pytest-timeout's 60 s for the whole test (pyproject.toml),
#: so that a stuck child fails its test with its output rather than a stack dump.
CHILD_TIMEOUT = 45


def _read_a_line(stream: IO[bytes], seconds: float) -> tuple[bytes, bool]:
    """What stream gave until its first whole line, or until seconds passed or it
    ended; and whether a whole line came."""
    deadline = time.monotonic() + seconds
    seen = b""
    while b"\n" not in seen:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([stream], [], [], left)[0]:
            return seen, False
        chunk = os.read(stream.fileno(), 4096)
        if not chunk:
            return seen, False
        seen += chunk
    return seen, True


def first_line(stream: IO[bytes], seconds: float = CHILD_TIMEOUT) -> bytes:
    """The first line a child process writes to stream, read without blocking past
    seconds: a child that says nothing fails the test with what it did say."""
    seen, whole = _read_a_line(stream, seconds)
    assert whole, f"no line within {seconds} s, or the output ended first; it wrote {seen!r}"
    return seen.split(b"\n", 1)[0] + b"\n"


@contextlib.contextmanager
def python_child(script: str, data_dir: Path) -> Iterator[subprocess.Popen[bytes]]:
    """Python running script offscreen with its data in data_dir, its stdout and
    stderr piped; killed (if still running) and reaped at the end, its pipes closed."""
    environment = dict(os.environ, ADDICTION_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen(
        [sys.executable, "-c", script],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=environment,
    )
    try:
        yield child
    finally:
        if child.poll() is None:
            child.kill()
        try:
            child.wait(timeout=CHILD_TIMEOUT)
        finally:
            for pipe in (child.stdout, child.stderr):
                if pipe is not None:
                    pipe.close()


def read_line(child: subprocess.Popen[bytes], seconds: float = CHILD_TIMEOUT) -> str:
    """The next line child writes on its stdout. When no whole line comes within
    seconds, or the child closes its stdout first, the child is killed and the test
    fails with what it printed on stdout and stderr."""
    assert child.stdout is not None
    seen, whole = _read_a_line(child.stdout, seconds)
    if whole:
        return seen.split(b"\n", 1)[0].decode()
    child.kill()
    try:
        rest, errors = child.communicate(timeout=CHILD_TIMEOUT)
    except subprocess.TimeoutExpired:
        rest, errors = b"", b"(stderr unread: the child did not end)"
    raise AssertionError(
        f"no line from the child within {seconds} s, or before it closed its stdout"
        f" (exit status {child.returncode});"
        f" stdout: {(seen + (rest or b'')).decode(errors='replace')!r};"
        f" stderr: {(errors or b'').decode(errors='replace')!r}"
    )
