"""Match files: one module per format, pure Python (no Qt).

- :mod:`.mat` -- Jellyfish-style text (``.mat``, ``.txt``) from gnubg, XG,
  Backgammon Galaxy, Backgammon Studio, GNU Gibbon; written as gnubg does.
- :mod:`.sgf` -- gnubg's SGF (``GM[6]``); written as gnubg does
  (:mod:`.sgf_syntax` the syntax, :mod:`.sgf_write` the writer,
  :mod:`.sgf_analysis` the analysis properties written,
  :mod:`.sgf_analysis_read` gnubg's read; :mod:`.sgf` exports all).
- :mod:`.native` -- the native ``.bgqt`` JSON, the full record and session.

:func:`load` reads a file whatever its extension, recognising the format by
its content; :func:`save` writes the format its extension names.  Both
raise only :class:`MatchFileError` (an OS error, bytes that are not text, a
syntax error, a move the rules refuse), which says where and why.  Every
loaded record has been replayed through the rules model
(:class:`~backgammon_qt.model.match.Match`), so it is legal.

The formats register in :data:`FORMATS` by extension; a new format plugs
in with :func:`register`.  ``with reporting(progress):`` around a load
has the readers report each game replayed (``progress(done, total)``;
what it raises stops the load: a Cancel); ``with keeping_match() as
kept:`` has the readers that replay as they read (.mat, SGF) keep the
match they replayed, to play on without replaying the record again.
:func:`read_bytes` and :func:`decode_text` are :func:`load`'s first two
steps (the file's bytes, at most :data:`MAX_FILE_BYTES`; the text), for a
caller that reads them itself (a cancellable load, the archive analysis).

:attr:`MatchRecord.info` keys shared by the formats: ``event``, ``round``,
``site``, ``date`` (``YYYY-MM-DD``), ``time`` (``HH:MM``), ``annotator``
(the transcriber), ``comment``; a .mat header tag without a shared key
keeps its own name (``Match ID``, ``Player 1 Elo``, ``CubeLimit``...).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..model.record import MatchRecord
from . import native
from ._build import keeping_match, reporting
from ._text import MAX_FILE_BYTES, decode_text, read_bytes, write_text_atomic
from .errors import MatchFileError, PathArg
from .mat import check_mat_writable, format_mat, looks_like_mat, parse_mat
from .native import verify
from .sgf import check_sgf_writable, format_sgf, looks_like_sgf, parse_sgf
from .xgpos import format_xg_position, looks_like_xg_position, parse_xg_position

__all__ = ["MatchFileError", "Format", "FORMATS", "register", "format_for_path", "detect_format",
           "load", "load_with_format", "parse_text", "save", "check_writable", "format_text", "verify",
           "MAX_FILE_BYTES",
           "write_text_atomic", "decode_text", "read_bytes", "reporting", "keeping_match"]


@dataclass(frozen=True)
class Format:
    """A file format: its ``name`` (``"mat"``), file ``extensions``
    (lower case, with the dot), ``parse(text, path) -> MatchRecord``,
    ``write(record) -> str``, and ``sniff(text) -> bool`` that recognises
    its content.  ``replays`` is True when ``parse`` already replays every
    action through the rules model (so :func:`parse_text` need not
    :func:`verify` again).  ``check(record)``, when given, raises the
    :class:`MatchFileError` that ``write`` would raise for what the format
    cannot hold at all, without writing (:func:`check_writable`)."""

    name: str
    extensions: tuple[str, ...]
    parse: Callable[[str, PathArg | None], MatchRecord]
    write: Callable[[MatchRecord], str]
    sniff: Callable[[str], bool]
    replays: bool = False
    check: Callable[[MatchRecord], None] | None = None


FORMATS: dict[str, Format] = {}
"""Registered formats by extension (``".bgqt"``, ``".sgf"``, ``".mat"``, ``".txt"``).
Sniffing tries them in registration order."""


def register(fmt: Format) -> None:
    """Add ``fmt`` to :data:`FORMATS` under each of its extensions."""
    for ext in fmt.extensions:
        FORMATS[ext.lower()] = fmt


def _looks_like_native(text: str) -> bool:
    return text.lstrip().startswith("{")


# Sniffed in this order.  SGF before .mat: an SGF comment may contain "7 point match".
register(Format("native", (".bgqt",), native.loads, native.dumps, _looks_like_native, replays=True))
register(Format("sgf", (".sgf",), parse_sgf, format_sgf, looks_like_sgf, replays=True, check=check_sgf_writable))
register(Format("mat", (".mat", ".txt"), parse_mat, format_mat, looks_like_mat, replays=True,
                check=check_mat_writable))

# Read by content only (no extension of its own: XG writes .txt, which is .mat's to save).
SNIFF_ONLY: list[Format] = [Format("xg-position", (), parse_xg_position, format_xg_position, looks_like_xg_position)]
"""Formats recognised by content when opening but never chosen by an extension."""


def _formats() -> list[Format]:
    seen: list[Format] = []
    for fmt in [*FORMATS.values(), *SNIFF_ONLY]:
        if fmt not in seen:
            seen.append(fmt)
    return seen


def format_for_path(path: PathArg) -> Format:
    """The format a file name's extension names.  Raises
    :class:`MatchFileError` for an unknown extension."""
    ext = Path(path).suffix.lower()
    try:
        return FORMATS[ext]
    except KeyError:
        known = ", ".join(sorted(FORMATS))
        raise MatchFileError("unknown file type {ext}; use one of {known}", path, ext=repr(ext or "(no extension)"),
                             known=known) from None


def detect_format(text: str, path: PathArg | None = None) -> Format:
    """The format of ``text``, by content (the extension is not trusted:
    sites write .mat files as .txt).  Raises :class:`MatchFileError`
    "not a backgammon match file" when no format recognises it."""
    for fmt in _formats():
        if fmt.sniff(text):
            return fmt
    if "Position ID:" in text and "Match ID" in text:
        raise MatchFileError("not a backgammon match file (it looks like gnubg's text export; export the match "
                             "as .mat or SGF instead)", path)
    if "XGID=" in text:
        raise MatchFileError("not a backgammon match file (it looks like an eXtreme Gammon position, but its "
                             "XGID line is not at the top)", path)
    raise MatchFileError("not a backgammon match file", path)


def parse_text(text: str, path: PathArg | None = None) -> tuple[MatchRecord, Format]:
    """Parse decoded ``text`` (format by content) and verify it; returns the
    record and its format.  ``path`` only names the file in errors."""
    fmt = detect_format(text, path)
    record = fmt.parse(text, path)
    if not fmt.replays:
        verify(record, path)
    return record, fmt



def load_with_format(path: PathArg) -> tuple[MatchRecord, Format]:
    """Read, decode, recognise, parse and verify the file at ``path``;
    returns the record and its format.  Raises :class:`MatchFileError`."""
    return parse_text(decode_text(read_bytes(path), path), path)


def load(path: PathArg) -> MatchRecord:
    """The match in the file at ``path``, in any registered format
    (recognised by content).  Raises :class:`MatchFileError` naming the
    file and saying where and why it cannot be loaded; never anything
    else for bad content."""
    return load_with_format(path)[0]


def format_text(record: MatchRecord, fmt: Format | str) -> str:
    """The text of ``record`` in ``fmt`` (a :class:`Format` or a name such
    as ``"mat"``).  Raises :class:`MatchFileError`."""
    if isinstance(fmt, str):
        by_name = {f.name: f for f in _formats()}
        if fmt not in by_name:
            raise MatchFileError("unknown format {name}; use one of {known}", name=repr(fmt),
                                 known=", ".join(sorted(by_name)))
        fmt = by_name[fmt]
    return fmt.write(record)


def check_writable(record: MatchRecord, path: PathArg) -> None:
    """Raise the :class:`MatchFileError` that :func:`save` would raise
    for what the format ``path``'s extension names cannot hold at all (a
    .mat's set-up position, a name a text file cannot carry back...),
    without writing anything; return None when those checks pass.  The
    error names the game, not the file (nothing was written; the caller
    knows the file).  Cheap: no game is replayed (a record the rules do
    not allow is still found only by :func:`save`)."""
    fmt = format_for_path(path)
    if fmt.check is not None:
        fmt.check(record)


def save(record: MatchRecord, path: PathArg) -> None:
    """Write ``record`` to ``path`` in the format its extension names,
    atomically (a temporary file renamed over the target).  Raises
    :class:`MatchFileError` for an unknown extension, a record that cannot
    be written, or an OS error."""
    fmt = format_for_path(path)
    try:
        text = fmt.write(record)
    except MatchFileError as exc:
        raise exc.located(path) from None
    write_text_atomic(path, text)
