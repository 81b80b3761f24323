"""See the board as a player with colour-vision deficiency would: grey and simulated
deuteranopia and protanopia copies of screenshots, and a sheet of every board mark.

    .venv/bin/python scripts/colour_vision.py SHOT.png [SHOT2.png ...] [--out DIR]
    .venv/bin/python scripts/colour_vision.py --marks SHEET.png [--theme light|dark|high-contrast]

The first writes SHOT-grey.png, SHOT-deuteranopia.png and SHOT-protanopia.png next to
each picture (or in DIR). The second draws each mark the board can show (a card that
can move, the hint, the card picked up, in place, the gaps in every state) with the
app's own painters on the table, and the same three copies of it. Look at them: every
mark must still be told from the others. The simulation is Machado, Oliveira and
Fernandes (2009) at full severity, applied in linear RGB; only Qt is used.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

Matrix = tuple[tuple[float, float, float], ...]

#: Machado et al. 2009, severity 1.0 (linear RGB in, linear RGB out).
SIMULATIONS: dict[str, Matrix] = {
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    # Rec. 709 luminance in every channel: what is left without any colour.
    "grey": ((0.2126, 0.7152, 0.0722),) * 3,
}

_STEPS = 4096  # of the linear-light table back to sRGB


def _to_linear(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(linear: float) -> int:
    c = 12.92 * linear if linear <= 0.0031308 else 1.055 * linear ** (1 / 2.4) - 0.055
    return round(255 * min(1.0, max(0.0, c)))


_LINEAR = [_to_linear(v) for v in range(256)]
_SRGB = [_to_srgb(i / (_STEPS - 1)) for i in range(_STEPS)]


def simulate(image: QImage, matrix: Matrix) -> QImage:
    """A copy of image with every pixel's colour mapped through matrix in linear light."""
    source = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytearray(source.constBits())
    linear, srgb, top = _LINEAR, _SRGB, _STEPS - 1
    (rr, rg, rb), (gr, gg, gb), (br, bg, bb) = matrix
    cache: dict[int, tuple[int, int, int]] = {}
    for offset in range(0, len(data), 4):
        key = data[offset] << 16 | data[offset + 1] << 8 | data[offset + 2]
        mapped = cache.get(key)
        if mapped is None:
            r, g, b = linear[data[offset]], linear[data[offset + 1]], linear[data[offset + 2]]
            red, green, blue = (
                srgb[min(top, max(0, round(top * (x * r + y * g + z * b))))]
                for x, y, z in ((rr, rg, rb), (gr, gg, gb), (br, bg, bb))
            )
            mapped = (red, green, blue)
            cache[key] = mapped
        data[offset : offset + 3] = bytes(mapped)
    result = QImage(
        bytes(data),
        source.width(),
        source.height(),
        source.bytesPerLine(),
        QImage.Format.Format_RGBA8888,
    )
    return result.copy()


def write_copies(path: Path, out: Path | None) -> list[Path]:
    image = QImage(str(path))
    if image.isNull():
        raise SystemExit(f"colour_vision: cannot read {path}")
    written = []
    for name, matrix in SIMULATIONS.items():
        target = (out or path.parent) / f"{path.stem}-{name}.png"
        if not simulate(image, matrix).save(str(target)):
            raise SystemExit(f"colour_vision: cannot write {target}")
        written.append(target)
    return written


def mark_sheet(theme_name: str, card_width: int = 96) -> QImage:
    """Every mark the board shows, each over a card or in a gap, named underneath."""
    from addiction.engine import Card
    from addiction.ui.board.table_layer import paint_felt
    from addiction.ui.card_painter import CARD_ASPECT, CardPainter
    from addiction.ui.mark_painter import HALO_HINT, HALO_MOVABLE, HALO_SELECTED, MarkPainter, pad
    from addiction.ui.theme import DARK, HIGH_CONTRAST, LIGHT

    theme = {"light": LIGHT, "dark": DARK, "high-contrast": HIGH_CONTRAST}[theme_name]
    cards = CardPainter(theme, four_colour=True)
    marks = MarkPainter(cards)
    size = QSize(card_width, round(card_width * CARD_ASPECT))
    seven = Card.from_code("7H")
    eight = Card.from_code("8S")
    # (name, whether the mark lies over a card, the mark)
    samples: list[tuple[str, bool, QPixmap | None]] = [
        ("plain", True, None),
        ("can move", True, marks.halo(HALO_MOVABLE, size, 1.0)),
        ("hint", True, marks.halo(HALO_HINT, size, 1.0)),
        ("picked up", True, marks.halo(HALO_SELECTED, size, 1.0)),
        ("in place", True, marks.in_place_dot(size, 1.0)),
        ("gap 8S", False, marks.live_gap(eight, size, 1.0)),
        ("any 2", False, marks.live_gap(None, size, 1.0)),
        ("card may go", False, marks.live_gap(eight, size, 1.0, targeted=True)),
        ("drop here", False, marks.live_gap(eight, size, 1.0, drop=True)),
        ("hinted gap", False, marks.live_gap(eight, size, 1.0, hint=True)),
        ("blocked", False, marks.dead_gap(size, 1.0)),
        ("blocked, hint", False, marks.dead_gap(size, 1.0, hint=True)),
    ]
    step = card_width + 2 * pad(card_width)
    sheet = QSize(step * 6, (size.height() + 2 * pad(card_width) + 24) * 2)
    image = QImage(sheet, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.drawPixmap(0, 0, paint_felt(sheet, 1.0, theme))
    font = QFont("DejaVu Sans")
    font.setPixelSize(13)
    painter.setFont(font)
    for number, (name, over_card, mark) in enumerate(samples):
        row, column = divmod(number, 6)
        corner = QPoint(column * step, row * (size.height() + 2 * pad(card_width) + 24))
        card_corner = corner + QPoint(pad(card_width), pad(card_width))
        if over_card:
            shadow = CardPainter.shadow_margin(card_width)
            painter.drawPixmap(
                card_corner - QPoint(shadow, shadow), cards.card_pixmap(seven, size, 1.0)
            )
        if mark is not None:
            painter.drawPixmap(corner, mark)
        painter.setPen(QColor(theme.slot_label.rgb()))
        label = QRectF(corner.x(), card_corner.y() + size.height() + pad(card_width), step, 20)
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, name)
    painter.end()
    return image


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pictures", nargs="*", type=Path)
    parser.add_argument("--out", type=Path, help="folder for the copies")
    parser.add_argument("--marks", type=Path, help="write the sheet of marks here")
    parser.add_argument("--theme", default="light", choices=("light", "dark", "high-contrast"))
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    assert app is not None
    pictures = list(args.pictures)
    if args.marks is not None:
        if not mark_sheet(args.theme).save(str(args.marks)):
            raise SystemExit(f"colour_vision: cannot write {args.marks}")
        pictures.append(args.marks)
    for path in pictures:
        for written in write_copies(path, args.out):
            print(written)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
