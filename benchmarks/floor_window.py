"""The floor of start-up: the least a PySide6 program does to show what the game's first
frame shows, with none of the game's code. startup_display_bench.py times it beside the
game and a bare window; run alone it just shows the window.

    .venv/bin/python benchmarks/floor_window.py [--smoke]

What it shows, like `python -m addiction --deal 7` (docs/architecture.md, "Start-up and
footprint"): a window of the game's default size with its four menus and their items
(with shortcuts), a toolbar of six actions with the style's standard icons and text
beside them, a status bar of four fields, and a board painted in one paint event: a
felt gradient, 48 cards (a rounded face, two corner indices, the pips of number cards
and a framed letter for court cards) and 4 gaps. It caches nothing, keeps no model, no
settings, no translations, no statistics, no accessibility table: each thing the
game's first frame carries beyond this is the game's own cost. How long this takes
beside a bare QMainWindow is the least any PySide6 build of that frame can take here.
--smoke: the window built, shown and painted once (grabbed), the time that took
printed, then the program ends.
"""

from __future__ import annotations

import argparse
import sys
import time

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QStyle, QToolBar, QWidget
from timing import SMOKE_HELP

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")  # card % 13 - 1
SUITS = "\u2660\u2665\u2666\u2663"
#: The game's default window size (addiction/ui/main_window.py).
WINDOW_SIZE = (1100, 720)
#: Menu titles and how many items each holds, about the game's.
MENUS = (("&Game", 16), ("&Play", 12), ("&View", 12), ("&Help", 5))
TOOLBAR = (
    ("New game", QStyle.StandardPixmap.SP_FileIcon),
    ("Restart", QStyle.StandardPixmap.SP_BrowserReload),
    ("Undo", QStyle.StandardPixmap.SP_ArrowBack),
    ("Redo", QStyle.StandardPixmap.SP_ArrowForward),
    ("Hint", QStyle.StandardPixmap.SP_MessageBoxQuestion),
    ("Shuffle", QStyle.StandardPixmap.SP_BrowserReload),
)
#: Pip rows of a number card: how many pips sit in each of up to five rows.
PIP_ROWS = {2: (1, 0, 1), 3: (1, 1, 1), 4: (2, 0, 2), 5: (2, 1, 2), 6: (2, 2, 2),
            7: (2, 1, 2, 2), 8: (2, 2, 2, 2), 9: (2, 2, 1, 2, 2), 10: (2, 2, 2, 2, 2)}  # fmt: skip


class Board(QWidget):
    """Four rows of thirteen squares: the cards of one fixed layout and four gaps."""

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = QLinearGradient(0, 0, 0, self.height())
        felt.setColorAt(0, QColor("#2f7a4a"))
        felt.setColorAt(1, QColor("#1f5a36"))
        painter.fillRect(self.rect(), felt)
        width, height = (self.width() - 28) / 13, (self.height() - 40) / 4
        corner, pip = QFont(), QFont()
        corner.setPixelSize(int(height * 0.16))
        pip.setPixelSize(int(height * 0.14))
        for square in range(52):
            row, column = divmod(square, 13)
            face = QRectF(14 + column * width + 3, 20 + row * height + 8, width - 6, height - 16)
            card = square * 5 % 52  # a fixed layout of the 52 cards (5 is prime to 52)
            if card % 13 == 0:  # an Ace's square: one of the four gaps
                painter.setPen(QPen(QColor("#e0c040"), 2, Qt.PenStyle.DashLine))
                painter.setBrush(QColor("#1f5a36"))
                painter.drawRoundedRect(face, 6, 6)
                continue
            rank, suit = card % 13 - 1, SUITS[card // 13]
            colour = QColor("#c01010") if suit in "\u2665\u2666" else QColor("black")
            painter.setPen(QPen(QColor("#808080"), 1))
            painter.setBrush(QColor("white"))
            painter.drawRoundedRect(face, 6, 6)
            painter.setPen(colour)
            painter.setFont(corner)
            index = f"{RANKS[rank]}\n{suit}"
            painter.drawText(face.adjusted(4, 2, 0, 0), Qt.AlignmentFlag.AlignLeft, index)
            painter.save()
            painter.translate(face.center())
            painter.rotate(180)
            painter.drawText(face.translated(-face.center()).adjusted(4, 2, 0, 0), index)
            painter.restore()
            painter.setFont(pip)
            if rank + 2 in PIP_ROWS:
                rows = PIP_ROWS[rank + 2]
                for line, count in enumerate(rows):
                    y = face.top() + face.height() * (line + 1) / (len(rows) + 1)
                    for place in range(count):
                        x = face.left() + face.width() * (place + 1) / (count + 1)
                        painter.drawText(
                            QRectF(x - 10, y - 10, 20, 20), Qt.AlignmentFlag.AlignCenter, suit
                        )
            else:
                frame = face.adjusted(
                    face.width() * 0.25,
                    face.height() * 0.2,
                    -face.width() * 0.25,
                    -face.height() * 0.2,
                )
                painter.drawRect(frame)
                painter.drawText(frame, Qt.AlignmentFlag.AlignCenter, RANKS[rank])
        painter.end()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    smoke = parser.parse_args().smoke
    start = time.perf_counter()
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Addiction")
    for title, items in MENUS:
        menu = window.menuBar().addMenu(title)
        for item in range(items):
            action = menu.addAction(f"Item {item + 1}")
            action.setShortcut(QKeySequence(f"Ctrl+Shift+{chr(ord('A') + item)}"))
    toolbar = QToolBar()
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    for text, icon in TOOLBAR:
        toolbar.addAction(QAction(window.style().standardIcon(icon), text, window))
    window.addToolBar(toolbar)
    for text in ("In place: 0 of 48", "Moves: 0", "Shuffles left: 3", "Time: 0:00"):
        window.statusBar().addPermanentWidget(QLabel(text))
    window.setCentralWidget(Board())
    window.resize(*WINDOW_SIZE)
    window.show()
    if smoke:
        window.grab()  # painted, board and all
        print(f"floor window shown and painted: {(time.perf_counter() - start) * 1000:.0f} ms")
        return
    app.exec()


if __name__ == "__main__":
    main()
