"""Which rule sets the window plays, asked of everything that reaches it: a code,
--rules, a statistics row (control/window_games.py), a save (savegame.py) and the
preferences (settings.py). Qt-free, so the command line's checks at start-up load
no Qt.
"""

from __future__ import annotations

from addiction.engine import Rules
from addiction.engine.shape import MONTANA


def playable(rules: Rules) -> bool:
    """Whether the window plays games under rules: a preset or a game of the family
    (engine/rules.py ALL_PRESETS, docs/rules.md), or custom switches on the Addiction
    shape (a 2 in column 1 movable or not), the only shape the Rules dialog sets
    switches for."""
    # (equal, not the same object: rules come back from the worker processes pickled)
    return rules.preset_name is not None or rules.shape.with_head_moves(False) == MONTANA
