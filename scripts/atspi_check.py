"""The board as an assistive tool sees it, read over AT-SPI (see atspi_check.sh).

Two halves, run by two interpreters:
  expected DEAL        (the project's .venv) prints the 52 cell names of a deal, as
                       addiction/ui/board/accessibility.py words them, one a line;
  read EXPECTED_FILE   (Debian's /usr/bin/python3 with python3-pyatspi) finds the
                       running game on the AT-SPI desktop, its table and cells, and
                       compares their names with the file; exit 1 on a mismatch.
"""

from __future__ import annotations

import sys
import time
from typing import Any

TIMEOUT_SECONDS = 20.0


def expected(deal: int) -> None:
    from addiction.engine import SQUARES, Game
    from addiction.models.board_model import BoardModel
    from addiction.ui.board.accessibility import cell_name

    model = BoardModel(Game.new(deal))
    for square in range(SQUARES):
        print(cell_name(model.cell(square)))


def _find_table(pyatspi: Any) -> Any:
    """The first accessible with role table named "Card table" on the desktop."""
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None:
            continue
        found = pyatspi.findDescendant(
            app, lambda node: node.getRole() == pyatspi.ROLE_TABLE and node.name == "Card table"
        )
        if found is not None:
            return app, found
    return None, None


def read(expected_file: str) -> int:
    import pyatspi

    with open(expected_file, encoding="utf-8") as file:
        want = file.read().splitlines()
    deadline = time.monotonic() + TIMEOUT_SECONDS
    app, table = _find_table(pyatspi)
    while table is None and time.monotonic() < deadline:
        time.sleep(0.5)
        app, table = _find_table(pyatspi)
    if table is None:
        print("atspi: no table named 'Card table' on the AT-SPI desktop")
        return 1
    print(f"atspi: application {app.name!r}, table {table.name!r}, {table.childCount} children")
    children = [table.getChildAtIndex(i) for i in range(table.childCount)]
    cells = [c for c in children if c is not None and c.getRole() == pyatspi.ROLE_TABLE_CELL]
    names = [cell.name for cell in cells]
    print(f"atspi: {len(cells)} children with role 'table cell'")
    for square in range(0, len(cells), 13):
        cell = cells[square]
        print(f"atspi: cell {square}: {cell.name!r} ({cell.description})")
    wrong = [
        f"cell {square}: {got!r}, expected {wanted!r}"
        for square, (got, wanted) in enumerate(zip(names, want, strict=False))
        if got != wanted
    ]
    if len(names) != len(want) or wrong:
        print(f"atspi: MISMATCH: {len(names)} cells, expected {len(want)}")
        for line in wrong:
            print("atspi:   " + line)
        return 1
    print(f"atspi: all {len(names)} cell names match the game's own words")
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["expected"] and len(sys.argv) == 3:
        expected(int(sys.argv[2]))
    elif sys.argv[1:2] == ["read"] and len(sys.argv) == 3:
        sys.exit(read(sys.argv[2]))
    else:
        sys.exit("usage: atspi_check.py expected DEAL | read EXPECTED_FILE")
