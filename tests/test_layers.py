"""The layers hold (docs/architecture.md): the engine loads no Qt at all, and the
layers under ui/ load no widgets. Import-linter checks who imports whom
(pyproject.toml, run by scripts/test.sh); these check what importing really loads."""

from __future__ import annotations

import subprocess
import sys

import pytest


def loaded_after_importing(package: str, prefixes: tuple[str, ...]) -> list[str]:
    """The modules starting with prefixes that importing every module of package loads."""
    script = (
        "import importlib, pkgutil, sys\n"
        f"package = importlib.import_module({package!r})\n"
        "for info in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):\n"
        "    importlib.import_module(info.name)\n"
        f"print(','.join(sorted(m for m in sys.modules if m.startswith({prefixes!r}))))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    return [name for name in result.stdout.strip().split(",") if name]


def test_importing_the_engine_does_not_import_qt() -> None:
    assert loaded_after_importing("addiction.engine", ("PySide6", "shiboken6")) == []


@pytest.mark.parametrize("package", ["addiction.control", "addiction.models", "addiction.store"])
def test_the_layers_under_ui_load_no_widgets(package: str) -> None:
    loaded = loaded_after_importing(package, ("PySide6",))
    assert "PySide6.QtCore" in loaded  # the check can see Qt when it is there
    assert "PySide6.QtWidgets" not in loaded


def test_the_solver_and_the_hints_load_only_when_used() -> None:
    loaded = loaded_after_importing("addiction.store", ("addiction.engine",))
    assert "addiction.engine.game" in loaded
    assert not [
        name
        for name in loaded
        if name.startswith(("addiction.engine.solver", "addiction.engine.hints"))
    ]
