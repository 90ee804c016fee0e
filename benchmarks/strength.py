"""Benchmark: the computer's playing strength per level against gnubg-nn
0-ply, in points per game with a 95 % interval, with duplicate dice.

Run::

    .venv/bin/python benchmarks/strength.py [--levels beginner,intermediate,expert,world_class,grandmaster]
        [--pairs N] [--pairs-deep M] [--seed S] [--cube] [--judged N [--judged-deep M]]

For each level, N pairs of money games (M for the 2-ply and deeper levels,
which think for seconds a move) against gnubg-nn's 0-ply ``best_move``
(PyPI ``gnubg-nn``, the gnubg 1.07 network; no look-ahead): in each pair
both games use the same seeded dice, our level playing the first seat in
one game and the second in the other, so the dice's luck mostly cancels
(duplicate dice).  The figure is our points per game, the mean of the pair
means, with ``1.96 * sd / sqrt(pairs)``.  By default the games are played
without the cube (gammons and backgammons count): the figure then measures
checker play alone, which is where the levels differ; ``--cube`` plays
with the cube, gnubg-nn's side never doubling and always taking (it has no
cube logic here), a figure to read with that in mind.  Also prints the
mean thinking time per move of each level.

Last, each level against the one below on the pairs both played (the
same dice, so a paired difference, tighter than the two intervals): a
level is measurably stronger when that difference's interval excludes 0.  Short
runs give wide intervals: the lead reruns it with many pairs on a quiet
machine.  Not a test: pytest does not collect this folder.

``--judged N`` measures the levels' checker play instead on N real
positions of the corpus (../shared/testdata/matches, every match file that
loads; positions with more than one legal play, shuffled with ``--seed``),
judged by an independent referee, gnubg's own network at its 2-ply
(gnubg-nn's ``probabilities(board, 2)``, the depth of gnubg 1.07's default
analysis): each level chooses its play for the position and roll (money,
cubeless, so the levels and the referee rank plays by the same measure),
the referee gives the cubeless equity of each chosen play's result for the
player who made it, and each level is compared with the one below on the
same positions: the mean of (upper's equity - lower's), in equity per
move, with ``1.96 * sd / sqrt(N)`` (a paired difference; positions where
both chose the same play count as 0).  ``--judged-deep M`` caps the
positions for Grandmaster (3-ply, seconds a move).  Far fewer positions
than game pairs tell two levels apart: a move's error is measured
directly instead of through the dice of whole games.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import statistics
import sys
import time
from typing import Any

from backgammon_qt.engine.base import CubeAction, CubeDecision, GameContext, TakeAction, TakeDecision
from backgammon_qt.engine.levels import LEVELS
from backgammon_qt.engine.sage import SageEngine
from backgammon_qt.engine.selfplay import SelfPlayStats, play_game
from backgammon_qt.model import CHECKERS, Play, Position, legal_plays
from backgammon_qt.model.dice import RandomDice
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions

DEEP = {"world_class", "grandmaster"}
"""Levels that search 2-ply or deeper (seconds a move): fewer pairs."""


class GnubgNN:
    """gnubg-nn's 0-ply player behind the engine calls self-play makes:
    its ``bestmove`` for checker play (mapped onto our legal plays by the
    resulting position); never doubles, always takes."""

    name = "gnubg-nn 0-ply"

    def __init__(self) -> None:
        import gnubg_nn

        self._gnubg = gnubg_nn
        self.seconds = 0.0
        self.moves = 0

    def choose_play(self, position: Position, dice: tuple[int, int], context: GameContext, *,
                    cancel: Any = None) -> Play:
        legal = legal_plays(position, dice, minimize_wasted_pips=context.minimize_wasted_pips)
        if len(legal) <= 1:
            return next(iter(legal)) if legal else Play((), position)
        t0 = time.perf_counter()
        board = [list(position.opponent[1:]), list(position.player[1:])]
        _moves, key = self._gnubg.bestmove(board, dice[0], dice[1], n=0, b=1)
        me, opp = self._gnubg.boardfromkey(key)        # bestmove's key is of the board after the play, swapped
        after = Position((CHECKERS - sum(me), *me), (CHECKERS - sum(opp), *opp))
        self.seconds += time.perf_counter() - t0
        self.moves += 1
        return legal.play_for(after)

    def cube_decision(self, position: Position, context: GameContext, *, cancel: Any = None) -> CubeDecision:
        return CubeDecision(False, CubeAction.NO_DOUBLE, False)

    def take_decision(self, position: Position, context: GameContext, *, beavered: bool = False,
                      cancel: Any = None) -> TakeDecision:
        return TakeDecision(TakeAction.TAKE, 0.0, -1.0)


class Timed:
    """``engine`` with the seconds of its checker plays (unforced ones
    included, forced ones answered without a search) added up."""

    def __init__(self, engine: SageEngine) -> None:
        self.engine = engine
        self.seconds = 0.0
        self.moves = 0

    def choose_play(self, position: Position, dice: tuple[int, int], context: GameContext, *,
                    cancel: Any = None) -> Play:
        t0 = time.perf_counter()
        play = self.engine.choose_play(position, dice, context)
        self.seconds += time.perf_counter() - t0
        self.moves += 1
        return play

    def __getattr__(self, name: str) -> Any:
        return getattr(self.engine, name)


def play_pairs(level: str, pairs: int, seed: int, cube: bool) -> tuple[list[float], float]:
    """``pairs`` duplicate pairs of ``level`` against gnubg-nn: each pair's
    mean points per game (ours), and our mean seconds per checker play."""
    rules = RuleOptions.money() if cube else RuleOptions(cube=False)
    ours = Timed(SageEngine(level, seed=seed))
    theirs = GnubgNN()
    results: list[float] = []
    stats = SelfPlayStats()
    for k in range(pairs):
        total = 0
        for seat in (0, 1):
            match = Match(0, rules, dice=RandomDice(seed * 100_003 + k))
            engines: tuple[Any, Any] = (ours, theirs) if seat == 0 else (theirs, ours)
            result = play_game(match.new_game(), engines, stats)
            total += result.points if result.winner == seat else -result.points
        results.append(total / 2)
    return results, ours.seconds / ours.moves if ours.moves else math.nan


def corpus_positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """``count`` (position, roll) pairs with more than one legal play from
    the corpus's match files, the mover on roll, shuffled with ``seed``."""
    import random
    from pathlib import Path

    from backgammon_qt import io as match_io
    from backgammon_qt.engine.queries import turn_queries

    corpus = Path(__file__).resolve().parent.parent.parent / "shared" / "testdata" / "matches"
    found: dict[tuple[Position, tuple[int, int]], None] = {}
    for path in sorted(corpus.rglob("*")):
        if path.suffix.lower() not in {".mat", ".sgf", ".txt", ".bgqt"}:
            continue
        try:
            record = match_io.load(path)
            for query in turn_queries(record):
                if query.dice and len(legal_plays(query.position, query.dice)) > 1:
                    found.setdefault((query.position, tuple(sorted(query.dice, reverse=True))), None)
        except Exception:      # a file that is not a match (text export, XG positions)
            continue
    pairs = list(found)
    random.Random(seed).shuffle(pairs)
    return pairs[:count]


