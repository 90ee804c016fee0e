"""Smoke test of the PyInstaller bundle, with its figures beside the venv's.

    build/bundle-venv/bin/python packaging/smoke-test.py [dist/backgammon-qt] [--runs N]

packaging/build-bundle.sh runs it after a build.  With its own XDG folders
(nothing of the user's is read or written) and Qt offscreen, it

1. writes an unfinished match (Alice to roll, the computer at the top),
2. starts the bundle on it (``backgammon-qt --smoke-test FILE``, see
   smoke_driver.py): the file opens, the human plays a turn, the computer
   answers through the engine's child process, a hint is asked for and
   ranked; the bundle's log file must say it ran frozen;
3. does the same with the venv's Python (the package installed there),
4. prints the bundle's size (and its .tar.gz) and the venv install's
   (backgammon-qt and its dependencies as installed, the interpreter not
   counted), and each one's start-up time to the first painted board
   (median of N fresh processes, after one to warm the disk cache).

Exits 1 when either run fails.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def environment(tmp: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        (tmp / var.lower()).mkdir(parents=True, exist_ok=True)
        env[var] = str(tmp / var.lower())
    env.pop("PYTHONPATH", None)
    return env


def write_match(path: Path) -> None:
    """An unfinished 5-point match, three turns in, Alice (the human) to roll."""
    from backgammon_qt import io
    from backgammon_qt.model import ManualDice, Match, RuleOptions
    from backgammon_qt.model.game import Phase

    dice = ManualDice()
    dice.push_one(3)
    dice.push_one(1)
    dice.push(6, 4)
    match = Match(5, RuleOptions.match(), ("Alice", "Computer"), dice)
    game = match.new_game()
    game.roll_opening()                      # Alice 3, Computer 1: Alice plays 3-1
    game.play("8/5 6/5")
    game.roll()                              # the computer's 6-4
    game.play("24/18 13/9")
    assert game.phase is Phase.ROLLING and game.to_act == 0, "Alice is to roll"
    io.save(match.to_record(), path)


def run_smoke(command: list[str], env: dict[str, str], match: Path) -> dict:
    proc = subprocess.run([*command, "--smoke-test", str(match)], env=env, capture_output=True, text=True,
                          timeout=300)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    result = json.loads(lines[-1]) if lines else {"ok": False, "failed": "no result line"}
    result["exit"] = proc.returncode
    if proc.returncode != 0 or not result.get("ok"):
        result["stderr"] = proc.stderr[-3000:]
    return result


def time_to_paint(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([*command, "--startup-time"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.wait(timeout=60)
    if line.strip() != "painted":
        raise RuntimeError(f"{command[0]} did not paint its board")
    return elapsed


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def venv_install_size() -> tuple[int, list[str]]:
    """Bytes of backgammon-qt and every distribution it requires (recursively) as installed here."""
    import re
    from importlib import metadata

    seen: dict[str, int] = {}
    todo = ["backgammon-qt"]
    while todo:
        name = todo.pop()
        key = name.lower().replace("_", "-")
        if key in seen:
            continue
        dist = metadata.distribution(name)
        seen[key] = sum((Path(str(dist.locate_file(f))).stat().st_size for f in dist.files or ()
                         if Path(str(dist.locate_file(f))).is_file()), 0)
        for text in dist.requires or ():
            name_part, _, marker = text.partition(";")
            if "extra ==" not in marker:                 # the extras (tests) are not the install
                todo.append(re.split(r"[\s<>=!~\[(]", name_part.strip(), maxsplit=1)[0])
    return sum(seen.values()), sorted(seen)


def mb(n: int) -> str:
    return f"{n / 1e6:6.1f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Smoke test and figures of the bundle.")
    parser.add_argument("bundle", nargs="?", default=str(ROOT / "dist" / "backgammon-qt"))
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per start-up figure")
    args = parser.parse_args(argv)
    bundle = Path(args.bundle).resolve()
    executable = bundle / "backgammon-qt"
    if not executable.is_file():
        print(f"smoke-test: no bundle at {bundle} (run packaging/build-bundle.sh)", file=sys.stderr)
        return 1
    commands = {"bundle": [str(executable)], "venv": [sys.executable, str(HERE / "bundle_main.py")]}
    ok = True
    with tempfile.TemporaryDirectory(prefix="bgqt-smoke-") as tmp_name:
        tmp = Path(tmp_name)
        match = tmp / "unfinished.bgqt"
        write_match(match)
        for label, command in commands.items():
            env = environment(tmp / label)
            result = run_smoke(command, env, match)
            log = Path(env["XDG_STATE_HOME"]) / "backgammon-qt" / "backgammon-qt.log"
            log_text = log.read_text(encoding="utf-8") if log.is_file() else ""
            frozen_said = ", frozen)" in log_text
            good = bool(result.get("ok")) and result.get("frozen") == (label == "bundle") \
                and frozen_said == (label == "bundle") and result.get("hint_rows", 0) > 0
            ok = ok and good
            print(f"{label:6s} smoke test: {'passed' if good else 'FAILED'}: opened the match in "
                  f"{result.get('seconds_to_open')} s, Alice played {result.get('human_play')}, the computer "
                  f"{result.get('computer_play')} ({result.get('seconds_to_computer_play')} s), "
                  f"{result.get('hint_rows')} hints (best {result.get('best_hint')}), "
                  f"{result.get('seconds_total')} s in all; log {'says frozen' if frozen_said else 'not frozen'}")
            if not good:
                print(json.dumps(result, indent=1), file=sys.stderr)
        timings = {}
        for label, command in commands.items():
            env = environment(tmp / f"{label}-startup")
            time_to_paint(command, env)                       # warm the disk cache
            timings[label] = statistics.median(time_to_paint(command, env) for _ in range(args.runs))
    size, dists = venv_install_size()
    tarballs = sorted(bundle.parent.glob("backgammon-qt-*.tar.gz"))
    print(f"bundle size:   {mb(folder_size(bundle))}  ({bundle})"
          + (f"; {tarballs[-1].name}: {mb(tarballs[-1].stat().st_size)}" if tarballs else ""))
    print(f"venv install:  {mb(size)}  ({', '.join(dists)}; the Python interpreter not counted)")
    print(f"start-up to the first painted board, median of {args.runs}: bundle {timings['bundle'] * 1000:.0f} ms, "
          f"venv {timings['venv'] * 1000:.0f} ms (offscreen)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
