"""Start-up on a real X display: exec to the first visible, painted window, the game
against a bare PySide6 window.

    .venv/bin/python benchmarks/startup_display_bench.py [--runs 8] [--grab FOLDER] [--deck KEY]
        [--smoke]

It starts an X server of its own (Xvfb, on the first free display number from :83)
with the openbox window manager, then times interleaved runs of
`python -m addiction --deal 7` (in a data folder of its own, filled by a first run
that is not counted), of a bare QMainWindow of the game's default size (1100x720), and
of the floor (floor_window.py: the game's first frame, menus, toolbar, status bar and a
painted board of 48 cards, built with nothing but PySide6), and prints the medians and
the ratios to the bare window (the target for the game is at most 1.3x). The floor's
ratio is the least a PySide6 program showing that frame takes here.

How "visible and painted" is seen, the same way for both: the processes run with
benchmarks/first_frame/ on PYTHONPATH, whose sitecustomize.py watches the first
window shown and writes a line to a pipe as soon as Qt has handled that window's
first Expose event from the X server, which paints the window and flushes it to
the display. The time is taken here, from just before the exec to the line read;
so is the process's CPU time then (/proc): on a machine busy with other work the
wall-clock times wait for the CPU, and their ratio with them.
--grab FOLDER saves the first frame of each program there (game.png, bare.png), as
the window was at that moment, to compare two builds (compare -metric AE).

--deck KEY also times the game with that card deck chosen in View > Cards (its own
data folder, whose preferences keep it), interleaved with the others: the deck is read
after the first frame (addiction/ui/window/view_choices.py), so this is what choosing
one costs the first frame; benchmarks/board_bench.py --deck times the reading itself.
Without Xvfb (or openbox) it runs the offscreen benchmark, startup_bench.py.
Every wait has a timeout; the X server and the window manager are ended at the end.
--smoke: one run of each (no first run before), the deck addiction/minimum.svgz too.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import startup_bench
from timing import SMOKE_HELP

#: The game's default window size (addiction/ui/main_window.py); the bare window's.
WINDOW_SIZE = (1100, 720)
BARE_WINDOW = f"""
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize({WINDOW_SIZE[0]}, {WINDOW_SIZE[1]})
window.show()
app.exec()
"""
XVFB = ["Xvfb", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"]
FIRST_DISPLAY = 83
PROBE = Path(__file__).resolve().parent / "first_frame"
FLOOR = Path(__file__).resolve().parent / "floor_window.py"
#: Seconds to wait for a first frame, for the X server and the window manager to
#: come up, and for a process to end once asked.
FRAME_TIMEOUT = 60.0
SERVER_TIMEOUT = 20.0
END_TIMEOUT = 20.0


def read_line(fd: int, timeout: float) -> bytes:
    """The first line written to fd, waiting at most timeout seconds (TimeoutError)."""
    deadline = time.monotonic() + timeout
    data = b""
    while not data.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            raise TimeoutError(f"nothing read within {timeout} s")
        chunk = os.read(fd, 256)
        if not chunk:
            raise EOFError("the writer ended before a whole line")
        data += chunk
    return data


def end(process: subprocess.Popen[bytes], how: signal.Signals = signal.SIGTERM) -> None:
    """Ask process to end (the game quits cleanly on SIGTERM); kill it if it does not."""
    if process.poll() is None:
        process.send_signal(how)
    try:
        process.wait(END_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(END_TIMEOUT)


def x_server() -> tuple[subprocess.Popen[bytes], str]:
    """An Xvfb server on the first free display from FIRST_DISPLAY, and its DISPLAY,
    once it takes connections (it writes its number to -displayfd then)."""
    for number in range(FIRST_DISPLAY, FIRST_DISPLAY + 100):
        if Path(f"/tmp/.X{number}-lock").exists():
            continue  # another server's
        ready_read, ready_write = os.pipe()
        server = subprocess.Popen(
            [*XVFB, f":{number}", "-displayfd", str(ready_write)],
            pass_fds=[ready_write],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(ready_write)
        try:
            return server, ":" + read_line(ready_read, SERVER_TIMEOUT).decode().strip()
        except (TimeoutError, EOFError):
            end(server)  # taken meanwhile, or the server failed: try the next number
        finally:
            os.close(ready_read)
    raise RuntimeError("no free X display number")


@contextlib.contextmanager
def x_display() -> Iterator[str]:
    """An Xvfb server with openbox running on it, for the block; its DISPLAY."""
    server, display = x_server()
    manager = None
    try:
        environment = {**os.environ, "DISPLAY": display}
        manager = subprocess.Popen(
            ["openbox"], env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        wait_for_window_manager(environment)
        yield display
    finally:
        if manager is not None:
            end(manager)
        end(server)


def wait_for_window_manager(environment: dict[str, str]) -> None:
    """Return once a window manager has claimed the display (EWMH's supporting-WM
    check on the root window); RuntimeError after SERVER_TIMEOUT."""
    deadline = time.monotonic() + SERVER_TIMEOUT
    while time.monotonic() < deadline:
        check = subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
            env=environment,
            capture_output=True,
            text=True,
            timeout=SERVER_TIMEOUT,
        )
        if "window id" in check.stdout:
            return
        time.sleep(0.05)
    raise RuntimeError("the window manager did not start")


def cpu_seconds(pid: int) -> float:
    """The CPU time (user + system) process pid has used so far (Linux's /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def first_frame(
    command: list[str], environment: dict[str, str], grab: Path | None
) -> tuple[float, float]:
    """Seconds from exec to command's first painted window, and the CPU seconds the
    process used until then; the process is then ended."""
    report_read, report_write = os.pipe()
    environment = {**environment, "FIRST_FRAME_FD": str(report_write)}
    if grab is not None:
        environment["FIRST_FRAME_GRAB"] = str(grab)
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(
            command,
            env=environment,
            pass_fds=[report_write],
            stdout=subprocess.DEVNULL,
            stderr=errors,
        )
        os.close(report_write)
        try:
            read_line(report_read, FRAME_TIMEOUT)
            elapsed = time.perf_counter() - start
            cpu = cpu_seconds(process.pid)
        except (TimeoutError, EOFError) as error:
            end(process, signal.SIGKILL)
            errors.seek(0)
            sys.exit(f"{' '.join(command)}: no first frame ({error}):\n{errors.read().decode()}")
        finally:
            os.close(report_read)
        end(process)
    return elapsed, cpu


