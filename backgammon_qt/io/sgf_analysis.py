"""gnubg's analysis properties in SGF: ``A[...]`` on each analysed checker
play (as gnubg's ``WriteMoveAnalysis``), ``DA[...]`` with each analysed
cube decision (as ``WriteDoubleAnalysis``) and ``LU[...]`` with the luck
of each roll, from :attr:`MatchRecord.analysis`
(``MatchAnalysis.to_dict``'s form, or gnubg's own figures as
:mod:`.sgf_analysis_read` keeps them: written back as read).  Used by
:mod:`.sgf_write`.

Sources: ../shared/testdata/FORMATS.md section 2 (analysis properties) and
gnubg's ``sgf.c``; gnubg 1.07 reads them back (tests/interop).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..model.position import Position
from ..model.record import MatchRecord
from ._build import Turn
from .sgf_syntax import _letter

_ANALYSIS_PLIES = {"expert": 0, "world_class": 1, "grandmaster": 2,
                   "truncated1": 0, "truncated2": 1, "truncated3": 2}
"""gnubg's ply count of each analysis level (bgsage's N-ply is gnubg's N-1;
io does not import the engine: a test holds this to engine/levels.py).  The
truncated rollouts are written as evaluations at the depth of their
decisions (1T decides at bgsage 1-ply, 2T at 2-ply, 3T at 3-ply), not yet
as gnubg's rollout records."""

_LUCK_MARKS = ((0.6, 2), (0.3, 1))
"""gnubg's luck marks (``GW``/``GB``: 2 very lucky, 1 lucky; a test holds
the thresholds to the engine's ``LUCK_THRESHOLDS``)."""


@dataclass
class _AnalysisProps:
    """gnubg's analysis properties of one game by action index: ``moves``
    (``A``, on a checker play), ``cube`` (``DA``, on the node of the cube
    decision: a double or its answer, or the roll of a turn without a
    double) and ``luck`` (``LU``, on the node of the roll)."""

    moves: dict[int, str] = field(default_factory=dict)
    cube: dict[int, str] = field(default_factory=dict)
    luck: dict[int, str] = field(default_factory=dict)


def _cube_outputs(d: dict[str, Any], mwc: list[Any] | None) -> str:
    """gnubg's two rows of seven outputs of a cube decision (no double,
    double/take): the five cubeless chances, the cubeless equity and the
    cubeful equity (match-winning chances in a match, as gnubg keeps them;
    normalised equity in money play).  Raises ``ValueError`` for data this
    cannot say."""
    nd, dt = (c for c in d["candidates"][:2])
    if nd[0] != "no double" or dt[0] != "double, take":
        raise ValueError("not a double's options")
    chances = nd[2]
    if not chances or len(chances) != 5:
        raise ValueError("no chances before the roll")
    win, wg, wbg, lg, lbg = (float(x) for x in chances)
    cubeless = 2.0 * win - 1.0 + wg - lg + wbg - lbg
    rows = []
    for equity in (float(nd[1]), float(dt[1])):
        cubeful = equity if mwc is None else float(mwc[1]) + float(mwc[0]) * equity
        rows.append(" ".join(f"{x:.6f}" for x in (win, wg, wbg, lg, lbg, cubeless, cubeful)))
    return " ".join(rows)


_AnalysisIndex = tuple[dict[object, list[Any]], dict[object, list[Any]]]
"""An analysis's decisions and lucks by game (see :func:`_analysis_index`)."""


def _analysis_index(data: object) -> _AnalysisIndex:
    """The ``decisions`` and ``lucks`` of :attr:`MatchRecord.analysis`
    grouped by their game, in order (an entry without a game it can be
    filed under is left out, as :func:`_analysis_props` leaves it)."""
    decisions: dict[object, list[Any]] = {}
    lucks: dict[object, list[Any]] = {}
    if isinstance(data, dict):
        for d in data.get("decisions", []):
            try:
                decisions.setdefault(d["game"], []).append(d)
            except (KeyError, TypeError, IndexError):
                continue
        for entry in data.get("lucks", []):
            try:
                lucks.setdefault(entry[:5][0], []).append(entry)
            except (KeyError, TypeError, IndexError):
                continue
    return decisions, lucks


def _gnubg_plies(depth: object) -> int:
    """gnubg's ply count of a candidate's ``depth`` (bgsage's plies, as
    ``MatchAnalysis.to_dict`` writes them: bgsage's N-ply is gnubg's N-1;
    a test holds this to the engine's ``gnubg_plies``).  Raises
    ``ValueError`` for a depth that is not a positive whole number."""
    if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
        raise ValueError(f"not a depth: {depth!r}")
    return depth - 1


