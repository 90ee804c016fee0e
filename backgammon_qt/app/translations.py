"""The player's language: our translations (resources/translations/*.qm,
built from the .ts files by scripts/build-translations.sh) and Qt's own
(``qtbase_xx.qm`` from Qt's translations folder: the buttons of standard
dialogs, the file dialog...).

:func:`install` puts both translators on the application, for the language
chosen in Options (the ``language`` setting) or, with ``""``, the system's.
English is the source language: it needs no file (Qt shows the source text).
A change of the setting applies at the next start (the menus say so).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from . import paths

__all__ = ["LANGUAGES", "SHARED_CONTEXTS", "Translator", "system_language", "resolve", "qm_path",
           "install", "remove", "current_language", "localized_resource"]

LANGUAGES: dict[str, str] = {
    "en": "English",
    "da": "Dansk",
    "nb": "Norsk bokmål",
    "nl": "Nederlands",
    "sv": "Svenska",
}
"""The languages of the app, each named in itself (as language menus do)."""

_QT_FALLBACK = {"nb": ("nb", "no", "nn")}
"""Qt ships no Bokmål qtbase; Nynorsk is the nearest of Qt's files."""

SHARED_CONTEXTS = ("", "parent")
"""Where a text missing from its own context is looked up next: the pure
texts of controller/presentation.py are written as ``tr(...)`` outside any
class (lupdate's context "") and reach Qt through whichever controller
calls them; ``parent.tr(...)`` in the ui's helper functions is lupdate's
context "parent" but the parent's class at run time."""

_log = logging.getLogger(__name__)
_installed: list[QTranslator] = []
_current = "en"


class Translator(QTranslator):
    """A QTranslator that looks a text up in :data:`SHARED_CONTEXTS` when its
    own context does not have it."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        text = super().translate(context, source, disambiguation, n)
        if text:
            return text
        for shared in SHARED_CONTEXTS:
            if shared != context:
                text = super().translate(shared, source, disambiguation, n)
                if text:
                    return text
        # None is a null QString: Qt goes on to the next translator, else the source text
        # ("" would be an empty, non-null one, shown as it is: a blank menu)
        return None


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's user-interface languages we have (Norwegian
    of either written form reads as Bokmål), else English."""
    locale = locale if locale is not None else QLocale.system()
    for name in locale.uiLanguages():
        code = name.replace("_", "-").split("-", 1)[0].lower()
        code = "nb" if code in ("no", "nn") else code
        if code in LANGUAGES:
            return code
    return "en"


def resolve(setting: str) -> str:
    """The language code for the ``language`` setting (``""``: the system's)."""
    return setting if setting in LANGUAGES else system_language()


def qm_path(language: str) -> Path:
    """Our compiled translation for ``language`` (it may not exist)."""
    return paths.resources_dir() / "translations" / f"backgammon-qt_{language}.qm"


def _qt_translator(language: str) -> QTranslator | None:
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for code in _QT_FALLBACK.get(language, (language,)):
        translator = QTranslator()
        if translator.load(f"qtbase_{code}", folder):
            return translator
    _log.info("no Qt translation for %s in %s", language, folder)
    return None


def install(setting: str = "", app: QCoreApplication | None = None) -> str:
    """Install the translators for the ``language`` setting (replacing any
    installed before) and return the language used.  English installs none;
    a missing .qm file is logged and leaves the texts in English."""
    global _current
    app = app if app is not None else QCoreApplication.instance()
    remove(app)
    language = resolve(setting)
    _current = language
    if language == "en" or app is None:
        return language
    ours = Translator()
    try:
        path = qm_path(language)
    except FileNotFoundError as error:
        _log.warning("no translations: %s", error)
        return language
    if ours.load(str(path)):
        app.installTranslator(ours)
        _installed.append(ours)
    else:
        _log.warning("no translation file %s (run scripts/build-translations.sh)", path)
    qt = _qt_translator(language)
    if qt is not None:
        app.installTranslator(qt)
        _installed.append(qt)
    return language


def remove(app: QCoreApplication | None = None) -> None:
    """Remove the translators :func:`install` put in (back to English)."""
    global _current
    app = app if app is not None else QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
    _current = "en"


def current_language() -> str:
    """The language of the installed translation ("en" when none is)."""
    return _current


def localized_resource(name: str, language: str | None = None) -> str:
    """The name of resource ``name`` in ``language`` (default: the current
    one): ``how-to-play.md`` -> ``how-to-play.da.md`` when that file exists,
    else ``name`` itself (English)."""
    language = language if language is not None else _current
    stem, dot, ext = name.rpartition(".")
    if language != "en" and dot:
        candidate = f"{stem}.{language}.{ext}"
        try:
            paths.resource_path(candidate)
        except FileNotFoundError:
            return name
        return candidate
    return name
