"""Build hook: the solver's hot modules compiled with mypyc where a C compiler is there.

Everything else about the package is in pyproject.toml. `pip install -e .` (and a
wheel build) compiles SOLVER_MODULES with mypyc into extension modules that sit
next to their sources (an editable install builds them in place), so the same
typed Python source runs at native speed. Without a working C compiler, or with
ADDICTION_PURE_SOLVER=1 set for the build, nothing is compiled and the solver
runs as the pure Python source; one line says so. Which one runs:
`python -m addiction.solve --version` (docs/solver.md, "Compiled and interpreted").
"""

from __future__ import annotations

import os
import sys
import tempfile

from setuptools import setup

SOLVER_MODULES = [
    "addiction/engine/solver/family.py",
    "addiction/engine/solver/keys.py",
    "addiction/engine/solver/relax.py",
    "addiction/engine/solver/search.py",
]
# The mypyc runtime shared by the compiled modules: a fixed name inside the package
# (PyInstaller needs it as a hidden import: packaging/addiction.spec).
RUNTIME_GROUP = "addiction.engine.solver.native"


def c_compiler_works() -> bool:
    """Whether the compiler setuptools would use can compile a C extension here: a
    compiler, and Python's headers (Debian and Ubuntu ship them apart, in python3-dev)."""
    import sysconfig

    from setuptools._distutils.ccompiler import new_compiler
    from setuptools._distutils.sysconfig import customize_compiler

    compiler = new_compiler()
    customize_compiler(compiler)
    with tempfile.TemporaryDirectory() as scratch:
        source = os.path.join(scratch, "probe.c")
        with open(source, "w", encoding="ascii") as handle:
            handle.write("#include <Python.h>\nint main(void) { return 0; }\n")
        try:
            compiler.compile(
                [source], output_dir=scratch, include_dirs=[sysconfig.get_paths()["include"]]
            )
        # Any failure means no: the error classes moved between setuptools releases
        # (a missing gcc raised one the errors module no longer names).
        except Exception:
            return False
    return True


def solver_extensions() -> list[object]:
    if os.environ.get("ADDICTION_PURE_SOLVER") == "1":
        print("addiction: ADDICTION_PURE_SOLVER=1, the solver is not compiled", file=sys.stderr)
        return []
    if not c_compiler_works():
        print(
            "addiction: no C compiler with Python's headers, the solver runs as pure Python",
            file=sys.stderr,
        )
        return []
    from mypyc.build import mypycify

    return list(mypycify(SOLVER_MODULES, opt_level="3", group_name=RUNTIME_GROUP))


setup(ext_modules=solver_extensions())
