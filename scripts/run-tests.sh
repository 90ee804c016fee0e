#!/usr/bin/env bash
# Set everything up (scripts/setup.sh), then run the gates and the test suite:
#   ruff (lint, configured in pyproject.toml), mypy (strict on model/, io/ and the
#   pure controller modules, a basic level elsewhere; pyproject.toml), then pytest.
# Arguments are passed to pytest, e.g. `bash scripts/run-tests.sh tests/ui -k smoke`, or
# `bash scripts/run-tests.sh -m "not slow"` for the quick tier (README, "Quick start").
# Qt runs offscreen unless QT_QPA_PLATFORM says otherwise (e.g. xcb under xvfb-run).
# Exits non-zero when a gate or a test fails (all three always run).
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh || exit 1

export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
status=0
echo "== ruff"
.venv/bin/ruff check . || status=1
echo "== mypy"
.venv/bin/mypy || status=1
echo "== pytest"
.venv/bin/python -m pytest "$@"
tests=$?
if ((tests != 0)); then
    status=$tests
fi
if ((status != 0 && tests == 0)); then
    echo "run-tests: the tests passed, but a gate (ruff or mypy) failed: see above" >&2
fi
exit "$status"
