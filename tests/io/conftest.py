"""Shared set-up of the file-format tests.

The support module of this folder (``io_support``) is imported by plain
name: pytest runs with ``--import-mode=importlib``, which does not put test
folders on ``sys.path``, so this conftest does.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)


@pytest.fixture(scope="session")
def corpus_dir(shared_dir: Path) -> Path:
    """../shared/testdata/matches (skips when ../shared is absent)."""
    path = shared_dir / "testdata" / "matches"
    if not path.is_dir():
        pytest.skip(f"the match corpus is absent: expected it at {path}")
    return path
