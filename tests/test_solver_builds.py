"""The solver compiled (mypyc, setup.py) and interpreted: the same answers, and
ADDICTION_PURE_SOLVER=1 or a source edited since the build runs the source.

The rest of the solver tests run against whichever build imports (compiled after
`pip install -e .` where a C compiler is); scripts/test.sh runs them a second time
with ADDICTION_PURE_SOLVER=1.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import addiction
from addiction.engine.solver import BUILD, COMPILED_MODULES
from tests.children import CHILD_TIMEOUT

PACKAGE = Path(addiction.__file__).parent
SOLVER = PACKAGE / "engine" / "solver"
COMPILED = BUILD == "compiled"


def answers_script(boards: str) -> str:
    """A script that solves boards (a Python expression: a list of (board, node budget
    of the portfolio search, node budget of the lean search)) both ways and prints the
    build on its first line, then everything each answer holds but the time, then the
    seconds the solving took on its last line."""
    return f"""
import json, time
from addiction.engine import SHAPES, Board
from addiction.engine.solver import BUILD, solve
from addiction.engine.solver import family, search
from tests.solver_positions import candidate_positions
boards = {boards}
print(json.dumps({{"build": BUILD, "search": search.__file__, "family": family.__file__}}))
start = time.perf_counter()
for board, portfolio_budget, lean_budget in boards:
    for lean, budget in ((False, portfolio_budget), (True, lean_budget)):
        r = solve(board, max_nodes=budget, lean_search=lean)
        print(json.dumps([r.status.value, r.nodes, r.best_in_place,
                          [m.to_json() for m in r.moves], [m.to_json() for m in r.best_line]]))
