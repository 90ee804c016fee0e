"""Rollouts by bgsage, split into seeded batches that any worker can run.

A rollout plays a position out many times (*trials*) with the engine
choosing every play and cube action, and averages the results.  The
trials are bgsage's own (``BgBotAnalyzer(eval_level="rollout", ...)``:
``post_move_analytics`` for a play, ``cube_action`` for a cube decision);
nothing here plays a game.  What this module adds is the split into
**batches** and their deterministic merge:

- batch ``i`` of a rollout is ``batch_trials`` trials run by bgsage with the
  seed :func:`batch_seed` ``(settings.seed, i)``;
- :func:`run_batch` ``(task, i)`` is a pure function of its inputs (the same
  numbers on every machine, whatever the thread count: checked by
  tests/engine/test_engine_rollout.py); task and result pickle;
- :func:`merge` ``(task, batches)`` combines batch results in batch order
  (means weighted by trials, standard errors combined as those of
  independent means), so a rollout's numbers do not depend on who ran its
  batches;
- :func:`rollout` is the driver: it runs batches in this process until the
  trials or the target standard error are reached, reports progress, stops
  on cancel keeping the batches done, and extends a previous result with
  the next batches of the same seed sequence.

What is rolled out (a :class:`RolloutTask`):

- **a roll** (``dice`` given): each candidate play's resulting position,
  right after the play, before the opponent's cube action and roll (gnubg
  and eXtreme Gammon roll out a checker play the same way).  By default the
  candidates are the best few plays of a 2-ply ranking
  (:func:`candidate_plays`);
- **a cube decision** (no dice): bgsage's cube rollout gives the no double,
  double/take and double/pass equities with their standard errors, from the
  same trials; the proper action follows from the merged equities.

Perspective and units: everything is seen by the player on roll in
``task.position`` (after the play for a candidate: still the player who
moved), as :mod:`.base` says.  Equities are normalised to the current cube
(+1.0 = winning the cube's value; in a match, bgsage's match equity on that
scale); a cubeless rollout (``settings.cubeful=False``, or a game without
the cube) ranks by cubeless equity.  ``se`` is one standard error of the
equity (the 95 % interval is about ``equity +/- 1.96 se``).

Variance reduction: bgsage's rollouts always use it (its ``create_rollout``
default ``enable_vr=True``, which ``BgBotAnalyzer`` does not expose), and
the first roll of every batch is stratified over the 36 dice when the
batch's trial count is a multiple of 36, which is why ``batch_trials``
must be one.

Pure Python around bgsage, no Qt: usable from a worker thread, a child
process (:meth:`ProcessEngine.rollout
<backgammon_qt.engine.process.ProcessEngine.rollout>`) or another machine.
"""

from __future__ import annotations

import hashlib
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..model import Play, Position, legal_plays
from .base import (
    Cancelled,
    CancelToken,
    Chances,
    CubeAction,
    CubeOwner,
    GameContext,
    cube_action_of,
    raise_if_cancelled,
)
from .board import to_board

