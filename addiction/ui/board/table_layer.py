"""The table layer: the felt with every cell on it, cached between frames."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QPointF, QRect, QSize
from PySide6.QtGui import QPainter, QPixmap, QRadialGradient, QRegion

from ..theme import Theme
from .geometry import BoardGeometry
from .painting import CellKey, TablePainter


class TableLayer:
    """The felt with every cell on it, kept between frames.

    Each cell is described by a key (what card, which marks); only cells whose
    key changed since the last frame are drawn again, with their neighbours,
    whose glows reach into them. A frame without changes is then a single
    blit, and a drag frame redraws at most the gap it lights up. The felt under a
    cell is painted again from its gradient: a board-sized image of it would be
    some 3 MB kept for good.
    """

    def __init__(self, cells: TablePainter, geometry: BoardGeometry) -> None:
        self._cells = cells
        self._geometry = geometry
        self._pixmap: QPixmap | None = None
        self._key: tuple[object, ...] = ()
        self._drawn: list[CellKey | None] = []  # each cell's key, as drawn

    def invalidate(self) -> None:
        """Draw everything again next time (a new size or theme)."""
        self._pixmap = None

    def is_built(self) -> bool:
        return self._pixmap is not None

    def shows(self, square: int, key: CellKey | None) -> bool:
        """Whether the layer holds the cell at square as key describes it."""
        return self._drawn[square] == key

    def pixmap(self, size: QSize, scale: float, keys: Sequence[CellKey | None]) -> QPixmap:
        """The layer for a viewport of size at scale, with each cell as keys describe it."""
        theme = self._cells.cards.theme
        layer_key = (size.width(), size.height(), scale, theme.name, self._cells.cards.four_colour)
        if self._pixmap is None or self._key != layer_key or len(self._drawn) != len(keys):
            self._pixmap = blank_pixmap(size, scale)
            self._key = layer_key
            self._drawn = [None] * len(keys)
        dirty = [sq for sq, key in enumerate(keys) if key != self._drawn[sq]]
        if not dirty:
            return self._pixmap
        geometry = self._geometry
        painter = QPainter(self._pixmap)
        if len(dirty) > len(keys) // 4:  # cheaper to redraw everything than to clip
            region = QRegion(QRect(QPoint(0, 0), size))
            paint_felt_over(painter, region.boundingRect(), size, theme)
        else:
            region = QRegion()
            for square in dirty:
                region += geometry.padded(geometry.cell_rect(square))
            painter.setClipRegion(region)
            rows = region.boundingRect()
            painter.drawPixmap(QPoint(0, rows.top()), felt_rows(size, scale, theme, rows))
        for square, key in enumerate(keys):
            if key is not None and region.intersects(geometry.padded(geometry.cell_rect(square))):
                self._cells.paint_cell(painter, square, key, scale)
        painter.end()
        self._drawn = list(keys)
        return self._pixmap


def blank_pixmap(size: QSize, scale: float) -> QPixmap:
    """A pixmap for a viewport of size (logical pixels) at scale, not yet painted."""
    pixmap = QPixmap(round(size.width() * scale), round(size.height() * scale))
    pixmap.setDevicePixelRatio(scale)
    return pixmap


def paint_felt_over(painter: QPainter, rect: QRect, size: QSize, theme: Theme) -> None:
    """The bare table, a soft vignette over a viewport of size, painted over rect."""
    gradient = QRadialGradient(
        QPointF(size.width() / 2, size.height() * 0.45),
        max(size.width(), size.height()) * 0.75,
    )
    gradient.setColorAt(0, theme.felt)
    gradient.setColorAt(1, theme.felt_edge)
    painter.fillRect(rect, gradient)


def paint_felt(size: QSize, scale: float, theme: Theme) -> QPixmap:
    """The bare table of a viewport of size at scale."""
    return felt_rows(size, scale, theme, QRect(QPoint(0, 0), size))


def felt_rows(size: QSize, scale: float, theme: Theme, rows: QRect) -> QPixmap:
    """The bare table of a viewport of size at scale, the rows rows spans, across
    the whole width: Qt works a gradient out along each row from where its fill
    starts, so rows filled from the left edge match the felt filled whole."""
    felt = blank_pixmap(QSize(size.width(), rows.height()), scale)
    painter = QPainter(felt)
    painter.translate(0, -rows.top())
    paint_felt_over(painter, QRect(0, rows.top(), size.width(), rows.height()), size, theme)
    painter.end()
    return felt
