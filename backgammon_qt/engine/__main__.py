"""Command line of the engine package.

    python -m backgammon_qt.engine selfplay --games N --seed S [--level L]
           [--opponent-level L] [--match LENGTH]
    python -m backgammon_qt.engine analyse FILE [--level L] [--moves]

``analyse`` reads a match file and prints one line per game (the result,
each player's decisions, error rate and luck in it), with ``--moves`` one
JSON line per decision (player, kind, play made, best play, equity lost,
error class), and last one line of JSON::

    {"level", "players": [{"name", "checker_decisions", "cube_decisions",
     "error_rate", "pr", "errors": {"doubtful", "bad", "very_bad"}, "luck",
     "rating", "luck_adjusted"}, ...]}

in the file's player order (see :mod:`.analysis` for the definitions).

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


def analyse_main(args: argparse.Namespace) -> int:
    """``analyse FILE [--level L] [--moves]``: one line per game, then (with
    ``--moves``) one JSON line per decision, then the players' JSON line."""
    from .. import io as match_io
    from .analysis import SageAnalyser, analyse_record

    try:
        record = match_io.load(args.file)
    except match_io.MatchFileError as exc:
        print(f"cannot read {args.file}: {exc}", file=sys.stderr)
        return 1
    try:
        analysis = analyse_record(record, None, args.level, batch=SageAnalyser().evaluate_many)
    except ValueError as exc:   # RecordError included
        print(f"cannot analyse {args.file}: {exc}", file=sys.stderr)
        return 1
    names = record.players
    for g in analysis.games:
        lost = [0.0, 0.0]
        count = [0, 0]
        for d in analysis.decisions:
            if d.game == g:
                lost[d.player] += d.equity_lost
                count[d.player] += 1
        luck = [sum(r.luck for r in analysis.lucks if r.game == g and r.player == p) for p in (0, 1)]
        outcome = record.games[g].outcome
        result = (f"{names[outcome.winner]} wins {outcome.points}" if outcome is not None else "unfinished")
        print(f"game {g + 1}: {result}; " + "; ".join(
            f"{names[p]} {count[p]} decisions, {1000 * lost[p] / count[p] if count[p] else 0:.1f} mEMG, "
            f"luck {luck[p]:+.3f}" for p in (0, 1)), flush=True)
    if args.moves:
        for d in analysis.decisions:
            print(json.dumps({"game": d.game + 1, "player": names[d.player], "kind": d.kind, "made": d.made,
                              "best": d.best, "equity_lost": round(d.equity_lost, 4), "error": d.error}))
    assert analysis.players is not None
    players = [{
        "name": s.name, "checker_decisions": s.checker_decisions, "cube_decisions": s.cube_decisions,
        "error_rate": None if s.error_rate is None else round(s.error_rate, 1),
        "pr": None if s.pr is None else round(s.pr, 2),
        "errors": s.errors, "luck": round(s.luck, 3), "rating": s.rating,
        "luck_adjusted": None if s.luck_adjusted is None else round(s.luck_adjusted, 4),
    } for s in analysis.players]
    print(json.dumps({"level": analysis.level, "players": players}))
    return 0


def main(argv: list[str] | None = None) -> int:
    from .analysis import ANALYSIS_LEVELS, DEFAULT_ANALYSIS_LEVEL

    parser = argparse.ArgumentParser(prog="python -m backgammon_qt.engine")
    sub = parser.add_subparsers(dest="command", required=True)
    an = sub.add_parser("analyse", help="analyse a match file: every play and cube decision, luck, ratings")
    an.add_argument("file", help="a match file (.bgqt, .mat, .txt, .sgf)")
    an.add_argument("--level", choices=list(ANALYSIS_LEVELS), default=DEFAULT_ANALYSIS_LEVEL,
                    help=f"analysis level (default {DEFAULT_ANALYSIS_LEVEL})")
    an.add_argument("--moves", action="store_true", help="one JSON line per decision before the summary")
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
    if args.command == "analyse":
        return analyse_main(args)
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
