"""Command line of the engine package.

    python -m backgammon_qt.engine selfplay --games N --seed S [--level L]
           [--opponent-level L] [--match LENGTH]
    python -m backgammon_qt.engine analyse FILE [--level L] [--moves]
    python -m backgammon_qt.engine analyse FILE_OR_FOLDER... [--level L] [--cluster ADDRESS]
           [--workers N] [--out FILE.json] [--cache-dir FOLDER | --no-cache] [--if-unreachable local|stop]
    python -m backgammon_qt.engine rollout ID [--dice D1D2] [--trials N | --se E]
           [--truncate PLIES] [--level L] [--seed S] [--cubeless] [--batch N]
           [--cluster ADDRESS] [--if-unreachable local|stop]

``--cluster`` runs the work on a Dask cluster (:mod:`.cluster`): a
scheduler's address (``tcp://HOST:8786``) or ``local:N`` (N worker
processes started for this run); when it cannot be reached one line on
stderr says so and the work runs on this machine, or the command stops with
exit status 3 (``--if-unreachable stop``).

``rollout`` rolls out (bgsage's rollouts, :mod:`.rollout`) the position
``ID`` (a gnubg Position ID, ``PositionID:MatchID`` or an XGID; a Position
ID alone is a money game, Jacoby and beavers on, as gnubg's defaults): with
dice (``--dice``, or those in the ID) the best few plays of a 2-ply ranking,
without, the cube decision.  It prints a line on stderr after each batch
(trials done, equities and standard errors) and last, on stdout, one line
of JSON: for a roll ``{"trials", "seed", "candidates": [{"play",
"equity", "se", "win", "win_gammon", "win_backgammon", "lose_gammon",
"lose_backgammon", "cubeless_equity"}, ...]}`` best first, before one
``{"trials", "seed", "no_double", "double_take", "double_pass", "se":
{"no_double", "double_take"}, "action"}`` (equities of the player on roll,
normalised to the cube; ``se`` one standard error).  The same seed and
settings give the same JSON.  Ctrl+C stops it and prints the result of the
batches done (``"stopped": true``).

``analyse`` reads a match file and prints one line per game (the result,
each player's decisions, error rate and luck in it), with ``--moves`` one
JSON line per decision (player, kind, play made, best play, equity lost,
error class), and last one line of JSON::

    {"level", "players": [{"name", "checker_decisions", "cube_decisions",
     "error_rate", "pr", "errors": {"doubtful", "bad", "very_bad"}, "luck",
     "rating", "luck_adjusted"}, ...]}

in the file's player order (see :mod:`.analysis` for the definitions).

``analyse`` with more than one file, a folder, ``--cluster``, ``--workers``
or ``--out`` analyses an archive (:func:`.cluster.analyse_archive`): one
task a match on local processes or the cluster, one line per match as it
finishes (``FILE: NAME N decisions, error rate R, PR P; ...``, ``(cached)``
when it came from the cache), ``FILE: cannot be analysed: REASON`` for a
file that cannot be read, and last one line of JSON::

    {"level", "matches", "analysed", "cached", "failed": [{"file", "reason"}],
     "players": [{"name", "matches", "decisions", "checker_decisions",
     "cube_decisions", "error_rate", "pr"}, ...]}

with the players sorted by name, over every match (``"stopped": true``
after Ctrl+C).  Each match's figures are kept in the cache
(:func:`.cluster.default_cache_dir`, ``--cache-dir``) by the file's
content hash and the level.

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
import os
import re
import sys
from typing import Any

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


SE_MAX_TRIALS = 5184
"""The most trials ``rollout --se E`` runs when ``--trials`` is not given."""


def rollout_task_from_args(args: argparse.Namespace) -> Any:
    """The :class:`~backgammon_qt.engine.rollout.RolloutTask` the
    ``rollout`` command line asks for.  Raises :class:`ValueError` (with a
    message for the player) for an ID that cannot be read, dice that are
    not two digits 1..6, or a task that cannot be rolled out."""
    from ..model.position_text import parse_position_text
    from .base import CubeOwner, GameContext
    from .levels import ANALYSIS_LEVELS
    from .rollout import RolloutSettings, make_task

    text = parse_position_text(args.id)
    setup = text.setup
    position = setup.on_roll_position
    dice = setup.dice
    if args.dice is not None:
        if not re.fullmatch(r"[1-6]{2}", args.dice):
            raise ValueError(f"--dice takes two digits 1 to 6, like 31; got {args.dice!r}")
        dice = (int(args.dice[0]), int(args.dice[1]))
    owner = (CubeOwner.CENTRE if setup.cube_owner is None
             else CubeOwner.MOVER if setup.cube_owner == setup.on_roll else CubeOwner.OPPONENT)
    score = text.score if setup.on_roll == 0 else (text.score[1], text.score[0])
    length = text.match_length or 0
    context = GameContext(match_length=length, score=score if length else (0, 0), cube_value=setup.cube_value,
                          cube_owner=owner, crawford=text.crawford,
                          jacoby=True if text.jacoby is None else text.jacoby,
                          beavers=True if text.beavers is None else text.beavers,
                          cube_cap=text.cube_cap or 0)
    level = args.level
    if level in ANALYSIS_LEVELS:
        level = ANALYSIS_LEVELS[level][1]
    ply = int(level[0])
    trials = args.trials if args.trials is not None else (SE_MAX_TRIALS if args.se is not None else 1296)
    settings = RolloutSettings(trials=trials, target_se=args.se, truncation=args.truncate, ply=ply,
                               cubeful=not args.cubeless, seed=args.seed, batch_trials=args.batch,
                               threads=args.threads)
    return make_task(position, context, dice, settings)


def rollout_main(args: argparse.Namespace) -> int:
    """``rollout ID ...``: progress lines on stderr after each batch, the
    result's JSON as the last line of stdout (see the module docstring)."""
    import signal
    import threading

    from .base import Cancelled
    from .rollout import RolloutProgress, rollout

    try:
        task = rollout_task_from_args(args)
    except ValueError as exc:
        print(f"cannot roll out {args.id}: {exc}", file=sys.stderr)
        return 2
    print(f"rolling out {'the cube decision' if task.is_cube else f'{len(task.candidates)} plays'}: "
          f"{task.settings.label}", file=sys.stderr, flush=True)
    stop = threading.Event()
    shown = [-1]

    def report(p: RolloutProgress) -> None:
        r = p.result
        if r is None or r.trials == shown[0]:
            return
        shown[0] = r.trials
        if r.cube is not None:
            c = r.cube
            line = (f"no double {c.no_double:+.4f} ({c.no_double_se:.4f}), double/take {c.double_take:+.4f} "
                    f"({c.double_take_se:.4f}), double/pass {c.double_pass:+.4f}: {c.action.value}")
        else:
            line = ", ".join(f"{c.play} {c.equity:+.4f} ({c.se:.4f})" for c in r.candidates)
        print(f"{r.trials}/{p.total} trials: {line}", file=sys.stderr, flush=True)

    executor = None
    if args.cluster is not None:
        from .cluster import ClusterUnreachable, open_executor

        try:
            executor = open_executor(args.cluster, fallback=args.if_unreachable == "local", say=_say)
        except ClusterUnreachable as exc:
            print(f"{exc}; stopping (--if-unreachable stop)", file=sys.stderr)
            return 3
        print(f"batches run on {executor.description}", file=sys.stderr, flush=True)
    previous = signal.signal(signal.SIGINT, lambda *_: stop.set())
    try:
        if executor is None:
            result = rollout(task, report, stop)
        else:
            from .cluster import cluster_rollout

            with executor:
                result = cluster_rollout(task, executor, report, stop)
    except Cancelled:
        print("stopped before the first batch was done", file=sys.stderr)
        return 1
    finally:
        signal.signal(signal.SIGINT, previous)
    if result.stopped:
        print(f"stopped after {result.trials} trials", file=sys.stderr)
    print(json.dumps(result.to_json()))
    return 0


