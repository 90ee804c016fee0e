"""Analyse many match files at once (Analyse > Analyse files…, issue 23):
the window's side of :func:`backgammon_qt.engine.cluster.analyse_archive`.

:class:`ArchiveAnalysis` runs the archive analysis on a thread of its own
(the window never waits for it): one task a match on local processes, or
on the Dask cluster the player named in Options (``cluster_address``; when
it cannot be reached the files are analysed on this machine, or nothing is
done, as ``cluster_if_unreachable`` says).  Matches already analysed at
the level come from the cache (:func:`~backgammon_qt.engine.cluster.default_cache_dir`).
The folders named are walked for match files on that thread too (a
folder of many thousands of files takes seconds; ``collecting`` reports
the files found meanwhile).  Each match, each file that cannot be read or
analysed (whatever the error: one file never stops the run) and the end
are signals in the GUI thread; Cancel stops it at once, the matches under
way dropped (the ones done stay in the cache), and :meth:`ArchiveAnalysis.shutdown`
does the same at quit.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from backgammon_qt import io as match_io
from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.app.translations import ContextTr
from backgammon_qt.io._text import decode_text, read_bytes
from backgammon_qt.model import MatchRecord

from ..wording import describe
from .worker import engine_failure_text, technical_detail

if TYPE_CHECKING:
    from backgammon_qt.engine import cluster
else:   # the executors (multiprocessing, Dask) load when files are analysed, not when the menu is made
    cluster = lazy_import("backgammon_qt.engine.cluster")

__all__ = ["ArchiveRow", "ArchiveAnalysis", "collect_files", "file_failure_text"]

_tr = ContextTr("ArchiveAnalysis")


@dataclass(frozen=True)
class ArchiveRow:
    """One match analysed: the file (``source``), the two players'
    ``names``, each one's ``decisions``, ``error_rate`` (millipoints per
    decision) and ``pr`` (None without a decision), and ``cached`` when it
    came from the cache."""

    source: str
    names: tuple[str, str]
    decisions: tuple[int, int]
    error_rate: tuple[float | None, float | None]
    pr: tuple[float | None, float | None]
    cached: bool

    @classmethod
    def of(cls, done: cluster.MatchDone) -> ArchiveRow:
        a, b = done.figures.players
        return cls(done.source, (a.name, b.name), (a.decisions, b.decisions), (a.error_rate, b.error_rate),
                   (a.pr, b.pr), done.cached)


def collect_files(paths: list[str], found: Callable[[int], None] | None = None,
                  cancel: threading.Event | None = None) -> list[str]:
    """The match files among ``paths`` (folders walked for the extensions
    of :mod:`backgammon_qt.io`), in order: their names only, so the progress
    bar knows the total.  ``found(n)`` is told how many were found so far,
    every :data:`FOUND_EVERY` files; when ``cancel`` is set the walk stops
    and the files found so far are returned."""
    out: list[str] = []
    for name in cluster.match_files(paths, match_io.FORMATS):
        if cancel is not None and cancel.is_set():
            break
        out.append(name)
        if found is not None and len(out) % FOUND_EVERY == 0:
            found(len(out))
    return out


FOUND_EVERY = 100
"""How many files found between two ``collecting`` reports of the walk."""


def file_failure_text(source: str, failure: str) -> str:
    """Why the file ``source`` was not analysed, in the player's language:
    one sentence naming the file (its name, not its folder) and the reason.
    ``failure`` is what :func:`~backgammon_qt.engine.cluster.analyse_archive`
    reports (a :class:`~backgammon_qt.engine.cluster.FileFailure`: its
    stage and error); a file that cannot be read or parsed gives the
    reader's reason (and its place in the file), one the engine failed on
    the engine's sentences (:func:`.worker.engine_failure_text`)."""
    name = Path(source).name or source
    stage, error = getattr(failure, "stage", ""), getattr(failure, "error", None)
    if stage == "analyse" and error is not None:
        return _tr("{file} cannot be analysed. {reason}").format(file=name, reason=engine_failure_text(error))
    if isinstance(error, match_io.MatchFileError):
        placed = match_io.MatchFileError(error.cause, None, line=error.line, game=error.game, move=error.move)
        return _tr("{file} cannot be read: {reason}").format(file=name, reason=describe(placed))
    detail = technical_detail(error) if error is not None else str(failure)   # (a plain line: said as it is)
    return _tr("{file} cannot be read. {reason}").format(file=name, reason=detail)


