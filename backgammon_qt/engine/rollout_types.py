"""The data of a rollout (frozen, picklable): its :class:`RolloutSettings` and
:class:`RolloutTask`, one batch's :class:`BatchResult`, the merged
:class:`RolloutResult`, the :class:`RolloutProgress` reports, and the batch
arithmetic (:func:`batch_seed`, :func:`batch_count`, :func:`batch_size`).

Split from :mod:`.rollout` (which runs and merges batches with bgsage and
re-exports every name here, the names to import): these types cross to the
engine's child process and to cluster workers, and importing them loads no
bgsage (whether a cube decision exists is the model's rule, :func:`.base.may_double`).
Perspective and units as :mod:`.rollout` says.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..model import Play, Position
from .base import Chances, CubeAction, GameContext, may_double

__all__ = [
    "BATCH_TRIALS", "DEFAULT_TRIALS", "MAX_CANDIDATES", "CANDIDATE_WINDOW",
    "RolloutSettings", "RolloutTask", "PlayStats", "CubeStats", "BatchResult",
    "CandidateResult", "CubeResult", "RolloutResult", "RolloutProgress", "ProgressCallback",
    "batch_seed", "batch_count", "batch_size",
]

BATCH_TRIALS = 72
"""Default trials per batch (two sets of the 36 first rolls)."""

DEFAULT_TRIALS = 1296
"""Default trials of a rollout (gnubg's default is 1296 too)."""

MAX_CANDIDATES = 5
"""Default number of candidate plays rolled out for a roll."""

CANDIDATE_WINDOW = 0.10
"""Default window: candidates more than this much equity below the best play
at 2-ply are not rolled out (at least two are, when there are two)."""


# --------------------------------------------------------------------------- settings and task

@dataclass(frozen=True)
class RolloutSettings:
    """How to roll out (frozen, picklable).

    - ``trials``: trials per candidate (or for the cube decision) when the
      rollout runs to the end; with ``target_se`` the most it runs.  Any
      count >= 1, rounded up to whole batches (:attr:`planned_trials`):
      every batch has ``batch_trials`` trials, so batch ``i`` is the same
      whatever the total, and an extended rollout equals one run at its
      length from the start.
    - ``target_se``: stop as soon as every candidate's ``se`` (for a cube
      decision: both the no double and the double/take ``se``) is at most
      this, checked after each batch; None: run all ``trials``.
    - ``truncation``: plies (half-moves: one player's turn) played in each
      trial before it stops and the position is judged by the network at
      ``ply``; 0 plays every trial to the end of the game (a full rollout).
    - ``ply``: bgsage's plies for the checker plays and cube actions inside
      the trials: 1 = the raw network (gnubg's 0-ply, XG's 1-ply), 2 = one
      ply of look-ahead (gnubg's 1-ply), 3 = gnubg's 2-ply; 1..3.
    - ``cubeful``: cubeful rollout (the cube is used inside the trials and
      equities are cubeful); False: cubeless (checker plays only).
    - ``seed``: the rollout's seed; batch ``i`` uses :func:`batch_seed`
      ``(seed, i)``.
    - ``batch_trials``: trials per batch, a positive multiple of 36 (the
      unit of work handed to a worker, and how often progress is reported).
    - ``threads``: bgsage's threads per batch (0: as many as cores, at least
      2).  Does not change the numbers (measured: 1 and 2 threads give the
      same equities to the last bit), only the speed.

    Raises :class:`ValueError` for values out of range.
    """

    trials: int = DEFAULT_TRIALS
    target_se: float | None = None
    truncation: int = 0
    ply: int = 1
    cubeful: bool = True
    seed: int = 1
    batch_trials: int = BATCH_TRIALS
    threads: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.trials, int) or self.trials < 1:
            raise ValueError(f"trials must be a whole number >= 1, got {self.trials!r}")
        if self.target_se is not None and not self.target_se > 0:
            raise ValueError(f"the target standard error must be > 0, got {self.target_se!r}")
        if not isinstance(self.truncation, int) or self.truncation < 0:
            raise ValueError(f"truncation must be a number of plies >= 0 (0 = none), got {self.truncation!r}")
        if self.ply not in (1, 2, 3):
            raise ValueError(f"the ply inside trials must be 1, 2 or 3, got {self.ply!r}")
        if not isinstance(self.seed, int) or self.seed < 0:
            raise ValueError(f"the seed must be a whole number >= 0, got {self.seed!r}")
        if not isinstance(self.batch_trials, int) or self.batch_trials < 36 or self.batch_trials % 36:
            raise ValueError(f"trials per batch must be a positive multiple of 36, got {self.batch_trials!r}")
        if not isinstance(self.threads, int) or self.threads < 0:
            raise ValueError(f"threads must be >= 0 (0 = all cores), got {self.threads!r}")

    @property
    def planned_trials(self) -> int:
        """``trials`` rounded up to whole batches: what a rollout to the end
        runs."""
        return batch_count(self) * self.batch_trials

    def same_rollout(self, other: RolloutSettings) -> bool:
        """True when ``other`` rolls out the same trials batch for batch (it
        may differ only in ``trials``, ``target_se`` and ``threads``): the
        condition for extending a result made with ``other``."""
        return replace(other, trials=self.trials, target_se=self.target_se, threads=self.threads) == self

    @property
    def label(self) -> str:
        """A short English description, e.g. ``"1296 trials, full, 1-ply, cubeful, seed 1"``
        (for logs and the command line; the window words its own)."""
        amount = f"{self.trials} trials" if self.target_se is None else (
            f"se <= {self.target_se:g} (at most {self.trials} trials)")
        trunc = f"truncated at {self.truncation} plies" if self.truncation else "full"
        cube = "cubeful" if self.cubeful else "cubeless"
        return f"{amount}, {trunc}, {self.ply}-ply, {cube}, seed {self.seed}"


