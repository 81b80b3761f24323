"""Reading from a child process without waiting for ever: every read has a
deadline and fails with what the child said."""

from __future__ import annotations

import contextlib
import os
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

#: How long a child process may take to say what a test waits for (a busy machine).
CHILD_TIMEOUT = 120


@contextlib.contextmanager
def python_child(script: str, data_dir: Path) -> Iterator[subprocess.Popen[bytes]]:
    """Python running script offscreen with its data in data_dir, its stdout and
    stderr piped; killed (if still running) and reaped at the end."""
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
            child.wait(timeout=30)
        finally:
            for pipe in (child.stdout, child.stderr):
                if pipe is not None:
                    pipe.close()


def read_line(child: subprocess.Popen[bytes], timeout: float) -> str:
    """The next line child writes on its stdout (a binary pipe). When no whole line
    comes within timeout seconds, or the child closes its stdout first, the child
    is killed and the test fails with what it printed on stdout and stderr."""
    assert child.stdout is not None
    descriptor = child.stdout.fileno()
    seen = b""
    deadline = time.monotonic() + timeout
    while b"\n" not in seen:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([descriptor], [], [], left)[0]:
            break
        chunk = os.read(descriptor, 4096)
        if not chunk:
            break
        seen += chunk
    if b"\n" in seen:
        return seen.split(b"\n", 1)[0].decode()
    child.kill()
    try:
        rest, errors = child.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        rest, errors = b"", b"(stderr unread: the child did not end)"
    raise AssertionError(
        f"no line from the child within {timeout} s, or before it closed its stdout"
        f" (exit status {child.returncode});"
        f" stdout: {(seen + (rest or b'')).decode(errors='replace')!r};"
        f" stderr: {(errors or b'').decode(errors='replace')!r}"
    )
