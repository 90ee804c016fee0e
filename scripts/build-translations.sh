#!/usr/bin/env bash
# Build resources/translations/*.qm from the .ts files with pyside6-lrelease,
# each only when it is missing or older than its .ts (scripts/setup.sh runs
# this; the .qm files are not committed).  --force rebuilds them all.
# For a checkout that runs from its sources; a build (pip install, pip wheel,
# python -m build) compiles them by itself (setup.py).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

lrelease="${LRELEASE:-.venv/bin/pyside6-lrelease}"
[[ -x "$lrelease" ]] || lrelease="$(command -v pyside6-lrelease || true)"
if [[ -z "$lrelease" ]]; then
    printf 'build-translations: pyside6-lrelease not found (install PySide6-Essentials)\n' >&2
    exit 1
fi

force=0
[[ "${1:-}" == "--force" ]] && force=1
shopt -s nullglob
for ts in resources/translations/*.ts; do
    qm="${ts%.ts}.qm"
    if ((force)) || [[ ! -f "$qm" || "$ts" -nt "$qm" ]]; then
        "$lrelease" -silent "$ts" -qm "$qm"
    fi
done
