"""Time to load each match file of ../shared/testdata/matches, and the total;
then the worst of the generated hostile files (benchmarks/hostile_shapes.py)
at 20 MB, the largest file read, each loaded in a fresh process: its time
and peak memory (the process's maximum resident set, Python included).

    python benchmarks/io.py [FOLDER] [--hostile-mb N] [--no-hostile]
    python benchmarks/io.py --sessions 100 [--repeat 3]

Loading includes reading, decoding, parsing and replaying every action
through the rules model (backgammon_qt.io.load).  Files that are not
match files (gnubg's text export, XG positions, a set-up SGF) are listed
with the reason they are refused; their time counts too.  Target: the
whole corpus in under 1 s; any hostile file refused or read in under 2 s
and 300 MB.

``--sessions N`` times instead a money session of N games
(benchmarks/sessions.py) in .sgf, .mat and .bgqt beside GNU Backgammon
1.07 (``gnubg -t -q``, timed from inside by its Python): our load, our
save (every game rendered), our save again after one more game (what
saving a session in play costs: only the new game is rendered), and
gnubg's ``load match``/``save match`` (.sgf; .bgqt is set beside it too)
and ``import mat``/``export match mat`` (.mat), with the ratios; then what
the window's open costs (the record and the match to play on).  Times
are CPU seconds (the machine is shared), the median of ``--repeat`` runs.
Targets (issue 22): load and save within 2x gnubg.

With ``--sessions N`` it also prints the floor a Python reader cannot go
under, whatever its parser or rules code: the file read and decoded, the
text cut into its tokens by one C-level call (``re.findall`` over the SGF
properties, ``json.loads`` of the .bgqt), and one record ``Action``
object made for each action (the objects the model hands to the rest of
the program) -- beside twice gnubg's load.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from backgammon_qt import io as match_io
from backgammon_qt.io import MatchFileError, load

DEFAULT = Path(__file__).resolve().parent.parent.parent / "shared" / "testdata" / "matches"


_CHILD = """
import json, resource, sys, time
from backgammon_qt import io as match_io
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


def _gnubg() -> str | None:
    found = shutil.which("gnubg")
    if found:
        return found
    return "/usr/games/gnubg" if os.access("/usr/games/gnubg", os.X_OK) else None


def _gnubg_times(folder: Path, repeat: int) -> dict[str, float]:
    """gnubg's CPU seconds (median of ``repeat``) for ``load match`` and
    ``save match`` of ``s.sgf``, ``import mat`` and ``export match mat``
    of ``s.mat`` in ``folder``, timed inside one ``gnubg -t -q`` by its
    embedded Python (``>`` lines); empty when gnubg is absent."""
    gnubg = _gnubg()
    if gnubg is None:
        return {}
    steps = [("load sgf", f"load match {folder / 's.sgf'}"), ("save sgf", f"save match {folder / 'g.sgf'}"),
             ("load mat", f"import mat {folder / 's.mat'}"), ("save mat", f"export match mat {folder / 'g.mat'}")]
    lines = ["set confirm new off", "set confirm save off", "set display off", ">import time", ">T = {}"]
    for _ in range(repeat):
        for label, command in steps:
            lines += [">t0 = time.process_time()", command,
                      f">T.setdefault({label!r}, []).append(time.process_time() - t0)"]
    lines += [">import json", ">print('TIMES' + json.dumps(T))", "quit"]
    env = dict(os.environ, HOME=str(folder), LANG="C.UTF-8", LC_ALL="C.UTF-8")
    out = subprocess.run([gnubg, "-t", "-q", "-r"], input="\n".join(lines) + "\n", capture_output=True,
                         text=True, timeout=600, cwd=folder, env=env).stdout
    for line in out.splitlines():
        if line.startswith("TIMES"):
            return {k: statistics.median(v) for k, v in json.loads(line[5:]).items()}
    print(f"gnubg printed no times:\n{out[-2000:]}", file=sys.stderr)
    return {}


