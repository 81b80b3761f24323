#!/usr/bin/env bash
# Sets everything up, then runs the whole check: ruff, mypy on the engine,
# and the test suite with Qt on the offscreen platform.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "== ruff"
.venv/bin/ruff check addiction tests benchmarks
echo "== mypy (engine)"
.venv/bin/mypy
echo "== pytest"
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest "$@"
