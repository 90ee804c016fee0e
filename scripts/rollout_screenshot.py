#!/usr/bin/env python3
"""The README's rollout screenshot: docs/screenshot-rollout.png (README
"Rollouts": a rollout of the opening 3-1 beside the board).

A window of 1024x760 opens on a new 5-point match between two humans, Alice
wins the opening roll with 3-1 (the dice are given), the hint is asked
(Game > Hint) and its **Roll out the plays** is clicked with the rollout panel
set to 72 trials, truncated after 3 plies, 1-ply trials, cubeful, seed 1;
the rollout runs in its own engine process as in the app, and when it is
done the window is grabbed with ``QWidget.grab()``.  With ``--first-batch
PATH`` the window is also grabbed while the first batch runs (the plays
listed, their figures still blank).

The app is started for real under Xvfb: the script runs itself again under
``xvfb-run`` when there is no display.  Settings are kept in a temporary
folder: the user's own are not touched.

Usage: python scripts/rollout_screenshot.py [--out PATH] [--first-batch PATH]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1024, 760)


def _rerun_under_xvfb() -> int:
    xvfb = shutil.which("xvfb-run")
    if xvfb is None:
        sys.exit("rollout_screenshot: no display and no xvfb-run (apt-get install xvfb xauth)")
    env = dict(os.environ, QT_QPA_PLATFORM="xcb")
    cmd = [xvfb, "-a", "-s", "-screen 0 1280x1024x24", sys.executable, __file__, *sys.argv[1:]]
    return subprocess.call(cmd, env=env)


def _wait_until(app, condition, seconds: float, what: str) -> None:
    """Process events until ``condition()`` holds; exit with ``what`` after ``seconds``."""
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            sys.exit(f"rollout_screenshot: no {what} within {seconds:.0f} s")
        app.processEvents()
        time.sleep(0.02)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshot-rollout.png")
    parser.add_argument("--first-batch", type=Path, default=None,
                        help="also grab the window while the first batch runs, to this file")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") \
            and os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        return _rerun_under_xvfb()

    tmp = tempfile.mkdtemp(prefix="bgqt-shots-")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = tmp
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from backgammon_qt.app import translations
    from backgammon_qt.app.settings import HUMAN, Settings
    from backgammon_qt.model.dice import ManualDice
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.rules import RuleOptions
    from backgammon_qt.ui.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    app.setApplicationName("backgammon-qt")
    translations.install("en", app)        # as the app does: a count's English plural forms

    settings = Settings(Path(tmp) / "settings.ini")
    settings.set("animation_speed", 0)
    match = Match(5, RuleOptions.match(), ("Alice", "Bob"), ManualDice([3, 1]))
    window = MainWindow(settings=settings, match=match, seats=(HUMAN, HUMAN))
    window.resize(*SIZE)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.controller.roll()                       # the opening roll: Alice 3, Bob 1
    QTest.qWait(300)

    window.hint_action.trigger()                   # Game > Hint (Ctrl+H)
    hint = window.hint_panel
    _wait_until(app, lambda: hint.rollout_plays_button.isEnabled(), 60, "hint")
    panel = window.rollout_panel
    panel.trials.setValue(72)
    panel.truncation.setValue(3)
    panel.ply.setCurrentIndex(panel.ply.findData(1))
    panel.cubeful.setChecked(True)
    panel.seed.setValue(1)
    QTest.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    _wait_until(app, lambda: panel.job.running, 30, "rollout started")
    if args.first_batch is not None:
        _wait_until(app, lambda: panel.table.topLevelItemCount() > 0, 30, "plays in the table")
        QTest.qWait(300)
        window.grab().save(str(args.first_batch))
        print(f"wrote {args.first_batch}")
    _wait_until(app, lambda: not panel.job.running and panel.result is not None, 600, "finished rollout")
    QTest.qWait(300)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(args.out))
    print(f"wrote {args.out}")
    window.rollout_panel.shutdown()
    window.hint_panel.shutdown()
    window.close()
    app.processEvents()
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
