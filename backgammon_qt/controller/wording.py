"""An error in the player's language: the one place that words errors.

The model and io are Qt-free: an error a player can meet is a
:class:`~backgammon_qt.model.errors.CodedError` that carries its English
template and the values that fill it.

- :func:`error_text` translates the template (context ``"Errors"``, the
  texts ``scripts/update-translations.py`` collects from the raise sites)
  and fills in the values; a value that is itself a :class:`CodedError` is
  worded the same way, and one that is a model
  :class:`~backgammon_qt.model.errors.Word` (a phase, an action's kind) is
  translated in the same context.  An error without a template (any other
  exception, or a template with no translation) is shown as its English
  ``str()``.
- :func:`describe`, :func:`reason_text` and :func:`warning_text` word a
  file error (:class:`~backgammon_qt.io.MatchFileError`, which carries its
  location as fields: file, line, game, move, and its reason as a
  :class:`CodedError` in :attr:`MatchFileError.cause`) and a file's
  warnings: the location in the player's language (context
  ``"FileErrors"``), the reason through :func:`error_text`, quoted input
  kept as written; a reason without a translation is shown in English
  after the translated location.
"""

from __future__ import annotations

import os
import string
from pathlib import PurePath
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from backgammon_qt.model.errors import CodedError, Word

if TYPE_CHECKING:   # not imported at run time: controller.filing.files loads io lazily, after the window is up
    from backgammon_qt.io import MatchFileError

__all__ = ["CONTEXT", "describe", "error_text", "reason_text", "sentence", "warning_text"]

CONTEXT = "Errors"
"""The translation context of every model and io error template."""

_DEPTH = 8
"""How deep causes worded inside causes are followed (a guard: errors are
made by our code, but a cycle must not hang the window)."""


_FORMATTER = string.Formatter()

_FORMAT_ERRORS = (KeyError, IndexError, ValueError, TypeError, AttributeError)
"""What ``str.format`` raises for a text whose fields do not fit its values."""


def _fills(template: str, values: dict[str, object]) -> bool:
    """True when every field of ``template`` is one of ``values`` by its
    plain name: no positional ``{}``, no ``{n[0]}`` or ``{reason.x}`` (a
    translation may only place the values, not reach into them)."""
    try:
        return all(field in values for _, field, _, _ in _FORMATTER.parse(template) if field is not None)
    except ValueError:          # a lone brace
        return False


def _value_text(value: object, depth: int) -> object:
    """A value of an error as shown: a cause worded, a model's :class:`Word`
    translated, anything else as written."""
    if isinstance(value, CodedError):
        return error_text(value, depth + 1)
    if isinstance(value, Word):
        return QCoreApplication.translate(CONTEXT, str(value))
    return value


def error_text(error: BaseException, _depth: int = 0) -> str:
    """``error`` in the player's language: its template translated and
    filled with its values (each value that is a :class:`CodedError` worded
    by this function too).  Never raises: a translation whose placeholders
    are not the template's values (a name that is not one of them, an index
    or attribute of one, a format that does not fit it) falls back to the
    English text."""
    if not isinstance(error, CodedError) or _depth > _DEPTH:
        return str(error)
    values = {name: _value_text(value, _depth) for name, value in error.values.items()}
    template = QCoreApplication.translate(CONTEXT, error.template)
    if not values:
        return template
    if _fills(template, values):
        try:
            return template.format(**values)
        except _FORMAT_ERRORS:
            pass
    try:
        return error.template.format(**values)
    except _FORMAT_ERRORS:
        return str(error)


