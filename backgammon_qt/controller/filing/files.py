"""Match files without widgets: opening off the GUI thread, saving, the
formats' names and what they cannot keep, recent files, and the offer to
resume an autosaved match.

- :class:`FileLoader` reads, parses and verifies a file on a
  :class:`QThreadPool` thread (a long match takes a tenth of a second or
  more; a money session of a thousand games several seconds), reports its
  progress game by game and a :class:`Loaded` or the error's words; it can
  be cancelled, and a newer load wins over one still running.
- :func:`save_record` writes a record in the format its extension names
  (atomic; :class:`SaveError` with the reason in words);
  :class:`FileSaver` does it on a :class:`QThreadPool` thread (the first
  save of a money session of a thousand games takes a second or more),
  reporting its progress game by game.
- :func:`format_name`, :func:`is_match_file`, :data:`LOSSY`, :func:`save_refusal`,
  :data:`OPEN_FILTER`, :data:`SAVE_TYPES`, :func:`suggested_name`: what the
  file dialogs need.
- :class:`RecentFiles`: the last opened or saved files
  (``state_dir()/recent-files.json``).
- :func:`resume_offer`: the autosaved match at start-up, described in
  words, or the reason it cannot be read (it is then set aside).

Formats: the native ``.bgqt``, ``.mat``/``.txt`` and gnubg SGF
(:mod:`backgammon_qt.io`).
"""

from __future__ import annotations

import atexit
import json
import os
import threading
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, QRunnable, QStandardPaths, QThreadPool, Signal

from backgammon_qt.app import paths
from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.app.translations import ContextTr
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import MatchRecord

from .. import wording
from ..wording import error_text
from . import autosave

io = lazy_import("backgammon_qt.io")     # the file formats load at the first file action, not at start-up
if TYPE_CHECKING:
    import datetime
else:
    datetime = lazy_import("datetime")   # a name or a date to show, not before the window's first paint

__all__ = ["EXTENSIONS", "OPEN_FILTER", "SAVE_TYPES", "LOSSY", "Loaded", "FileLoader", "FileSaver", "SaveError",
           "save_record", "save_refusal",
           "format_name", "is_match_file", "name_problem",
           "mat_name_problem", "suggested_name", "default_folder", "RecentFiles", "ResumeOffer", "resume_offer"]


_tr = ContextTr("MatchFiles")


EXTENSIONS = (".bgqt", ".mat", ".txt", ".sgf")
"""The extensions of the files Open reads (whatever the content says)."""

OPEN_FILTER = ("Match files (*.bgqt *.mat *.txt *.sgf);;backgammon-qt match (*.bgqt);;"
               "Jellyfish match text (*.mat *.txt);;gnubg SGF (*.sgf);;All files (*)")
SAVE_TYPES = (("backgammon-qt match (*.bgqt)", ".bgqt"), ("Jellyfish match text (*.mat)", ".mat"),
              ("gnubg SGF (*.sgf)", ".sgf"))
"""The file dialog's save types: (filter label, extension)."""

LOSSY = {
    "mat": "A .mat file keeps the moves, the cube actions, the results, the Crawford and Jacoby rules "
           "and the starting position (standard or Nackgammon), but not the other rule options, "
           "a declined resignation, the turn in progress, the clocks or the board orientation.",
    "sgf": "An SGF file keeps the moves, the cube actions, the results, the Crawford and Jacoby rules, "
           "the cube and the starting position (standard or Nackgammon), but not the other rule "
           "options, resignations as moves, the turn in progress, the clocks or the board orientation.",
}
"""What each export format leaves out of a save that goes ahead, by format
name (untranslated).  What a format cannot hold at all, so that the save
is refused, is :func:`save_refusal`'s: the two together say what a format
cannot keep."""


def save_refusal(record: MatchRecord, path: str | os.PathLike[str]) -> str | None:
    """Why ``record`` cannot be saved as the format ``path``'s extension
    names (a ``.mat`` file and a game from a set-up position, a name a
    text file cannot carry back...), in the player's language as a
    sentence naming the game where there is one, or None when it can: the
    writer's own refusal (:func:`backgammon_qt.io.check_writable`), asked
    before a save is offered, so that a save that will be refused is
    refused at once."""
    try:
        io.check_writable(record, path)
    except io.MatchFileError as exc:
        return wording.sentence(wording.describe(exc))
    return None


