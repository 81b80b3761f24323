"""pytest's doctest collection (--doctest-modules) in this directory: a module that
runs compiled is not collected from its .py file (pytest would import the file
and find the compiled module under its name instead). Those modules hold no
doctests; the solver's tests run them both ways (tests/test_solver_builds.py).
"""

from addiction.engine.solver import BUILD, COMPILED_MODULES

collect_ignore = [f"{name}.py" for name in COMPILED_MODULES] if BUILD == "compiled" else []
