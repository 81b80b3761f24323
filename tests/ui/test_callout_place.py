"""Where the hint's callout goes (addiction/ui/board/callout_place.py), over every
layout of the family and the window sizes players use: on no card the hint does not
name whenever the table has a place for it that covers none."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtWidgets import QLabel

from addiction.engine.shape import SHAPES, Shape
from addiction.ui.board.callout import MIN_WIDTH, PADDING
from addiction.ui.board.callout_place import EDGE, NARROWEST, callout_place
from addiction.ui.board.geometry import BoardGeometry

#: Each layout of the family once (the geometry reads only rows and columns).
LAYOUTS = {(shape.rows, shape.columns): shape for shape in SHAPES.values()}
#: The window sizes, and the table's share of them (the menus, tool bar and status
#: bar take 77 pixels of height; the "No moves left" banner reserves 40 at the top).
WINDOWS = [(640, 420), (900, 600), (1100, 720)]
CHROME, RESERVE = 77, 40
#: A long hint, as the callout says it (pt_BR, the longer language).
SENTENCE = (
    "2♠ para a linha 1, coluna 4: daqui o jogo pode ser ganho sem embaralhar "
    "(a linha vencedora tem 23 jogadas)."
)


def table(shape: Shape, window: tuple[int, int]) -> tuple[BoardGeometry, QRect]:
    """The board's geometry and the callout's room in a window of that size."""
    size = QSize(window[0], window[1] - CHROME)
    geometry = BoardGeometry(size, shape)
    geometry.top_reserve = RESERVE
    geometry.fit(size)
    room = QRect(QRect(0, 0, size.width(), size.height())).marginsRemoved(
        QMargins(EDGE, EDGE, EDGE, EDGE)
    )
    return geometry, room


@pytest.fixture(scope="module")
def height_for(qapp) -> Callable[[int], int]:  # type: ignore[no-untyped-def]
    label = QLabel(SENTENCE)
    label.setWordWrap(True)
    return lambda width: label.heightForWidth(width - 2 * PADDING) + 2 * PADDING


def free_place_exists(
    geometry: BoardGeometry, room: QRect, widest: int, height_for: Callable[[int], int]
) -> bool:
    """Whether a callout of some width fits on the table clear of every card by EDGE.
    The cards are the rows crossed with the columns, so a rectangle misses them all
    exactly when its width fits between two columns (or a column and the room's
    edge) or its height between two rows."""

    def free_runs(low: int, high: int, lines: list[tuple[int, int]]) -> int:
        ends = [low - EDGE, *(end for _, end in lines)]
        starts = [*(start for start, _ in lines), high + EDGE]
        return max(start - end - 2 * EDGE for end, start in zip(ends, starts, strict=True))

    count = geometry.column_count
    cells = [geometry.cell_rect(column) for column in range(count)]
    columns = [(cell.left(), cell.right() + 1) for cell in cells]
    firsts = [geometry.cell_rect(row * count) for row in range(geometry.row_count)]
    rows = [(cell.top(), cell.bottom() + 1) for cell in firsts]
    across = free_runs(room.left(), room.right() + 1, columns)
    down = free_runs(room.top(), room.bottom() + 1, rows)
    for width in [*range(NARROWEST, widest + 1, 4), room.width()]:
        height = height_for(width)
        if height <= room.height() and (width <= across or height <= down):
            return True
    return False


def unnamed_cover(geometry: BoardGeometry, place: QRect, named: tuple[int, ...]) -> int:
    """The pixels of cards not named that place covers."""
    squares = geometry.row_count * geometry.column_count
    covered = (place.intersected(geometry.cell_rect(s)) for s in range(squares) if s not in named)
    return sum(rect.width() * rect.height() for rect in covered if rect.isValid())


def named_sets(squares: int, columns: int) -> list[tuple[int, ...]]:
    """A card and its gap at the board's corners, edges and middle, near and far."""
    last = squares - 1
    middle = squares // 2
    return [
        (0, 1),
        (last - 1, last),
        (columns - 1, columns),
        (middle, middle + columns // 2),
        (columns, last - columns),
        (0, last),
        (middle,),
    ]


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_the_callout_covers_no_card_it_does_not_name_where_the_table_has_room(
    height_for, layout, window
) -> None:
    shape = LAYOUTS[layout]
    geometry, room = table(shape, window)
    widest = min(room.width(), max(MIN_WIDTH, round(geometry.card.width() * 4.5)))
    has_room = free_place_exists(geometry, room, widest, height_for)
    for named in named_sets(shape.squares, shape.columns):
        place = callout_place(geometry, named, room, widest, height_for)
        assert room.contains(place), named
        assert place.height() >= height_for(place.width()), named  # no line cut off
        if has_room:
            assert unnamed_cover(geometry, place, named) == 0, (named, place)


def test_where_no_place_is_free_the_callout_takes_the_least_covering_one(height_for) -> None:
    shape = LAYOUTS[(4, 13)]
    geometry, room = table(shape, WINDOWS[0])
    widest = min(room.width(), max(MIN_WIDTH, round(geometry.card.width() * 4.5)))
    assert not free_place_exists(geometry, room, widest, height_for)
    named = (14, 15)
    place = callout_place(geometry, named, room, widest, height_for)
    chosen = unnamed_cover(geometry, place, named)
    # No place of the callout's size on a grid of the room covers less.
    for x in range(room.left(), room.right() + 2 - place.width(), 8):
        for y in range(room.top(), room.bottom() + 2 - place.height(), 8):
            other = QRect(x, y, place.width(), place.height())
            assert unnamed_cover(geometry, other, named) >= chosen, other
