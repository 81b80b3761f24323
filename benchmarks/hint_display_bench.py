"""Hints in the window on a real X display: the time a player waits from pressing H
to the hint's callout painted on the board, the winnability badge's answer after a
move, and Autoplay's seconds per move.

    .venv/bin/python benchmarks/hint_display_bench.py
        [--games double-montana,spaces-and-aces,paganini-ii] [--deal 1] [--presses 10]
        [--badge-moves 5] [--autoplay-moves 30] [--autoplay-speed fast] [--grab FOLDER]
        [--smoke]

It starts an X server of its own with openbox (startup_display_bench.x_display), makes
the QApplication on it (xcb) and, for each game, opens the real main window as the
command line `--rules KEY --deal N` would (addiction/app.py create_main_window, a data
folder of its own through ADDICTION_DATA_DIR), shows and activates it. Then:

- Warm-up: as the app does after its first frame, the hint worker is started idle
  and the first press comes WARM_WAIT s after it is up (--cold: no warm-up, the
  first press starts the worker).
- Hint: each press is a real X key event (`xdotool key h`, through XTEST to the
  focused window: the H shortcut of Play > Hint), started as a subprocess while the
  event loop runs on. The time runs from just before xdotool is started to the first
  paint of the callout's text after the controller's hintShown carried a Hint (the
  hint on the board); the key's arrival in Qt and the hintShown signal are noted too.
  The hinted move (or shuffle) is then played through the controller, as a click
  would, and the board left to settle (the card's flight) before the next press, so
  each press asks about a new position. The first press of a game includes starting
  the hint worker process; the others are summed up as median / max.
- Badge: View > Show winnability is switched on; for each move the hint is asked
  (not timed), the badge's answer for the position waited for, the hinted move
  played, and the time taken from the move to the badge's answer for the new position
  ("Winnable…", "Not winnable…" or "Too hard to tell"). Then it is switched off again.
- Autoplay: Play > Autoplay on the game on the table (its confirmation answered yes),
  at --autoplay-speed (the pause before each move: control/action_player.py
  INTERVAL_MS), until it stops or --autoplay-moves moves (0: to the end); seconds per
  move by the clock, and how long each move waited for its hint beyond the pause.

The window keeps the player's defaults (animations on, badge off). --grab FOLDER saves
the window with each hint shown (KEY-press1.png, ...); how much the callout covers of
squares its hint does not name (it is meant to sit beside its own) is printed too.
The machine's load average is printed with the figures: on a shared machine the
clock times wait for the CPU. Every wait has a timeout; the X server and the window
manager are ended at the end. Without Xvfb, openbox, xprop or xdotool it says so
("skipped: ...") and exits with status 0. --smoke: Double Montana alone, two presses,
one badge move and two Autoplay moves. Figures only; nothing asserts on them.
"""

from __future__ import annotations

import argparse
import itertools
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from startup_display_bench import x_display
from timing import SMOKE_HELP, skipped

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from addiction.ui.main_window import MainWindow
    from addiction.ui.prompts import Prompts

DEFAULT_GAMES = "double-montana,spaces-and-aces,paganini-ii"
TOOLS = ("Xvfb", "openbox", "xprop", "xdotool")
#: Seconds to wait for any one answer (a hint, the badge, an Autoplay move, the window).
TIMEOUT = 60.0
#: Seconds the board is left after a move before the next press: the card's flight
#: (addiction/ui/board/animation.py) is over and the player looks again.
SETTLE = 0.5
#: Seconds between the warmed-up hint worker's start and the first press (a player
#: looks at the deal first); --cold presses with no worker started.
WARM_WAIT = 2.0


@dataclass
class GameFigures:
    key: str
    title: str
    presses: list[float] = field(default_factory=list)  # H to the callout painted
    key_arrived: list[float] = field(default_factory=list)  # H to the key in Qt
    signalled: list[float] = field(default_factory=list)  # H to hintShown's Hint
    looking: list[float] = field(default_factory=list)  # H to "Looking…" painted
    badge_on: float | None = None  # switched on to the first answer
    badge: list[tuple[float, str]] = field(default_factory=list)  # move to answer
    autoplay_moves: list[float] = field(default_factory=list)  # clock between moves
    autoplay_hint_waits: list[float] = field(default_factory=list)  # asked to played
    autoplay_end: str = ""
    autoplay_status: str = ""  # the game's, once Autoplay stopped
    autoplay_seconds: float = 0.0
    autoplay_pause: int = 0
    #: Per press: how much of the squares the hint does not name its callout covers,
    #: in card areas (the callout is meant to sit beside its squares, over none).
    covered: list[float] = field(default_factory=list)
    workers_before: int = 0  # worker processes running before the first press
    problems: list[str] = field(default_factory=list)


