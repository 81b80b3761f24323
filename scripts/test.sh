#!/usr/bin/env bash
# Sets everything up, then runs the whole check: ruff (lint and format), mypy --strict
# on the whole package, the import-linter layer contracts, and the test suite with Qt
# on the offscreen platform.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "== ruff"
.venv/bin/ruff check addiction tests benchmarks packaging scripts
.venv/bin/ruff format --check addiction tests benchmarks packaging scripts
echo "== mypy --strict (addiction)"
.venv/bin/mypy
echo "== import-linter (layers)"
.venv/bin/lint-imports --no-cache
echo "== pytest"
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest "$@"
