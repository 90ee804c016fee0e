#!/usr/bin/env bash
# Build the one-folder PyInstaller bundle of backgammon-qt and smoke-test it.
#
#   packaging/build-bundle.sh [--no-smoke-test]
#
# From a clean clone, with Python >= 3.11 (built with its shared library, as
# Debian's and pyenv's default builds are) and PyPI reachable:
#
#  1. makes build/bundle-venv (once) and installs this checkout into it as a
#     wheel, with PyInstaller;
#  2. runs PyInstaller on packaging/backgammon-qt.spec: dist/backgammon-qt/,
#     started by dist/backgammon-qt/backgammon-qt, and packs it as
#     dist/backgammon-qt-VERSION-linux-ARCH.tar.gz;
#  3. runs packaging/smoke-test.py: the bundle opens a match, plays a turn
#     against the computer and asks for a hint; then the sizes and start-up
#     times of the bundle and of the venv install.
#
# It installs the Debian package binutils when objdump is missing (PyInstaller
# needs it).  The Qt libraries the bundle needs from the system are those of a desktop
# (see scripts/setup.sh: libegl1, libfontconfig1, libxkbcommon0, the libxcb-*
# packages...); packaging/install-desktop.sh --exec "$PWD/dist/backgammon-qt/backgammon-qt"
# adds the launcher for it.  CI does not run this (it takes a few minutes).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYINSTALLER_VERSION=6.22.3
smoke=1
for arg in "$@"; do
    case "$arg" in
        --no-smoke-test) smoke=0 ;;
        -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) printf 'build-bundle: unknown argument %s\n' "$arg" >&2; exit 2 ;;
    esac
done

say() { printf 'build-bundle: %s\n' "$*" >&2; }

python_ok() {
    "$1" -c 'import sys, sysconfig
sys.exit(sys.version_info < (3, 11) or not sysconfig.get_config_var("Py_ENABLE_SHARED"))' >/dev/null 2>&1
}

# PyInstaller needs ldd (libc-bin), objdump and objcopy (both in binutils)
if ! command -v objdump >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1; then
        sudo=()
        [[ "$(id -u)" -ne 0 ]] && sudo=(sudo)
        say "installing the Debian package binutils (PyInstaller needs objdump)"
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends binutils
    fi
    command -v objdump >/dev/null 2>&1 || {
        say "error: objdump is missing (install binutils); PyInstaller needs it"; exit 1; }
fi

venv=build/bundle-venv
if [[ ! -x "$venv/bin/python" ]] || ! "$venv/bin/python" -c '' >/dev/null 2>&1; then
    python=""
    for candidate in python3.11 python3 /usr/bin/python3.11 /usr/bin/python3; do
        if command -v "$candidate" >/dev/null 2>&1 && python_ok "$candidate"; then
            python="$(command -v "$candidate")"
            break
        fi
    done
    [[ -n "$python" ]] || { say "error: no Python >= 3.11 with a shared libpython found"; exit 1; }
    say "creating $venv with $python ($("$python" --version 2>&1))"
    "$python" -m venv --clear "$venv"
fi

# the wheel's build compiles the translations (.ts to .qm, setup.py) itself
say "installing backgammon-qt (as a wheel) and PyInstaller $PYINSTALLER_VERSION into $venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade \
    "pyinstaller==$PYINSTALLER_VERSION" .
version="$("$venv/bin/python" -c 'import backgammon_qt; print(backgammon_qt.__version__)')"

say "running PyInstaller"
start=$SECONDS
"$venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/backgammon-qt.spec
say "PyInstaller took $((SECONDS - start)) s"

archive="dist/backgammon-qt-$version-linux-$(uname -m).tar.gz"
tar -C dist -czf "$archive" backgammon-qt
say "built dist/backgammon-qt/ and $archive"

if ((smoke)); then
    "$venv/bin/python" packaging/smoke-test.py dist/backgammon-qt
fi
