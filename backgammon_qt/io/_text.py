"""Bytes in and out at the I/O edge: size cap, binary check, decoding,
line endings, atomic writes.  Every failure is a :class:`MatchFileError`.

Decoding follows FORMATS.md section 1.8 step 1: strip a UTF-8 BOM, decode as
UTF-8, else as Windows-1252 (cp1252); CRLF and CR become LF.  There is no
Latin-1 fallback: Latin-1 decodes every byte string, so it would turn any
binary or corrupt file into "text"; cp1252 leaves five bytes undefined and
control bytes are refused before decoding, so bytes that are neither UTF-8
nor cp1252 are reported instead of guessed at.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path

from ..model.errors import CodedError
from .errors import MatchFileError, PathArg

__all__ = ["MAX_FILE_BYTES", "read_bytes", "decode_text", "read_text", "write_text_atomic", "remove_stale_temporaries",
           "text_problem",
           "name_problem", "text_error", "name_error"]

MAX_FILE_BYTES = 20 * 1024 * 1024
"""Largest match file read (20 MiB).  The biggest real file in the corpus,
an analysed gnubg SGF, is 320 kB; a bigger file is refused, not read."""

_BOM = b"\xef\xbb\xbf"
# C0 control bytes that never occur in a text match file (tab, LF, VT, FF, CR
# and the DOS end-of-file mark ^Z are allowed).
_BINARY = re.compile(rb"[\x00-\x08\x0e-\x19\x1b-\x1f]")


_UNWRITABLE = re.compile(r"[\x00-\x08\x0e-\x19\x1b-\x1f\r]")
"""Characters a text match file cannot carry back: the control bytes
:func:`decode_text` refuses as binary, and CR (read back as a line end)."""


def text_error(text: str, what: str | CodedError | None = None) -> CodedError | None:
    """Why ``text`` (an event, a comment) cannot be written to a text match
    file (.mat, SGF) and read back unchanged, or None: a control character
    (tab and line feed are fine).  ``what`` names the text in the message
    ("the text" when None)."""
    m = _UNWRITABLE.search(text)
    if m:
        return CodedError("{what} holds the control character {char}, which a text match file cannot hold",
                          what=CodedError("the text") if what is None else what, char=repr(m.group()))
    return None


def text_problem(text: str, what: str | CodedError | None = None) -> str | None:
    """:func:`text_error` as English text."""
    error = text_error(text, what)
    return None if error is None else str(error)


def name_error(name: str) -> CodedError | None:
    """Why a player ``name`` cannot be written to a text match file and
    read back unchanged, or None: a line break or another control
    character.  (For .mat, :func:`backgammon_qt.io.mat.mat_name_error`
    says more.)"""
    if "\n" in name:
        return CodedError("the name {name} holds a line break", name=repr(name[:40]))
    return text_error(name, CodedError("the name {name}", name=repr(name[:40])))


def name_problem(name: str) -> str | None:
    """:func:`name_error` as English text.  For the new-match dialog to call
    before a match starts."""
    error = name_error(name)
    return None if error is None else str(error)


def read_bytes(path: PathArg, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path``, at most ``limit`` of them.

    Raises :class:`MatchFileError` for a missing, unreadable or too large
    file (it reads at most ``limit + 1`` bytes, so a huge file costs no
    time), naming the file and the OS's reason.
    """
    try:
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except FileNotFoundError:
        # the whole path: the name alone does not say where it was looked for
        raise MatchFileError(CodedError("no such file ({path})", path=os.path.abspath(path)), path) from None
    except IsADirectoryError:
        raise MatchFileError("this is a folder, not a file", path) from None
    except PermissionError:
        raise MatchFileError("permission denied", path) from None
    except OSError as exc:
        raise MatchFileError("cannot read the file ({error})", path, error=exc.strerror or exc) from None
    if len(data) > limit:
        raise MatchFileError("the file is larger than {n} MB; no match file is that big", path,
                             n=limit // (1024 * 1024))
    return data


def decode_text(data: bytes, path: PathArg | None = None) -> str:
    """Text from ``data``: UTF-8 (with or without a BOM), else cp1252; line
    endings normalised to ``\\n``.  UTF-16 with a byte-order mark (as some
    Windows programs save text) is read too.

    Raises :class:`MatchFileError` for an empty file, binary data (control
    bytes such as NUL) or bytes that are neither UTF-8 nor cp1252.
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):      # UTF-16 with its byte-order mark
        try:
            data = data.decode("utf-16").encode("utf-8")
        except UnicodeDecodeError:
            raise MatchFileError("the file starts like UTF-16 text but is not", path) from None
    if data.startswith(_BOM):
        data = data[len(_BOM):]
    if not data.strip():
        raise MatchFileError("the file is empty", path)
    m = _BINARY.search(data)
    if m:
        raise MatchFileError("this is a binary file, not text (byte {byte} at offset {offset})", path,
                             byte=f"0x{m.group()[0]:02x}", offset=m.start())
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        try:
            text = data.decode("cp1252")
        except UnicodeDecodeError as exc:
            raise MatchFileError("the text is neither UTF-8 nor Windows-1252 (byte {byte} at offset {offset})",
                                 path, byte=f"0x{data[exc.start]:02x}", offset=exc.start) from None
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def read_text(path: PathArg) -> str:
    """:func:`read_bytes` then :func:`decode_text`."""
    return decode_text(read_bytes(path), path)


STALE_AFTER_S = 3600.0
"""Age (seconds) after which a temporary file of :func:`write_text_atomic`
whose writer cannot be told is taken as left by a kill (no write takes
that long)."""

_TEMPORARY = re.compile(r"^\.(?P<name>.+)\.(?:(?P<pid>[0-9]+)-)?[A-Za-z0-9_]+\.tmp$", re.ASCII)


def _alive(pid: int) -> bool:
    """True when process ``pid`` runs (or cannot be asked about)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError):
        return True
    return True


