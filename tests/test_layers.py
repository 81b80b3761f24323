"""The layers hold (docs/architecture.md).

Import-linter checks who imports whom, imports inside functions included (the contracts
in pyproject.toml, run by scripts/test.sh). What it cannot forbid, a subpackage of an
external package, is read here from the sources: control/, models/ and store/ never
import PySide6.QtWidgets. Each kind of illegal import is planted in a copy of the package
to show that these checks catch it; and importing the layers shows what really loads.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import addiction
from tests.children import CHILD_TIMEOUT

PACKAGE = Path(addiction.__file__).parent
REPOSITORY = PACKAGE.parent
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")
WIDGETS = "PySide6.QtWidgets"
LAYERS_WITHOUT_WIDGETS = ("control", "models", "store")


def widget_imports(package: Path) -> list[str]:
    """Where the modules of control/, models/ and store/ under package import
    PySide6.QtWidgets, at any depth of their code (a function, a TYPE_CHECKING block):
    "path:line" each, the path from the folder holding package."""
    found = []
    for layer in LAYERS_WITHOUT_WIDGETS:
        for path in sorted((package / layer).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    # `from PySide6 import QtWidgets` imports PySide6.QtWidgets too.
                    names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
                else:
                    continue
                if any(name == WIDGETS or name.startswith(WIDGETS + ".") for name in names):
                    found.append(f"{path.relative_to(package.parent).as_posix()}:{node.lineno}")
    return found


def test_control_models_and_store_import_no_widgets_anywhere() -> None:
    assert widget_imports(PACKAGE) == []


# --- each kind of illegal import, planted in a copy of the package --------------------


@dataclass(frozen=True)
class Planted:
    """An illegal import written inside a function at the end of a module of the
    package (made when it is not there), and what the check that catches it reports."""

    module: str  # the importing module, dotted
    statement: str
    imported: str  # the module import-linter names, or WIDGETS for the source check

    @property
    def relative_path(self) -> Path:
        parts = self.module.split(".")[1:]
        if (PACKAGE.joinpath(*parts) / "__init__.py").exists():
            return Path(*parts, "__init__.py")
        return Path(*parts[:-1], parts[-1] + ".py")


#: The illegal imports the layer checks must catch, in __init__.py files of packages,
#: in existing modules and in new ones; named by packages, so that modules moving
#: inside a layer do not change them.
PLANTED = {
    "control -> PySide6.QtWidgets": Planted(
        "addiction.control", "from PySide6.QtWidgets import QWidget", WIDGETS
    ),
    "models -> PySide6.QtWidgets": Planted(
        "addiction.models.planted_widgets", "from PySide6 import QtWidgets", WIDGETS
    ),
    "store -> PySide6.QtWidgets": Planted("addiction.store", "import PySide6.QtWidgets", WIDGETS),
    "engine -> solve": Planted(
        "addiction.engine", "from addiction.solve import main", "addiction.solve"
    ),
    "engine -> autoplay": Planted(
        "addiction.engine.planted_autoplay", "from .. import autoplay", "addiction.autoplay"
    ),
    "autoplay -> ui": Planted("addiction.autoplay", "from . import ui", "addiction.ui"),
    "autoplay -> PySide6.QtCore": Planted(
        "addiction.autoplay", "from PySide6.QtCore import QTimer", "PySide6"
    ),
    "engine.solver -> engine.hints": Planted(
        "addiction.engine.solver.planted_hints",
        "from ..hints import find_hint",
        "addiction.engine.hints",
    ),
    "solve -> control": Planted(
        "addiction.solve", "from addiction import control", "addiction.control"
    ),
    "routes -> ui": Planted("addiction.routes", "import addiction.ui", "addiction.ui"),
    "control -> ui": Planted("addiction.control.planted_ui", "from .. import ui", "addiction.ui"),
}


@dataclass(frozen=True)
class LayerChecks:
    """What the layer checks said about a copy of the package with every import of
    PLANTED in it, and the line each was written on."""

    lint_imports: subprocess.CompletedProcess[str]
    widget_imports: list[str]
    lines: dict[str, int]


def plant(package: Path, planted: Planted, name: str) -> int:
    """Writes planted's import inside a new function at the end of its module in the
    package copy; the line the import is on."""
    path = package / planted.relative_path
    text = path.read_text("utf-8") if path.exists() else '"""Planted by tests/test_layers.py."""\n'
    function = f"\n\ndef planted_{name}() -> None:\n    {planted.statement}\n"
    path.write_text(text + function, "utf-8")
    return text.count("\n") + function.count("\n")


@pytest.fixture(scope="module")
def planted_checks(tmp_path_factory: pytest.TempPathFactory) -> LayerChecks:
    """The layer checks run once over one copy of the package holding all the plants."""
    root = tmp_path_factory.mktemp("planted")
    copy = root / "addiction"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    shutil.copy(REPOSITORY / "pyproject.toml", root)
    lines = {
        case: plant(copy, planted, str(number))
        for number, (case, planted) in enumerate(PLANTED.items())
    }
    # lint-imports puts the folder it runs in first on sys.path: it reads the copy.
    result = subprocess.run(
        [str(LINT_IMPORTS), "--no-cache", "--no-logo"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    return LayerChecks(result, widget_imports(copy), lines)


#: A line of import-linter's report naming one import of a chain: "- a -> b (l.5)"
#: starts a chain, "    b -> c (l.9, l.12)" goes on with it.
REPORTED_IMPORT = re.compile(r"(-?)\s*(\S+) -> (\S+) \((l\.\d+(?:, l\.\d+)*)\)")


def reported_alone(report: str) -> set[tuple[str, str, int]]:
    """The imports import-linter's report names as a chain on their own: (importer,
    imported, line). An import that only leads on to an illegal one in a longer chain
    is not among them: each plant must be caught for itself, not thanks to another."""
    chains: list[list[tuple[str, str, tuple[int, ...]]]] = []
    for line in report.splitlines():
        found = REPORTED_IMPORT.fullmatch(line.rstrip())
        if found is None:
            continue
        lines = tuple(int(number) for number in re.findall(r"\d+", found[4]))
        if found[1] or not chains:
            chains.append([])
        chains[-1].append((found[2], found[3], lines))
    return {
        (importer, imported, line)
        for chain in chains
        if len(chain) == 1
        for importer, imported, lines in chain
        for line in lines
    }


@pytest.mark.parametrize("case", PLANTED)
def test_each_illegal_import_is_caught(planted_checks: LayerChecks, case: str) -> None:
    planted = PLANTED[case]
    line = planted_checks.lines[case]
    if planted.imported == WIDGETS:
        where = f"addiction/{planted.relative_path.as_posix()}:{line}"
        assert where in planted_checks.widget_imports
        return
    report = planted_checks.lint_imports.stdout
    assert planted_checks.lint_imports.returncode == 1, report + planted_checks.lint_imports.stderr
    assert (planted.module, planted.imported, line) in reported_alone(report), report


def test_the_source_check_finds_only_the_widget_imports_planted(
    planted_checks: LayerChecks,
) -> None:
    """The copy is otherwise the real package, which the source check passes."""
    widgets = [case for case, planted in PLANTED.items() if planted.imported == WIDGETS]
    assert len(planted_checks.widget_imports) == len(widgets)


# --- what importing really loads ------------------------------------------------------


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
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
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
