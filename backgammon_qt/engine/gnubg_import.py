"""gnubg's analysis read from an SGF file (``io.sgf_analysis_read``: the
``A``, ``DA`` and ``LU`` properties as gnubg wrote them) turned into a
:class:`~.summary.MatchAnalysis`, decision by decision as the engine's
own analysis makes them (:func:`.analysis.turn_decisions`, the same error
classes and the same close-cube rule), so that the Analysis dock, the
move list's marks and "next error" show it.

Conventions (gnubg 1.07's ``sgf.c``, ``eval.c``): a candidate play's
equity is cubeful and normalised to the cube in money play and in a match
(gnubg's ``rScore``); a ``DA``'s cubeful outputs are normalised equities
in money play and the doubler's match-winning chances in a match (turned
into equities here with the match equity table at the decision's score,
as the engine's ``mwc`` line; gnubg's table and bgsage's differ slightly);
the double/pass is worth one cube (equity 1).  A candidate's depth is
gnubg's plies + 1 (bgsage's count: :func:`.summary.gnubg_plies`), None
for a rollout's value; a checker play is judged among its deepest
candidates (the rollouts, else those at the most plies), as gnubg lists
them first, the others shown after them.  The
analysis's ``level`` is gnubg's ("gnubg 2-ply"), not one of ours.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..model import MatchRecord, legal_plays
from .analysis import turn_decisions
from .evaluation import TurnEval, _mwc_lines, chances_of
from .queries import after_cube, turn_queries
from .summary import AnalysisDataError, Decision, MatchAnalysis, RollLuck, summarise

__all__ = ["analysis_from_gnubg", "read_analysis"]

_ROLLOUT = 1000
"""The rank of a rollout's value among depths: deeper than any ply."""


def _index(entries: object, width: int) -> dict[tuple[int, int], list[Any]]:
    """Entries ``[game, action, ...]`` by ``(game, action)`` (the first
    of each; an entry of another shape is left out)."""
    out: dict[tuple[int, int], list[Any]] = {}
    if isinstance(entries, list):
        for e in entries:
            if isinstance(e, list) and len(e) == width and isinstance(e[0], int) and isinstance(e[1], int):
                out.setdefault((e[0], e[1]), e)
    return out


def _most_common(plies: list[object]) -> int | None:
    counts = Counter(p for p in plies if isinstance(p, int) and not isinstance(p, bool))
    return counts.most_common(1)[0][0] if counts else None


def _kind_levels(raw: Mapping[str, Any]) -> tuple[str, str] | None:
    """(the checker plays' level, the cube decisions' level), each
    "gnubg N-ply" with gnubg's plies the most common of its kind (a play's:
    its deepest evaluated candidate, not a rollout's), when both kinds were
    analysed and at different depths; else None.  gnubg 1.07's default
    analysis evaluates cube decisions deeper than checker plays."""
    moves = raw.get("moves")
    cubes = raw.get("cubes")
    checker_plies: list[object] = []
    for e in moves if isinstance(moves, list) else []:
        try:
            checker_plies.append(max((c[3] for c in e[3] if c[3] is not None), default=None))
        except (TypeError, IndexError):
            continue
    cube_plies = [e[2] for e in cubes if isinstance(e, list) and len(e) > 2] if isinstance(cubes, list) else []
    checker, cube = _most_common(checker_plies), _most_common(cube_plies)
    if checker is None or cube is None or checker == cube:
        return None
    return f"gnubg {checker}-ply", f"gnubg {cube}-ply"


def read_analysis(data: dict[str, Any], record: MatchRecord) -> MatchAnalysis:
    """The analysis kept with ``record`` (``record.analysis``'s form):
    gnubg's figures (a ``gnubg`` key, read from gnubg's SGF) turned into
    ours by :func:`analysis_from_gnubg`, else ours
    (:meth:`MatchAnalysis.from_dict`).  Raises
    :class:`.summary.AnalysisDataError` (a ``ValueError``) as those do,
    and for data that is not an object."""
    if not isinstance(data, Mapping):
        raise AnalysisDataError("the analysis data is not an object")
    if "gnubg" in data:
        return analysis_from_gnubg(data, record)
    return MatchAnalysis.from_dict(dict(data), record)


