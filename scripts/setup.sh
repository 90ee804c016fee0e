#!/usr/bin/env bash
# Make this checkout ready to run and test backgammon-qt on Debian/Ubuntu.
#
#  1. Installs the Debian packages Qt needs and gnubg (the interop tests' peer), but
#     only those that are missing
#     (apt-get is not touched at all when everything is present).
#  2. Creates .venv with Python >= 3.11 if it does not exist.
#  3. Runs `pip install -e '.[test,cluster]'` (which also compiles the legal-play search,
#     backgammon_qt/model/_legalc.c, where a C compiler exists), skipped while
#     .venv/.setup-stamp is newer than pyproject.toml, setup.py and that C file.
#
# Safe to run repeatedly; it takes well under a second when nothing is to be done.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { printf 'setup: %s\n' "$*" >&2; }

# --- 1. Debian packages -------------------------------------------------------
# Qt itself, plus fonts (without them Qt draws empty boxes and says nothing).
deb_packages=(
    libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0
    libxkbcommon0 fonts-dejavu-core
)
# A real window through the xcb platform plugin, and Xvfb for machines without a display.
deb_packages+=(
    libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
    libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0
    libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0 xvfb xauth
)

have_dpkg() { command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; }

is_installed() {
    [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" == "install ok installed" ]]
}

apt_install() {
    local sudo=()
    if [[ "$(id -u)" -ne 0 ]]; then
        sudo=(sudo)
    fi
    say "installing Debian packages: $*"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "$@"
}

# GNU Backgammon, the peer of the file formats in tests/interop (gnubg -t -q).
deb_packages+=(gnubg)
# PortAudio, through which the app plays its sounds (ui/sound.py; without it the app is silent).
deb_packages+=(libportaudio2)
# The validators of the launcher and the metainfo, and the MIME database (tests/packaging).
deb_packages+=(desktop-file-utils appstream shared-mime-info)

# --- 2. Python >= 3.11 ----------------------------------------------------------
python_ok() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; }

find_python() {
    local candidate
    for candidate in python3.11 python3; do
        if command -v "$candidate" >/dev/null 2>&1 && python_ok "$candidate"; then
            command -v "$candidate"
            return 0
        fi
    done
    return 1
}

missing=()
if have_dpkg; then
    for pkg in "${deb_packages[@]}"; do
        is_installed "$pkg" || missing+=("$pkg")
    done
else
    say "no dpkg/apt-get here; not checking system packages (see README for the list)"
fi

python=""
if [[ ! -x .venv/bin/python ]]; then
    python="$(find_python || true)"
    if [[ -z "$python" ]] && have_dpkg; then
        # Debian 12's python3 is 3.11.
        missing+=(python3 python3-venv)
    elif [[ -n "$python" ]] && ! "$python" -c 'import ensurepip' >/dev/null 2>&1 && have_dpkg; then
        # Debian/Ubuntu ship venv's pip bootstrap separately (python3.X-venv).
        missing+=("$("$python" -c 'import sys; print("python%d.%d-venv" % sys.version_info[:2])')")
    fi
fi

# A C compiler and Python's headers, with which pip builds the compiled legal-play
# search (backgammon_qt/model/_legalc.c, setup.py); without them the build only warns
# and the pure-Python rules model runs.  Asked for only when missing.
if have_dpkg; then
    command -v cc >/dev/null 2>&1 || command -v gcc >/dev/null 2>&1 || missing+=(gcc)
    headers_of=".venv/bin/python"
    [[ -x "$headers_of" ]] || headers_of="$python"
    if [[ -z "$headers_of" ]]; then
        missing+=(python3-dev)
    elif ! "$headers_of" -c 'import os, sys, sysconfig
sys.exit(not os.path.isfile(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' 2>/dev/null; then
        missing+=("$("$headers_of" -c 'import sys; print("python%d.%d-dev" % sys.version_info[:2])')")
    fi
fi

if ((${#missing[@]})); then
    apt_install "${missing[@]}"
fi

# --- 3. Virtual environment and the package --------------------------------------
if [[ -x .venv/bin/python ]] && ! .venv/bin/python -c '' >/dev/null 2>&1; then
    say ".venv/bin/python does not run (copied from another machine?); recreating .venv"
    python="$(find_python || true)"
    [[ -n "$python" ]] || { say "error: no python >= 3.11 found"; exit 1; }
    "$python" -m venv --clear .venv
    rm -f .venv/.setup-stamp
elif [[ ! -x .venv/bin/python ]]; then
    [[ -n "$python" ]] || python="$(find_python || true)"
    [[ -n "$python" ]] || { say "error: no python >= 3.11 found (python3.11 or python3)"; exit 1; }
    say "creating .venv with $python ($("$python" --version 2>&1))"
    "$python" -m venv .venv
fi

stamp=.venv/.setup-stamp
# (again when the build's inputs change: setup.py, or the C of the legal-play search)
if [[ ! -f "$stamp" || pyproject.toml -nt "$stamp" || setup.py -nt "$stamp"
      || backgammon_qt/model/_legalc.c -nt "$stamp" ]]; then
    say "installing backgammon-qt and its test dependencies into .venv"
    # The filter hides setuptools' boilerplate notice that an install is editable.
    PYTHONWARNINGS="ignore:Editable installation" \
        .venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test,cluster]'
    touch "$stamp"
fi

# --- 4. The translations (.qm from resources/translations/*.ts, when missing or older) ---
bash scripts/build-translations.sh
