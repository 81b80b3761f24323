#!/usr/bin/env bash
# Sets everything up, then runs the whole check: ruff (lint and format), mypy --strict
# on the whole package, the import-linter layer contracts, and the test suite with Qt
# on the offscreen platform; then the solver's tests once more with the solver
# interpreted (setup compiles it where it can).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "== ruff"
.venv/bin/ruff check addiction tests benchmarks packaging scripts setup.py
.venv/bin/ruff format --check addiction tests benchmarks packaging scripts setup.py
echo "== mypy --strict (addiction)"
.venv/bin/mypy
echo "== import-linter (layers)"
.venv/bin/lint-imports --no-cache
echo "== pytest"
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest "$@"
echo "== pytest: the solver's tests again, interpreted (the run above used the build installed)"
ADDICTION_PURE_SOLVER=1 QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest \
  tests/test_solver.py tests/test_solver_keys.py tests/engine/test_solver_cli.py \
  tests/test_solver_builds.py
