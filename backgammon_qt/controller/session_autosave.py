"""The session's autosave part: the autosave writer and its lock, and the
start-up question about an autosaved match.

:class:`SessionAutosave` is one of the named parts of
:class:`~.session.Session` (``session.autosave``).  The window asks it
whether the match is autosaved (:attr:`~SessionAutosave.enabled`), why
not (:attr:`~SessionAutosave.disabled_reason`), and tells it to write now
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
    """

    news = Signal(str)

    def __init__(self, orientations: Callable[[], tuple[str, str]], *, seats: Callable[[], tuple[str, str]],
                 analysis: Callable[[], Any], rollouts: Callable[[], list[Any]],
                 clean_files: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._clean_files = clean_files
        self.lock = autosave.AutosaveLock()
        self.saver = autosave.Autosaver(orientations, seats=seats, analysis=analysis, rollouts=rollouts,
                                        parent=self)
        self.saver.failed.connect(lambda reason: self.news.emit(
            _tr("Autosave failed: {reason}").format(reason=reason)))

    # ------------------------------------------------------------ what the window asks
    @property
    def enabled(self) -> bool:
        """The match in play is autosaved."""
        return self.saver.enabled

    @property
    def disabled_reason(self) -> str:
        """Why the match is not autosaved, in the player's language ("" when
        it is, or when no reason was given)."""
        return self.saver.disabled_reason

    def keeps_match(self) -> bool:
        """The autosave holds the match in play with its kept rollouts and
        offers it at the next start (:meth:`~.filing.autosave.Autosaver.keeps_match`)."""
        return self.saver.keeps_match()

    def attach(self, controller: MatchController) -> None:
        """Autosave ``controller``'s match from now on."""
        self.saver.attach(controller)

    def save_now(self) -> None:
        """Write the match now (when autosaving is on)."""
        self.saver.save_now()

    def flush(self, timeout: float = 10.0) -> bool:
        """Write what waits and wait for the writer (at most ``timeout``
        seconds); False when it did not finish."""
        return self.saver.flush(timeout)

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
        """Own the autosave (its lock) for this instance, and remove the
        temporary files a killed write left.  False when another running
        instance owns it: this one then does not autosave
        (:attr:`disabled_reason` says why).  When the state folder cannot be
        written nothing is autosaved either, the reason is told as
        :attr:`news`, and this returns True (the autosaved match there is
        still offered, read-only)."""
        if self.lock.acquire():
            autosave.remove_stale_temporaries()
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
        over it."""
        if autosave.autosave_path().exists():
            self.saver.enabled = False

    def offer(self) -> files.ResumeOffer | None:
        """The autosaved match to offer, or None when this instance does not
        own the autosave.  A broken autosave is set aside and the offer says
        so; after such an offer with nothing to resume the autosave is on
        again (unless the broken file could not be moved)."""
        if not self.lock.held and not self.lock.unwritable:
            return None
        offer = files.resume_offer(read_only=not self.lock.held)
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

    def discard_offer(self) -> None:
        """The offered match was discarded: remove the autosave file and
        autosave again (a failure is told as :attr:`news`)."""
        try:
            autosave.remove_autosave()
        except OSError as exc:
            self.news.emit(_tr("The autosave could not be removed: {reason}").format(reason=exc.strerror or exc))
            return
        self.again()

    def keep_for_later(self) -> None:
        """The question was closed without an answer: the autosaved match
        stays for the next start, and this session's match is not autosaved."""
        self.saver.enabled = False
        self.saver.disabled_reason = _tr("The unfinished match is kept for the next start; this session's "
                                         "match is not autosaved.")
        self.news.emit(self.saver.disabled_reason)

    def again(self) -> None:
        """Autosave again, writing at once what was played while it was held."""
        if not self.saver.enabled and self.lock.held:
            self.saver.enabled = True
            self.saver.save_now()
