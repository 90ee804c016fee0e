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

from PySide6.QtCore import QCoreApplication

from backgammon_qt.model.errors import CodedError, Word

if TYPE_CHECKING:   # not imported at run time: controller.filing.files loads io lazily, after the window is up
    from backgammon_qt.io import MatchFileError

__all__ = ["CONTEXT", "describe", "error_text", "reason_text", "warning_text"]

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


def _tr(text: str, **values: object) -> str:
    """``text`` translated and filled with ``values``, or the English text
    filled when the translation does not take them (a broken translation
    must not turn the message into an exception: :func:`describe` runs in
    the loading thread's error handler, where one would stop the load from
    ever reporting)."""
    translated = QCoreApplication.translate("FileErrors", text)   # a literal: scripts/update-translations.py reads it
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
    where = []
    game, line = getattr(warning, "game", None), getattr(warning, "line", None)
    if game:
        where.append(_tr("game {n}", n=game))
    if line is not None:
        where.append(_tr("line {n}", n=line))
    reason = error_text(cause)
    return f"{', '.join(where)}: {reason}" if where else reason


def describe(error: MatchFileError) -> str:
    """The error as :class:`MatchFileError` writes it (``match.mat, line 57
    (game 3, move 12): reason``), in the player's language."""
    where = []
    if error.path is not None:
        where.append(PurePath(os.fspath(error.path)).name or os.fspath(error.path))
    if error.line is not None:
        where.append(_tr("line {n}", n=error.line))
    head = ", ".join(where)
    inner = []
    if error.game is not None:
        inner.append(_tr("game {n}", n=error.game))
    if error.move is not None:
        inner.append(_tr("move {n}", n=error.move))
    if inner:
        head = f"{head} ({', '.join(inner)})" if head else ", ".join(inner)
    reason = reason_text(error)
    return f"{head}: {reason}" if head else reason