def _say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _match_files(paths: list[str]) -> Any:
    """The match files under ``paths`` (:func:`.cluster.match_files` with
    the extensions of :mod:`backgammon_qt.io`), lazily."""
    from .. import io as match_io
    from .cluster import match_files

    return match_files(paths, match_io.FORMATS)


def _read_match_bytes(source: str) -> bytes:
    from ..io._text import read_bytes

    return read_bytes(source)


def _parse_match(data: bytes, source: str) -> Any:
    from .. import io as match_io
    from ..io._text import decode_text

    record, _ = match_io.parse_text(decode_text(data, source), source)
    return record


def archive_main(args: argparse.Namespace) -> int:
    """``analyse FILE_OR_FOLDER... [--cluster ADDRESS]`` with more than one
    file, a folder, ``--cluster``, ``--workers`` or ``--out``: one line per
    match as it finishes, then the players' JSON over all of them (see the
    module docstring)."""
    import signal
    import threading

    from .cluster import AnalysisCache, ClusterUnreachable, MatchDone, analyse_archive, default_cache_dir, open_executor

    try:
        executor = open_executor(args.cluster, workers=args.workers, fallback=args.if_unreachable == "local",
                                 say=_say)
    except ClusterUnreachable as exc:
        print(f"{exc}; stopping (--if-unreachable stop)", file=sys.stderr)
        return 3
    except ValueError as exc:
        print(f"cannot analyse: {exc}", file=sys.stderr)
        return 2
    cache = None if args.no_cache else AnalysisCache(args.cache_dir or default_cache_dir())
    print(f"analysing at level {args.level} on {executor.description}", file=sys.stderr, flush=True)
    failed: list[dict[str, str]] = []
    count = [0, 0]          # analysed, from the cache

    def on_match(m: MatchDone) -> None:
        count[1 if m.cached else 0] += 1
        parts = []
        for p in m.figures.players:
            rate = "-" if p.error_rate is None else f"{p.error_rate:.1f}"
            pr = "-" if p.pr is None else f"{p.pr:.2f}"
            parts.append(f"{p.name} {p.decisions} decisions, error rate {rate}, PR {pr}")
        print(f"{m.source}: " + "; ".join(parts) + (" (cached)" if m.cached else ""), flush=True)

    def on_error(source: str, reason: str) -> None:
        failed.append({"file": source, "reason": reason})
        print(f"{source}: cannot be analysed: {reason}", flush=True)

    stop = threading.Event()
    previous = signal.signal(signal.SIGINT, lambda *_: stop.set())
    try:
        with executor:
            totals, stopped = analyse_archive(_match_files(args.file), args.level, executor, _parse_match,
                                              cache=cache, read=_read_match_bytes, on_match=on_match,
                                              on_error=on_error, cancel=stop)
    finally:
        signal.signal(signal.SIGINT, previous)
    summary: dict[str, Any] = {"level": args.level, "matches": totals.matches, "analysed": count[0],
                               "cached": count[1], "failed": failed, "players": totals.players()}
    if stopped:
        summary["stopped"] = True
    line = json.dumps(summary)
    if args.out:
        from pathlib import Path

        out = Path(args.out)
        tmp = out.with_name(out.name + ".tmp")
        try:
            tmp.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
            os.replace(tmp, out)
        except OSError as exc:
            print(f"cannot write {args.out}: {exc}", file=sys.stderr)
            print(line)
            return 1
    print(line)
    return 0


