"""The QApplication set-up: one place for the application's name and
version (QSettings, the window title and the platform see them), its icon
and desktop file name (the launcher, the task bar and the title bar find
it by them), the command-line options Qt takes for itself
(``-platform offscreen``...), and quitting on SIGTERM, SIGINT and SIGHUP
(:func:`quit_on_signals`)."""

from __future__ import annotations

import logging
import os
import re
import signal
import socket
import sys
import time
from collections.abc import Mapping, Sequence
from types import FrameType

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from backgammon_qt import __version__

from . import paths
from .paths import APP_NAME

__all__ = ["APP_NAME", "APP_ID", "ICON_SIZES", "WINDOW_ICON_SIZES", "QUIT_SIGNALS", "application", "app_icon",
           "display_problem", "quit_on_signals"]

APP_ID = "io.github.backgammonqt.BackgammonQt"
"""The reverse-DNS name of the desktop file, the AppStream component and the
icon (resources/desktop-files/, resources/app-icon/)."""

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The sizes of the icon's PNGs in resources/app-icon/hicolor/ (packaging/render-icons.py)."""

WINDOW_ICON_SIZES = tuple(size for size in ICON_SIZES if size <= 256)
"""The sizes the window icon is made of: X11 copies every size of it into a
property of each window (``_NET_WM_ICON``), and 512 pixels alone would be 1 MB
there; task switchers use 256 at most."""

QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))
"""The signals that end the application as a quit does: ``kill``, a session's
logout or a shutdown (SIGTERM), Ctrl+C in its terminal (SIGINT), the
terminal closed (SIGHUP)."""

_log = logging.getLogger(__name__)


def app_icon() -> QIcon:
    """The application's icon: the PNGs rendered from the SVG at
    :data:`WINDOW_ICON_SIZES` (Qt scales between them); an empty icon, with
    a warning in the log, when the resources are missing."""
    icon = QIcon()
    try:
        icons = paths.resources_dir() / "app-icon"
    except FileNotFoundError as error:
        _log.warning("no application icon: %s", error)
        return icon
    for size in WINDOW_ICON_SIZES:
        png = icons / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        if png.is_file():
            icon.addFile(str(png))
    if icon.isNull():
        _log.warning("no application icon in %s", icons)
    return icon


def _platform(argv: Sequence[str], environ: Mapping[str, str]) -> str:
    """The platform plugin Qt will try first: ``-platform NAME``, else
    ``QT_QPA_PLATFORM`` (its first choice), else "" (Qt's default)."""
    for i, arg in enumerate(argv):
        if arg in ("-platform", "--platform") and i + 1 < len(argv):
            return argv[i + 1].split(":", 1)[0]
        if arg.startswith(("-platform=", "--platform=")):
            return arg.split("=", 1)[1].split(":", 1)[0]
    return environ.get("QT_QPA_PLATFORM", "").split(";", 1)[0].split(":", 1)[0]


def _x_server_answers(number: str) -> bool:
    """Whether local X display ``number`` accepts a connection (its socket,
    abstract or in /tmp/.X11-unix)."""
    for address in ("\0/tmp/.X11-unix/X" + number, "/tmp/.X11-unix/X" + number):
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
            try:
                probe.connect(address)
            except OSError:
                continue
            return True
    return False


def display_problem(argv: Sequence[str] = (), environ: Mapping[str, str] | None = None,
                    wait: float = 3.0) -> str | None:
    """Why Qt's X11 platform could not start here, or None.

    Qt cannot go on without a display: it aborts the process (SIGABRT)
    after "could not connect to display".  On Linux, with the xcb platform
    (Qt's default without Wayland), this says so first: no ``DISPLAY``, or
    a local display that does not answer within ``wait`` seconds (a script
    that starts ``Xvfb :N &`` and the app at once may come first: the wait
    covers that).  Remote displays (``host:N``) and other platforms are
    left to Qt."""
    environ = os.environ if environ is None else environ
    platform = _platform(argv, environ)
    if not sys.platform.startswith("linux") or platform not in ("", "xcb"):
        return None
    if platform == "" and environ.get("WAYLAND_DISPLAY"):
        return None
    display = environ.get("DISPLAY", "")
    if not display:
        return ("there is no display to show the window on (DISPLAY is not set); start it from the "
                "desktop, under xvfb-run, or with -platform offscreen")
    local = re.fullmatch(r"(?:unix)?:(\d+)(?:\.\d+)?", display)
    if local is None:
        return None
    deadline = time.monotonic() + wait
    while not _x_server_answers(local.group(1)):
        if time.monotonic() >= deadline:
            return f"the X display {display} does not answer (is its server running?)"
        time.sleep(0.05)
    return None


