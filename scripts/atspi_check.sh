#!/usr/bin/env bash
# The board as a screen reader sees it, from outside the process: under Xvfb, with a
# D-Bus session and the AT-SPI registry, start the real game (xcb platform), read its
# accessible tree with Debian's python3-pyatspi and compare the 52 cell names with the
# game's own words, then play a card with the keyboard and check the focus events and
# the announcement (scripts/atspi_check.py). Installs what it needs when run as root.
# Exit status non-zero on a mismatch or when the table cannot be found.
set -euo pipefail
cd "$(dirname "$0")/.."
DEAL=${DEAL:-5}

packages=(xvfb dbus at-spi2-core python3-pyatspi)  # the Qt libraries: scripts/setup.sh
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    echo "atspi: missing packages (install as root): ${missing[*]}" >&2
    exit 2
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
[[ -x .venv/bin/python ]] || bash scripts/setup.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/atspi_check.py expected "$DEAL" >"$work/expected"

# Inside a private D-Bus session: Xvfb, the AT-SPI bus (its registry starts on
# demand), the game, then the reader. Everything started here is stopped here.
export DEAL work
exec dbus-run-session -- bash -c '
  set -euo pipefail
  # -displayfd: Xvfb picks a free display and says which once it is ready.
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
  xvfb=$!
  for _ in $(seq 100); do [[ -s $work/display ]] && break; sleep 0.1; done
  export DISPLAY=:$(cat "$work/display")
  # After DISPLAY: the registry (started by the bus on demand) needs it to press keys.
  /usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/bus.log" 2>&1 &
  bus=$!
  ADDICTION_DATA_DIR="$work/data" QT_QPA_PLATFORM=xcb QT_ACCESSIBILITY=1 \
    QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 .venv/bin/python -m addiction --deal "$DEAL" \
    >"$work/game.log" 2>&1 &
  game=$!
  status=0
  /usr/bin/python3 -u scripts/atspi_check.py read "$work/expected" || status=$?
  kill "$game" 2>/dev/null || true
  wait "$game" 2>/dev/null || true
  kill "$bus" "$xvfb" 2>/dev/null || true
  wait 2>/dev/null || true
  if ((status)); then echo "atspi: the game said:"; cat "$work/game.log"; fi
  exit "$status"
'
