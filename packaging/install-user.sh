#!/usr/bin/env bash
# Installs Addiction Solitaire for the current user only, without root, from the unpacked
# archive this script sits in (addiction-solitaire-VERSION-linux-ARCH/):
#   the app       ~/.local/share/addiction-solitaire/app/
#   the command   ~/.local/bin/addiction
#   menu entry    ~/.local/share/applications/, icons ~/.local/share/icons/hicolor/,
#                 AppStream metadata ~/.local/share/metainfo/
# (~/.local/share is $XDG_DATA_HOME when that is set).  Running it again upgrades in place.
# ~/.local/share/addiction-solitaire/uninstall-user.sh removes everything it installed.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
app_id=io.github.addiction_solitaire.Addiction
data=${XDG_DATA_HOME:-$HOME/.local/share}
bindir=$HOME/.local/bin
target=$data/addiction-solitaire

if [ ! -x "$here/addiction/addiction" ]; then
  echo "install-user.sh: no app next to this script." >&2
  echo "Run the copy inside the unpacked archive, made by packaging/build.sh:" >&2
  echo "  dist/addiction-solitaire-*-linux-*.tar.gz" >&2
  exit 1
fi

# A previous install goes first, so files it had and this version lacks do not linger.
if [ -f "$target/installed-files" ]; then
  "$here/uninstall-user.sh" --keep-caches
fi

mkdir -p "$target" "$bindir" "$data/applications" "$data/metainfo"
rm -rf -- "$target/app"  # left by an install interrupted before it wrote its file list
cp -a "$here/addiction" "$target/app"
cp "$here/uninstall-user.sh" "$target/"
manifest=()

ln -sfn "$target/app/addiction" "$bindir/addiction"
manifest+=("$bindir/addiction")

# The menu entry runs the launcher by its full path: ~/.local/bin is not on every
# desktop session's PATH.
sed -e "s|^Exec=addiction\$|Exec=\"$bindir/addiction\"|" \
    -e "s|^TryExec=addiction\$|TryExec=$bindir/addiction|" \
    "$here/share/applications/$app_id.desktop" > "$data/applications/$app_id.desktop"
manifest+=("$data/applications/$app_id.desktop")
cp "$here/share/metainfo/$app_id.metainfo.xml" "$data/metainfo/"
manifest+=("$data/metainfo/$app_id.metainfo.xml")

while IFS= read -r -d '' icon; do
  relative=${icon#"$here/share/icons/"}
  mkdir -p "$(dirname "$data/icons/$relative")"
  cp "$icon" "$data/icons/$relative"
  manifest+=("$data/icons/$relative")
done < <(find "$here/share/icons" -type f -print0)

printf '%s\n' "${manifest[@]}" > "$target/installed-files"

# Menus notice new entries by themselves; icon caches need a nudge where they exist.
touch "$data/icons/hicolor"
if [ -f "$data/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
  gtk-update-icon-cache --quiet --ignore-theme-index "$data/icons/hicolor" || true
fi
if command -v update-desktop-database >/dev/null; then
  update-desktop-database --quiet "$data/applications" || true
fi

echo "Installed Addiction Solitaire in $target."
echo "Start it from the applications menu, or run: $bindir/addiction"
case ":$PATH:" in
  *":$bindir:"*) ;;
  *) echo "($bindir is not on your PATH: add it to run plain 'addiction'.)" ;;
esac
echo "To uninstall: $target/uninstall-user.sh"
