"""Where the hint's callout goes on the table (callout.py draws it): a choice made
from the board's geometry, the squares the hint names and the callout's height at
each width, and nothing else, so it is tested over every shape and window size.

The callout may lie on the felt around the board, or over the squares it names,
never over a card it does not name while there is a place that covers none: a few
words over the neighbour of the card the hint names hide the very thing the player
looks at next. Its pointer (callout.py) leads from it to the named squares, so it
need not sit right beside them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect

from ..mark_painter import pad
from .geometry import BoardGeometry

#: Room kept between the callout and the viewport's edges or the cards.
EDGE = 6
#: The narrowest a callout is made to fit the felt beside the board (pixels): still
#: a few words a line.
NARROWEST = 120

#: A rectangle as plain numbers (left, top, right, bottom; right and bottom past the
#: last pixel), for the many candidates a choice weighs.
Box = tuple[int, int, int, int]


def callout_place(
    geometry: BoardGeometry,
    named: Sequence[int],
    room: QRect,
    widest: int,
    height_for: Callable[[int], int],
) -> QRect:
    """The callout's rectangle inside room: of the places at the board's edges, its
    rows and columns, the one that covers least of the squares not named, then least
    of the named ones, then lies nearest them (the board, when none is named).

    widest: the callout's width where it has room; narrower widths (down to
    NARROWEST) are tried where they fit the felt left and right of the board.
    height_for(width): the callout's height at that width.
    """
    board = _board_box(geometry)
    grow = pad(geometry.card.width())  # the rings of the named squares reach this far
    named_boxes = [_grown(_box(geometry.cell_rect(square)), grow) for square in named]
    plain_named = [_box(geometry.cell_rect(square)) for square in named]
    targets = named_boxes or [board]
    left, top, right, bottom = room.left(), room.top(), room.right() + 1, room.bottom() + 1
    count = geometry.column_count
    widths = {min(widest, right - left), right - left}  # the whole width: above or below
    for reach in (0, grow):  # the felt beside the board, then clear of the rings too
        for felt in (board[0] - reach - EDGE - left, right - board[2] - reach - EDGE):
            if NARROWEST <= felt < widest:
                widths.add(felt)
    columns = [(box[0], box[2]) for box in map(_box, map(geometry.cell_rect, range(count)))]
    rows = [
        (box[1], box[3])
        for box in (_box(geometry.cell_rect(r * count)) for r in range(geometry.row_count))
    ]
    best: tuple[tuple[int, int, int, int], Box] | None = None
    for width in sorted(widths, reverse=True):
        height = height_for(width)
        if height > bottom - top and width != max(widths):
            continue  # too narrow for a low window: the widest alone is tried
        xs = _starts(width, left, right, columns, targets, axis=0)
        ys = _starts(height, top, bottom, rows, targets, axis=1)
        downs = [(y, _overlaps(y, y + height, rows)) for y in ys]
        for x in xs:
            across = _overlaps(x, x + width, columns)
            for y, down in downs:
                place = (x, y, x + width, y + height)
                on_named = sum(_overlap(place, box) for box in plain_named)
                cost = (
                    across * down - on_named,  # the squares not named
                    sum(_overlap(place, box) for box in named_boxes),
                    sum(_distance(place, box) for box in targets),
                    _centre_distance(place, targets[0]),
                )
                if best is None or cost < best[0]:
                    best = (cost, place)
    assert best is not None, "at least one width and place"
    x0, y0, x1, y1 = best[1]
    return QRect(x0, y0, x1 - x0, y1 - y0)


def _box(rect: QRect) -> Box:
    return (rect.left(), rect.top(), rect.right() + 1, rect.bottom() + 1)


def _grown(box: Box, by: int) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def _board_box(geometry: BoardGeometry) -> Box:
    last = geometry.row_count * geometry.column_count - 1
    return _box(geometry.cell_rect(0).united(geometry.cell_rect(last)))


def _starts(
    size: int,
    low: int,
    high: int,
    lines: list[tuple[int, int]],
    targets: list[Box],
    axis: int,
) -> list[int]:
    """Where a callout size long may start along one axis, within [low, high): at
    the room's ends, clear before or after each row or column of cards, and centred
    on, before or after the named squares."""
    starts = {low, high - size}
    for start, end in lines:
        starts.update((start - EDGE - size, end + EDGE))
    for target in targets:
        start, end = target[axis], target[axis + 2]
        starts.update(((start + end - size) // 2, start - EDGE - size, end + EDGE))
    # A callout longer than the room starts at its beginning.
    return sorted({max(min(start, high - size), low) for start in starts})


def _overlaps(start: int, end: int, lines: list[tuple[int, int]]) -> int:
    """How many pixels of [start, end) the rows or columns of cards take."""
    return sum(
        max(0, min(end, line_end) - max(start, line_start)) for line_start, line_end in lines
    )


def _overlap(a: Box, b: Box) -> int:
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return width * height if width > 0 and height > 0 else 0


def _distance(a: Box, b: Box) -> int:
    """The gap between two rectangles, across plus down (0 when they meet)."""
    across = max(0, a[0] - b[2], b[0] - a[2])
    down = max(0, a[1] - b[3], b[1] - a[3])
    return across + down


def _centre_distance(a: Box, b: Box) -> int:
    return abs(a[0] + a[2] - b[0] - b[2]) + abs(a[1] + a[3] - b[1] - b[3])
