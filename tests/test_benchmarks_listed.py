"""Every benchmark script takes --smoke and is run by benchmarks/smoke.py (CI runs it:
.ci/run), so that none rots unnoticed (issue 36). Reads the scripts' sources only: the
smoke runs themselves are CI's, not the suite's (they take about a minute)."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def smoke_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("benchmarks_smoke", BENCHMARKS / "smoke.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def is_script(source: str) -> bool:
    """Whether source runs as a program (it has an `if __name__ == "__main__":` block)."""
    return any(
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Compare)
        and isinstance(node.test.left, ast.Name)
        and node.test.left.id == "__name__"
        for node in ast.parse(source).body
    )


def test_smoke_py_runs_every_benchmark_script_of_the_folder() -> None:
    smoke = smoke_module()
    found = {path.name for path in BENCHMARKS.glob("*.py")} - {"smoke.py"}
    listed = set(smoke.BENCHMARKS) | set(smoke.HELPERS)
    assert found <= listed, f"add to BENCHMARKS in benchmarks/smoke.py: {sorted(found - listed)}"
    assert listed <= found, f"benchmarks/smoke.py lists what is not there: {sorted(listed - found)}"
    assert len(smoke.BENCHMARKS) == len(set(smoke.BENCHMARKS))


def test_every_benchmark_takes_and_documents_smoke() -> None:
    smoke = smoke_module()
    lacking = []
    for name in smoke.BENCHMARKS:
        source = (BENCHMARKS / name).read_text(encoding="utf-8")
        tree = ast.parse(source)
        docstring = ast.get_docstring(tree) or ""
        # the code after the docstring handles it: names the option
        code = "\n".join(source.splitlines()[tree.body[0].end_lineno or 0 :])
        if not (is_script(source) and "--smoke" in docstring and '"--smoke"' in code):
            lacking.append(name)
    assert lacking == [], f"give --smoke (a tiny input), in the docstring too, to: {lacking}"


def test_the_helpers_are_imported_not_run() -> None:
    smoke = smoke_module()
    for name in smoke.HELPERS:
        assert not is_script((BENCHMARKS / name).read_text(encoding="utf-8")), name
