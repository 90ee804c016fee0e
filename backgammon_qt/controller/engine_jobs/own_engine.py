"""A long job's own engine process and worker (:class:`OwnEngineJob`),
shared by the match analysis (:mod:`.analysis`) and the rollouts
(:mod:`.rollouts`).  Nothing of the engine is imported until a job first
asks for its engine, so the window's start-up does not load it."""

from __future__ import annotations

from typing import Any

__all__ = ["OwnEngineJob"]


class OwnEngineJob:
    """A long job with an engine process of its own (made when first asked
    for, so that hints and the computer's moves never wait behind it) and
    the :class:`~.worker.EngineWorker` that asks it on a pool thread.
    Mixed into a QObject that sets ``_engine`` (None: make one) and
    ``_worker`` (None) and has the slots ``_on_progress``, ``_on_result``
    and ``_on_failed``."""

    _engine: Any
    _worker: Any

    @staticmethod
    def make_engine() -> Any:
        """A new engine process for the job, at the expert level (its
        searches name their own level); a test may put another in its place."""
        from backgammon_qt.engine.process import ProcessEngine

        return ProcessEngine("expert")

    def engine(self) -> Any:
        """The engine the job uses (its own, made the first time)."""
        if self._engine is None:
            self._engine = self.make_engine()
        return self._engine

    def _the_worker(self) -> Any:
        if self._worker is None:
            from .worker import EngineWorker

            job: Any = self        # a QObject with the three slots, by the mixin's contract
            self._worker = EngineWorker(self.engine(), job)
            self._worker.progress.connect(job._on_progress)
            self._worker.result_ready.connect(job._on_result)
            self._worker.failed.connect(job._on_failed)
        return self._worker
