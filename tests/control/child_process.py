"""Reading from a child process without waiting for ever: every read has a
deadline and fails with what the child said."""

from __future__ import annotations

import os
import select
import subprocess
import time


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
        f"no line from the child within {timeout} s (exit status {child.returncode});"
        f" stdout: {(seen + (rest or b'')).decode(errors='replace')!r};"
        f" stderr: {(errors or b'').decode(errors='replace')!r}"
    )