def format_name(path: str | os.PathLike[str]) -> str | None:
    """The name of the format ``path``'s extension names (``"native"``,
    ``"mat"``, ``"sgf"``), or None for an unknown extension."""
    fmt = io.FORMATS.get(Path(path).suffix.lower())
    return fmt.name if fmt is not None else None


def is_match_file(path: str | os.PathLike[str]) -> bool:
    """True when ``path`` has the extension of a format we read."""
    return Path(path).suffix.lower() in EXTENSIONS


def name_problem(name: str) -> str | None:
    """Why a player ``name`` cannot be saved in a match file and read back
    unchanged (a line break or another control character), or None.  The
    new-match dialog refuses such a name; ``.mat`` has more limits, which
    its export states (:func:`mat_name_problem`).  In the player's
    language (io's reason through :func:`~backgammon_qt.controller.wording.error_text`)."""
    problem = io._text.name_error(name)
    return None if problem is None else error_text(problem)


def mat_name_problem(name: str) -> str | None:
    """Why ``name`` cannot be written to a ``.mat`` file and read back (by
    us and by gnubg), or None: an empty name, ``:``, blanks at either end,
    a trailing ``,digits``, more than 31 characters.  In the player's
    language."""
    problem = io.mat.mat_name_error(name)
    return None if problem is None else error_text(problem)


def suggested_name(players: tuple[str, str], length: int, day: datetime.date | None = None) -> str:
    """``Alice-Bob-5pt-2025-01-31.bgqt`` (characters unsafe in file names dropped)."""
    def clean(name: str) -> str:
        kept = "".join(ch for ch in name if ch.isalnum() or ch in " _-").strip().replace(" ", "_")
        return kept or "player"

    what = f"{length}pt" if length else "money"
    day = day or datetime.date.today()
    return f"{clean(players[0])}-{clean(players[1])}-{what}-{day.isoformat()}.bgqt"


def default_folder(recent: RecentFiles, *, saving: bool = False) -> str:
    """The folder a file dialog starts in: that of the last file opened or
    saved (Open), or with ``saving`` that of the last file saved (Save as
    of a match that has no file: a folder only opened from, someone else's
    matches say, is not offered to write into); the newest such recent
    file whose folder is still there; else the user's documents folder,
    else the home folder; never the app's own folders (the autosave's)."""
    for file in recent.saved_files() if saving else recent.files():
        folder = Path(file).parent
        if folder.is_dir():
            return str(folder)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return documents
    return str(Path.home())


class SaveError(Exception):
    """A match could not be saved; the message says why, in words."""


def save_record(record: MatchRecord, path: str | os.PathLike[str], *, seats: tuple[str, str] | None = None) -> None:
    """Write ``record`` to ``path`` in the format its extension names
    (atomically: the old file stays whole on failure).  ``seats``: who
    plays players 0 and 1 (a human or a computer level), kept by a native
    ``.bgqt`` file only (its optional ``"seats"``, as the autosave writes
    it; ``.mat`` and ``.sgf`` have no place for them).  Raises
    :class:`SaveError` naming the file and the reason."""
    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        if seats is not None and format_name(path) == "native":
            io.native.save(record, path, seats=seats)
        else:
            io.save(record, path)
    except io.MatchFileError as exc:
        raise SaveError(wording.describe(exc)) from None        # in the player's language
    except OSError as exc:
        raise SaveError(str(exc)) from None


@dataclass(frozen=True)
class Loaded:
    """A file that was opened: its record, the format's name, the match
    replayed from it, the path, and who plays players 0 and 1 when the file
    says so (a native file's optional ``"seats"``: a human or a computer
    level; None: the file does not say, and both players are humans)."""

    record: MatchRecord
    format: str
    match: Match
    path: str
    seats: tuple[str, str] | None = None