__all__ = [
    "BATCH_TRIALS", "DEFAULT_TRIALS", "MAX_CANDIDATES", "CANDIDATE_WINDOW",
    "RolloutSettings", "RolloutTask", "PlayStats", "CubeStats", "BatchResult",
    "CandidateResult", "CubeResult", "RolloutResult", "RolloutProgress",
    "batch_seed", "batch_count", "batch_size", "candidate_plays", "make_task",
    "run_batch", "merge", "rollout", "cube_action_of",
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
    (:func:`~backgammon_qt.engine.sage.may_double` is False) or the rollout
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
        elif not _may_double(self.context):
            raise ValueError("doubling is not available in this position (Crawford game, dead or "
                             "opponent's cube), so there is no cube decision to roll out")

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
        """True when the settings' trials are done or the target standard
        error is reached."""
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
    """

    trials: int
    total: int
    fraction: float
    result: RolloutResult | None


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


_OWNER = {CubeOwner.CENTRE: "centered", CubeOwner.MOVER: "player", CubeOwner.OPPONENT: "opponent"}

_ANALYZERS: OrderedDict[tuple[Any, ...], tuple[Any, threading.Lock]] = OrderedDict()
_ANALYZERS_LOCK = threading.Lock()
_ANALYZERS_KEPT = 4


def _analyzer(trials: int, settings: RolloutSettings, cubeful: bool) -> tuple[Any, threading.Lock]:
    """A bgsage rollout analyzer for batches of ``trials`` with these
    settings, kept warm in this process (its position cache holds exact
    evaluations only, so reuse does not change numbers: tested).  Returns
    the analyzer and the lock to hold while reseeding and using it."""
    import bgsage

    key = (trials, settings.truncation, settings.ply, cubeful, settings.threads)
    with _ANALYZERS_LOCK:
        found = _ANALYZERS.get(key)
        if found is not None:
            _ANALYZERS.move_to_end(key)
            return found
    analyzer = bgsage.BgBotAnalyzer(
        eval_level="rollout", cubeful=True, n_trials=trials, truncation_depth=settings.truncation,
        decision_ply=settings.ply, seed=0, parallel_threads=settings.threads,
        cubeful_trial_moves=cubeful)
    entry = (analyzer, threading.Lock())
    with _ANALYZERS_LOCK:
        entry = _ANALYZERS.setdefault(key, entry)
        while len(_ANALYZERS) > _ANALYZERS_KEPT:
            _ANALYZERS.popitem(last=False)
    return entry


def _clear_analyzers() -> None:
    """Drop the warm analyzers (tests use it to check a cold run agrees)."""
    with _ANALYZERS_LOCK:
        _ANALYZERS.clear()


def _chances(probs: Any) -> Chances:
    return Chances(float(probs.win), float(probs.gammon_win), float(probs.backgammon_win),
                   float(probs.gammon_loss), float(probs.backgammon_loss))


def _may_double(context: GameContext) -> bool:
    """:func:`~backgammon_qt.engine.sage.may_double`, loading bgsage only for
    a match (where bgsage knows whether the cube is dead)."""
    if not context.cube or context.crawford or context.cube_owner is CubeOwner.OPPONENT:
        return False
    if context.is_money:
        return True
    from .sage import may_double  # bgsage loads with it: not at import time

    return may_double(context)


def run_batch(task: RolloutTask, index: int, *, cancel: CancelToken = None,
              progress: Callable[[int, int], None] | None = None) -> BatchResult:
    """Run batch ``index`` (>= 0) of ``task`` with bgsage in this process and
    return its figures.  The result depends only on ``task`` and ``index``
    (not on the thread count, the machine or what ran before).

    ``cancel`` (a :data:`CancelToken`) stops bgsage between trials and raises
    :class:`Cancelled` (the batch is lost); ``progress(done, total)`` is
    called now and then with the batch's trials done so far, summed over
    candidates (from bgsage's threads: keep it short and thread-safe).
    Raises :class:`ValueError` for a negative index.
    """
    settings = task.settings
    trials = batch_size(settings, index)
    seed = batch_seed(settings.seed, index)
    analyzer, lock = _analyzer(trials, settings, task.cubeful)
    ctx = task.context
    away1, away2 = ctx.away
    cube_args: dict[str, Any] = {"cube_value": ctx.cube_value, "cube_owner": _OWNER[ctx.cube_owner],
                                 "away1": away1, "away2": away2, "is_crawford": ctx.crawford,
                                 "jacoby": ctx.jacoby}
    units = max(1, len(task.candidates)) * trials
    base = [0]

    def trial_progress(done: int, total: int, *_: Any) -> None:
        if cancel is not None:
            try:
                raise_if_cancelled(cancel)
            except Cancelled:
                analyzer.cancel()
                return
        if progress is not None:
            progress(min(units, base[0] + int(done)), units)

    import bgbot_cpp
    import bgsage

    with lock:
        analyzer.set_seed(seed)
        analyzer.reset_cancel()
        try:
            raise_if_cancelled(cancel)
            if task.is_cube:
                r = analyzer.cube_action(to_board(task.position), **cube_args, beaver=False,
                                         progress_callback=trial_progress)
                cube = CubeStats(float(r.equity_nd), float(r.equity_nd_se or 0.0), float(r.equity_dt),
                                 float(r.equity_dt_se or 0.0), float(r.equity_dp), float(r.cubeless_equity),
                                 float(r.cubeless_se or 0.0), _chances(r.probs))
                return BatchResult(index, seed, trials, cube=cube)
            plays = []
            for i, play in enumerate(task.candidates):
                base[0] = i * trials
                raise_if_cancelled(cancel)
                pm = analyzer.post_move_analytics(to_board(play.position), **cube_args,
                                                  progress_callback=trial_progress)
                cl, cl_se = float(pm.cubeless_equity), float(pm.cubeless_se or 0.0)
                if task.cubeful:
                    equity, se = float(pm.cubeful_equity), float(pm.cubeful_se or 0.0)
                else:
                    equity, se = cl, cl_se
                plays.append(PlayStats(equity, se, cl, cl_se, _chances(pm.probs)))
            return BatchResult(index, seed, trials, plays=tuple(plays))
        except (bgsage.RolloutCancelled, bgbot_cpp.RolloutCancelled):   # post_move_analytics raises the latter
            raise Cancelled() from None
        finally:
            analyzer.reset_cancel()


# --------------------------------------------------------------------------- merge

def _mean_se(values: Sequence[tuple[int, float, float]]) -> tuple[float, float]:
    """Weighted mean and its standard error of independent batch means
    ``(trials, mean, se)``: mean = sum(n m) / N, se = sqrt(sum((n se)^2)) / N."""
    total = sum(n for n, _, _ in values)
    mean = math.fsum(n * m for n, m, _ in values) / total
    se = math.sqrt(math.fsum((n * s) ** 2 for n, _, s in values)) / total
    return mean, se


def _merge_chances(weights: Sequence[int], chances: Sequence[Chances]) -> Chances:
    total = sum(weights)
    fields = zip(*((c.win, c.win_gammon, c.win_backgammon, c.lose_gammon, c.lose_backgammon) for c in chances),
                 strict=True)
    w, wg, wbg, lg, lbg = (math.fsum(n * x for n, x in zip(weights, f, strict=True)) / total for f in fields)
    return Chances(w, wg, wbg, lg, lbg)


def merge(task: RolloutTask, batches: Sequence[BatchResult], *, stopped: bool = False) -> RolloutResult:
    """Combine batch results of ``task`` into a :class:`RolloutResult`, in
    batch order whatever order they come in.  Candidates are ranked by
    merged equity, best first (ties keep the task's order).

    Raises :class:`ValueError` when ``batches`` is empty, holds an index
    twice, misses an index below the highest (batches merge as 0..n-1), or
    does not fit the task (candidate count, seed).
    """
    ordered = sorted(batches, key=lambda b: b.index)
    if not ordered:
        raise ValueError("there are no batches to merge")
    if [b.index for b in ordered] != list(range(len(ordered))):
        raise ValueError(f"batches must be 0..n-1 once each, got {[b.index for b in ordered]}")
    for b in ordered:
        if b.seed != batch_seed(task.settings.seed, b.index):
            raise ValueError(f"batch {b.index} was run with another seed than this task's")
        if task.is_cube != (b.cube is not None) or len(b.plays) != len(task.candidates):
            raise ValueError(f"batch {b.index} is not a batch of this task")
    weights = [b.trials for b in ordered]
    trials = sum(weights)
    if task.is_cube:
        cubes = [b.cube for b in ordered if b.cube is not None]
        nd, nd_se = _mean_se([(n, c.no_double, c.no_double_se) for n, c in zip(weights, cubes, strict=True)])
        dt, dt_se = _mean_se([(n, c.double_take, c.double_take_se) for n, c in zip(weights, cubes, strict=True)])
        cl, cl_se = _mean_se([(n, c.cubeless_equity, c.cubeless_se) for n, c in zip(weights, cubes, strict=True)])
        dp = cubes[0].double_pass
        cube = CubeResult(nd, nd_se, dt, dt_se, dp, cube_action_of(nd, dt, dp, task.context), cl, cl_se,
                          _merge_chances(weights, [c.chances for c in cubes]), trials)
        return RolloutResult(task, tuple(ordered), cube=cube, stopped=stopped)
    rows = []
    for i, play in enumerate(task.candidates):
        stats = [b.plays[i] for b in ordered]
        eq, se = _mean_se([(n, s.equity, s.se) for n, s in zip(weights, stats, strict=True)])
        cl, cl_se = _mean_se([(n, s.cubeless_equity, s.cubeless_se) for n, s in zip(weights, stats, strict=True)])
        rows.append(CandidateResult(play, eq, se, cl, cl_se, _merge_chances(weights, [s.chances for s in stats]),
                                    trials))
    ranked = sorted(rows, key=lambda c: -c.equity)       # stable: ties keep the candidates' order
    return RolloutResult(task, tuple(ordered), candidates=tuple(ranked), stopped=stopped)


# --------------------------------------------------------------------------- candidates and the driver

_RANKER: list[Any] = []
_RANKER_LOCK = threading.Lock()


def candidate_plays(position: Position, dice: tuple[int, int], context: GameContext, *,
                    count: int = MAX_CANDIDATES, window: float = CANDIDATE_WINDOW) -> tuple[Play, ...]:
    """The plays worth rolling out for ``dice``: the best ``count`` legal
    plays (our rules model's, with ``context.minimize_wasted_pips``) by
    bgsage's 2-ply (gnubg's 1-ply) equity, dropping those more than
    ``window`` below the best, but keeping at least two when there are two;
    best first.  Raises :class:`ValueError` when there is no legal play."""
    legal = legal_plays(position, dice, minimize_wasted_pips=context.minimize_wasted_pips)
    plays = list(legal)
    if not plays:
        raise ValueError(f"there is no legal play with {dice[0]}-{dice[1]}")
    if len(plays) == 1:
        return (plays[0],)
    import bgsage

    with _RANKER_LOCK:
        if not _RANKER:
            _RANKER.append(bgsage.BgBotAnalyzer(eval_level="2ply"))
        analyzer = _RANKER[0]
    away1, away2 = context.away
    result = analyzer.checker_play(to_board(position), dice[0], dice[1], cube_value=context.cube_value,
                                   cube_owner=_OWNER[context.cube_owner], away1=away1, away2=away2,
                                   is_crawford=context.crawford, jacoby=context.jacoby, beaver=context.beavers)
    ours = {tuple(to_board(p.position)): p for p in plays}
    ranked: list[tuple[float, Play]] = []
    seen: set[Play] = set()
    for m in result.moves:
        play = ours.get(tuple(m.board))
        if play is not None and play not in seen:
            seen.add(play)
            ranked.append((m.equity if context.cube else m.cubeless_equity, play))
    if not ranked:          # bgsage's generator and ours disagree on every play: keep ours
        return tuple(plays[:count])
    best = ranked[0][0]
    chosen = [p for e, p in ranked[:count] if e >= best - window]
    if len(chosen) < 2 <= len(ranked):
        chosen = [p for _, p in ranked[:2]]
    return tuple(chosen)


def make_task(position: Position, context: GameContext, dice: tuple[int, int] | None = None,
              settings: RolloutSettings | None = None, candidates: Sequence[Play] | None = None) -> RolloutTask:
    """A :class:`RolloutTask`; for a roll without ``candidates``, the
    default ones (:func:`candidate_plays`, which asks bgsage at 2-ply in
    this process: the window's process passes the plays of its hint, or
    asks :meth:`ProcessEngine.rollout_candidates
    <backgammon_qt.engine.process.ProcessEngine.rollout_candidates>`).
    Building a cube-decision task of a match imports bgsage here (to know
    whether the cube is dead); the rest is pure Python."""
    settings = settings or RolloutSettings()
    if dice is not None and candidates is None:
        candidates = candidate_plays(position, dice, context)
    return RolloutTask(position, context, dice, tuple(candidates or ()), settings)


_REPORT_EVERY = 0.25     # seconds between progress reports inside a batch


def rollout(task: RolloutTask, progress: ProgressCallback | None = None, cancel: CancelToken = None, *,
            previous: RolloutResult | None = None) -> RolloutResult:
    """Roll out ``task`` in this process, batch after batch (0, 1, 2, ...),
    until ``task.settings.trials`` are done or every standard error is at
    most ``task.settings.target_se``.

    ``progress(RolloutProgress)`` is called after each batch (with the
    merged result so far) and about every 0.25 s inside one (from bgsage's
    threads). When ``cancel`` (a :data:`CancelToken`) is set the running
    batch is abandoned and the result of the batches done is returned with
    ``stopped=True``; :class:`Cancelled` is raised when no batch was done.

    **Extend**: with ``previous`` (a result of the same rollout, see
    :meth:`RolloutSettings.same_rollout`), its batches are kept and the
    rollout goes on from the next batch index with ``task``'s trials or
    target, e.g. ``rollout(r.task.with_settings(trials=r.trials * 2),
    previous=r)``; the result equals a rollout of that many trials from the
    start.  Raises :class:`ValueError` when ``previous`` is of another
    position, candidates or settings.
    """
    batches: list[BatchResult] = []
    if previous is not None:
        p = previous.task
        if (p.position, p.context, p.dice, p.candidates) != (task.position, task.context, task.dice,
                                                             task.candidates):
            raise ValueError("the previous rollout is of another position, roll or candidates")
        if not task.settings.same_rollout(p.settings):
            raise ValueError("the previous rollout used other settings (only trials, the target and threads "
                             "may change when extending)")
        batches = list(previous.batches)
    settings = task.settings
    planned = settings.planned_trials
    result = merge(task, batches) if batches else None
    lock = threading.Lock()
    last = [0.0]

    def report(done_trials: int, fraction: float, force: bool) -> None:
        if progress is None:
            return
        with lock:
            now = time.monotonic()
            if not force and now - last[0] < _REPORT_EVERY:
                return
            last[0] = now
            progress(RolloutProgress(done_trials, planned, min(1.0, fraction), result))

    def done() -> bool:
        return result is not None and (result.trials >= planned or (
            settings.target_se is not None and result.max_se <= settings.target_se))

    while not done():
        index = len(batches)
        size = batch_size(settings, index)
        so_far = result.trials if result is not None else 0

        def inner(units: int, total: int, so_far: int = so_far, size: int = size) -> None:
            report(so_far, (so_far + size * units / total) / planned, False)

        try:
            batch = run_batch(task, index, cancel=cancel, progress=inner)
        except Cancelled:
            if result is None:
                raise
            return replace(result, stopped=True)
        batches.append(batch)
        result = merge(task, batches)
        report(result.trials, result.trials / planned, True)
    assert result is not None
    return result
