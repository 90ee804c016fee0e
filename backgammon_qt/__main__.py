"""Entry point for ``python -m backgammon_qt`` and the ``backgammon-qt`` command.

PLACEHOLDER: for now this opens an empty main window. The UI issue fills in
:func:`create_main_window` with the real board window (scene, view, menus) and
wires it to a controller; :func:`main` should stay this small.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from backgammon_qt import __version__

APP_NAME = "backgammon-qt"


def create_main_window() -> QMainWindow:
    """Build the application's main window (placeholder until the board exists).

    Needs a running ``QApplication``; it does not create one, so tests (pytest-qt)
    and :func:`main` can both call it.
    """
    window = QMainWindow()
    window.setWindowTitle(APP_NAME)
    label = QLabel(window.tr("The board comes here."))
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.resize(960, 640)
    return window


def main(argv: Sequence[str] | None = None) -> int:
    """Start the application and return its exit code.

    Options this parser does not know (e.g. Qt's ``-platform offscreen``) are passed
    on to ``QApplication``.
    """
    if argv is None:
        argv = sys.argv[1:]
    parser = argparse.ArgumentParser(prog=APP_NAME, description="Desktop backgammon.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    _args, qt_args = parser.parse_known_args(list(argv))

    app = QApplication.instance() or QApplication([APP_NAME, *qt_args])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)

    window = create_main_window()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
