"""Benchmark: match analysis per level, the main thread's stall while it
runs, and the agreement with GNU Backgammon's analysis.

Run::

    .venv/bin/python benchmarks/analysis.py [--levels expert,world_class,grandmaster]
        [--match FILE] [--gnubg N] [--no-gnubg]

1. Times :func:`backgammon_qt.engine.analysis.analyse_record` at each level
   on one match (default: the corpus's GNU Gibbon 7-point match, 9 games),
   in the engine's child process as the app runs it, and prints seconds per
   match, per game and per decision.
2. The stall: while the default level analyses that match in the child
   process (driven from a worker thread, as the app does), the main thread
   runs a 5 ms ticker; prints the largest gap between ticks.
   The tutor's wait: at each level, how long the child takes to rate one
   cube action (a double and its take) and one checker play, over the
   match's first turns (the window holds a human's cube action that long).
3. Unless ``--no-gnubg``: for N (default 3) corpus matches, gnubg 1.07
   (``/usr/games/gnubg -t -q``) runs ``analyse match``, ``show statistics
   match`` and saves its analysed SGF; ours analyses the same file at the
   default level.  Prints per player both error rates (mEMG) and rating
   words, the correlation of the per-player error rates, and per checker
   play (paired in game order; unforced plays only): how often both call a
   play an error (doubtful or worse), either does, gnubg alone, ours alone,
   and the correlation of the equity lost; per player also both cube
   error rates and both luck totals (gnubg's ``Cube statistics`` and
   ``Luck total EMG``).

Wall-clock figures on a shared machine: rerun when the load is low.  Not a
test: pytest does not collect this folder.
"""

from __future__ import annotations

import argparse
import math
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from backgammon_qt import io as match_io
from backgammon_qt.engine import ProcessEngine
from backgammon_qt.engine.analysis import ANALYSIS_LEVELS, DEFAULT_ANALYSIS_LEVEL, MatchAnalysis, analyse_record
from backgammon_qt.io.sgf import parse_sgf_collection

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "testdata" / "matches"
DEFAULT_MATCH = CORPUS / "gibbon" / "7point.mat"
GNUBG_MATCHES = [CORPUS / "gibbon" / "7point.mat", CORPUS / "gnubg" / "charlot1-charlot2_7p_2025-11-08-2305.mat",
                 CORPUS / "galaxy" / "match1486073.txt", CORPUS / "galaxy" / "match1484923.txt",
                 CORPUS / "gnubg" / "gnubg_selfplay_drops_7p.mat"]
GNUBG = "/usr/games/gnubg"


def analyse_in_child(path: Path, level: str, engine: ProcessEngine) -> MatchAnalysis:
    record = match_io.load(path)
    return analyse_record(record, lambda q, lv: engine.analyse_turn(q, lv), level)


def time_levels(path: Path, levels: list[str]) -> None:
    print(f"== seconds per level: {path.name}")
    with ProcessEngine("expert") as engine:
        engine.wait_ready()
        for level in levels:
            t0 = time.perf_counter()
            result = analyse_in_child(path, level, engine)
            secs = time.perf_counter() - t0
            n = len(result.decisions)
            print(f"{level:12s} {secs:7.1f} s per match, {secs / max(1, len(result.games)):6.2f} s per game, "
                  f"{1000 * secs / max(1, n):6.1f} ms per decision ({n} decisions, {len(result.games)} games)",
                  flush=True)


