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

The settings, task and result types and the batch arithmetic are in
:mod:`.rollout_types` (frozen, picklable, no bgsage); every one of their
names is imported from here.

Pure Python around bgsage, no Qt: usable from a worker thread, a child
process (:meth:`ProcessEngine.rollout
<backgammon_qt.engine.process.ProcessEngine.rollout>`) or another machine.
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..model import Play, Position, legal_plays
from .base import (
    Cancelled,
    CancelToken,
    Chances,
    CubeOwner,
    GameContext,
    cube_action_of,
    raise_if_cancelled,
)
from .board import to_board
from .rollout_types import (
    BATCH_TRIALS,
    CANDIDATE_WINDOW,
    DEFAULT_TRIALS,
    MAX_CANDIDATES,
    BatchResult,
    CandidateResult,
    CubeResult,
    CubeStats,
    PlayStats,
    RolloutProgress,
    RolloutResult,
    RolloutSettings,
    RolloutTask,
    batch_count,
    batch_seed,
    batch_size,
)
from .rollout_types import ProgressCallback as ProgressCallback  # not in __all__; engine/cluster.py imports it

__all__ = [
    "BATCH_TRIALS", "DEFAULT_TRIALS", "MAX_CANDIDATES", "CANDIDATE_WINDOW",
    "RolloutSettings", "RolloutTask", "PlayStats", "CubeStats", "BatchResult",
    "CandidateResult", "CubeResult", "RolloutResult", "RolloutProgress",
    "batch_seed", "batch_count", "batch_size", "candidate_plays", "make_task",
    "run_batch", "merge", "rollout", "cube_action_of",
]

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

    ``progress(RolloutProgress)`` is called when each batch starts and
    after it (with the merged result so far), and about every 0.25 s inside
    one with its trials played so far (from bgsage's threads).  When
    ``cancel`` (a :data:`CancelToken`) is set the running batch is
    abandoned and the result of the batches done is returned with
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

    def report(done_trials: int, fraction: float, force: bool, running: tuple[int, int, int, int] | None = None,
               ) -> None:
        if progress is None:
            return
        with lock:
            now = time.monotonic()
            if not force and now - last[0] < _REPORT_EVERY:
                return
            last[0] = now
            batch, size, done, units = running if running is not None else (-1, 0, 0, 0)
            progress(RolloutProgress(done_trials, planned, min(1.0, fraction), result, batch, size, done, units))

    while result is None or not result.complete:       # the stop rule: RolloutResult.complete
        index = len(batches)
        size = batch_size(settings, index)
        so_far = result.trials if result is not None else 0

        def inner(units: int, total: int, so_far: int = so_far, size: int = size, index: int = index) -> None:
            report(so_far, (so_far + size * units / total) / planned, False, (index, size, units, total))

        report(so_far, so_far / planned, True, (index, size, 0, size * max(1, len(task.candidates))))

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
