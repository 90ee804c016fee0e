"""Reading gnubg's analysis properties of an SGF move node (the inverse of
:mod:`.sgf_analysis`): ``A[...]`` (gnubg's ``WriteMoveAnalysis``: the
rank of the play made, then each candidate play), ``DA[...]``
(``WriteDoubleAnalysis``: the doubler's no double and double/take outputs)
and ``LU[...]`` (``WriteLuck``: the luck of the roll).

Sources: ../shared/testdata/FORMATS.md section 2 (analysis properties)
and gnubg 1.07's ``sgf.c`` (``RestoreMoveAnalysis``,
``RestoreDoubleAnalysis``, the ``LU`` property of ``RestoreNode``).  Only
evaluations (``E``, format versions 2 and 3, as gnubg 1.07 writes) are
read, and gnubg's rollouts (``X``, its equities and chances; the older
``R`` form is left out).

What is read is kept as gnubg gives it, by game and action index
(:class:`GnubgAnalysis`); the engine turns it into its own analysis
(``engine.gnubg_import``), where the conversion of a match's chances to
equities needs the match equity table.  A value that cannot be read is
left out with a warning; it never refuses the match.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

__all__: list[str] = []

GNUBG_SOURCE = "gnubg"
"""``source`` of an analysis read from gnubg's properties."""

_FLOAT = r"(?>[-+]?+(?:\d++\.?+\d*+|\.\d++)(?:[eE][-+]?+\d++)?+)"
"""A number as gnubg writes it (``%.6f``, ``%.10g``), matched atomically:
no backtracking into it, so a hostile value costs linear time."""
_MAX_VALUE = 20_000
"""The longest value read (gnubg's longest, a rollout with its settings,
is about 2,000 characters); a longer one is not gnubg's."""
_MOVE_EVAL = re.compile(
    rf"^\s*([a-z]{{0,8}})\s+E\s+ver\s+([23])\s+((?:{_FLOAT}\s+){{5}})({_FLOAT})\s+(\d{{1,2}})C?\s+\d+\s+\d+\s+"
    rf"{_FLOAT}(?:\s+\d+)?\s*$")
"""One candidate of ``A[...]``: move letters, ``E ver N``, the five
cubeless chances, the equity, the plies (``C``: cubeful), then the
evaluation's flags (reduced, deterministic, noise, prune)."""
_DOUBLE_EVAL = re.compile(
    rf"^\s*E\s+ver\s+([23])\s+(\d{{1,2}})C?\s+(?:\d+\s+)?\d+\s+{_FLOAT}\s+\d+((?:\s+{_FLOAT}){{14}})\s*$")
"""``DA[...]``: ``E ver N``, the plies, the evaluation's flags, then two
rows of seven outputs (no double, double/take)."""
_MOVE_ROLLOUT = re.compile(
    rf"^\s*([a-z]{{0,8}})\s+X\s+ver\s+\d+\s+Score\s+({_FLOAT})\s+{_FLOAT}\s+Trials\s+\d+\s+Output\s+"
    rf"((?:{_FLOAT}\s+){{5}})")
"""A rolled-out candidate of ``A[...]`` (gnubg's ``WriteRolloutAnalysis``):
move letters, ``X ver N Score`` the equity and its second score, the
trials, then the outputs (the five chances first); the standard
deviations and the rollout's settings that follow are not read."""
_DOUBLE_ROLLOUT = re.compile(
    rf"^\s*X\s+ver\s+\d+\s+Eq\s+Trials\s+\d+\s+NoDouble\s+Output((?:\s+{_FLOAT}){{7}})\s+StdDev"
    rf"(?:\s+{_FLOAT}){{7}}\s+DoubleTake\s+Output((?:\s+{_FLOAT}){{7}})\s")
"""A rolled-out ``DA[...]``: the no double and double/take outputs (as an
evaluation's two rows), then what is not read."""


