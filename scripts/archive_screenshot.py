#!/usr/bin/env python3
"""The README's screenshot of Analyse > Analyse files…: docs/screenshot-archive.png.

The match files of the corpus's Backgammon Studio and Galaxy folders
(../shared/testdata/matches, as the archive tests use) are analysed by the
dialog's own job (:class:`ArchiveAnalysis`, local worker processes) at the
given level; when it has finished, the dialog is grabbed with
``QWidget.grab()``.  The app's translators are installed as the app installs
them (English: a count's plural forms, "16 matches analysed."), the
offscreen platform draws it.  Matches already analysed at the level come
from the analysis cache (``--cache``; default: the app's own,
:func:`backgammon_qt.engine.cluster.default_cache_dir`), so a second run
takes seconds.

Usage: python scripts/archive_screenshot.py [--out PATH] [--level L] [--workers N] [--cache DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "testdata" / "matches"
SIZE = (760, 600)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshot-archive.png")
    parser.add_argument("--level", default="world_class")
    parser.add_argument("--workers", type=int, default=1, help="local worker processes (default 1)")
    parser.add_argument("--cache", type=Path, default=None, help="the analysis cache (default: the app's)")
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))

    from PySide6.QtWidgets import QApplication

    from backgammon_qt.app import translations
    from backgammon_qt.controller.engine_jobs.archive import ArchiveAnalysis
    from backgammon_qt.ui.archive_dialog import ArchiveDialog

    app = QApplication([])
    translations.install("en", app)
    files = sorted(str(p) for folder in ("bgstudio", "galaxy") for p in (args.corpus / folder).iterdir())
    if not files:
        sys.exit(f"archive_screenshot: no match files under {args.corpus}")
    job = ArchiveAnalysis(cache_dir=args.cache, workers=args.workers)
    dialog = ArchiveDialog(job)
    dialog.resize(*SIZE)
    dialog.show()
    # queued to the application's thread, after the dialog's own slots (connected first)
    job.finished.connect(app.quit)
    job.failed.connect(app.quit)
    job.start(files, args.level)
    app.exec()
    job.wait()
    app.processEvents()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if not dialog.grab().save(str(args.out)):
        sys.exit(f"archive_screenshot: cannot write {args.out}")
    print(f"{args.out}: {dialog.status.text()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
