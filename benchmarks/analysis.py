"""Benchmark: match analysis per level beside GNU Backgammon's, the main
thread's stall while it runs, and the agreement with gnubg's analysis.

Run::

    .venv/bin/python benchmarks/analysis.py [--versus-only] [--depths 1,2,3]
        [--money-games 25] [--levels expert,world_class,grandmaster]
        [--match FILE] [--gnubg N] [--no-gnubg]
        [--agreement-only] [--agreement-level LEVEL]

0. Side by side, per depth (bgsage 1-ply = gnubg 0-ply, 2-ply = gnubg
   1-ply, 3-ply = gnubg 2-ply): our analysis of a match (the batch
   evaluator the engine process runs, here in this process) and gnubg
   1.07's ``analyse match`` at the same depth (checker play and cube,
   luck at gnubg's default 0-ply, as ours is at bgsage's 1-ply), CPU
   seconds each (gnubg's start-up and import, timed alone, taken off) and
   the ratio ours / gnubg; on the corpus's 7-point match and on a money
   session of ``--money-games`` games made by self-play (Expert against
   Intermediate, seed 21, saved as SGF for gnubg).  Then a checker play at
   Expert (``SageEngine.choose_play``) against gnubg-nn's 0-ply
   ``best_move`` on the same positions (wall time per move and CPU time;
   gnubg-nn keeps a cache of its evaluations, so its first pass is timed).
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
   default level (or ``--agreement-level``; ``--agreement-only`` runs this
   part alone).  Prints per player both error rates (mEMG) and rating
   words, the correlation of the per-player error rates, and per checker
   play (paired in game order; unforced plays only): how often both call a
   play an error (doubtful or worse), either does, gnubg alone, ours alone,
   and the correlation of the equity lost; per player also both cube
   error rates and both luck totals (gnubg's ``Cube statistics`` and
   ``Luck total EMG``) and both counts of missed doubles (gnubg's "Missed
   doubles below/above CP"; ours: a "no double" losing any equity).

Wall-clock figures on a shared machine: rerun when the load is low.  Not a
test: pytest does not collect this folder.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import resource
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
DEPTHS = {1: ("expert", 0), 2: ("world_class", 1), 3: ("grandmaster", 2)}
"""bgsage plies -> (our analysis level, gnubg's plies at the same depth)."""


def money_session(games: int, out: Path) -> Path:
    """``games`` money games of self-play (Expert against Intermediate,
    seeded), saved as SGF in ``out``."""
    from backgammon_qt.engine.sage import SageEngine
    from backgammon_qt.engine.selfplay import SelfPlayStats, play_game
    from backgammon_qt.model.dice import RandomDice
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.rules import RuleOptions

    match = Match(0, RuleOptions.money(), ("Expert", "Intermediate"), dice=RandomDice(21))
    engines = (SageEngine("expert", seed=1), SageEngine("intermediate", seed=2))
    stats = SelfPlayStats()
    for _ in range(games):
        play_game(match.new_game(), engines, stats)
    path = out / f"money_{games}.sgf"
    match_io.save(match.to_record(), path)
    return path


def _gnubg_cpu(commands: str) -> float:
    """CPU seconds gnubg (and its threads) spends on ``commands``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([GNUBG, "-t", "-q"], input=commands, capture_output=True, text=True, timeout=7200, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def gnubg_seconds(path: Path, plies: int) -> float:
    """gnubg 1.07's ``analyse match`` of ``path`` at ``plies`` (checker play
    and cube; luck at its default 0-ply), CPU seconds without start-up and
    import."""
    load = f"load match {path}" if path.suffix == ".sgf" else f"import mat {path}"
    setup = (f"set analysis chequerplay evaluation plies {plies}\n"
             f"set analysis cubedecision evaluation plies {plies}\n{load}\n")
    base = _gnubg_cpu(setup)
    return max(0.0, _gnubg_cpu(setup + "analyse match\n") - base)


def our_seconds(path: Path, level: str) -> tuple[float, float, int]:
    """Our analysis of ``path`` at ``level`` with the batch evaluator, in
    this process: (CPU seconds, wall seconds, turns)."""
    from backgammon_qt.engine.analysis import SageAnalyser, turn_queries

    record = match_io.load(path)
    analyser = SageAnalyser()
    analyser.evaluate_many(list(turn_queries(record))[:1], level)      # loads bgsage and the networks
    c0, w0 = time.process_time(), time.perf_counter()
    analyse_record(record, None, level, batch=analyser.evaluate_many)
    return time.process_time() - c0, time.perf_counter() - w0, len(list(turn_queries(record)))


def versus(paths: list[Path], depths: list[int]) -> None:
    print(f"== side by side with gnubg 1.07 (load average {os.getloadavg()[0]:.1f}; CPU seconds)")
    print(f"{'match':34s} {'depth':28s} {'ours':>8s} {'(wall)':>8s} {'gnubg':>8s} {'ours/gnubg':>10s}")
    for path in paths:
        for depth in depths:
            level, plies = DEPTHS[depth]
            cpu, wall, turns = our_seconds(path, level)
            theirs = gnubg_seconds(path, plies) if shutil.which(GNUBG) else math.nan
            label = f"{depth}-ply (gnubg {plies}-ply)"
            print(f"{path.name + f' ({turns} turns)':34s} {label:28s} {cpu:8.2f} {wall:8.2f} {theirs:8.2f} "
                  f"{cpu / theirs if theirs else math.nan:10.1f}", flush=True)


def move_speed(path: Path, count: int = 200) -> None:
    """A checker play at Expert against gnubg-nn's 0-ply ``best_move``,
    the same positions (every unforced roll of ``path``, up to ``count``)."""
    from backgammon_qt.engine.analysis import turn_queries
    from backgammon_qt.engine.sage import SageEngine
    from backgammon_qt.model import legal_plays

    queries = [q for q in turn_queries(match_io.load(path))
               if q.dice is not None and len(legal_plays(q.position, q.dice)) > 1][:count]
    engine = SageEngine("expert", seed=1)
    engine.choose_play(queries[0].position, queries[0].dice or (1, 2), queries[0].context)
    ours = []
    c0 = time.process_time()
    for q in queries:
        assert q.dice is not None
        t0 = time.perf_counter()
        engine.choose_play(q.position, q.dice, q.context)
        ours.append(time.perf_counter() - t0)
    our_cpu = (time.process_time() - c0) / len(queries)
    print(f"== a move at Expert against gnubg-nn 0-ply best_move ({len(queries)} positions of {path.name})")
    print(f"ours     mean {1000 * statistics.fmean(ours):7.2f} ms   median {1000 * statistics.median(ours):7.2f} ms"
          f"   CPU {1000 * our_cpu:7.3f} ms")
    try:
        import gnubg_nn
    except ImportError:
        print("gnubg-nn is not installed: no comparison")
        return
    boards = [([list(q.position.opponent[1:]), list(q.position.player[1:])], *(q.dice or (1, 2))) for q in queries]
    theirs = []
    c0 = time.process_time()
    for board, d1, d2 in boards:
        t0 = time.perf_counter()
        gnubg_nn.best_move(board, d1, d2, 0)
        theirs.append(time.perf_counter() - t0)
    their_cpu = (time.process_time() - c0) / len(boards)
    print(f"gnubg-nn mean {1000 * statistics.fmean(theirs):7.2f} ms   "
          f"median {1000 * statistics.median(theirs):7.2f} ms   CPU {1000 * their_cpu:7.3f} ms")
    print(f"ratio    mean {statistics.fmean(ours) / statistics.fmean(theirs):7.1f} x (target <= 2), "
          f"CPU {our_cpu / their_cpu:.1f} x")


def analyse_in_child(path: Path, level: str, engine: ProcessEngine) -> MatchAnalysis:
    record = match_io.load(path)
    return analyse_record(record, None, level, batch=lambda qs, lv: engine.analyse_turns(qs, lv))


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


def _missed(cube: str) -> list[float]:
    """gnubg's missed doubles per player (below and above its cash point
    together): [count 0, count 1, EMG lost 0, EMG lost 1]."""
    counts, lost = [0.0, 0.0], [0.0, 0.0]
    for label in ("Missed doubles below CP", "Missed doubles above CP"):
        found = re.search(rf"^{label} \(EMG \(MWC\)\)(.*)$", cube, re.M)
        if found:
            cells = re.findall(r"(\d+)(?: \((-?[\d.]+) \( *-?[\d.]+%\)\))?", found.group(1))
            for p, (count, emg) in enumerate(cells[:2]):
                counts[p] += int(count)
                lost[p] += abs(float(emg or 0.0))
    return counts + lost


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
             "luck": _pair(text[text.index("Luck statistics"):], "Luck total EMG (MWC)"),
             "missed": _missed(cube)}
    return [abs(r) for r in rates], words, games, extra


def correlation(xs: list[float], ys: list[float]) -> float:
    if len(xs) < 2:
        return math.nan
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sx = math.sqrt(sum((x - mx) ** 2 for x in xs))
    sy = math.sqrt(sum((y - my) ** 2 for y in ys))
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / (sx * sy) if sx and sy else math.nan


def agreement(paths: list[Path], level: str = DEFAULT_ANALYSIS_LEVEL) -> None:
    print(f"== agreement with gnubg 1.07 (its default analysis, 2-ply) against ours at {level}")
    ours_rates: list[float] = []
    their_rates: list[float] = []
    both = either = gnubg_only = ours_only = paired = 0
    pairs_x: list[float] = []
    pairs_y: list[float] = []
    missed = {"gnubg": 0, "ours": 0, "ours very bad": 0}
    with tempfile.TemporaryDirectory() as tmp, ProcessEngine("expert") as engine:
        for path in paths:
            t0 = time.perf_counter()
            rates, words, gnubg_games, extra = gnubg_analysis(path, Path(tmp))
            t_gnubg = time.perf_counter() - t0
            t0 = time.perf_counter()
            ours = analyse_in_child(path, level, engine)
            t_ours = time.perf_counter() - t0
            assert ours.players is not None
            print(f"{path.name}: gnubg {t_gnubg:.0f} s, ours {t_ours:.0f} s")
            for p, stats in enumerate(ours.players):
                print(f"  {stats.name:20s} error rate gnubg {rates[p]:6.1f} ours {stats.error_rate or 0:6.1f} mEMG;"
                      f" rating gnubg {words[p]!r} ours {stats.rating!r}")
                print(f"  {'':20s} cube error rate gnubg {extra['cube'][p]:6.1f} ours "
                      f"{stats.cube_error_rate or 0:6.1f} mEMG ({stats.cube_decisions} decisions here); luck "
                      f"gnubg {extra['luck'][p]:+.3f} ours {stats.luck:+.3f} EMG")
                mine = [d for d in ours.decisions if d.player == p and d.made == "no double" and d.equity_lost > 0]
                very_bad = sum(d.error == "very bad" for d in mine)
                print(f"  {'':20s} missed doubles gnubg {extra['missed'][p]:3.0f} ({extra['missed'][2 + p]:.3f} EMG), "
                      f"ours {len(mine):3d} ({sum(d.equity_lost for d in mine):.3f} EMG; {very_bad} very bad)")
                missed["gnubg"] += int(extra["missed"][p])
                missed["ours"] += len(mine)
                missed["ours very bad"] += very_bad
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
    print(f"missed doubles: gnubg {missed['gnubg']}, ours {missed['ours']} "
          f"({missed['ours very bad']} very bad)")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--levels", default=",".join(ANALYSIS_LEVELS))
    parser.add_argument("--match", type=Path, default=DEFAULT_MATCH)
    parser.add_argument("--gnubg", type=int, default=3, help="how many corpus matches gnubg analyses")
    parser.add_argument("--no-gnubg", action="store_true")
    parser.add_argument("--no-timing", action="store_true")
    parser.add_argument("--depths", default="1,2,3", help="bgsage plies to compare with gnubg (1, 2, 3)")
    parser.add_argument("--money-games", type=int, default=25)
    parser.add_argument("--versus-only", action="store_true", help="only the side-by-side figures")
    parser.add_argument("--agreement-only", action="store_true", help="only the agreement with gnubg's analysis")
    parser.add_argument("--agreement-level", choices=list(ANALYSIS_LEVELS), default=DEFAULT_ANALYSIS_LEVEL,
                        help=f"our level in the agreement (default {DEFAULT_ANALYSIS_LEVEL})")
    args = parser.parse_args()
    if args.agreement_only:
        agreement([p for p in GNUBG_MATCHES if p.exists()][: args.gnubg], args.agreement_level)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        paths = [args.match] + ([money_session(args.money_games, Path(tmp))] if args.money_games else [])
        versus(paths, [int(d) for d in args.depths.split(",") if d])
        move_speed(args.match)
    if args.versus_only:
        return 0
    if not args.no_timing:
        levels = [lv for lv in args.levels.split(",") if lv]
        time_levels(args.match, levels)
        stall(args.match)
        tutor_latency(args.match, levels)
    if not args.no_gnubg:
        if not shutil.which(GNUBG):
            print("gnubg is not installed: no agreement figures")
            return 0
        agreement([p for p in GNUBG_MATCHES if p.exists()][: args.gnubg], args.agreement_level)
    return 0


if __name__ == "__main__":
    sys.exit(main())
