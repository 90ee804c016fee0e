"""The autosave: the match in the window kept on disk, and offered again at
the next start.

- :class:`Autosaver` writes the match of the controller it follows to
  :func:`autosave_path` (``state_dir()/autosave.bgqt``, the native format)
  after every completed action: each confirmed turn, a roll that passed,
  cube actions, resignations and their answers, a claim, the end of a game.
  The moves of a turn in progress are written too, a moment later.  The GUI
  thread only takes a snapshot of the record (the finished games' copies
  are kept, :class:`~backgammon_qt.model.record_copies.RecordSnapshots`); the text is made and
  written on a writer thread (the finished games' text is kept too,
  :class:`~backgammon_qt.io.native.GameTextCache`), so an action costs the
  same however long the session.  Writes are coalesced (a newer record
  replaces one not yet started); the roll and moves of a turn in progress
  never wait for the disk, and a completed turn (or a cube action, a
  resignation, the end of a game) waits until it is written (one write, at
  most :attr:`Autosaver.turn_wait_s`), so the file is never more than the
  turn in progress behind, whatever the pace.  The match's analysis, when it
  has one, is written with it (made into data on the writer thread, once
  per analysis), and its seats (who plays each player).  Every write is atomic
  (temporary file, fsync, ``os.replace``): a kill at any moment leaves the
  last complete save and loses at most the turn in progress.  The file is
  removed when the match ends.
- :class:`AutosaveLock`: one instance of the app owns the autosave at a
  time (a :class:`QLockFile` beside it); another one running at the same
  time does not autosave and does not offer or discard the owner's match.
- :func:`read_autosave`, :func:`remove_autosave`, :func:`set_aside` (a
  broken autosave is renamed to a ``.broken`` name that is never
  overwritten), :func:`keep_aside` (the autosave kept for a later start,
  atomically and never over another kept one), :func:`finish_keep_aside`
  (one a crash interrupted) and :func:`remove_stale_temporaries`
  (temporary files left by a kill during a write) are what the start-up
  needs.

Players are the match's 0 and 1.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

from backgammon_qt.app import paths
from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.app.signals import disconnect
from backgammon_qt.model.game import Phase
from backgammon_qt.model.record import MatchRecord
from backgammon_qt.model.record_copies import RecordSnapshots, action_count, has_actions, turn_moves

from .. import wording

if TYPE_CHECKING:
    from backgammon_qt.model.match import Match

    from ..match import MatchController

io = lazy_import("backgammon_qt.io")     # the file formats load at the first write or read, not at start-up

_log = logging.getLogger(__name__)

__all__ = ["AUTOSAVE_NAME", "KEPT_NAME", "autosave_path", "kept_path", "keep_aside", "resume_kept",
           "finish_keep_aside",
           "read_autosave", "read_autosave_with_seats", "remove_autosave",
           "set_aside", "remove_stale_temporaries", "AutosaveLock", "Autosaver"]

AUTOSAVE_NAME = "autosave.bgqt"
KEPT_NAME = "autosave-kept.bgqt"
LOCK_NAME = "autosave.lock"


def autosave_path() -> Path:
    """Where the unfinished match is autosaved (computed when asked, so a
    test's ``XDG_STATE_HOME`` applies)."""
    return paths.state_dir() / AUTOSAVE_NAME


def kept_path() -> Path:
    """Where an autosaved match the player kept for a later start ("Not
    now", or a file given on the command line) waits, so that this
    session's match can be autosaved meanwhile (:func:`keep_aside`)."""
    return paths.state_dir() / KEPT_NAME


def _move_no_replace(source: Path, target: Path) -> None:
    """Rename ``source`` to ``target`` in one folder, never over an existing
    ``target``: raises :class:`FileExistsError` when the name is taken (also
    by another process at the same instant), :class:`OSError` when it
    cannot be renamed (``source`` then stays where it is).

    The one step that takes the name is atomic and refuses a taken one:
    ``os.link`` where the file system has hard links (``source`` is
    unlinked next; a crash in between leaves two names on one file, which
    :func:`finish_keep_aside` mends at the next start), else an exclusive
    create (``O_CREAT | O_EXCL``) of an empty ``target`` that ``source`` is
    then renamed over -- only ever over that empty file of our own."""
    try:
        os.link(source, target)              # fails if the name is taken: never overwrites
    except FileExistsError:
        raise
    except OSError:
        if not source.exists():
            raise
        # no hard links here (e.g. FAT, some network file systems): take the name first
        os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        try:
            os.replace(source, target)       # over the empty file just made, nothing else
        except OSError:
            try:
                target.unlink()
            except OSError:
                pass
            raise
        return
    os.unlink(source)


def keep_aside() -> Path:
    """Rename the autosave to :func:`kept_path` and return that path.
    Atomic, and never overwrites (:func:`_move_no_replace`): raises
    :class:`FileExistsError` when a kept match waits there already (also
    one kept by another process at the same instant), and :class:`OSError`
    when the file cannot be renamed (in both cases the autosave stays where
    it is)."""
    source, target = autosave_path(), kept_path()
    _move_no_replace(source, target)
    return target


def resume_kept() -> Path:
    """The match kept for a later start (:func:`kept_path`) was resumed:
    rename it back to :func:`autosave_path` (that path is returned), so it
    is in one file at every instant -- never in both, offered twice.
    Atomic, and never overwrites (:func:`_move_no_replace`): raises
    :class:`FileExistsError` when an autosave is there, :class:`OSError`
    when it cannot be renamed (it then stays where it is)."""
    source, target = kept_path(), autosave_path()
    _move_no_replace(source, target)
    return target


def finish_keep_aside() -> bool:
    """Finish a :func:`keep_aside` (or a :func:`resume_kept`) that a crash
    or a kill interrupted, so that one match is never offered twice: when
    the autosave and :func:`kept_path` are two names of one file (the hard
    link was made, the old name not yet removed) the autosave's name is
    removed (the match waits as the kept one); an empty one of the two
    (the name taken, the file not yet renamed over it) is removed when the
    other is there, the match staying in that other.  True when something
    was mended.  Call it only while holding the :class:`AutosaveLock`; an
    :class:`OSError` is not raised (nothing is lost: both are left)."""
    source, target = autosave_path(), kept_path()
    try:
        if not (source.exists() and target.exists()):
            return False
        if os.path.samefile(source, target):
            os.unlink(source)
            return True
        for empty, other in ((target, source), (source, target)):
            if empty.stat().st_size == 0 and other.stat().st_size > 0:
                empty.unlink()
                return True
    except OSError as exc:
        _log.warning("an interrupted keep of the autosave could not be finished: %s", exc)
    return False


def read_autosave(path: Path | None = None) -> MatchRecord | None:
    """The autosaved match (at ``path``, by default :func:`autosave_path`),
    or None when there is none.  Raises
    :class:`~backgammon_qt.io.MatchFileError` when the file cannot be
    loaded (it is left in place)."""
    found = read_autosave_with_seats(path)
    return None if found is None else found[0]


def read_autosave_with_seats(path: Path | None = None) -> tuple[MatchRecord, tuple[str, str] | None] | None:
    """The autosaved match (at ``path``, by default :func:`autosave_path`)
    and who played its seats (None when the file does not say: an autosave
    of an older version), or None when there is none.  Raises
    :class:`~backgammon_qt.io.MatchFileError` when the file cannot be
    loaded (it is left in place)."""
    path = autosave_path() if path is None else path
    if not path.exists():
        return None
    found: tuple[MatchRecord, tuple[str, str] | None] = io.native.load_with_seats(path)
    return found


def remove_autosave(path: Path | None = None) -> None:
    """Delete the autosave (at ``path``, by default :func:`autosave_path`;
    nothing happens when there is none).  Raises :class:`OSError` when it
    exists and cannot be removed."""
    try:
        (autosave_path() if path is None else path).unlink()
    except FileNotFoundError:
        pass


def set_aside(path: Path) -> Path:
    """Rename the broken file ``path`` to ``<name>.broken`` (or
    ``<name>.broken-2``, ``-3``...: an earlier broken file is never
    overwritten, :func:`_move_no_replace`) and return the new path.  Raises
    :class:`OSError` when it cannot be renamed (it is then left where it
    is)."""
    for n in range(1, 10_000):
        candidate = path.with_name(path.name + (".broken" if n == 1 else f".broken-{n}"))
        if candidate.exists():
            continue
        try:
            _move_no_replace(path, candidate)
        except FileExistsError:
            continue                         # taken meanwhile: the next number
        return candidate
    raise OSError(f"too many broken autosaves beside {path}")


def remove_stale_temporaries() -> int:
    """Remove the temporary files that a kill during a write left beside
    the autosave (``.autosave.bgqt.*.tmp``); the number removed.  Call it
    only while holding the :class:`AutosaveLock`."""
    removed = 0
    try:
        candidates = list(paths.state_dir().glob(f".{AUTOSAVE_NAME}.*.tmp"))
    except OSError:
        return 0
    for tmp in candidates:
        try:
            tmp.unlink()
            removed += 1
        except OSError:
            pass
    return removed


class AutosaveLock:
    """The autosave's owner: a :class:`QLockFile` (``autosave.lock`` in the
    state folder) held while this instance runs.  A lock left by a process
    that died is taken over (Qt checks the process id in it)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else paths.state_dir() / LOCK_NAME
        self._lock: QLockFile | None = None
        self.unwritable = False
        """True when the last :meth:`acquire` failed because the state
        folder cannot be written (read-only), not because another instance
        holds the lock."""

    @property
    def held(self) -> bool:
        """True while this instance owns the autosave."""
        return self._lock is not None and self._lock.isLocked()

    def acquire(self) -> bool:
        """Take the lock if no other running instance holds it; True when
        held (also when it was held already).  When False,
        :attr:`unwritable` says whether the state folder cannot be written
        (else another instance holds the lock)."""
        if self.held:
            return True
        self.unwritable = False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            self.unwritable = True
            return False
        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)             # only a dead owner's lock is stale, never an old one
        if not lock.tryLock(0):
            # LockFailedError: another instance holds it; anything else (PermissionError on a
            # read-only folder): the folder cannot be written
            self.unwritable = (lock.error() != QLockFile.LockError.LockFailedError
                               or not os.access(self.path.parent, os.W_OK))
            return False
        self._lock = lock
        return True

    def release(self) -> None:
        """Give the lock up (on quit)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


class _Writer:
    """The writer thread: writes the latest record handed to it (older ones
    not yet written are skipped), or removes the file.  ``done(ok, text)``
    is called on the writer thread after each job; :attr:`failure` says
    already, when :meth:`wait` returns, whether the last job failed."""

    def __init__(self, done: Callable[[bool, str], None]) -> None:
        self._done = done
        self._failure: str | None = None      # the reason the last job failed; None when it did not
        self._cache = None
        self._job: tuple[str, MatchRecord | None, tuple[str, str] | None, Any] | None = None
        self._analysis: tuple[Any, dict[str, Any]] | None = None   # the last analysis and its data
        self._busy = False
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None

    def submit(self, kind: str, record: MatchRecord | None = None, seats: tuple[str, str] | None = None,
               analysis: Any = None) -> None:
        """Hand the writer thread a job: ``kind`` "write" (``record``, the
        ``seats`` and the ``analysis`` to keep with it) or "remove"; a job not
        yet started is replaced by the newer one."""
        with self._cond:
            self._job = (kind, record, seats, analysis)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave-writer", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def wait(self, timeout: float = 10.0) -> bool:
        """Wait until every job handed over is done; False on time-out."""
        with self._cond:
            return self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)

    @property
    def failure(self) -> str | None:
        """Why the last job done failed, in the player's language ("" when
        no reason is known), or None when it did not fail (or none ran)."""
        with self._cond:
            return self._failure

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: self._job is not None, 30.0):
                    self._thread = None          # idle: a later submit starts a new thread
                    return
                assert self._job is not None
                (kind, record, seats, analysis), self._job = self._job, None
                self._busy = True
            ok, text, reason = False, "", ""
            try:
                ok, text, reason = self._do(kind, record, seats, analysis)
            finally:
                with self._cond:
                    self._failure = None if ok else reason      # known before wait() returns
                    self._busy = False
                    self._cond.notify_all()
            try:
                self._done(ok, text)
            except RuntimeError:       # the Autosaver is gone (the window closed): nobody to tell
                pass

    def _analysis_data(self, analysis: Any) -> dict[str, Any]:
        """``analysis.to_dict()``, made once per analysis object (one is
        never changed once the session holds it)."""
        if self._analysis is None or self._analysis[0] is not analysis:
            self._analysis = (analysis, analysis.to_dict())
        return self._analysis[1]

    def _do(self, kind: str, record: MatchRecord | None, seats: tuple[str, str] | None,
            analysis: Any = None) -> tuple[bool, str, str]:
        """Do one job: ``(ok, text, reason)``, ``text`` the path written
        ("" for a removal) or the error with its file, ``reason`` the
        error's reason alone ("" when it did not fail)."""
        path = autosave_path()
        try:
            if kind == "remove":
                remove_autosave()
                return True, "", ""
            assert record is not None
            if analysis is not None:
                try:
                    record = dataclasses.replace(record, analysis=self._analysis_data(analysis))
                except (AttributeError, TypeError, ValueError) as exc:      # a bug: the match is written still
                    _log.warning("the analysis was not autosaved: %s", exc)
            if self._cache is None:
                self._cache = io.native.GameTextCache()
            path.parent.mkdir(parents=True, exist_ok=True)
            io.write_text_atomic(path, io.native.dumps(record, self._cache, seats=seats))
        except io.MatchFileError as exc:            # in the player's language (translate is thread-safe)
            return False, wording.describe(exc), wording.reason_text(exc)
        except OSError as exc:
            return False, str(exc), exc.strerror or str(exc)
        return True, str(path), ""


