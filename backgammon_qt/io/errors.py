"""The one error kind of the file formats.

Every failure to load or save a match file -- an OS error, bytes that are
not text, a syntax error, a record that the rules do not allow -- reaches the
caller as a :class:`MatchFileError` that says where and why in words
(DESIGN.md "Files": errors are turned into ``MatchFileError`` at the I/O
edge).
"""

from __future__ import annotations

import os
from pathlib import PurePath
from typing import Any

from ..model.errors import CodedError

__all__ = ["MatchFileError", "FileWarning", "PathArg"]

PathArg = str | os.PathLike[str]
"""A file name as the readers and writers take it: text or a path object."""


class MatchFileError(ValueError):
    """A match file that cannot be read, parsed, replayed or written.

    Attributes (all optional except ``reason``):

    - ``path`` -- the file (a path or a name), ``None`` for text given
      directly;
    - ``line`` -- 1-based line number in the file (text formats);
    - ``game`` -- 1-based game number;
    - ``move`` -- 1-based move number within that game, as the file counts
      them (the ``NN)`` of a .mat line, the node of an SGF game tree, the
      action of a native record);
    - ``reason`` -- the human message without the location (English, one
      line, at most :attr:`MAX_REASON` characters);
    - ``cause`` -- the reason as a :class:`~backgammon_qt.model.errors.CodedError`
      (its ``template`` and ``values``, which ``controller/wording.py``
      translates); ``template`` and ``values`` are the cause's.

    The reason is given as an English template with ``{name}``
    placeholders and the values as keywords (``MatchFileError("the file is
    larger than {n} MB", path, n=16)``; no placeholder may be called
    ``path``, ``line``, ``game`` or ``move``), or as a model error, whose
    template and values are kept (any other exception is kept as its text).

    ``str()`` gives the file name and the location, then the reason:
    ``"match.mat, line 57 (game 3, move 12): 24/18 is not legal with 6-5"``.
    """

    MAX_REASON = 300
    """Longest ``reason`` kept (characters): a message quoting hostile
    input is cut there, and it is always one line."""

    def __init__(self, reason: str | BaseException, /, path: PathArg | None = None, *,
                 line: int | None = None, game: int | None = None,
                 move: int | None = None, **values: object) -> None:
        if isinstance(reason, CodedError):
            self.cause = reason
        else:
            self.cause = CodedError(reason if isinstance(reason, str) else str(reason), **values)
        self.reason = self.one_line(str(self.cause))
        self.path = path
        self.line = line
        self.game = game
        self.move = move
        super().__init__(self._text())

    @classmethod
    def one_line(cls, text: str) -> str:
        """``text`` as a reason is shown: one line, cut after
        :attr:`MAX_REASON` characters."""
        text = " ".join(text.splitlines())
        return text[:cls.MAX_REASON] + "..." if len(text) > cls.MAX_REASON else text

    @property
    def template(self) -> str:
        """The reason's English template (its cause's), for the controller to translate."""
        return self.cause.template

    @property
    def values(self) -> dict[str, Any]:
        """The values that fill :attr:`template` (its cause's)."""
        return self.cause.values

    def _text(self) -> str:
        where = []
        if self.path is not None:
            where.append(PurePath(os.fspath(self.path)).name or os.fspath(self.path))
        if self.line is not None:
            where.append(f"line {self.line}")
        head = ", ".join(where)
        inner = []
        if self.game is not None:
            inner.append(f"game {self.game}")
        if self.move is not None:
            inner.append(f"move {self.move}")
        if inner:
            head = f"{head} ({', '.join(inner)})" if head else ", ".join(inner)
        return f"{head}: {self.reason}" if head else self.reason

    def located(self, path: PathArg | None = None, *, line: int | None = None,
                game: int | None = None, move: int | None = None) -> MatchFileError:
        """A copy with the location fields that are still unknown filled in
        (the parsers know the line; the loader adds the path)."""
        return MatchFileError(
            self.cause,
            self.path if self.path is not None else path,
            line=self.line if self.line is not None else line,
            game=self.game if self.game is not None else game,
            move=self.move if self.move is not None else move,
        )

    def __reduce__(self) -> tuple[object, tuple[CodedError, PathArg | None, int | None, int | None, int | None]]:
        return (_rebuild, (self.cause, self.path, self.line, self.game, self.move))


class FileWarning(str):
    """What a file got wrong but could be read anyway (a record's
    ``warnings``): the English text, ``"game 2, line 14: the file writes the
    cube as 4, it is 2"``, as a string, and its parts for a translation --
    ``cause``, the reason as a :class:`CodedError` (template and values;
    no value may be called ``game`` or ``line``), ``game`` (1-based) and
    ``line`` (1-based), each None when unknown.  ``controller/wording.py``
    words it in the player's language (``warning_text``)."""

    cause: CodedError
    game: int | None
    line: int | None

    def __new__(cls, reason: str | CodedError, /, *, game: int | None = None, line: int | None = None,
                **values: object) -> FileWarning:
        cause = reason if isinstance(reason, CodedError) else CodedError(reason, **values)
        where = ([f"game {game}"] if game else []) + ([f"line {line}"] if line is not None else [])
        self = super().__new__(cls, f"{', '.join(where)}: {cause}" if where else str(cause))
        self.cause, self.game, self.line = cause, game, line
        return self


def _rebuild(cause: CodedError, path: PathArg | None, line: int | None, game: int | None,
             move: int | None) -> MatchFileError:
    return MatchFileError(cause, path, line=line, game=game, move=move)