def sentence(text: str) -> str:
    """``text`` (an error worded by :func:`error_text`, which reads as a
    clause: ``"a cube at 1 is in the middle: ..."``) as a whole sentence
    to show on its own: its first letter a capital and a full stop at the
    end unless it ends with ``.``, ``!``, ``?`` or an ellipsis.  "" stays ""."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "\u2026")) else text + "."


def _tr(text: str, **values: object) -> str:
    """``text`` translated and filled with ``values``, or the English text
    filled when the translation does not take them (a broken translation
    must not turn the message into an exception: :func:`describe` runs in
    the loading thread's error handler, where one would stop the load from
    ever reporting)."""
    translated = QCoreApplication.translate("FileErrors", text)   # a literal: scripts/update-translations.py reads it
    if "{reason}" in text and "{reason}" not in translated:      # a blank or broken translation: the reason is kept
        translated = text
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return text.format(**values)


def reason_text(error: MatchFileError) -> str:
    """The reason of ``error`` (without its location) in the player's
    language: one line, cut as :attr:`MatchFileError.MAX_REASON` cuts the
    English one (a translation may quote hostile input too)."""
    return error.one_line(error_text(error.cause))


def warning_text(warning: str) -> str:
    """A warning of a file read anyway (a record's ``warnings``) in the
    player's language: a :class:`~backgammon_qt.io.FileWarning` by its
    game, line and template (``"spil 2, linje 14: ..."``); any other text
    (one the controller wrote, already translated) as it is."""
    cause = getattr(warning, "cause", None)
    if cause is None:
        return warning
    game, line = getattr(warning, "game", None), getattr(warning, "line", None)
    reason = error_text(cause)
    game = game or None                          # (a game 0 is no game: the file's head)
    # one template for each place a warning can name (a language orders the place and the reason itself)
    if game is not None and line is not None:
        return _tr("game {game}, line {line}: {reason}", game=game, line=line, reason=reason)
    if game is not None:
        return _tr("game {game}: {reason}", game=game, reason=reason)
    if line is not None:
        return _tr("line {line}: {reason}", line=line, reason=reason)
    return reason


def describe(error: MatchFileError) -> str:
    """The error as :class:`MatchFileError` writes it (``match.mat, line 57
    (game 3, move 12): reason``), in the player's language."""
    file = None
    if error.path is not None:
        file = PurePath(os.fspath(error.path)).name or os.fspath(error.path)
    values = {"file": file, "line": error.line, "game": error.game, "move": error.move}
    template = _PLACES[tuple(values[key] is not None for key in ("file", "line", "game", "move"))]
    reason = reason_text(error)
    if template is None:
        return reason
    return _tr(str(template), reason=reason, **{key: value for key, value in values.items() if value is not None})


_PLACES: dict[tuple[bool, ...], object] = {
    # (file, line, game, move) named -> the whole text (a language orders the place and the reason itself)
    (True, False, False, False): QT_TRANSLATE_NOOP("FileErrors", "{file}: {reason}"),
    (True, True, False, False): QT_TRANSLATE_NOOP("FileErrors", "{file}, line {line}: {reason}"),
    (True, False, True, False): QT_TRANSLATE_NOOP("FileErrors", "{file} (game {game}): {reason}"),
    (True, False, False, True): QT_TRANSLATE_NOOP("FileErrors", "{file} (move {move}): {reason}"),
    (True, True, True, False): QT_TRANSLATE_NOOP("FileErrors", "{file}, line {line} (game {game}): {reason}"),
    (True, True, False, True): QT_TRANSLATE_NOOP("FileErrors", "{file}, line {line} (move {move}): {reason}"),
    (True, False, True, True): QT_TRANSLATE_NOOP("FileErrors", "{file} (game {game}, move {move}): {reason}"),
    (True, True, True, True): QT_TRANSLATE_NOOP("FileErrors",
                                                "{file}, line {line} (game {game}, move {move}): {reason}"),
    (False, False, False, False): None,
    (False, True, False, False): QT_TRANSLATE_NOOP("FileErrors", "line {line}: {reason}"),
    (False, False, True, False): QT_TRANSLATE_NOOP("FileErrors", "game {game}: {reason}"),
    (False, False, False, True): QT_TRANSLATE_NOOP("FileErrors", "move {move}: {reason}"),
    (False, True, True, False): QT_TRANSLATE_NOOP("FileErrors", "line {line} (game {game}): {reason}"),
    (False, True, False, True): QT_TRANSLATE_NOOP("FileErrors", "line {line} (move {move}): {reason}"),
    (False, False, True, True): QT_TRANSLATE_NOOP("FileErrors", "game {game}, move {move}: {reason}"),
    (False, True, True, True): QT_TRANSLATE_NOOP("FileErrors", "line {line} (game {game}, move {move}): {reason}"),
}
"""The templates of :func:`describe`, by the parts of the place an error names."""
