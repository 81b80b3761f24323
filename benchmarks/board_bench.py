"""How fast the board paints: a frame must never be the reason a move feels slow.

    python benchmarks/board_bench.py [--deck KEY] [--smoke]

--deck KEY compares a card deck (View > Cards; its key as addiction/ui/decks/found.py
lists them: "addiction/minimum.svgz", "aisleriot/bonded.svgz", "kde/svg-oxygen") with
the painted face instead: what reading the deck and drawing its 52 faces takes, then
the repaints below with the painted face and with the deck, taken in turns in one
process and in CPU time (the process's own), so that other work on the machine weighs
on both alike.
Otherwise it prints, on the offscreen platform:
- a full repaint of the board at 1920x1080, at device pixel ratio 1 and 2
  (the ratio comes from QT_SCALE_FACTOR in a child process, so the backing
  store really is 3840x2160): with the table layer current (a blit), with
  every cell redrawn into it, and the first paint of a new view (cold caches);
- a move and its undo, each with its model refresh and narrow repaint;
- one drag frame: a mouse move with a card in hand and the repaint it causes;
- start-up to the first painted board, and the whole `python -m addiction
  --screenshot` run, both in fresh processes from source.
Targets (issue 4): repaint <= 8 ms median, drag frame <= 4 ms, start-up <= 0.6 s.
--smoke: every figure above and the --deck comparison (addiction/minimum.svgz), each
from a few repetitions and one run (benchmarks/smoke.py). Figures only; nothing
asserts on them.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from timing import timed

#: --smoke: each figure from a few repetitions (REPEATS caps them), one run each.
SMOKE = "--smoke" in sys.argv[1:]
SMOKE_REPEATS = 2
SMOKE_DECK = "addiction/minimum.svgz"


def repeats(count: int) -> int:
    return min(count, SMOKE_REPEATS) if SMOKE else count


ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZE = (1920, 1080)


def board_fixture():  # type: ignore[no-untyped-def]
    """A mid-game board (some cards in place, a hint) in a shown view."""
    from addiction.engine import Game
    from addiction.models import BoardModel
    from addiction.ui.board import BoardView

    game = Game.new(1)
    for _ in range(12):
        moves = game.board.legal_moves()
        if not moves:
            break
        game.play(moves[0])
    model = BoardModel(game)
    moves = game.board.legal_moves()
    if moves:
        model.set_hint(moves[0])
    view = BoardView()
    view.setAnimationsEnabled(False)
    view.setModel(model)
    view.resize(*SIZE)
    view.show()
    return game, model, view


def child_paint() -> None:
    """Repaint and drag figures at this process's device pixel ratio."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QImage
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from addiction.ui.board import BoardView

    app = QApplication([])
    game, model, view = board_fixture()
    app.processEvents()
    viewport = view.viewport()
    ratio = viewport.devicePixelRatioF()
    label = f"{SIZE[0]}x{SIZE[1]} at ratio {ratio:g}"
    print(f"full repaint, {label}: {timed(viewport.repaint, repeats(100))}")

    def redraw_all() -> None:
        view._layer._drawn = [None] * 52  # benchmark only: forget what the layer holds
        viewport.repaint()

    print(f"full repaint with all 52 cells redrawn, {label}: {timed(redraw_all, repeats(50))}")

    def first_paint() -> None:
        fresh = BoardView()  # empty caches: every card face and mark is drawn
        fresh.setModel(model)
        fresh.resize(*SIZE)
        image = QImage(round(SIZE[0] * ratio), round(SIZE[1] * ratio), QImage.Format.Format_RGB32)
        image.setDevicePixelRatio(ratio)
        fresh.render(image)

    print(f"first paint of a new view (cold caches), {label}: {timed(first_paint, repeats(5))}")

    move = game.board.legal_moves()[0]

    def move_and_back() -> None:
        game.play(move)
        model.refresh()
        app.processEvents()  # the repaint of the cells that changed
        game.undo()
        model.refresh()
        app.processEvents()

    moved = timed(move_and_back, repeats(50))
    print(f"a move and its undo, each refreshed and repainted, {label}: {moved}")

    source = game.board.legal_moves()[0].source
    start = QPointF(view.cellRect(source).center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start.toPoint())
    steps = [start + QPointF(12 + 7 * (i % 60), 9 + 3 * (i % 60)) for i in range(120)]
    positions = iter(steps * 2)

    def frame() -> None:
        QTest.mouseMove(viewport, next(positions).toPoint())
        app.processEvents()  # delivers the update: the frame is painted here

    frame()
    print(f"drag frame, {label}: {timed(frame, repeats(200))}")
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start.toPoint())


