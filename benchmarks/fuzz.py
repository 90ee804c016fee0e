"""A long fuzz run of the match-file readers: mutations of the corpus files,
of our own exports and of the hostile shapes, each read as the app reads
a file (decode, recognise, parse, replay).  Prints every crash (an
exception other than MatchFileError), every hang (an input that takes
longer than the limit), the slowest inputs and the peak memory.

    python benchmarks/fuzz.py [--cases N] [--seed S] [--limit SECONDS] [--save FOLDER]

Each crashing or hanging input is written to FOLDER (default
fuzz-findings/) to reproduce it; the seed reproduces the whole run.
The bounded, seeded version runs in the suite (tests/io/test_io_fuzz.py).
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import signal
import sys
import time
import traceback
from pathlib import Path
from types import FrameType

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))           # tests/helpers/ as ``helpers``

from helpers.corpus import CORPUS, random_record  # noqa: E402
from hostile_shapes import SHAPES  # noqa: E402

from backgammon_qt.io import MatchFileError, format_text, parse_text  # noqa: E402
from backgammon_qt.io._text import decode_text  # noqa: E402
from backgammon_qt.model.match import Match  # noqa: E402

TOKENS = [b"Doubles => 2", b" Takes", b" Drops", b"Wins 3 points", b"Wins 1 point and the match", b"66:", b"21: ",
          b"25/0", b"bar/off", b"13/7(5)", b"???", b"Cannot Move", b" Game 2\n", b" 0 point match\n", b"Losses 2",
          b"(", b")", b";", b"[", b"]", b"\\", b"W[double]", b"B[take]", b"MI[length:0]", b"RE[W+3R]", b"PL[B]",
          b"DI[51]", b"AB[a]", b"AE[a:y]", b"CV[4]", b"GM[1]", b"\r", b"\x00", b"\xff", b"\xc3", b":", b"\n",
          b" " * 300, b"9" * 30, b'"player": 1.0', b'"kind": "beaver"', b"null", b"[[[[", b"{}", b"\\]"]


class _Hang(Exception):
    pass


def _alarm(_signum: int, _frame: FrameType | None) -> None:
    raise _Hang


def seeds() -> list[bytes]:
    """The inputs mutated: the corpus files, our exports of random matches
    in every format, and the hostile shapes at 4 kB."""
    out = []
    if CORPUS.is_dir():
        out += [p.read_bytes() for p in sorted(CORPUS.rglob("*")) if p.suffix in (".mat", ".txt", ".sgf")]
    for seed in range(6):
        record = random_record(seed, (0, 1, 3, 5, 7, 9)[seed], games=4)
        out += [format_text(record, fmt).encode() for fmt in ("mat", "sgf", "native")]
    out += [make(4096) for _name, make in SHAPES.values()]
    return out


def mutate(data: bytes, rng: random.Random) -> bytes:
    """1-8 random edits: flip, delete, insert a token, truncate, repeat
    or drop a line, splice in part of the input itself."""
    buf = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        at = rng.randrange(len(buf) + 1)
        kind = rng.choice(("flip", "delete", "insert", "insert", "truncate", "line", "splice"))
        if kind == "flip" and buf:
            buf[min(at, len(buf) - 1)] = rng.randrange(256)
        elif kind == "delete":
            del buf[at:at + rng.randint(1, 60)]
        elif kind == "insert":
            buf[at:at] = rng.choice(TOKENS) * rng.choice((1, 1, 1, 5, 50))
        elif kind == "truncate":
            del buf[at:]
        elif kind == "line":
            lines = bytes(buf).split(b"\n")
            i = rng.randrange(len(lines))
            lines[i:i + 1] = [] if rng.random() < 0.5 else [lines[i]] * rng.randint(2, 5)
            buf = bytearray(b"\n".join(lines))
        elif buf:
            start = rng.randrange(len(buf))
            buf[at:at] = buf[start:start + rng.randint(1, 400)]
    return bytes(buf)


def run_one(data: bytes) -> str:
    """'refused', 'read' or raises what the readers raised."""
    try:
        record, _fmt = parse_text(decode_text(data, "fuzz"), "fuzz")
    except MatchFileError as exc:
        if "\n" in str(exc) or len(str(exc)) > 400:
            raise AssertionError(f"the message is not one short line: {str(exc)[:200]!r}") from None
        return "refused"
    Match.replay(record)
    for fmt in ("native", "sgf", "mat"):     # what we read, we write and read back (or refuse, saying why)
        try:
            text = format_text(record, fmt)
        except MatchFileError:
            if fmt == "native":
                raise
            continue
        back, _fmt = parse_text(text)
        if [g.actions for g in back.games] != [g.actions for g in record.games]:
            raise AssertionError(f"the {fmt} export reads back as other actions")
    return "read"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--limit", type=float, default=2.0, help="seconds before an input counts as a hang")
    parser.add_argument("--save", type=Path, default=Path("fuzz-findings"))
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    inputs = seeds()
    signal.signal(signal.SIGALRM, _alarm)
    counts = {"read": 0, "refused": 0, "crash": 0, "hang": 0}
    slowest: list[tuple[float, int, str]] = []
    start = time.perf_counter()
    for case in range(args.cases):
        data = mutate(rng.choice(inputs), rng)
        began = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, args.limit)
        try:
            counts[run_one(data)] += 1
            problem = None
        except _Hang:
            counts["hang"] += 1
            problem = f"hang (> {args.limit} s)"
        except Exception as exc:  # finding these is the point
            counts["crash"] += 1
            problem = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        elapsed = time.perf_counter() - began
        slowest = sorted([*slowest, (elapsed, case, f"{len(data)} bytes")], reverse=True)[:5]
        if problem:
            args.save.mkdir(parents=True, exist_ok=True)
            path = args.save / f"case{case}-seed{args.seed}.bin"
            path.write_bytes(data)
            print(f"case {case}: {problem[:300]} (input saved as {path})")
    total = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"seed": args.seed, "cases": args.cases, **counts, "seconds": round(total, 1),
                      "peak_resident_mb": round(peak_mb, 1)}))
    for elapsed, case, size in slowest:
        print(f"slowest: case {case} {elapsed * 1000:.1f} ms ({size})")
    return 1 if counts["crash"] or counts["hang"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
