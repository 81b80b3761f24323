"""Rasterise the icon SVG to the hicolor PNG sizes and write .ico and .icns from them.

Usage: python packaging/make_icons.py [--svg SVG] OUTDIR

Writes, under OUTDIR:
  hicolor/<N>x<N>/apps/<APP_ID>.png   for every size in HICOLOR_SIZES
  hicolor/scalable/apps/<APP_ID>.svg  a copy of the source
  <APP_ID>.ico                        Windows icon (PNG-compressed entries, Vista and later)
  <APP_ID>.icns                       macOS icon (PNG-compressed entries, 10.7 and later)

QtSvg (part of PySide6-Essentials) does the rasterising, so the build needs no other
image library; the containers are written here with struct because QImageWriter's ico and
icns writers store a single image, and an icon wants every size.
"""

from __future__ import annotations

import argparse
import shutil
import struct
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from appmeta import APP_ID, REPO

DEFAULT_SVG = REPO / "resources" / f"{APP_ID}.svg"

# The sizes desktop environments look up in the hicolor theme.
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# Windows picks from these for the taskbar, Explorer views and the title bar.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, and the pixel size each one holds.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 pt @2x
    (b"ic11", 32),  # 16 pt @2x
    (b"ic12", 64),  # 32 pt @2x
    (b"ic13", 256),  # 128 pt @2x
    (b"ic14", 512),  # 256 pt @2x
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent size×size square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode PNG")
    buffer.close()
    return bytes(data.data())


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def build_ico(pngs: Mapping[int, bytes]) -> bytes:
    """An ICO file holding one PNG entry per size (ICONDIR, ICONDIRENTRYs, then the data)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        if size > 256:
            raise ValueError("ICO entries are at most 256 px")
        png = pngs[size]
        # A width or height byte of 0 means 256.
        entries.append(
            struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), offset)
        )
        blobs.append(png)
        offset += len(png)
    return header + b"".join(entries) + b"".join(blobs)


def build_icns(elements: Iterable[tuple[bytes, bytes]]) -> bytes:
    """An icns file: 'icns', total length, then (type, length, data) elements, big-endian."""
    body = b"".join(struct.pack(">4sI", kind, 8 + len(data)) + data for kind, data in elements)
    return struct.pack(">4sI", b"icns", 8 + len(body)) + body


def make_icons(out: Path, svg: Path = DEFAULT_SVG) -> dict[str, Path]:
    """Write every icon under out; return the .ico, .icns and 256 px PNG paths by kind."""
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(svg, size) for size in sizes}
    for size in HICOLOR_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
    scalable = out / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    ico = out / f"{APP_ID}.ico"
    ico.write_bytes(build_ico({size: pngs[size] for size in ICO_SIZES}))
    icns = out / f"{APP_ID}.icns"
    icns.write_bytes(build_icns((kind, pngs[size]) for kind, size in ICNS_TYPES))
    return {
        "ico": ico,
        "icns": icns,
        "png": out / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png",
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG)
    args = parser.parse_args(argv)
    for kind, path in make_icons(args.outdir, args.svg).items():
        print(f"{kind}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
