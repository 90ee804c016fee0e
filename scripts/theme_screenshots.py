#!/usr/bin/env python3
"""The board in each theme: docs/screenshot-high-contrast.png (and, with
``--all DIR``, every theme into DIR).

The match of ``scripts/screenshots.py`` is played to its position (a checker
on the bar, the cube turned), then Alice picks up a checker with the keyboard
(the ring on her 6-point, its destinations lit) and the window is grabbed
with ``QWidget.grab()`` on the offscreen platform.

Usage: python scripts/theme_screenshots.py [--out FILE] [--all DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1200, 780)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshot-high-contrast.png")
    parser.add_argument("--all", type=Path, default=None, help="also write every theme's board into this folder")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = tempfile.mkdtemp(prefix="bgqt-theme-shots-")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = tmp
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "scripts"))
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from screenshots import stage

    from backgammon_qt.app.settings import Settings
    from backgammon_qt.model.dice import ManualDice
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.rules import RuleOptions
    from backgammon_qt.ui.main_window import MainWindow
    from backgammon_qt.ui.theme import THEME_NAMES

    app = QApplication([sys.argv[0]])
    app.setApplicationName("backgammon-qt")
    from backgammon_qt.app import translations

    translations.install("en", app)        # as the app does: a count's English plural forms ("167 pips")
    shots = {"high_contrast": args.out}
    if args.all is not None:
        args.all.mkdir(parents=True, exist_ok=True)
        shots.update({name: args.all / f"theme-{name}.png" for name in THEME_NAMES if name != "high_contrast"})
    for name, path in shots.items():
        settings = Settings(Path(tmp) / f"settings-{name}.ini")
        settings.set("animation_speed", 0)
        settings.set("theme", name)
        dice = ManualDice([5, 2, 1, 3, 3, 5, (6, 4), (3, 1)])
        window = MainWindow(settings=settings, match=Match(5, RuleOptions.match(), ("Alice", "Bob"), dice))
        window.resize(*SIZE)
        window.show()
        QTest.qWaitForWindowExposed(window)
        stage(window)
        window.view.setFocus(Qt.FocusReason.OtherFocusReason)
        QTest.keyClick(window.view, "6")
        QTest.keyClick(window.view, Qt.Key.Key_Return)       # picked up: its destinations light up
        QTest.keyClick(window.view, Qt.Key.Key_Left)         # the ring on the 7-point
        QTest.qWait(200)
        path.parent.mkdir(parents=True, exist_ok=True)
        window.grab().save(str(path))
        print(f"wrote {path}")
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