def _move_analysis(d: dict[str, Any], plies: int) -> str | None:
    """gnubg's ``A[...]`` of the checker decision ``d`` (see
    :func:`_analysis_props`), or None for an entry that is not an analysed
    checker play with the play made among its candidates.  Each candidate
    is written with its own depth (``d["depths"]``, gnubg's plies as its
    ``WriteMoveAnalysis`` records each move's evaluation context), else
    with the level's ``plies``.  Raises
    ``KeyError``, ``TypeError``, ``ValueError`` or ``IndexError`` for data
    this cannot say."""
    if d["kind"] != "checker" or not d.get("dice"):
        return None
    from ..model.legal import legal_plays

    position = Position.from_position_id(d["position_id"])
    plays = {str(p): p for p in legal_plays(position, tuple(d["dice"]))}
    texts = [c[0] for c in d["candidates"]]
    if d["made"] not in texts:
        return None
    depths = d.get("depths") or []
    parts = []
    for k, (text, equity, chances) in enumerate(d["candidates"]):
        play = plays.get(text)
        if play is None or not chances or len(chances) != 5:
            raise ValueError(text)
        letters = "".join(_letter(m.from_point, d["player"]) + _letter(m.to_point, d["player"])
                          for m in play.moves)
        probs = " ".join(f"{float(x):.6f}" for x in chances)
        depth = depths[k] if k < len(depths) else None
        own = plies if depth is None else _gnubg_plies(depth)
        parts.append(f"[{letters} E ver 3 {probs} {float(equity):.6f} {own}C 0 1 0.000000 1]")
    return f"A[{texts.index(d['made'])}]" + "".join(parts)


def _level_plies(level: str) -> int:
    """gnubg's plies of an analysis ``level``: one of ours
    (:data:`_ANALYSIS_PLIES`), or gnubg's own as read from its SGF
    ("gnubg 2-ply", :mod:`.sgf_analysis_read`); 1 when not known."""
    m = re.fullmatch(r"gnubg ([0-9]{1,2})-ply", level)
    return int(m.group(1)) if m else _ANALYSIS_PLIES.get(level, 1)


def _analysis_props(record: MatchRecord, gi: int, turns: Sequence[Turn],
                    index: _AnalysisIndex | None = None) -> _AnalysisProps:
    """gnubg's analysis properties of game ``gi`` from
    :attr:`MatchRecord.analysis` (``MatchAnalysis.to_dict``'s form):

    - ``A[i][move E ver 3 <5 chances> <equity> <plies>C 0 1 0.000000 1]...``
      on each analysed checker play, ``i`` the rank of the play made among
      the candidates, each candidate's ``plies`` its own depth in gnubg's
      count (a play the move filter left at a lower depth: that depth);
    - ``DA[E ver 3 <plies>C 1 0.000000 1 <7 outputs> <7 outputs>]`` for each
      analysed cube decision (``plies`` the cube decisions' level's, its
      ``kind_levels`` when the analysis has them), the doubler's no double and double/take (see
      :func:`_cube_outputs`): on the double, on its answer (the doubler's
      figures again, as gnubg writes them) and, for a turn without a double,
      on the node of its roll; a match's decision needs its ``mwc`` (left
      out of analyses kept without it), a beaver's none is written (SGF
      writes a beaver as a double);
    - ``LU[luck]`` (equity normalised to the cube) on the node of each
      roll analysed, then gnubg's mark of a lucky roll: ``GW[1]`` (lucky)
      or ``GW[2]`` (very lucky) for the lucky side, White's lucky roll or
      Black's unlucky one (``GB`` for Black), as gnubg's ``WriteLuck``.

    An entry this writer cannot place is left out.  ``turns``: the game as
    the writer walks it (:func:`._build.game_turns`, the model's replay);
    ``index``: the analysis's entries by game (:func:`_analysis_index`),
    else all are read."""
    out = _AnalysisProps()
    data = record.analysis
    if not isinstance(data, dict):
        return out
    if isinstance(data.get("gnubg"), dict):     # gnubg's figures as read from its SGF, not yet the engine's
        return _gnubg_props(record, gi, data["gnubg"], _level_plies(str(data.get("level"))), turns)
    decisions = data.get("decisions", []) if index is None else index[0].get(gi, [])
    lucks = data.get("lucks", []) if index is None else index[1].get(gi, [])
    plies = _level_plies(str(data.get("level")))
    kinds = data.get("kind_levels")      # (checker plays', cube decisions') levels when they differ (gnubg's)
    checker_plies, cube_plies = ((_level_plies(str(kinds[0])), _level_plies(str(kinds[1])))
                                 if isinstance(kinds, list) and len(kinds) == 2 else (plies, plies))
    money = record.match_length == 0
    doubles: dict[int, str] = {}          # a double's action -> its DA
    answers: list[dict[str, Any]] = []
    for d in decisions:
        try:
            if d["game"] != gi:
                continue
            if d["kind"] == "cube":
                if d["made"] in ("double", "no double"):
                    if not money and not d.get("mwc"):
                        continue
                    da = f"DA[E ver 3 {cube_plies}C 1 0.000000 1 {_cube_outputs(d, None if money else d['mwc'])}]"
                    out.cube[int(d["action"])] = da
                    if d["made"] == "double":
                        doubles[int(d["action"])] = da
                elif d["made"] in ("take", "drop"):
                    answers.append(d)
                continue
            move = _move_analysis(d, checker_plies)
        except (KeyError, TypeError, ValueError, IndexError):
            continue                    # an entry this writer cannot place: left out
        if move is not None:
            out.moves[int(d["action"])] = move
    for d in answers:
        try:
            if int(d["action"]) - 1 in doubles:          # the answer to the double (not to a beaver)
                out.cube[int(d["action"])] = doubles[int(d["action"]) - 1]
        except (KeyError, TypeError, ValueError):
            continue
    for entry in lucks:
        try:
            g, action, player, _dice, luck = entry[:5]
            if g != gi:
                continue
            luck = float(luck)
            mark = next((n for threshold, n in _LUCK_MARKS if abs(luck) >= threshold), 0)
            lucky_side = int(player) if luck > 0 else 1 - int(player)
            out.luck[int(action)] = f"LU[{luck:.5f}]" + (f"G{'WB'[lucky_side]}[{mark}]" if mark else "")
        except (TypeError, ValueError):
            continue
    return out