class _SignalWake(QSocketNotifier):
    """Lets Python's signal handlers run while Qt's event loop waits.

    Python only runs a handler when the main thread runs Python code, which
    it does not while Qt waits for events: the C-level handler writes the
    signal's number to a socket (:func:`signal.set_wakeup_fd`), this
    notifier wakes the loop, and the slot it calls is Python code, during
    which the pending handlers run."""

    def __init__(self, parent: QCoreApplication) -> None:
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        super().__init__(self._reader.fileno(), QSocketNotifier.Type.Read, parent)
        self.activated.connect(self._drain)
        signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)

    def _drain(self) -> None:
        try:
            while self._reader.recv(64):
                pass
        except OSError:      # BlockingIOError: all read
            pass


_wake: _SignalWake | None = None
"""The one wake-up notifier (kept here, alive as long as the process)."""


def quit_on_signals(app: QCoreApplication, signals: Sequence[int] = QUIT_SIGNALS) -> None:
    """End ``app``'s event loop (and any dialog's) on each of ``signals``,
    with exit status 128 + the signal's number, as a process killed by it
    reports; the entry point then shuts the window's engines down, writes
    the autosave and releases its lock (``backgammon_qt.__main__.main``),
    and :mod:`multiprocessing` ends the engine processes.  Nothing asks the
    player first: the signal is the answer.  Call it from the main thread,
    once the application exists."""
    global _wake
    if _wake is None:
        _wake = _SignalWake(app)

    def handler(signum: int, _frame: FrameType | None) -> None:
        _log.warning("quitting on signal %s", signal.Signals(signum).name)
        # from the event loop: one not running yet (a signal during start-up) would ignore exit()
        QTimer.singleShot(0, app, lambda: app.exit(128 + signum))

    for signum in signals:
        signal.signal(signum, handler)


def application(argv: Sequence[str] = (), icon: bool = True) -> tuple[QApplication, list[str]]:
    """The running QApplication, made with ``argv`` (the arguments after
    the program name) if there is none yet, named, versioned and given its
    icon (:func:`app_icon`; ``icon=False``: not yet, the caller sets it
    later), quitting on :data:`QUIT_SIGNALS` (:func:`quit_on_signals`); and
    the arguments Qt left (without the options it took, e.g.
    ``-platform offscreen``).  With an application already running
    (tests), ``argv`` is returned as given and no signal handler is set.
    Exits (status 1, the reason logged and on stderr) where Qt would abort
    for want of a display (:func:`display_problem`)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app, rest = existing, list(argv)
    else:
        problem = display_problem(argv)
        if problem is not None:
            if logging.getLogger().handlers:         # the log and the terminal (app.logs)
                _log.critical("cannot start: %s", problem)
            else:
                print(f"{APP_NAME}: cannot start: {problem}", file=sys.stderr)
            raise SystemExit(1)
        app = QApplication([APP_NAME, *argv])
        rest = app.arguments()[1:]
        quit_on_signals(app)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    # Wayland's app id and the X11 start-up notification name the .desktop file
    app.setDesktopFileName(APP_ID)
    if icon:
        app.setWindowIcon(app_icon())
    from .settings import Settings  # the language setting: read once, at start (app.translations)
    from .translations import install
    install(Settings().get("language"), app)
    return app, rest
