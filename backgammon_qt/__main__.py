"""Entry point for ``python -m backgammon_qt`` and the ``backgammon-qt`` command.

:func:`create_main_window` builds the board window (scene, view, menus, a
controller for a new match); :func:`main` parses the command line and runs Qt.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QMainWindow

from backgammon_qt import __version__

APP_NAME = "backgammon-qt"


def create_main_window(settings=None, match=None) -> QMainWindow:
    """Build the application's main window with a new match on the board.

    ``settings`` (a :class:`backgammon_qt.settings.Settings`) and ``match`` (a
    :class:`backgammon_qt.model.match.Match`) default to the user's settings
    and a match set up as the last one.  Needs a running ``QApplication``; it
    does not create one, so tests (pytest-qt) and :func:`main` can both call it.
    """
    from backgammon_qt.ui.main_window import MainWindow

    return MainWindow(settings=settings, match=match)


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
