"""Shared set-up of the rules-model tests.

The test-support modules of this folder (``gnubg_oracle``, ``position_strategies``)
are imported by plain name: pytest runs with ``--import-mode=importlib``, which
does not put test folders on ``sys.path``, so this conftest does.
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