@dataclass(frozen=True)
class RolloutTask:
    """What to roll out, and how (frozen, picklable: the unit a worker gets).

    - ``position``: the board seen by the player on roll.
    - ``context``: cube, score and rules seen by the player on roll
      (:class:`~backgammon_qt.engine.base.GameContext`).
    - ``dice``: the roll to play, or None for the cube decision before it.
    - ``candidates``: for a roll, the plays to roll out (each one's
      resulting position, :attr:`Play.position`, seen by the mover); empty
      for a cube decision.  :func:`make_task` fills in the default ones.
    - ``settings``: :class:`RolloutSettings`.

    Raises :class:`ValueError` for a roll without candidates, candidates
    without a roll, or a cube decision where doubling is not available
    (:func:`~backgammon_qt.engine.base.may_double` is False) or the rollout
    is cubeless.
    """

    position: Position
    context: GameContext
    dice: tuple[int, int] | None = None
    candidates: tuple[Play, ...] = ()
    settings: RolloutSettings = field(default_factory=RolloutSettings)

    def __post_init__(self) -> None:
        object.__setattr__(self, "candidates", tuple(self.candidates))
        if self.dice is not None:
            d1, d2 = self.dice
            object.__setattr__(self, "dice", (int(d1), int(d2)))
            if not self.candidates:
                raise ValueError("a rollout of a roll needs at least one candidate play")
        elif self.candidates:
            raise ValueError("candidate plays are given but no dice")
        elif not self.settings.cubeful or not self.context.cube:
            raise ValueError("a cube decision is rolled out cubeful only (the cube must be in use)")
        elif not may_double(self.context):
            raise ValueError("doubling is not available in this position (Crawford game, dead or "
                             "opponent's cube, or the cube at its cap), so there is no cube decision to roll out")

    @property
    def is_cube(self) -> bool:
        """True for a cube decision (no dice)."""
        return self.dice is None

    @property
    def cubeful(self) -> bool:
        """The trials use the cube (settings cubeful and the cube in use)."""
        return self.settings.cubeful and self.context.cube

    def with_settings(self, **changes: Any) -> RolloutTask:
        """The same task with some settings changed, e.g.
        ``task.with_settings(trials=2592)`` to extend it."""
        return replace(self, settings=replace(self.settings, **changes))


