"""Reading gnubg's analysis properties of an SGF move node (the inverse of
:mod:`.sgf_analysis`): ``A[...]`` (gnubg's ``WriteMoveAnalysis``: the
rank of the play made, then each candidate play), ``DA[...]``
(``WriteDoubleAnalysis``: the doubler's no double and double/take outputs)
and ``LU[...]`` (``WriteLuck``: the luck of the roll).

Sources: ../shared/testdata/FORMATS.md section 2 (analysis properties)
and gnubg 1.07's ``sgf.c`` (``RestoreMoveAnalysis``,
``RestoreDoubleAnalysis``, the ``LU`` property of ``RestoreNode``).  Only
evaluations (``E``, format versions 2 and 3, as gnubg 1.07 writes) are
read; a rollout's record (``R``, ``X``) is left out.

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

_FLOAT = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
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


@dataclass
class GnubgAnalysis:
    """gnubg's analysis properties read from one file, gnubg's figures as
    written: ``moves`` ``[game, action, rank of the play made, [[play,
    [5 chances], equity, plies], ...]]`` (``action`` the move's index in
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
            count[max(c[3] for c in entry[3])] += 1
        for entry in self.cubes:
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
        raise ValueError(f"not a figure: {text}")
    return value


def _chances(values: list[float]) -> list[float]:
    if any(not -1e-4 <= v <= 1.0 + 1e-4 for v in values):
        raise ValueError("chances out of 0..1")
    return values


def parse_move_analysis(values: list[str]) -> tuple[int, list[tuple[str, list[float], float, int]]]:
    """The values of one ``A`` property: the rank (0-based) of the play
    made and each candidate's ``(letters, chances, equity, plies)``.
    Raises ``ValueError`` for values that do not read so (a rollout's
    record among them)."""
    if len(values) < 2 or not re.fullmatch(r"\s*\d{1,3}\s*", values[0]):
        raise ValueError("no rank and candidates")
    rank = int(values[0])
    if rank >= len(values) - 1:
        raise ValueError("the rank names no candidate")
    out = []
    for value in values[1:]:
        m = _MOVE_EVAL.match(value)
        if not m or len(m.group(1)) % 2:
            raise ValueError("not an evaluation")
        chances = _chances([_finite(x) for x in m.group(3).split()])
        out.append((m.group(1), chances, _finite(m.group(4)), int(m.group(5))))
    return rank, out


def parse_double_analysis(value: str) -> tuple[int, list[float], list[float]]:
    """One ``DA`` value: the plies and the two rows of seven outputs.
    Raises ``ValueError`` for a value that does not read so."""
    m = _DOUBLE_EVAL.match(value)
    if not m:
        raise ValueError("not an evaluation")
    outputs = [_finite(x) for x in m.group(3).split()]
    _chances(outputs[0:5] + outputs[7:12])
    return int(m.group(2)), outputs[:7], outputs[7:]


def parse_luck(value: str) -> float | None:
    """One ``LU`` value; None for gnubg's mark of a luck not analysed
    (``-inf``, as gnubg 1.08 writes its "no value").  Raises ``ValueError``
    for one that is not a figure."""
    if re.fullmatch(r"\s*[-+]?(?:inf|nan)\s*", value, re.I):
        return None
    if not re.fullmatch(rf"\s*{_FLOAT}\s*", value):
        raise ValueError("not a figure")
    return _finite(value)
