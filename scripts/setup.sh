#!/usr/bin/env bash
# Sets up everything the game and its tests need, idempotently:
# the Debian libraries Qt loads (installed with apt-get when run as root,
# otherwise the exact command is printed), a virtual environment in .venv,
# and the package with its development tools.
set -euo pipefail
cd "$(dirname "$0")/.."

# Shared libraries the PySide6 wheels load but do not ship: OpenGL/EGL, fonts,
# keyboard maps, D-Bus, GLib, and the xcb pieces the X11 platform plugin needs.
DEBIAN_PACKAGES=(
  libgl1 libegl1 libglib2.0-0 libdbus-1-3 libfontconfig1 libfreetype6 fonts-dejavu-core
  libxkbcommon0 libxkbcommon-x11-0 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
  libxcb-image0 libxcb-render-util0 libxcb-randr0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1
  libxrender1 libsm6 libice6 binutils
)

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for pkg in "${DEBIAN_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
      echo "setup: installing Debian packages Qt needs: ${missing[*]}"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
      echo "setup: Qt needs these Debian packages; install them with:"
      echo "  sudo apt-get install -y ${missing[*]}"
    fi
  fi
fi

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
# Reinstall only when the package's build changed since the last successful install
# (setup.py compiles the solver's hot modules with mypyc, so their sources count).
stamp=.venv/.installed-$(cat pyproject.toml setup.py addiction/engine/solver/{keys,relax,search}.py |
  sha1sum | cut -c1-12)
if [ ! -f "$stamp" ]; then
  echo "setup: installing Python packages into .venv"
  # pip and the editable build are chatty; show their output only when they fail.
  if ! { .venv/bin/python -m pip install -q --upgrade pip &&
         .venv/bin/python -m pip install -q -e ".[dev]"; } >.venv/pip.log 2>&1; then
    cat .venv/pip.log
    exit 1
  fi
  rm -f .venv/.installed-*
  touch "$stamp"
  echo "setup: $(.venv/bin/python -m addiction.solve --version)"
fi
