"""The QApplication set-up: one place for the application's name and
version (QSettings, the window title and the platform see them) and for
the command-line options Qt takes for itself (``-platform offscreen``...)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QApplication

from backgammon_qt import __version__

from .paths import APP_NAME

__all__ = ["APP_NAME", "application"]


def application(argv: Sequence[str] = ()) -> tuple[QApplication, list[str]]:
    """The running QApplication, made with ``argv`` (the arguments after
    the program name) if there is none yet, named and versioned; and the
    arguments Qt left (without the options it took, e.g. ``-platform
    offscreen``).  With an application already running (tests), ``argv``
    is returned as given."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app, rest = existing, list(argv)
    else:
        app = QApplication([APP_NAME, *argv])
        rest = app.arguments()[1:]
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    return app, rest
