#!/usr/bin/env bash
# Puts the .app that packaging/build.sh made on macOS (dist/Addiction Solitaire.app) in
# a compressed disk image beside a link to /Applications, for the player to drag it
# there: dist/addiction-solitaire-VERSION-macos-ARCH.dmg. hdiutil comes with macOS.
#
# Usage: packaging/macos/make-dmg.sh
# The Python that reads the version is $PYTHON, by default the project's .venv.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$repo"
PYTHON=${PYTHON:-.venv/bin/python}
version=$("$PYTHON" packaging/appmeta.py)
name=$("$PYTHON" -c 'import sys; sys.path.insert(0, "packaging"); import appmeta; print(appmeta.APP_NAME)')
app="dist/$name.app"
[ -d "$app" ] || { echo "make-dmg: no $app: run packaging/build.sh first" >&2; exit 1; }

stage=build/dmg
rm -rf "$stage"
mkdir -p "$stage"
ditto "$app" "$stage/$name.app"  # ditto keeps the bundle's links, modes and signature
ln -s /Applications "$stage/Applications"
dmg=dist/addiction-solitaire-$version-macos-$(uname -m).dmg
rm -f "$dmg"
hdiutil create -volname "$name $version" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
echo "make-dmg: $dmg ($(du -h "$dmg" | cut -f1))"
