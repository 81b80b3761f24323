#!/usr/bin/env bash
# Every benchmark on a tiny input (benchmarks/smoke.py: each script with --smoke, a
# timeout each), so that none rots unnoticed (issue 36). The tools some of them need
# come from Debian's packages: an X server with a window manager and xdotool (the
# benchmarks on a real display), tesseract with English and German (ocr_languages.py
# reads its first language, German) and a C compiler (solver_vs_c.py); installed with
# apt-get when run as root, otherwise named, and the benchmarks without them say
# "skipped". bundle_bench.py measures dist/addiction when packaging/build.sh made it.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x .venv/bin/python ]] || bash scripts/setup.sh

packages=(xvfb openbox x11-utils xdotool tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu
  gcc libc6-dev)
missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
  done
fi
if ((${#missing[@]})); then
  if [[ $(id -u) -eq 0 ]]; then
    echo "benchmarks: installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "benchmarks: without ${missing[*]} some are skipped (sudo apt-get install -y ${missing[*]})"
  fi
fi
exec .venv/bin/python benchmarks/smoke.py "$@"
