#!/usr/bin/env python3
"""Regenerate the README's screenshots: docs/screenshot-home-right.png,
docs/screenshot-home-left.png, docs/screenshot-tall.png and
docs/screenshot-turned.png.

The app is started for real under Xvfb (this script re-runs itself with
``xvfb-run -a -s "-screen 0 1280x1440x24"`` when there is no display), a short
match is played through the controller to a position worth showing (a
bear-off against a checker on the bar, the cube turned, a drag in progress),
and the window is grabbed with ``QWidget.grab()``; then in a window opened
tall (900x1400) the board turns (the bar across it); last Alice ends her turn
and the board turns for Bob, on roll (two players at one machine).

Usage: python scripts/screenshots.py [--out DIR]
Settings are kept in a temporary folder: the user's own are not touched.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1200, 780)
TALL_SIZE = (900, 1400)


def _rerun_under_xvfb() -> int:
    xvfb = shutil.which("xvfb-run")
    if xvfb is None:
        sys.exit("screenshots: no display and no xvfb-run (apt-get install xvfb xauth)")
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", SCREENSHOTS_UNDER_XVFB="1")
    cmd = [xvfb, "-a", "-s", "-screen 0 1280x1440x24", sys.executable, __file__, *sys.argv[1:]]
    return subprocess.call(cmd, env=env)


def stage(window) -> None:
    """Play a short match to the shown position, through the controller only."""
    from backgammon_qt.model import Position
    from backgammon_qt.model.game import Game

    c = window.controller
    match = c.match
    # game 1: Alice resigns a single game after the opening roll
    c.roll()                        # opening: Alice 5, Bob 2
    c.resign(1)
    c.answer("accept")
    # game 2: Bob resigns a gammon
    c.answer("next_game")
    c.roll()                        # opening: Alice 1, Bob 3
    c.resign(2)
    c.answer("accept")
    # game 3 starts from a late middle game (Alice's view; Bob has a blot on her 2-point)
    alice = {8: 1, 6: 6, 5: 3, 4: 2, 3: 1}
    bob = {23: 1, 6: 4, 5: 3, 4: 3, 8: 2, 13: 2}
    match.games.append(Game(match.rules, match.dice_source, match_length=match.length, score=match.score,
                            start=Position.from_points(alice, bob)))
    window.start_match(match)
    c = window.controller
    c.roll()                        # opening: Alice 3, Bob 5: Bob plays 5-3
    c.request_move(8, 3)
    c.request_move(8, 5)
    c.end_turn()
    c.cube_clicked()                # Alice doubles, Bob takes
    c.answer("take")
    c.roll()                        # Alice rolls 6-4
    c.request_move(8, 2)            # 8/2*: Bob's blot goes to the bar


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
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

    from backgammon_qt.app.settings import Settings
    from backgammon_qt.model.dice import ManualDice
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.rules import RuleOptions
    from backgammon_qt.ui.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    app.setApplicationName("backgammon-qt")
    from backgammon_qt.app import translations

    translations.install("en", app)        # as the app does: a count's English plural forms ("167 pips")

    def staged_window(size: tuple[int, int], name: str) -> MainWindow:
        """A window of ``size`` on its own settings, played to the shown position."""
        settings = Settings(Path(tmp) / f"settings-{name}.ini")
        settings.set("animation_speed", 0)
        dice = ManualDice([5, 2, 1, 3, 3, 5, (6, 4), (3, 1)])
        match = Match(5, RuleOptions.match(), ("Alice", "Bob"), dice)
        window = MainWindow(settings=settings, match=match)
        window.resize(*size)
        window.show()
        QTest.qWaitForWindowExposed(window)
        stage(window)
        QTest.qWait(300)
        return window

    window = staged_window(SIZE, "wide")
    args.out.mkdir(parents=True, exist_ok=True)
    right = args.out / "screenshot-home-right.png"
    window.grab().save(str(right))
    print(f"wrote {right}")

    # home board on the left, with Alice dragging a checker from her 6-point
    window.orientation_action.trigger()
    QTest.qWait(100)
    assert window.scene.home_left
    scene, view = window.scene, window.view
    g = scene.geometry
    position = window.controller.game.position_for(0)
    n = position.player[6]
    start = view.mapFromScene(g.checker_pos(0, 6, n - 1, n))
    end = view.mapFromScene(g.column_rect(2).center())
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (i / 9))
    QTest.qWait(200)
    left = args.out / "screenshot-home-left.png"
    window.grab().save(str(left))
    print(f"wrote {left}")
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + (end - start) * (5 / 9))

    window.close()

    # a window opened tall: the board turns (the bar across it), Alice's 6-point checker on its way to 2
    window = staged_window(TALL_SIZE, "tall")
    assert window.scene.portrait and not window.scene.home_left
    scene, view, viewport = window.scene, window.view, window.view.viewport()
    g = scene.geometry
    start = view.mapFromScene(g.checker_pos(0, 6, n - 1, n))
    end = view.mapFromScene(g.column_rect(2).center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (i / 9))
    QTest.qWait(200)
    tall = args.out / "screenshot-tall.png"
    window.grab().save(str(tall))
    print(f"wrote {tall}")
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + (end - start) * (5 / 9))
    window.close()

    # Alice plays 6/2 and ends her turn: the board turns for Bob (on the bar), who rolls 3-1
    window = staged_window(SIZE, "turned")
    c = window.controller
    c.request_move(6, 2)
    c.end_turn()
    c.roll()
    QTest.qWait(300)
    turned = args.out / "screenshot-turned.png"
    window.grab().save(str(turned))
    print(f"wrote {turned}")
    window.close()
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