def analysis_from_gnubg(data: Mapping[str, Any], record: MatchRecord) -> MatchAnalysis:
    """The analysis of ``record`` from gnubg's figures ``data["gnubg"]``
    (``GnubgAnalysis.to_data``'s form), with each player's figures.  A
    figure that does not fit the record's turn (a play not legal there) is
    left out.  Raises ``ValueError`` when the record does not replay or
    the data has the wrong shape (an :class:`.summary.AnalysisDataError`,
    worded for the player, the record's own error as its ``reason``)."""
    raw = data.get("gnubg")
    if not isinstance(raw, Mapping):
        raise AnalysisDataError("the gnubg analysis data is not valid")
    moves, cubes, lucks = _index(raw.get("moves"), 4), _index(raw.get("cubes"), 5), _index(raw.get("lucks"), 3)
    games = {g for g, _ in (*moves, *cubes, *lucks)}
    decisions: list[Decision] = []
    rolls: list[RollLuck] = []
    try:
        queries = list(turn_queries(record, sorted(games)))
    except ValueError as exc:
        raise AnalysisDataError("the gnubg analysis does not fit the match: {reason}", reason=exc) from None
    for q in queries:
        if q.game not in games:
            continue
        play_ctx = after_cube(q)
        mwc, play_mwc = _mwc_lines(q.context, play_ctx)
        cube = take = cube_chances = None
        if q.cube_action in ("double", "no double"):
            entry = cubes.get((q.game, q.cube_index)) or cubes.get((q.game, q.answer_index))
            if entry is not None:
                try:
                    nd, dt = (float(row[6]) for row in entry[3:5])
                    if mwc is not None:          # a match: the doubler's chances to equities
                        nd, dt = ((x - mwc[1]) / mwc[0] for x in (nd, dt))
                    cube, take = (nd, dt, 1.0), -dt
                    cube_chances = tuple(float(x) for x in entry[3][:5])
                except (TypeError, ValueError, IndexError, ZeroDivisionError):
                    cube = take = cube_chances = None
        plays: list[Any] = []
        shallow: list[Any] = []
        legal = 0
        entry = moves.get((q.game, q.move_index))
        if entry is not None and q.play is not None and q.dice is not None:
            try:
                found = legal_plays(q.position, q.dice, minimize_wasted_pips=record.rules.minimize_wasted_pips)
                legal = len(found)
                by_text = {str(p): p for p in found}
                cands = [(by_text[str(text)], float(eq), chances_of(ch), None if plies is None else int(plies) + 1)
                         for text, ch, eq, plies in entry[3]]
                # judged at the deepest: the rollouts, else the most plies
                top = max((_ROLLOUT if c[3] is None else c[3]) for c in cands)
                plays = sorted((c for c in cands if (_ROLLOUT if c[3] is None else c[3]) == top), key=lambda c: -c[1])
                shallow = [c for c in cands if c not in plays]
                made = [c for c in shallow if c[0] == q.play]
                if made:                          # the play made is judged with the others
                    plays.append(made[0])
                    shallow.remove(made[0])
                if all(c[0] != q.play for c in plays):
                    plays, shallow, legal = [], [], 0
            except (KeyError, TypeError, ValueError, IndexError):
                plays, shallow, legal = [], [], 0
        luck = None
        if q.with_luck and (q.game, q.roll_index) in lucks:
            try:
                luck = float(lucks[(q.game, q.roll_index)][2])
            except (TypeError, ValueError):
                luck = None
        ev = TurnEval(cube, take, luck, tuple((p, e, c) for p, e, c, _ in plays), legal, mwc,
                      cube_chances,  # type: ignore[arg-type]
                      play_mwc, tuple(d for *_, d in plays), tuple(shallow))
        found_decisions, found_luck = turn_decisions(q, ev)
        decisions.extend(found_decisions)
        if found_luck is not None:
            rolls.append(found_luck)
    analysis = MatchAnalysis(str(data.get("level", "gnubg")), decisions, rolls, None, tuple(sorted(games)),
                             kind_levels=_kind_levels(raw))
    analysis.players = summarise(record, analysis)
    return analysis