class _Relay(QObject):
    """Carries a load's or a save's progress and its end from the pool
    thread to the GUI thread.

    Signals:
        done(int, object): the job number and a :class:`Loaded` or the
            error's words (str); for a save None or the error's words.
        progress(int, int): the job number and how far it is, 0..1000.
    """

    done = Signal(int, object)
    progress = Signal(int, int)


class _Cancelled(Exception):
    """Raised inside a load's replay when it was cancelled (not an error
    of the file: never a ``ValueError``, so no reader catches it)."""


_PROGRESS_EVERY = 0.1
"""Seconds between two progress reports of a load (and the longest a
Cancel waits for the load to stop: one game's replay more)."""


class _LoadJob(QRunnable):
    def __init__(self, relay: _Relay, job: int, path: str, cancel: threading.Event) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._job, self._path, self._cancel = relay, job, path, cancel
        self._last = 0.0

    def _progress(self, phase: int, done: int, total: int) -> None:
        """Report ``done`` of ``total`` games of ``phase`` (0 reading the
        file, 1 replaying its record for play); stop when cancelled."""
        if self._cancel.is_set():
            raise _Cancelled
        now = time.monotonic()
        if now - self._last >= _PROGRESS_EVERY or (done == total and total):
            self._last = now
            part = done / total if total else 0.0
            self._relay.progress.emit(self._job, int(500 * (phase + part)))

    def run(self) -> None:
        result: object
        try:
            text = io.decode_text(io.read_bytes(self._path), self._path)
            seats = None
            with io.reporting(lambda done, total: self._progress(0, done, total)):
                if io.detect_format(text, self._path).name == "native":   # the one format that may name its seats
                    # verifying the record replayed it: that match is the one to play on
                    record, seats, match = io.native.loads_with_match(text, self._path)
                    self._progress(1, 1, 1)
                    fmt_name = "native"
                else:
                    with io.keeping_match() as kept:
                        record, fmt = io.parse_text(text, self._path)
                    fmt_name = fmt.name
                    if kept:                # the reader replayed the file as it read it: play on from that match
                        match = kept[0]
                        match.info = dict(record.info)
                        self._progress(1, 1, 1)
                    else:
                        match = Match.replay(record, progress=lambda done, total: self._progress(1, done, total))
            result = Loaded(record, fmt_name, match, self._path, seats)
        except _Cancelled:
            return                                  # the loader said so when it was cancelled
        except io.MatchFileError as exc:
            result = wording.describe(exc)
        except Exception as exc:  # a bug must still reach the user, not die in the pool thread
            result = wording.describe(io.MatchFileError(
                "unexpected error while reading ({kind}: {error})", self._path, kind=type(exc).__name__,
                error=str(exc)))
        self._relay.done.emit(self._job, result)


class _CleanJob(QRunnable):
    """Removes the temporary files that killed saves left beside ``paths``
    (:func:`backgammon_qt.io._text.remove_stale_temporaries`), off the GUI
    thread (it reads folders, and loads the formats' package)."""

    def __init__(self, paths: list[str]) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._paths = paths

    def run(self) -> None:
        for path in self._paths:
            io._text.remove_stale_temporaries(path)