def remove_stale_temporaries(target: PathArg) -> int:
    """Remove the temporary files that :func:`write_text_atomic` left
    beside ``target`` when it was killed in the middle of a write
    (``.<name>.<pid>-<random>.tmp``): those whose process no longer runs,
    and those without a process id (older versions) older than
    :data:`STALE_AFTER_S`.  A write in progress (a live process) is left
    alone.  Returns the number removed; never raises."""
    folder = Path(target).parent
    name = Path(target).name
    removed = 0
    try:
        entries = list(os.scandir(folder if str(folder) else "."))
    except OSError:
        return 0
    now = time.time()
    for entry in entries:
        m = _TEMPORARY.match(entry.name)
        if m is None or m.group("name") != name:
            continue
        try:
            if m.group("pid") is not None:
                stale = not _alive(int(m.group("pid")))
            else:
                stale = now - entry.stat(follow_symlinks=False).st_mtime > STALE_AFTER_S
            if stale and entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed


def write_text_atomic(path: PathArg, text: str) -> None:
    """Write ``text`` as UTF-8 to ``path`` atomically: into a temporary file
    in the same folder, flushed to disk, then renamed over ``path`` (so a
    crash leaves the old file or the new one, never half of one).

    The temporary file is named ``.<name>.<pid>-<random>.tmp``; those a
    killed write left beside ``path`` are removed first
    (:func:`remove_stale_temporaries`).

    Line endings are written as given (``\\n``).  Raises
    :class:`MatchFileError` naming the file and the OS's reason.
    """
    target = Path(path)
    tmp_name = None
    remove_stale_temporaries(target)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}-", suffix=".tmp",
                                        dir=target.parent if str(target.parent) else ".")
        try:
            mode = target.stat().st_mode & 0o777  # keep an existing file's permissions
        except OSError:
            mode = 0o644
        os.chmod(tmp_name, mode)
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp_name, target)
        tmp_name = None
    except OSError as exc:
        raise MatchFileError("cannot write the file ({error})", path, error=exc.strerror or exc) from None
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass
