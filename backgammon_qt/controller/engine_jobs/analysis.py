"""Match analysis off the GUI thread: :class:`AnalysisJob`.

The job runs :func:`backgammon_qt.engine.analysis.analyse_record` on a pool
thread (an :class:`~.worker.EngineWorker`), and every turn's evaluation
in an engine child process of its own
(:class:`~backgammon_qt.engine.process.ProcessEngine`), so neither the GUI
thread nor the computer player's and the hints' engine waits for it: the
board stays usable while a match is analysed.  Every turn's decisions come
back as it is done; :meth:`AnalysisJob.cancel` stops the run within one
turn (the child is not killed: it finishes that turn and its answer is
dropped) and gives the turns done so far at once.

The analysis' types are re-exported here for the widgets, which do not
import the engine package; :func:`analysis_from_record` reads the analysis
kept in a ``.bgqt`` file (:attr:`MatchRecord.analysis`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from backgammon_qt.app.lazy import lazy_import

from ..wording import describe
from .own_engine import OwnEngineJob

if TYPE_CHECKING:
    from backgammon_qt.engine.analysis import Decision, MatchAnalysis
    from backgammon_qt.model import MatchRecord, Move, Position

analysis_api = lazy_import("backgammon_qt.engine.analysis")
gnubg_import_api = lazy_import("backgammon_qt.engine.gnubg_import")   # ours or gnubg's, kept with a record
levels_api = lazy_import("backgammon_qt.engine.levels")          # no bgsage: the window names the levels

__all__ = ["AnalysisJob", "analysis_from_record", "read_record_analysis", "analysis_levels", "analysis_level_seconds",
           "default_level", "tutor_level", "decision_plays", "merge_analyses", "Decision", "MatchAnalysis"]


def __getattr__(name: str) -> Any:
    """The engine's analysis types, loaded on first use."""
    if name in ("Decision", "MatchAnalysis", "PlayerStats", "Candidate"):
        return getattr(analysis_api, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def analysis_levels() -> dict[str, str]:
    """The analysis levels, name -> label, weakest first."""
    return {name: label for name, (label, _) in levels_api.ANALYSIS_LEVELS.items()}


def analysis_level_seconds() -> dict[str, float]:
    """About how many seconds each analysis level takes for a 7-point
    match here (:data:`~backgammon_qt.engine.levels.ANALYSIS_SECONDS`)."""
    return dict(levels_api.ANALYSIS_SECONDS)


def tutor_level(level: str) -> str:
    """The level the tutor rates a human's decision at while the analysis
    is at ``level``: the same N-ply level, but never a truncated rollout
    (a rating would keep the board waiting for seconds to minutes): the
    default level instead."""
    eval_level = levels_api.ANALYSIS_LEVELS.get(level, ("", ""))[1]
    if eval_level.endswith("ply"):
        return level
    fallback: str = levels_api.DEFAULT_ANALYSIS_LEVEL
    return fallback


def default_level() -> str:
    """The default analysis level (the strongest that analyses a 7-point
    match in under a minute here)."""
    level: str = levels_api.DEFAULT_ANALYSIS_LEVEL
    return level


def read_record_analysis(record: MatchRecord, path: str | None = None) -> MatchAnalysis | None:
    """The analysis kept in ``record`` (read from the file ``path``: a
    ``.bgqt`` file's, or gnubg's from its SGF file), None when it has none.
    Raises io's :class:`~backgammon_qt.io.MatchFileError` when it cannot be
    read (written by a newer program, a wrong shape or value, an entry not
    in the match): the file, the game and move of the entry that failed
    (1-based, as the file error counts them) when known, and why (the
    engine's :class:`~backgammon_qt.engine.summary.AnalysisDataError`)."""
    from backgammon_qt.io import MatchFileError
    from backgammon_qt.model.errors import CodedError

    if record.analysis is None:
        return None
    try:
        analysis: MatchAnalysis = gnubg_import_api.read_analysis(record.analysis, record)
    except CodedError as exc:          # the engine's AnalysisDataError, or a model error of the record
        game, action = getattr(exc, "game", None), getattr(exc, "action", None)
        raise MatchFileError(exc, path, game=None if game is None else game + 1,
                             move=None if action is None else action + 1) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:   # (any error of the data)
        raise MatchFileError("the analysis data is not valid: {detail}", path, detail=repr(exc)) from None
    return analysis


def analysis_from_record(record: MatchRecord, path: str | None = None) -> tuple[MatchAnalysis | None, str]:
    """The analysis kept in ``record`` (read from the file ``path``), and
    "" or where and why it could not be read, in the player's language
    (:func:`read_record_analysis`'s error: "match.bgqt (game 2, move 7):
    decision 3 of the analysis is not valid: ...").  The match itself is
    not touched: a caller opens it without the analysis and says why."""
    from backgammon_qt.io import MatchFileError

    try:
        return read_record_analysis(record, path), ""
    except MatchFileError as exc:
        return None, describe(exc)


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
    again keeps the others'), summarised again over ``record``; a game
    analysed in part (``partial``) stays so until analysed again, but an
    analysis names one such game: ``old``'s is left out when ``new`` has
    one too (else it would count as analysed whole)."""
    if old is None or old.level != new.level or set(old.games) <= set(new.games):
        return new
    dropped = set(new.games)
    if new.partial is not None and old.partial is not None:
        dropped.add(old.partial)
    kept = set(old.games) - dropped
    if not kept:
        return new
    decisions = [d for d in old.decisions if d.game in kept] + new.decisions
    lucks = [r for r in old.lucks if r.game in kept] + new.lucks
    merged = analysis_api.MatchAnalysis(new.level, sorted(decisions, key=lambda d: (d.game, d.action)),
                                        sorted(lucks, key=lambda r: (r.game, r.action)), None,
                                        tuple(sorted(kept | set(new.games))), old.seconds + new.seconds,
                                        new.partial if new.partial is not None
                                        else old.partial if old.partial in kept else None)
    merged.players = analysis_api.summarise(record, merged)
    result: MatchAnalysis = merged
    return result


def _analyse(analyse_turns: Any, record: MatchRecord, level: str, games: Sequence[int] | None, *,
             report: Any, cancel: threading.Event) -> MatchAnalysis:
    """The job's call on the pool thread: the turns evaluated in batches by
    ``analyse_turns`` (the engine process's), each turn reported."""

    def evaluate(queries: Any, lv: str) -> Any:
        return analyse_turns(queries, lv, cancel=cancel)

    def progress(done: int, total: int) -> None:
        if done == 0:
            report(total)                 # the number of turns, before the first

    result: MatchAnalysis = analysis_api.analyse_record(record, None, level, batch=evaluate, games=games,
                                                        progress=progress, on_turn=report, cancel=cancel)
    return result


class AnalysisJob(QObject, OwnEngineJob):
    """Analyses a match record off the GUI thread (see the module docstring).

    ``engine`` is any object with the process engine's ``analyse_turns``
    (default: a :class:`ProcessEngine` of the job's own, started at the
    first :meth:`start` and killed by :meth:`shutdown`).  The analysis runs
    in an :class:`~.worker.EngineWorker` of the job's own (its reports come
    back as they are made; a superseded run's are dropped), and the turns
    analysed so far are kept: a cancelled analysis gives them.

    Signals:
        progress(int, int): turns done, turns in all.
        finished(object): the :class:`MatchAnalysis`.
        failed(str): the analysis failed (why: whole sentences, :func:`.worker.engine_failure_text`).
        cancelled(object): :meth:`cancel` stopped a running analysis; the
            analysis of the turns done so far (``partial`` set, see
            :func:`~backgammon_qt.engine.analysis.partial_analysis`), or
            None when no turn was done (or ``cancel(keep=False)`` drops them).
    """

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal(object)

    def __init__(self, engine: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._own_engine = engine is None
        self._worker: Any = None
        self._running = False
        self._record: MatchRecord | None = None
        self._reports: list[Any] = []
        self._t0 = 0.0
        self.level = default_level()
        self.games: tuple[int, ...] | None = None
        self.done = 0
        self.total = 0

    @property
    def running(self) -> bool:
        """True while an analysis is running."""
        return self._running

    def start(self, record: MatchRecord, level: str | None = None, games: Sequence[int] | None = None) -> int:
        """Analyse ``record`` (the games numbered in ``games``, 0-based;
        default all) at ``level`` (default :func:`default_level`),
        superseding a running analysis; returns the job number.  Raises
        :class:`ValueError` for an unknown level."""
        level = level or default_level()
        if level not in levels_api.ANALYSIS_LEVELS:
            raise ValueError(f"unknown analysis level {level!r}")
        worker = self._the_worker()
        self.level, self.games = level, tuple(games) if games is not None else None
        self.done, self.total = 0, 0
        self._record, self._reports = record, []
        self._t0 = time.perf_counter()
        self._running = True
        job: int = worker.submit_reporting(_analyse, worker.engine.analyse_turns, record, level, self.games)
        return job

    def partial(self) -> MatchAnalysis | None:
        """The analysis of the turns done so far (None before the first)."""
        if not self._reports or self._record is None:
            return None
        result: MatchAnalysis = analysis_api.partial_analysis(self._record, self.level, self._reports,
                                                              time.perf_counter() - self._t0)
        return result

    def cancel(self, *, keep: bool = True) -> None:
        """Stop the running analysis: ``cancelled`` follows at once with the
        turns done so far (None with ``keep`` False: the record analysed is
        no longer the one in play, e.g. a new match or file replaced it);
        what the pool thread still produces is dropped."""
        if not self._running:
            return
        self._worker.cancel()
        self._running = False
        partial = self.partial() if keep else None
        self.cancelled.emit(partial)

    def shutdown(self, msecs: int = 3000) -> None:
        """Cancel, kill the job's own engine process and wait for the pool thread."""
        self._running = False
        if self._worker is not None:
            self._worker.shutdown(close_engine=self._own_engine, msecs=msecs)
        elif self._own_engine and self._engine is not None:
            self._engine.close()

    def wait(self, msecs: int = 60000) -> bool:
        """Wait for the pool thread (tests); True when it finished."""
        return self._worker is None or bool(self._worker.wait(msecs))

    @Slot(int, object)
    def _on_progress(self, _job: int, report: object) -> None:
        if not self._running:
            return
        if isinstance(report, int):           # the number of turns, before the first
            self.done, self.total = 0, report
        else:
            self._reports.append(report)
            self.done, self.total = report.done, report.total       # type: ignore[attr-defined]
        self.progress.emit(self.done, self.total)

    @Slot(int, object)
    def _on_result(self, _job: int, analysis: object) -> None:
        if not self._running:
            return
        self._running = False
        self.finished.emit(analysis)

    @Slot(int, str)
    def _on_failed(self, _job: int, message: str) -> None:
        if not self._running:
            return
        self._running = False
        self.failed.emit(message)
