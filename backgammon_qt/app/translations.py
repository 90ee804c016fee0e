"""The player's language: our translations (resources/translations/*.qm,
built from the .ts files by scripts/build-translations.sh) and Qt's own
(``qtbase_xx.qm`` from Qt's translations folder: the buttons of standard
dialogs, the file dialog...; :class:`QtTranslator` also finds a text Qt 6
gave a shortcut mark in a catalogue older than the mark).

:func:`install` puts both translators on the application, for the language
chosen in Options (the ``language`` setting) or, with ``""``, the system's.
English is the source language: it needs no file (Qt shows the source
text); a text counted with Qt's numerus (``tr("%n point(s)", "", n)``) is
worded by :class:`SourcePlurals` ("1 point", "2 points"), installed under
every language (a text a language has not translated yet shows in English).
A change of the setting applies at the next start (the menus say so).

Numbers are written in the player's locale (:func:`number`,
:func:`percent`: ``-0,088`` and ``46,9 %`` in Danish): the system's locale
when it speaks the language chosen, else that language's own
(:func:`number_locale`); :func:`install` makes it Qt's default locale.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from . import paths
from .plurals import english_plural

__all__ = ["LANGUAGES", "SHARED_CONTEXTS", "Translator", "QtTranslator", "system_language", "resolve", "qm_path",
           "install", "remove", "current_language", "localized_resource", "SourcePlurals", "install_source_plurals",
           "number_locale", "number", "percent", "translate_in", "ContextTr"]

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
texts of controller/presentation/ are written as ``tr(...)`` outside any
class (lupdate's context "") and reach Qt through whichever controller
calls them; ``parent.tr(...)`` in the ui's helper functions is lupdate's
context "parent" but the parent's class at run time."""

_log = logging.getLogger(__name__)
_installed: list[QTranslator] = []
_current = "en"
_default_locale: QLocale | None = None
"""Qt's default locale before :func:`install` set the language's (restored by :func:`remove`)."""


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


class SourcePlurals(QTranslator):
    """English's plural forms of a numerus text (``"Wins %n point(s)"``,
    ``"%n match(es) analysed."``): ``(s)``/``(es)`` left out for a count of
    1, ``s``/``es`` for any other; Qt puts the
    count for ``%n``.  Nothing else: every other text is Qt's source text."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if n < 0 or ("(s)" not in source and "(es)" not in source):
            return None
        return english_plural(source, n)


_source_plurals: SourcePlurals | None = None


def install_source_plurals(app: QCoreApplication) -> None:
    """Put :class:`SourcePlurals` on ``app`` once, under every translator
    installed later (Qt asks the last installed first)."""
    global _source_plurals
    if _source_plurals is None:
        _source_plurals = SourcePlurals()
        app.installTranslator(_source_plurals)


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


class QtTranslator(QTranslator):
    """Qt's own catalogue (``qtbase_xx.qm``), and for a text Qt 6 gave a
    shortcut mark that the catalogue has only without it, that text's
    translation (without a mark).  Qt 6's file dialog says "&Look in:" and
    "Files of &type:"; the Danish, Dutch and Nynorsk catalogues shipped with
    PySide6 6.11 still have "Look in:" and "Files of type:" only, so those
    labels stayed English while the rest of the dialog was translated."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        text = super().translate(context, source, disambiguation, n)
        if text or "&" not in source:
            return text or None
        plain = source.replace("&&", "\0").replace("&", "").replace("\0", "&&")
        return super().translate(context, plain, disambiguation, n) or None


def _qt_translator(language: str) -> QTranslator | None:
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for code in _QT_FALLBACK.get(language, (language,)):
        translator = QtTranslator()
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
    global _default_locale
    remove(app)
    language = resolve(setting)
    _current = language
    _default_locale = QLocale()
    QLocale.setDefault(number_locale(language))
    if app is None:
        return language
    install_source_plurals(app)
    if language == "en":
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
    global _current, _default_locale
    app = app if app is not None else QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
    _current = "en"
    if _default_locale is not None:
        QLocale.setDefault(_default_locale)
        _default_locale = None


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


def number_locale(language: str | None = None) -> QLocale:
    """The locale numbers are written in for ``language`` (default: the
    current one): the system's when it is of that language (a Dane in
    Denmark, an English speaker in Britain), else the language's own."""
    language = language if language is not None else _current
    wanted = QLocale(language)
    system = QLocale.system()
    return system if system.language() == wanted.language() else wanted


def number(value: float, decimals: int = 3, signed: bool = False) -> str:
    """``value`` with ``decimals`` decimals in Qt's default locale (the
    player's, once :func:`install` ran): ``-0,088`` in Danish, ``-0.088``
    in English; ``signed`` puts the locale's plus sign before a positive
    value (an equity: ``+0,125``).  A value that rounds to zero is written
    as zero, never with a minus: ``+0.000`` signed (an equity of -0.0004),
    ``0.000`` not."""
    locale = QLocale()
    text = locale.toString(float(value), "f", decimals)
    zero = locale.toString(0.0, "f", decimals)
    rounds_to_zero = text in (zero, locale.negativeSign() + zero, "-" + zero)
    if rounds_to_zero:
        text = zero
    if signed and (value > 0 or rounds_to_zero) and not text.startswith(locale.positiveSign()):
        text = locale.positiveSign() + text
    return text


def percent(share: float, decimals: int = 1, signed: bool = False) -> str:
    """A share (0..1) as a percentage in the player's locale and as their
    language writes one: ``46.9%`` in English, ``46,9 %`` in Danish (the
    template ``"{value}%"`` of the context ``"Numbers"`` is translated)."""
    template = QCoreApplication.translate("Numbers", "{value}%")
    return template.replace("{value}", number(100 * share, decimals, signed))


def translate_in(context: str, text: str) -> str:
    """``text`` in the player's language, looked up in ``context`` (Qt's
    ``QCoreApplication.translate``; the installed :class:`Translator` then
    tries :data:`SHARED_CONTEXTS`): the ``translate`` that
    :mod:`backgammon_qt.controller.presentation.cube`'s functions take."""
    return QCoreApplication.translate(context, text)


class ContextTr:
    """``tr`` of one translation context, for code outside a QObject
    (Qt's ``self.tr`` takes the class's name): ``_tr =
    ContextTr("MatchController")`` at a module's top, then ``_tr(text)``,
    or ``_tr(text, None, n)`` for a numerus text (``"%n game(s)"``).
    ``scripts/update-translations.py`` reads the context from that line and
    collects the module's ``_tr("literal")`` texts in it (lupdate does not
    see them).  Callable as :class:`~backgammon_qt.controller.presentation.Tr`."""

    __slots__ = ("context",)

    def __init__(self, context: str) -> None:
        self.context = context

    def __call__(self, text: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        return QCoreApplication.translate(self.context, text, disambiguation, n)

    def __repr__(self) -> str:
        return f"ContextTr({self.context!r})"
