#!/usr/bin/env bash
# Set everything up (scripts/setup.sh), then start backgammon-qt.
# Arguments are passed to the application; a FILE given relative to where the
# command was typed is made absolute first (the script changes directory).
set -euo pipefail

args=()
for arg in "$@"; do
    if [[ -n "$arg" && "$arg" != -* && "$arg" != /* ]]; then
        arg="$PWD/$arg"
    fi
    args+=("$arg")
done
set -- "${args[@]+"${args[@]}"}"

cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
echo "run-app: set-up done; starting backgammon-qt (it writes backgammon-qt.log in its state folder, see README)" >&2

if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
    echo "run-app: no DISPLAY or WAYLAND_DISPLAY; running under a virtual X server" \
         "(xvfb-run -a), so no window will be visible." >&2
    exec xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/backgammon-qt "$@"
fi
exec .venv/bin/backgammon-qt "$@"
