#!/usr/bin/env bash
# Sets everything up, then runs the whole check: ruff (lint and format), mypy --strict
# on the whole package, the import-linter layer contracts, actionlint on the GitHub
# Actions workflows (scripts/lint_workflows.sh), and the test suite with Qt
# on the offscreen platform (a worker process per core); beside it, the solver's tests
# once more with the solver interpreted (setup compiles it where it can).
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
echo "== actionlint (the GitHub Actions workflows)"
bash scripts/lint_workflows.sh
echo "== pytest (pytest-xdist: a worker per core; the solver's tests interpreted beside it)"
# The solver's tests run a second time with the solver interpreted (setup compiles it
# where it can), in a process of their own at the same time: their output follows.
interpreted_log=$(mktemp)
ADDICTION_PURE_SOLVER=1 QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest \
  tests/test_solver.py tests/test_solver_keys.py tests/engine/test_solver_cli.py \
  tests/test_solver_builds.py tests/engine/test_family_bound.py \
  tests/test_solver_family.py::test_answers_are_exact_against_every_position_of_the_round \
  >"$interpreted_log" 2>&1 &
interpreted=$!
trap 'kill "$interpreted" 2>/dev/null || true; rm -f "$interpreted_log"' EXIT
status=0
# worksteal: an idle worker takes tests queued for the other. (Not loadfile: after a
# worker is ended by pytest-timeout it runs the stuck test again and again, or hangs.)
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -n auto --dist worksteal "$@" || status=$?
echo "== pytest: the solver's tests again, interpreted (the run above used the build installed)"
wait "$interpreted" || status=$?
cat "$interpreted_log"
exit "$status"