def probed_environment(folder: str, display: str) -> dict[str, str]:
    """The environment of a program timed on display: the game's start-up data in
    folder (startup_bench.startup_environment), X11, and the first-frame probe."""
    return {
        **startup_bench.startup_environment(folder),
        "QT_QPA_PLATFORM": "xcb",
        "DISPLAY": display,
        "PYTHONPATH": os.pathsep.join([str(PROBE), *filter(None, [os.environ.get("PYTHONPATH")])]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=8)
    parser.add_argument("--grab", type=Path, help="save each program's first frame here")
    parser.add_argument("--deck", help="also the game with this card deck chosen (a key)")
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    options = parser.parse_args()
    if options.smoke:
        options.runs, options.deck = 1, options.deck or "addiction/minimum.svgz"
    if not (shutil.which("Xvfb") and shutil.which("openbox") and shutil.which("xprop")):
        print("no Xvfb, openbox or xprop here: the offscreen benchmark instead")
        sys.argv[1:] = ["--smoke"] if options.smoke else ["--runs", str(options.runs)]
        startup_bench.main()
        return
    with x_display() as display, tempfile.TemporaryDirectory() as folder:
        environment = probed_environment(folder, display)
        programs = {
            "game": [sys.executable, "-m", "addiction", "--deal", "7"],
            "bare": [sys.executable, "-c", BARE_WINDOW],
            "floor": [sys.executable, str(FLOOR)],
        }
        environments = dict.fromkeys(programs, environment)
        if options.deck:
            programs["deck"] = programs["game"]
            environments["deck"] = probed_environment(str(Path(folder) / "deck"), display)
            startup_bench.keep_card_deck(environments["deck"], options.deck)
        grabs = {
            name: None if options.grab is None else options.grab / f"{name}.png"
            for name in programs
        }
        for name, command in programs.items():  # fills the data folder and the caches
            if not options.smoke:
                first_frame(command, environments[name], grabs[name])
        runs: dict[str, list[tuple[float, float]]] = {name: [] for name in programs}
        for _ in range(options.runs):  # interleaved, so load on the machine hits both alike
            for name, command in programs.items():
                runs[name].append(first_frame(command, environments[name], None))
    wall = {name: statistics.median(w for w, _ in runs[name]) for name in programs}
    cpu = {name: statistics.median(c for _, c in runs[name]) for name in programs}
    print(f"display {display} (Xvfb + openbox), runs: {options.runs} each, interleaved")
    described = {
        "game": "game (python -m addiction --deal 7)",
        "bare": f"bare PySide6 QMainWindow {WINDOW_SIZE[0]}x{WINDOW_SIZE[1]}",
        "floor": "floor (floor_window.py: the first frame in plain PySide6)",
        "deck": f"game with the card deck {options.deck}",
    }
    for name in programs:
        print(
            f"{described[name]}: median {wall[name] * 1000:.0f} ms, "
            f"min {min(w for w, _ in runs[name]) * 1000:.0f} ms"
        )
    print(f"ratio game / bare (medians): {wall['game'] / wall['bare']:.2f}x (target <= 1.3x)")
    print(f"ratio floor / bare (medians): {wall['floor'] / wall['bare']:.2f}x")
    if options.deck:
        print(f"ratio game with the deck / game (medians): {wall['deck'] / wall['game']:.3f}x")
    print(
        f"CPU time to the first frame (user + system, 1/{os.sysconf('SC_CLK_TCK')} s ticks), "
        f"medians: game {cpu['game'] * 1000:.0f} ms, bare {cpu['bare'] * 1000:.0f} ms, "
        f"floor {cpu['floor'] * 1000:.0f} ms; game / bare {cpu['game'] / cpu['bare']:.2f}x, "
        f"floor / bare {cpu['floor'] / cpu['bare']:.2f}x"
    )
    if options.deck:
        print(
            f"CPU time with the deck: {cpu['deck'] * 1000:.0f} ms, {cpu['deck'] / cpu['game']:.3f}x"
        )


if __name__ == "__main__":
    main()
