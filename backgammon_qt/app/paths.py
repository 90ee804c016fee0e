"""Where backgammon-qt keeps its files: one module wrapping :mod:`platformdirs`.

Every path is computed when asked, never cached at import, so tests that point
``XDG_CONFIG_HOME`` and friends at a temporary folder (``tests/conftest.py``)
redirect everything, QSettings included (:func:`settings_file`).

Nothing here imports Qt.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

__all__ = [
    "APP_NAME", "APP_TITLE", "config_dir", "data_dir", "state_dir", "cache_dir",
    "settings_file", "resources_dir", "resource_path", "read_resource_text",
]

APP_NAME = "backgammon-qt"
"""The folder name used under each of the user's base directories."""

APP_TITLE = "backgammon-qt"
"""The window's title, shown after the match's ("Alice - Bob \u2014 backgammon-qt")."""

_PACKAGE_DIR = Path(__file__).resolve().parent.parent   # backgammon_qt/


def config_dir() -> Path:
    """The user's configuration folder for the app (e.g. ``~/.config/backgammon-qt``)."""
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    """The user's data folder (saved matches)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def state_dir() -> Path:
    """The user's state folder (autosave, recent files)."""
    return platformdirs.user_state_path(APP_NAME, appauthor=False)


def cache_dir() -> Path:
    """The user's cache folder."""
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def settings_file() -> Path:
    """The INI file that :mod:`backgammon_qt.app.settings` stores the options in."""
    return config_dir() / "settings.ini"


def resources_dir() -> Path:
    """The ``resources/`` folder (themes, icons, translations, RULES.md).

    It lies next to the package in a source checkout or editable install.
    Raises :class:`FileNotFoundError` if it cannot be found.
    """
    for candidate in (_PACKAGE_DIR / "resources", _PACKAGE_DIR.parent / "resources"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the resources folder is missing (looked next to {_PACKAGE_DIR})")


def resource_path(name: str) -> Path:
    """The path of resource ``name`` (relative to ``resources/``, '/'-separated).

    Raises :class:`FileNotFoundError` if the file does not exist.
    """
    path = resources_dir().joinpath(*name.split("/"))
    if not path.is_file():
        raise FileNotFoundError(f"resource {name!r} is missing: {path}")
    return path


def read_resource_text(name: str) -> str:
    """The text (UTF-8) of resource ``name``; see :func:`resource_path`."""
    return resource_path(name).read_text(encoding="utf-8")
