"""Rollouts and archive analysis on many workers (issue 23): prints figures, asserts nothing.

    python benchmarks/cluster.py [--trials N] [--truncate PLIES] [--workers 1,2,4]
                                 [--corpus FOLDER] [--level L] [--no-archive]

1. The rollout of the opening 31 (its default candidates, seed 1) in this
   process (bgsage's own threads on every core), then on a local Dask cluster
   of 1, 2 and 4 worker processes (one bgsage thread each): the cluster's
   start-up seconds, the rollout's seconds and trials per second (trials
   summed over the candidates), and whether the JSON equals the in-process
   one (it must).
2. The archive analysis of the corpus folder (every match file in it, at
   ``--level``, no cache) on 2 local processes and on a local Dask cluster of
   2 workers: seconds, matches, files that could not be read, and whether
   the per-player figures agree.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from backgammon_qt.engine import GameContext
from backgammon_qt.engine import cluster as cl
from backgammon_qt.engine import rollout as ro
from backgammon_qt.engine.__main__ import _match_files, _parse_match, _read_match_bytes
from backgammon_qt.model import Position


def bench_rollout(args: argparse.Namespace) -> None:
    settings = ro.RolloutSettings(trials=args.trials, truncation=args.truncate, batch_trials=36, seed=1)
    task = ro.make_task(Position.start(), GameContext(jacoby=True, beavers=True), (3, 1), settings)
    units = args.trials * len(task.candidates)
    depth = f"truncated at {args.truncate} plies" if args.truncate else "full"
    print(f"rollout of the opening 31: {len(task.candidates)} candidates x {args.trials} trials, "
          f"{depth}, 1-ply, 36 trials a batch; "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    t0 = time.perf_counter()
    reference = ro.rollout(task).to_json()
    t = time.perf_counter() - t0
    print(f"  in this process (bgsage threads on all cores): {t:6.1f} s, {units / t:7.1f} trials/s")
    for n in args.workers:
        t0 = time.perf_counter()
        with cl.DaskExecutor(local=n) as executor:
            started = time.perf_counter() - t0
            cl.cluster_rollout(task.with_settings(trials=36), executor)       # warm the workers' networks
            t1 = time.perf_counter()
            got = cl.cluster_rollout(task, executor).to_json()
            t = time.perf_counter() - t1
        print(f"  local Dask cluster, {n} worker{'s' if n != 1 else ' '}: start-up {started:4.1f} s, "
              f"{t:6.1f} s, {units / t:7.1f} trials/s, same JSON: {got == reference}")


def bench_archive(args: argparse.Namespace) -> None:
    folder = args.corpus
    if not Path(folder).is_dir():
        print(f"archive analysis: {folder} is not here, skipped")
        return
    print(f"archive analysis of {folder} at level {args.level} (no cache)")
    results = []
    for label, make in (("2 local processes", lambda: cl.ProcessExecutor(2)),
                        ("local Dask cluster of 2 workers", lambda: cl.DaskExecutor(local=2))):
        failed: list[str] = []
        t0 = time.perf_counter()
        with make() as executor:
            totals, _ = cl.analyse_archive(_match_files([folder]), args.level, executor, _parse_match,
                                           read=_read_match_bytes, on_error=lambda s, _r, f=failed: f.append(s))
        t = time.perf_counter() - t0
        results.append(totals.players())
        print(f"  {label}: {t:6.1f} s (start-up included), {totals.matches} matches, "
              f"{len(failed)} files not read")
    print(f"  same per-player figures: {results[0] == results[1]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=288)
    parser.add_argument("--truncate", type=int, default=7)
    parser.add_argument("--workers", default="1,2,4", type=lambda s: [int(x) for x in s.split(",")])
    parser.add_argument("--corpus", default="/work/shared/testdata/matches")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--no-archive", action="store_true")
    args = parser.parse_args()
    bench_rollout(args)
    if not args.no_archive:
        bench_archive(args)


if __name__ == "__main__":
    main()
