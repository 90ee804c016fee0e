"""Time to load each match file of ../shared/testdata/matches, and the total.

    python benchmarks/io.py [FOLDER]

Loading includes reading, decoding, parsing and replaying every action
through the rules model (backgammon_qt.io.load).  Files that are not
match files (gnubg's text export, XG positions, a set-up SGF) are listed
with the reason they are refused; their time counts too.  Target: the
whole corpus in under 1 s.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from backgammon_qt.io import MatchFileError, load

DEFAULT = Path(__file__).resolve().parent.parent.parent / "shared" / "testdata" / "matches"


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else DEFAULT
    if not folder.is_dir():
        print(f"no corpus at {folder}", file=sys.stderr)
        return 1
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
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
