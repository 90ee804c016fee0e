"""Entry point for ``python -m backgammon_qt`` and the ``backgammon-qt`` command.

:func:`create_main_window` builds the board window (scene, view, menus, a
controller for a new match); :func:`main` parses the command line
(``backgammon-qt [--debug] [FILE]``: open a match file; without one, offer
to resume an unfinished autosaved match; ``--export-position ID OUT``: write
a picture of a position and exit, :func:`export_position`), sets up the log and the hook for
uncaught exceptions (:mod:`backgammon_qt.app.logs`) and runs Qt.
"""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from backgammon_qt import __version__

if TYPE_CHECKING:
    from backgammon_qt.app.settings import Settings
    from backgammon_qt.model.match import Match
    from backgammon_qt.ui.main_window import MainWindow

APP_NAME = "backgammon-qt"   # the same as app.paths.APP_NAME (not imported: --help answers before any)

COLLECTOR_OFF_MS = 10_000
"""The longest time (ms) :func:`main` leaves Python's cycle collector off
while it waits for the window's first paint."""


def create_main_window(settings: Settings | None = None, match: Match | None = None) -> MainWindow:
    """Build the application's main window with a new match on the board.

    ``settings`` (a :class:`backgammon_qt.app.settings.Settings`) and ``match`` (a
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
    if getattr(sys, "frozen", False):
        # first thing: in a frozen bundle, a spawned engine process (controller/engine_jobs/computer.py) starts here
        import multiprocessing

        multiprocessing.freeze_support()
    if argv is None:
        argv = sys.argv[1:]
    argv = list(argv)
    parser = argparse.ArgumentParser(prog=APP_NAME, description="Desktop backgammon.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--debug", action="store_true",
                        help="log more (everything, to the log file and the terminal)")
    parser.add_argument("file", nargs="?", metavar="FILE",
                        help="a match file to open (.bgqt, .mat, .txt or .sgf)")
    parser.add_argument("--export-position", nargs=2, metavar=("ID", "OUT"),
                        help="write a picture of the position ID (a Position ID, PositionID:MatchID or an "
                             "XGID) to OUT (.png or .svg) and exit, without a window or a display")
    early, _rest = parser.parse_known_args(argv)   # --version and --help answer before Qt starts
    if early.export_position:
        text, out = early.export_position
        return export_position(text, out, _rest)

    # Start-up makes many objects and frees next to none: Python's cycle collector would
    # run some 60 times before the board is on screen and find nothing to free.  It is
    # off until the window's first paint (a window that is not painted, e.g. started
    # minimized: for COLLECTOR_OFF_MS at most), or until main() returns, whatever happens.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _run(parser, argv, early.debug, gc.enable if collecting else None)
    finally:
        if collecting:
            gc.enable()


def _run(parser: argparse.ArgumentParser, argv: list[str], debug: bool,
         after_first_paint: Callable[[], object] | None) -> int:
    """:func:`main` from the log on: the application, the window, Qt's
    event loop; ``after_first_paint`` is called once the board is on screen."""
    from PySide6.QtCore import QTimer

    from backgammon_qt.app import logs
    from backgammon_qt.app.application import app_icon, application

    # before the QApplication, so that what Qt says while it starts is in the log too
    # the file itself opens after the window's first paint (what is logged until then is kept)
    logs.set_up(debug=debug, open_later=True)
    logs.install_qt_message_handler()
    hook = logs.install_exception_hook()
    # without the options Qt took (-platform offscreen...); the icon comes after the first
    # paint (the board does not show it, and X11 copies each of its sizes into the window)
    app, argv = application(argv, icon=False)
    args, _rest = parser.parse_known_args(argv)

    window = create_main_window()
    if after_first_paint is not None:
        window.after_first_paint(after_first_paint)
        QTimer.singleShot(COLLECTOR_OFF_MS, after_first_paint)

    def give_icon() -> None:
        app.setWindowIcon(app_icon())

    window.after_first_paint(give_icon)
    window.after_first_paint(logs.open_log_file)
    # an uncaught exception: logged, the match written to the autosave, then a dialog
    hook.call_before_dialog(window.session.autosave.flush)
    window.show()
    # FILE opens; an unfinished match from the last run is offered once the board is on screen
    # (or the file has opened), and not overwritten by the autosave before the answer
    window.files.start_up(args.file)
    try:
        return app.exec()
    finally:
        # after a quit it was done on closing; after a signal (app.application.quit_on_signals) not:
        # the engines' processes end, the autosave is written and its lock released
        window.shutdown_engines()
        logs.tear_down()                   # the hooks and the log handlers live as long as the loop


def export_position(text: str, out: str, rest: Sequence[str] = ()) -> int:
    """``--export-position ID OUT``: write the picture of the position
    ``text`` to ``out`` (:func:`backgammon_qt.ui.picture.export_position`)
    in the theme, orientation and point numbers of the user's settings, on
    Qt's offscreen platform (no window, no display needed; ``rest``: Qt's
    own options).  Returns 0, or 2 with a one-line reason on stderr for a
    text that is not a position, another suffix or a file not written."""
    import os

    from backgammon_qt.app.application import application
    from backgammon_qt.app.settings import Settings

    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"       # nothing is shown: no display is needed
    application(rest)
    from backgammon_qt.controller.positions import PositionError
    from backgammon_qt.ui import picture
    from backgammon_qt.ui.theme import THEME

    settings = Settings()
    THEME.use(settings.get("theme"))
    try:
        picture.export_position(text, out, home_left=settings.get("orientation") == "left",
                                point_numbers=settings.get("point_numbers"))
    except (PositionError, ValueError, OSError) as exc:
        reason = " ".join(str(exc).split())           # one line
        print(f"{APP_NAME}: cannot export the position: {reason}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
