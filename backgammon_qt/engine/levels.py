"""The computer's playing strengths (:data:`LEVELS`) and the default one.

A module of its own, without bgsage, so that the settings and the window can
name the levels at start-up while the engine loads only when first used.
:mod:`.sage` re-exports these names.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Level", "LEVELS", "DEFAULT_LEVEL"]


@dataclass(frozen=True)
class Level:
    """A playing strength: bgsage's ``eval_level`` and the level's error.

    ``noise`` is the standard deviation (in equity, normalised to the cube)
    of a Gaussian error added to every candidate's equity before the
    computer chooses: each legal play's equity for checker play, and the
    no-double and double/take equities (and the doubled player's take
    equity) for cube decisions.  The errors come from the engine's
    ``random.Random(seed)``, so a seeded engine makes the same choices for
    the same calls.  0.0 plays the engine's best.
    """

    name: str
    label: str
    eval_level: str
    noise: float


LEVELS: dict[str, Level] = {lv.name: lv for lv in (
    Level("beginner", "Beginner", "1ply", 0.080),
    Level("intermediate", "Intermediate", "1ply", 0.035),
    Level("expert", "Expert", "1ply", 0.0),
    Level("world_class", "World class", "2ply", 0.0),
)}
"""The levels by name, weakest first."""

DEFAULT_LEVEL = "expert"
"""The level a new computer player gets, the strongest that answers in under
150 ms per move on this 2-core machine (benchmarks/engine.py, 200 self-play
positions, load average 0.7): checker play mean 3.5 ms, max 16 ms; cube
decision max 62 ms (a full evaluation); so a whole computer turn stays under
about 80 ms.  ``world_class`` (2-ply) took mean 83 ms, max 530 ms per move.
"""
