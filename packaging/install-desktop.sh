#!/usr/bin/env bash
# Install backgammon-qt's desktop integration: the launcher (.desktop file),
# the icon in every size, the AppStream metainfo and the MIME types of its
# match files (.bgqt, .mat, .sgf), so that the app shows in the menu and a
# double-click on a match file opens it.
#
#   packaging/install-desktop.sh [--prefix DIR] [--exec COMMAND] [--uninstall]
#
#   --prefix DIR     where to install (default ~/.local: share/applications,
#                    share/icons/hicolor, share/metainfo, share/mime under it);
#                    use /usr/local (as root) for every user
#   --exec COMMAND   the command the launcher runs (default: backgammon-qt as
#                    found on PATH, else this checkout's .venv/bin/backgammon-qt,
#                    else the bare name, with a warning); give the path of a
#                    bundle's executable or of a virtualenv's backgammon-qt
#   --uninstall      remove what an install put there
#
# DESTDIR is honoured (files go to $DESTDIR$PREFIX) for a distribution
# package; the caches are then left to the package manager's triggers.
# The app itself is installed separately (pip, or packaging/build-bundle.sh).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
app_id="io.github.backgammonqt.BackgammonQt"
prefix="${HOME}/.local"
exec_cmd=""
uninstall=0

say() { printf 'install-desktop: %s\n' "$*" >&2; }

while (($#)); do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --exec) exec_cmd="${2:?--exec needs a command}"; shift 2 ;;
        --exec=*) exec_cmd="${1#--exec=}"; shift ;;
        --uninstall) uninstall=1; shift ;;
        -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
        *) say "unknown argument: $1 (see --help)"; exit 2 ;;
    esac
done

resources="$here/resources"
if [[ ! -d "$resources/desktop-files" ]]; then
    # an installed wheel: the resources are inside the package
    resources="$(python3 -c 'import backgammon_qt.app.paths as p; print(p.resources_dir())' 2>/dev/null || true)"
fi
[[ -d "$resources/desktop-files" ]] || { say "error: resources/desktop-files not found next to $0"; exit 1; }

root="${DESTDIR:-}${prefix}"
share="$root/share"
desktop="$share/applications/$app_id.desktop"
metainfo="$share/metainfo/$app_id.metainfo.xml"
mime="$share/mime/packages/backgammon-qt.xml"
icons=("$share/icons/hicolor/scalable/apps/$app_id.svg")
for png in "$resources"/app-icon/hicolor/*/apps/"$app_id".png; do
    size="$(basename "$(dirname "$(dirname "$png")")")"
    icons+=("$share/icons/hicolor/$size/apps/$app_id.png")
done

update_caches() {
    [[ -z "${DESTDIR:-}" ]] || return 0
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$share/mime"
    else
        say "update-mime-database is missing (Debian: shared-mime-info): file types not registered yet"
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$share/applications"
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [[ -f "$share/icons/hicolor/index.theme" ]]; then
        gtk-update-icon-cache -q -t -f "$share/icons/hicolor" || true
    fi
}

if ((uninstall)); then
    rm -f "$desktop" "$metainfo" "$mime" "${icons[@]}"
    update_caches
    say "removed from $root"
    exit 0
fi

if [[ -z "$exec_cmd" ]]; then
    exec_cmd="$(command -v backgammon-qt || true)"
    if [[ -z "$exec_cmd" && -x "$here/.venv/bin/backgammon-qt" ]]; then
        exec_cmd="$here/.venv/bin/backgammon-qt"       # this checkout's set-up (scripts/setup.sh)
    fi
    if [[ -z "$exec_cmd" ]]; then
        exec_cmd=backgammon-qt
        say "warning: backgammon-qt is not on PATH and this checkout has no .venv (run scripts/setup.sh);"
        say "         the launcher runs 'backgammon-qt', which will not start until it is (or use --exec PATH)"
    fi
fi
case "$exec_cmd" in
    *[[:space:]\"\'\\\$\`]*) say "error: --exec must be a path without spaces or quotes: $exec_cmd"; exit 2 ;;
esac

install -d "$share/applications" "$share/metainfo" "$share/mime/packages"
sed -e "s|^Exec=backgammon-qt |Exec=$exec_cmd |" -e "s|^TryExec=backgammon-qt\$|TryExec=$exec_cmd|" \
    "$resources/desktop-files/$app_id.desktop" > "$desktop.tmp"
chmod 644 "$desktop.tmp"
mv "$desktop.tmp" "$desktop"
install -m 644 "$resources/desktop-files/$app_id.metainfo.xml" "$metainfo"
install -m 644 "$resources/desktop-files/backgammon-qt-mime.xml" "$mime"
install -D -m 644 "$resources/app-icon/$app_id.svg" "${icons[0]}"
for png in "$resources"/app-icon/hicolor/*/apps/"$app_id".png; do
    size="$(basename "$(dirname "$(dirname "$png")")")"
    install -D -m 644 "$png" "$share/icons/hicolor/$size/apps/$app_id.png"
done
update_caches
say "installed the launcher, ${#icons[@]} icons, the metainfo and the MIME types under $root (runs $exec_cmd)"
