#!/usr/bin/env python3
"""docs/screenshot-danish.png: the board in Danish (README "Languages").

The same position as scripts/screenshots.py's first screenshot (a bear-off
against a checker on the bar, the cube turned), played through the
controller with the Danish translators installed, grabbed offscreen with
``QWidget.grab()``.  The .qm files are built first if they are missing.

Usage: python scripts/screenshot-danish.py [--out DIR]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1200, 780)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = tempfile.mkdtemp(prefix="bgqt-shot-da-")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = tmp
    subprocess.run(["bash", str(ROOT / "scripts" / "build-translations.sh")], check=True)
    sys.path.insert(0, str(ROOT))
    spec = importlib.util.spec_from_file_location("screenshots", ROOT / "scripts" / "screenshots.py")
    assert spec is not None and spec.loader is not None
    screenshots = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(screenshots)

    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from backgammon_qt.app import translations
    from backgammon_qt.app.settings import Settings
    from backgammon_qt.model.dice import ManualDice
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.rules import RuleOptions
    from backgammon_qt.ui.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    app.setApplicationName("backgammon-qt")
    assert translations.install("da", app) == "da"
    settings = Settings(Path(tmp) / "settings.ini")
    settings.set("animation_speed", 0)
    dice = ManualDice([5, 2, 1, 3, 3, 5, (6, 4), (3, 1)])
    match = Match(5, RuleOptions.match(), ("Karen", "Bo"), dice)
    window = MainWindow(settings=settings, match=match)
    window.resize(*SIZE)
    window.show()
    QTest.qWaitForWindowExposed(window)
    screenshots.stage(window)
    QTest.qWait(300)
    args.out.mkdir(parents=True, exist_ok=True)
    out = args.out / "screenshot-danish.png"
    window.grab().save(str(out))
    print(f"wrote {out}")
    window.close()
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
