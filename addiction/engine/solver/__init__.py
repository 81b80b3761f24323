"""The exact solver: a room of its own inside the engine, working on a compact
position of its own (never Board objects in its inner loop).

    exact.py   solve(board) -> SolveResult: the public entry point
    search.py  the depth-first and portfolio searches over compact positions
    keys.py    the compact set of position keys for the largest searches
    relax.py   the reachability relaxation: dead cards and an in-place bound

How it works, why every answer is exact, and what it measures: docs/solver.md.
"""

from .exact import SolveResult, SolveStatus, card_id, compact_position, solve

__all__ = ["SolveResult", "SolveStatus", "card_id", "compact_position", "solve"]
