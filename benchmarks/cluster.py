"""Rollouts and archive analysis on many workers (issue 23): prints figures, asserts nothing.

    python benchmarks/cluster.py [--trials N] [--truncate PLIES] [--workers 1,2,4]
                                 [--corpus FOLDER] [--level L] [--no-archive]
    python benchmarks/cluster.py --memory N [--memory-cluster none,local:2] [--level L]

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

``--memory N`` (issue 23: memory stays flat over 1,000 matches) does
neither: it writes N small, distinct, real ``.mat`` files into a temporary
folder (one-point matches of random legal plays, stopped after a few
turns: tests/helpers/corpus.py ``random_record``), then runs the real
command ``python -m backgammon_qt.engine analyse FOLDER --level L
--cache-dir TMP`` over them, once per ``--memory-cluster`` entry (``none``:
its default local processes, 2 here; ``local:2``: a local Dask cluster,
whose scheduler runs in the driver), and samples the resident memory
(psutil's RSS, MiB) of the driver process and of its workers (every
process under it) as the match lines come.  It prints the RSS at 100, 250,
500, 1000 (and N) matches and the growth per 100 matches from the 250th
on (after the workers' warm-up) to the last.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

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


MEMORY_MARKS = (100, 250, 500, 1000)


def write_small_matches(folder: Path, n: int) -> None:
    """``n`` one-point matches of random legal plays, each stopped after a
    few turns, as ``.mat`` files in ``folder``; contents all distinct (so
    the cache keeps one entry per file)."""
    import hashlib

    from backgammon_qt import io as match_io
    from tests.helpers.corpus import random_record

    seen: set[str] = set()
    seed = 0
    while len(seen) < n:
        seed += 1
        record = random_record(seed, 1, games=1, unfinished=True)
        text = match_io.format_text(record, "mat")
        key = hashlib.sha256(text.encode()).hexdigest()
        if key in seen:
            continue
        seen.add(key)
        (folder / f"m{len(seen):05d}.mat").write_text(text, encoding="utf-8")


def _rss_mib(proc: Any) -> tuple[float, float, int]:
    """(driver RSS, the workers' summed RSS, the number of worker processes), MiB."""
    import psutil

    driver = proc.memory_info().rss
    workers, count = 0, 0
    for child in proc.children(recursive=True):
        try:
            workers += child.memory_info().rss
            count += 1
        except psutil.Error:
            pass
    return driver / 2 ** 20, workers / 2 ** 20, count


def bench_memory(args: argparse.Namespace) -> None:
    import subprocess
    import tempfile

    import psutil

    n = args.memory
    with tempfile.TemporaryDirectory(prefix="bgqt-memory-") as tmp:
        folder = Path(tmp) / "matches"
        folder.mkdir()
        t0 = time.perf_counter()
        write_small_matches(folder, n)
        print(f"memory over {n} matches: {n} one-point .mat files written in {time.perf_counter() - t0:.1f} s; "
              f"level {args.level}; {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
        marks = sorted({m for m in MEMORY_MARKS if m <= n} | {n})
        every = 50
        for cluster in args.memory_cluster:
            cache = Path(tmp) / f"cache-{cluster.replace(':', '-')}"
            cmd = [sys.executable, "-m", "backgammon_qt.engine", "analyse", str(folder), "--level", args.level,
                   "--cache-dir", str(cache)]
            if cluster != "none":
                cmd += ["--cluster", cluster]
            env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1]))
            t0 = time.perf_counter()
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
            watched = psutil.Process(proc.pid)
            samples: list[tuple[int, float, float, int]] = []
            done = 0
            last = ""
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.startswith("{"):
                    last = line
                    continue
                done += 1
                if done % every == 0 or done in marks:
                    try:
                        samples.append((done, *_rss_mib(watched)))
                    except psutil.Error:
                        break
            proc.wait()
            t = time.perf_counter() - t0
            label = "local processes (the default)" if cluster == "none" else f"--cluster {cluster}"
            analysed = json.loads(last)["analysed"] if last else "?"
            print(f"  {label}: {t:6.1f} s, {done} match lines, {analysed} analysed, exit code {proc.returncode}")
            by_count = {s[0]: s for s in samples}
            for m in marks:
                if m in by_count:
                    _, driver, workers, count = by_count[m]
                    print(f"    after {m:5d} matches: driver {driver:7.1f} MiB, "
                          f"{count} worker processes {workers:7.1f} MiB")
            after = [s for s in samples if s[0] >= 250] or samples
            if len(after) >= 2:
                (n0, d0, w0, _), (n1, d1, w1, _) = after[0], after[-1]
                per = 100 / (n1 - n0)
                print(f"    growth per 100 matches ({n0} to {n1}): driver {(d1 - d0) * per:+.2f} MiB, "
                      f"workers {(w1 - w0) * per:+.2f} MiB")
            if args.memory_samples:
                print("    samples (matches, driver MiB, workers MiB): "
                      + ", ".join(f"{s[0]}:{s[1]:.1f}/{s[2]:.1f}" for s in samples))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=288)
    parser.add_argument("--truncate", type=int, default=7)
    parser.add_argument("--workers", default="1,2,4", type=lambda s: [int(x) for x in s.split(",")])
    parser.add_argument("--corpus", default="/work/shared/testdata/matches")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--no-archive", action="store_true")
    parser.add_argument("--memory", type=int, default=0, metavar="N",
                        help="measure the archive analysis' memory over N small matches (and nothing else)")
    parser.add_argument("--memory-cluster", default="none,local:2", type=lambda s: s.split(","),
                        help="with --memory: the runs, 'none' (local processes) and/or --cluster values")
    parser.add_argument("--memory-samples", action="store_true", help="with --memory: print every sample")
    args = parser.parse_args()
    if args.memory:
        bench_memory(args)
        return
    bench_rollout(args)
    if not args.no_archive:
        bench_archive(args)


if __name__ == "__main__":
    main()