def child_startup(spawned: float) -> None:
    """Time from process spawn to the first paint of a shown board."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    app = QApplication([])

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                app.quit()
            return False

    _game, _model, view = board_fixture()
    watcher = FirstPaint()
    view.viewport().installEventFilter(watcher)
    app.exec()
    # The quit is handled after the paint event returns, so the frame is finished.
    print(f"{time.time() - spawned:.3f}")


def cpu_ms(action: Callable[[], object]) -> float:
    """The CPU time the process spends on action, in ms."""
    start = time.process_time()
    action()
    return (time.process_time() - start) * 1000


def child_deck(deck_key: str) -> None:
    """The deck read and drawn, then repaints with the painted face and with the deck, in
    turns, in CPU time, at this process's device pixel ratio."""
    from PySide6.QtWidgets import QApplication

    from addiction.engine import FULL_DECK
    from addiction.ui.card_painter import CardPainter
    from addiction.ui.decks.found import find_deck
    from addiction.ui.decks.svg_deck import SvgDeck
    from addiction.ui.theme import LIGHT

    app = QApplication([])
    game, model, view = board_fixture()
    app.processEvents()
    viewport = view.viewport()
    ratio = viewport.devicePixelRatioF()
    found = find_deck(deck_key)
    if found is None:
        sys.exit(f"no card deck {deck_key!r} here")
    size = view.cellRect(0).size()

    def read_and_draw() -> None:
        cards = CardPainter(LIGHT)
        cards.set_face("standard", SvgDeck(found))
        for card in FULL_DECK:
            cards.card_pixmap(card, size, ratio)

    readings = [cpu_ms(read_and_draw) for _ in range(repeats(3))]
    label = f"{SIZE[0]}x{SIZE[1]} at ratio {ratio:g}"
    print(f"{deck_key}: read and its 52 faces drawn, {label}: median {median(readings)}")
    deck = SvgDeck(found)
    move = game.board.legal_moves()[0]

    def redraw_all() -> None:
        view._layer._drawn = [None] * 52  # benchmark only: forget what the layer holds
        viewport.repaint()

    def move_and_back() -> None:
        game.play(move)
        model.refresh()
        app.processEvents()
        game.undo()
        model.refresh()
        app.processEvents()

    figures = {
        "full repaint": (viewport.repaint, 40),
        "full repaint with all 52 cells redrawn": (redraw_all, 4),
        "a move and its undo, each refreshed and repainted": (move_and_back, 8),
    }
    times: dict[tuple[str, str], list[float]] = {}
    turns = (("painted", None), ("deck", deck))
    for turn in range(repeats(6)):  # in turns, each first every other time
        for face, art in turns if turn % 2 else turns[::-1]:
            view.setCardFace("standard", art)
            viewport.repaint()  # the layer drawn anew with these cards
            for name, (action, count) in figures.items():
                times.setdefault((name, face), []).extend(
                    cpu_ms(action) for _ in range(repeats(count))
                )
    for name in figures:
        painted, with_deck = times[name, "painted"], times[name, "deck"]
        ratio_to_painted = statistics.median(with_deck) / statistics.median(painted)
        print(
            f"{name}, {label}, CPU: painted face median {median(painted)}, "
            f"deck median {median(with_deck)} ({ratio_to_painted:.2f}x)"
        )


def median(values: list[float]) -> str:
    return f"{statistics.median(values):.2f} ms"


def run_child(args: list[str], scale: int = 1) -> str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=str(scale))
    smoke = ["--smoke"] if SMOKE else []
    result = subprocess.run(
        [sys.executable, __file__, *args, *smoke],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.strip()


def main() -> None:
    if SMOKE:
        sys.argv.remove("--smoke")
    if sys.argv[1:2] == ["--paint"]:
        child_paint()
        return
    if sys.argv[1:2] == ["--startup"]:
        child_startup(float(sys.argv[2]))
        return
    if sys.argv[1:2] == ["--deck-child"]:
        child_deck(sys.argv[2])
        return
    if sys.argv[1:2] == ["--deck"]:
        print(run_child(["--deck-child", sys.argv[2]], scale=1))
        print(run_child(["--deck-child", sys.argv[2]], scale=2))
        return
    print(run_child(["--paint"], scale=1))
    print(run_child(["--paint"], scale=2))
    if SMOKE:
        print(run_child(["--deck-child", SMOKE_DECK], scale=1))
    run_child(["--startup", str(time.time())])  # once to warm the bytecode cache
    runs = 1 if SMOKE else 5
    times = [float(run_child(["--startup", str(time.time())])) for _ in range(runs)]
    print(f"start-up to first painted board: median {statistics.median(times):.3f} s")
    with tempfile.TemporaryDirectory() as home:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            HOME=home,
            XDG_CONFIG_HOME=f"{home}/config",
            XDG_DATA_HOME=f"{home}/data",
        )
        command = [
            sys.executable,
            "-m",
            "addiction",
            "--deal",
            "1",
            "--screenshot",
            f"{home}/shot.png",
            "--size",
            "1280x800",
        ]
        shots = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(command, env=env, cwd=ROOT, check=True, capture_output=True)
            shots.append(time.perf_counter() - start)
    print(
        "python -m addiction --screenshot (start, paint, save PNG, exit): "
        f"median {statistics.median(shots):.3f} s"
    )


if __name__ == "__main__":
    main()