def spin(until: Callable[[], bool], timeout: float) -> bool:
    """Run the event loop (sleeping between events, not polling the CPU away from the
    workers) until until() holds or timeout seconds passed; whether it holds."""
    from PySide6.QtCore import QEventLoop, QTimer

    if until():
        return True
    loop = QEventLoop()
    check = QTimer()
    check.setInterval(5)
    check.timeout.connect(lambda: until() and loop.quit())
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)
    check.start()
    deadline.start(round(timeout * 1000))
    loop.exec()
    check.stop()
    deadline.stop()
    return until()


def settle(seconds: float) -> None:
    """Let the event loop run for seconds (animations, repaints)."""
    end = time.perf_counter() + seconds
    spin(lambda: time.perf_counter() >= end, seconds + 1)


def make_probe(window: MainWindow) -> Any:
    """An object that notes, once armed, when the H key reached Qt, when hintShown
    carried a Hint (and which), and when the callout's text was first painted after."""
    from PySide6.QtCore import QEvent, QObject, Qt
    from PySide6.QtWidgets import QApplication

    from addiction.control.notices import HintSearch, HintShown
    from addiction.engine.hints import Hint

    class Probe(QObject):
        def __init__(self) -> None:
            super().__init__(window)
            self.arm()
            window.controller.hintShown.connect(self._shown)
            window.view.callout().label.installEventFilter(self)
            QApplication.instance().installEventFilter(self)

        def arm(self) -> None:
            self.key_at: float | None = None
            self.hint_at: float | None = None
            self.painted_at: float | None = None
            self.looking_at: float | None = None
            self.looking_painted_at: float | None = None
            self.hint: Hint | None = None
            self.failure: str | None = None

        def _shown(self, shown: HintShown) -> None:
            now = time.perf_counter()
            if shown.news is HintSearch.LOOKING:
                self.looking_at = now
            elif isinstance(shown.news, Hint):
                self.hint_at, self.hint = now, shown.news
            elif shown.news is not None and shown.news is not HintSearch.STILL_LOOKING:
                self.failure = repr(shown.news)

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            kind = event.type()
            if (
                kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
                and self.key_at is None
                and event.key() == Qt.Key.Key_H  # a QKeyEvent
            ):
                self.key_at = time.perf_counter()
            elif (
                kind == QEvent.Type.Paint
                and self.hint_at is not None
                and self.painted_at is None
                and watched is window.view.callout().label
            ):
                self.painted_at = time.perf_counter()
            elif (
                kind == QEvent.Type.Paint
                and self.looking_at is not None
                and self.looking_painted_at is None
                and watched is window.status.hint_label
            ):
                self.looking_painted_at = time.perf_counter()
            return False

    return Probe()


def yes_prompts() -> Prompts:
    """The window's questions answered without a dialog: yes to every confirmation
    (Autoplay's hand-over), nothing to the rest."""
    from addiction.ui.prompts import Prompts

    class YesPrompts(Prompts):
        def confirm(self, parent: QWidget, title: str, text: str) -> bool:
            return True

        def confirm_leaving(self, parent: QWidget, title: str, text: str) -> tuple[bool, bool]:
            return True, False

        def deal_number(self, parent: QWidget, suggestion: int, game: str) -> str | None:
            return None

        def game_code(self, parent: QWidget, text: str, problem: str | None) -> str | None:
            return None

        def show_error(self, parent: QWidget, title: str, text: str) -> None:
            print(f"the window showed an error: {text}", file=sys.stderr)

    return YesPrompts()


