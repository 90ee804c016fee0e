"""Engine work on many workers: rollouts and archive analysis on this
machine's processes or on a Dask cluster (no Qt).

Work that players leave running for hours is split into independent tasks
that are pure functions of picklable inputs: a rollout's seeded batches
(:func:`~backgammon_qt.engine.rollout.run_batch` ``(task, i)``) and one
match of an archive (:func:`analyse_match` ``(record, level)``).  An
:class:`Executor` runs them:

- :class:`ProcessExecutor`: local processes on this machine
  (:class:`concurrent.futures.ProcessPoolExecutor`, started with ``spawn``);
  needs nothing, the default;
- :class:`DaskExecutor`: a Dask ``distributed`` cluster, either a running
  one (``--cluster tcp://HOST:8786``, its scheduler's address) or a real
  local cluster of N worker processes started for this run and stopped
  after it (``--cluster local:N``).

:func:`open_executor` turns the command line's ``--cluster`` value into
one; a cluster that cannot be reached is said in one line and the work runs
in local processes (or :class:`ClusterUnreachable` is raised, as the player
chose).

The drivers merge deterministically, so results do not depend on who ran
what or in which order tasks finished:

- :func:`cluster_rollout` hands batches to the workers (a window of them
  ahead), merges the batches in index order with
  :func:`~backgammon_qt.engine.rollout.merge`, and checks the stop rule
  (trials done or target standard error) after each batch in index order,
  exactly as :func:`~backgammon_qt.engine.rollout.rollout` does in one
  process: the same seed gives the same JSON with 1, 2 or 40 workers, and
  the same as the in-process rollout.  Progress comes as batches return;
  Stop (``cancel``) keeps the batches done in order; Extend (``previous``)
  goes on with the next batch indices.
- :func:`analyse_archive` submits one task a match (a bounded window of
  them, so memory stays flat over any number of files: records are parsed
  just before they are submitted, and only each match's small
  :class:`MatchFigures` come back), reports each match as it finishes,
  keeps every result in an :class:`AnalysisCache` (keyed by the file's
  content hash, the level and the engine's fingerprint) so that a stopped
  run goes on where it stopped, and lists files that cannot be read or
  analysed with their reason (one file never stops the run).  The
  per-player totals are added in whole nano-units of equity, so they do not
  depend on the order matches finish in.

Why Dask's ``distributed`` and not Ray (issue 23 asks to choose):

- it is pure Python (its own wheel and dask's are about 25 MB installed,
  with small dependencies: tornado, msgpack, cloudpickle, psutil...),
  where Ray is a 60-100 MB binary wheel per platform with its own C++
  runtime (raylet, a GCS server) that must match on every machine;
- a local cluster starts from Python in about 2.5 s here
  (``LocalCluster(n_workers=2)``; Ray's head takes several seconds more and
  starts a dashboard, a GCS and a raylet);
- a scheduler and workers on other machines are two plain commands
  (``dask scheduler``, ``dask worker ADDRESS``) with nothing else to run;
- a worker that dies has the tasks it held re-run on others by the
  scheduler (``distributed.scheduler.allowed-failures``, 3 by default);
  our tasks are pure, so a re-run gives the same numbers;
- its licence is BSD-3-Clause, compatible with GPL-3.0-or-later (Ray's
  Apache-2.0 is too, but brings far more code).

Workers need the same backgammon-qt, bgsage and ``distributed`` versions
as the machine that sends the work (Dask pickles functions by reference).
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import logging
import multiprocessing
import os
import re
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..model import MatchRecord
from .base import Cancelled, CancelToken, raise_if_cancelled
from .rollout import (
    BatchResult,
    ProgressCallback,
    RolloutProgress,
    RolloutResult,
    RolloutTask,
    batch_count,
    merge,
    run_batch,
)

__all__ = [
    "ClusterUnreachable", "Executor", "ProcessExecutor", "DaskExecutor", "open_executor",
    "cluster_rollout", "PlayerFigures", "MatchFigures", "analyse_match", "content_key",
    "AnalysisCache", "engine_fingerprint", "default_cache_dir", "ArchiveTotals", "MatchDone", "analyse_archive",
    "FileFailure", "match_files",
    "CONNECT_TIMEOUT", "DASK_LOG_LENGTH",
]

CONNECT_TIMEOUT = 5.0
"""Seconds to wait for a named cluster's scheduler before it counts as unreachable."""

