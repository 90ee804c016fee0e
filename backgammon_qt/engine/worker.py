"""Engine calls off the GUI thread (the only module of the engine package
that imports Qt).

:class:`EngineWorker` lives in the GUI thread.  :meth:`EngineWorker.submit`
runs one :class:`~backgammon_qt.engine.base.Engine` method on a
:class:`QThreadPool` thread and returns a job number; the result comes back
as the ``result_ready`` signal in the GUI thread.  Only the latest job
counts: a new :meth:`~EngineWorker.submit` or :meth:`~EngineWorker.cancel`
makes every earlier job stale (a generation counter), its cancel token is
set and whatever it still produces is dropped.

Use it with a :class:`~backgammon_qt.engine.process.ProcessEngine`: bgsage
holds the GIL in some calls (60 ms per cube evaluation here), so with an
in-process :class:`~backgammon_qt.engine.sage.SageEngine` the event loop
would stall that long; with the process engine the GUI thread only waits
for the pool thread's signal (benchmarks/engine.py prints both stalls).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from .base import Cancelled, Engine
from .process import ENGINE_CALLS

__all__ = ["EngineWorker"]


class _Relay(QObject):
    """Carries a finished job from the pool thread to the GUI thread
    (it lives in the GUI thread, so the emit is queued there).

    Signals:
        done(int, bool, object): job number, success, result or message.
    """

    done = Signal(int, bool, object)


class _Job(QRunnable):
    def __init__(self, relay: _Relay, job: int, engine: Engine, method: str, args: tuple,
                 kwargs: dict, cancel: threading.Event) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._job, self._engine = relay, job, engine
        self._method, self._args, self._kwargs, self._cancel = method, args, kwargs, cancel

    def run(self) -> None:
        if self._cancel.is_set():
            return
        try:
            result = getattr(self._engine, self._method)(*self._args, cancel=self._cancel, **self._kwargs)
        except Cancelled:
            return
        except Exception as exc:  # reported to the GUI as a message
            self._relay.done.emit(self._job, False, f"{type(exc).__name__}: {exc}")
            return
        self._relay.done.emit(self._job, True, result)


class EngineWorker(QObject):
    """Runs engine calls one at a time on a pool thread; create and use it
    in the GUI thread.

    ``worker.submit("choose_play", position, dice, context)`` returns a job
    number; ``result_ready(job, play)`` follows unless the job was
    superseded or cancelled first.  Methods are those of
    :class:`~backgammon_qt.engine.base.Engine` (:data:`ENGINE_CALLS`), with
    the same arguments except ``cancel``, which the worker supplies.

    Signals:
        result_ready(int, object): job number and the method's result, for
            the current job only.
        failed(int, str): job number and an error message, for the current
            job only.
    """

    result_ready = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, engine: Engine, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._job = 0
        self._pending = False
        self._cancel = threading.Event()

    @property
    def current_job(self) -> int:
        """The number of the job whose result is still wanted (0: none yet)."""
        return self._job

    @property
    def busy(self) -> bool:
        """True while the current job has not reported."""
        return self._pending

    def submit(self, method: str, *args, **kwargs) -> int:
        """Start ``engine.method(*args, **kwargs, cancel=...)`` on the pool
        thread, superseding any earlier job; returns the new job number.
        Raises :class:`ValueError` for a method that is not an engine call."""
        if method not in ENGINE_CALLS:
            raise ValueError(f"not an engine call: {method!r}")
        self.cancel()
        self._pending = True
        self._pool.start(_Job(self._relay, self._job, self.engine, method, args, kwargs, self._cancel))
        return self._job

    def cancel(self) -> None:
        """Make the current job stale: its cancel token is set and its
        result, if any, is dropped."""
        self._cancel.set()
        self._cancel = threading.Event()
        self._job += 1
        self._pending = False

    def shutdown(self, *, close_engine: bool = True, msecs: int = 2000) -> None:
        """Cancel; with ``close_engine``, close the engine if it has
        ``close()`` (a process engine is killed, ending a running search at
        once); wait up to ``msecs`` for the pool thread."""
        self.cancel()
        self._pool.clear()
        close = getattr(self.engine, "close", None)
        if close_engine and close is not None:
            close()
        self._pool.waitForDone(msecs)

    @Slot(int, bool, object)
    def _on_done(self, job: int, ok: bool, value: object) -> None:
        if job != self._job:
            return  # stale: superseded or cancelled
        self._pending = False
        if ok:
            self.result_ready.emit(job, value)
        else:
            self.failed.emit(job, str(value))
