"""Loading later what the first painted board does not need (start-up time,
see ``benchmarks/gui.py``).

- :func:`lazy_import`: a module imported when one of its names is first used,
  e.g. the file formats (:mod:`backgammon_qt.io`), needed by the first file
  action or autosave, not by the window.
- :class:`made_when_used`: an attribute made when it is first read, e.g. a
  dock that is hidden at start-up.

Nothing here imports Qt.
"""

from __future__ import annotations

import importlib
from functools import cached_property
from types import ModuleType
from typing import Any

__all__ = ["lazy_import", "made_when_used"]


class _LazyModule:
    """Stands for module ``name`` until a name is read from it; then imports
    it (thread-safe: the import system's lock) and answers from it."""

    __slots__ = ("_name", "_module")

    def __init__(self, name: str) -> None:
        self._name = name
        self._module: ModuleType | None = None

    def __getattr__(self, attr: str) -> Any:
        module = self._module
        if module is None:
            module = self._module = importlib.import_module(self._name)
        return getattr(module, attr)

    def __repr__(self) -> str:
        state = "imported" if self._module is not None else "not imported yet"
        return f"<lazy module {self._name!r} ({state})>"


def lazy_import(name: str) -> Any:
    """Module ``name`` (absolute), imported when one of its attributes is
    first read: ``io = lazy_import("backgammon_qt.io")`` at the top of a
    module, then ``io.load(path)`` as usual.  An unknown module raises
    :class:`ModuleNotFoundError` at that first use, not here."""
    return _LazyModule(name)


class made_when_used(cached_property[Any]):
    """A :func:`functools.cached_property` that can also say whether it was
    made yet, without making it: ``Window.hint_panel.made(window)``."""

    def made(self, obj: object) -> bool:
        """True when the attribute has been read (and so made) on ``obj``."""
        return self.attrname in vars(obj)
