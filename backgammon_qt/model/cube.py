"""Whether the player on roll may double: the one statement of the rule,
used by :class:`~backgammon_qt.model.game.Game` (what the board offers and
what a record may replay) and by the engine (which cube decisions the
computer considers, analyses and rolls out).

Rules: ../shared/RULES.md "Doubling cube" (the cube in use; only the
owner, or either player while it is in the middle, doubles; the cap; the
Crawford game, in which nobody doubles) and gnubg 1.07's dead cube (no
double when the doubler's score plus the cube's value reaches the match
length: a 1-point match, the leader after the Crawford game).  Beavers,
the Jacoby rule and automatic doubles do not change who may double: a
beaver is an answer (:meth:`Game.can_beaver`), automatic doubles leave the
cube in the middle, where either player may double it.

Pure functions of plain values, all seen by the player who would double.
"""

from __future__ import annotations

from .record import MAX_CUBE

__all__ = ["cube_below_cap", "cube_dead", "double_allowed", "may_double"]


def cube_below_cap(value: int, cube_cap: int = 0) -> bool:
    """True when a cube of ``value`` is allowed: at most ``cube_cap`` (the
    rules' cube cap, 0 for none) and at most
    :data:`~backgammon_qt.model.record.MAX_CUBE` in any case (gnubg's
    Match ID holds log2 of the cube in 4 bits)."""
    return value <= MAX_CUBE and (not cube_cap or value <= cube_cap)


def cube_dead(match_length: int, score: int, cube_value: int) -> bool:
    """True in match play (``match_length`` > 0; 0 is money play) when
    the player whose ``score`` is given would win the match by winning this
    game at the cube's value as it is (``score + cube_value >=
    match_length``): a double could only help the opponent, and gnubg 1.07
    refuses it ("The cube is dead; you can't double any more"), as
    bgsage's ``can_double_match`` does.  Always true in a 1-point match."""
    return bool(match_length) and score + cube_value >= match_length


def double_allowed(*, cube_in_use: bool, crawford: bool, opponent_owns: bool, cube_value: int,
                   cube_cap: int = 0) -> bool:
    """True when a double by the player on roll breaks no rule of RULES.md
    "Doubling cube" (a dead cube's double still may: see :func:`may_double`):
    the cube in use (``cube_in_use``: not the timed rules), not the
    Crawford game, the cube not owned by the opponent (``opponent_owns``),
    and twice ``cube_value`` within the cap (:func:`cube_below_cap`)."""
    return (cube_in_use and not crawford and not opponent_owns
            and cube_below_cap(cube_value * 2, cube_cap))


def may_double(*, cube_in_use: bool, crawford: bool, opponent_owns: bool, cube_value: int,
               match_length: int = 0, score: int = 0, cube_cap: int = 0) -> bool:
    """True when the player on roll may double and the double is not
    pointless: :func:`double_allowed` and not :func:`cube_dead`
    (``match_length`` 0 for money play; ``score`` the would-be doubler's
    match score).  What the board offers and the computer considers."""
    return (double_allowed(cube_in_use=cube_in_use, crawford=crawford, opponent_owns=opponent_owns,
                           cube_value=cube_value, cube_cap=cube_cap)
            and not cube_dead(match_length, score, cube_value))
