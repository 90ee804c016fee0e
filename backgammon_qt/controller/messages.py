"""The words of a model or io error in the player's language.

The model and io are Qt-free: an error a player can meet is a
:class:`~backgammon_qt.model.errors.CodedError` that carries its English
template and the values that fill it.  :func:`error_text` translates the
template (context ``"Errors"``, the texts ``scripts/update-translations.py``
collects from the raise sites) and fills in the values; a value that is
itself a :class:`CodedError` is worded the same way.  An error without a
template (any other exception, or a template with no translation) is shown
as its English ``str()``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from backgammon_qt.model.errors import CodedError

__all__ = ["CONTEXT", "error_text"]

CONTEXT = "Errors"
"""The translation context of every model and io error template."""

_DEPTH = 8
"""How deep causes worded inside causes are followed (a guard: errors are
made by our code, but a cycle must not hang the window)."""


def error_text(error: BaseException, _depth: int = 0) -> str:
    """``error`` in the player's language: its template translated and
    filled with its values (each value that is a :class:`CodedError` worded
    by this function too).  Never raises: a translation whose placeholders
    do not match the values falls back to the English text."""
    if not isinstance(error, CodedError) or _depth > _DEPTH:
        return str(error)
    values = {name: error_text(value, _depth + 1) if isinstance(value, CodedError) else value
              for name, value in error.values.items()}
    template = QCoreApplication.translate(CONTEXT, error.template)
    if not values:
        return template
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return error.template.format(**values)