def main(argv: list[str] | None = None) -> int:
    from .analysis import ANALYSIS_LEVELS, DEFAULT_ANALYSIS_LEVEL

    parser = argparse.ArgumentParser(prog="python -m backgammon_qt.engine")
    sub = parser.add_subparsers(dest="command", required=True)
    an = sub.add_parser("analyse", help="analyse a match file: every play and cube decision, luck, ratings")
    an.add_argument("file", nargs="+", metavar="FILE_OR_FOLDER",
                    help="match files (.bgqt, .mat, .txt, .sgf) or folders of them")
    an.add_argument("--level", choices=list(ANALYSIS_LEVELS), default=DEFAULT_ANALYSIS_LEVEL,
                    help=f"analysis level (default {DEFAULT_ANALYSIS_LEVEL})")
    an.add_argument("--moves", action="store_true", help="one JSON line per decision before the summary "
                    "(one file only)")
    an.add_argument("--out", metavar="FILE.json", default=None,
                    help="also write the players' JSON over all matches to this file")
    an.add_argument("--cache-dir", default=None, metavar="FOLDER",
                    help="where analysed matches are kept (default: the user's cache folder, "
                    "or $BGQT_ANALYSIS_CACHE)")
    an.add_argument("--no-cache", action="store_true", help="analyse every match again, keep nothing")
    an.add_argument("--workers", type=int, default=None,
                    help="local processes when no cluster is named (default: the cores)")
    sp = sub.add_parser("selfplay", help="computer against computer, seeded dice")
    sp.add_argument("--games", type=int, required=True, help="number of games")
    sp.add_argument("--seed", type=int, required=True, help="seed of the dice and the level error")
    sp.add_argument("--level", choices=list(LEVELS), default=DEFAULT_LEVEL,
                    help=f"level of both players, or of player 0 (default {DEFAULT_LEVEL})")
    sp.add_argument("--opponent-level", choices=list(LEVELS), default=None,
                    help="level of player 1 (default: --level)")
    sp.add_argument("--match", type=int, default=0, metavar="LENGTH",
                    help="play matches to LENGTH points (default: money games)")
    ro = sub.add_parser("rollout", help="roll out the plays of a roll, or the cube decision before it")
    ro.add_argument("id", metavar="ID", help="a gnubg Position ID, PositionID:MatchID, or an XGID")
    ro.add_argument("--dice", metavar="D1D2", default=None,
                    help="the roll, e.g. 31 (default: the dice in the ID; none: the cube decision)")
    amount = ro.add_mutually_exclusive_group()
    amount.add_argument("--trials", type=int, default=None,
                        help="trials per play (default 1296), rounded up to whole batches")
    amount.add_argument("--se", type=float, default=None, metavar="E",
                        help=f"stop when every standard error is at most E (at most {SE_MAX_TRIALS} trials)")
    ro.add_argument("--truncate", type=int, default=0, metavar="PLIES",
                    help="stop each trial after PLIES plies and judge it by the network (default 0: full)")
    ro.add_argument("--level", default="1ply",
                    choices=["1ply", "2ply", "3ply", *ANALYSIS_LEVELS],
                    help="checker play and cube inside the trials (default 1ply, gnubg's 0-ply)")
    ro.add_argument("--seed", type=int, default=1, help="seed (default 1): the same seed gives the same numbers")
    ro.add_argument("--cubeless", action="store_true", help="cubeless rollout (plays only)")
    ro.add_argument("--batch", type=int, default=72, metavar="N", help="trials per batch, a multiple of 36")
    ro.add_argument("--threads", type=int, default=0, help="bgsage threads (default 0: all cores)")
    for p in (an, ro):
        p.add_argument("--cluster", metavar="ADDRESS", default=None,
                       help="run the work on a Dask cluster: a scheduler's address (tcp://HOST:8786) or "
                       "local:N to start N local worker processes for this run")
        p.add_argument("--if-unreachable", choices=["local", "stop"], default="local",
                       help="when the cluster cannot be reached: run on this machine (default) or stop")
    args = parser.parse_args(argv)
    if args.command == "analyse":
        single = (len(args.file) == 1 and not os.path.isdir(args.file[0]) and args.cluster is None
                  and args.workers is None and args.out is None)
        if args.moves and not single:
            parser.error("--moves is for one file analysed on this machine")
        if single:
            args.file = args.file[0]
            return analyse_main(args)
        return archive_main(args)
    if args.command == "rollout":
        return rollout_main(args)
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


def run(argv: list[str] | None = None) -> int:
    """:func:`main` for a command line whose output may be cut short: when
    the reader of stdout goes away (``selfplay ... | head -1``), it stops
    quietly, without a traceback, with exit status 141 (128 + SIGPIPE, as
    a program that SIGPIPE ends reports).  The recipe of Python's
    :mod:`signal` documentation ("Note on SIGPIPE")."""
    try:
        status = main(argv)
        sys.stdout.flush()
    except BrokenPipeError:
        # Python flushes stdout once more as it exits: point it at /dev/null so that cannot fail too
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 128 + 13
    return status


if __name__ == "__main__":
    sys.exit(run())