# --------------------------------------------------------------------------- results

@dataclass(frozen=True)
class PlayStats:
    """One candidate's figures from one batch: ``equity`` (the ranking value:
    cubeful, or cubeless for a cubeless rollout) and its standard error
    ``se``; ``cubeless_equity`` and ``cubeless_se``; the mover's cubeless
    ``chances`` after the play."""

    equity: float
    se: float
    cubeless_equity: float
    cubeless_se: float
    chances: Chances


@dataclass(frozen=True)
class CubeStats:
    """A cube decision's figures from one batch, seen by the player on roll:
    the cubeful ``no_double`` and ``double_take`` equities (double/take with
    beavers not allowed: the beaver is judged from the merged equity) with
    their standard errors, ``double_pass`` (exact: +1.0 in money play),
    the pre-roll cubeless equity and chances."""

    no_double: float
    no_double_se: float
    double_take: float
    double_take_se: float
    double_pass: float
    cubeless_equity: float
    cubeless_se: float
    chances: Chances


@dataclass(frozen=True)
class BatchResult:
    """What :func:`run_batch` returns (picklable): batch ``index``, the bgsage
    ``seed`` it used, its ``trials``, and either ``plays`` (one
    :class:`PlayStats` per candidate, in the task's candidate order) or
    ``cube`` (:class:`CubeStats`)."""

    index: int
    seed: int
    trials: int
    plays: tuple[PlayStats, ...] = ()
    cube: CubeStats | None = None


@dataclass(frozen=True)
class CandidateResult:
    """A candidate play's merged rollout: ``play``, ``equity`` (ranking
    value) and ``se``, ``cubeless_equity`` and ``cubeless_se``, the mover's
    ``chances`` after the play, and the ``trials`` behind them."""

    play: Play
    equity: float
    se: float
    cubeless_equity: float
    cubeless_se: float
    chances: Chances
    trials: int


@dataclass(frozen=True)
class CubeResult:
    """A cube decision's merged rollout, seen by the player on roll:
    ``no_double``, ``double_take`` (each with its ``..._se``) and
    ``double_pass`` cubeful equities normalised to the current cube;
    ``action`` the proper cube action by these equities
    (:func:`cube_action_of`); the pre-roll cubeless equity, its ``se`` and
    ``chances``; ``trials``."""

    no_double: float
    no_double_se: float
    double_take: float
    double_take_se: float
    double_pass: float
    action: CubeAction
    cubeless_equity: float
    cubeless_se: float
    chances: Chances
    trials: int