def _turn_in_progress(match: Match) -> bool:
    """True while a player has rolled and is still to play (the turn in
    progress); False after a completed turn, a cube action, a resignation
    or the end of a game."""
    game = match.games[-1] if match.games else None
    return game is not None and game.phase is Phase.MOVING


def _set_up(match: Match) -> bool:
    """True when ``match``'s first game starts from a set-up position."""
    return bool(match.games) and match.games[0].record.setup is not None


class Autosaver(QObject):
    """Keeps :func:`autosave_path` equal to the match of the controller it
    is attached to (see the module docstring for when it writes).

    ``orientations`` returns each player's board orientation at save time
    (``"right"``/``"left"``, player 0's first); ``seats`` who plays each
    player (a human or a computer level, player 0's first), written with the
    match so that a resumed match keeps its computer seats; ``analysis``
    the match's analysis (a :class:`~backgammon_qt.engine.analysis.MatchAnalysis`,
    or None), written with it (its data made on the writer thread);
    ``rollouts`` the match's kept rollouts (a list of
    :class:`~backgammon_qt.engine.rollout.RolloutResult`), written with it;
    ``turn_delay_ms`` is how long a move of a turn in progress waits before
    it is written (later moves restart the wait).  While :attr:`enabled` is
    False nothing is written (the start-up question is open, or another
    instance owns the autosave: :attr:`disabled_reason` says why in words).

    Signals:
        saved(str): the autosave was written (its path) or removed ("").
        failed(str): a write failed; the reason in words.
    """

    saved = Signal(str)
    failed = Signal(str)
    _written = Signal(bool, str)      # from the writer thread

    def __init__(self, orientations: Callable[[], tuple[str, str]] = lambda: ("right", "right"), *,
                 seats: Callable[[], tuple[str, str]] | None = None, analysis: Callable[[], Any] | None = None,
                 rollouts: Callable[[], list[Any]] | None = None, turn_delay_ms: int = 300,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._orientations = orientations
        self._seats = seats
        self._analysis = analysis
        self._rollouts = rollouts
        self._controller: MatchController | None = None
        self._actions = (0, 0)
        self._turn: tuple[tuple[int, int], ...] = ()
        self._snapshots = RecordSnapshots()
        self.enabled = True
        self.disabled_reason = ""
        self._discarded = False      # the autosave was removed (discard) and not written since
        self.turn_wait_s = 2.0
        """Longest wait (seconds) for a completed turn to reach the disk
        before play goes on (then it is written a moment later)."""
        self._writer = _Writer(self._written.emit)
        self._written.connect(self._report)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(turn_delay_ms)
        self._timer.timeout.connect(self.save_now)

    def attach(self, controller: MatchController) -> None:
        """Follow ``controller`` from now on.  Nothing is written until
        something happens in its match, so showing a match (a new one, an
        opened file) leaves the autosave of the previous one alone -- except
        a match that starts from a set-up position (the editor, a pasted
        position): the player made it, so it is written at once."""
        self.flush()
        if self._controller is not None:
            disconnect(self._controller.changed, self._changed)      # may be gone with its controller
        self._controller = controller
        self._actions = action_count(controller.match)
        self._turn = turn_moves(controller.match)
        controller.changed.connect(self._changed)
        if _set_up(controller.match):
            self.save_now()

    def _changed(self) -> None:
        if self._controller is None:
            return
        match = self._controller.match
        actions, turn = action_count(match), turn_moves(match)
        if actions != self._actions:        # a completed action: handed to the writer before going on
            self._actions, self._turn = actions, turn
            self._timer.stop()
            self.save_now()
            if not _turn_in_progress(match) and not self._writer.wait(self.turn_wait_s):
                _log.warning("the autosave did not reach the disk within %.1f s", self.turn_wait_s)
        elif turn != self._turn:            # a move of the turn in progress (or one taken back)
            self._turn = turn
            self._timer.start()

    def discard(self) -> None:
        """Remove the autosave now (the match it held was closed by the
        player: a New match), unless autosaving is off in this window."""
        if self.enabled:
            self._timer.stop()
            self._writer.submit("remove")
            self._discarded = True

    def pending(self) -> bool:
        """True while a move of the turn in progress waits to be written."""
        return self._timer.isActive()

    def flush(self, timeout: float = 10.0) -> bool:
        """Write a waiting turn in progress now and wait until everything
        handed to the writer is on disk (before quitting); False when the
        writer did not finish within ``timeout`` seconds."""
        if self._timer.isActive():
            self._timer.stop()
            self.save_now()
        return self._writer.wait(timeout)

    def wait_written(self, timeout: float = 10.0) -> bool:
        """Wait until what was handed to the writer is on disk (a turn in
        progress waiting for its delay is not written); False on time-out."""
        return self._writer.wait(timeout)

    @property
    def autosaving(self) -> bool:
        """True when the autosave follows the attached match: autosaving is
        on (:attr:`enabled`) and the last write did not fail
        (:attr:`failure`; then what is on disk is not the match as it is
        now, until a write succeeds).  The one answer to "is the match
        autosaved?" -- what waits for a write is written on quit
        (:meth:`flush`; flush first to know how that write went)."""
        return self.enabled and self._writer.failure is None

    @property
    def failure(self) -> str | None:
        """Why the last write (or removal) failed, in the player's language:
        the reason alone, without the file ("" when none is known); None
        when it did not fail.  Known as soon as :meth:`flush` or
        :meth:`wait_written` returns."""
        return self._writer.failure

    def keeps_match(self) -> bool:
        """True when the autosave holds the attached match as it is now, with
        its kept rollouts, and offers it at the next start (which restores
        them): the match is autosaved (:attr:`autosaving`: on, and the
        last write did not fail), it is not over (a finished match's
        autosave is removed), it was not taken out of the autosave
        (:meth:`discard`: saved to a file, or closed) since it was last
        written, and something happened in it or it starts from a set-up
        position (else nothing is written)."""
        c = self._controller
        return (c is not None and self.autosaving and not c.match.is_over and not self._discarded
                and (has_actions(c.match) or _set_up(c.match)))

    def save_now(self) -> None:
        """Hand the attached match to the writer now: removed when the match
        is over, left alone when nothing has happened in it yet."""
        c = self._controller
        if c is None or not self.enabled:
            return
        match = c.match
        if match.is_over:
            self._writer.submit("remove")
            return
        if not has_actions(match) and not _set_up(match):
            return
        record = self._snapshots.record(match, c.clock.banks() if c.clock is not None else None,
                                        self._orientations())
        kept = self._rollouts() if self._rollouts is not None else []
        if kept:
            from ..engine_jobs.rollouts import result_to_dict

            record = dataclasses.replace(record, rollouts=[result_to_dict(r) for r in kept])
        self._writer.submit("write", record, None if self._seats is None else self._seats(),
                            None if self._analysis is None else self._analysis())
        self._discarded = False

    def _report(self, ok: bool, text: str) -> None:
        if ok:
            self.saved.emit(text)
        else:
            self.failed.emit(text)