DASK_LOG_LENGTH = 16
"""How many recent messages, transitions and events Dask keeps for
debugging (``distributed.admin.low-level-log-length``, 1000 by default),
set by :class:`DaskExecutor` in this process and the local cluster's
workers.  Dask's logs of recent messages keep each task's arguments: with
1000, the client kept the last 1000 matches it sent and the scheduler the
last 1000 batches sent to each worker, so the driver's memory grew by
about 17 KB a small match over the first thousands of an archive (and by
far more with long matches and many workers)."""

_POLL = 0.2     # seconds between looks at the cancel token while waiting for a task


class ClusterUnreachable(OSError):
    """The named cluster's scheduler did not answer (the message says which
    address and why)."""


def _cancelled(cancel: CancelToken) -> bool:
    try:
        raise_if_cancelled(cancel)
    except Cancelled:
        return True
    return False


# --------------------------------------------------------------------------- executors

class Executor:
    """Runs picklable functions on workers.  ``workers`` is how many run at
    once (for a cluster: the worker threads when it was opened);
    ``description`` a short English line for logs (``"2 local
    processes"``).  Use as a context manager, or call :meth:`close`."""

    workers: int = 1
    description: str = ""

    def submit(self, fn: Callable[..., Any], /, *args: Any) -> Any:
        """Start ``fn(*args)`` on a worker; returns a future (``result()``,
        ``cancel()``, ``done()``)."""
        raise NotImplementedError

    def wait_any(self, futures: Iterable[Any], timeout: float) -> set[Any]:
        """The futures of ``futures`` that are done, waiting at most
        ``timeout`` seconds for the first (empty set on timeout)."""
        raise NotImplementedError

    def close(self) -> None:
        """Stop the workers this executor started (a running cluster is left running)."""

    def abort(self) -> None:
        """Stop now, without waiting for the tasks under way (they are
        dropped): the workers this executor started are stopped at once (a
        running cluster is left running).  For a cancelled run, so that
        quitting does not wait for a match's analysis to end."""
        self.close()

    def lost(self, error: BaseException) -> bool:
        """True when ``error``, raised by a future's ``result()``, says the
        task's worker was lost rather than that the task failed (another
        task may have crashed it): the task may be run again."""
        return False

    def __enter__(self) -> Executor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class ProcessExecutor(Executor):
    """``workers`` local processes (default: the machine's cores), started
    with ``spawn`` (bgsage's threads and ``fork`` do not mix).  A worker
    process that dies breaks the pool (``BrokenProcessPool`` from
    ``result()``): re-running tasks after a crash is the cluster's job."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.description = f"{self.workers} local process{'es' if self.workers != 1 else ''}"
        self._pool = self._new_pool()

    def _new_pool(self) -> concurrent.futures.ProcessPoolExecutor:
        return concurrent.futures.ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))

    def submit(self, fn: Callable[..., Any], /, *args: Any) -> Any:
        """As :meth:`Executor.submit`; a pool broken by a worker that died
        (a task that crashed the engine) is replaced by a new one first."""
        try:
            return self._pool.submit(fn, *args)
        except concurrent.futures.process.BrokenProcessPool:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = self._new_pool()
            return self._pool.submit(fn, *args)

    def lost(self, error: BaseException) -> bool:
        """A worker process died (``BrokenProcessPool``): every task then
        out fails with it, whichever crashed it."""
        return isinstance(error, concurrent.futures.process.BrokenProcessPool)

    def wait_any(self, futures: Iterable[Any], timeout: float) -> set[Any]:
        done, _ = concurrent.futures.wait(list(futures), timeout=timeout,
                                          return_when=concurrent.futures.FIRST_COMPLETED)
        return set(done)

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)

    def abort(self) -> None:
        """Kill the worker processes (a task under way is dropped) and shut
        the pool down without waiting for them to finish their tasks."""
        _kill_workers(self._pool)


def _kill_workers(pool: concurrent.futures.ProcessPoolExecutor) -> None:
    """Kill ``pool``'s worker processes now (SIGKILL: a worker deep in
    bgsage's C code does not stop otherwise) and shut ``pool`` down, its
    futures cancelled or failed; the pool cannot be used afterwards."""
    if sys.version_info >= (3, 14):
        pool.kill_workers()         # (it shuts the pool down too)
        return
    # Before Python 3.14 the pool has no public way to stop its workers: they are reached
    # through its private table (``_processes``: pid -> multiprocessing.Process, CPython 3.8
    # to 3.13).  Remove this branch when 3.14 is the least Python supported.
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.kill()
    pool.shutdown(wait=True, cancel_futures=True)        # (the processes are gone: nothing to wait for)


class DaskExecutor(Executor):
    """A Dask ``distributed`` cluster: ``address`` of a running scheduler
    (``tcp://HOST:8786``), or ``local=N`` to start a local cluster of N
    worker processes (one thread each, on 127.0.0.1, no dashboard) that
    :meth:`close` stops.  Raises :class:`ClusterUnreachable` when the
    scheduler does not answer within ``timeout`` seconds.

    Sets Dask's ``distributed.admin.low-level-log-length`` to
    :data:`DASK_LOG_LENGTH` in this process (and so in a local cluster's
    scheduler and workers), so that memory stays flat over any number of
    tasks; a running cluster's scheduler and workers keep their own
    setting (``DASK_DISTRIBUTED__ADMIN__LOW_LEVEL_LOG_LENGTH=16`` in their
    environment does the same there)."""

    def __init__(self, address: str | None = None, *, local: int = 0, timeout: float = CONNECT_TIMEOUT) -> None:
        import dask
        from distributed import Client, LocalCluster

        dask.config.set({"distributed.admin.low-level-log-length": DASK_LOG_LENGTH})

        self._cluster: Any = None
        if local:
            # the dashboard on a free port: Dask's default 8787 may be taken by another cluster on the machine
            self._cluster = LocalCluster(n_workers=local, threads_per_worker=1, processes=True, host="127.0.0.1",
                                         dashboard_address=":0", silence_logs=logging.ERROR)
            self._client = Client(self._cluster)
            self.description = f"a local Dask cluster of {local} worker process{'es' if local != 1 else ''}"
        else:
            assert address is not None
            try:
                self._client = Client(address, timeout=timeout)
            except (OSError, TimeoutError) as exc:
                raise ClusterUnreachable(f"the cluster at {address} cannot be reached ({exc or type(exc).__name__})"
                                         ) from None
            self.description = f"the Dask cluster at {address}"
        threads = self._client.nthreads()
        self.workers = max(1, sum(threads.values()))

    @property
    def client(self) -> Any:
        """The ``distributed.Client``."""
        return self._client

    def submit(self, fn: Callable[..., Any], /, *args: Any) -> Any:
        return self._client.submit(fn, *args, pure=False)

    def wait_any(self, futures: Iterable[Any], timeout: float) -> set[Any]:
        from distributed import wait

        futures = list(futures)
        try:
            done, _ = wait(futures, timeout=timeout, return_when="FIRST_COMPLETED")
        except TimeoutError:
            return set()
        return set(done)

    def close(self) -> None:
        self._client.close()
        if self._cluster is not None:
            self._cluster.close()


_LOCAL = re.compile(r"local:(\d+)")


def open_executor(cluster: str | None = None, *, workers: int | None = None, fallback: bool = True,
                  say: Callable[[str], None] | None = None, timeout: float = CONNECT_TIMEOUT) -> Executor:
    """The executor the command line's ``--cluster`` names: None, local
    processes (``workers`` of them, default the cores); ``"local:N"``, a
    local Dask cluster of N worker processes; else a running Dask
    scheduler's address (``tcp://HOST:8786``, or ``HOST:8786``).

    When that scheduler cannot be reached: with ``fallback``, ``say`` gets
    one line saying so and local processes are returned; without, raises
    :class:`ClusterUnreachable`.  Raises :class:`ValueError` for
    ``local:0``."""
    if cluster is None:
        return ProcessExecutor(workers)
    m = _LOCAL.fullmatch(cluster)
    if m:
        n = int(m.group(1))
        if n < 1:
            raise ValueError(f"a local cluster needs at least one worker, got {cluster!r}")
        return DaskExecutor(local=n)
    try:
        return DaskExecutor(cluster, timeout=timeout)
    except ClusterUnreachable as exc:
        if not fallback:
            raise
        local = ProcessExecutor(workers)
        if say is not None:
            say(f"{exc}; running on this machine ({local.description})")
        return local


# --------------------------------------------------------------------------- rollouts

def cluster_rollout(task: RolloutTask, executor: Executor, progress: ProgressCallback | None = None,
                    cancel: CancelToken = None, *, previous: RolloutResult | None = None,
                    ahead: int | None = None) -> RolloutResult:
    """Roll out ``task`` with its batches run by ``executor``'s workers; the
    result equals :func:`~backgammon_qt.engine.rollout.rollout` ``(task,
    previous=previous)`` in this process, number for number.

    At most ``ahead`` batches (default twice the executor's workers) are
    out at once.  Batches are merged in index order and the stop rule
    (``settings.trials`` done, or every standard error at most
    ``settings.target_se``) is checked after each index in turn, so batches
    that finished past the stopping point are left out.  Workers run bgsage
    with one thread when ``settings.threads`` is 0 (the number of threads
    does not change the numbers).

    ``progress(RolloutProgress)`` is called as each batch returns (its
    ``result`` the merge of the batches done in index order); when
    ``cancel`` is set the batches out are cancelled and the merge of those
    done in order is returned with ``stopped=True`` (:class:`Cancelled`
    when there is none).  ``previous`` extends a result as
    :func:`~backgammon_qt.engine.rollout.rollout` does (same
    :class:`ValueError` for another position or settings).  A task that
    fails on a worker raises its error here.
    """
    settings = task.settings
    done_batches: dict[int, BatchResult] = {}
    if previous is not None:
        p = previous.task
        if (p.position, p.context, p.dice, p.candidates) != (task.position, task.context, task.dice,
                                                             task.candidates):
            raise ValueError("the previous rollout is of another position, roll or candidates")
        if not settings.same_rollout(p.settings):
            raise ValueError("the previous rollout used other settings (only trials, the target and threads "
                             "may change when extending)")
        done_batches = {b.index: b for b in previous.batches}
    worker_task = task.with_settings(threads=1) if settings.threads == 0 else task
    window = ahead or 2 * executor.workers
    planned = batch_count(settings)
    in_order = 0                      # batches 0..in_order-1 are merged into result
    result: RolloutResult | None = None

    def finished(r: RolloutResult | None) -> bool:
        return r is not None and r.complete       # the stop rule, as rollout() has it

    def advance() -> None:
        nonlocal in_order, result
        while in_order in done_batches and not finished(result):
            in_order += 1
            result = merge(task, [done_batches[i] for i in range(in_order)])

    if done_batches:                  # as rollout() does: the previous batches are merged whole
        in_order = len(done_batches)
        result = merge(task, list(done_batches.values()))
    next_index = in_order
    pending: dict[Any, int] = {}
    try:
        while not finished(result):
            while len(pending) < window and next_index < planned:
                pending[executor.submit(run_batch, worker_task, next_index)] = next_index
                next_index += 1
            if not pending:
                break
            if _cancelled(cancel):
                if result is None:
                    raise Cancelled()
                return replace(result, stopped=True)
            for future in executor.wait_any(pending, _POLL):
                index = pending.pop(future)
                done_batches[index] = future.result()
            before = in_order
            advance()
            if progress is not None and (in_order != before or not pending):
                arrived = sum(b.trials for b in done_batches.values())
                progress(RolloutProgress(result.trials if result else 0, settings.planned_trials,
                                         min(1.0, arrived / settings.planned_trials), result))
    finally:
        for future in pending:
            future.cancel()
    assert result is not None
    return result


# --------------------------------------------------------------------------- archive analysis

_NANO = 10 ** 9


@dataclass(frozen=True)
class PlayerFigures:
    """One player's figures in one match: ``name``, ``checker_decisions``,
    ``cube_decisions`` and ``error_total`` (equity lost over them, the
    deciding player's, normalised to the cube, as :mod:`.analysis`
    counts it)."""

    name: str
    checker_decisions: int
    cube_decisions: int
    error_total: float

    @property
    def decisions(self) -> int:
        return self.checker_decisions + self.cube_decisions

    @property
    def error_rate(self) -> float | None:
        """Millipoints lost per decision (gnubg's error rate, mEMG); None without a decision."""
        return 1000.0 * self.error_total / self.decisions if self.decisions else None

    @property
    def pr(self) -> float | None:
        """eXtreme Gammon's performance rating: 500 x equity lost per decision."""
        return 500.0 * self.error_total / self.decisions if self.decisions else None


@dataclass(frozen=True)
class MatchFigures:
    """What one match's analysis task returns (small, picklable, JSON via
    :meth:`to_dict`): the ``level``, the two players' :class:`PlayerFigures`
    in the record's order, the ``games`` analysed and the ``seconds`` the
    worker spent."""

    level: str
    players: tuple[PlayerFigures, PlayerFigures]
    games: int
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return {"level": self.level, "games": self.games, "seconds": round(self.seconds, 3),
                "players": [{"name": p.name, "checker_decisions": p.checker_decisions,
                             "cube_decisions": p.cube_decisions, "error_total": p.error_total}
                            for p in self.players]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MatchFigures:
        """Inverse of :meth:`to_dict`; raises :class:`ValueError` (or
        :class:`KeyError`, :class:`TypeError`) for another shape."""
        players = tuple(PlayerFigures(str(p["name"]), int(p["checker_decisions"]), int(p["cube_decisions"]),
                                      float(p["error_total"])) for p in data["players"])
        if len(players) != 2:
            raise ValueError("a match has two players")
        return cls(str(data["level"]), (players[0], players[1]), int(data["games"]), float(data["seconds"]))


_ANALYSERS: dict[int, Any] = {}


def analyse_match(record: MatchRecord, level: str, threads: int = 1) -> MatchFigures:
    """Analyse every game of ``record`` at ``level`` (an
    :data:`~backgammon_qt.engine.levels.ANALYSIS_LEVELS` name) with bgsage
    in this process (``threads`` of bgsage's; the analyser is kept warm
    per process) and return the players' figures.  The worker task of
    :func:`analyse_archive`.  Raises :class:`ValueError` for a record that
    does not replay or an unknown level."""
    from .analysis import SageAnalyser, analyse_record

    analyser = _ANALYSERS.get(threads)
    if analyser is None:
        analyser = _ANALYSERS[threads] = SageAnalyser(threads)
    analysis = analyse_record(record, None, level, batch=analyser.evaluate_many)
    assert analysis.players is not None
    a, b = (PlayerFigures(s.name, s.checker_decisions, s.cube_decisions, s.error_total) for s in analysis.players)
    return MatchFigures(level, (a, b), len(analysis.games), analysis.seconds)


def content_key(data: bytes) -> str:
    """The cache key of a file's content: its SHA-256, hex."""
    return hashlib.sha256(data).hexdigest()


def default_cache_dir() -> Path:
    """Where analysed matches are kept: ``$BGQT_ANALYSIS_CACHE`` when set,
    else ``archive-analysis`` in the user's cache folder (platformdirs'
    ``user_cache_path("backgammon-qt")``, e.g. ``~/.cache/backgammon-qt``)."""
    override = os.environ.get("BGQT_ANALYSIS_CACHE")
    if override:
        return Path(override)
    import platformdirs

    return platformdirs.user_cache_path("backgammon-qt", appauthor=False) / "archive-analysis"


def engine_fingerprint(level: str) -> str:
    """What an analysis at ``level`` depends on besides the match, as 16
    hex digits (of a SHA-256): bgsage's installed version (its networks,
    its truncated rollouts' settings), the level's bgsage ``eval_level``,
    the move filters and the cube prefilter
    (:data:`~backgammon_qt.engine.evaluation.MOVE_FILTERS`,
    :data:`~backgammon_qt.engine.evaluation.PREFILTER`,
    :data:`~backgammon_qt.engine.evaluation.LUCK_CANDIDATES`), the close
    cube threshold and error classes of :mod:`.summary`, and the analysis
    version.  A change of any of them gives another fingerprint, so
    :class:`AnalysisCache` does not reuse an analysis the engine would no
    longer give."""
    from importlib import metadata

    from . import evaluation, summary
    from .levels import ANALYSIS_LEVELS

    try:
        sage = metadata.version("bgsage")
    except metadata.PackageNotFoundError:
        sage = "unknown"
    level_settings = ANALYSIS_LEVELS.get(level, ("", level))[1]
    parts = {"bgsage": sage, "level": level, "eval_level": level_settings,
             "move_filters": {k: [list(f) for f in v] for k, v in sorted(evaluation.MOVE_FILTERS.items())},
             "prefilter": evaluation.PREFILTER, "luck_candidates": evaluation.LUCK_CANDIDATES,
             "close_cube": summary.CLOSE_CUBE, "thresholds": [list(t) for t in summary.THRESHOLDS],
             "analysis_version": summary.ANALYSIS_VERSION}
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:16]


_ENTRY = re.compile(r"(?P<key>[0-9a-f]{64})\.(?P<level>[^.]+)\.(?P<fingerprint>[0-9a-f]{16})\.json")
"""The name of an :class:`AnalysisCache` entry: content hash, level, engine fingerprint."""


class AnalysisCache:
    """Analysed matches on disk, one small JSON file per (content hash,
    level, engine fingerprint) in ``folder`` (made when first written),
    named ``HASH.LEVEL.FINGERPRINT.json``.  Writes are atomic (temporary
    file + :func:`os.replace`); an entry that cannot be read is treated as
    missing.  The key holds :func:`engine_fingerprint` (bgsage's version,
    the level's settings, the move filters and the analysis version), so a
    match analysed before the engine changed is analysed again, not taken
    from the cache; :meth:`prune` removes such entries, which would
    otherwise stay on disk for ever."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._fingerprints: dict[str, str] = {}

    def _fingerprint(self, level: str) -> str:
        fingerprint = self._fingerprints.get(level)
        if fingerprint is None:
            fingerprint = self._fingerprints[level] = engine_fingerprint(level)
        return fingerprint

    def _path(self, key: str, level: str) -> Path:
        return self.folder / f"{key}.{level}.{self._fingerprint(level)}.json"

    def prune(self) -> int:
        """Remove the entries this engine would not give any more: those
        whose fingerprint is not :func:`engine_fingerprint` of their level
        (kept by another bgsage version, other level settings or move
        filters, an older analysis version).  Entries of every level this
        engine gives are kept, however many, so that a stopped run of any
        size goes on where it stopped; files not named as entries are left
        alone.  Returns how many entries were removed.  Raises
        :class:`OSError` when the folder exists but cannot be listed; an
        entry that cannot be removed is left for the next time."""
        try:
            names = os.listdir(self.folder)
        except FileNotFoundError:
            return 0
        removed = 0
        for name in names:
            m = _ENTRY.fullmatch(name)
            if m is None or m.group("fingerprint") == self._fingerprint(m.group("level")):
                continue
            try:
                (self.folder / name).unlink()
            except OSError:             # (gone already: another run pruned it; or not ours to remove)
                continue
            removed += 1
        return removed

    def get(self, key: str, level: str) -> MatchFigures | None:
        """The figures kept for this content and level, or None."""
        try:
            with open(self._path(key, level), encoding="utf-8") as f:
                return MatchFigures.from_dict(json.load(f))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def put(self, key: str, figures: MatchFigures) -> None:
        """Keep ``figures`` (atomically).  Raises :class:`OSError` when the
        folder cannot be written."""
        self.folder.mkdir(parents=True, exist_ok=True)
        target = self._path(key, figures.level)
        fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(figures.to_dict(), f)
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


class ArchiveTotals:
    """Per player name, over all matches added: matches, checker and cube
    decisions and the equity lost, summed in whole nano-units (so the
    totals do not depend on the order matches are added in)."""

    def __init__(self, level: str) -> None:
        self.level = level
        self.matches = 0
        self._players: dict[str, list[int]] = {}     # name -> [matches, checker, cube, nano-equity]

    def add(self, figures: MatchFigures) -> None:
        self.matches += 1
        for p in figures.players:
            row = self._players.setdefault(p.name, [0, 0, 0, 0])
            row[0] += 1
            row[1] += p.checker_decisions
            row[2] += p.cube_decisions
            row[3] += round(p.error_total * _NANO)

    def error_total(self, name: str) -> float:
        """The equity ``name`` lost over the matches added (0.0 for a name not seen)."""
        return self._players.get(name, [0, 0, 0, 0])[3] / _NANO

    def players(self) -> list[dict[str, Any]]:
        """``[{"name", "matches", "decisions", "checker_decisions",
        "cube_decisions", "error_rate", "pr"}, ...]`` sorted by name; the
        error rate in millipoints per decision (1 decimal), the PR to 2
        decimals, None without a decision."""
        out = []
        for name in sorted(self._players):
            matches, checker, cube, nano = self._players[name]
            n = checker + cube
            total = nano / _NANO
            out.append({"name": name, "matches": matches, "decisions": n, "checker_decisions": checker,
                        "cube_decisions": cube,
                        "error_rate": round(1000.0 * total / n, 1) if n else None,
                        "pr": round(500.0 * total / n, 2) if n else None})
        return out


@dataclass(frozen=True)
class MatchDone:
    """A match reported by :func:`analyse_archive`: its ``source`` (the path
    given), its figures, and ``cached`` when they came from the cache."""

    source: str
    figures: MatchFigures
    cached: bool


def match_files(paths: Iterable[str], extensions: Iterable[str]) -> Iterator[str]:
    """The files to analyse, lazily: a path that is not a folder is yielded
    as it is (a missing one too, to be reported); a folder is walked
    (sorted, recursively) for files whose extension (lower case, with the
    dot) is one of ``extensions`` (the command line passes
    :data:`backgammon_qt.io.FORMATS`' keys)."""
    wanted = {e.lower() for e in extensions}
    for name in paths:
        path = Path(name)
        if path.is_dir():
            for root, dirs, files in os.walk(path):
                dirs.sort()
                for f in sorted(files):
                    if Path(f).suffix.lower() in wanted:
                        yield os.path.join(root, f)
        else:
            yield str(name)


def _read_file(source: str) -> bytes:
    return Path(source).read_bytes()


def analyse_archive(sources: Iterable[str], level: str, executor: Executor,
                    parse: Callable[[bytes, str], MatchRecord], *, cache: AnalysisCache | None = None,
                    read: Callable[[str], bytes] = _read_file,
                    on_match: Callable[[MatchDone], None] | None = None,
                    on_error: Callable[[str, FileFailure], None] | None = None,
                    cancel: CancelToken = None, ahead: int | None = None) -> tuple[ArchiveTotals, bool]:
    """Analyse each match file of ``sources`` at ``level``, one task a match
    on ``executor``; returns the per-player totals and whether it was
    stopped by ``cancel`` (then the totals are of the matches done).

    Each file is read (``read(source) -> bytes``), looked up in ``cache``
    by its content hash and level, and only when missing parsed
    (``parse(data, source) -> MatchRecord``, from the command line, which
    may read files through :mod:`backgammon_qt.io`) and submitted; at most
    ``ahead`` (default twice the workers) are out at once and ``sources``
    is read lazily, so memory does not grow with the number of files.
    ``on_match(MatchDone)`` is called as each match finishes (in the order
    they finish; cached ones at once); ``on_error(source, reason)`` for a
    file that cannot be read, parsed or analysed -- whatever the error, a
    reader's, the engine's or a worker's; ``reason`` is a
    :class:`FileFailure`, an English line that carries its stage and
    error --, and the rest goes on: one
    file never stops the archive.  A task whose worker was lost
    (:meth:`Executor.lost`: a local process that died, failing every task
    then out) is run once more, alone, so that the file that crashed it is
    the one reported and the others are analysed; its file is read and
    parsed again then, so the driver keeps no parsed record (once a task is
    submitted only the executor holds its record, until it is sent or
    finished).
    A result is put in the cache as soon as it arrives (:class:`AnalysisCache`:
    keyed by the content, the level and the engine's fingerprint); before
    the first file, the cache's entries of another engine are removed
    (:meth:`AnalysisCache.prune`).
    """
    totals = ArchiveTotals(level)
    window = ahead or 2 * executor.workers
    pending: dict[Any, tuple[str, str, bool]] = {}     # future -> (source, content key, whether it runs again)
    again: list[str] = []           # files whose worker was lost, to run once more, one at a time
    it: Iterator[str] = iter(sources)
    exhausted = False

    def finish(source: str, key: str, figures: MatchFigures, cached: bool) -> None:
        totals.add(figures)
        if not cached and cache is not None:
            try:
                cache.put(key, figures)
            except OSError as exc:
                print(f"cannot keep the analysis of {source} in the cache: {exc}", file=sys.stderr)
        if on_match is not None:
            on_match(MatchDone(source, figures, cached))

    def fail(source: str, reason: FileFailure) -> None:
        if on_error is not None:
            on_error(source, reason)

    def take(source: str, retry: bool) -> None:
        """Read ``source``, take it from the cache or parse and submit it.
        The record lives in this call alone: once submitted only the
        executor holds it (until the task is sent, or finished), and a task
        run again after a lost worker reads and parses its file again, so
        the driver keeps no record, whatever the window or the retries."""
        try:
            data = read(source)
        except Exception as exc:      # (OSError, ValueError...; any error of one file)
            fail(source, FileFailure("read", exc))
            return
        key = content_key(data)
        found = cache.get(key, level) if cache is not None else None
        if found is not None:
            finish(source, key, found, True)
            return
        try:
            record = parse(data, source)
        except Exception as exc:      # (ValueError, UnicodeError...; a reader's bug on an odd file too)
            fail(source, FileFailure("parse", exc))
            return
        del data
        try:
            future = executor.submit(analyse_match, record, level)
        except Exception as exc:      # a pool or a client that cannot take the task: this file is not analysed
            fail(source, FileFailure("analyse", exc))
            return
        pending[future] = (source, key, retry)

    if cache is not None:
        try:
            cache.prune()
        except OSError as exc:
            print(f"cannot remove old analyses from the cache: {exc}", file=sys.stderr)
    try:
        while True:
            if again:                  # tasks of a lost worker: alone, so that one that crashes it fails alone
                if not pending and not _cancelled(cancel):
                    take(again.pop(0), retry=True)
            while not again and not exhausted and len(pending) < window:
                if _cancelled(cancel):
                    break
                try:
                    source = str(next(it))
                except StopIteration:
                    exhausted = True
                    break
                take(source, retry=False)
            if _cancelled(cancel):
                return totals, True
            if not pending:
                if exhausted and not again:
                    return totals, False
                continue
            for future in executor.wait_any(pending, _POLL):
                source, key, retried = pending.pop(future)
                try:
                    figures = future.result()
                except Exception as exc:      # a record that does not replay, the engine's error, a lost worker
                    if not retried and executor.lost(exc):
                        again.append(source)
                    else:
                        fail(source, FileFailure("analyse", exc))
                    continue
                finish(source, key, figures, False)
    finally:
        for future in pending:
            future.cancel()


class FileFailure(str):
    """Why one file of an archive was not analysed (what
    :func:`analyse_archive` gives ``on_error``): the English line (the
    ``str`` itself, as the command line prints it), with the ``stage`` it
    failed at -- ``"read"`` (the file cannot be read), ``"parse"`` (no match
    can be read from it), ``"analyse"`` (the engine or a worker failed on
    it) -- and the ``error`` raised, for a caller that words it in the
    player's language.  The error's traceback (and its causes') is cleared:
    its frames would keep the file's bytes, its parsed record and the
    driver's state alive for as long as the failure is kept (the command
    line keeps every one until the end)."""

    stage: str
    error: BaseException

    def __new__(cls, stage: str, error: BaseException, text: str | None = None) -> FileFailure:
        reason = _reason(error)
        self = super().__new__(cls, text if text is not None else
                               (f"cannot be analysed: {reason}" if stage == "analyse" else reason))
        self.stage = stage
        self.error = error
        seen: set[int] = set()
        chain: list[BaseException | None] = [error]
        while chain:
            cause = chain.pop()
            if cause is not None and id(cause) not in seen:     # (a chain of causes may loop)
                seen.add(id(cause))
                cause.__traceback__ = None
                chain += (cause.__cause__, cause.__context__)
        return self


def _reason(error: BaseException) -> str:
    """An error in a line: its message, with its kind for an error that is
    not a plain ``ValueError`` (a reader's words are enough; an engine's or
    a worker's error says what it was)."""
    text = str(error)
    if isinstance(error, ValueError | OSError) and text:
        return text
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
