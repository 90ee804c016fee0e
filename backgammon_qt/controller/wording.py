"""The words of a model or io error in the player's language.

The model and io are Qt-free: an error a player can meet is a
:class:`~backgammon_qt.model.errors.CodedError` that carries its English
template and the values that fill it.  :func:`error_text` translates the
template (context ``"Errors"``, the texts ``scripts/update-translations.py``
collects from the raise sites) and fills in the values; a value that is
itself a :class:`CodedError` is worded the same way, and one that is a
model :class:`~backgammon_qt.model.errors.Word` (a phase, an action's
kind) is translated in the same context.  An error without a
template (any other exception, or a template with no translation) is shown
as its English ``str()``.
"""

from __future__ import annotations

import string

from PySide6.QtCore import QCoreApplication

from backgammon_qt.model.errors import CodedError, Word

__all__ = ["CONTEXT", "error_text"]

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
