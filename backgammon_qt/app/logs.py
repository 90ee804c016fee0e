"""Errors a player can report: the log file, Qt's own messages in it, and
a hook for exceptions nobody caught.

- :func:`set_up` sends Python's :mod:`logging` to ``backgammon-qt.log`` in
  the state folder (e.g. ``~/.local/state/backgammon-qt/``), rotated at
  1 MB with three old files kept (``.log.1`` ... ``.log.3``), and to the
  terminal when there is one (warnings and worse; everything with
  ``debug``).  :mod:`faulthandler` writes the Python stacks of a hard crash
  (SIGSEGV, SIGABRT, ...) to ``backgammon-qt-faults.log`` beside it.
- :func:`install_qt_message_handler` routes ``qDebug``/``qWarning``/...
  (Qt's own messages, e.g. the platform plugin's) to the logger ``qt``
  (``qt.<category>`` for categorised ones).
- :func:`install_exception_hook` sets :data:`sys.excepthook` and
  :data:`threading.excepthook`: the traceback goes to the log, the
  callbacks registered with :meth:`ExceptionHook.call_before_dialog` run
  (the entry point registers the autosave's flush, so the match is on disk
  first: this layer imports nothing of the controller's), then
  :class:`ErrorDialog` says what happened and where the log is.  The
  application goes on running.

:func:`tear_down` undoes all of it (tests).  Nothing here imports another
package of ours but :mod:`.paths`.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QMessageLogContext, QObject, QtMsgType, Signal, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from backgammon_qt import __version__

from . import paths

if TYPE_CHECKING:
    from .error_dialog import ErrorDialog

__all__ = [
    "LOG_FILE_NAME", "FAULTS_FILE_NAME", "MAX_BYTES", "BACKUP_COUNT", "log_path", "faults_path",
    "set_up", "open_log_file", "tear_down", "install_qt_message_handler", "install_exception_hook",
    "ExceptionHook", "ErrorDialog",
]

LOG_FILE_NAME = "backgammon-qt.log"
FAULTS_FILE_NAME = "backgammon-qt-faults.log"
MAX_BYTES = 1_000_000
"""The log is rotated when it would grow past this size."""
BACKUP_COUNT = 3
"""How many rotated logs are kept (``backgammon-qt.log.1`` is the newest)."""

FORMAT = "%(asctime)s %(levelname)-8s %(name)s [%(threadName)s] %(message)s"

_log = logging.getLogger("backgammon_qt.app.logs")

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def log_path() -> Path:
    """Where the log is written: ``backgammon-qt.log`` in the state folder."""
    return paths.state_dir() / LOG_FILE_NAME


def faults_path() -> Path:
    """Where :mod:`faulthandler` writes the stacks of a hard crash."""
    return paths.state_dir() / FAULTS_FILE_NAME


class _State:
    """What :func:`set_up` and the installers changed, for :func:`tear_down`."""

    handlers: ClassVar[list[logging.Handler]] = []
    root_level: int | None = None
    log_file: Path | None = None
    faults: IO[str] | None = None
    qt_previous: Any = None
    qt_installed = False
    hook: ExceptionHook | None = None
    held: _Held | None = None                 # the records kept until the log file opens
    file_args: tuple[Path, int, int, logging.Formatter, int] | None = None


class _Held(logging.Handler):
    """Keeps the records logged before the log file is opened
    (:func:`open_log_file`: after the first paint, so that start-up does not
    import :mod:`logging.handlers` with its sockets and pickles first); an
    error opens the file at once."""

    def __init__(self, level: int) -> None:
        super().__init__(level)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)
        if record.levelno >= logging.ERROR:
            open_log_file()


def set_up(debug: bool = False, path: Path | None = None, *, max_bytes: int = MAX_BYTES,
           backup_count: int = BACKUP_COUNT, terminal: bool = True, faults: bool = True,
           open_later: bool = False) -> Path | None:
    """Log to the rotated file ``path`` (default :func:`log_path`) at level
    INFO, DEBUG when ``debug``; and to stderr (``terminal``, when there is
    one: a windowed bundle has none) at WARNING, DEBUG when ``debug``.
    ``faults``: enable :mod:`faulthandler` into :func:`faults_path`.
    ``open_later``: the file is opened by :func:`open_log_file` (the entry
    point calls it after the window's first paint; an error logged before
    opens it at once, :func:`tear_down` at the latest), the records logged
    until then are kept and written first.

    Called again, it replaces what it set up before.  Returns the log
    file's path, or None when it cannot be written (the reason is logged
    to the terminal): the app runs without a log rather than not at all.
    """
    _remove_handlers()
    _State.held = _State.file_args = None
    root = logging.getLogger()
    if _State.root_level is None:
        _State.root_level = root.level
    level = logging.DEBUG if debug else logging.INFO
    root.setLevel(level)
    formatter = logging.Formatter(FORMAT)
    if terminal and sys.stderr is not None:
        stream = logging.StreamHandler(sys.stderr)
        stream.setLevel(logging.DEBUG if debug else logging.WARNING)
        stream.setFormatter(formatter)
        _add_handler(stream)
    path = log_path() if path is None else path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        _log.warning("no log file: %s", error)
        _State.log_file = None
    else:
        _State.file_args = (path, max_bytes, backup_count, formatter, level)
        _State.log_file = path
        if open_later:
            _State.held = _Held(level)
            _add_handler(_State.held)
        else:
            open_log_file()
    logging.captureWarnings(True)
    if faults:
        _enable_faulthandler(path.parent / FAULTS_FILE_NAME)
    _log.info("backgammon-qt %s starting (Python %s, PySide6 %s, Qt %s, %s%s)%s", __version__,
              ".".join(map(str, sys.version_info[:3])), _pyside_version(), _qt_version(), _system(),
              ", frozen" if getattr(sys, "frozen", False) else "", ", debug log" if debug else "")
    return _State.log_file


def open_log_file() -> Path | None:
    """Open the log file :func:`set_up` left to open later (a
    :class:`logging.handlers.RotatingFileHandler`), write the records kept
    until now into it, and log to it from now on; nothing when it is open
    already.  Returns the log file's path, or None when it cannot be
    written (the reason is logged to the terminal)."""
    args, _State.file_args = _State.file_args, None
    held, _State.held = _State.held, None
    if held is not None:
        logging.getLogger().removeHandler(held)
        _State.handlers.remove(held)
    if args is None:
        return _State.log_file
    from logging.handlers import RotatingFileHandler

    path, max_bytes, backup_count, formatter, level = args
    try:
        handler = RotatingFileHandler(path, maxBytes=max_bytes, backupCount=backup_count, encoding="utf-8")
    except OSError as error:
        _log.warning("no log file: %s", error)
        _State.log_file = None
        return None
    handler.setFormatter(formatter)
    handler.setLevel(level)
    for record in held.records if held is not None else ():
        handler.handle(record)
    _add_handler(handler)
    return path


def current_log_file() -> Path | None:
    """The log file :func:`set_up` writes, or None (not set up, or not writable)."""
    return _State.log_file


def _system() -> str:
    # not platform.platform(): it runs `uname -p` in a subprocess at every start (and the platform
    # module is not imported before the first paint where os.uname() says the same)
    if hasattr(os, "uname"):
        system = os.uname()
        return f"{system.sysname} {system.release} {system.machine}"
    import platform

    return f"{platform.system()} {platform.release()} {platform.machine()}"


def _pyside_version() -> str:
    import PySide6

    return str(PySide6.__version__)


def _qt_version() -> str:
    from PySide6.QtCore import qVersion

    return str(qVersion())


def _add_handler(handler: logging.Handler) -> None:
    logging.getLogger().addHandler(handler)
    _State.handlers.append(handler)


def _remove_handlers() -> None:
    root = logging.getLogger()
    for handler in _State.handlers:
        root.removeHandler(handler)
        handler.close()
    _State.handlers = []


def _enable_faulthandler(path: Path) -> None:
    try:
        # keep the file small: a new run starts it again once it has grown
        mode = "w" if path.is_file() and path.stat().st_size > MAX_BYTES else "a"
        faults = path.open(mode, encoding="utf-8")
    except OSError as error:
        _log.warning("no faults file: %s", error)
        return
    if _State.faults is not None:
        _State.faults.close()
    _State.faults = faults
    faulthandler.enable(file=faults, all_threads=True)


# ---------------------------------------------------------------- Qt's messages
_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


_QT_NOTICES = frozenset({"This plugin does not support propagateSizeHints()"})
"""Warnings Qt gives for what a platform plugin cannot do (the offscreen
one, at every window shown), logged at DEBUG: they are no fault."""


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    category = context.category or "default"
    # Qt's own categories already start with "qt." (qt.qpa.xcb); an app's may not
    name = "qt" if category == "default" else category if category.startswith("qt.") else f"qt.{category}"
    logger = logging.getLogger(name)
    level = _QT_LEVELS.get(kind, logging.WARNING)
    if message in _QT_NOTICES:
        level = logging.DEBUG
    if kind == QtMsgType.QtFatalMsg:
        message += " (Qt aborts the application now)"
    logger.log(level, "%s", message)


def install_qt_message_handler() -> None:
    """Send Qt's own messages to the logger ``qt`` (and so to the log file
    and, warnings and worse, to the terminal)."""
    previous = qInstallMessageHandler(_qt_message)
    if not _State.qt_installed:
        _State.qt_previous, _State.qt_installed = previous, True


# ---------------------------------------------------------------- uncaught exceptions
class _Relay(QObject):
    """Carries an exception from another thread to the GUI thread's dialog."""

    report = Signal(str, str)


