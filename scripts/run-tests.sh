#!/usr/bin/env bash
# Set everything up (scripts/setup.sh), then run the test suite.
# Arguments are passed to pytest, e.g. `bash scripts/run-tests.sh tests/ui -k smoke`.
# Qt runs offscreen unless QT_QPA_PLATFORM says otherwise (e.g. xcb under xvfb-run).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh

export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
exec .venv/bin/python -m pytest "$@"