class FileLoader(QObject):
    """Loads match files off the GUI thread, one at a time; a newer
    :meth:`load` makes an older one's result stale (dropped).

    Signals:
        loaded(object): a :class:`Loaded`.
        failed(str, str): the path and why it could not be opened (one line
            or a few, with the file, line, game and move where known).
        progress(int): how far the load is, 0..1000 (per mille: reading
            the file is the first half, replaying its match for play the
            second), at most every tenth of a second.
        cancelled(str): the load of that path was cancelled (:meth:`cancel`);
            nothing else follows for it.
    """

    loaded = Signal(object)
    failed = Signal(str, str)
    progress = Signal(int)
    cancelled = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        _register_teardown()
        _LOADERS.add(self)
        self._job = 0
        self._loading: str | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        self._relay.progress.connect(self._progress)
        self._cancel = threading.Event()

    @property
    def busy(self) -> bool:
        """True while a file is being loaded."""
        return self._loading is not None

    def load(self, path: str | os.PathLike[str]) -> None:
        """Start loading ``path``; ``loaded`` or ``failed`` follows."""
        self._job += 1
        self._loading = os.fspath(path)
        self._cancel = threading.Event()
        self._pool.start(_LoadJob(self._relay, self._job, self._loading, self._cancel))

    def cancel(self) -> None:
        """Stop the load in progress: ``cancelled`` is emitted now, and the
        pool thread stops at its next game (the window's match is not
        touched).  Nothing happens when no file is being loaded."""
        if self._loading is None:
            return
        path, self._loading = self._loading, None
        self._cancel.set()
        self._job += 1                  # whatever the stopped job still sends is stale
        self.cancelled.emit(path)

    def clean_stale_temporaries(self, paths: list[str]) -> None:
        """Remove, on the pool thread, the temporary files that a save killed
        in the middle left beside each of ``paths`` (the recent files, at
        start-up; a save of a file removes its own as well)."""
        if paths:
            self._pool.start(_CleanJob(list(paths)))

    def wait(self, msecs: int = 10000) -> bool:
        """Wait for the pool thread (tests, quitting); the result is still
        delivered through the event loop."""
        return bool(self._pool.waitForDone(msecs))

    def _progress(self, job: int, value: int) -> None:
        if job == self._job and self._loading is not None:
            self.progress.emit(value)

    def _done(self, job: int, result: object) -> None:
        if job != self._job:
            return
        path, self._loading = self._loading or "", None
        if isinstance(result, Loaded):
            self.loaded.emit(result)
        else:
            self.failed.emit(path, str(result))


