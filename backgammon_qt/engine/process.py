"""The bgsage engine in a child process, behind the same :class:`Engine`
interface.

Why a process: bgsage holds Python's GIL inside some of its compiled calls
(measured here: about 60 ms for every cube evaluation, up to 25 ms at a
time in a ``2ply`` checker play), so an engine running in a thread of the
GUI process freezes the GUI's event loop for that long.  In a child process
it cannot, and a search that must stop can really be stopped.

Calls block the calling thread (run them in a worker thread, see
:mod:`backgammon_qt.controller.engine_jobs.worker`) and are served one at a time.  When the
``cancel`` token is set during a call, the call raises :class:`Cancelled`
within about 5 ms; the child finishes that search and its answer is thrown
away before the next call (the child is killed and restarted if it takes
longer than :data:`STALE_TIMEOUT`).  :meth:`ProcessEngine.close` kills the
child at once (for quitting).

The child ends with its parent, however the parent ends (even killed, or in
the middle of a search): it watches :func:`multiprocessing.parent_process`.

The child is started with the ``spawn`` method (never ``fork``, which is
unsafe in a process running Qt threads); a frozen application must call
:func:`multiprocessing.freeze_support` first thing in its entry point.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

from ..model import Play, Position
from .base import (
    Cancelled,
    CancelToken,
    CubeDecision,
    EngineError,
    EngineStopped,
    EngineUnavailable,
    GameContext,
    RankedPlay,
    TakeDecision,
    raise_if_cancelled,
)
from .levels import DEFAULT_LEVEL, LEVELS

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

__all__ = ["ProcessEngine", "ENGINE_CALLS", "STALE_TIMEOUT"]

ENGINE_CALLS = ("choose_play", "cube_decision", "take_decision", "answer_resignation",
                "hint_plays", "hint_cube", "rank_plays", "analyse_turn", "analyse_turns", "epc")
"""The engine methods a :class:`ProcessEngine` forwards to its child."""

STALE_TIMEOUT = 5.0
"""Seconds a new call waits for a cancelled search to finish before the
child process is killed and started again."""

_POLL = 0.005

_REAP_WAIT = 5.0
"""Seconds :meth:`ProcessEngine.close` waits for a killed child to be reaped."""


def _stopped(ended: int | bool) -> EngineStopped:
    """The error for a child found ended (:meth:`ProcessEngine._ended`)."""
    if ended is True:
        return EngineStopped("the engine process was closed")
    return EngineStopped(f"the engine process stopped (exit code {ended})", int(ended))


def _end_with_parent() -> None:  # pragma: no cover - runs in the child
    """Make this child end when its parent does, however the parent ends
    (quit, a signal, ``kill -9``, Qt's ``exit()`` when the X server goes
    away), even in the middle of a search: a thread waits on
    :func:`multiprocessing.parent_process`'s sentinel, which becomes ready
    when the parent is gone, and ends the process.  Ctrl+C in a terminal
    (SIGINT to the whole process group) is left to the parent, which ends
    its children as it quits."""
    import multiprocessing
    import os
    import signal

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def _serve(conn: Connection[Any, Any], level: str, seed: int | None) -> None:  # pragma: no cover - runs in the child
    """The child's loop: build the engine, answer ``(method, args, kwargs)``
    requests with ``(True, result)`` or ``(False, exception)`` until the
    pipe closes or ``None`` arrives.  An engine that cannot be built
    (bgsage missing or broken) answers every request with
    :class:`EngineUnavailable`."""
    _end_with_parent()
    unavailable: EngineUnavailable | None = None
    try:
        from .sage import SageEngine

        engine = SageEngine(level, seed)
    except Exception as exc:     # told to the caller at each request, not a silent exit
        unavailable = EngineUnavailable(f"bgsage could not be loaded: {type(exc).__name__}: {exc}")
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        if request == _CANCEL:      # a cancel that came after its rollout ended
            continue
        method, args, kwargs = request
        try:
            if unavailable is not None:
                reply: tuple[bool, Any] = (False, unavailable)
            elif method == "ping":
                reply = (True, None)
            elif method == "rollout":
                reply = (True, _serve_rollout(conn, *args, **kwargs))
            elif method == "rollout_candidates":
                from .rollout import candidate_plays

                reply = (True, candidate_plays(*args, **kwargs))
            else:
                reply = (True, getattr(engine, method)(*args, **kwargs))
        except Exception as exc:  # sent back to the caller, raised there
            reply = (False, exc)
        try:
            conn.send(reply)
        except Exception as exc:  # e.g. an exception that does not pickle
            conn.send((False, EngineError(f"{type(exc).__name__}: {exc}")))


_CANCEL = "cancel"
"""What the parent sends the child to stop a running rollout."""

_PROGRESS = "progress"
"""The first item of a progress message ``(_PROGRESS, RolloutProgress)`` the
child sends during a rollout (a final answer starts with a bool)."""


def _serve_rollout(conn: Connection[Any, Any], task: Any, previous: Any = None,
                   progress: bool = True) -> Any:  # pragma: no cover - runs in the child
    """Run :func:`~backgammon_qt.engine.rollout.rollout` in the child,
    sending ``(_PROGRESS, RolloutProgress)`` messages (when ``progress``)
    and stopping when the parent sends :data:`_CANCEL`; returns its result."""
    from .rollout import rollout

    send_lock = threading.Lock()
    cancelled = threading.Event()

    def cancel() -> bool:
        if not cancelled.is_set():
            with send_lock:
                while conn.poll():
                    if conn.recv() == _CANCEL:
                        cancelled.set()
        return cancelled.is_set()

    def report(p: Any) -> None:
        with send_lock:
            conn.send((_PROGRESS, p))

    return rollout(task, report if progress else None, cancel, previous=previous)


class ProcessEngine:
    """:class:`~backgammon_qt.engine.sage.SageEngine` at ``level`` running in
    a child process (see the module docstring).  ``start=True`` starts the
    child now (it needs about a second to load bgsage; calls made before it
    is ready wait for it).  Thread-safe: concurrent calls are served one
    after the other.  Raises :class:`ValueError` for an unknown level.
    """

    name = "bgsage"

    def __init__(self, level: str = DEFAULT_LEVEL, seed: int | None = None, *, start: bool = True) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
        self.level = level
        self._seed = seed
        self._lock = threading.Lock()
        self._swap_lock = threading.Lock()
        """Held while the child and its pipe are set or taken (:meth:`start`,
        :meth:`close`), so that two threads never take the same child."""
        self._reap_lock = threading.Lock()
        """Held around every look at the child's end (``is_alive``, ``join``,
        ``exitcode``, ``close``): :meth:`close` runs in one thread (the window's,
        quitting or shutting a job down) while a call in another finds the child
        gone and waits for its exit code; two threads reaping one process at once
        make ``multiprocessing`` think a dead child still runs."""
        self._proc: BaseProcess | None = None
        self._conn: Connection[Any, Any] | None = None
        self._stale = 0
        self.restarts = 0
        if start:
            self.start()

    def __repr__(self) -> str:
        return f"ProcessEngine(level={self.level!r})"

    # ------------------------------------------------------------ process
    def start(self) -> None:
        """Start the child process if it is not running (returns at once).
        Raises :class:`EngineUnavailable` when the process cannot be made."""
        proc = self._proc
        if proc is not None and self._ended(proc) is None:
            return
        import multiprocessing  # here, not at the top: the window imports this module at start-up

        ctx = multiprocessing.get_context("spawn")
        try:
            parent, child = ctx.Pipe()
            proc = ctx.Process(target=_serve, args=(child, self.level, self._seed), daemon=True,
                               name=f"bgsage-{self.level}")
            proc.start()
        except OSError as exc:
            raise EngineUnavailable(f"the engine process could not be started: {exc}") from exc
        child.close()
        with self._swap_lock:
            self._proc, self._conn, self._stale = proc, parent, 0

    @property
    def pid(self) -> int | None:
        """The child's process id, or None when it is not running."""
        proc = self._proc
        return proc.pid if proc is not None and self._ended(proc) is None else None

    def _pipe(self) -> tuple[Connection[Any, Any], BaseProcess]:
        """The pipe to the child and the child, as a call starts; raises
        :class:`EngineStopped` when :meth:`close` (in another thread) has
        just closed them."""
        conn, proc = self._conn, self._proc
        if conn is None or proc is None:
            raise _stopped(True)
        return conn, proc

    def _ended(self, proc: BaseProcess) -> int | bool | None:
        """None while ``proc`` runs; once it has ended, its exit code, or
        True when the code cannot be known (:meth:`close` in another thread
        has reaped and closed it)."""
        with self._reap_lock:
            try:
                return None if proc.is_alive() else proc.exitcode
            except ValueError:          # closed by close()
                return True

    def close(self) -> None:
        """Kill the child process now (a running search is abandoned).  The
        next call starts a new child.  Safe from any thread, and twice at
        once (the window quitting while a call finds the child gone): the
        child is taken by one of them."""
        with self._swap_lock:
            proc, conn = self._proc, self._conn
            self._proc = self._conn = None
        if proc is not None:
            proc.kill()                 # first: a call woken by the pipe's end finds the child ending
        if conn is not None:
            conn.close()
        if proc is not None:
            with self._reap_lock:
                proc.join(_REAP_WAIT)
                if proc.exitcode is not None:
                    proc.close()
                # else: killed but not yet reaped on a loaded machine; multiprocessing reaps it
                # later (closing it now would raise), and the next call starts a new child

    def __enter__(self) -> ProcessEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _gone(self, proc: BaseProcess, exc: BaseException) -> EngineStopped:
        """The error for a pipe to the child that broke: the child's exit
        code when it ended (it usually has: a crash closes its end of the
        pipe), else the pipe's error; the child is closed."""
        with self._reap_lock:
            try:
                proc.join(_REAP_WAIT)      # (dead or dying: the pipe broke; a loaded machine may take a moment)
                code = proc.exitcode
            except ValueError:      # closed by close() from another thread (quitting): no code to read
                code = None
        self.close()
        if code is not None:
            return EngineStopped(f"the engine process stopped (exit code {code})", code)
        return EngineStopped(f"the engine process is gone: {type(exc).__name__}: {exc}")

    def _drain(self) -> None:
        """Read and drop the answers of cancelled calls."""
        conn, _proc = self._pipe()
        while self._stale:
            if not conn.poll(STALE_TIMEOUT):
                self.close()
                self.restarts += 1
                self.start()
                return
            conn.recv()
            self._stale -= 1

    def call(self, method: str, *args: Any, cancel: CancelToken = None, **kwargs: Any) -> Any:
        """Run ``method`` (one of :data:`ENGINE_CALLS`) in the child and
        return its result or raise its exception; :class:`Cancelled` when
        ``cancel`` is set, :class:`EngineError` if the child dies."""
        if method not in ENGINE_CALLS:
            raise ValueError(f"not an engine call: {method!r}")
        return self._request(method, args, kwargs, cancel)

    def _request(self, method: str, args: tuple[Any, ...], kwargs: dict[str, Any], cancel: CancelToken) -> Any:
        with self._lock:
            raise_if_cancelled(cancel)
            self.start()
            self._drain()
            conn, proc = self._pipe()
            try:
                conn.send((method, args, kwargs))
                while not conn.poll(_POLL):
                    try:
                        raise_if_cancelled(cancel)
                    except Cancelled:
                        self._stale += 1
                        raise
                    if (ended := self._ended(proc)) is not None:
                        self.close()            # (the dead child's pipe and process object let go)
                        raise _stopped(ended)
                ok, value = conn.recv()
            except (EOFError, OSError, BrokenPipeError) as exc:
                raise self._gone(proc, exc) from None
        if ok:
            return value
        raise value

    def rollout(self, task: Any, progress: Any = None, cancel: CancelToken = None, *,
                previous: Any = None) -> Any:
        """:func:`backgammon_qt.engine.rollout.rollout` of ``task`` (a
        :class:`~backgammon_qt.engine.rollout.RolloutTask`) in the child:
        same arguments and result.  ``progress(RolloutProgress)`` is called
        in the calling thread as the child's reports arrive.  When
        ``cancel`` is set the child stops within a trial and the result of
        the batches done comes back with ``stopped=True``
        (:class:`Cancelled` when no batch was done).  An exception raised
        by ``progress`` stops the rollout and is raised here.  Raises
        :class:`EngineError` if the child dies."""
        with self._lock:
            self.start()
            self._drain()
            conn, proc = self._pipe()
            sent_cancel = False
            failed: Exception | None = None
            try:
                conn.send(("rollout", (task,), {"previous": previous, "progress": progress is not None}))
                while True:
                    if not conn.poll(_POLL):
                        if not sent_cancel and cancel is not None:
                            try:
                                raise_if_cancelled(cancel)
                            except Cancelled:
                                conn.send(_CANCEL)
                                sent_cancel = True
                        if (ended := self._ended(proc)) is not None:
                            self.close()
                            raise _stopped(ended)
                        continue
                    message = conn.recv()
                    if message[0] == _PROGRESS:
                        if progress is not None and failed is None:
                            try:
                                progress(message[1])
                            except Exception as exc:   # stop the child, keep the pipe in step, raise it after
                                failed = exc
                                if not sent_cancel:
                                    conn.send(_CANCEL)
                                    sent_cancel = True
                        continue
                    ok, value = message
                    break
            except (EOFError, OSError, BrokenPipeError) as exc:
                raise self._gone(proc, exc) from None
        if failed is not None:
            raise failed
        if ok:
            return value
        raise value

    def rollout_candidates(self, position: Position, dice: tuple[int, int], context: GameContext, *,
                           count: int | None = None, window: float | None = None,
                           cancel: CancelToken = None) -> tuple[Play, ...]:
        """:func:`backgammon_qt.engine.rollout.candidate_plays` in the child
        (the default plays to roll out for ``dice``, best first), so that
        the window's process never loads bgsage; ``count`` and ``window``
        default to that function's."""
        kwargs: dict[str, Any] = {}
        if count is not None:
            kwargs["count"] = count
        if window is not None:
            kwargs["window"] = window
        result: tuple[Play, ...] = self._request("rollout_candidates", (position, dice, context), kwargs, cancel)
        return result

    def wait_ready(self, *, cancel: CancelToken = None) -> float:
        """Block until the child answers (it has loaded bgsage), starting it
        if needed; returns the seconds waited."""
        t0 = time.perf_counter()
        self._request("ping", (), {}, cancel)
        return time.perf_counter() - t0

    # ------------------------------------------------------------ Engine
    def choose_play(self, position: Position, dice: tuple[int, int], context: GameContext, *,
                    cancel: CancelToken = None) -> Play:
        """See :meth:`Engine.choose_play`."""
        result: Play = self.call("choose_play", position, dice, context, cancel=cancel)
        return result

    def cube_decision(self, position: Position, context: GameContext, *,
                      cancel: CancelToken = None) -> CubeDecision:
        """See :meth:`Engine.cube_decision`."""
        result: CubeDecision = self.call("cube_decision", position, context, cancel=cancel)
        return result

    def take_decision(self, position: Position, context: GameContext, *, beavered: bool = False,
                      cancel: CancelToken = None) -> TakeDecision:
        """See :meth:`Engine.take_decision`."""
        result: TakeDecision = self.call("take_decision", position, context, beavered=beavered,
                                         cancel=cancel)
        return result

    def answer_resignation(self, position: Position, value: int, context: GameContext, *,
                           resigner_on_roll: bool = True, dice: tuple[int, int] | None = None,
                           cancel: CancelToken = None) -> bool:
        """See :meth:`Engine.answer_resignation`."""
        result: bool = self.call("answer_resignation", position, value, context,
                                 resigner_on_roll=resigner_on_roll, dice=dice, cancel=cancel)
        return result

    def hint_plays(self, position: Position, dice: tuple[int, int], context: GameContext,
                   n: int = 10, *, cancel: CancelToken = None) -> list[RankedPlay]:
        """See :meth:`Engine.hint_plays`."""
        result: list[RankedPlay] = self.call("hint_plays", position, dice, context, n, cancel=cancel)
        return result

    def hint_cube(self, position: Position, context: GameContext, *,
                  cancel: CancelToken = None) -> CubeDecision:
        """See :meth:`Engine.hint_cube`."""
        result: CubeDecision = self.call("hint_cube", position, context, cancel=cancel)
        return result

    def analyse_turn(self, query: Any, level: str, *, cancel: CancelToken = None) -> Any:
        """One turn of a match analysis in the child (see
        :meth:`SageEngine.analyse_turn
        <backgammon_qt.engine.sage.SageEngine.analyse_turn>` and
        :func:`backgammon_qt.engine.analysis.analyse_record`)."""
        return self.call("analyse_turn", query, level, cancel=cancel)

    def analyse_turns(self, queries: Any, level: str, *, cancel: CancelToken = None) -> Any:
        """Turns of a match analysis in the child, in one batch (see
        :meth:`SageAnalyser.evaluate_many
        <backgammon_qt.engine.evaluation.SageAnalyser.evaluate_many>`): a
        list of ``TurnEval``, one per query."""
        return self.call("analyse_turns", list(queries), level, cancel=cancel)

    def epc(self, position: Position, *, cancel: CancelToken = None) -> tuple[float | None, float | None]:
        """See :meth:`SageEngine.epc <backgammon_qt.engine.sage.SageEngine.epc>`."""
        result: tuple[float | None, float | None] = self.call("epc", position, cancel=cancel)
        return result
