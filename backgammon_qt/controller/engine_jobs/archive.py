"""Analyse many match files at once (Analyse > Analyse files…, issue 23):
the window's side of :func:`backgammon_qt.engine.cluster.analyse_archive`.

:class:`ArchiveAnalysis` runs the archive analysis on a thread of its own
(the window never waits for it): one task a match on local processes, or
on the Dask cluster the player named in Options (``cluster_address``; when
it cannot be reached the files are analysed on this machine, or nothing is
done, as ``cluster_if_unreachable`` says).  Matches already analysed at
the level come from the cache (:func:`~backgammon_qt.engine.cluster.default_cache_dir`).
Each match, each file that cannot be read and the end are signals in the
GUI thread; Cancel stops it between matches (the ones done stay in the
cache).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from backgammon_qt import io as match_io
from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.io._text import decode_text, read_bytes
from backgammon_qt.model import MatchRecord

if TYPE_CHECKING:
    from backgammon_qt.engine import cluster
else:   # the executors (multiprocessing, Dask) load when files are analysed, not when the menu is made
    cluster = lazy_import("backgammon_qt.engine.cluster")

__all__ = ["ArchiveRow", "ArchiveAnalysis", "collect_files"]


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


def collect_files(paths: list[str]) -> list[str]:
    """The match files among ``paths`` (folders walked for the extensions
    of :mod:`backgammon_qt.io`), in order: their names only, so the progress
    bar knows the total."""
    return list(cluster.match_files(paths, match_io.FORMATS))


def _parse(data: bytes, source: str) -> MatchRecord:
    record, _ = match_io.parse_text(decode_text(data, source), source)
    return record


class ArchiveAnalysis(QObject):
    """Analyses match files off the GUI thread (see the module docstring).

    Signals:
        started(int): the analysis began with this many files.
        match_done(object): an :class:`ArchiveRow`, as each match finishes.
        file_failed(str, str): a file that cannot be read or analysed, and why.
        unreachable(str, bool): the named cluster's address could not be
            reached; True when the files are analysed on this machine instead,
            False when the analysis stops.
        finished(object, bool): the players' totals (a list of dicts as
            :meth:`~backgammon_qt.engine.cluster.ArchiveTotals.players`
            gives) and whether it was cancelled.
        failed(str): the analysis could not run at all (the reason).
    """

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

    def start(self, paths: list[str], level: str, cluster_address: str = "", fall_back: bool = True) -> int:
        """Analyse the match files among ``paths`` at ``level`` on the
        cluster at ``cluster_address`` (empty: local processes); returns the
        number of files.  Raises :class:`RuntimeError` while another runs."""
        if self.running:
            raise RuntimeError("an archive analysis is already running")
        files = collect_files(paths)
        self._cancel = threading.Event()
        self.started.emit(len(files))
        self._thread = threading.Thread(target=self._run, args=(files, level, cluster_address.strip(), fall_back,
                                                                self._cancel), daemon=True, name="archive-analysis")
        self._thread.start()
        return len(files)

    def cancel(self) -> None:
        """Stop after the matches under way (what is done stays in the cache)."""
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> None:
        """Wait for the analysis thread to end (for tests and shutting down)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self, files: list[str], level: str, address: str, fall_back: bool, cancel: threading.Event) -> None:
        try:
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
            with executor:
                totals, stopped = cluster.analyse_archive(
                    files, level, executor, _parse, cache=cache, read=read_bytes,
                    on_match=lambda m: self.match_done.emit(ArchiveRow.of(m)),
                    on_error=self.file_failed.emit, cancel=cancel)
            self.finished.emit(totals.players(), stopped)
        except Exception as exc:        # the thread must say why it ends (a worker's error, a broken pool)
            self.failed.emit(str(exc) or type(exc).__name__)
