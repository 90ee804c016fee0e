"""The computer player and the hints, behind one small interface.

- :mod:`.base`: the :class:`Engine` protocol, :class:`GameContext` and the
  answers (:class:`RankedPlay`, :class:`CubeDecision`, :class:`TakeDecision`).
- :mod:`.board`: our :class:`~backgammon_qt.model.Position` to and from
  bgsage's 26-integer board.
- :mod:`.sage`: :class:`SageEngine`, bgsage in this process, and the
  :data:`LEVELS`.
- :mod:`.process`: :class:`ProcessEngine`, the same in a child process (the
  GUI uses this one: bgsage holds the GIL in some calls).
- :mod:`.selfplay`: computer against computer through the rules model.
- :mod:`.worker`: the Qt job runner (the only module here importing Qt; not
  imported by this package).

``python -m backgammon_qt.engine selfplay --games N --seed S`` plays
seeded games (see :mod:`.__main__`).
"""

from .base import (
    CancelToken, Cancelled, Chances, CubeAction, CubeDecision, CubeOwner, Engine, EngineError,
    GameContext, RankedPlay, TakeAction, TakeDecision,
)
from .process import ProcessEngine
from .sage import DEFAULT_LEVEL, LEVELS, Level, SageEngine

__all__ = [
    "CancelToken", "Cancelled", "Chances", "CubeAction", "CubeDecision", "CubeOwner", "Engine",
    "EngineError", "GameContext", "RankedPlay", "TakeAction", "TakeDecision",
    "ProcessEngine", "DEFAULT_LEVEL", "LEVELS", "Level", "SageEngine",
]
