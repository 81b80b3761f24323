"""The statistics charts, drawn with QPainter in the colours of the board.

QtCharts is not part of PySide6-Essentials, and four small charts do not need
it. Each chart is a panel on the palette's base colour with a title, a plot
and, while it has nothing to show, one kind sentence instead. Colours come
from the widget palette (text, grid, panel) and from addiction/ui/theme.py
(the green of cards in place for wins, the hint blue for the win rate), so the
charts follow the light and the dark palette. Hovering a bar, a point or a day
shows its figures in a tooltip.

The panel all charts share is base.py, their axes axes.py; each chart family has
its module: win_rate.py, in_place.py, wins_scatter.py, heatmap.py.
"""

from .heatmap import CalendarHeatmap
from .in_place import InPlaceHistogram
from .win_rate import WinRateChart
from .wins_scatter import WinsScatter

__all__ = ["CalendarHeatmap", "InPlaceHistogram", "WinRateChart", "WinsScatter"]
