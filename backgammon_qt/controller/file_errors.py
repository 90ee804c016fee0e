"""A file error in the player's language.

``io`` stays Qt-free and raises :class:`~backgammon_qt.io.MatchFileError`
with English words and the location as fields (file, line, game, move).
:func:`describe` writes the location in the player's language and
translates the reasons players meet most (a missing, unreadable, empty or
binary file; not a match file; a move or roll that is not legal) by their
pattern, keeping the quoted parts (the move text, the dice) as written.
A reason of no known pattern is shown in English after the translated
location.
"""

from __future__ import annotations

import os
import re
from pathlib import PurePath
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

if TYPE_CHECKING:   # not imported at run time: controller.files loads io lazily, after the window is up
    from backgammon_qt.io import MatchFileError

__all__ = ["REASONS", "describe", "reason_text"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("FileErrors", text)


REASONS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(pattern, re.DOTALL), str(template)) for
                                                         pattern, template in (
    (r"no such file \((?P<path>.*)\)", QT_TRANSLATE_NOOP("FileErrors", "no such file ({path})")),
    (r"this is a folder, not a file", QT_TRANSLATE_NOOP("FileErrors", "this is a folder, not a file")),
    (r"permission denied", QT_TRANSLATE_NOOP("FileErrors", "permission denied")),
    (r"cannot read the file \((?P<error>.*)\)", QT_TRANSLATE_NOOP("FileErrors", "cannot read the file ({error})")),
    (r"the file is larger than (?P<n>\d+) MB; no match file is that big",
     QT_TRANSLATE_NOOP("FileErrors", "the file is larger than {n} MB; no match file is that big")),
    (r"the file is empty", QT_TRANSLATE_NOOP("FileErrors", "the file is empty")),
    (r"the file starts like UTF-16 text but is not",
     QT_TRANSLATE_NOOP("FileErrors", "the file starts like UTF-16 text but is not")),
    (r"this is a binary file, not text \((?P<detail>.*)\)",
     QT_TRANSLATE_NOOP("FileErrors", "this is a binary file, not text ({detail})")),
    (r"the text is neither UTF-8 nor Windows-1252 \((?P<detail>.*)\)",
     QT_TRANSLATE_NOOP("FileErrors", "the text is neither UTF-8 nor Windows-1252 ({detail})")),
    (r"not a backgammon match file \(no 'N point match' line\)",
     QT_TRANSLATE_NOOP("FileErrors", "not a backgammon match file (no 'N point match' line)")),
    (r"not a backgammon match file \(it looks like gnubg's text export; export the match as .mat or SGF instead\)",
     QT_TRANSLATE_NOOP("FileErrors", "not a backgammon match file (it looks like gnubg's text export; export "
                       "the match as .mat or SGF instead)")),
    (r"not a backgammon match file", QT_TRANSLATE_NOOP("FileErrors", "not a backgammon match file")),
    (r"unknown file type (?P<ext>.*); use one of (?P<known>.*)",
     QT_TRANSLATE_NOOP("FileErrors", "unknown file type {ext}; use one of {known}")),
    (r"no SGF game tree in the file", QT_TRANSLATE_NOOP("FileErrors", "no SGF game tree in the file")),
    (r"the file has a match-length line but no game",
     QT_TRANSLATE_NOOP("FileErrors", "the file has a match-length line but no game")),
    (r"not valid JSON \((?P<detail>.*)\)", QT_TRANSLATE_NOOP("FileErrors", "not valid JSON ({detail})")),
    (r"(?P<play>.*) is not a legal (?P<dice>\d-\d) play here",
     QT_TRANSLATE_NOOP("FileErrors", "{play} is not a legal {dice} play here")),
    (r"(?P<play>.*): this roll has a legal play, the turn cannot pass",
     QT_TRANSLATE_NOOP("FileErrors", "{play}: this roll has a legal play, the turn cannot pass")),
    (r"no legal (?P<dice>\d-\d) play leads to (?P<position>\S+)",
     QT_TRANSLATE_NOOP("FileErrors", "no legal {dice} play leads to {position}")),
    (r"bad move (?P<move>.*) in (?P<text>.*)", QT_TRANSLATE_NOOP("FileErrors", "bad move {move} in {text}")),
    (r"cannot read (?P<text>.*)", QT_TRANSLATE_NOOP("FileErrors", "cannot read {text}")),
))
"""(the English reason's pattern, its translatable template with the
pattern's named groups as placeholders), most specific first."""


def reason_text(reason: str) -> str:
    """``reason`` (an io or model error's English words) in the player's
    language, when it has a known pattern; else as it is."""
    for pattern, template in REASONS:
        match = pattern.fullmatch(reason)
        if match is not None:
            return _tr(template).format(**match.groupdict())
    return reason


def describe(error: MatchFileError) -> str:
    """The error as :class:`MatchFileError` writes it (``match.mat, line 57
    (game 3, move 12): reason``), in the player's language."""
    where = []
    if error.path is not None:
        where.append(PurePath(os.fspath(error.path)).name or os.fspath(error.path))
    if error.line is not None:
        where.append(_tr("line {n}").format(n=error.line))
    head = ", ".join(where)
    inner = []
    if error.game is not None:
        inner.append(_tr("game {n}").format(n=error.game))
    if error.move is not None:
        inner.append(_tr("move {n}").format(n=error.move))
    if inner:
        head = f"{head} ({', '.join(inner)})" if head else ", ".join(inner)
    reason = reason_text(error.reason)
    return f"{head}: {reason}" if head else reason
