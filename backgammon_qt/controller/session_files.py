"""The session's files part: opening and saving the match, the recent
files, the file the match came from and where Play on cut it.

:class:`SessionFiles` is one of the named parts of
:class:`~.session.Session` (``session.files``).  The window's file
actions call its methods (open, cancel the load, save, the questions
before a save) and connect to its signals; they never reach the loader
itself.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from backgammon_qt.app.translations import ContextTr
from backgammon_qt.model.record import MatchRecord
from backgammon_qt.model.record_copies import action_count, turn_moves

from .filing import files
from .match import MatchController
from .wording import warning_text

__all__ = ["SessionFiles"]


_tr = ContextTr("Session")


class SessionFiles(QObject):
    """The files of one session's match.

    ``current`` is the controller in play; ``record`` the record of its
    match (what Save writes); ``analysis`` and ``rollouts`` the match's
    analysis and kept rollouts, read at each save; ``put_in_play`` puts a
    loaded file's match in play (seats, orientation, analysis), called
    before ``loaded`` is emitted.

    Signals:
        file_changed(str): the file the match came from or was saved to
            ("" for none).
        loaded(object): a file was opened (a :class:`~.filing.files.Loaded`),
            its match is in play.
        load_failed(str): a file could not be opened (the message).
        saved(str): the match was saved to that path.
        save_failed(str): a save started by :meth:`start_save` failed (the
            reason in words; the file that was there is whole).
        save_progress(int): the save in progress reached that per mille
            (0..1000) of its games written.
        load_progress(int): the load in progress reached that percentage.
        load_cancelled(str): the load of that path was cancelled.
        news(str): a sentence for the status bar (opening, opened, saved).
    """

    file_changed = Signal(str)
    loaded = Signal(object)
    load_failed = Signal(str)
    saved = Signal(str)
    save_failed = Signal(str)
    save_progress = Signal(int)
    load_progress = Signal(int)
    load_cancelled = Signal(str)
    news = Signal(str)

    def __init__(self, current: Callable[[], MatchController], *, record: Callable[[], MatchRecord],
                 analysis: Callable[[], Any], rollouts: Callable[[], list[Any]],
                 put_in_play: Callable[[files.Loaded], None],
                 seats: Callable[[], tuple[str, str]] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._current = current
        self._record = record
        self._analysis = analysis
        self._rollouts = rollouts
        self._put_in_play = put_in_play
        self._seats = seats                   # who plays each side, kept by a .bgqt
        self.path: str | None = None          # the file the match came from or was saved to
        self.cut_from: tuple[int, int] | None = None   # Play on cut the match from ``path`` here (game, move)
        self.recent = files.RecentFiles()
        self.loader = files.FileLoader(self)
        self.loader.loaded.connect(self._loaded)
        self.loader.failed.connect(self._load_failed)
        self.loader.progress.connect(self.load_progress)
        self.loader.cancelled.connect(self.load_cancelled)
        self.saver = files.FileSaver(self)
        self.saver.saved.connect(self._written)
        self.saver.failed.connect(self._not_written)
        self.saver.progress.connect(self.save_progress)
        # the saves started, by path: the match's state each holds, the kept rollouts (a .bgqt's, else
        # None) and the analysis (a .bgqt's or .sgf's, else None: a .mat keeps none)
        self._saving: dict[str, tuple[tuple[object, ...], tuple[Any, ...] | None, Any]] = {}
        self.saved_state: tuple[object, ...] | None = None
        self.saved_rollouts: tuple[Any, ...] = ()   # the kept rollouts a .bgqt file holds (the objects)
        self.saved_analysis: Any = None       # the analysis the match's file holds (the object), or None

    # ------------------------------------------------------------ the match in play
    def started(self, path: str | None) -> None:
        """A match was put in play from ``path`` (None: not from a file):
        it is on disk as it is (until something happens in it)."""
        self.path, self.cut_from = path, None
        self.saved_state = self.state_now() if path else None
        self.saved_rollouts = ()              # (a file's, once read: :meth:`_loaded`)
        self.saved_analysis = None            # (a file's, once read: :meth:`_loaded`)
        self.file_changed.emit(path or "")

    def cut(self, cursor: tuple[int, int]) -> None:
        """Play on cut the match from :attr:`path` at ``cursor`` (game,
        move): Save asks before replacing the file."""
        self.cut_from = cursor if self.path else None
        self.saved_state = None                   # the cut match is not what the file holds

    def forget_saved(self) -> None:
        """The match in play changed as a whole: it is not what its file holds."""
        self.saved_state = None

    def state_now(self) -> tuple[object, ...]:
        """What tells whether the match in play changed since it was saved."""
        match = self._current().match
        return id(match), action_count(match), turn_moves(match)

    def unsaved(self) -> bool:
        """True when the match in play changed since it was last saved or opened."""
        return self.saved_state != self.state_now()

    def unsaved_rollouts(self) -> int:
        """How many of the rollouts kept with the match in play no file
        holds: kept since it was last saved as, or opened from, a ``.bgqt``
        file (the only format that keeps them; the autosave is not a file
        the player keeps, and a new match starts a new one)."""
        return sum(1 for r in self._rollouts() if not any(r is s for s in self.saved_rollouts))

    def unsaved_analysis(self) -> bool:
        """True when the match in play has an analysis that no file holds:
        made since it was last saved as, or opened from, a ``.bgqt`` or
        gnubg ``.sgf`` file (the formats that keep an analysis; a ``.mat``
        keeps none, and the autosave is not a file the player keeps)."""
        analysis = self._analysis()
        return analysis is not None and analysis is not self.saved_analysis

    # ------------------------------------------------------------ opening
    def open(self, path: str | os.PathLike[str]) -> None:
        """Load ``path`` off the GUI thread; when it is loaded its match
        replaces the one in play (``loaded``), else ``load_failed`` says why
        and the match in play stays."""
        self.loader.load(path)
        self.news.emit(_tr("Opening {name}...").format(name=Path(path).name))

    @property
    def loading(self) -> bool:
        """True while a file is being loaded."""
        return self.loader.busy

    def cancel_load(self) -> None:
        """Cancel the load in progress (``load_cancelled``)."""
        self.loader.cancel()

    def _loaded(self, loaded: files.Loaded) -> None:
        self._put_in_play(loaded)
        self.saved_rollouts = tuple(self._rollouts())       # as the file holds them
        self.saved_analysis = self._analysis()
        record = loaded.record
        self.recent.add(loaded.path)
        name, n = Path(loaded.path).name, len(record.games)
        if record.warnings:
            news = _tr("Opened {name}: %n game(s). Warnings: {w}", None, n).format(
                name=name, w="; ".join(map(warning_text, record.warnings)))
        else:
            news = _tr("Opened {name}: %n game(s).", None, n).format(name=name)
        self.news.emit(news)
        self.loaded.emit(loaded)

    def _load_failed(self, path: str, reason: str) -> None:
        if not os.path.exists(path):
            self.recent.remove(path)
        self.news.emit(_tr("Could not open {name}.").format(name=Path(path).name))
        self.load_failed.emit(_tr("The match could not be opened.\n\n{error}").format(error=reason))

    # ------------------------------------------------------------ saving
    def save_needs_name(self) -> bool:
        """True when Save must ask for a file name (no native file yet)."""
        return not (self.path and files.format_name(self.path) == "native")

    def replace_question(self) -> str:
        """The question to ask before Save replaces the file the match came
        from because Play on cut it ("" when there is nothing to ask)."""
        if self.cut_from is None or not self.path:
            return ""
        g, k = self.cut_from
        return _tr("This match was cut at game {g}, move {k} of {name} (Play on from here). Saving replaces "
                   "that file, and the moves after the cut are lost from it.").format(
            g=g + 1, k=k, name=Path(self.path).name)

    def save_refusal(self, path: str | os.PathLike[str]) -> str:
        """Why the match in play cannot be saved as ``path``'s format (in
        words, :func:`~.filing.files.save_refusal`), or "" when it can."""
        return files.save_refusal(self._record(), path) or ""

    def _to_save(self, path: str) -> tuple[MatchRecord, tuple[str, str] | None, tuple[Any, ...] | None, Any]:
        """The record Save writes to ``path`` (a snapshot: the match may go
        on while it is written), the seats a .bgqt keeps, the kept
        rollouts the file will hold (a ``.bgqt``'s; None for another
        format, which has no place for them) and the analysis it will hold
        (a ``.bgqt``'s or ``.sgf``'s; None for a ``.mat``)."""
        record = self._record()
        analysis, rollouts = self._analysis(), self._rollouts()
        if files.format_name(path) not in ("native", "sgf"):    # .mat has no place for an analysis
            analysis = None
        if analysis is not None:
            record.analysis = analysis.to_dict()
        native = files.format_name(path) == "native"
        if rollouts and native:                  # gnubg 1.07's .sgf has no place for ours
            from .engine_jobs.rollouts import result_to_dict

            record.rollouts = [result_to_dict(r) for r in rollouts]
        seats = self._seats() if self._seats is not None else None   # a .bgqt reopens against the computer
        return record, seats, tuple(rollouts) if native else None, analysis

    def save_to(self, path: str | os.PathLike[str]) -> None:
        """Write the match to ``path`` (format by extension) on this thread.
        Raises :class:`~.filing.files.SaveError` with the reason in words."""
        path = os.fspath(path)
        record, seats, kept, analysis = self._to_save(path)
        files.save_record(record, path, seats=seats)
        self._saved_as(path, self.state_now(), kept, analysis)

    def start_save(self, path: str | os.PathLike[str]) -> None:
        """Write the match as it is now to ``path`` (format by extension)
        off the GUI thread (:class:`~.filing.files.FileSaver`): ``saved``
        or ``save_failed`` follows, ``save_progress`` meanwhile.  The match
        in play is not touched; what happens in it meanwhile is not in the
        file (and leaves it unsaved)."""
        path = os.fspath(path)
        record, seats, kept, analysis = self._to_save(path)
        self._saving[path] = (self.state_now(), kept, analysis)
        self.saver.save(record, path, seats=seats)
        self.news.emit(_tr("Saving {name}...").format(name=Path(path).name))

    @property
    def saving(self) -> bool:
        """True while a save started by :meth:`start_save` is not finished."""
        return self.saver.busy

    def _written(self, path: str) -> None:
        state, kept, analysis = self._saving.pop(path, (None, None, None))
        if state is not None and state[0] != id(self._current().match):   # another match is in play now
            self.recent.add(path, saved=True)
            self.news.emit(_tr("Saved to {name}.").format(name=Path(path).name))
            self.saved.emit(path)
            return
        self._saved_as(path, state, kept, analysis)

    def _not_written(self, path: str, reason: str) -> None:
        self._saving.pop(path, None)
        self.news.emit(_tr("Could not save {name}.").format(name=Path(path).name))
        self.save_failed.emit(reason)

    def _saved_as(self, path: str, state: tuple[object, ...] | None, rollouts: tuple[Any, ...] | None,
                  analysis: Any = None) -> None:
        """``path`` holds the match as it was in ``state``, when a
        ``.bgqt``, the kept ``rollouts`` (None: another format, which keeps
        none; :attr:`saved_rollouts` stays as it was), and ``analysis``
        (None: none, or a ``.mat``, which keeps none)."""
        self.path, self.cut_from = path, None
        self.saved_state = state
        self.saved_analysis = analysis
        if rollouts is not None:
            self.saved_rollouts = rollouts
        self.recent.add(path, saved=True)
        self.file_changed.emit(path)
        self.news.emit(_tr("Saved to {name}.").format(name=Path(path).name))
        self.saved.emit(path)

    def suggested_name(self) -> str:
        """A file name for Save as: ``Alice-Bob-5pt-2025-01-31.bgqt``."""
        c = self._current()
        return files.suggested_name(c.players, c.match.length)
