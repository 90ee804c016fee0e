"""The engine in a child process (backgammon_qt/engine/process.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from helpers.gate import Gate

from backgammon_qt.engine import (
    Cancelled,
    CubeAction,
    Engine,
    GameContext,
    ProcessEngine,
    RankedPlay,
    SageEngine,
    TakeAction,
)
from backgammon_qt.model import Position, legal_plays

DOUBLE_PASS = Position.from_position_id("uPsMGAC4+2wAAA")
REPO_ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 60.0


def wait_for(condition, what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while not condition():
        assert time.monotonic() < deadline, f"waited {WAIT_S} s for {what}"
        time.sleep(0.01)


def running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie waiting for its reaper is not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


@pytest.fixture(scope="module")
def engine():
    with ProcessEngine("expert", seed=5) as engine:
        engine.wait_ready()
        yield engine


def test_same_answers_as_in_process(engine: ProcessEngine) -> None:
    assert isinstance(engine, Engine)
    local = SageEngine("expert", seed=5)
    context = GameContext()
    for dice in ((3, 1), (6, 6), (5, 2)):
        play = engine.choose_play(Position.start(), dice, context)
        assert play in legal_plays(Position.start(), dice)
        assert play == local.choose_play(Position.start(), dice, context)
    hints = engine.hint_plays(Position.start(), (6, 5), context, 3)
    assert len(hints) == 3 and all(isinstance(h, RankedPlay) for h in hints)
    assert engine.hint_cube(DOUBLE_PASS, context).action is CubeAction.DOUBLE_PASS
    assert engine.cube_decision(DOUBLE_PASS, context).double
    assert engine.take_decision(DOUBLE_PASS, context).action is TakeAction.DROP
    assert engine.answer_resignation(DOUBLE_PASS.swapped(), 1, context)


def test_errors_come_back_as_exceptions(engine: ProcessEngine) -> None:
    with pytest.raises(ValueError, match="1, 2 or 3"):
        engine.answer_resignation(Position.start(), 5, GameContext())
    with pytest.raises(ValueError):
        engine.call("close")  # not an engine call
    with pytest.raises(ValueError):
        ProcessEngine("supernatural")          # not a level


def test_cancel_returns_while_the_child_is_still_searching_and_the_next_call_is_clean(
        engine: ProcessEngine, tmp_path: Path) -> None:
    started, release = tmp_path / "started", tmp_path / "release"
    cancel = threading.Event()
    outcome: list[BaseException | object] = []

    def call() -> None:
        try:
            outcome.append(engine.call("hint_cube", Gate(started, release, 5 * WAIT_S), GameContext(),
                                       cancel=cancel))
        except BaseException as exc:      # checked below
            outcome.append(exc)

    caller = threading.Thread(target=call)
    caller.start()
    try:
        wait_for(started.exists, "the child to start the call")
        cancel.set()
        # the child is held up until `release` exists: the call does not wait for it
        caller.join(WAIT_S)
        assert not caller.is_alive() and not release.exists()
        assert len(outcome) == 1 and isinstance(outcome[0], Cancelled)
    finally:
        release.touch()
        caller.join(WAIT_S)
    # the cancelled call's answer is dropped, not returned to the next call
    play = engine.choose_play(Position.start(), (4, 2), GameContext())
    assert str(play) == "8/4 6/4"
    assert engine.restarts == 0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_child_ends_with_its_parent_even_in_the_middle_of_a_call(tmp_path: Path) -> None:
    """The parent (a process of its own) is killed (SIGKILL: nothing of it
    runs) while its engine's child is busy with a call; the child ends."""
    started, release = tmp_path / "started", tmp_path / "release"
    script = textwrap.dedent(f"""
        from helpers.gate import Gate
        from pathlib import Path
        from backgammon_qt.engine import GameContext, ProcessEngine

        if __name__ == "__main__":
            engine = ProcessEngine("beginner")
            engine.wait_ready()
            print(engine.pid, flush=True)
            engine.call("hint_cube", Gate(Path({str(started)!r}), Path({str(release)!r}), {5 * WAIT_S}),
                        GameContext())
        """)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO_ROOT), str(REPO_ROOT / "tests"),
                                                       os.environ.get("PYTHONPATH", "")]))
    child = None
    with subprocess.Popen([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, text=True) as parent:
        try:
            assert parent.stdout is not None
            child = int(parent.stdout.readline())
            wait_for(started.exists, "the child to start the call")
            parent.send_signal(signal.SIGKILL)
            parent.wait(WAIT_S)
            wait_for(lambda: not running(child), "the child to end")
        finally:
            release.touch()
            if parent.poll() is None:
                parent.kill()
            if child is not None and running(child):
                os.kill(child, signal.SIGKILL)


def test_close_kills_the_child_and_a_new_one_starts() -> None:
    engine = ProcessEngine("beginner", seed=1)
    try:
        engine.wait_ready()
        pid = engine.pid
        assert pid is not None
        engine.close()
        assert engine.pid is None
        assert engine.choose_play(Position.start(), (6, 5), GameContext()) in legal_plays(Position.start(), (6, 5))
        assert engine.pid not in (None, pid)
    finally:
        engine.close()


def test_close_while_a_call_finds_the_child_gone_never_raises_and_the_call_fails_as_an_engine_error(
        monkeypatch) -> None:
    """The window closes the engine (quitting, a job shut down) in its thread while a call in
    another thread finds the child killed and waits for its exit code.  The two used to reap the
    one process at once: the thread that lost the race found no child to wait for, and
    ``multiprocessing`` then took the dead child for a running one (close() raised ValueError,
    seen in the rollout panel's tests on a loaded machine).  Here the thread that reaps the child
    is held a moment before it records the exit code, as a loaded machine does by chance, and the
    window's thread comes second: close()
    never raises, the call ends with an EngineError, and the next call gets a new child."""
    from backgammon_qt.engine import EngineError

    real_waitpid = os.waitpid

    def slow_to_record(pid: int, options: int) -> tuple[int, int]:
        if threading.current_thread() is threading.main_thread():
            time.sleep(0.02)                        # the window's thread comes second ...
            return real_waitpid(pid, options)
        got = real_waitpid(pid, options)
        if got[0] == pid:
            time.sleep(0.1)                         # ... while the call's has reaped, its code not yet recorded
        return got

    engine = ProcessEngine("beginner", seed=1)
    try:
        engine.wait_ready()
        for _ in range(3):
            pid = engine.pid
            assert pid is not None
            os.kill(pid, signal.SIGSTOP)            # the call below waits on a child that cannot answer
            outcome: list[BaseException | object] = []
            asked = threading.Event()

            def call(outcome: list[BaseException | object] = outcome, asked: threading.Event = asked) -> None:
                asked.set()
                try:
                    outcome.append(engine.choose_play(Position.start(), (6, 5), GameContext()))
                except BaseException as exc:        # what it raised is the finding
                    outcome.append(exc)

            thread = threading.Thread(target=call)
            monkeypatch.setattr(os, "waitpid", slow_to_record)
            try:
                thread.start()
                assert asked.wait(WAIT_S)
                wait_for(engine._lock.locked, "the call to wait on the child")
                os.kill(pid, signal.SIGKILL)        # the child dies: the call goes to read its exit code
                engine.close()                      # ... while the window closes the engine
                thread.join(WAIT_S)
            finally:
                monkeypatch.setattr(os, "waitpid", real_waitpid)
            assert not thread.is_alive()
            assert len(outcome) == 1 and isinstance(outcome[0], EngineError), outcome
            assert engine.choose_play(Position.start(), (6, 5), GameContext()) in legal_plays(Position.start(), (6, 5))
    finally:
        engine.close()


def _sleep_a_minute() -> None:      # a child that stays up (spawned: importable by name)
    time.sleep(60)


def test_two_closes_at_once_take_the_child_once_and_neither_raises() -> None:
    """The pool thread closes the engine (a call found the child gone, or a cancelled search
    never finished) while the window's thread closes it on quit.  Both used to take the same
    child: the second then killed a process object the first had closed (ValueError), and on
    quit that skipped the session's own shutdown (the waiting autosave unwritten).  The first
    close is held right where it takes the child, as a loaded machine may hold it."""
    import multiprocessing
    import sys

    ctx = multiprocessing.get_context("spawn")
    engine = ProcessEngine("beginner", start=False)
    ours, _theirs = ctx.Pipe()
    child = ctx.Process(target=_sleep_a_minute, daemon=True)
    child.start()
    pid = child.pid
    assert pid is not None
    engine._proc, engine._conn = child, ours         # (a child up, as start() leaves it)
    taking = threading.Event()
    go_on = threading.Event()
    lines = Path(ProcessEngine.close.__code__.co_filename).read_text().splitlines()

    def hold_where_it_takes_the_child(frame, event, arg):
        if frame.f_code is not ProcessEngine.close.__code__:
            return None

        def line(frame, event, arg):
            if event == "line" and "self._proc = self._conn = None" in lines[frame.f_lineno - 1]:
                taking.set()
                go_on.wait(WAIT_S)
            return line
        return line

    errors: list[tuple[str, BaseException]] = []

    def close_in(name: str, trace: bool) -> None:
        if trace:
            sys.settrace(hold_where_it_takes_the_child)
        try:
            engine.close()
        except BaseException as exc:            # what it raised is the finding
            errors.append((name, exc))
        finally:
            sys.settrace(None)

    pool = threading.Thread(target=close_in, args=("pool", True))
    window = threading.Thread(target=close_in, args=("window", False))
    try:
        pool.start()
        assert taking.wait(WAIT_S)
        window.start()
        window.join(0.5)                        # the window's close runs (or waits its turn)
        go_on.set()
        pool.join(WAIT_S)
        window.join(WAIT_S)
        assert not pool.is_alive() and not window.is_alive()
        assert errors == []
        assert engine.pid is None

        def reaped() -> bool:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return True
            return False

        wait_for(reaped, "the child to be killed and reaped")
    finally:
        go_on.set()
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
