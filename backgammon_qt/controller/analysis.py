"""Match analysis off the GUI thread: :class:`AnalysisJob`.

The job runs :func:`backgammon_qt.engine.analysis.analyse_record` on a pool
thread (the worker pattern of :mod:`.worker`), and every turn's evaluation
in an engine child process of its own
(:class:`~backgammon_qt.engine.process.ProcessEngine`), so neither the GUI
thread nor the computer player's and the hints' engine waits for it: the
board stays usable while a match is analysed.  Progress comes back after
every turn; :meth:`AnalysisJob.cancel` stops it within one turn (the child
is not killed: it finishes that turn and its answer is dropped).

The analysis' types are re-exported here for the widgets, which do not
import the engine package; :func:`analysis_from_record` reads the analysis
kept in a ``.bgqt`` file (:attr:`MatchRecord.analysis`).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from backgammon_qt.app.lazy import lazy_import

if TYPE_CHECKING:
    from backgammon_qt.engine.analysis import Decision, MatchAnalysis
    from backgammon_qt.model import MatchRecord, Move, Position

analysis_api = lazy_import("backgammon_qt.engine.analysis")
process_api = lazy_import("backgammon_qt.engine.process")
levels_api = lazy_import("backgammon_qt.engine.levels")          # no bgsage: the window names the levels
base_api = lazy_import("backgammon_qt.engine.base")

__all__ = ["AnalysisJob", "analysis_from_record", "analysis_levels", "default_level", "decision_plays",
           "merge_analyses", "Decision", "MatchAnalysis"]


def __getattr__(name: str) -> Any:
    """The engine's analysis types, loaded on first use."""
    if name in ("Decision", "MatchAnalysis", "PlayerStats", "Candidate"):
        return getattr(analysis_api, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def analysis_levels() -> dict[str, str]:
    """The analysis levels, name -> label, weakest first."""
    return {name: label for name, (label, _) in levels_api.ANALYSIS_LEVELS.items()}


def default_level() -> str:
    """The default analysis level (the strongest that analyses a 7-point
    match in under a minute here)."""
    level: str = levels_api.DEFAULT_ANALYSIS_LEVEL
    return level


def analysis_from_record(record: MatchRecord) -> tuple[MatchAnalysis | None, str]:
    """The analysis kept in ``record`` (a ``.bgqt`` file's), and "" or the
    reason it could not be read (e.g. written by a newer program)."""
    if record.analysis is None:
        return None, ""
    try:
        return analysis_api.MatchAnalysis.from_dict(record.analysis, record), ""
    except ValueError as exc:
        return None, str(exc)


def decision_plays(decision: Decision) -> tuple[Position, tuple[Move, ...], tuple[Move, ...]] | None:
    """For a checker decision: the position before it (the mover's view),
    the moves of the play made and of the best play (for the board's
    arrows); None for a cube decision or text that is not a legal play."""
    from backgammon_qt.model import Position, legal_plays

    if decision.kind != "checker" or decision.dice is None:
        return None
    position = Position.from_position_id(decision.position_id)
    plays = {str(p): p for p in legal_plays(position, decision.dice)}
    made, best = plays.get(decision.made), plays.get(decision.best)
    if made is None or best is None:
        return None
    return position, made.moves, best.moves


def merge_analyses(old: MatchAnalysis | None, new: MatchAnalysis, record: MatchRecord) -> MatchAnalysis:
    """``new`` with the games of ``old`` it did not analyse (a game analysed
    again keeps the others'), summarised again over ``record``."""
    if old is None or old.level != new.level or set(old.games) <= set(new.games):
        return new
    decisions = [d for d in old.decisions if d.game not in new.games] + new.decisions
    lucks = [r for r in old.lucks if r.game not in new.games] + new.lucks
    merged = analysis_api.MatchAnalysis(new.level, sorted(decisions, key=lambda d: (d.game, d.action)),
                                        sorted(lucks, key=lambda r: (r.game, r.action)), None,
                                        tuple(sorted(set(old.games) | set(new.games))), old.seconds + new.seconds)
    merged.players = analysis_api.summarise(record, merged)
    result: MatchAnalysis = merged
    return result


class _Relay(QObject):
    """Carries the pool thread's reports to the GUI thread (it lives there).

    Signals:
        progress(int, int, int): job, turns done, turns in all.
        done(int, bool, object): job, success, the analysis or a message.
    """

    progress = Signal(int, int, int)
    done = Signal(int, bool, object)


class _Run(QRunnable):
    def __init__(self, relay: _Relay, job: int, engine: Any, record: MatchRecord, level: str,
                 games: Sequence[int] | None, cancel: threading.Event) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._job, self._engine = relay, job, engine
        self._record, self._level, self._games, self._cancel = record, level, games, cancel

    def run(self) -> None:
        engine, cancel = self._engine, self._cancel

        def evaluate(query: Any, level: str) -> Any:
            return engine.analyse_turn(query, level, cancel=cancel)

        def progress(done: int, total: int) -> None:
            self._relay.progress.emit(self._job, done, total)

        try:
            result = analysis_api.analyse_record(self._record, evaluate, self._level, games=self._games,
                                                 progress=progress, cancel=cancel)
        except base_api.Cancelled:
            return
        except Exception as exc:  # reported to the GUI as a message
            self._relay.done.emit(self._job, False, f"{type(exc).__name__}: {exc}")
            return
        self._relay.done.emit(self._job, True, result)


class AnalysisJob(QObject):
    """Analyses a match record off the GUI thread (see the module docstring).

    ``engine`` is any object with the process engine's ``analyse_turn``
    (default: a :class:`ProcessEngine` of the job's own, started at the
    first :meth:`start` and killed by :meth:`shutdown`).

    Signals:
        started(int): the number of turns to analyse (0 until known).
        progress(int, int): turns done, turns in all.
        finished(object): the :class:`MatchAnalysis`.
        failed(str): the analysis failed (the reason).
        cancelled(): :meth:`cancel` stopped a running analysis.
    """

    started = Signal(int)
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, engine: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._own_engine = engine is None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.progress.connect(self._on_progress)
        self._relay.done.connect(self._on_done)
        self._job = 0
        self._running = False
        self._cancel = threading.Event()
        self.level = default_level()
        self.games: tuple[int, ...] | None = None
        self.done = 0
        self.total = 0

    @property
    def running(self) -> bool:
        """True while an analysis is running."""
        return self._running

    def engine(self) -> Any:
        """The engine the job uses (its own process engine is made here)."""
        if self._engine is None:
            self._engine = process_api.ProcessEngine("expert")
        return self._engine

    def start(self, record: MatchRecord, level: str | None = None, games: Sequence[int] | None = None) -> int:
        """Analyse ``record`` (the games numbered in ``games``, 0-based;
        default all) at ``level`` (default :func:`default_level`),
        superseding a running analysis; returns the job number.  Raises
        :class:`ValueError` for an unknown level."""
        level = level or default_level()
        if level not in levels_api.ANALYSIS_LEVELS:
            raise ValueError(f"unknown analysis level {level!r}")
        self._stop()
        self.level, self.games = level, tuple(games) if games is not None else None
        self.done, self.total = 0, 0
        self._running = True
        self._pool.start(_Run(self._relay, self._job, self.engine(), record, level, self.games, self._cancel))
        self.started.emit(0)
        return self._job

    def _stop(self) -> bool:
        was = self._running
        self._cancel.set()
        self._cancel = threading.Event()
        self._job += 1
        self._running = False
        return was

    def cancel(self) -> None:
        """Stop the running analysis (``cancelled`` follows at once; what the
        pool thread still produces is dropped)."""
        if self._stop():
            self.cancelled.emit()

    def shutdown(self, msecs: int = 3000) -> None:
        """Cancel, kill the job's own engine process and wait for the pool thread."""
        self._stop()
        if self._own_engine and self._engine is not None:
            self._engine.close()
        self._pool.waitForDone(msecs)

    def wait(self, msecs: int = 60000) -> bool:
        """Wait for the pool thread (tests); True when it finished."""
        return bool(self._pool.waitForDone(msecs))

    @Slot(int, int, int)
    def _on_progress(self, job: int, done: int, total: int) -> None:
        if job != self._job or not self._running:
            return
        self.done, self.total = done, total
        self.progress.emit(done, total)

    @Slot(int, bool, object)
    def _on_done(self, job: int, ok: bool, value: object) -> None:
        if job != self._job or not self._running:
            return
        self._running = False
        if ok:
            self.finished.emit(value)
        else:
            self.failed.emit(str(value))
