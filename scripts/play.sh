#!/usr/bin/env bash
# Sets everything up, then starts the game. Extra arguments go to the game
# (for example: --deal 42, --rules montana).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python -m addiction "$@"
