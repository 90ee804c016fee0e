"""Command line of the engine package.

    python -m backgammon_qt.engine selfplay --games N --seed S [--level L]
           [--opponent-level L] [--match LENGTH]

plays N whole games computer against computer through the rules model with
dice seeded by S (money games with the cube, Jacoby and beavers by default;
``--match`` plays successive matches to LENGTH points).  It prints one line
per game (game number, winner, points, checker plays, reason) and then one
line of JSON (``games`` = games finished)::

    {"games", "illegal_moves", "remapped", "mean_ms_per_move",
     "max_ms_per_move", "mean_ms_per_cube_decision", "points": [a, b]}

``illegal_moves`` counts plays of the engine that the rules model refused
(must be 0; the run stops with exit status 1 at the first one);
``remapped`` counts plays where bgsage's own first choice was not legal for
our rules and the best legal play was made instead; the times are the wall
time of each checker-play decision (forced plays included) and of each cube
or take decision; ``points`` are the points won by players 0 and 1 (each
game's points as scored, in a match before capping at what it needs).
"""

from __future__ import annotations

import argparse
import json
import sys

from ..model import IllegalMoveError
from .sage import DEFAULT_LEVEL, LEVELS, SageEngine
from .selfplay import GameResult, SelfPlayStats, self_play


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m backgammon_qt.engine")
    sub = parser.add_subparsers(dest="command", required=True)
    sp = sub.add_parser("selfplay", help="computer against computer, seeded dice")
    sp.add_argument("--games", type=int, required=True, help="number of games")
    sp.add_argument("--seed", type=int, required=True, help="seed of the dice and the level error")
    sp.add_argument("--level", choices=list(LEVELS), default=DEFAULT_LEVEL,
                    help=f"level of both players, or of player 0 (default {DEFAULT_LEVEL})")
    sp.add_argument("--opponent-level", choices=list(LEVELS), default=None,
                    help="level of player 1 (default: --level)")
    sp.add_argument("--match", type=int, default=0, metavar="LENGTH",
                    help="play matches to LENGTH points (default: money games)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")

    first = SageEngine(args.level, seed=args.seed)
    if args.opponent_level is None or args.opponent_level == args.level:
        engines = (first, first)
    else:
        engines = (first, SageEngine(args.opponent_level, seed=args.seed + 1))
    stats = SelfPlayStats()
    points = [0, 0]

    played: list[int] = []

    def report(i: int, result: GameResult) -> None:
        played.append(i)
        points[result.winner] += result.points
        print(f"game {i}: winner {result.winner}, {result.points} point{'s' if result.points != 1 else ''}"
              f" (cube {result.cube}), {result.moves} moves, {result.reason}"
              f"{', Crawford game' if result.crawford else ''}", flush=True)

    status = 0
    try:
        self_play(args.games, args.seed, engines, match_length=args.match, stats=stats, report=report)
    except IllegalMoveError as exc:
        print(f"illegal move: {exc}", file=sys.stderr)
        status = 1
    moves = stats.move_ms
    summary = {
        "games": len(played),
        "illegal_moves": stats.illegal_moves,
        "remapped": stats.remapped,
        "mean_ms_per_move": round(sum(moves) / len(moves), 2) if moves else 0.0,
        "max_ms_per_move": round(max(moves), 2) if moves else 0.0,
        "mean_ms_per_cube_decision": round(sum(stats.cube_ms) / len(stats.cube_ms), 2) if stats.cube_ms else 0.0,
        "points": points,
    }
    print(json.dumps(summary))
    return status


if __name__ == "__main__":
    sys.exit(main())