@dataclass(frozen=True)
class RolloutResult:
    """A rollout's result (picklable): the ``task``, the ``batches`` it merges
    (in index order, 0..n-1), and the merge: ``candidates`` best first (for
    a roll) or ``cube`` (for a cube decision).  ``stopped`` is True when the
    rollout was cancelled before its trials or target were reached (what is
    here is still exact for the batches done).  Extend it by passing it as
    ``previous`` to :func:`rollout`."""

    task: RolloutTask
    batches: tuple[BatchResult, ...]
    candidates: tuple[CandidateResult, ...] = ()
    cube: CubeResult | None = None
    stopped: bool = False

    @property
    def trials(self) -> int:
        """Trials done per candidate (or for the cube decision)."""
        return sum(b.trials for b in self.batches)

    @property
    def max_se(self) -> float:
        """The largest standard error in the result (of a candidate's equity,
        or of the no double and double/take equities)."""
        if self.cube is not None:
            return max(self.cube.no_double_se, self.cube.double_take_se)
        return max((c.se for c in self.candidates), default=0.0)

    @property
    def complete(self) -> bool:
        """True when the settings' trials are done (whole batches:
        :attr:`RolloutSettings.planned_trials`) or every standard error is
        at most the target (:attr:`max_se`).  The stop rule of a rollout,
        checked after each batch merged in index order, in this process
        (:func:`~backgammon_qt.engine.rollout.rollout`) and on a cluster
        (:func:`~backgammon_qt.engine.cluster.cluster_rollout`)."""
        s = self.task.settings
        return self.trials >= s.planned_trials or (s.target_se is not None and bool(self.batches)
                                           and self.max_se <= s.target_se)

    def to_json(self, digits: int = 5) -> dict[str, Any]:
        """The command line's JSON object (numbers rounded to ``digits``):
        for a roll ``{"trials", "seed", "candidates": [{"play", "equity",
        "se", "win", "win_gammon", "win_backgammon", "lose_gammon",
        "lose_backgammon", "cubeless_equity"}, ...]}`` best first; for a cube
        decision ``{"trials", "seed", "no_double", "double_take",
        "double_pass", "se": {"no_double", "double_take"}, "action"}``."""
        def r(x: float) -> float:
            return round(x, digits)

        out: dict[str, Any] = {"trials": self.trials, "seed": self.task.settings.seed}
        if self.cube is not None:
            c = self.cube
            out.update(no_double=r(c.no_double), double_take=r(c.double_take), double_pass=r(c.double_pass),
                       se={"no_double": r(c.no_double_se), "double_take": r(c.double_take_se)},
                       action=c.action.value)
        else:
            out["candidates"] = [{
                "play": str(c.play), "equity": r(c.equity), "se": r(c.se),
                "win": r(c.chances.win), "win_gammon": r(c.chances.win_gammon),
                "win_backgammon": r(c.chances.win_backgammon), "lose_gammon": r(c.chances.lose_gammon),
                "lose_backgammon": r(c.chances.lose_backgammon), "cubeless_equity": r(c.cubeless_equity),
            } for c in self.candidates]
        if self.stopped:
            out["stopped"] = True
        return out


@dataclass(frozen=True)
class RolloutProgress:
    """A progress report of :func:`rollout` (picklable).

    ``trials``: trials done per candidate, in finished batches;
    ``total``: the most the rollout runs (``settings.planned_trials``);
    ``fraction``: 0..1 of ``total``, including the running batch's trials
    done so far; ``result``: the merged result of the finished batches (None
    until the first batch is done; it changes only when a batch finishes).

    Inside a batch (bgsage's progress, trial by trial; none of it is in
    ``result`` or ``trials`` yet): ``batch`` is the running batch's index
    (-1 in the report that a batch has finished, and from a driver that
    does not report inside batches), ``batch_trials`` its trials per
    candidate, ``batch_done`` the trials it has played so far summed over
    the candidates, which bgsage rolls out one after the other (0 ..
    ``batch_units``, the candidates (1 for a cube decision) times
    ``batch_trials``): candidate ``batch_done // batch_trials`` is under way.
    """

    trials: int
    total: int
    fraction: float
    result: RolloutResult | None
    batch: int = -1
    batch_trials: int = 0
    batch_done: int = 0
    batch_units: int = 0


ProgressCallback = Callable[[RolloutProgress], None]


# --------------------------------------------------------------------------- batches

def batch_seed(seed: int, index: int) -> int:
    """The bgsage seed of batch ``index`` of a rollout seeded ``seed``: the
    first 31 bits of BLAKE2b of ``"bgqt-rollout/{seed}/{index}"`` (stable
    across Python versions and machines, unlike :func:`hash`)."""
    digest = hashlib.blake2b(f"bgqt-rollout/{seed}/{index}".encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big") & 0x7FFFFFFF


def batch_count(settings: RolloutSettings) -> int:
    """How many batches ``settings.trials`` takes."""
    return -(-settings.trials // settings.batch_trials)


def batch_size(settings: RolloutSettings, index: int) -> int:
    """Trials in batch ``index`` (>= 0): always ``batch_trials`` (see
    :attr:`RolloutSettings.trials`)."""
    if index < 0:
        raise ValueError(f"batch index must be >= 0, got {index}")
    return settings.batch_trials
