"""The shape of the code (docs/architecture.md): no import circle inside ui/, and no
module past 500 lines in ui/, models/, store/, control/ or app.py.

Every import counts, read from the source: at the top of a module, inside a
function (a late import is still a dependency), and under TYPE_CHECKING (a type
that names the window ties the helper to it as surely as a call does).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE_ROOT = Path(__file__).resolve().parents[2] / "addiction"
MAX_LINES = 500
SIZE_CHECKED = ("ui", "models", "store", "control")


def modules_under(folder: Path, root: Path = PACKAGE_ROOT.parent) -> dict[str, Path]:
    """The modules in folder by name (root is the folder the package is in)."""
    modules = {}
    for path in sorted(folder.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def imported_names(path: Path, name: str) -> Iterator[str]:
    """Every module path imports, anywhere in it, as absolute names: for
    "from package import thing", both package and package.thing (one of them is
    the module that the import loads)."""
    is_package = path.name == "__init__.py"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                # A package's own module is its __init__: "." is the package itself.
                base = name.split(".")
                base = base[: len(base) - node.level + (1 if is_package else 0)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            yield source
            yield from (f"{source}.{alias.name}" for alias in node.names)


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Who imports whom among modules."""
    return {
        name: {other for other in imported_names(path, name) if other in modules and other != name}
        for name, path in modules.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: each strongly connected group of more than one module
    (Tarjan's algorithm, iterative so deep chains need no recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            following = next(edges, None)
            if following is not None:
                if following not in index:
                    index[following] = low[following] = len(index)
                    stack.append(following)
                    on_stack.add(following)
                    work.append((following, iter(sorted(graph[following]))))
                elif following in on_stack:
                    low[node] = min(low[node], index[following])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def test_the_circle_finder_sees_a_circle_through_a_late_import(tmp_path: Path) -> None:
    """The check itself: a circle closed by an import inside a function, or under
    TYPE_CHECKING, is found; a chain that does not close is not."""
    package = tmp_path / "addiction"
    (package / "ui").mkdir(parents=True)
    (package / "ui" / "__init__.py").write_text("")
    (package / "ui" / "window.py").write_text("from addiction.ui import helper\n")
    (package / "ui" / "helper.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from .window import Window\n"
        "def late():\n"
        "    from . import other\n"
    )
    (package / "ui" / "other.py").write_text("import addiction.ui.window\n")
    graph = import_graph(modules_under(package / "ui", tmp_path))
    assert circles(graph) == [["addiction.ui.helper", "addiction.ui.other", "addiction.ui.window"]]
    (package / "ui" / "other.py").write_text("")
    graph = import_graph(modules_under(package / "ui", tmp_path))
    assert circles(graph) == [["addiction.ui.helper", "addiction.ui.window"]]
    (package / "ui" / "helper.py").write_text("from . import other\n")
    assert circles(import_graph(modules_under(package / "ui", tmp_path))) == []


def test_no_import_circle_inside_ui() -> None:
    modules = modules_under(PACKAGE_ROOT / "ui")
    assert "addiction.ui.main_window" in modules  # the walk sees the package
    assert circles(import_graph(modules)) == []


def size_checked_files() -> list[Path]:
    files = [PACKAGE_ROOT / "app.py"]
    for folder in SIZE_CHECKED:
        files.extend(sorted((PACKAGE_ROOT / folder).rglob("*.py")))
    return files


@pytest.mark.parametrize(
    "path", size_checked_files(), ids=lambda path: str(path.relative_to(PACKAGE_ROOT))
)
def test_no_module_is_past_500_lines(path: Path) -> None:
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{path.relative_to(PACKAGE_ROOT)}: {lines} lines"
