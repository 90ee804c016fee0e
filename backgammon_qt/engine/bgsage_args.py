"""bgsage's arguments from our types, shared by :mod:`.sage` (the
computer player) and :mod:`.evaluation` (the match analysis): the cube
owner's name, the cube and score keywords and the chances.  Imports
bgsage.  (Whether the player on roll may double is
:func:`.base.may_double`, the model's rule.)"""

from __future__ import annotations

from typing import Any

import bgsage

from .base import Chances, CubeOwner, GameContext

__all__ = ["OWNER", "chances", "cube_args", "strategy_1ply", "checker_plays_1ply", "bearoff_db"]

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


_STRATEGY: list[Any] = []
_BEAROFF: list[Any] = []


def bearoff_db() -> Any:
    """bgsage's one-sided bear-off database (``bgbot_cpp.BearoffDB``,
    loaded at the first call and kept), or None when bgsage has none."""
    if not _BEAROFF:
        import bgbot_cpp
        from bgsage.weights import bearoff_db_path

        db = None
        path = bearoff_db_path()
        if path:
            db = bgbot_cpp.BearoffDB()
            if not db.load(path):
                db = None
        _BEAROFF.append(db)
    return _BEAROFF[0]


def strategy_1ply() -> Any:
    """bgsage's 1-ply strategy (its production network, wrapped with its
    bear-off database as ``BgBotAnalyzer`` wraps its own), made at the
    first call and kept: loading the networks takes about 50 ms, an
    evaluation 0.02 ms.  For bgsage's compiled batch calls
    (``bgbot_cpp.batch_checker_play``, ``batch_evaluate_positions``, the
    calls behind :mod:`bgsage.batch`)."""
    if not _STRATEGY:
        import bgbot_cpp
        from bgsage.weights import default_weights

        w = default_weights()
        strategy = bgbot_cpp.create_strategy(w.strategy_type, w.weight_paths_list, w.hidden_sizes_list)
        db = bearoff_db()
        if db is not None:
            strategy = bgbot_cpp.BearoffStrategy(strategy, db)
        _STRATEGY.append(strategy)
    return _STRATEGY[0]


def owner_enum(name: str) -> Any:
    """bgsage's compiled ``CubeOwner`` for a ``cube_owner`` name."""
    if not _OWNERS:
        import bgbot_cpp

        _OWNERS.update(centered=bgbot_cpp.CubeOwner.CENTERED, player=bgbot_cpp.CubeOwner.PLAYER,
                       opponent=bgbot_cpp.CubeOwner.OPPONENT)
    return _OWNERS[name]


_OWNERS: dict[str, Any] = {}


def checker_plays_1ply(items: list[tuple[list[int], int, int, dict[str, Any]]], threads: int = 0
                       ) -> list[list[dict[str, Any]]]:
    """bgsage's 1-ply checker play of each ``(board, die1, die2, args)``
    (``args`` as :func:`cube_args` gives them) in one batch: every play
    bgsage generates, best first (dicts with ``board``, ``equity``
    (cubeful), ``cubeless_equity``, ``probs``, ``eval_level``); the same
    numbers as ``BgBotAnalyzer(eval_level="1ply").checker_play`` (measured
    equal on every turn of the corpus's 7-point match), without its thread
    pool per candidate.  ``threads``: bgsage's (0: every core)."""
    import bgbot_cpp

    out: list[list[dict[str, Any]]] = [[] for _ in items]
    groups: dict[bool, list[int]] = {}
    for i, (_b, _d1, _d2, args) in enumerate(items):
        money = not (args["away1"] or args["away2"])
        groups.setdefault(bool(args["jacoby"]) and money, []).append(i)
    for jacoby, idx in groups.items():
        inputs = []
        for i in idx:
            board, d1, d2, a = items[i]
            d = {"board": board, "die1": d1, "die2": d2, "cube_value": a["cube_value"],
                 "cube_owner": owner_enum(a["cube_owner"])}
            if a["away1"] or a["away2"]:
                d.update(away1=a["away1"], away2=a["away2"], is_crawford=a["is_crawford"])
            inputs.append(d)
        raw = bgbot_cpp.batch_checker_play(inputs, strategy_1ply(), 5, 0.08, threads, jacoby=jacoby)
        for i, r in zip(idx, raw, strict=True):
            out[i] = r["moves"]
    return out