@dataclass
class GnubgAnalysis:
    """gnubg's analysis properties read from one file, gnubg's figures as
    written: ``moves`` ``[game, action, rank of the play made, [[play,
    [5 chances], equity, plies], ...]]`` (plies None: a rollout's; ``action`` the move's index in
    its game's actions, ``play`` the move text in the mover's numbering);
    ``cubes`` ``[game, action, plies, [7 outputs], [7 outputs]]`` (the
    double, its answer, or the roll of a turn without a double; the
    outputs are the doubler's: five chances, cubeless equity, cubeful
    equity in money play or match-winning chances in a match); ``lucks``
    ``[game, action, luck]`` (the roll's, equity normalised to the cube)."""

    moves: list[list[Any]] = field(default_factory=list)
    cubes: list[list[Any]] = field(default_factory=list)
    lucks: list[list[Any]] = field(default_factory=list)

    def plies(self) -> int | None:
        """gnubg's plies of most of the analysis (of the plays made at full
        depth and the cube decisions), None when nothing was read."""
        count: Counter[int] = Counter()
        for entry in self.moves:
            evaluated = [c[3] for c in entry[3] if c[3] is not None]     # (not the rollouts)
            if evaluated:
                count[max(evaluated)] += 1
        for entry in self.cubes:
            if entry[2] is not None:
                count[entry[2]] += 1
        return count.most_common(1)[0][0] if count else None

    def to_data(self) -> dict[str, Any] | None:
        """The form kept in :attr:`MatchRecord.analysis`: the analysis
        data's ``version``, ``level`` ("gnubg N-ply"; "gnubg" with the luck
        only), ``source``
        (:data:`GNUBG_SOURCE`), the games with analysis, no decisions yet
        and ``gnubg`` (this, to be converted); None when nothing was read."""
        games = sorted({e[0] for e in (*self.moves, *self.cubes, *self.lucks)})
        if not games:
            return None
        plies = self.plies()
        return {"version": 1, "level": "gnubg" if plies is None else f"gnubg {plies}-ply", "source": GNUBG_SOURCE,
                "games": games, "seconds": 0.0, "partial": None, "decisions": [], "lucks": [],
                "gnubg": {"moves": self.moves, "cubes": self.cubes, "lucks": self.lucks}}


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or abs(value) > 1e6:
        raise ValueError("not a figure")
    return value


def _chances(values: list[float]) -> list[float]:
    if any(not -1e-4 <= v <= 1.0 + 1e-4 for v in values):
        raise ValueError("chances out of 0..1")
    return values


def parse_move_analysis(values: list[str]) -> tuple[int, list[tuple[str, list[float], float, int | None]]]:
    """The values of one ``A`` property: the rank (0-based) of the play
    made and each candidate's ``(letters, chances, equity, plies)``
    (plies None for a rollout's).  Raises ``ValueError`` for values that
    do not read so."""
    if len(values) < 2 or not re.fullmatch(r"\s*\d{1,3}\s*", values[0]):
        raise ValueError("no rank and candidates")
    rank = int(values[0])
    if rank >= len(values) - 1:
        raise ValueError("the rank names no candidate")
    if any(len(v) > _MAX_VALUE for v in values):
        raise ValueError("a value too long")
    out = []
    for value in values[1:]:
        m = _MOVE_EVAL.match(value)
        if m:
            plies: int | None = int(m.group(5))
            letters, equity, chances = m.group(1), m.group(4), m.group(3)
        else:
            r = _MOVE_ROLLOUT.match(value)
            if not r:
                raise ValueError("not an evaluation")
            plies, letters, equity, chances = None, r.group(1), r.group(2), r.group(3)
        if len(letters) % 2:
            raise ValueError("not a play")
        out.append((letters, _chances([_finite(x) for x in chances.split()]), _finite(equity), plies))
    return rank, out


def parse_double_analysis(value: str) -> tuple[int | None, list[float], list[float]]:
    """One ``DA`` value: the plies (None for a rollout's) and the two rows
    of seven outputs.  Raises ``ValueError`` for a value that does not read so."""
    if len(value) > _MAX_VALUE:
        raise ValueError("a value too long")
    m = _DOUBLE_EVAL.match(value)
    if m:
        plies: int | None = int(m.group(2))
        outputs = [_finite(x) for x in m.group(3).split()]
    else:
        r = _DOUBLE_ROLLOUT.match(value)
        if not r:
            raise ValueError("not an evaluation")
        plies, outputs = None, [_finite(x) for x in (r.group(1) + r.group(2)).split()]
    _chances(outputs[0:5] + outputs[7:12])
    return plies, outputs[:7], outputs[7:]


def parse_luck(value: str) -> float | None:
    """One ``LU`` value; None for gnubg's mark of a luck not analysed
    (``-inf``, as gnubg 1.08 writes its "no value").  Raises ``ValueError``
    for one that is not a figure."""
    if len(value) > _MAX_VALUE:
        raise ValueError("a value too long")
    if re.fullmatch(r"\s*[-+]?(?:inf|nan)\s*", value, re.I):
        return None
    if not re.fullmatch(rf"\s*{_FLOAT}\s*", value):
        raise ValueError("not a figure")
    return _finite(value)
