#!/usr/bin/env python3
"""The README's analysis screenshots: docs/screenshot-analysis.png (the
analysis dock's summary and a player's errors beside the board and the move
list with its marks) and docs/screenshot-analysis-error.png (the board at an
error: the play made and the best play as arrows of two colours).

A 3-point match between two computer players of the beginner level (seeded,
so it makes mistakes) is played through the rules model, opened in the
window, analysed at the default level through the Analyse menu's action,
and the worst checker error of the first player is chosen in the dock; the
window is grabbed with ``QWidget.grab()``.  Runs under Xvfb on display :81
(started here when there is no display) or offscreen with ``--offscreen``.

Usage: python scripts/analysis_screenshots.py [--out DIR] [--seed S] [--offscreen]
Settings are kept in a temporary folder: the user's own are not touched.
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
DISPLAY = ":81"
SIZE = (1600, 940)


def _with_xvfb(argv: list[str]) -> int:
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        sys.exit("analysis_screenshots: no display and no Xvfb (apt-get install xvfb), or use --offscreen")
    server = subprocess.Popen([xvfb, DISPLAY, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        env = dict(os.environ, DISPLAY=DISPLAY, QT_QPA_PLATFORM="xcb", ANALYSIS_SCREENSHOTS_CHILD="1")
        return subprocess.call([sys.executable, __file__, *argv], env=env)
    finally:
        server.terminate()
        server.wait(5)


def played_match(seed: int):
    from backgammon_qt.engine import SageEngine
    from backgammon_qt.engine.selfplay import SelfPlayStats, play_game
    from backgammon_qt.model import Match, RandomDice, RuleOptions

    match = Match(3, RuleOptions.match(), ("Alice", "Bob"), RandomDice(seed))
    engine = SageEngine("beginner", seed=seed)
    while not match.is_over:
        play_game(match.new_game(), (engine, engine), SelfPlayStats())
    return Match.replay(match.to_record())


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--offscreen", action="store_true")
    args = parser.parse_args()
    if args.offscreen:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    elif not os.environ.get("ANALYSIS_SCREENSHOTS_CHILD"):
        return _with_xvfb(sys.argv[1:])
    config = tempfile.mkdtemp(prefix="bgqt-shots-")
    os.environ["XDG_CONFIG_HOME"] = config
    os.environ["XDG_DATA_HOME"] = config
    os.environ["XDG_STATE_HOME"] = config

    from PySide6.QtCore import QEventLoop, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from backgammon_qt.app.settings import Settings
    from backgammon_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from backgammon_qt.app import translations

    translations.install("en", app)        # as the app does: a count's English plural forms ("167 pips")
    settings = Settings(Path(config) / "settings.ini")
    settings.set("animation_speed", 0)
    settings.set("turn_board", False)
    window = MainWindow(settings=settings, match=played_match(args.seed))
    window.resize(*SIZE)
    window.show()

    def wait(signal=None, ms: int = 300) -> None:
        loop = QEventLoop()
        if signal is not None:
            signal.connect(loop.quit)
        QTimer.singleShot(ms if signal is None else 300_000, loop.quit)
        loop.exec()

    wait(ms=800)
    moves = window.move_list
    moves.show()
    actions = window.analysis
    actions.match_action.trigger()
    wait(ms=1500)
    window.grab().save(str(args.out / "screenshot-analysis-progress.png"))
    wait(actions.job.finished)
    wait(ms=300)
    analysis = window.session.analysis
    panel = actions.panel
    window.resizeDocks([panel, moves], [430, 290], Qt.Orientation.Horizontal)
    errors = [d for d in analysis.errors_of(0) if d.kind == "checker" and d.made != d.best]
    if not errors:
        print("no checker error of Alice's to show; try another --seed")
        return 1
    worst = errors[0]
    row = next(i for i in range(panel.errors.count())
               if panel.errors.item(i).data(Qt.ItemDataRole.UserRole) == worst)
    panel.errors.setCurrentRow(row)
    wait(ms=600)
    args.out.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(args.out / "screenshot-analysis.png"))
    window.view.grab().save(str(args.out / "screenshot-analysis-error.png"))
    s = analysis.players
    print(f"analysed at {analysis.level} in {analysis.seconds:.1f} s; Alice {s[0].error_rate:.1f} mEMG "
          f"({s[0].rating}), Bob {s[1].error_rate:.1f} mEMG ({s[1].rating}); error shown: game {worst.game + 1} "
          f"{worst.dice} {worst.made} (best {worst.best}, {-worst.equity_lost:+.3f}, {worst.error})")
    window.analysis.shutdown()
    window.close()
    app.processEvents()
    shutil.rmtree(config, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
