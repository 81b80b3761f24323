"""The board as an assistive tool sees it, read over AT-SPI (see atspi_check.sh).

Two halves, run by two interpreters:
  expected DEAL        (the project's .venv, offscreen) prints, as JSON, the 52 cell
                       names of a deal as addiction/ui/board/accessibility.py words them,
                       a square to click (a card that cannot move), a card with one move
                       to play with the keyboard, and what its move announces;
  read EXPECTED_FILE   (Debian's /usr/bin/python3 with python3-pyatspi) finds the
                       running game on the AT-SPI desktop, compares the names of its
                       table's cells, then clicks the square, walks the keyboard cursor
                       to the card (Page Up, Home, Down, Right), presses Return, and checks that
                       focus events named each square and that the move was announced.
                       Exit status 1 on any mismatch.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

TIMEOUT_SECONDS = 20.0
KEY_INTERVAL_MS = 150
# X keysyms
PAGE_UP, HOME, DOWN, RIGHT, RETURN = 0xFF55, 0xFF50, 0xFF54, 0xFF53, 0xFF0D


def expected(deal: int) -> None:
    from PySide6.QtWidgets import QApplication

    from addiction.engine import COLUMNS, SQUARES, Game
    from addiction.models.board_model import BoardModel
    from addiction.ui.board import BoardView
    from addiction.ui.board.accessibility import BoardAnnouncer
    from addiction.ui.board_speech import cell_name

    _app = QApplication([])
    game = Game.new(deal)
    model = BoardModel(game)
    cells = [model.cell(square) for square in range(SQUARES)]
    click = next(s for s, cell in enumerate(cells) if cell.card is not None and not cell.moves)
    play = next(s for s, cell in enumerate(cells) if cell.card is not None and len(cell.moves) == 1)
    view = BoardView()
    view.setModel(model)
    announcer = BoardAnnouncer(view, model)
    announced: list[str] = []
    announcer.announced.connect(announced.append)
    game.play(cells[play].moves[0])
    model.refresh()
    announcer.game_changed()
    plan = {
        "names": [cell_name(cell) for cell in cells],
        "click": click,
        "row": play // COLUMNS,
        "column": play % COLUMNS,
        "said": announced,
    }
    json.dump(plan, sys.stdout, indent=1)


def _find_table(pyatspi: Any) -> tuple[Any, Any]:
    """The first accessible with role table named "Card table" on the desktop."""
    for app in pyatspi.Registry.getDesktop(0):
        if app is None:
            continue
        found = pyatspi.findDescendant(
            app, lambda node: node.getRole() == pyatspi.ROLE_TABLE and node.name == "Card table"
        )
        if found is not None:
            return app, found
    return None, None


def _check_names(pyatspi: Any, table: Any, want: list[str]) -> list[str]:
    children = [table.getChildAtIndex(i) for i in range(table.childCount)]
    cells = [c for c in children if c is not None and c.getRole() == pyatspi.ROLE_TABLE_CELL]
    names = [cell.name for cell in cells]
    print(f"atspi: {len(cells)} children with role 'table cell'")
    for square in range(0, len(cells), 13):
        print(f"atspi: cell {square}: {cells[square].name!r} ({cells[square].description})")
    problems = [
        f"cell {square}: {got!r}, expected {wanted!r}"
        for square, (got, wanted) in enumerate(zip(names, want, strict=False))
        if got != wanted
    ]
    if len(names) != len(want):
        problems.append(f"{len(names)} cells, expected {len(want)}")
    if not problems:
        print(f"atspi: all {len(names)} cell names match the game's own words")
    return problems


def _play_by_keyboard(pyatspi: Any, table: Any, plan: dict[str, Any]) -> list[str]:
    """Click the square, walk to the card, press Return; check what was heard."""
    from gi.repository import GLib

    heard: list[tuple[str, str]] = []

    def listen(event: Any) -> None:
        if event.type.startswith("object:announcement"):
            heard.append(("announced", str(event.any_data)))
        elif event.detail1 and event.source.getRole() == pyatspi.ROLE_TABLE_CELL:
            heard.append(("focus", event.source.name))

    pyatspi.Registry.registerEventListener(
        listen, "object:announcement", "object:state-changed:focused"
    )
    box = table.getChildAtIndex(plan["click"]).queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    pyatspi.Registry.generateMouseEvent(
        box.x + box.width // 2, box.y + box.height // 2, pyatspi.MOUSE_B1C
    )
    keys = [PAGE_UP, HOME] + [DOWN] * plan["row"] + [RIGHT] * plan["column"] + [RETURN]

    def press_next() -> bool:
        if keys:
            pyatspi.Registry.generateKeyboardEvent(keys.pop(0), None, pyatspi.KEY_SYM)
            return True
        GLib.timeout_add(1500, pyatspi.Registry.stop)
        return False

    GLib.timeout_add(1000, lambda: GLib.timeout_add(KEY_INTERVAL_MS, press_next) and False)
    pyatspi.Registry.start()
    focus = [name for kind, name in heard if kind == "focus"]
    said = [text for kind, text in heard if kind == "announced"]
    print(f"atspi: focus events on cells: {len(focus)}, last {focus[-1:]}")
    print(f"atspi: announced: {said}")
    problems = []
    target = plan["names"][plan["row"] * 13 + plan["column"]]
    if target not in focus:
        problems.append(f"no focus event on {target!r}")
    if said != plan["said"]:
        problems.append(f"announced {said}, expected {plan['said']}")
    return problems


def read(expected_file: str) -> int:
    import pyatspi

    with open(expected_file, encoding="utf-8") as file:
        plan = json.load(file)
    deadline = time.monotonic() + TIMEOUT_SECONDS
    app, table = _find_table(pyatspi)
    while table is None and time.monotonic() < deadline:
        time.sleep(0.5)
        app, table = _find_table(pyatspi)
    if table is None:
        print("atspi: no table named 'Card table' on the AT-SPI desktop")
        return 1
    print(f"atspi: application {app.name!r}, table {table.name!r}, {table.childCount} children")
    problems = _check_names(pyatspi, table, plan["names"])
    problems += _play_by_keyboard(pyatspi, table, plan)
    for problem in problems:
        print("atspi: MISMATCH: " + problem)
    if not problems:
        print("atspi: OK")
    return 1 if problems else 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["expected"] and len(sys.argv) == 3:
        expected(int(sys.argv[2]))
    elif sys.argv[1:2] == ["read"] and len(sys.argv) == 3:
        sys.exit(read(sys.argv[2]))
    else:
        sys.exit("usage: atspi_check.py expected DEAL | read EXPECTED_FILE")
