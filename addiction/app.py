"""Start-up: command line, QApplication, main window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from addiction import __version__


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="addiction", description="Addiction Solitaire")
    parser.add_argument("--version", action="version", version=f"addiction {__version__}")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--deal", type=int, metavar="N", help="play numbered deal N")
    start.add_argument("--code", metavar="CODE", help="play the game a game code stands for")
    parser.add_argument("--rules", metavar="PRESET", help="addiction, classic, montana, relaxed")
    parser.add_argument("--screenshot", metavar="PATH", help="render the window to a PNG and exit")
    parser.add_argument("--size", metavar="WxH", default="1280x800", help="window size")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    from PySide6.QtWidgets import QApplication, QLabel

    from addiction.engine import Board

    app = QApplication.instance() or QApplication(sys.argv[:1])
    label = QLabel(f"<pre>{Board.deal(args.deal or 1).to_text()}</pre>")
    label.setWindowTitle("Addiction Solitaire")
    width, height = (int(v) for v in args.size.lower().split("x"))
    label.resize(width, height)
    label.show()
    if args.screenshot:
        app.processEvents()
        return 0 if label.grab().save(args.screenshot) else 1
    return app.exec()
