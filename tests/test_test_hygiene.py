"""Tests of the tests: the process table (Linux's /proc) is read in one place,
tests/children.py, which takes a process that ends while it is read as gone. A scan
of /proc written straight into a test is the race issues 22 and 37 removed: a
process of the run (or of anything else on the machine) ends between the listing and
the read, and the test fails or its child exits 1."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests import children

TESTS = Path(__file__).resolve().parent

#: The one module allowed to read the process table, and this one (which names it).
ALLOWED = {TESTS / "children.py", Path(__file__).resolve()}

#: What reads another process's entry or lists the table: /proc but /proc/self (the
#: reader's own entry, which cannot end while it reads), the process-listing tools,
#: and psutil (which lists /proc too).
FORBIDDEN = re.compile(r"/proc(?!/self/)|\bpsutil\b|\bpgrep\b|\bpidof\b|[\"']ps[\"']")


def direct_reads(source: str) -> list[tuple[int, str]]:
    """The lines of source (numbered from 1) that read the process table directly."""
    return [
        (number, line.strip())
        for number, line in enumerate(source.splitlines(), start=1)
        if FORBIDDEN.search(line)
    ]


def test_no_test_reads_the_process_table_but_through_tests_children() -> None:
    found = [
        f"{path.relative_to(TESTS.parent)}:{number}: {line}"
        for path in sorted(TESTS.rglob("*.py"))
        if path not in ALLOWED
        for number, line in direct_reads(path.read_text(encoding="utf-8"))
    ]
    assert not found, "read the process table with tests/children.py:\n" + "\n".join(found)


def test_the_check_finds_the_scans_it_is_there_for() -> None:
    table = "/" + "proc"  # (spelt apart: these lines are samples, not scans of it)
    scans = [
        f'for entry in Path("{table}").iterdir():',
        f'for entry in os.listdir("{table}"):',
        f'stat = Path(f"{table}/{{pid}}/stat").read_text()',
        "import psutil",
        'subprocess.run(["pgrep", "-P", str(pid)])',
        'subprocess.run(["ps", "-o", "pid="])',
    ]
    harmless = [
        'maps = Path("/proc/self/maps")',
        "children = children_of(app.pid)",
        "# the process table, read through tests/children.py",
    ]
    assert [number for number, _ in direct_reads("\n".join(scans))] == [1, 2, 3, 4, 5, 6]
    assert direct_reads("\n".join(harmless)) == []


def test_a_process_that_ends_while_the_table_is_read_is_taken_as_gone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A table of four: a child of 10 (started at 777, field 22 of its stat), one that
    # ended after the listing (no entry left), one whose read came back partial, and
    # one whose read came back empty.
    (tmp_path / "11").mkdir()
    (tmp_path / "11" / "stat").write_text("11 (a (b) c) S 10 11 11 0 -1" + " 0" * 13 + " 777 0\n")
    (tmp_path / "11" / "cmdline").write_bytes(b"python\0-c\0pass\0")
    (tmp_path / "12").mkdir()
    (tmp_path / "13").mkdir()
    (tmp_path / "13" / "stat").write_text("13 (python) S 1")
    (tmp_path / "14").mkdir()
    (tmp_path / "14" / "stat").write_text("")
    (tmp_path / "self").mkdir()
    monkeypatch.setattr(children, "PROC", tmp_path)
    assert children.children_of(10) == [11]
    assert children.process_entry(11) == children.ProcessEntry(11, 10, "S", 777)
    assert [children.process_entry(pid) for pid in (12, 13, 14, 15)] == [None] * 4
    assert children.alive(11) and children.alive(11, 777)
    assert not children.alive(11, 778)  # a later process given the same pid
    assert not children.alive(12) and not children.alive(13)
    assert children.command_line(11) == "python -c pass"
    assert children.command_line(12) is None


def test_reading_a_process_that_ends_mid_read_is_taken_as_gone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def ended(self: Path, *args: object, **kwargs: object) -> str:
        raise ProcessLookupError(3, "No such process")

    monkeypatch.setattr(Path, "read_text", ended)
    assert children.process_entry(os.getpid()) is None
    assert not children.alive(os.getpid())


@pytest.mark.skipif(not children.HAS_PROC, reason="reads Linux's process table")
def test_the_children_of_this_process_are_found_and_a_reaped_one_is_gone() -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE
    )
    try:
        entry = children.process_entry(child.pid)
        assert entry is not None and entry.parent == os.getpid()
        assert child.pid in children.children_of(os.getpid())
        assert children.alive(child.pid, entry.start)
        assert "sys.stdin.read()" in (children.command_line(child.pid) or "")
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=children.CHILD_TIMEOUT)
    assert not children.alive(child.pid, entry.start)
    assert child.pid not in children.children_of(os.getpid())


def test_a_child_that_says_no_line_fails_its_test_with_what_it_wrote() -> None:
    """Even when the test closed the child's stdin (communicate() raised "flush of
    closed file" there, hiding the child's words) and the child stays silent."""
    script = (
        "import sys, time; sys.stdout.write('half a line'); sys.stdout.flush();"
        " print('a warning', file=sys.stderr, flush=True); time.sleep(60)"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert child.stdin is not None and child.stdout is not None and child.stderr is not None
    child.stdin.close()
    try:
        with pytest.raises(AssertionError) as failure:
            children.read_line(child, seconds=3)
    finally:
        child.kill()
        child.wait(timeout=children.CHILD_TIMEOUT)
        child.stdout.close()
        child.stderr.close()
    said = str(failure.value)
    assert "no line from the child within 3 s" in said
    assert "'half a line'" in said and "a warning" in said
    assert child.returncode == -9
