#!/usr/bin/env bash
# Smoke test of a frozen app on any system: the GitHub Actions workflow
# (.github/workflows/bundles.yml) runs it on the bundle, the installed copy and the
# mounted disk image on Windows and macOS; packaging/ci-smoke.sh checks Linux's further.
# The executable given starts on Qt's offscreen platform, in a throw-away data folder,
# and draws deal 7 and a campaign level (its data comes from the bundle) into PNGs that
# packaging/check_png.py checks.
#
# Usage: packaging/smoke-bundle.sh EXECUTABLE
# The Python that checks the PNGs is $PYTHON, by default the project's .venv.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")
[ $# = 1 ] || { echo "usage: packaging/smoke-bundle.sh EXECUTABLE" >&2; exit 2; }
app=$1
if [ -z "${PYTHON:-}" ]; then
  if [ -x "$repo/.venv/bin/python" ]; then PYTHON=$repo/.venv/bin/python
  else PYTHON=$repo/.venv/Scripts/python.exe; fi
fi
# Git Bash on Windows: the app is a Windows program and wants Windows paths.
native() { if command -v cygpath >/dev/null; then cygpath -w "$1"; else echo "$1"; fi; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export QT_QPA_PLATFORM=offscreen
ADDICTION_DATA_DIR=$(native "$tmp/data")
export ADDICTION_DATA_DIR

echo "== smoke-bundle: $app"
"$app" --deal 7 --size 1280x800 --screenshot "$(native "$tmp/deal7.png")"
"$PYTHON" "$here/check_png.py" "$tmp/deal7.png" 1280 800
"$app" --level 60 --size 900x560 --screenshot "$(native "$tmp/level.png")"
"$PYTHON" "$here/check_png.py" "$tmp/level.png" 900 560
echo "== smoke-bundle: passed"
