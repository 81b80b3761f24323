#!/usr/bin/env bash
# CI check of the installable game, as a player gets it (Linux): builds the bundle, the
# archive and the .deb with packaging/build.sh, then
#   - runs the bundle's compiled solver modules on a winnable and an unwinnable deal;
#   - runs the frozen app: --version, --screenshot of deal 7 on the offscreen platform, of a
#     campaign level in Portuguese and of a daily deal, then on a real X server (Xvfb) and a real Wayland compositor (weston, headless), to
#     show the trimmed bundle still has the platform plugins desktops need;
#   - validates the .desktop file (desktop-file-validate) and the AppStream metainfo
#     (appstreamcli);
#   - installs the archive for a throw-away user with install-user.sh, starts the installed
#     command, and uninstalls it again, leaving nothing behind;
#   - unpacks the .deb and starts its /usr/bin/addiction;
#   - prints the bundle benchmark and fails if a size target is missed.
# The validators and display servers come from Debian's packages (desktop-file-utils,
# appstream, xvfb, xauth, weston): installed with apt-get when run as root, otherwise the
# command is printed and the script fails.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")
cd "$repo"
started=$SECONDS
step() { echo "== ci-smoke: $*"; }
fail() { echo "ci-smoke: FAILED: $*" >&2; exit 1; }

step "tools"
missing=()
command -v desktop-file-validate >/dev/null || missing+=(desktop-file-utils)
command -v appstreamcli >/dev/null || missing+=(appstream)
command -v dpkg-deb >/dev/null || missing+=(dpkg)
command -v xvfb-run >/dev/null || missing+=(xvfb xauth)
command -v weston >/dev/null || missing+=(weston)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    fail "needs ${missing[*]}: sudo apt-get install -y ${missing[*]}"
  fi
fi
# The virtual environment with PyInstaller, and the Debian libraries Qt loads.
bash scripts/setup.sh

step "build"
bash packaging/build.sh
version=$(.venv/bin/python packaging/appmeta.py)
app=dist/addiction/addiction
archive=dist/addiction-solitaire-$version-linux-$(uname -m).tar.gz
deb=dist/addiction-solitaire_${version}_$(dpkg --print-architecture).deb
[ -f "$archive" ] || fail "no archive $archive"
[ -f "$deb" ] || fail "no Debian package $deb"

