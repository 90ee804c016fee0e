"""The session's analyses part: the analysis of the match in play and the
rollouts kept with it.

:class:`SessionAnalyses` is one of the named parts of
:class:`~.session.Session` (``session.analyses``).  Both are saved in
``.bgqt`` files and the autosave, and both belong to the match in play: a
new match starts with neither.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

__all__ = ["SessionAnalyses"]


class SessionAnalyses(QObject):
    """The analysis (a :class:`~backgammon_qt.engine.analysis.MatchAnalysis`
    or None) and the kept rollouts (a list of
    :class:`~backgammon_qt.engine.rollout.RolloutResult`) of one match.

    Signals:
        changed(): the players changed the analysis or kept a rollout: the
            session writes the autosave (whether a file holds them is the
            files part's: :meth:`SessionFiles.unsaved_analysis`).
        rollouts_changed(): the kept rollouts were read from a file or the
            autosave, or one was kept.
    """

    changed = Signal()
    rollouts_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._analysis: Any = None
        self._rollouts: list[Any] = []
        self._job: Any = None            # the rollout job whose running rollout is this match's

    @property
    def analysis(self) -> Any:
        """The match's analysis, or None."""
        return self._analysis

    @analysis.setter
    def analysis(self, analysis: Any) -> None:
        """A new analysis (finished or cancelled): ``changed`` is emitted
        when it is not the one held."""
        if analysis is self._analysis:
            return
        self._analysis = analysis
        self.changed.emit()

    @property
    def rollouts(self) -> list[Any]:
        """The kept rollouts, oldest first (the list itself, not a copy)."""
        return self._rollouts

    def follow_rollouts(self, job: Any) -> None:
        """Follow ``job`` (a :class:`~.engine_jobs.rollouts.RolloutJob`, the
        rollout panel's): while it runs, :attr:`rollout_running` is True, so
        that closing the match asks first (:meth:`Session.unsaved_work`)."""
        self._job = job

    @property
    def rollout_running(self) -> bool:
        """True while the followed rollout job runs a rollout of this match
        (closing the match drops it)."""
        return self._job is not None and bool(self._job.running)

    def reset(self, analysis: Any = None) -> None:
        """A match starts (or was read): hold ``analysis`` (as its file
        holds it, or None) and no rollouts, without a signal."""
        self._analysis = analysis
        self._rollouts = []

    def read(self, analysis: Any) -> None:
        """Hold ``analysis`` as a file or the autosave holds it (no signal:
        the match is what the file holds)."""
        self._analysis = analysis

    def read_rollouts(self, results: list[Any]) -> None:
        """Hold ``results``, the rollouts read from a file or the autosave;
        ``rollouts_changed`` is emitted."""
        self._rollouts = results
        self.rollouts_changed.emit()

    def keep_rollout(self, result: Any, replaces: Any = None) -> None:
        """Keep ``result`` (a :class:`~backgammon_qt.engine.rollout.RolloutResult`;
        None is ignored): it takes the place of ``replaces`` (the kept result
        it extends, the same object) when that is kept, else it is added -- a
        new rollout never discards kept work, even of the same position and
        settings (as gnubg keeps the old result until the new one is done);
        ``changed`` then ``rollouts_changed`` are emitted."""
        if result is None:
            return
        for i, kept in enumerate(self._rollouts):
            if replaces is not None and kept is replaces:
                self._rollouts[i] = result
                break
        else:
            self._rollouts.append(result)
        self.changed.emit()
        self.rollouts_changed.emit()
