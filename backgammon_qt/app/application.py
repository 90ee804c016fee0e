"""The QApplication set-up: one place for the application's name and
version (QSettings, the window title and the platform see them), its icon
and desktop file name (the launcher, the task bar and the title bar find
it by them), and the command-line options Qt takes for itself
(``-platform offscreen``...)."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from backgammon_qt import __version__

from . import paths
from .paths import APP_NAME

__all__ = ["APP_NAME", "APP_ID", "ICON_SIZES", "WINDOW_ICON_SIZES", "application", "app_icon"]

APP_ID = "io.github.backgammonqt.BackgammonQt"
"""The reverse-DNS name of the desktop file, the AppStream component and the
icon (resources/desktop-files/, resources/app-icon/)."""

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The sizes of the icon's PNGs in resources/app-icon/hicolor/ (packaging/render-icons.py)."""

WINDOW_ICON_SIZES = tuple(size for size in ICON_SIZES if size <= 256)
"""The sizes the window icon is made of: X11 copies every size of it into a
property of each window (``_NET_WM_ICON``), and 512 pixels alone would be 1 MB
there; task switchers use 256 at most."""

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


def application(argv: Sequence[str] = ()) -> tuple[QApplication, list[str]]:
    """The running QApplication, made with ``argv`` (the arguments after
    the program name) if there is none yet, named, versioned and given its
    icon; and the arguments Qt left (without the options it took, e.g.
    ``-platform offscreen``).  With an application already running
    (tests), ``argv`` is returned as given."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app, rest = existing, list(argv)
    else:
        app = QApplication([APP_NAME, *argv])
        rest = app.arguments()[1:]
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    # Wayland's app id and the X11 start-up notification name the .desktop file
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    return app, rest
