"""The solver compiled (mypyc, setup.py) and interpreted: the same answers, and
ADDICTION_PURE_SOLVER=1 or a source edited since the build runs the source.

The rest of the solver tests run against whichever build imports (compiled after
`pip install -e .` where a C compiler is); scripts/test.sh runs them a second time
with ADDICTION_PURE_SOLVER=1.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import addiction
from addiction.engine.solver import BUILD

PACKAGE = Path(addiction.__file__).parent
SOLVER = PACKAGE / "engine" / "solver"
COMPILED = BUILD == "compiled"

# Solves a few positions and prints everything an answer holds but the time.
ANSWERS = """
import json, sys
from addiction.engine import Board
from addiction.engine.solver import BUILD, solve
from addiction.engine.solver import search
from tests.test_solver import small_positions
boards = [(Board.deal(n), budget) for n, budget in ((2, None), (4, None), (6, 100_000), (39, None))]
boards += [(board, None) for board, _ in small_positions()[::7]]
print(json.dumps({"build": BUILD, "search": search.__file__}))
for board, budget in boards:
    for lean in (False, True):
        r = solve(board, max_nodes=budget if budget or not lean else 20_000, lean_search=lean)
        print(json.dumps([r.status.value, r.nodes, r.best_in_place,
                          [m.to_json() for m in r.moves], [m.to_json() for m in r.best_line]]))
"""


def run_python(code: str, pure: bool, path: Path | None = None) -> list[str]:
    """Run code in a new interpreter, from the repository or from path, with the
    solver interpreted or as installed; its output lines."""
    env = {**os.environ, "ADDICTION_PURE_SOLVER": "1" if pure else "0"}
    result = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        cwd=PACKAGE.parent if path is None else path,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.splitlines()


def test_the_build_that_runs_is_the_one_imported() -> None:
    code = "from addiction.engine.solver import BUILD, search; print(BUILD); print(search.__file__)"
    build, source = run_python(code, pure=True)
    # ADDICTION_PURE_SOLVER=1 is the reason, unless nothing was compiled here at all.
    reasons = ("interpreted (ADDICTION_PURE_SOLVER=1)", "interpreted (not compiled)")
    assert build in reasons and source.endswith("search.py")
    build, binary = run_python(code, pure=False)
    assert (build == "compiled") is (not binary.endswith(".py"))


@pytest.mark.skipif(not COMPILED, reason="the solver is not compiled here (no C compiler?)")
def test_compiled_and_interpreted_give_identical_answers() -> None:
    compiled = run_python(ANSWERS, pure=False)
    interpreted = run_python(ANSWERS, pure=True)
    assert json.loads(compiled[0])["build"] == "compiled"
    assert json.loads(interpreted[0])["search"].endswith("search.py")
    assert len(compiled) > 20
    assert compiled[1:] == interpreted[1:]


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
        check=True,
    )
    assert result.stdout.splitlines() == [
        "interpreted (librt, mypy's runtime library, is not installed)",
        "no-win",
    ]
