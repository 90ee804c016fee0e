"""Start the app many times and count how each run ended: hunting the rare
start-up abort (issue 15: one start in about 25 ended in SIGABRT).

    .venv/bin/python packaging/repeat-startup.py [--runs 100] [--platform offscreen|xvfb]
        [--display :71] [--quit-after 0,50,300] [--bundle dist/backgammon-qt] [--fresh]

Each run starts ``bundle_main.py --startup-time MS`` (the real entry point,
which quits MS ms after the first painted board; the delays given are used in
turn, so the quit lands before, during and after the engine's background
warm-up) with Qt offscreen or on an Xvfb display of its own.  The state
folder is shared by the runs, as a user's is (``--fresh``: one per run).
Prints the count of each exit status; for every run that did not exit 0,
its stderr tail and the log and faults files of its state folder are kept
in the folder printed at the end.
"""

from __future__ import annotations

import argparse
import collections
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def describe(code: int) -> str:
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit {code}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--platform", choices=("offscreen", "xvfb"), default="offscreen")
    parser.add_argument("--display", default=":71", help="the Xvfb display to start (xvfb)")
    parser.add_argument("--quit-after", default="0,20,80,300,1000", help="ms after the first paint, in turn")
    parser.add_argument("--bundle", help="start this bundle's executable instead of the venv's Python")
    parser.add_argument("--fresh", action="store_true", help="a new state folder for every run")
    parser.add_argument("--xvfb-per-run", action="store_true",
                        help="(xvfb) start Xvfb afresh for every run, the app at once after it, as "
                             "`Xvfb :N & app` does: the app may come before the display is up")
    args = parser.parse_args(argv)
    delays = [int(d) for d in args.quit_after.split(",")]
    command = ([str(Path(args.bundle) / "backgammon-qt")] if args.bundle
               else [sys.executable, str(HERE / "bundle_main.py")])
    keep = Path(tempfile.mkdtemp(prefix="bgqt-startups-"))
    xvfb = None
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if args.platform == "xvfb" and args.xvfb_per_run:
        env.update(DISPLAY=args.display, QT_QPA_PLATFORM="xcb")
    elif args.platform == "xvfb":
        xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)                      # Xvfb has no ready signal; a second is plenty here
        env.update(DISPLAY=args.display, QT_QPA_PLATFORM="xcb")
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    outcomes: collections.Counter[str] = collections.Counter()
    times = []
    try:
        for run in range(args.runs):
            home = keep / (f"run-{run:03d}" if args.fresh else "shared")
            for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
                (home / var.lower()).mkdir(parents=True, exist_ok=True)
                env[var] = str(home / var.lower())
            delay = delays[run % len(delays)]
            server = None
            if args.platform == "xvfb" and args.xvfb_per_run:
                server = subprocess.Popen(["Xvfb", args.display, "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            start = time.perf_counter()
            try:
                proc = subprocess.run([*command, "--startup-time", str(delay)], env=env, capture_output=True,
                                      text=True, timeout=120)
            finally:
                if server is not None:
                    server.terminate()
                    server.wait(10)
            times.append(time.perf_counter() - start)
            outcome = describe(proc.returncode)
            if proc.returncode == 0 and "painted" not in proc.stdout:
                outcome = "exit 0 without painting"
            outcomes[outcome] += 1
            if outcome != "exit 0":
                failed = keep / f"failed-{run:03d}"
                failed.mkdir()
                (failed / "stderr.txt").write_text(f"{outcome}, quit {delay} ms after paint\n{proc.stderr}")
                for log in (Path(env["XDG_STATE_HOME"]) / "backgammon-qt").glob("*.log*"):
                    shutil.copy(log, failed / log.name)
                print(f"run {run}: {outcome} (quit {delay} ms after paint): "
                      f"{proc.stderr.strip().splitlines()[-1:] or ['no stderr']}", flush=True)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(10)
    print(f"{args.runs} start-ups ({args.platform}, {'bundle' if args.bundle else 'venv'}, quit "
          f"{args.quit_after} ms after the first paint): "
          + ", ".join(f"{n} {what}" for what, n in outcomes.most_common())
          + f"; {sum(times) / len(times):.2f} s each on average")
    print(f"kept in {keep}")
    return 0 if set(outcomes) == {"exit 0"} else 1


if __name__ == "__main__":
    sys.exit(main())
