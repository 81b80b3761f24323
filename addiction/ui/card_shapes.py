"""The vector shapes the card faces and the board's marks are drawn with: suit
symbols, the court cards' headwear and text outlines, each built once in a unit box
and placed, scaled and turned as needed (addiction/ui/card_painter.py,
addiction/ui/mark_painter.py).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QPainterPath, QTransform

from addiction.engine import JACK, KING, QUEEN, RANK_TEXTS


def rank_text(rank: int) -> str:
    return RANK_TEXTS[rank - 1]


@cache
def suit_path(suit: str) -> QPainterPath:
    """The suit symbol filling the box -0.5..0.5 in both directions."""
    path = QPainterPath()
    if suit == "H":
        path.moveTo(0, 0.48)
        path.cubicTo(-0.12, 0.32, -0.5, 0.1, -0.5, -0.17)
        path.cubicTo(-0.5, -0.38, -0.36, -0.5, -0.24, -0.5)
        path.cubicTo(-0.1, -0.5, -0.02, -0.42, 0, -0.3)
        path.cubicTo(0.02, -0.42, 0.1, -0.5, 0.24, -0.5)
        path.cubicTo(0.36, -0.5, 0.5, -0.38, 0.5, -0.17)
        path.cubicTo(0.5, 0.1, 0.12, 0.32, 0, 0.48)
    elif suit == "D":
        path.moveTo(0, -0.5)
        path.quadTo(0.14, -0.2, 0.4, 0)
        path.quadTo(0.14, 0.2, 0, 0.5)
        path.quadTo(-0.14, 0.2, -0.4, 0)
        path.quadTo(-0.14, -0.2, 0, -0.5)
    elif suit == "S":
        path.moveTo(0, -0.5)
        path.cubicTo(0.12, -0.3, 0.5, -0.1, 0.5, 0.12)
        path.cubicTo(0.5, 0.3, 0.36, 0.38, 0.24, 0.38)
        path.cubicTo(0.12, 0.38, 0.05, 0.32, 0.02, 0.26)
        path.cubicTo(-0.05, 0.32, -0.12, 0.38, -0.24, 0.38)
        path.cubicTo(-0.36, 0.38, -0.5, 0.3, -0.5, 0.12)
        path.cubicTo(-0.5, -0.1, -0.12, -0.3, 0, -0.5)
        path = path.united(_stem())
    else:
        path.addEllipse(QPointF(0, -0.24), 0.23, 0.23)
        path.addEllipse(QPointF(-0.26, 0.09), 0.23, 0.23)
        path.addEllipse(QPointF(0.26, 0.09), 0.23, 0.23)
        path.addEllipse(QPointF(0, 0.02), 0.14, 0.14)
        path = path.simplified().united(_stem())
    path.closeSubpath()
    return path


def _stem() -> QPainterPath:
    stem = QPainterPath()
    stem.moveTo(-0.04, 0.1)
    stem.quadTo(-0.02, 0.4, -0.17, 0.5)
    stem.lineTo(0.17, 0.5)
    stem.quadTo(0.02, 0.4, 0.04, 0.1)
    stem.closeSubpath()
    return stem


@cache
def court_glyph(rank: int) -> QPainterPath:
    """The headwear of a court card in the box -0.5..0.5: the King's crown, the
    Queen's tiara, the Jack's plumed cap."""
    path = QPainterPath()
    if rank == KING:
        path.moveTo(-0.42, 0.32)
        path.lineTo(-0.46, -0.2)
        path.lineTo(-0.22, 0.04)
        path.lineTo(0, -0.32)
        path.lineTo(0.22, 0.04)
        path.lineTo(0.46, -0.2)
        path.lineTo(0.42, 0.32)
        path.closeSubpath()
        band = QPainterPath()
        band.addRoundedRect(QRectF(-0.44, 0.24, 0.88, 0.16), 0.04, 0.04)
        path = path.united(band)
        for x, y in ((-0.46, -0.25), (0, -0.38), (0.46, -0.25)):
            ball = QPainterPath()
            ball.addEllipse(QPointF(x, y), 0.07, 0.07)
            path = path.united(ball)
    elif rank == QUEEN:
        path.moveTo(-0.4, 0.3)
        path.cubicTo(-0.46, 0.0, -0.42, -0.12, -0.34, -0.14)
        path.quadTo(-0.2, 0.02, -0.16, -0.1)
        path.cubicTo(-0.12, -0.26, 0.0, -0.3, 0.0, -0.3)
        path.cubicTo(0.0, -0.3, 0.12, -0.26, 0.16, -0.1)
        path.quadTo(0.2, 0.02, 0.34, -0.14)
        path.cubicTo(0.42, -0.12, 0.46, 0.0, 0.4, 0.3)
        path.closeSubpath()
        band = QPainterPath()
        band.addRoundedRect(QRectF(-0.42, 0.24, 0.84, 0.14), 0.07, 0.07)
        path = path.united(band)
        orb = QPainterPath()
        orb.addEllipse(QPointF(0, -0.4), 0.08, 0.08)
        path = path.united(orb)
    else:  # the Jack: a beret on its band (the feather is in court_accent)
        path.moveTo(-0.44, 0.22)
        path.cubicTo(-0.58, -0.42, 0.58, -0.42, 0.44, 0.22)
        path.closeSubpath()
        band = QPainterPath()
        band.addRoundedRect(QRectF(-0.46, 0.16, 0.92, 0.17), 0.08, 0.08)
        path = path.united(band)
    return path


@cache
def court_accent(rank: int) -> QPainterPath:
    """What a court's headwear carries in the suit colour: jewels on the crowns'
    bands, a feather and a brooch on the Jack's beret."""
    path = QPainterPath()
    if rank == JACK:
        path.moveTo(0.08, 0.12)
        path.cubicTo(0.06, -0.2, 0.26, -0.42, 0.5, -0.52)
        path.cubicTo(0.42, -0.3, 0.34, -0.06, 0.22, 0.14)
        path.closeSubpath()
        path.addEllipse(QPointF(0.16, 0.245), 0.07, 0.07)
        return path.simplified()
    y = 0.32 if rank == KING else 0.31
    for x in (-0.25, 0.0, 0.25):
        path.addEllipse(QPointF(x, y), 0.05, 0.05)
    return path


@cache
def _text_path(text: str, serif: bool) -> QPainterPath:
    """Glyph outlines of text, normalised so the ink box starts at (0, 0) with height 1."""
    font = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(100)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    return QTransform.fromScale(1 / box.height(), 1 / box.height()).map(
        path.translated(-box.left(), -box.top())
    )


def fit_text(
    text: str, box: QRectF, *, serif: bool = False, align_left: bool = False
) -> QPainterPath:
    """Text outlines scaled to the box height, squeezed sideways if wider than the box."""
    unit = _text_path(text, serif)
    width = unit.boundingRect().width() * box.height()
    squeeze = min(1.0, box.width() / width) if width else 1.0
    left = box.left() if align_left else box.center().x() - width * squeeze / 2
    transform = QTransform()
    transform.translate(left, box.top())
    transform.scale(box.height() * squeeze, box.height())
    return transform.map(unit)


def place(path: QPainterPath, center: QPointF, size: float, flipped: bool = False) -> QPainterPath:
    """A unit-box path scaled to size and centred on center (turned upside down if flipped)."""
    transform = QTransform()
    transform.translate(center.x(), center.y())
    if flipped:
        transform.rotate(180)
    transform.scale(size, size)
    return transform.map(path)
