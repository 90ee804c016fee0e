"""The project's scripts and benchmarks loaded as modules by the tests
(they are files, not packages): :func:`load_script`."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO_ROOT = Path(__file__).resolve().parents[2]


def load_script(relative: str, name: str) -> ModuleType:
    """The file ``relative`` to the checkout (``"scripts/themes.py"``) run as
    the module ``name``, put in :data:`sys.modules` first (dataclasses look
    their module up).  Raises :class:`FileNotFoundError` when it is missing."""
    path = REPO_ROOT / relative
    if not path.is_file():
        raise FileNotFoundError(path)
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
