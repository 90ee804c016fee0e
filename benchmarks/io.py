"""Time to load each match file of ../shared/testdata/matches, and the total;
then the worst of the generated hostile files (benchmarks/hostile_shapes.py)
at 20 MB, the largest file read, each loaded in a fresh process: its time
and peak memory (the process's maximum resident set, Python included).

    python benchmarks/io.py [FOLDER] [--hostile-mb N] [--no-hostile]

Loading includes reading, decoding, parsing and replaying every action
through the rules model (backgammon_qt.io.load).  Files that are not
match files (gnubg's text export, XG positions, a set-up SGF) are listed
with the reason they are refused; their time counts too.  Target: the
whole corpus in under 1 s; any hostile file refused or read in under 2 s
and 300 MB.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from backgammon_qt.io import MatchFileError, load

DEFAULT = Path(__file__).resolve().parent.parent.parent / "shared" / "testdata" / "matches"


_CHILD = """
import json, resource, sys, time
from backgammon_qt.io import MatchFileError, load
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
try:
    record = load(sys.argv[1])
    outcome = f"read: {len(record.games)} games"
except MatchFileError as exc:
    outcome = f"refused: {exc.reason[:70]}"
elapsed = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"seconds": elapsed, "peak_mb": peak / 1024, "base_mb": base / 1024, "outcome": outcome}))
"""


def corpus(folder: Path) -> float:
    """Load every file of ``folder``, print each time; returns the total."""
    files = sorted(p for p in folder.rglob("*")
                   if p.is_file() and p.suffix.lower() in (".mat", ".txt", ".sgf", ".bgqt"))
    total = 0.0
    loaded = 0
    for path in files:
        start = time.perf_counter()
        try:
            record = load(path)
            status = f"{len(record.games)} games"
            loaded += 1
        except MatchFileError as exc:
            status = f"refused: {exc.reason}"
        elapsed = time.perf_counter() - start
        total += elapsed
        print(f"{elapsed * 1000:8.1f} ms  {path.relative_to(folder)}  ({status})")
    print(f"{total * 1000:8.1f} ms  total for {len(files)} files ({loaded} loaded)")
    return total


def hostile(megabytes: float) -> tuple[float, float]:
    """Load each hostile shape of ``megabytes`` in a child process; print
    each, return the worst time (s) and peak memory (MB)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from hostile_shapes import SHAPES

    size = int(megabytes * 1024 * 1024) - 64        # (the size cap is 20 MiB)
    worst_s = worst_mb = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for label, (name, make) in SHAPES.items():
            path = Path(tmp) / name
            path.write_bytes(make(size))
            try:
                out = subprocess.run([sys.executable, "-c", _CHILD, str(path)], capture_output=True, text=True,
                                     timeout=120)
                data = json.loads(out.stdout)
            except subprocess.TimeoutExpired:
                data = {"seconds": 120.0, "peak_mb": float("nan"), "base_mb": 0.0, "outcome": "HUNG (> 120 s)"}
            except json.JSONDecodeError:
                data = {"seconds": float("nan"), "peak_mb": float("nan"), "base_mb": 0.0,
                        "outcome": f"CRASHED: {out.stderr.strip().splitlines()[-1:]}"}
            worst_s = max(worst_s, data["seconds"])
            worst_mb = max(worst_mb, data["peak_mb"])
            print(f"{data['seconds'] * 1000:8.1f} ms {data['peak_mb']:7.1f} MB  {label} "
                  f"({path.stat().st_size / 1e6:.1f} MB; {data['outcome']})")
    print(f"worst hostile file: {worst_s * 1000:.1f} ms, {worst_mb:.1f} MB peak resident "
          f"(a bare interpreter with the package imported: about {data['base_mb']:.0f} MB)")
    return worst_s, worst_mb


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--hostile-mb", type=float, default=20.0)
    parser.add_argument("--no-hostile", action="store_true")
    args = parser.parse_args(argv)
    total = None
    if args.folder.is_dir():
        total = corpus(args.folder)
    else:
        print(f"no corpus at {args.folder}", file=sys.stderr)
    if not args.no_hostile:
        worst_s, worst_mb = hostile(args.hostile_mb)
        if total is not None:
            print(f"corpus {total * 1000:.1f} ms; worst hostile file {worst_s * 1000:.1f} ms and {worst_mb:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