def tutor_latency(path: Path, levels: list[str], turns: int = 30) -> None:
    """The tutor's wait per rating: a cube action (double, take) and a
    checker play of each of the first ``turns`` turns, in the child."""
    from dataclasses import replace

    from backgammon_qt.engine.analysis import turn_queries

    print(f"== the tutor's wait per rating ({path.name}, first {turns} turns)")
    queries = list(turn_queries(match_io.load(path)))[:turns]
    with ProcessEngine("expert") as engine:
        engine.wait_ready()
        for level in levels:
            cube_ms, play_ms = [], []
            for q in queries:
                if q.cube:                     # the mover may double here (the rules, the owner, the cap)
                    ask = replace(q, dice=None, play=None, cube=True, cube_action="double", answer="take")
                    t0 = time.perf_counter()
                    engine.analyse_turn(ask, level)
                    cube_ms.append(1000 * (time.perf_counter() - t0))
                if q.play is not None:
                    ask = replace(q, cube=False, cube_action=None, answer=None, with_luck=False)   # as the tutor asks
                    t0 = time.perf_counter()
                    engine.analyse_turn(ask, level)
                    play_ms.append(1000 * (time.perf_counter() - t0))
            print(f"{level:12s} cube action: median {statistics.median(cube_ms):6.0f} ms, max {max(cube_ms):6.0f} ms "
                  f"({len(cube_ms)}); checker play: median {statistics.median(play_ms):6.0f} ms, max "
                  f"{max(play_ms):6.0f} ms ({len(play_ms)})", flush=True)


def stall(path: Path) -> None:
    print(f"== main-thread stall while {DEFAULT_ANALYSIS_LEVEL} analyses {path.name} in the child process")
    done = threading.Event()
    with ProcessEngine("expert") as engine:
        engine.wait_ready()

        def work() -> None:
            analyse_in_child(path, DEFAULT_ANALYSIS_LEVEL, engine)
            done.set()

        worker = threading.Thread(target=work)
        worker.start()
        gaps = []
        last = time.perf_counter()
        while not done.is_set():
            time.sleep(0.005)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now
        worker.join()
    print(f"ticks {len(gaps)}, largest gap {1000 * max(gaps):.1f} ms, median {1000 * statistics.median(gaps):.1f} ms "
          "(a 5 ms ticker)")


_RATE = re.compile(r"^Error rate mEMG \(MWC\)\s+(-?[\d.]+).*?\s(-?[\d.]+)\s+\(", re.M)
_RATING = re.compile(r"^Overall rating\s+(.+?)\s{2,}(.+?)\s*$", re.M)


def _pair(text: str, label: str) -> list[float]:
    found = re.search(rf"^{re.escape(label)}\s+([+-]?[\d.]+)\S*\s+(?:\([^)]*\)\s+)?([+-]?[\d.]+)", text, re.M)
    return [float(found.group(1)), float(found.group(2))] if found else [math.nan, math.nan]


def gnubg_analysis(path: Path, out: Path) -> tuple[list[float], list[str], list[list[float]], dict[str, list[float]]]:
    """gnubg's overall error rates and rating words per player (file order),
    the equity lost of each unforced checker play, per game, and per player
    its cube error rate and luck total ("cube", "luck")."""
    kind = "sgf" if path.suffix == ".sgf" else "mat"
    sgf = out / (path.stem + ".sgf")
    commands = f"import {kind} {path}\nanalyse match\nshow statistics match\nsave match {sgf}\n"
    text = subprocess.run([GNUBG, "-t", "-q"], input=commands, capture_output=True, text=True, timeout=3600).stdout
    overall = text[text.index("Overall statistics"):]
    rates = [float(x) for x in re.findall(r"Error rate mEMG \(MWC\)\s+(-?[\d.]+)\s+\([^)]*\)\s+(-?[\d.]+)",
                                          overall)[0]]
    words_match = _RATING.search(overall)
    words = [words_match.group(1).strip(), words_match.group(2).strip()] if words_match else ["?", "?"]
    games: list[list[float]] = []
    for tree in parse_sgf_collection(sgf.read_text(encoding="utf-8")):
        lost: list[float] = []
        for node in tree.nodes:
            props = node.props
            analysis = props.get("A")
            if not analysis or not ("B" in props or "W" in props) or len(analysis) < 3:
                continue
            played = int(analysis[0])
            equities = [float(c.split()[9]) for c in analysis[1:]]
            if played < len(equities):
                lost.append(max(0.0, equities[0] - equities[played]))
        games.append(lost)
    cube = text[text.index("Cube statistics"):text.index("Overall statistics")]
    extra = {"cube": [abs(x) for x in _pair(cube, "Error rate mEMG (MWC)")],
             "luck": _pair(text[text.index("Luck statistics"):], "Luck total EMG (MWC)")}
    return [abs(r) for r in rates], words, games, extra