def _parse(data: bytes, source: str) -> MatchRecord:
    record, _ = match_io.parse_text(decode_text(data, source), source)
    return record


class ArchiveAnalysis(QObject):
    """Analyses match files off the GUI thread (see the module docstring).

    Signals:
        collecting(int): the folders are being walked: this many match
            files found so far (before ``started``).
        started(int): the analysis began with this many files.
        match_done(object): an :class:`ArchiveRow`, as each match finishes.
        file_failed(str, str): a file that cannot be read or analysed, and
            why: a sentence in the player's language that names the file
            (:func:`file_failure_text`).
        unreachable(str, bool): the named cluster's address could not be
            reached; True when the files are analysed on this machine instead,
            False when the analysis stops.
        finished(object, bool): the players' totals (a list of dicts as
            :meth:`~backgammon_qt.engine.cluster.ArchiveTotals.players`
            gives) and whether it was cancelled.
        failed(str): the analysis could not run at all (why, in the
            player's language, its technical detail in English).
    """

    collecting = Signal(int)
    started = Signal(int)
    match_done = Signal(object)
    file_failed = Signal(str, str)
    unreachable = Signal(str, bool)
    finished = Signal(object, bool)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, *, cache_dir: Path | None = None,
                 workers: int | None = None) -> None:
        super().__init__(parent)
        self._cache_dir = cache_dir
        self._workers = workers
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        """True while an analysis runs."""
        return self._thread is not None and self._thread.is_alive()

    def start(self, paths: list[str], level: str, cluster_address: str = "", fall_back: bool = True) -> None:
        """Analyse the match files among ``paths`` (files, and folders
        walked on the job's thread: ``collecting`` then ``started`` with
        the number of files) at ``level`` on the cluster at
        ``cluster_address`` (empty: local processes).  Raises
        :class:`RuntimeError` while another runs."""
        if self.running:
            raise RuntimeError("an archive analysis is already running")
        self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(list(paths), level, cluster_address.strip(),
                                                                fall_back, self._cancel),
                                        daemon=True, name="archive-analysis")
        self._thread.start()

    def cancel(self) -> None:
        """Stop now: the walk of the folders, or the analysis (the matches
        under way are dropped, their workers stopped; what is done stays in
        the cache); ``finished`` follows with ``cancelled`` True."""
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the analysis thread to end (for tests and shutting
        down); True when it has ended."""
        if self._thread is not None:
            self._thread.join(timeout)
        return not self.running

    def shutdown(self, timeout: float = 5.0) -> bool:
        """At quit: cancel (:meth:`cancel`) and wait up to ``timeout``
        seconds for the thread to stop its workers and end; True when it
        has.  (Starting a local Dask cluster or reaching a named one cannot
        be cut short: the thread, a daemon, is then left to end with the
        program.)"""
        self.cancel()
        return self.wait(timeout)

    def _run(self, paths: list[str], level: str, address: str, fall_back: bool, cancel: threading.Event) -> None:
        try:
            files = collect_files(paths, self.collecting.emit, cancel)
            if cancel.is_set():
                self.finished.emit([], True)
                return
            self.started.emit(len(files))
            said: list[str] = []
            try:
                executor = cluster.open_executor(address or None, workers=self._workers, fallback=fall_back,
                                                 say=said.append)
            except cluster.ClusterUnreachable:
                self.unreachable.emit(address, False)
                self.finished.emit([], True)
                return
            if said:
                self.unreachable.emit(address, True)
            cache = cluster.AnalysisCache(self._cache_dir or cluster.default_cache_dir())
            try:
                totals, stopped = cluster.analyse_archive(
                    files, level, executor, _parse, cache=cache, read=read_bytes,
                    on_match=lambda m: self.match_done.emit(ArchiveRow.of(m)),
                    on_error=lambda source, failure: self.file_failed.emit(source, file_failure_text(source, failure)),
                    cancel=cancel)
            finally:
                if cancel.is_set():
                    executor.abort()        # the matches under way are dropped: quitting does not wait for them
                else:
                    executor.close()
            self.finished.emit(totals.players(), stopped)
        except Exception as exc:        # the thread must say why it ends (a broken executor, a walk that failed)
            self.failed.emit(technical_detail(exc))
