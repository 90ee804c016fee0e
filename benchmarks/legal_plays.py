"""Benchmark: legal-play generation, our rules model against gnubg-nn.

Run::

    .venv/bin/python benchmarks/legal_plays.py [--positions N] [--seed S] [--repeat R]
                                               [--from-corpus [FOLDER]]

Builds N (default 1,000) positions by random play from the start (fixed seed),
or, with ``--from-corpus``, takes the positions in which a play was made in
the real matches of FOLDER (default ../shared/testdata/matches; every file
``backgammon_qt.io`` loads, replayed through the rules; all of them unless N
is given),
and times, for each position and each of the 21 distinct rolls, generating
the legal plays with our model (``list(legal_plays(position, roll))``, so the
Play objects are really built) and with gnubg-nn's ``moves(board, d1, d2, 0)``
(C code; the board is converted beforehand).  Prints the mean and worst time
per (position, roll) for both (each case's time the fastest of ``--repeat``
runs), their ratio, and whether our figures meet the targets.  Timings use
``time.perf_counter_ns``; the garbage collector stays on, as in the application.
Not a test: pytest does not collect this folder.
"""

from __future__ import annotations

import argparse
import gc
import random
import time
from pathlib import Path

from backgammon_qt.model import Position, legal, legal_plays
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import ActionKind

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "testdata" / "matches"

TARGET_MEAN_US = 150.0
TARGET_WORST_US = 5_000.0
ROLLS = [(d1, d2) for d1 in range(1, 7) for d2 in range(1, d1 + 1)]


def random_play_positions(count: int, seed: int) -> list[Position]:
    """``count`` positions met in random play (uniform choice among the
    legal plays; a finished game starts a new one); the same for a given
    seed as long as the legal plays are right."""
    rng = random.Random(seed)
    position = Position.start()
    positions = []
    while len(positions) < count:
        positions.append(position)
        # sorted, so the positions do not depend on the generator's order
        plays = sorted(legal_plays(position, (rng.randint(1, 6), rng.randint(1, 6))),
                       key=lambda play: play.position.position_id())
        position = rng.choice(plays).next_position() if plays else position.swapped()
        if position.is_game_over():
            position = Position.start()
    return positions


def corpus_positions(folder: Path, count: int) -> tuple[list[Position], int]:
    """At most ``count`` positions (mover's view) in which a play was made
    in the match files of ``folder``, in file order, and how many files
    were read (files ``backgammon_qt.io`` refuses are skipped)."""
    from backgammon_qt.io import MatchFileError, load

    positions: list[Position] = []
    files = 0
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        try:
            record = load(path)
        except MatchFileError:
            continue
        files += 1
        # the replay of Match.replay, stopping before each play to note its position
        match = Match(record.match_length, record.rules, record.players)
        if record.games:
            match.start_score = record.games[0].score_before
        for grec in record.games:
            game = match.new_game(setup=grec.setup, crawford=bool(grec.crawford))
            for action in grec.actions:
                if action.kind is ActionKind.MOVE and game.turn is not None:
                    positions.append(game.turn.start)
                    if len(positions) >= count:
                        return positions, files
                game.apply(action)
    return positions, files


def time_cases(cases, generate, repeat: int) -> tuple[float, int, object]:
    """Mean and worst time (ns) of ``generate(case)`` over ``cases``, each
    case's time the fastest of ``repeat`` runs (so a moment when the machine
    was busy elsewhere does not count), and the worst case."""
    gc.collect()
    clock = time.perf_counter_ns
    total = worst = 0
    worst_case = None
    for case in cases:
        best = None
        for _ in range(repeat):
            t0 = clock()
            generate(case)
            dt = clock() - t0
            if best is None or dt < best:
                best = dt
        total += best
        if best > worst:
            worst, worst_case = best, case
    return total / len(cases), worst, worst_case


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=None,
                        help="how many positions (default 1,000 random-play ones, or all the corpus's)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="runs per case; the fastest counts")
    parser.add_argument("--from-corpus", nargs="?", type=Path, const=CORPUS, default=None, metavar="FOLDER",
                        help=f"positions of real matches (default folder {CORPUS})")
    args = parser.parse_args()

    if args.from_corpus is not None:
        positions, files = corpus_positions(args.from_corpus, args.positions or 10**9)
        where = f"real-play positions ({files} match files of {args.from_corpus})"
    else:
        positions = random_play_positions(args.positions or 1000, args.seed)
        where = f"random-play positions (seed {args.seed})"
    cases = [(p, roll) for p in positions for roll in ROLLS]
    path = "compiled fast path (model/_legalc.c)" if legal._fast is not None else "pure Python (no fast path built)"
    print(f"{len(positions)} {where} x {len(ROLLS)} rolls "
          f"= {len(cases)} cases; per case the fastest of {args.repeat} runs; model: {path}")

    for p, roll in cases[:2000]:  # warm up
        list(legal_plays(p, roll))
    mean, worst, (wp, wr) = time_cases(cases, lambda c: list(legal_plays(c[0], c[1])), args.repeat)
    print(f"model    mean {mean / 1000:8.1f} us   worst {worst / 1000:8.1f} us "
          f"({wp.position_id()} {wr[0]}-{wr[1]}, {len(legal_plays(wp, wr))} plays)")

    try:
        import gnubg_nn
    except ImportError:
        print("gnubg-nn   not installed (pip install gnubg-nn): no comparison")
    else:
        boards = [([list(p.opponent[1:]), list(p.player[1:])], d1, d2) for p, (d1, d2) in cases]
        moves = gnubg_nn.moves
        g_mean, g_worst, _ = time_cases(boards, lambda c: moves(c[0], c[1], c[2], 0), args.repeat)
        print(f"gnubg-nn mean {g_mean / 1000:8.1f} us   worst {g_worst / 1000:8.1f} us")
        print(f"ratio    mean {mean / g_mean:8.1f} x    worst {worst / g_worst:8.1f} x  (model / gnubg-nn)")

    ok_mean, ok_worst = mean / 1000 <= TARGET_MEAN_US, worst / 1000 <= TARGET_WORST_US
    print(f"targets  mean <= {TARGET_MEAN_US:.0f} us: {'met' if ok_mean else 'NOT met'};  "
          f"worst <= {TARGET_WORST_US / 1000:.0f} ms: {'met' if ok_worst else 'NOT met'}")


if __name__ == "__main__":
    main()