def open_window(key: str, deal: int, data_folder: Path) -> MainWindow:
    """The main window as `addiction --rules KEY --deal N` opens it, shown and active."""
    from addiction.app import create_main_window
    from addiction.start_options import parse_arguments

    data_folder.mkdir(parents=True)
    os.environ["ADDICTION_DATA_DIR"] = str(data_folder)
    window = create_main_window(
        parse_arguments(["--rules", key, "--deal", str(deal)]), yes_prompts()
    )
    window.show()
    window.raise_()
    window.activateWindow()
    if not spin(window.isActiveWindow, TIMEOUT):
        raise RuntimeError(f"{key}: the window did not become active")
    settle(1.0)  # first frames, the status bar's timers
    return window


def warm_up(window: MainWindow) -> None:
    """As the app does after its first frame (addiction/app.py): the hint worker
    started idle; the player's first press comes once it is up, WARM_WAIT later."""
    window.controller.warm_up_hints()
    worker = window.controller.hint_worker
    if not spin(lambda: worker.process_ids() != [], TIMEOUT):
        raise RuntimeError("the hint worker did not start")
    settle(WARM_WAIT)


def covered_squares(window: MainWindow) -> float:
    """How much of the squares the shown hint does not name the callout covers, in
    card areas (0 when it covers none)."""
    view = window.view
    callout = view.callout()
    if not callout.isVisible():
        return 0.0
    box = callout.geometry()  # in viewport coordinates, as the squares
    named = set(callout.squares())
    card = view.cellRect(0)
    total = 0
    for square in range(view.boardModel().board.shape.squares):
        if square not in named:
            part = box.intersected(view.cellRect(square))
            if part.isValid():
                total += part.width() * part.height()
    return total / (card.width() * card.height())


def play_hint(window: MainWindow, hint: object, key: str, next_deal: list[int]) -> None:
    """Play what the hint says (a move or a shuffle); a game over starts the next deal."""
    from addiction.engine import Game, GameStatus, Rules

    controller = window.controller
    move, shuffle = hint.move, hint.shuffle
    if move is not None:
        controller.play(move)
    elif shuffle:
        controller.shuffle()
    if controller.game.status is not GameStatus.PLAYING:
        next_deal[0] += 1
        controller.start_game(Game.new(next_deal[0], Rules.preset(key)))


def time_presses(
    window: MainWindow, probe: Any, figures: GameFigures, options: argparse.Namespace
) -> None:
    next_deal = [options.deal]
    for press in range(1, options.presses + 1):
        probe.arm()
        start = time.perf_counter()
        xdotool = subprocess.Popen(["xdotool", "key", "h"], stdout=subprocess.DEVNULL)
        shown = spin(
            lambda: probe.painted_at is not None or probe.failure is not None,
            TIMEOUT,
        )
        try:
            xdotool.wait(TIMEOUT)
        except subprocess.TimeoutExpired:
            xdotool.kill()
            xdotool.wait()
        if not shown or probe.failure is not None:
            figures.problems.append(
                f"press {press}: no hint shown within {TIMEOUT:.0f} s "
                f"({probe.failure or 'timeout'}; key in Qt: {probe.key_at is not None})"
            )
            return
        figures.presses.append(probe.painted_at - start)
        figures.signalled.append(probe.hint_at - start)
        if probe.key_at is not None:
            figures.key_arrived.append(probe.key_at - start)
        if probe.looking_painted_at is not None and probe.key_at is not None:
            figures.looking.append(probe.looking_painted_at - probe.key_at)
        figures.covered.append(covered_squares(window))
        if options.grab is not None:
            settle(0.05)
            window.grab().save(str(options.grab / f"{figures.key}-press{press}.png"))
        play_hint(window, probe.hint, figures.key, next_deal)
        settle(SETTLE)


