"""Benchmark: the bgsage engine's thinking time per level, and how long the
GUI thread's event loop stalls while the engine works.

Run::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/engine.py [--positions N] [--seed S]
        [--levels beginner,expert,...] [--no-gui]

1. Collects N (default 200) positions with a roll and at least two legal
   plays from seeded self-play at the default level (real games: cube,
   doubles and takes as the engine plays them).
2. For each level, times ``SageEngine.choose_play`` (in this process) on
   every position and ``cube_decision`` on the same positions before the
   roll; prints the mean and maximum per move and per cube decision, and
   the default level's target (150 ms per move).
3. GIL: times the same batch of cube evaluations in one thread and split
   over two threads (with 2 cores, near-equal times mean the GIL is held).
4. Unless ``--no-gui``: runs an :class:`EngineWorker` on a QApplication,
   first with the in-process engine, then with a :class:`ProcessEngine`,
   through 40 checker plays and 40 cube decisions, with a 5 ms QTimer in
   the GUI thread; prints the largest gap between timer ticks (the stall;
   the target is 20 ms).

Wall-clock figures on a shared machine: rerun when the load is low.  Not a
test: pytest does not collect this folder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time

from backgammon_qt.engine import DEFAULT_LEVEL, LEVELS, GameContext, ProcessEngine, SageEngine
from backgammon_qt.engine.selfplay import SelfPlayStats, self_play
from backgammon_qt.model import legal_plays

TARGET_MOVE_MS = 150.0
TARGET_STALL_MS = 20.0


def collect_positions(count: int, seed: int):
    """``count`` (position, dice, context) triples with at least two legal
    plays, met in seeded self-play at the default level."""
    engine = SageEngine(DEFAULT_LEVEL, seed=seed)
    stats = SelfPlayStats()
    game_seed = seed
    while True:
        self_play(4, game_seed, (engine, engine), stats=stats)
        cases = [(p, d, c) for p, d, c in stats.positions
                 if len(legal_plays(p, d, minimize_wasted_pips=c.minimize_wasted_pips)) >= 2]
        if len(cases) >= count:
            return cases[:count]
        game_seed += 1


def time_level(level: str, cases) -> tuple[list[float], list[float]]:
    engine = SageEngine(level, seed=1)
    engine.choose_play(*cases[0])  # warm up (first call builds caches)
    move_ms, cube_ms = [], []
    for position, dice, context in cases:
        t0 = time.perf_counter()
        engine.choose_play(position, dice, context)
        move_ms.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        engine.cube_decision(position, context)
        cube_ms.append((time.perf_counter() - t0) * 1000)
    return move_ms, cube_ms


def gil_check(cases) -> tuple[float, float]:
    """Seconds for 8 cube evaluations in one thread, and for the same 8
    split over two threads."""
    engine = SageEngine("expert")
    batch = [(p, GameContext()) for p, _, _ in cases[:8]]

    def run(items):
        for p, c in items:
            engine.hint_cube(p, c)

    t0 = time.perf_counter()
    run(batch)
    one = time.perf_counter() - t0
    threads = [threading.Thread(target=run, args=(batch[i::2],)) for i in range(2)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return one, time.perf_counter() - t0


def gui_stall(engine, cases) -> tuple[float, float]:
    """Largest and mean gap (ms) between 5 ms timer ticks in the GUI thread
    while ``engine`` answers 40 checker plays and 40 cube decisions through
    an EngineWorker, one after the other."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from backgammon_qt.controller.engine_jobs.worker import EngineWorker

    app = QApplication.instance() or QApplication(sys.argv[:1])
    worker = EngineWorker(engine)
    jobs = []
    for position, dice, context in cases[:40]:
        jobs.append((engine.choose_play, (position, dice, context)))
        jobs.append((engine.cube_decision, (position, context)))
    loop = QEventLoop()
    clock = QElapsedTimer()
    gaps: list[float] = []
    last = [0]

    def tick():
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now

    def next_job(*_):
        if not jobs:
            loop.quit()
            return
        call, args = jobs.pop(0)
        worker.submit(call, *args)

    worker.result_ready.connect(next_job)
    worker.failed.connect(lambda job, msg: (print("failed:", msg), loop.quit()))
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    QTimer.singleShot(0, next_job)
    loop.exec()
    timer.stop()
    worker.shutdown()
    app.processEvents()
    return max(gaps), statistics.mean(gaps)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--no-gui", action="store_true")
    args = parser.parse_args()

    print(f"cpu cores: {os.cpu_count()}, load average: {os.getloadavg()[0]:.2f}")
    t0 = time.perf_counter()
    cases = collect_positions(args.positions, args.seed)
    print(f"{len(cases)} positions from self-play ({time.perf_counter() - t0:.1f} s)")
    print(f"{'level':<14}{'eval':<6}{'noise':>6} {'move mean':>10}{'move max':>10} {'cube mean':>10}{'cube max':>10}")
    for level in args.levels.split(","):
        move_ms, cube_ms = time_level(level, cases)
        lv = LEVELS[level]
        mark = ""
        if level == DEFAULT_LEVEL:
            ok = max(move_ms) < TARGET_MOVE_MS
            mark = f"  <- default; max per move {'under' if ok else 'OVER'} {TARGET_MOVE_MS:.0f} ms"
        print(f"{level:<14}{lv.eval_level:<6}{lv.noise:>6.3f} {statistics.mean(move_ms):>8.1f}ms"
              f"{max(move_ms):>8.1f}ms {statistics.mean(cube_ms):>8.1f}ms{max(cube_ms):>8.1f}ms{mark}")

    one, two = gil_check(cases)
    print(f"GIL: 8 cube evaluations in one thread {one * 1000:.0f} ms, split over two threads "
          f"{two * 1000:.0f} ms ({'held' if two > 0.75 * one else 'released'} during the evaluation)")

    if not args.no_gui:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        stall, mean_gap = gui_stall(SageEngine(DEFAULT_LEVEL, seed=1), cases)
        print(f"GUI stall, engine in a pool thread of the GUI process: max {stall:.1f} ms "
              f"(mean tick {mean_gap:.1f} ms)")
        engine = ProcessEngine(DEFAULT_LEVEL, seed=1)
        engine.wait_ready()
        stall, mean_gap = gui_stall(engine, cases)
        print(f"GUI stall, ProcessEngine (child process): max {stall:.1f} ms (mean tick {mean_gap:.1f} ms)"
              f"; target {TARGET_STALL_MS:.0f} ms: {'met' if stall < TARGET_STALL_MS else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