class ExceptionHook:
    """:data:`sys.excepthook` and :data:`threading.excepthook` for the app.

    Every uncaught exception is logged (CRITICAL, with its traceback).  On
    the GUI thread (for another thread, once the GUI thread gets to it),
    the :meth:`call_before_dialog` callbacks run, then
    :class:`ErrorDialog` is shown; one dialog at a time, and one per
    distinct error (an error repeating in a paint or a timer is only
    logged again).  KeyboardInterrupt goes to the previous hook.
    """

    def __init__(self) -> None:
        self._before: list[Callable[[], object]] = []
        self._showing = False
        self._shown: set[str] = set()
        self._previous_sys = sys.excepthook
        self._previous_threading = threading.excepthook
        self._relay: _Relay | None = None
        self.dialogs = 0
        """How many dialogs were shown (for tests and the log)."""

    # -- set-up
    def install(self) -> ExceptionHook:
        self._relay = _Relay()
        self._relay.report.connect(self._show)
        sys.excepthook = self
        threading.excepthook = self.thread_hook
        return self

    def uninstall(self) -> None:
        if sys.excepthook is self:
            sys.excepthook = self._previous_sys
        if threading.excepthook == self.thread_hook:
            threading.excepthook = self._previous_threading
        if self._relay is not None:
            self._relay.deleteLater()
            self._relay = None

    def call_before_dialog(self, callback: Callable[[], object]) -> None:
        """Run ``callback`` after an error is logged and before its dialog
        (e.g. write the autosave).  A callback returning False means "the
        match could not be saved"; one that raises is logged and counts as
        False."""
        self._before.append(callback)

    # -- the hooks
    def __call__(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            self._previous_sys(exc_type, exc, tb)
            return
        self.report((exc_type, exc, tb), threading.current_thread().name)

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        exc = args.exc_value if args.exc_value is not None else args.exc_type()
        name = args.thread.name if args.thread is not None else "a thread"
        self.report((args.exc_type, exc, args.exc_traceback), name)

    def report(self, info: ExcInfo, thread_name: str) -> None:
        """Log the exception ``info`` raised in thread ``thread_name``, and
        have the GUI thread show the dialog."""
        exc_type, exc, tb = info
        _log.critical("uncaught exception in %s", thread_name, exc_info=info)
        summary = "".join(traceback.format_exception_only(exc_type, exc)).strip()
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        if threading.current_thread() is threading.main_thread():
            self._show(summary, details)
        elif self._relay is not None:
            self._relay.report.emit(summary, details)       # queued to the GUI thread

    def _show(self, summary: str, details: str) -> None:
        if not isinstance(QApplication.instance(), QApplication):
            if not _State.handlers:                         # neither a dialog nor a log
                print(details, file=sys.stderr)
            return
        where = details.rstrip().splitlines()
        key = summary.split(":", 1)[0] + "|" + "|".join(line for line in where if line.startswith("  File"))
        if self._showing or key in self._shown:
            _log.info("no dialog for this error: %s", "one is open" if self._showing else "shown before")
            return
        self._showing = True
        self._shown.add(key)
        try:
            saved = self._run_callbacks()
            from .error_dialog import ErrorDialog

            dialog = ErrorDialog(summary, details, current_log_file(), saved, QApplication.activeWindow())
            self.dialogs += 1
            dialog.exec()
            dialog.deleteLater()
        finally:
            self._showing = False

    def _run_callbacks(self) -> bool | None:
        if not self._before:
            return None
        saved = True
        for callback in self._before:
            try:
                if callback() is False:
                    saved = False
            except Exception:
                _log.exception("while saving after an error")
                saved = False
        return saved


def install_exception_hook() -> ExceptionHook:
    """Install (or re-install) the app's :class:`ExceptionHook` and return it."""
    if _State.hook is not None:
        _State.hook.uninstall()
    _State.hook = ExceptionHook().install()
    return _State.hook


def tear_down() -> None:
    """Undo :func:`set_up` and the installers: handlers closed, the root
    level, Qt's message handler and the hooks as they were before,
    :mod:`faulthandler` back on stderr (tests)."""
    if _State.held is not None:
        open_log_file()                       # what was kept is written before the handlers close
    _State.file_args = None
    _remove_handlers()
    if _State.root_level is not None:
        logging.getLogger().setLevel(_State.root_level)
        _State.root_level = None
    logging.captureWarnings(False)
    _State.log_file = None
    if _State.faults is not None:
        faulthandler.enable(file=sys.__stderr__ if sys.__stderr__ is not None else sys.stderr)
        _State.faults.close()
        _State.faults = None
    if _State.qt_installed:
        qInstallMessageHandler(_State.qt_previous)
        _State.qt_previous, _State.qt_installed = None, False
    if _State.hook is not None:
        _State.hook.uninstall()
        _State.hook = None


def __getattr__(name: str) -> Any:
    """:class:`ErrorDialog` (:mod:`.error_dialog`), imported when first
    used: a message box class is not made before the window's first paint."""
    if name == "ErrorDialog":
        from .error_dialog import ErrorDialog

        return ErrorDialog
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