def correlation(xs: list[float], ys: list[float]) -> float:
    if len(xs) < 2:
        return math.nan
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sx = math.sqrt(sum((x - mx) ** 2 for x in xs))
    sy = math.sqrt(sum((y - my) ** 2 for y in ys))
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / (sx * sy) if sx and sy else math.nan


def agreement(paths: list[Path]) -> None:
    print(f"== agreement with gnubg 1.07 (its default analysis, 2-ply) against ours at {DEFAULT_ANALYSIS_LEVEL}")
    ours_rates: list[float] = []
    their_rates: list[float] = []
    both = either = gnubg_only = ours_only = paired = 0
    pairs_x: list[float] = []
    pairs_y: list[float] = []
    with tempfile.TemporaryDirectory() as tmp, ProcessEngine("expert") as engine:
        for path in paths:
            t0 = time.perf_counter()
            rates, words, gnubg_games, extra = gnubg_analysis(path, Path(tmp))
            t_gnubg = time.perf_counter() - t0
            t0 = time.perf_counter()
            ours = analyse_in_child(path, DEFAULT_ANALYSIS_LEVEL, engine)
            t_ours = time.perf_counter() - t0
            assert ours.players is not None
            print(f"{path.name}: gnubg {t_gnubg:.0f} s, ours {t_ours:.0f} s")
            for p, stats in enumerate(ours.players):
                print(f"  {stats.name:20s} error rate gnubg {rates[p]:6.1f} ours {stats.error_rate or 0:6.1f} mEMG;"
                      f" rating gnubg {words[p]!r} ours {stats.rating!r}")
                print(f"  {'':20s} cube error rate gnubg {extra['cube'][p]:6.1f} ours "
                      f"{stats.cube_error_rate or 0:6.1f} mEMG ({stats.cube_decisions} decisions here); luck "
                      f"gnubg {extra['luck'][p]:+.3f} ours {stats.luck:+.3f} EMG")
                ours_rates.append(stats.error_rate or 0.0)
                their_rates.append(rates[p])
            for g, theirs in enumerate(gnubg_games):
                mine = [d.equity_lost for d in ours.decisions if d.game == g and d.kind == "checker"]
                if len(mine) != len(theirs):
                    print(f"  game {g + 1}: {len(mine)} unforced plays here, {len(theirs)} in gnubg: not paired")
                    continue
                for x, y in zip(theirs, mine, strict=True):
                    paired += 1
                    a, b = x >= 0.03, y >= 0.03
                    both += a and b
                    either += a or b
                    gnubg_only += a and not b
                    ours_only += b and not a
                    pairs_x.append(x)
                    pairs_y.append(y)
    print(f"per-player error rates: correlation {correlation(their_rates, ours_rates):.3f} over "
          f"{len(ours_rates)} players; mean gnubg {statistics.fmean(their_rates):.1f}, "
          f"ours {statistics.fmean(ours_rates):.1f} mEMG")
    print(f"checker plays paired {paired}: both call it an error {both}, either {either} "
          f"(agreement {both / either if either else math.nan:.2f} of those), gnubg only {gnubg_only}, "
          f"ours only {ours_only}; same verdict (error or not) "
          f"{(paired - gnubg_only - ours_only) / max(1, paired):.3f}; "
          f"correlation of equity lost {correlation(pairs_x, pairs_y):.3f}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--levels", default=",".join(ANALYSIS_LEVELS))
    parser.add_argument("--match", type=Path, default=DEFAULT_MATCH)
    parser.add_argument("--gnubg", type=int, default=3, help="how many corpus matches gnubg analyses")
    parser.add_argument("--no-gnubg", action="store_true")
    parser.add_argument("--no-timing", action="store_true")
    args = parser.parse_args()
    if not args.no_timing:
        levels = [lv for lv in args.levels.split(",") if lv]
        time_levels(args.match, levels)
        stall(args.match)
        tutor_latency(args.match, levels)
    if not args.no_gnubg:
        if not shutil.which(GNUBG):
            print("gnubg is not installed: no agreement figures")
            return 0
        agreement([p for p in GNUBG_MATCHES if p.exists()][: args.gnubg])
    return 0


if __name__ == "__main__":
    sys.exit(main())
