#!/usr/bin/env bash
# Sets up everything the game and its tests need, idempotently:
# the Debian libraries Qt loads and Python's venv package (installed with
# apt-get when run as root, otherwise the exact command is printed), a virtual
# environment in .venv (made again when a broken run left it half-made), and
# the package with its development tools.
set -euo pipefail
cd "$(dirname "$0")/.."

# Shared libraries the PySide6 wheels load but do not ship: OpenGL/EGL, fonts,
# keyboard maps, D-Bus, GLib, and the xcb pieces the X11 platform plugin needs;
# and ALSA's libasound, which plays the game's sounds (addiction/ui/sound/alsa.py;
# its "null" device is what the tests play on). The two CJK fonts draw the Chinese
# and Japanese translations (WenQuanYi for Chinese, IPA Gothic for Japanese kana and
# kanji), about 5 MB where Noto CJK is 56.
DEBIAN_PACKAGES=(
  libgl1 libegl1 libglib2.0-0 libdbus-1-3 libfontconfig1 libfreetype6 fonts-dejavu-core
  libxkbcommon0 libxkbcommon-x11-0 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
  libxcb-image0 libxcb-render-util0 libxcb-randr0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1
  libxrender1 libsm6 libice6 binutils libasound2 fonts-wqy-microhei fonts-ipafont-gothic
)

PYTHON=${PYTHON:-python3}
if ! command -v "$PYTHON" >/dev/null 2>&1; then
  echo "setup: $PYTHON not found; the game needs Python 3.10 or newer, such as:"
  echo "  sudo apt-get install -y python3 python3-venv"
  exit 1
fi

# Debian and Ubuntu ship the system Python's venv module without ensurepip, which
# puts pip in a new environment: that lives in python3.X-venv (what python3-venv
# depends on), X being the minor version of the python3 in use.
needs_venv_package=""
if ! "$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1 &&
   [ "$("$PYTHON" -c 'import sys; print(sys.prefix)')" = /usr ]; then
  needs_venv_package=$("$PYTHON" -c 'import sys; print("python%d.%d-venv" % sys.version_info[:2])')
fi

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for pkg in "${DEBIAN_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ -z "$needs_venv_package" ] || missing+=("$needs_venv_package")
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
      echo "setup: installing Debian packages the game needs: ${missing[*]}"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
      echo "setup: the game needs these Debian packages; install them with:"
      echo "  sudo apt-get install -y ${missing[*]}"
      # Without them no virtual environment can be made: stop here, not halfway.
      [ -z "$needs_venv_package" ] || exit 1
    fi
  fi
fi
if ! "$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1; then
  echo "setup: $PYTHON cannot make virtual environments (no ensurepip module);"
  echo "  install your system's venv package for it (python3-venv on Debian and Ubuntu)"
  exit 1
fi

# A .venv that an interrupted or failed setup left half-made (or whose Python was
# removed) is made again, rather than failing at pip on every run after.
if [ -e .venv ] && ! { [ -x .venv/bin/python ] && .venv/bin/python -m pip --version >/dev/null 2>&1; }; then
  echo "setup: .venv is incomplete (an interrupted setup?); making it again"
  rm -rf .venv
fi
if [ ! -e .venv ]; then
  echo "setup: making a virtual environment in .venv"
  if ! "$PYTHON" -m venv .venv; then
    rm -rf .venv
    echo "setup: could not create .venv with $PYTHON"
    exit 1
  fi
fi
# The solver's hot modules, which setup.py compiles with mypyc where a C compiler is.
SOLVER_SOURCES=(addiction/engine/solver/{family,keys,relax,search}.py)

