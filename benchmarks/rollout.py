"""Benchmark: our rollouts beside GNU Backgammon 1.07's on the positions of
issue 21's check (two opening rolls, a cube decision, a bear-off, a back
game), with more trials than the interop test.

Run::

    .venv/bin/python benchmarks/rollout.py [--trials N] [--seed S] [--cases NAME,...]

For each position both roll out the same equities, full rollouts, 1-ply
(gnubg's 0-ply) inside the trials, ``N`` trials each (default 648), seeded:
the plays cubeless, the cube decision cubeful (see
tests/interop/gnubg_rollout.py for how gnubg is asked and why).  Prints one
row per equity: ours and gnubg's with one standard error, how many combined
standard errors apart they are, whether that is within the combined 95 %
interval, and the wall seconds each side took; then the totals.

Wall-clock figures on a shared machine: rerun when the load is low.  Not a
test: nothing here fails on the figures.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))   # the tests' shared helpers

from helpers.gnubg_driver import find_gnubg
from helpers.gnubg_rollout import CASES, compare


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=648, help="trials per equity, each side (default 648)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", default=None, help="comma-separated case names (default: all)")
    args = parser.parse_args(argv)
    gnubg = find_gnubg()
    if gnubg is None:
        print("gnubg is not installed (Debian package gnubg)", file=sys.stderr)
        return 1
    cases = CASES if args.cases is None else [c for c in CASES if c.name in args.cases.split(",")]
    print(f"{args.trials} trials each side, seed {args.seed}, full rollouts, 1-ply (gnubg 0-ply) in the trials")
    header = (f"{'position':<20} {'equity of':<16} {'kind':<8} {'ours':>8} {'se':>6} {'gnubg':>8} {'se':>6} "
              f"{'z':>5} {'95%':>4} {'ours s':>7} {'gnubg s':>7}")
    print(header)
    print("-" * len(header))
    rows = []
    with tempfile.TemporaryDirectory() as home:
        for case in cases:
            for r in compare(gnubg, case, trials=args.trials, seed=args.seed, home=home):
                rows.append(r)
                print(f"{r.case:<20} {r.what:<16} {r.kind:<8} {r.ours:+8.4f} {r.ours_se:6.4f} {r.gnubg:+8.4f} "
                      f"{r.gnubg_se:6.4f} {r.z:5.2f} {'yes' if r.agree else 'NO':>4} {r.ours_seconds:7.1f} "
                      f"{r.gnubg_seconds:7.1f}", flush=True)
    agree = sum(r.agree for r in rows)
    ours_s = sum(r.ours_seconds for r in rows)
    gnubg_s = sum(r.gnubg_seconds for r in rows)
    print(f"\n{agree} of {len(rows)} equities within the combined 95 % interval; "
          f"mean SE ours {sum(r.ours_se for r in rows) / len(rows):.4f}, "
          f"gnubg {sum(r.gnubg_se for r in rows) / len(rows):.4f}; "
          f"seconds ours {ours_s:.0f}, gnubg {gnubg_s:.0f} (ratio {ours_s / max(gnubg_s, 1e-9):.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