class _SaveJob(QRunnable):
    """Writes one record (:func:`save_record`) on the saver's pool thread."""

    def __init__(self, relay: _Relay, job: int, record: MatchRecord, path: str,
                 seats: tuple[str, str] | None) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._job, self._record, self._path, self._seats = relay, job, record, path, seats
        self._last = 0.0

    def _progress(self, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self._last >= _PROGRESS_EVERY or (done == total and total):
            self._last = now
            self._relay.progress.emit(self._job, int(1000 * done / total) if total else 0)

    def run(self) -> None:
        result: str | None = None
        try:
            with io.reporting(self._progress):
                save_record(self._record, self._path, seats=self._seats)
        except SaveError as exc:
            result = str(exc)
        except Exception as exc:  # a bug must still reach the user, not die in the pool thread
            result = wording.describe(io.MatchFileError(
                "unexpected error while writing ({kind}: {error})", self._path, kind=type(exc).__name__,
                error=str(exc)))
        self._relay.done.emit(self._job, result)


class FileSaver(QObject):
    """Saves match records off the GUI thread (:func:`save_record`: the
    format by the extension, atomic), one at a time, in the order asked.

    Signals:
        saved(str): that path was written.
        failed(str, str): the path and why it could not be written (in words;
            the file that was there is whole).
        progress(int): how far the save in progress is, 0..1000 (per mille of
            the games written), at most every tenth of a second and at the end.
    """

    saved = Signal(str)
    failed = Signal(str, str)
    progress = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        _register_teardown()
        _SAVERS.add(self)
        self._job = 0
        self._paths: dict[int, str] = {}      # the saves asked and not finished, by job number
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        self._relay.progress.connect(self._progress)

    @property
    def busy(self) -> bool:
        """True while a save is asked and not finished."""
        return bool(self._paths)

    def save(self, record: MatchRecord, path: str | os.PathLike[str], *,
             seats: tuple[str, str] | None = None) -> None:
        """Start writing ``record`` to ``path`` (``seats`` as for
        :func:`save_record`); ``saved`` or ``failed`` follows.  The record
        must not change meanwhile (give a snapshot, as
        :meth:`~backgammon_qt.model.record_copies.RecordSnapshots.record` makes)."""
        self._job += 1
        self._paths[self._job] = os.fspath(path)
        self._pool.start(_SaveJob(self._relay, self._job, record, os.fspath(path), seats))

    def wait(self, msecs: int = 10000) -> bool:
        """Wait for the pool thread (tests, quitting); the result is still
        delivered through the event loop."""
        return bool(self._pool.waitForDone(msecs))

    def _progress(self, job: int, value: int) -> None:
        if job in self._paths:
            self.progress.emit(value)

    def _done(self, job: int, result: object) -> None:
        path = self._paths.pop(job, None)
        if path is None:
            return
        if result is None:
            self.saved.emit(path)
        else:
            self.failed.emit(path, str(result))


_LOADERS: weakref.WeakSet[FileLoader] = weakref.WeakSet()
_SAVERS: weakref.WeakSet[FileSaver] = weakref.WeakSet()
_TEARDOWN_REGISTERED = False


def _register_teardown() -> None:
    """Register :func:`_teardown` to run at the interpreter's exit, once.
    Registered after PySide6 is imported, so it runs before PySide's own
    clean-up (``atexit`` runs the newest first)."""
    global _TEARDOWN_REGISTERED
    if not _TEARDOWN_REGISTERED:
        atexit.register(_teardown)
        _TEARDOWN_REGISTERED = True


def _teardown() -> None:
    """At exit, while Python is still whole: wait for the file loaders'
    and savers' pool threads (a save asked is finished), then delete the
    application's top-level windows.

    A script that drops the window without quitting the application leaves
    this to PySide's own clean-up, which runs after Python has begun to shut
    down and deletes objects in no particular order: a window closed there
    moves the focus, and a Python event filter that then touches an object
    already deleted raises where PySide cannot report it (SIGSEGV).  Deleted
    here, each window goes with its children in Qt's order."""
    for loader in list(_LOADERS):
        if shiboken6.isValid(loader):
            loader.wait(5000)
    for saver in list(_SAVERS):
        if shiboken6.isValid(saver):
            saver.wait(30000)
    app = QCoreApplication.instance()
    if app is None or not shiboken6.isValid(app) or not hasattr(app, "topLevelWidgets"):
        return
    windows = [w for w in app.topLevelWidgets() if shiboken6.isValid(w) and w.parent() is None]
    for window in windows:              # (not close(): a window may ask a question there)
        if shiboken6.isValid(window):
            shiboken6.delete(window)


class RecentFiles:
    """The last ``limit`` match files opened or saved, newest first, kept
    as absolute paths in ``path`` (default
    ``paths.state_dir()/recent-files.json``), and apart from them the last
    files saved (:meth:`saved_files`, in ``recent-files-saved.json`` beside
    it: where Save as of a new match starts).  A missing or unreadable list
    reads as empty; a list that cannot be written is kept in memory only."""

    NAME = "recent-files.json"

    def __init__(self, path: str | os.PathLike[str] | None = None, limit: int = 10) -> None:
        self.path = Path(path) if path is not None else paths.state_dir() / self.NAME
        self.saved_path = self.path.with_name(f"{self.path.stem}-saved{self.path.suffix}")
        self.limit = limit

    def files(self) -> list[str]:
        """The recent files, opened or saved, newest first."""
        return self._read(self.path)

    def saved_files(self) -> list[str]:
        """The files last saved to, newest first."""
        return self._read(self.saved_path)

    def _read(self, path: Path) -> list[str]:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        if not isinstance(data, list):
            return []
        return [p for p in data if isinstance(p, str)][: self.limit]

    def _write(self, files: list[str], path: Path | None = None) -> None:
        path = path or self.path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            io.write_text_atomic(path, json.dumps(files[: self.limit], ensure_ascii=False, indent=1) + "\n")
        except (io.MatchFileError, OSError):
            pass

    def add(self, file: str | os.PathLike[str], *, saved: bool = False) -> None:
        """Put ``file`` first (once); ``saved``: it was saved to (it goes
        first in :meth:`saved_files` too)."""
        name = os.path.abspath(os.fspath(file))
        self._write([name] + [p for p in self.files() if p != name])
        if saved:
            self._write([name] + [p for p in self.saved_files() if p != name], self.saved_path)

    def remove(self, file: str | os.PathLike[str]) -> None:
        """Take ``file`` off the lists."""
        name = os.path.abspath(os.fspath(file))
        self._write([p for p in self.files() if p != name])
        if name in self.saved_files():
            self._write([p for p in self.saved_files() if p != name], self.saved_path)

    def clear(self) -> None:
        """Empty the lists."""
        self._write([])
        self._write([], self.saved_path)


@dataclass(frozen=True)
class ResumeOffer:
    """What start-up finds in the autosave.  ``record``/``match``: the
    unfinished match to offer (``text`` describes it); else nothing to offer,
    and ``text`` is a message to show ("" when there is nothing to say).
    ``blocked``: a broken autosave that could not be set aside is still in
    its place, so nothing may be autosaved over it this session.
    ``seats``: who played players 0 and 1 (a human or a computer level), as
    the autosave kept them (None: it did not say)."""

    record: MatchRecord | None = None
    match: Match | None = None
    text: str = ""
    blocked: bool = False
    seats: tuple[str, str] | None = None
    path: Path | None = None
    """The file the offer was read from (the autosave, or the match kept
    for a later start: :func:`.autosave.kept_path`)."""


def resume_offer(read_only: bool = False, path: Path | None = None) -> ResumeOffer:
    """The autosaved match to offer at start-up.  An autosave that cannot be
    read is set aside (:func:`.autosave.set_aside`) and the offer says so;
    one of a finished match is removed.  ``read_only``: the state folder
    cannot be written; the file is left as it is, and the offer says that
    a resumed match is not autosaved.  ``path``: the file to read (by
    default the autosave)."""
    path = autosave.autosave_path() if path is None else path
    try:
        found = autosave.read_autosave_with_seats(path)
    except io.MatchFileError as exc:
        if read_only:
            return ResumeOffer(text=_tr(
                "The autosaved match could not be restored, and the folder {folder} cannot be written, so it "
                "stays as it is; this session's match is not autosaved.\n\n{error}").format(
                    folder=path.parent, error=wording.describe(exc)), blocked=True)
        try:
            broken = autosave.set_aside(path)
        except OSError as err:
            return ResumeOffer(text=_tr(
                "The autosaved match could not be restored, and it could not be set aside either "
                "({reason}); this session's match is not autosaved, so that the file stays as it is.\n\n"
                "{error}").format(reason=err.strerror or err, error=wording.describe(exc)), blocked=True)
        return ResumeOffer(text=_tr("The autosaved match could not be restored; the file was set aside "
                                    "as {name}.\n\n{error}").format(name=broken, error=wording.describe(exc)))
    if found is None:
        return ResumeOffer()
    record, seats = found
    match = Match.replay(record)
    if match.is_over:
        if not read_only:
            try:
                autosave.remove_autosave(path)
            except OSError:
                pass
        return ResumeOffer()
    a, b = record.players
    s = match.score
    try:
        # the player's locale's short date and time ("05.03.2026 14.07" in Danish, "3/5/26 2:07 PM" in the US)
        when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime)),
                                  QLocale.FormatType.ShortFormat)
    except OSError:
        when = "?"
    text = (_tr("An unfinished match was saved when backgammon-qt last stopped ({when}):\n\n"
                "{a} \u2013 {b}, match to {n}, score {sa}\u2013{sb}, game {g}.\n\n"
                "Resume it, or discard it?") if record.match_length else
            _tr("An unfinished match was saved when backgammon-qt last stopped ({when}):\n\n"
                "{a} \u2013 {b}, money game, score {sa}\u2013{sb}, game {g}.\n\n"
                "Resume it, or discard it?")).format(when=when, a=a, b=b, n=record.match_length, sa=s[0],
                                                     sb=s[1], g=len(match.games))
    if read_only:
        text += "\n\n" + _tr("The folder {folder} cannot be written: the match can be resumed, but it is not "
                              "autosaved (save it with Ctrl+S), and the autosave stays as it is.").format(
                                  folder=path.parent)
    return ResumeOffer(record, match, text, seats=seats, path=path)
