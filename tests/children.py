"""Child processes in tests: waiting on them never without a bound, and a child that
overruns it fails the test with what it wrote (tests/conftest.py shows the output of
a child whose subprocess.TimeoutExpired ends a test); and the one place that reads
the process table (Linux's /proc) for a test: the children of a process, whether a
process is still running, its command line.

Any process but the reader's own may end at any moment: between the listing of
/proc and the reading of an entry (FileNotFoundError), during the read
(ProcessLookupError, or a partial or empty text that does not parse: ValueError).
Each read here takes such a process as gone, never as an error.
tests/test_test_hygiene.py fails on a /proc read anywhere else in tests/.

This module imports only the standard library, so that a test's child Python can
import it too (from the repository's root: `from tests.children import children_of`).
"""

from __future__ import annotations

import contextlib
import os
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

#: The bound on each wait for a child: far above what any child of the suite takes on a
#: loaded machine, and below pytest-timeout's 60 s for the whole test (pyproject.toml),
#: so that a stuck child fails its test with its output rather than a stack dump.
CHILD_TIMEOUT = 45

#: The same bound in milliseconds, for qtbot's waits on what a child process does.
CHILD_TIMEOUT_MS = CHILD_TIMEOUT * 1000

#: The process table this module reads.
PROC = Path("/proc")

#: Whether this system has it (Linux's): tests that read it skip elsewhere.
HAS_PROC = (PROC / "self" / "stat").exists()

#: What reading a /proc entry of another process can raise when that process ends
#: meanwhile: its directory gone (FileNotFoundError), or the read refused once the
#: process is reaped (ProcessLookupError).
GONE = (FileNotFoundError, ProcessLookupError)


@dataclass(frozen=True)
class ProcessEntry:
    """A process as /proc/<pid>/stat describes it."""

    pid: int
    parent: int
    #: One letter: R running, S sleeping, T stopped, Z zombie (ended, not reaped)...
    state: str
    #: When it started, in clock ticks after boot: with pid, who it is (a pid is used
    #: again once the kernel's pid counter comes round).
    start: int


def process_entry(pid: int) -> ProcessEntry | None:
    """What /proc says of process pid; None when it has ended (or its entry reads
    partly, as it can while the process ends)."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
        # "pid (command) state parent ... start ...": the command may hold spaces and
        # parentheses, so the fields are those after its last ")"; start is field 22.
        fields = text.rsplit(")", 1)[1].split()
        return ProcessEntry(pid, int(fields[1]), fields[0], int(fields[19]))
    except GONE:
        return None
    except (ValueError, IndexError):  # a partial or empty read
        return None


def process_ids() -> list[int]:
    """The processes in the table now (some may have ended by the time it returns)."""
    try:
        names = os.listdir(PROC)
    except GONE:
        return []
    return [int(name) for name in names if name.isdigit()]


def children_of(pid: int) -> list[int]:
    """The processes whose parent is pid, zombies (ended, not yet reaped) included;
    a process that ends while the table is read may be left out."""
    found = []
    for other in process_ids():
        entry = process_entry(other)
        if entry is not None and entry.parent == pid:
            found.append(other)
    return found


def alive(pid: int, start: int | None = None) -> bool:
    """Whether process pid is still running (a zombie has ended); with start (its
    ProcessEntry.start), whether that very process is, not a later one given its pid."""
    entry = process_entry(pid)
    if entry is None or entry.state == "Z":
        return False
    return start is None or entry.start == start


def command_line(pid: int) -> str | None:
    """Process pid's command line, its arguments joined by spaces; None when it has
    ended (a zombie's is empty)."""
    try:
        raw = (PROC / str(pid) / "cmdline").read_bytes()
    except GONE:
        return None
    return raw.rstrip(b"\0").replace(b"\0", b" ").decode(errors="replace")


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


def _read_to_end(stream: IO[bytes], seconds: float) -> bytes:
    """What stream gives until it ends or seconds pass."""
    deadline = time.monotonic() + seconds
    seen = b""
    while (left := deadline - time.monotonic()) > 0 and select.select([stream], [], [], left)[0]:
        chunk = os.read(stream.fileno(), 4096)
        if not chunk:
            break
        seen += chunk
    return seen


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
    # Not communicate(): it flushes stdin first, which raises on a stdin the test closed
    # and so hides what the child said. A killed child's pipes end unless it left a
    # process of its own holding them: bounded reads either way.
    with contextlib.suppress(subprocess.TimeoutExpired):
        child.wait(timeout=CHILD_TIMEOUT)
    rest = _read_to_end(child.stdout, 1.0)
    errors = _read_to_end(child.stderr, 1.0) if child.stderr is not None else b""
    raise AssertionError(
        f"no line from the child within {seconds} s, or before it closed its stdout"
        f" (exit status {child.returncode});"
        f" stdout: {(seen + rest).decode(errors='replace')!r};"
        f" stderr: {errors.decode(errors='replace')!r}"
    )
