"""Engine calls off the GUI thread.

:class:`EngineWorker` lives in the GUI thread.  :meth:`EngineWorker.submit`
runs one call (a :class:`~backgammon_qt.engine.base.Engine` method, or any
callable taking ``cancel=``) on a :class:`QThreadPool` thread and returns a
job number; the result comes back
as the ``result_ready`` signal in the GUI thread.  Only the latest job
counts: a new :meth:`~EngineWorker.submit` or :meth:`~EngineWorker.cancel`
makes every earlier job stale (a generation counter), its cancel token is
set and whatever it still produces is dropped.  A long call reports on
its way with :meth:`~EngineWorker.submit_reporting` (the ``progress``
signal, dropped with the job too); the match analysis runs so
(:mod:`.analysis`).

Use it with a :class:`~backgammon_qt.engine.process.ProcessEngine`: bgsage
holds the GIL in some calls (60 ms per cube evaluation here), so with an
in-process :class:`~backgammon_qt.engine.sage.SageEngine` the event loop
would stall that long; with the process engine the GUI thread only waits
for the pool thread's signal (benchmarks/engine.py prints both stalls).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from backgammon_qt.app.translations import ContextTr
from backgammon_qt.engine.base import Cancelled, Engine, EngineStopped, EngineUnavailable
from backgammon_qt.model.errors import CodedError

from ..wording import error_text

__all__ = ["EngineWorker", "engine_failure_text", "technical_detail"]

_tr = ContextTr("EngineWorker")


def engine_failure_text(error: BaseException) -> str:
    """Why an engine call failed, in the player's language: a whole
    sentence for the kind of failure (the engine's process stopped, the
    engine cannot be started, it refused the call: a rule or file error,
    worded by :func:`~backgammon_qt.controller.wording.error_text`, or any
    other error), then, for a failure that is not a rule or file error, the
    exception's English text as a technical detail.  A consumer puts it
    after its own sentence ("The computer could not move. {reason}")."""
    if isinstance(error, CodedError):
        return _tr("The engine refused: {reason}.").format(reason=error_text(error).rstrip("."))
    if isinstance(error, EngineStopped):
        text = _tr("The engine stopped unexpectedly; it is started again when it is next needed.")
    elif isinstance(error, EngineUnavailable):
        text = _tr("The engine could not be started.")
    else:
        text = _tr("The engine could not answer.")
    return text + " " + technical_detail(error)


def technical_detail(error: BaseException) -> str:
    """``error``'s English text as a technical detail after a sentence in
    the player's language ("Technical detail: OSError: ..."; an engine
    error without its class's name, which says nothing to a player)."""
    detail = str(error) if isinstance(error, EngineStopped | EngineUnavailable) else (
        f"{type(error).__name__}: {error}" if str(error) else type(error).__name__)
    return _tr("Technical detail: {detail}").format(detail=detail)


class _Relay(QObject):
    """Carries a finished job from the pool thread to the GUI thread
    (it lives in the GUI thread, so the emit is queued there).

    Signals:
        done(int, bool, object): job number, success, result or message.
        progress(int, object): job number and a report on the way.
    """

    done = Signal(int, bool, object)
    progress = Signal(int, object)


class _Job(QRunnable):
    def __init__(self, relay: _Relay, job: int, call: Callable[..., Any], args: tuple[Any, ...],
                 kwargs: dict[str, Any], cancel: threading.Event, reporting: bool = False) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._job = relay, job
        self._call, self._args, self._kwargs, self._cancel = call, args, kwargs, cancel
        self._reporting = reporting

    def _report(self, value: object) -> None:
        self._relay.progress.emit(self._job, value)

    def run(self) -> None:
        if self._cancel.is_set():
            return
        kwargs = dict(self._kwargs, report=self._report) if self._reporting else self._kwargs
        try:
            result = self._call(*self._args, cancel=self._cancel, **kwargs)
        except Cancelled:
            return
        except Exception as exc:  # reported to the GUI as sentences in the player's language
            self._relay.done.emit(self._job, False, engine_failure_text(exc))
            return
        self._relay.done.emit(self._job, True, result)


class EngineWorker(QObject):
    """Runs engine calls one at a time on a pool thread; create and use it
    in the GUI thread.

    ``worker.submit(worker.engine.choose_play, position, dice, context)``
    returns a job number; ``result_ready(job, play)`` follows unless the job
    was superseded or cancelled first.  The call is made with the arguments
    given plus ``cancel=`` (a :class:`threading.Event`), which the worker
    supplies: the :class:`~backgammon_qt.engine.base.Engine` methods take it.

    Signals:
        result_ready(int, object): job number and the method's result, for
            the current job only.
        failed(int, str): job number and why the call failed, for the
            current job only: whole sentences in the player's language
            (:func:`engine_failure_text`).
        progress(int, object): job number and what a call submitted with
            :meth:`submit_reporting` reported, for the current job only.
    """

    result_ready = Signal(int, object)
    failed = Signal(int, str)
    progress = Signal(int, object)

    def __init__(self, engine: Engine, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._relay.progress.connect(self._on_progress)
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

    def submit(self, call: Callable[..., Any], *args: Any, **kwargs: Any) -> int:
        """Start ``call(*args, **kwargs, cancel=...)`` on the pool thread,
        superseding any earlier job; returns the new job number.  Raises
        :class:`TypeError` when ``call`` is not callable."""
        return self._submit(call, args, kwargs, False)

    def submit_reporting(self, call: Callable[..., Any], *args: Any, **kwargs: Any) -> int:
        """As :meth:`submit`, and ``call`` is given ``report=`` too: a
        callable it may call from the pool thread with any value, which
        comes back as the ``progress`` signal in the GUI thread (while the
        job is current)."""
        return self._submit(call, args, kwargs, True)

    def _submit(self, call: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any],
                reporting: bool) -> int:
        if not callable(call):
            raise TypeError(f"not callable: {call!r}")
        self.cancel()
        self._pending = True
        self._pool.start(_Job(self._relay, self._job, call, args, kwargs, self._cancel, reporting))
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

    def wait(self, msecs: int = 5000) -> bool:
        """Wait up to ``msecs`` for the pool thread to finish its job (its
        result, if still wanted, is delivered through the event loop);
        True when it finished."""
        return bool(self._pool.waitForDone(msecs))

    @Slot(int, object)
    def _on_progress(self, job: int, value: object) -> None:
        if job == self._job and self._pending:
            self.progress.emit(job, value)

    @Slot(int, bool, object)
    def _on_done(self, job: int, ok: bool, value: object) -> None:
        if job != self._job:
            return  # stale: superseded or cancelled
        self._pending = False
        if ok:
            self.result_ready.emit(job, value)
        else:
            self.failed.emit(job, str(value))