# Compiles the solver in place, or copies what an earlier setup compiled from the same
# sources with the same tools: a cache outside the clone, keyed by their hash, so a
# fresh clone does not compile again. The runtime takes a compiled module only when
# it is newer than its source (addiction/engine/solver/__init__.py): a copy is.
compile_solver() {
  local key cache_home cache scratch
  # (Called where `set -e` does not apply: each step says when it fails.)
  key=$(.venv/bin/python - "${SOLVER_SOURCES[@]}" <<'PYTHON'
import hashlib, importlib.metadata, sys, sysconfig
digest = hashlib.sha256()
for path in ["setup.py", *sys.argv[1:]]:
    with open(path, "rb") as source:
        digest.update(source.read())
for tool in ("mypy", "librt", "setuptools"):
    digest.update(importlib.metadata.version(tool).encode())
digest.update(sysconfig.get_config_var("EXT_SUFFIX").encode())
print(digest.hexdigest()[:24])
PYTHON
  ) || return 1
  cache_home=${XDG_CACHE_HOME:-${HOME:+$HOME/.cache}}
  cache=${cache_home:-.venv}/addiction-solitaire/solver-$key
  if [ "${ADDICTION_PURE_SOLVER:-}" != 1 ] && [ -d "$cache" ]; then
    # Each copied beside its place, then renamed over it: a game or solver still
    # running keeps the file it mapped (cp over it in place crashed them, SIGBUS).
    local built name
    for built in "$cache"/*.so; do
      name=addiction/engine/solver/$(basename "$built")
      cp "$built" "$name.new" && mv -f "$name.new" "$name" || return 1
    done
    return 0
  fi
  rm -f addiction/engine/solver/*.so  # none of an older build is kept as this one
  # --force: a module's small extension (which only loads the shared runtime) is the same
  # C file after its source changes, so build/ would hand back the old one, older than the
  # edited source, which the runtime then refuses as stale.
  .venv/bin/python setup.py -q build_ext --inplace --force || return 1
  # Kept only when something was compiled (not without a C compiler), where it can be;
  # made whole beside its place, then moved in (another setup may be doing the same).
  if [ "${ADDICTION_PURE_SOLVER:-}" != 1 ] && compgen -G "addiction/engine/solver/*.so" >/dev/null &&
     mkdir -p "$(dirname "$cache")" 2>/dev/null && scratch=$(mktemp -d "$cache.XXXXXX" 2>/dev/null)
  then
    { cp addiction/engine/solver/*.so "$scratch"/ && mv -T "$scratch" "$cache" 2>/dev/null; } ||
      rm -rf "$scratch"
  fi
  return 0
}

# pip's output (on standard input) into .venv/pip.log, and a progress line for each
# package it fetches and for the install: "setup:   PySide6", "setup:   installing 42
# packages". A shell loop, so each line shows as pip writes it (awk and sed may read
# their input a block at a time).
pip_progress() {
  local line name names commas
  while IFS= read -r line; do
    printf '%s\n' "$line" >>.venv/pip.log
    case $line in
      "Collecting "*)
        name=${line#Collecting }
        echo "setup:   ${name%%[ <>=!~;[(]*}" ;;
      "Installing collected packages: "*)
        names=${line#Installing collected packages: }
        commas=${names//[^,]/}
        if [ -z "$commas" ]; then echo "setup:   installing 1 package"
        else echo "setup:   installing $((${#commas} + 1)) packages"; fi ;;
    esac
  done
}

# Reinstall only when the package's build changed since the last successful install
# (setup.py compiles the solver's hot modules with mypyc, so their sources count).
stamp=.venv/.installed-$(cat pyproject.toml setup.py "${SOLVER_SOURCES[@]}" | sha1sum | cut -c1-12)
if [ ! -f "$stamp" ]; then
  echo "setup: installing Python packages into .venv (a few minutes on a fresh clone)"
  # pip and the editable build are chatty: their output goes to .venv/pip.log, shown
  # whole only when they fail; meanwhile each step, and each package pip fetches, is
  # told on a line of its own as it comes. The install compiles nothing
  # (ADDICTION_PURE_SOLVER=1): compile_solver does, with the tools just installed (the
  # checkers' own mypy and setuptools).
  : >.venv/pip.log
  if ! { echo "setup: upgrading pip" &&
         .venv/bin/python -m pip install --progress-bar off --upgrade pip 2>&1 | pip_progress &&
         echo "setup: installing the game with PySide6 and its development tools" &&
         ADDICTION_PURE_SOLVER=1 .venv/bin/python -m pip install --progress-bar off -e ".[dev]" \
           2>&1 | pip_progress &&
         echo "setup: compiling the solver (or taking an earlier build of the same sources)" &&
         compile_solver >>.venv/pip.log 2>&1; }; then
    cat .venv/pip.log
    exit 1
  fi
  rm -f .venv/.installed-*
  touch "$stamp"
  echo "setup: $(.venv/bin/python -m addiction.solve --version)"
fi
# The translations the game loads (addiction/i18n/*.qm), built from the .ts files.
.venv/bin/python scripts/translations.py build
# The sounds the game plays (addiction/resources/sound-*.wav), synthesised.
.venv/bin/python scripts/sounds.py build