print(time.perf_counter() - start)
"""


#: Deals won, lost and cut short by a budget, and from tests/solver_positions.py's candidate
#: positions a win and a loss of each kind (in-place runs 36 and 22, a late game 56, dead
#: gaps 60 and 61) and the playouts that search longest (90, 96, 98); every search both
#: ways. Then the family search (family.py) on other shapes: a win and a loss of Paganini
#: and of Line Up searched to the end, and the first deal of a game where a card moves both
#: ways (Galary) and of a two-deck one (Double Montana) cut short by a budget; Maze's line
#: (a win, and a deal cut short) in a group of its own; it has no lean
#: search, so both ways ask it the same. The wider run is benchmarks/solver_builds_bench.py.
#: In three groups, each a test of its own (a pair of processes): the interpreted build
#: takes seconds on each, and one test of all of them came near its timeout on a busy
#: machine (issue 37).
CHOSEN_BOARDS = {
    "deals": """[
        (Board.deal(number), budget, 10_000)
        for number, budget in ((2, None), (4, None), (6, 20_000), (39, None))
    ]""",
    "candidates": """[
        (candidate_positions()[index], None, 10_000)
        for index in (22, 36, 56, 60, 61, 90, 96, 98)
    ]""",
    "family": """[
        (Board.deal(number, SHAPES[key]), budget, budget)
        for key, number, budget in (
            ("paganini", 5, None), ("paganini", 3, None), ("line-up", 1, None),
            ("line-up", 4, None), ("galary", 1, 20_000), ("double-montana", 1, 20_000),
        )
    ]""",
    "line": """[
        (Board.deal(number, SHAPES["maze"]), budget, budget)
        for number, budget in ((5, 50_000), (2, 5_000))
    ]""",
}
#: How many boards each group of CHOSEN_BOARDS holds.
CHOSEN_COUNT = {"deals": 4, "candidates": 8, "family": 6, "line": 2}


def run_python(
    code: str, pure: bool, path: Path | None = None, timeout: float = CHILD_TIMEOUT
) -> list[str]:
    """Run code in a new interpreter, from the repository or from path, with the
    solver interpreted or as installed, for at most timeout seconds; its output lines."""
    env = {**os.environ, "ADDICTION_PURE_SOLVER": "1" if pure else "0"}
    result = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        cwd=PACKAGE.parent if path is None else path,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_the_build_compiles_the_modules_the_runtime_checks_and_the_cache_hashes() -> None:
    """setup.py compiles, solver/__init__.py takes compiled, and scripts/setup.sh hashes for
    its compile cache the same modules: one left out of any runs interpreted or stale."""
    root = PACKAGE.parent
    tree = ast.parse((root / "setup.py").read_text(encoding="utf-8"))
    (listed,) = (
        node.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(
            isinstance(target, ast.Name) and target.id == "SOLVER_MODULES"
            for target in node.targets
        )
    )
    compiled = {Path(path).stem for path in ast.literal_eval(listed)}
    sources = re.search(
        r"SOLVER_SOURCES=\(addiction/engine/solver/\{([a-z,]+)\}\.py\)",
        (root / "scripts" / "setup.sh").read_text(encoding="utf-8"),
    )
    assert sources is not None
    assert compiled == set(COMPILED_MODULES) == set(sources.group(1).split(","))
    assert "family" in compiled


def test_the_build_that_runs_is_the_one_imported() -> None:
    code = "from addiction.engine.solver import BUILD, search; print(BUILD); print(search.__file__)"
    build, source = run_python(code, pure=True)
    # ADDICTION_PURE_SOLVER=1 is the reason, unless nothing was compiled here at all.
    reasons = ("interpreted (ADDICTION_PURE_SOLVER=1)", "interpreted (not compiled)")
    assert build in reasons and source.endswith("search.py")
    build, binary = run_python(code, pure=False)
    assert (build == "compiled") is (not binary.endswith(".py"))


@pytest.mark.skipif(not COMPILED, reason="the solver is not compiled here (no C compiler?)")
@pytest.mark.parametrize("group", list(CHOSEN_BOARDS))
def test_compiled_and_interpreted_give_identical_answers(group: str) -> None:
    compiled = run_python(answers_script(CHOSEN_BOARDS[group]), pure=False)
    interpreted = run_python(answers_script(CHOSEN_BOARDS[group]), pure=True)
    assert json.loads(compiled[0])["build"] == "compiled"
    assert not json.loads(compiled[0])["family"].endswith(".py")
    assert json.loads(interpreted[0])["search"].endswith("search.py")
    assert json.loads(interpreted[0])["family"].endswith("family.py")
    assert len(compiled) == len(interpreted) == 1 + 2 * CHOSEN_COUNT[group] + 1
    assert compiled[1:-1] == interpreted[1:-1]


@pytest.mark.skipif(not COMPILED, reason="the solver is not compiled here (no C compiler?)")
def test_a_source_edited_after_the_build_runs_instead_of_the_stale_binary(
    tmp_path: Path,
) -> None:
    copy = tmp_path / "addiction"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "engine" / "solver" / "relax.py").touch()
    code = "from addiction.engine.solver import BUILD, relax; print(BUILD); print(relax.__file__)"
    build, source = run_python(code, pure=False, path=tmp_path)
    assert build.startswith("interpreted (relax.py changed since it was compiled")
    assert source == str(copy / "engine" / "solver" / "relax.py")


@pytest.mark.skipif(not COMPILED, reason="the solver is not compiled here (no C compiler?)")
def test_without_librt_the_solver_runs_interpreted(tmp_path: Path) -> None:
    (tmp_path / "librt").mkdir()
    (tmp_path / "librt" / "__init__.py").write_text("raise ImportError('no librt here')\n")
    code = (
        "import sys; sys.path.insert(0, sys.argv[1])\n"
        "from addiction.engine import Board\n"
        "from addiction.engine.solver import BUILD, solve\n"
        "print(BUILD); print(solve(Board.deal(39)).status.value)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)],
        cwd=PACKAGE.parent,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "interpreted (librt, mypy's runtime library, is not installed)",
        "no-win",
    ]
