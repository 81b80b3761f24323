"""scripts/setup.sh (which scripts/play.sh runs first) tells its set-up as it goes: on a
fresh clone it once said one line and then nothing for the minute and more pip takes.

It runs here on a copy of the files it reads, with a stand-in Python whose pip prints
what a real one does and waits, mid-install, until the test has seen the line about the
package it is fetching: a line that only came at the end would leave it waiting."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
#: How long the stand-in pip waits for the test to see its package (a loaded machine).
WAIT_S = 15

STAND_IN = """#!/usr/bin/env bash
# A stand-in for python3 and for .venv/bin/python (setup.sh's PYTHON).
case "$1 $2" in
  "-m venv") mkdir -p "$3/bin" && cp "$0" "$3/bin/python"; exit 0 ;;
  "-m pip")
    shift 2
    case "$*" in
      --version) echo "pip 24.0" ;;
      *"--upgrade pip"*)
        echo "Collecting pip"
        echo "Installing collected packages: pip" ;;
      *"-e .[dev]"*)
        echo "Obtaining file:///clone"
        echo "Collecting PySide6>=6.6 (from addiction==1.0)"
        for _ in $(seq 1 $((WAIT_S * 10))); do
          [ -e "$GO" ] && { echo seen > "$SEEN"; break; }
          sleep 0.1
        done
        echo "Collecting pytest"
        echo "Installing collected packages: PySide6, pytest, addiction"
        echo "Successfully installed PySide6 pytest addiction" ;;
    esac
    exit 0 ;;
  "-m addiction.solve") echo "solver: compiled"; exit 0 ;;
  "setup.py -q"|"scripts/translations.py build"|"scripts/sounds.py build") exit 0 ;;
esac
exec "$REAL_PYTHON" "$@"
"""


def executable(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def test_setup_tells_each_step_and_package_as_it_goes(tmp_path: Path) -> None:
    clone = tmp_path / "clone"
    for name in (
        "scripts/setup.sh",
        "pyproject.toml",
        "setup.py",
        *(f"addiction/engine/solver/{m}.py" for m in ("family", "keys", "relax", "search")),
    ):
        (clone / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(REPO / name, clone / name)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    executable(bin_dir / "python3", STAND_IN)
    # Every Debian package the game needs is there (none is installed by a test).
    executable(bin_dir / "dpkg-query", "#!/bin/sh\nprintf 'install ok installed'\n")
    go, seen = tmp_path / "go", tmp_path / "seen"
    environment = {
        **os.environ,
        "PATH": f"{bin_dir}:{os.environ['PATH']}",
        "PYTHON": str(bin_dir / "python3"),
        "REAL_PYTHON": sys.executable,
        "HOME": str(tmp_path),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "GO": str(go),
        "SEEN": str(seen),
        "WAIT_S": str(WAIT_S),
    }
    started = time.monotonic()
    with subprocess.Popen(
        ["bash", str(clone / "scripts" / "setup.sh")],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=environment,
    ) as setup:
        assert setup.stdout is not None
        lines = []
        for line in setup.stdout:
            lines.append(line.rstrip("\n"))
            if line.strip() == "setup:   PySide6":
                go.touch()  # pip may go on: its line came while it was fetching
        code = setup.wait(timeout=WAIT_S + 60)
    assert code == 0, "\n".join(lines)
    assert seen.exists(), "the package's line came only after pip ended:\n" + "\n".join(lines)
    assert time.monotonic() - started < WAIT_S
    assert lines == [
        "setup: making a virtual environment in .venv",
        "setup: installing Python packages into .venv (a few minutes on a fresh clone)",
        "setup: upgrading pip",
        "setup:   pip",
        "setup:   installing 1 package",
        "setup: installing the game with PySide6 and its development tools",
        "setup:   PySide6",
        "setup:   pytest",
        "setup:   installing 3 packages",
        "setup: compiling the solver (or taking an earlier build of the same sources)",
        "setup: solver: compiled",
    ]
    assert "Successfully installed" in (clone / ".venv" / "pip.log").read_text(encoding="utf-8")