def time_badge(
    window: MainWindow, probe: Any, figures: GameFigures, options: argparse.Namespace
) -> None:
    from addiction.control.winnability import Winnability

    readout = window.winnability
    answers = (Winnability.WINNABLE, Winnability.NOT_WINNABLE, Winnability.TOO_HARD)
    answered: list[float | None] = [None]

    def note(state: Winnability) -> None:
        if state in answers and answered[0] is None:
            answered[0] = time.perf_counter()

    readout.changed.connect(note)
    action = window.menus.winnability_action
    next_deal = [options.deal + 1000]
    try:
        start = time.perf_counter()
        action.trigger()  # View > Show winnability: on
        if not spin(lambda: answered[0] is not None, TIMEOUT):
            figures.problems.append("badge: no answer after switching it on")
            return
        figures.badge_on = answered[0] - start
        for move in range(1, options.badge_moves + 1):
            probe.arm()
            window.controller.request_hint()
            if not spin(lambda: probe.hint is not None, TIMEOUT):
                figures.problems.append(f"badge move {move}: no hint to play")
                return
            spin(lambda: readout.state in answers, TIMEOUT)  # this position's answer
            answered[0] = None
            start = time.perf_counter()
            play_hint(window, probe.hint, figures.key, next_deal)
            if not spin(lambda: answered[0] is not None, TIMEOUT):
                figures.problems.append(f"badge move {move}: no answer within {TIMEOUT:.0f} s")
                return
            figures.badge.append((answered[0] - start, readout.state.value))
            settle(SETTLE)
    finally:
        readout.changed.disconnect(note)
        if action.isChecked():
            action.trigger()  # off again, as the player has it by default


def time_autoplay(
    window: MainWindow, probe: Any, figures: GameFigures, options: argparse.Namespace
) -> None:
    from addiction.control.action_player import INTERVAL_MS

    player = window.watching.player
    player.set_speed(options.autoplay_speed)
    figures.autoplay_pause = INTERVAL_MS[options.autoplay_speed]
    moved: list[float] = []
    stopped: list[str] = []
    waits = figures.autoplay_hint_waits

    def progressed(played: int, total: int) -> None:
        # Autoplay hears hintShown before the probe does and plays at once: the wait
        # is taken from "Looking for a hint" to the move played.
        now = time.perf_counter()
        moved.append(now)
        if played and probe.looking_at is not None:
            waits.append(now - probe.looking_at)
        probe.looking_at = None
        if options.autoplay_moves and played >= options.autoplay_moves:
            player.stop()

    player.progressed.connect(progressed)
    player.stopped.connect(lambda reason: stopped.append(reason.value))
    probe.arm()
    started = time.perf_counter()
    window.watching.autoplay_action.trigger()  # Play > Autoplay

    def over() -> bool:  # stopped, or no move for TIMEOUT seconds
        return bool(stopped) or time.perf_counter() - (moved or [started])[-1] > TIMEOUT

    while not over():
        spin(over, TIMEOUT)
    if not stopped:
        player.stop()
        figures.problems.append(f"autoplay: no move for {TIMEOUT:.0f} s")
    figures.autoplay_status = window.controller.game.status.value
    # moved[0] is Autoplay's start (progressed(0, 0)); each later one, a move played.
    figures.autoplay_moves = [b - a for a, b in itertools.pairwise(moved)]
    figures.autoplay_seconds = moved[-1] - moved[0] if len(moved) > 1 else 0.0
    figures.autoplay_end = ", ".join(stopped) or "not stopped"
    player.progressed.disconnect(progressed)