def judged(levels: list[str], count: int, deep_count: int, seed: int) -> None:
    """Each level's checker play on ``count`` corpus positions, judged by
    gnubg-nn at 2-ply (module docstring), and each level against the one
    below as a paired difference in equity per move."""
    import gnubg_nn

    positions = corpus_positions(count, seed)
    context = GameContext(cube=False)
    judge_cache: dict[Position, float] = {}

    def judge(after: Position) -> float:
        """The cubeless equity of ``after`` (the mover's view, after the
        play) for the mover, by gnubg-nn at 2-ply."""
        if after not in judge_cache:
            board = [list(after.player[1:]), list(after.opponent[1:])]     # the opponent on roll (second)
            win, wg, wbg, lg, lbg = gnubg_nn.probabilities(board, 2)
            judge_cache[after] = -(2 * win - 1 + wg + wbg - lg - lbg)
        return judge_cache[after]

    print(f"== checker play on {len(positions)} corpus positions judged by gnubg-nn 2-ply, money, cubeless "
          f"(load average {os.getloadavg()[0]:.1f})")
    print(f"{'level':14s} {'positions':>9s} {'ms/move':>8s} {'same as below':>14s}")
    equities: dict[str, list[float]] = {}
    chosen: dict[str, list[Position]] = {}
    for level in levels:
        n = deep_count if level == "grandmaster" else count
        engine = SageEngine(level, seed=seed)
        t0 = time.perf_counter()
        plays = [engine.choose_play(position, dice, context).position for position, dice in positions[:n]]
        seconds = (time.perf_counter() - t0) / max(1, n)
        chosen[level] = plays
        equities[level] = [judge(after) for after in plays]
        below = list(chosen)[-2] if len(chosen) > 1 else None
        same = (f"{sum(a == b for a, b in zip(plays, chosen[below])) / n:13.0%}" if below else f"{'':>14s}")
        print(f"{level:14s} {n:9d} {1000 * seconds:8.1f} {same}", flush=True)
    for lower, upper in itertools.pairwise(list(equities)):
        common = min(len(equities[lower]), len(equities[upper]))
        diffs = [u - d for u, d in zip(equities[upper][:common], equities[lower][:common])]
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(common)
        verdict = "stronger" if mean - half > 0 else "not shown stronger"
        print(f"{upper} - {lower}: {mean:+.4f} +/- {half:.4f} equity per move over {common} positions "
              f"({verdict})")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--pairs-deep", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cube", action="store_true")
    parser.add_argument("--judged", type=int, default=0, metavar="N",
                        help="judge each level's play on N corpus positions by gnubg-nn 2-ply instead of games")
    parser.add_argument("--judged-deep", type=int, default=200, metavar="M",
                        help="positions for Grandmaster with --judged")
    args = parser.parse_args()
    try:
        import gnubg_nn  # noqa: F401
    except ImportError:
        print("gnubg-nn is not installed (pip install gnubg-nn): nothing to play against")
        return 1
    if args.judged:
        judged([lv for lv in args.levels.split(",") if lv], args.judged, args.judged_deep, args.seed)
        return 0
    print(f"== each level against gnubg-nn 0-ply, duplicate dice, {'with' if args.cube else 'without'} the cube "
          f"(load average {os.getloadavg()[0]:.1f})")
    print(f"{'level':14s} {'pairs':>5s} {'ppg':>7s} {'95% +/-':>8s}   {'interval':17s} {'ms/move':>7s}")
    by_level: dict[str, list[float]] = {}
    for level in [lv for lv in args.levels.split(",") if lv]:
        n = args.pairs_deep if level in DEEP else args.pairs
        t0 = time.perf_counter()
        results, per_move = play_pairs(level, n, args.seed, args.cube)
        by_level[level] = results
        mean = statistics.fmean(results)
        half = 1.96 * statistics.stdev(results) / math.sqrt(len(results)) if len(results) > 1 else math.nan
        print(f"{level:14s} {n:5d} {mean:+7.3f} {half:8.3f}   [{mean - half:+.3f}, {mean + half:+.3f}] "
              f"{1000 * per_move:7.1f}   ({time.perf_counter() - t0:.0f} s)", flush=True)
    # each level against the one below on the pairs both played (the same dice: a paired difference)
    names = list(by_level)
    for lower, upper in itertools.pairwise(names):
        common = min(len(by_level[lower]), len(by_level[upper]))
        if common < 2:
            continue
        diffs = [u - d for u, d in zip(by_level[upper][:common], by_level[lower][:common])]
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(common)
        verdict = "stronger" if mean - half > 0 else "not shown stronger"
        print(f"{upper} - {lower}: {mean:+.3f} +/- {half:.3f} ppg over {common} common pairs ({verdict})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
