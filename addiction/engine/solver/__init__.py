"""The exact solver: a room of its own inside the engine, working on a compact
position of its own (never Board objects in its inner loop).

    exact.py   solve(board) -> SolveResult: the public entry point
    search.py  the depth-first and portfolio searches over compact positions
    family.py  the exact search for the family's other shapes
    keys.py    the position table (open addressing over 64-bit slots)
    relax.py   the reachability relaxation: dead cards and an in-place bound

family, keys, relax and search are compiled with mypyc when the package is installed
where a C compiler is (setup.py): the compiled modules sit next to their sources
and win the import. The source runs instead when ADDICTION_PURE_SOLVER=1 is set,
or when a compiled module is older than its source (edited since the last
`pip install -e .`). BUILD tells which one runs. How it works, why every answer
is exact, and what it measures: docs/solver.md.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from types import ModuleType

COMPILED_MODULES = ("family", "keys", "relax", "search")


def _compiled_file(directory: str, name: str) -> str | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = os.path.join(directory, name + suffix)
        if os.path.exists(path):
            return path
    return None


class _SourceFinder(importlib.abc.MetaPathFinder):
    """Imports the compiled modules of this package from their .py sources."""

    def __init__(self, directory: str) -> None:
        self.directory = directory

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        if package != __name__ or name not in COMPILED_MODULES:
            return None
        return importlib.util.spec_from_file_location(
            fullname, os.path.join(self.directory, name + ".py")
        )


def _librt_vecs() -> bool:
    """Whether librt's vecs import: the compiled position table is one (keys.py);
    mypy brings librt."""
    try:
        importlib.import_module("librt.vecs")
    except ImportError:
        return False
    return True


def _choose_build() -> str:
    """'compiled' or 'interpreted' (with the reason when compiled modules are there)."""
    directory = os.path.dirname(__file__)
    compiled = {name: _compiled_file(directory, name) for name in COMPILED_MODULES}
    reason = ""
    if not all(compiled.values()):
        reason = "not compiled" if not any(compiled.values()) else "partly compiled"
    elif os.environ.get("ADDICTION_PURE_SOLVER") == "1":
        reason = "ADDICTION_PURE_SOLVER=1"
    elif not _librt_vecs():
        reason = "librt, mypy's runtime library, is not installed"
    else:
        for name, binary in compiled.items():
            source = os.path.join(directory, name + ".py")
            # a bundle has no sources; an edited source makes its binary stale
            if (
                binary
                and os.path.exists(source)
                and os.path.getmtime(source) > os.path.getmtime(binary)
            ):
                reason = f"{name}.py changed since it was compiled: pip install -e ."
    if not reason:
        return "compiled"
    sys.meta_path.insert(0, _SourceFinder(directory))  # harmless when nothing is compiled
    return f"interpreted ({reason})"


#: "compiled" when the mypyc-compiled modules run, else "interpreted" (and why).
BUILD = _choose_build()

from .exact import SolveResult, SolveStatus, card_id, compact_position, solve  # noqa: E402

__all__ = ["BUILD", "SolveResult", "SolveStatus", "card_id", "compact_position", "solve"]
