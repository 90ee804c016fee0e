"""Shared set-up of the file-format tests (their helpers are
``tests/helpers/corpus.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def corpus_dir(shared_dir: Path) -> Path:
    """../shared/testdata/matches (skips when ../shared is absent)."""
    path = shared_dir / "testdata" / "matches"
    if not path.is_dir():
        pytest.skip(f"the match corpus is absent: expected it at {path}")
    return path