def bench_game(key: str, folder: Path, options: argparse.Namespace) -> GameFigures:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    window = open_window(key, options.deal, folder / key)
    if not options.cold:
        warm_up(window)
    figures = GameFigures(key, window.controller.game.rules.title)
    probe = make_probe(window)
    figures.workers_before = len(window.controller.hint_worker.process_ids())
    try:
        time_presses(window, probe, figures, options)
        if options.badge_moves:
            time_badge(window, probe, figures, options)
        if options.autoplay_moves >= 0:
            settle(SETTLE)
            time_autoplay(window, probe, figures, options)
    finally:
        window.close()  # saves and stops the worker processes
        QApplication.instance().removeEventFilter(probe)
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return figures


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def report(figures: GameFigures, options: argparse.Namespace) -> None:
    print(f"{figures.title} ({figures.key}), deal {options.deal}:")
    presses = figures.presses
    if presses:
        workers = figures.workers_before
        line = (
            f"  hint, H to the callout painted: first {ms(presses[0])} "
            f"({workers or 'no'} worker process{'es' if workers != 1 else ''} before it)"
        )
        rest = presses[1:]
        if rest:
            line += (
                f"; the other {len(rest)}: median {ms(statistics.median(rest))}, "
                f"max {ms(max(rest))}"
            )
        print(line)
        rest_signal = figures.signalled[1:]
        keys = figures.key_arrived
        if rest_signal and keys:
            print(
                f"    (hintShown: first {ms(figures.signalled[0])}, others' median "
                f"{ms(statistics.median(rest_signal))}; the key in Qt after median "
                f"{ms(statistics.median(keys))}, max {ms(max(keys))})"
            )
    if figures.looking:
        looking = figures.looking
        print(
            f'    "Looking for a hint…" painted after the key reached Qt: first '
            f"{ms(looking[0])}, median {ms(statistics.median(looking))}, max {ms(max(looking))}"
        )
    covering = [c for c in figures.covered if c > 0]
    if figures.covered:
        print(
            f"    the callout covers squares the hint does not name in {len(covering)} of "
            f"{len(figures.covered)} presses"
            + (f", up to {max(covering):.2f} of a card's area" if covering else "")
        )
    if figures.badge_on is not None:
        line = f"  badge: switched on to its answer {ms(figures.badge_on)}"
        if figures.badge:
            seconds = [s for s, _ in figures.badge]
            kinds = sorted({kind for _, kind in figures.badge})
            line += (
                f"; move to answer, {len(seconds)} moves: median "
                f"{ms(statistics.median(seconds))}, max {ms(max(seconds))} ({', '.join(kinds)})"
            )
        print(line)
    if figures.autoplay_moves:
        steps = figures.autoplay_moves
        waits = figures.autoplay_hint_waits
        print(
            f"  autoplay ({options.autoplay_speed}, {figures.autoplay_pause} ms pause a move): "
            f"{len(steps)} moves in {figures.autoplay_seconds:.1f} s, "
            f"{figures.autoplay_seconds / len(steps):.2f} s a move (median "
            f"{statistics.median(steps):.2f}, max {max(steps):.2f}); stopped: "
            f"{figures.autoplay_end}, the game {figures.autoplay_status}"
        )
        if waits:
            print(
                f"    its hints, asked to the move played: median {ms(statistics.median(waits))}, "
                f"max {ms(max(waits))}"
            )
    for problem in figures.problems:
        print(f"  problem: {problem}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=DEFAULT_GAMES, help="rules keys, comma-separated")
    parser.add_argument("--deal", type=int, default=1)
    parser.add_argument("--presses", type=int, default=10)
    parser.add_argument("--badge-moves", type=int, default=5, help="0: no badge")
    parser.add_argument(
        "--autoplay-moves", type=int, default=30, help="0: to the end; -1: no Autoplay"
    )
    parser.add_argument("--autoplay-speed", choices=("slow", "normal", "fast"), default="fast")
    parser.add_argument("--grab", type=Path, help="save the window with the hint shown here")
    parser.add_argument(
        "--cold", action="store_true", help="no hint worker started before the first press"
    )
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    options = parser.parse_args(argv)
    if options.smoke:
        options.games, options.presses = "double-montana", 2
        options.badge_moves, options.autoplay_moves = 1, 2
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        return skipped(f"no {', '.join(missing)} here: nothing measured (this benchmark needs X)")
    keys = [key.strip() for key in options.games.split(",") if key.strip()]
    if options.grab is not None:
        options.grab.mkdir(parents=True, exist_ok=True)
    load_before = os.getloadavg()
    with x_display() as display, tempfile.TemporaryDirectory() as folder:
        os.environ["DISPLAY"] = display
        os.environ["QT_QPA_PLATFORM"] = "xcb"
        from PySide6.QtWidgets import QApplication

        from addiction.store.paths import set_application_names

        app = QApplication(sys.argv[:1])
        set_application_names()
        results = [bench_game(key, Path(folder), options) for key in keys]
        del app
    load_after = os.getloadavg()
    print(
        f"display {display} (Xvfb + openbox), {options.presses} presses of H a game, "
        f"{os.cpu_count()} CPUs"
    )
    for figures in results:
        report(figures, options)
    print(
        "load average (1, 5, 15 min) before: "
        + " ".join(f"{v:.2f}" for v in load_before)
        + "; after: "
        + " ".join(f"{v:.2f}" for v in load_after)
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