tmp=$(mktemp -d)
weston_pid=
cleanup() {
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
export QT_QPA_PLATFORM=offscreen

step "frozen app: the bundle's compiled solver answers"
# The bundle's solver modules (compiled by mypyc, when a compiler was there) put over a
# copy of the sources, so that the very binaries the bundle ships are what runs.
mkdir -p "$tmp/solver-check"
cp -rp addiction "$tmp/solver-check/"
find "$tmp/solver-check" \( -name '*.so' -o -name '__pycache__' \) -prune -exec rm -rf {} +
bundled=(dist/addiction/_internal/addiction/engine/solver/*.so)
if [ -e "${bundled[0]}" ]; then
  cp -p "${bundled[@]}" "$tmp/solver-check/addiction/engine/solver/"
  solver() { (cd "$tmp/solver-check" && "$repo/.venv/bin/python" -m addiction.solve "$@"); }
  [ "$(solver --version)" = "solver: compiled" ] || fail "the bundled solver does not load: $(solver --version)"
  # The whole output first: the solver prints each line as it is found, so grep -q
  # closing the pipe early would end it on a broken pipe (and pipefail fail the check).
  won=$(solver --deals 11) || fail "the bundled solver failed on deal 11: $won"
  grep -q "^deal 11: win" <<<"$won" || fail "the bundled solver does not win deal 11: $won"
  lost=$(solver --deals 39) || fail "the bundled solver failed on deal 39: $lost"
  grep -q "^deal 39: no-win" <<<"$lost" || fail "the bundled solver does not prove deal 39: $lost"
  echo "compiled solver: deal 11 win, deal 39 no-win"
else
  echo "no compiled solver in the bundle (no C compiler when it was built)"
fi

step "frozen app: --version"
out=$("$app" --version)
[ "$out" = "addiction $version" ] || fail "--version printed '$out', expected 'addiction $version'"
echo "$out"

check_png() { .venv/bin/python packaging/check_png.py "$@"; }

step "frozen app: --screenshot of deal 7"
# A throw-away home: a screenshot run must not need (or touch) the player's settings.
HOME=$tmp/home "$app" --deal 7 --size 1280x800 --screenshot "$tmp/deal7.png"
check_png "$tmp/deal7.png" 1280 800 || fail "screenshot"

step "frozen app: a campaign level in Portuguese, and a daily deal (their data and .qm files are in the bundle)"
HOME=$tmp/home LANGUAGE=pt_BR "$app" --level 60 --size 900x560 --screenshot "$tmp/level.png"
check_png "$tmp/level.png" 900 560 || fail "screenshot of a level"
HOME=$tmp/home "$app" --daily 2027-03-01 --size 900x560 --screenshot "$tmp/daily.png"
check_png "$tmp/daily.png" 900 560 || fail "screenshot of a daily deal"
for file in resources/campaign.json resources/daily-2027.json i18n/addiction_pt_BR.qm; do
  [ -f "dist/addiction/_internal/addiction/$file" ] || fail "the bundle lacks addiction/$file"
done

step "frozen app on X11 (Xvfb)"
HOME=$tmp/home QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1280x800x24" \
  "$app" --deal 7 --size 1280x800 --screenshot "$tmp/xcb.png"
check_png "$tmp/xcb.png" 1280 800 || fail "screenshot on X11"

step "frozen app on Wayland (headless weston)"
mkdir -m 700 "$tmp/runtime"
XDG_RUNTIME_DIR=$tmp/runtime weston --backend=headless-backend.so --socket=wayland-smoke \
  --idle-time=0 >"$tmp/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 50); do [ -S "$tmp/runtime/wayland-smoke" ] && break; sleep 0.1; done
HOME=$tmp/home XDG_RUNTIME_DIR=$tmp/runtime WAYLAND_DISPLAY=wayland-smoke QT_QPA_PLATFORM=wayland \
  "$app" --deal 7 --size 1280x800 --screenshot "$tmp/wayland.png"
check_png "$tmp/wayland.png" 1280 800 || fail "screenshot on Wayland"
kill "$weston_pid"
wait "$weston_pid" 2>/dev/null || true
weston_pid=

step "desktop file and metainfo"
desktop-file-validate packaging/linux/io.github.addiction_solitaire.Addiction.desktop
appstreamcli validate --no-net packaging/linux/io.github.addiction_solitaire.Addiction.metainfo.xml

step "per-user install from the archive"
mkdir -p "$tmp/unpacked" "$tmp/user"
tar -xzf "$archive" -C "$tmp/unpacked"
# Run as a fresh user with nothing else installed: HOME and XDG dirs point into $tmp.
as_user() { env -u XDG_DATA_HOME HOME="$tmp/user" "$@"; }
as_user "$tmp"/unpacked/*/install-user.sh
out=$(as_user "$tmp/user/.local/bin/addiction" --version)
[ "$out" = "addiction $version" ] || fail "installed launcher printed '$out'"
desktop-file-validate "$tmp/user/.local/share/applications/io.github.addiction_solitaire.Addiction.desktop"
[ -f "$tmp/user/.local/share/icons/hicolor/256x256/apps/io.github.addiction_solitaire.Addiction.png" ] ||
  fail "icon not installed"
as_user "$tmp"/unpacked/*/install-user.sh >/dev/null  # again: an upgrade in place
as_user "$tmp/user/.local/share/addiction-solitaire/uninstall-user.sh"
# update-desktop-database may leave its (shared) cache behind; nothing else may stay.
left=$(find "$tmp/user" \( -type f -o -type l \) ! -name mimeinfo.cache)
[ -z "$left" ] || fail "uninstall left: $left"

step "Debian package"
dpkg-deb --info "$deb" | grep -E "^ (Package|Version|Depends):"
dpkg-deb -x "$deb" "$tmp/deb"
out=$("$tmp/deb/usr/bin/addiction" --version)
[ "$out" = "addiction $version" ] || fail "/usr/bin/addiction in the .deb printed '$out'"
desktop-file-validate "$tmp/deb/usr/share/applications/io.github.addiction_solitaire.Addiction.desktop"

step "benchmark"
.venv/bin/python benchmarks/bundle_bench.py --check

step "passed in $((SECONDS - started)) s"
