"""bgsage's arguments from our types, shared by :mod:`.sage` (the
computer player) and :mod:`.evaluation` (the match analysis): the cube
owner's name, the cube and score keywords, the chances, and whether the
player on roll may double.  Imports bgsage."""

from __future__ import annotations

from typing import Any

import bgsage

from .base import Chances, CubeOwner, GameContext

__all__ = ["OWNER", "chances", "cube_args", "may_double"]

OWNER = {CubeOwner.CENTRE: "centered", CubeOwner.MOVER: "player", CubeOwner.OPPONENT: "opponent"}
"""bgsage's ``cube_owner`` names by our :class:`CubeOwner` (the player on roll's view)."""


def chances(probs: bgsage.Probabilities) -> Chances:
    """Our :class:`Chances` from bgsage's ``Probabilities`` (same side)."""
    return Chances(probs.win, probs.gammon_win, probs.backgammon_win, probs.gammon_loss,
                   probs.backgammon_loss)


def cube_args(context: GameContext) -> dict[str, Any]:
    """bgsage keyword arguments for the cube state and match score of
    ``context`` (the player on roll's view): ``cube_value``, ``cube_owner``
    ("centered", "player", "opponent"), ``away1``/``away2`` (0 in money
    play), ``is_crawford``, ``jacoby``, ``beaver``."""
    away1, away2 = context.away
    return {"cube_value": context.cube_value, "cube_owner": OWNER[context.cube_owner],
            "away1": away1, "away2": away2, "is_crawford": context.crawford,
            "jacoby": context.jacoby, "beaver": context.beavers}


def may_double(context: GameContext) -> bool:
    """True when doubling is possible and not pointless for the player on
    roll: the cube in use, not the Crawford game, the cube not the
    opponent's, and in a match not already dead (bgsage's
    ``can_double_match``: the cube does not cover what the mover needs)."""
    if not context.cube or context.crawford or context.cube_owner is CubeOwner.OPPONENT:
        return False
    if context.is_money:
        return True
    away1, away2 = context.away
    can_double: bool = bgsage.can_double_match(away1, away2, context.cube_value, OWNER[context.cube_owner],
                                               context.crawford)
    return can_double
