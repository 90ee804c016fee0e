"""The computer player and the hints, behind one small interface.

- :mod:`.base`: the :class:`Engine` protocol, :class:`GameContext` and the
  answers (:class:`RankedPlay`, :class:`CubeDecision`, :class:`TakeDecision`).
- :mod:`.board`: our :class:`~backgammon_qt.model.Position` to and from
  bgsage's 26-integer board.
- :mod:`.levels`: the :data:`LEVELS` and :data:`DEFAULT_LEVEL`, and the
  analysis levels (named at start-up without loading bgsage).
- :mod:`.bgsage_args`: bgsage's arguments from our types and its 1-ply
  strategy kept loaded (shared by the player and the analysis).
- :mod:`.sage`: :class:`SageEngine`, bgsage in this process.
- :mod:`.process`: :class:`ProcessEngine`, the same in a child process (the
  GUI uses this one: bgsage holds the GIL in some calls).
- :mod:`.selfplay`: computer against computer through the rules model.
- :mod:`.rollout`: bgsage's rollouts split into seeded batches
  (:func:`~.rollout.rollout`, :func:`run_batch`, :func:`merge`; the driver
  function is not a package name, since it would hide the module); its
  settings, task, results and progress reports (frozen, picklable, no bgsage)
  live in :mod:`.rollout_types` and are imported from :mod:`.rollout`.
- The match analysis: :mod:`.queries` (a record's turns), :mod:`.evaluation`
  (bgsage's answers, in batches), :mod:`.summary` (the results and each
  player's figures) and :mod:`.analysis` (a turn's decisions, the whole
  analysis; every name of the four); :mod:`.gnubg_import` turns gnubg's
  analysis read from its SGF into ours (:func:`.gnubg_import.read_analysis`
  reads the analysis kept with a record, gnubg's or ours).

``python -m backgammon_qt.engine selfplay --games N --seed S`` plays
seeded games, ``... rollout ID`` rolls a position out (see :mod:`.__main__`).
The Qt job runner that asks the engine off the GUI thread is
:mod:`backgammon_qt.controller.engine_jobs.worker`.

The names below are the package's; each loads its module when first used
(PEP 562), so importing the package (the window does, at start-up) loads
nothing yet: the engine's modules, bgsage and :mod:`multiprocessing` load at
the first computer move or hint.  :class:`ProcessEngine` loads bgsage only in
its child process.
"""

from __future__ import annotations

import importlib
from typing import Any

_MODULE_OF = {
    **dict.fromkeys(("CancelToken", "Cancelled", "Chances", "CubeAction", "CubeDecision", "CubeOwner", "Engine",
                     "EngineError", "EngineStopped", "EngineUnavailable", "GameContext", "RankedPlay", "TakeAction",
                     "TakeDecision"), "base"),
    **dict.fromkeys(("DEFAULT_LEVEL", "LEVELS", "Level"), "levels"),
    "ProcessEngine": "process",
    **dict.fromkeys(("RolloutSettings", "RolloutTask", "RolloutResult", "RolloutProgress", "BatchResult",
                     "CandidateResult", "CubeResult", "make_task", "candidate_plays", "run_batch", "merge"),
                    "rollout"),
    "SageEngine": "sage",
}

__all__ = list(_MODULE_OF)


def __getattr__(name: str) -> Any:
    """A name of :data:`__all__`, imported from its module on first use."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value          # found directly from now on
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