def _gnubg_props(record: MatchRecord, gi: int, raw: dict[str, Any], plies: int,
                 turns: Sequence[Turn]) -> _AnalysisProps:
    """gnubg's analysis properties of game ``gi`` from gnubg's own figures
    as :mod:`.sgf_analysis_read` keeps them (``record.analysis["gnubg"]``:
    an SGF read and not yet turned into the engine's analysis, as
    ``python -m backgammon_qt.io convert`` keeps it), written back at the
    actions they were read from: ``A`` with the rank of the play made and
    each candidate's chances, equity and plies (the play's letters found
    again among the legal plays from the start of its turn in ``turns``,
    the game as the writer replays it), ``DA`` with the two
    rows of outputs as read, ``LU`` with the luck and gnubg's mark.  A
    rollout's value (no plies read) is written as an evaluation at
    ``plies`` (gnubg's plies of the analysis).  An entry this writer cannot
    place is left out."""
    out = _AnalysisProps()
    moves = {int(e[1]): e for e in raw.get("moves", []) if _of_game(e, gi, 4)}
    played = {t.play_action: t for t in turns if t.play is not None and t.start is not None and t.dice is not None}
    from ..model.legal import legal_plays

    for action, entry in moves.items():
        try:
            turn = played[action]
            if turn.start is None or turn.dice is None:     # (not so: played holds none such)
                continue
            player = turn.player
            legal = legal_plays(turn.start, turn.dice, minimize_wasted_pips=record.rules.minimize_wasted_pips)
            parts = []
            for text, chances, equity, own in entry[3]:
                play = legal.parse(str(text))
                letters = "".join(_letter(m.from_point, player) + _letter(m.to_point, player) for m in play.moves)
                probs = " ".join(f"{float(x):.6f}" for x in chances)
                if len(chances) != 5:
                    raise ValueError(text)
                depth = plies if own is None else int(own)
                parts.append(f"[{letters} E ver 3 {probs} {float(equity):.6f} {depth}C 0 1 0.000000 1]")
            rank = int(entry[2])
            if not 0 <= rank < len(parts):
                raise ValueError(rank)
            out.moves[action] = f"A[{rank}]" + "".join(parts)
        except (KeyError, TypeError, ValueError, IndexError):
            continue                    # (IllegalMoveError and InvalidNotationError are ValueErrors)
    for entry in raw.get("cubes", []):
        try:
            if not _of_game(entry, gi, 5) or len(entry[3]) != 7 or len(entry[4]) != 7:
                continue
            depth = plies if entry[2] is None else int(entry[2])
            rows = " ".join(f"{float(x):.6f}" for x in (*entry[3], *entry[4]))
            out.cube[int(entry[1])] = f"DA[E ver 3 {depth}C 1 0.000000 1 {rows}]"
        except (TypeError, ValueError):
            continue
    actions = record.games[gi].actions
    for entry in raw.get("lucks", []):
        try:
            if not _of_game(entry, gi, 3):
                continue
            action, luck = int(entry[1]), float(entry[2])
            mark = next((n for threshold, n in _LUCK_MARKS if abs(luck) >= threshold), 0)
            player = actions[action].player
            lucky_side = player if luck > 0 else 1 - player
            out.luck[action] = f"LU[{luck:.5f}]" + (f"G{'WB'[lucky_side]}[{mark}]" if mark else "")
        except (TypeError, ValueError, IndexError):
            continue
    return out


def _of_game(entry: object, gi: int, width: int) -> bool:
    """True when ``entry`` is a list of ``width`` items, of game ``gi`` at a whole action index."""
    return (isinstance(entry, list) and len(entry) == width and entry[0] == gi and isinstance(entry[1], int)
            and not isinstance(entry[1], bool))
