#!/usr/bin/env bash
# Removes what install-user.sh installed for the current user: the files listed in
# ~/.local/share/addiction-solitaire/installed-files, then that directory itself.
# Saved games and settings (Qt keeps them under ~/.config) are left alone.
# --keep-caches skips refreshing the menu and icon caches (install-user.sh, upgrading, does
# that itself afterwards).
set -euo pipefail
data=${XDG_DATA_HOME:-$HOME/.local/share}
bindir=$HOME/.local/bin
target=$data/addiction-solitaire
refresh=true
[ "${1:-}" = --keep-caches ] && refresh=false

if [ ! -f "$target/installed-files" ]; then
  echo "uninstall-user.sh: Addiction Solitaire is not installed for $USER (no $target/installed-files)." >&2
  exit 1
fi

while IFS= read -r file; do
  # Only files this install could have written: never follow a damaged list elsewhere.
  case "$file" in
    "$data"/*|"$bindir"/*) rm -f -- "$file" ;;
    *) echo "uninstall-user.sh: skipping unexpected entry $file" >&2 ;;
  esac
done < "$target/installed-files"
rm -rf -- "$target"

if $refresh; then
  if [ -f "$data/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
    gtk-update-icon-cache --quiet --ignore-theme-index "$data/icons/hicolor" || true
  fi
  if command -v update-desktop-database >/dev/null; then
    update-desktop-database --quiet "$data/applications" || true
  fi
  echo "Uninstalled Addiction Solitaire."
fi