def _cpu(func, repeat: int) -> float:
    """Median CPU seconds of ``func()`` over ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        func()
        times.append(time.process_time() - start)
    return statistics.median(times)


def _open_for_play(path: Path) -> None:
    """What the window's open does off the GUI thread
    (controller/filing/files.py ``_LoadJob``): the record read and the
    match to play on (the one the reader replayed, or a replay of the
    record)."""
    from backgammon_qt.model.match import Match

    text = match_io.decode_text(match_io.read_bytes(path), path)
    if match_io.detect_format(text, path).name == "native":
        match_io.native.loads_with_match(text, path)
        return
    keeping = getattr(match_io, "keeping_match", None)      # (absent before issue 22: replayed twice)
    if keeping is None:
        Match.replay(match_io.parse_text(text, path)[0])
        return
    with keeping() as kept:
        record, _fmt = match_io.parse_text(text, path)
    if not kept:
        Match.replay(record)


def sessions(games: int, repeat: int) -> None:
    """Print the load and save times of a ``games``-game money session
    beside gnubg's (see the module's doc)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from dataclasses import replace

    from sessions import money_session

    record = money_session(games)
    actions = sum(len(g.actions) for g in record.games)
    last = record.games[-1]
    assert last.outcome is not None
    score = list(last.score_before)
    score[last.outcome.winner] += last.outcome.points
    more = replace(record, games=[*record.games, replace(record.games[0], score_before=(score[0], score[1]),
                                                        actions=list(record.games[0].actions))])
    print(f"a money session of {games} games, {actions} actions (benchmarks/sessions.py); CPU seconds, "
          f"median of {repeat}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        ours: dict[str, dict[str, float]] = {}
        for ext in ("sgf", "mat", "bgqt"):
            path = folder / f"s.{ext}"

            def cold(path: Path = path) -> None:
                for module in (match_io.sgf, match_io.mat, match_io.native):
                    cache = getattr(module, "_TEXTS", None)     # (absent before issue 22: nothing kept)
                    if cache is not None:
                        cache.clear()
                match_io.save(record, path)

            def again(path: Path = path) -> None:
                match_io.save(record, path)       # (the texts of the games saved)
                start = time.process_time()
                match_io.save(more, path)
                again.seconds.append(time.process_time() - start)   # type: ignore[attr-defined]

            again.seconds = []                    # type: ignore[attr-defined]
            save = _cpu(cold, repeat)
            for _ in range(repeat):
                again()
            match_io.save(record, path)
            ours[ext] = {"load": _cpu(lambda path=path: load(path), repeat), "save": save,
                         "again": statistics.median(again.seconds),     # type: ignore[attr-defined]
                         "window": _cpu(lambda path=path: _open_for_play(path), repeat)}
        peer = _gnubg_times(folder, repeat)

    def ratio(a: float, b: float | None) -> str:
        return f"{a / b:6.1f}x" if b else "     -"

    print(f"{'':6} {'load':>7} {'gnubg':>7} {'ratio':>7}   {'save':>7} {'+1 game':>7} {'gnubg':>7} "
          f"{'ratio':>7} {'+1 game':>7}")
    for ext, theirs in (("sgf", "sgf"), ("mat", "mat"), ("bgqt", "sgf")):
        o = ours[ext]
        gl, gs = peer.get(f"load {theirs}"), peer.get(f"save {theirs}")
        print(f".{ext:5} {o['load']:7.3f} {gl or 0:7.3f} {ratio(o['load'], gl)}   {o['save']:7.3f} "
              f"{o['again']:7.3f} {gs or 0:7.3f} {ratio(o['save'], gs)} {ratio(o['again'], gs)}")
    print("opening in the window (read, verified, the match to play on): "
          + ", ".join(f".{ext} {ours[ext]['window']:.3f} s" for ext in ("sgf", "mat", "bgqt")))
    if not peer:
        print("(gnubg not found: no peer figures)")
    else:
        print("(.bgqt beside gnubg's .sgf; gnubg's per action: "
              f"{peer['load sgf'] / actions * 1e6:.1f} us to load, ours {ours['sgf']['load'] / actions * 1e6:.1f} us)")
    _floor(record, actions, repeat, peer.get("load sgf"))


def _floor(record: object, actions: int, repeat: int, gnubg_load: float | None) -> None:
    """Print the least CPU time any Python reader of these files needs (see
    the module's doc), beside twice gnubg's ``load match`` of the .sgf."""
    import re

    from backgammon_qt.model.record import Action

    kept = [a for g in record.games for a in g.actions]          # type: ignore[attr-defined]
    with tempfile.TemporaryDirectory() as tmp:
        parts: dict[str, dict[str, float]] = {}
        for ext in ("sgf", "bgqt"):
            path = Path(tmp) / f"s.{ext}"
            match_io.save(record, path)                           # type: ignore[arg-type]
            text = match_io.decode_text(match_io.read_bytes(path), path)
            tokens = ((lambda text=text: re.findall(r"([A-Z]{1,2})\[((?:[^\]\\]|\\.)*)\]", text)) if ext == "sgf"
                      else (lambda text=text: json.loads(text)))
            parts[ext] = {"read and decode": _cpu(lambda path=path: match_io.decode_text(
                              match_io.read_bytes(path), path), repeat),
                          "tokens (one C call)": _cpu(tokens, repeat)}
    objects = _cpu(lambda: [Action(a.kind, a.player, a.dice, a.play, a.value) for a in kept], repeat)
    bare = _cpu(lambda: [(a.kind, a.player, a.dice, a.play, a.value) for a in kept], repeat)
    print(f"the floor of any Python reader, {actions} actions (CPU seconds, median of {repeat}):")
    for ext, p in parts.items():
        total = sum(p.values()) + objects
        line = "; ".join(f"{k} {v:.4f}" for k, v in p.items())
        limit = f", twice gnubg's load {2 * gnubg_load:.4f} ({total / gnubg_load:.1f}x gnubg)" if gnubg_load else ""
        print(f"  .{ext:4} {line}; an Action per action {objects:.4f} = {total:.4f}{limit}")
    print(f"  (a bare tuple per action instead of an Action: {bare:.4f}; the rules replay, the turns and "
          "the positions of the match to play on come on top of the floor)")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--hostile-mb", type=float, default=20.0)
    parser.add_argument("--no-hostile", action="store_true")
    parser.add_argument("--sessions", type=int, default=0, metavar="N",
                        help="time a money session of N games beside gnubg instead")
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure with --sessions (median)")
    args = parser.parse_args(argv)
    if args.sessions:
        sessions(args.sessions, args.repeat)
        return 0
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
