"""The session's autosave part: the autosave writer and its lock, and the
start-up question about an autosaved match.

:class:`SessionAutosave` is one of the named parts of
:class:`~.session.Session` (``session.autosave``).  The window asks it
whether the match is autosaved (:attr:`~SessionAutosave.autosaved`), why
not (:attr:`~SessionAutosave.not_autosaved_reason`), and tells it to write now
or to forget what waits; it never reaches the writer or the lock itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from backgammon_qt.app.translations import ContextTr

from .filing import autosave, files
from .match import MatchController

__all__ = ["SessionAutosave"]


_tr = ContextTr("Session")


class SessionAutosave(QObject):
    """The autosave of one session's match.

    ``orientations``, ``seats``, ``analysis`` and ``rollouts`` are read at
    each write (see :class:`~.filing.autosave.Autosaver`); ``clean_files`` removes
    the temporaries a killed save of the player's files left (called once
    this instance owns the autosave).

    Signals:
        news(str): a sentence for the status bar (an autosave failed, or
            the match is not autosaved and why).
        written(): a write (or removal) was done, or failed: whether the
            match is autosaved (:attr:`autosaved`) may have changed.
    """

    news = Signal(str)
    written = Signal()

    def __init__(self, orientations: Callable[[], tuple[str, str]], *, seats: Callable[[], tuple[str, str]],
                 analysis: Callable[[], Any], rollouts: Callable[[], list[Any]],
                 clean_files: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._clean_files = clean_files
        self.lock = autosave.AutosaveLock()
        self.saver = autosave.Autosaver(orientations, seats=seats, analysis=analysis, rollouts=rollouts,
                                        parent=self)
        self._offered = autosave.autosave_path()     # the file of the last offer (offer())
        self.saver.failed.connect(lambda reason: self.news.emit(
            _tr("Autosave failed: {reason}").format(reason=reason)))
        self.saver.failed.connect(self.written)
        self.saver.saved.connect(self._written_well)
        self.saver.saved.connect(self.written)
        self._late = False                  # the last flush did not finish in time

    def _written_well(self, *_: object) -> None:
        self._late = False

    # ------------------------------------------------------------ what the window asks
    @property
    def autosaved(self) -> bool:
        """The match in play is autosaved: autosaving is on and the last
        write did not fail (:attr:`~.filing.autosave.Autosaver.autosaving`).
        A turn in progress waiting for its write is written on quit; call
        :meth:`flush` first to know how that write went (a flush that did
        not finish in time makes this False until a write ends well)."""
        return self.saver.autosaving and not self._late

    @property
    def disabled_reason(self) -> str:
        """Why autosaving is off, in the player's language ("" when it is
        on, or when no reason was given)."""
        return self.saver.disabled_reason

    @property
    def not_autosaved_reason(self) -> str:
        """Why the match in play is not autosaved (:attr:`autosaved`), in
        whole sentences of the player's language: why autosaving is off
        (:attr:`disabled_reason`), or that the last write failed and why.
        "" when it is autosaved, or when autosaving is off with no reason
        given (the start-up question is open)."""
        if self.autosaved:
            return ""
        if not self.saver.enabled:
            return self.saver.disabled_reason
        if self._late:
            return _tr("The autosave did not finish writing in time, so it may not hold the match as it is now.")
        failure = self.saver.failure or ""
        if failure:
            return _tr("The last autosave could not be written, so the autosave does not hold the match as it is now. "
                       "The reason: {reason}.").format(reason=failure.rstrip("."))
        return _tr("The last autosave could not be written, so the autosave does not hold the match as it is now.")

    def keeps_match(self) -> bool:
        """The autosave holds the match in play with its kept rollouts and
        offers it at the next start (:meth:`~.filing.autosave.Autosaver.keeps_match`)."""
        return not self._late and self.saver.keeps_match()

    def attach(self, controller: MatchController) -> None:
        """Autosave ``controller``'s match from now on."""
        self.saver.attach(controller)

    def save_now(self) -> None:
        """Write the match now (when autosaving is on)."""
        self.saver.save_now()

    def flush(self, timeout: float = 10.0) -> bool:
        """Write what waits and wait for the writer (at most ``timeout``
        seconds); False when it did not finish: until a later write ends
        well, the match then counts as not autosaved (:attr:`autosaved`)."""
        done = self.saver.flush(timeout)
        self._late = not done
        return done

    def forget(self) -> None:
        """The match in play was closed on purpose, or saved to a file that
        keeps all of it: forget what waits and remove the autosave (it is not
        offered at the next start; the next action in the match writes it
        again).  Nothing happens while this window does not autosave (an
        autosave kept for a later start stays)."""
        self.saver.discard()

    def close(self) -> None:
        """Write what waits and release the lock (the session ends)."""
        self.saver.flush()
        self.lock.release()

    # ------------------------------------------------------------ start-up
    def take(self) -> bool:
        """Own the autosave (its lock) for this instance, remove the
        temporary files a killed write left, and finish a keeping aside a
        crash interrupted (:func:`~.filing.autosave.finish_keep_aside`: one
        match is not offered twice).  False when another running
        instance owns it: this one then does not autosave
        (:attr:`disabled_reason` says why).  When the state folder cannot be
        written nothing is autosaved either, the reason is told as
        :attr:`news`, and this returns True (the autosaved match there is
        still offered, read-only)."""
        if self.lock.acquire():
            autosave.remove_stale_temporaries()
            autosave.finish_keep_aside()
            self._clean_files()
            return True
        self.saver.enabled = False
        if self.lock.unwritable:
            self.saver.disabled_reason = _tr(
                "The folder {folder} cannot be written, so this window's match is not autosaved (save it "
                "with Ctrl+S).").format(folder=self.lock.path.parent)
            self.news.emit(self.saver.disabled_reason)
            return True
        self.saver.disabled_reason = _tr(
            "Another backgammon-qt is running and keeps its own unfinished match; this window's match is "
            "not autosaved (save it with Ctrl+S).")
        return False

    def ensure_taken(self) -> None:
        """Try to own the lock when start-up did not (a test or a caller may
        skip it); nothing happens when it is owned already."""
        self.lock.acquire()

    def hold(self) -> None:
        """While an autosaved match waits for its question: write nothing
        over it (nor start a new autosave that would be offered instead of
        a match kept for a later start)."""
        if autosave.autosave_path().exists() or autosave.kept_path().exists():
            self.saver.enabled = False

    def offer(self) -> files.ResumeOffer | None:
        """The autosaved match to offer, or None when this instance does not
        own the autosave: the autosave, or else the match kept for a later
        start (:func:`~.filing.autosave.kept_path`).  A broken one is set
        aside and the offer says so; after such an offer with nothing to
        resume the autosave is on again (unless the broken file could not be
        moved)."""
        if not self.lock.held and not self.lock.unwritable:
            return None
        path = autosave.autosave_path()
        if not path.exists() and autosave.kept_path().exists():
            path = autosave.kept_path()
        self._offered = path
        offer = files.resume_offer(read_only=not self.lock.held, path=path)
        if offer.record is None:
            if offer.blocked and self.lock.held:
                self.saver.enabled = False
                self.saver.disabled_reason = _tr("The broken autosave could not be set aside; this "
                                                 "window's match is not autosaved.")
            else:
                self.again()
        return offer

    def resumed(self) -> None:
        """The offered match was resumed: autosave it when this instance owns
        the lock (a read-only state folder: resumed, not autosaved)."""
        self.saver.enabled = self.lock.held

    def resumed_shown(self) -> None:
        """The resumed match is in play: when it came from the match kept
        for a later start, the kept file becomes the autosave in one step
        (:func:`~.filing.autosave.resume_kept`: it is never in both files,
        to be offered again once the autosave was played out or closed),
        and the match is written to it now.  When it cannot be renamed it
        is written to the autosave and the kept file removed once that
        write succeeded (else it stays, offered again: nothing is lost)."""
        kept = autosave.kept_path()
        if self._offered != kept or not self.saver.enabled:
            return
        try:
            self._offered = autosave.resume_kept()
        except OSError:
            pass
        else:
            self.saver.save_now()
            return
        self.saver.save_now()
        if self.saver.flush() and self.saver.failure is None and autosave.autosave_path().exists():
            try:
                autosave.remove_autosave(kept)
            except OSError:
                pass           # offered again at a later start: nothing is lost

    def discard_offer(self) -> None:
        """The offered match was discarded: remove its file and autosave
        again (a failure is told as :attr:`news`)."""
        try:
            autosave.remove_autosave(self._offered)
        except OSError as exc:
            self.news.emit(_tr("The autosave could not be removed: {reason}").format(reason=exc.strerror or exc))
            return
        self.again()

    def keep_waiting(self) -> None:
        """A file was opened from the command line at start-up: the
        autosaved match is not offered over it but kept for a later start
        (:meth:`keep_for_later`), and this session's match is autosaved."""
        self.ensure_taken()        # (a test or a caller may skip start_up)
        if not self.lock.held:
            return                 # read-only: nothing is autosaved, and the reason is told already
        self._offered = autosave.autosave_path()
        if self._offered.exists():
            self.keep_for_later()
        else:
            self.again()

    def keep_for_later(self) -> None:
        """The question was not answered ("Not now"), or a file was opened
        from the command line: the autosaved match is kept for a later start
        under another name (:func:`~.filing.autosave.keep_aside`), and this
        session's match is autosaved as usual.  When it cannot be renamed (a
        match kept earlier still waits there, or the folder cannot be
        written) it stays where it is and this session's match is not
        autosaved; :attr:`disabled_reason` says so."""
        if self._offered == autosave.autosave_path() and autosave.autosave_path().exists() and self.lock.held:
            try:
                autosave.keep_aside()
            except OSError:
                pass
            else:
                self.news.emit(_tr("The unfinished match from last time is kept: it is offered again at the "
                                   "next start without a file. This window's match is autosaved as usual."))
                self.again()
                return
        if self._offered == autosave.kept_path() and self.lock.held:
            self.again()           # it already waits under its own name: nothing to hold back
            return
        self.saver.enabled = False
        self.saver.disabled_reason = _tr(
            "An unfinished match from an earlier start is kept in the autosave and offered again at the next "
            "start. So that it is not written over, the match in this window is not autosaved. Save it with "
            "Ctrl+S to keep it.")
        self.news.emit(self.saver.disabled_reason)

    def again(self) -> None:
        """Autosave again, writing at once what was played while it was held."""
        if not self.saver.enabled and self.lock.held:
            self.saver.enabled = True
            self.saver.save_now()
