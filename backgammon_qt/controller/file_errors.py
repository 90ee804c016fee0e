"""A file error in the player's language.

``io`` stays Qt-free and raises :class:`~backgammon_qt.io.MatchFileError`
with the location as fields (file, line, game, move) and the reason as an
English template with values, or as the model error it wraps
(:attr:`MatchFileError.cause`, a :class:`~backgammon_qt.model.errors.CodedError`).
:func:`describe` writes the location in the player's language and the
reason through :func:`~backgammon_qt.controller.wording.error_text`
(the template translated in context ``"Errors"``, the values filled in,
quoted input kept as written); a reason without a translation is shown in
English after the translated location.
"""

from __future__ import annotations

import os
from pathlib import PurePath
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from backgammon_qt.controller.wording import error_text

if TYPE_CHECKING:   # not imported at run time: controller.files loads io lazily, after the window is up
    from backgammon_qt.io import MatchFileError

__all__ = ["describe", "reason_text", "warning_text"]


def _tr(text: str, **values: object) -> str:
    """``text`` translated and filled with ``values``, or the English text
    filled when the translation does not take them (a broken translation
    must not turn the message into an exception: :func:`describe` runs in
    the loading thread's error handler, where one would stop the load from
    ever reporting)."""
    translated = QCoreApplication.translate("FileErrors", text)
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
