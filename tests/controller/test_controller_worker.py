"""Engine calls off the GUI thread (backgammon_qt/controller/engine_jobs/worker.py)."""

from __future__ import annotations

import os
import threading

import pytest
from helpers.engines import FakeEngine
from helpers.marking import mark, marked_texts
from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer

from backgammon_qt.controller.engine_jobs.worker import EngineWorker
from backgammon_qt.engine import Cancelled, EngineUnavailable, GameContext, ProcessEngine, SageEngine
from backgammon_qt.model import Position, legal_plays

pytestmark = pytest.mark.gui

CONTEXT = GameContext(match_length=7)  # match play: every cube decision is a full evaluation


def test_only_the_latest_job_reports(qtbot) -> None:
    engine = FakeEngine(gate=threading.Event())
    worker = EngineWorker(engine)
    results = []
    worker.result_ready.connect(lambda job, value: results.append((job, value)))
    first = worker.submit(engine.choose_play, Position.start(), (3, 1), CONTEXT)
    assert engine.started.wait(5)
    second = worker.submit(engine.choose_play, Position.start(), (6, 5), CONTEXT)  # supersedes the first
    assert worker.busy and second == worker.current_job != first
    engine.gate.set()
    qtbot.waitUntil(lambda: bool(results), timeout=5000)
    assert worker.wait(5000)                   # both jobs are done; whatever they sent is delivered now
    QCoreApplication.processEvents()
    assert [job for job, _ in results] == [second]
    assert str(results[0][1]) == "24/13"
    # the first job saw its cancel token
    assert [(method, args[1]) for method, args in engine.cancelled] == [("choose_play", (3, 1))]
    assert not worker.busy
    worker.shutdown()


def test_cancel_drops_the_result_and_errors_are_reported(qtbot) -> None:
    engine = FakeEngine(gate=threading.Event(), fails={"hint_cube": "no cube here"})
    worker = EngineWorker(engine)
    results, errors = [], []
    worker.result_ready.connect(lambda job, value: results.append(job))
    worker.failed.connect(lambda job, message: errors.append((job, message)))
    worker.submit(engine.choose_play, Position.start(), (3, 1), CONTEXT)
    assert engine.started.wait(5)
    worker.cancel()
    engine.gate.set()
    job = worker.submit(engine.hint_cube, Position.start(), CONTEXT)
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    assert errors == [(job, "The engine could not answer. Technical detail: RuntimeError: no cube here")]
    assert results == []
    with pytest.raises(TypeError):
        worker.submit("choose_play")        # a method name is not a call
    worker.shutdown()


def test_a_rule_error_is_reported_in_its_own_words(qtbot) -> None:
    """A model error from the engine's call reaches the window as its words
    (controller.wording.error_text), not as "CodedError: ..."."""
    from backgammon_qt.model.errors import RuleError

    def refuse(*, cancel=None):
        raise RuleError("the cube is at {value}, above the cube cap of {cap}", value=128, cap=64)

    worker = EngineWorker(FakeEngine())
    errors = []
    worker.failed.connect(lambda job, message: errors.append(message))
    worker.submit(refuse)
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    assert errors == ["The engine refused: the cube is at 128, above the cube cap of 64."]
    worker.shutdown()


class _Crash:
    """An argument whose unpickling ends the process that reads it (the
    engine's child, as a crash would end it), with exit code 3."""

    def __reduce__(self):
        return os._exit, (3,)


def _failure(qtbot, worker: EngineWorker, call, *args) -> str:
    errors: list[str] = []
    worker.failed.connect(lambda job, message: errors.append(message))
    worker.submit(call, *args)
    qtbot.waitUntil(lambda: bool(errors), timeout=60000)
    return errors[0]


def test_a_crashed_engine_process_is_said_in_a_translated_sentence_then_its_detail(qtbot) -> None:
    """The player read "EngineError: the engine process stopped (exit
    code 3)" in English; now a translated sentence (the marks show it went
    through the translator whole), then the English detail."""
    engine = ProcessEngine("beginner", seed=1)
    worker = EngineWorker(engine)
    try:
        with marked_texts():
            message = _failure(qtbot, worker, engine.choose_play, _Crash(), (3, 1), CONTEXT)
        assert message == (mark("The engine stopped unexpectedly; it is started again when it is next needed.") + " "
                           + mark("Technical detail: the engine process stopped (exit code 3)"))
        # and it is started again when it is next needed
        assert engine.choose_play(Position.start(), (3, 1), CONTEXT) in legal_plays(Position.start(), (3, 1))
    finally:
        worker.shutdown()


def test_an_engine_that_cannot_be_loaded_says_so(qtbot, tmp_path, monkeypatch) -> None:
    """bgsage missing or broken: the child used to die at its start, and the
    player read "EngineError: the engine process stopped (exit code 1)";
    now the child answers that the engine cannot be started, and why."""
    (tmp_path / "bgbot_cpp.py").write_text('raise ImportError("bgbot_cpp is not installed here")\n')
    monkeypatch.syspath_prepend(str(tmp_path))          # the spawned child gets the parent's sys.path
    engine = ProcessEngine("beginner", seed=1)
    worker = EngineWorker(engine)
    try:
        with marked_texts():
            message = _failure(qtbot, worker, engine.choose_play, Position.start(), (3, 1), CONTEXT)
        assert message == (mark("The engine could not be started.") + " " + mark(
            "Technical detail: bgsage could not be loaded: ImportError: bgbot_cpp is not installed here"))
        assert engine.pid is not None                   # the child lives on and says so at each call
        with pytest.raises(EngineUnavailable, match="bgbot_cpp is not installed here"):
            engine.wait_ready()
    finally:
        worker.shutdown()


def test_a_call_the_engine_refuses_is_said_in_a_translated_sentence_then_its_detail(qtbot) -> None:
    engine = ProcessEngine("beginner", seed=1)
    worker = EngineWorker(engine)
    try:
        with marked_texts():
            message = _failure(qtbot, worker, engine.answer_resignation, Position.start(), 5, CONTEXT)
        assert message == mark("The engine could not answer.") + " " + mark(
            "Technical detail: ValueError: a resignation is worth 1, 2 or 3, got 5")
    finally:
        worker.shutdown()


def _largest_stall(qtbot, engine, jobs) -> tuple[float, int, list]:
    """Run ``jobs`` one after the other through an EngineWorker while a 5 ms
    timer ticks in this (the GUI) thread: the largest gap between ticks in
    ms, the number of ticks, the results."""
    worker = EngineWorker(engine)
    results = []
    pending = list(jobs)
    clock = QElapsedTimer()
    gaps = []
    last = [0]

    def tick():
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now

    def next_job(*args):
        if args:
            results.append(args[1])
        if pending:
            call, call_args = pending.pop(0)
            worker.submit(call, *call_args)

    worker.result_ready.connect(next_job)
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    next_job()
    qtbot.waitUntil(lambda: len(results) == len(jobs), timeout=60000)
    timer.stop()
    worker.shutdown()
    return max(gaps), len(gaps), results


@pytest.mark.slow
def test_event_loop_runs_while_the_engine_thinks(qtbot) -> None:
    """With the engine in a child process, the GUI thread's 5 ms timer keeps
    ticking through cube evaluations (each holds bgsage's GIL about 60 ms
    when run in this process) and checker plays: at least one tick a job.
    How long its longest gap is, is a figure (benchmarks/engine.py)."""
    engine = ProcessEngine("expert", seed=3)
    try:
        engine.wait_ready()
        position = Position.from_position_id("uPsMAwC4+2wAAA")
        jobs = [(engine.cube_decision, (position, CONTEXT)), (engine.choose_play, (position, (6, 4), CONTEXT))] * 6
        _stall, ticks, results = _largest_stall(qtbot, engine, jobs)
    finally:
        engine.close()
    assert len(results) == 12 and all(r.double for r in results[::2])
    assert all(r in legal_plays(position, (6, 4)) for r in results[1::2])
    assert ticks >= len(jobs)


def test_worker_runs_an_in_process_engine_too(qtbot) -> None:
    engine = SageEngine("expert", seed=3)
    _stall, _ticks, results = _largest_stall(qtbot, engine,
                                             [(engine.choose_play, (Position.start(), (3, 1), CONTEXT))])
    assert str(results[0]) == "8/5 6/5"


def test_a_reporting_call_reports_on_its_way_and_a_stale_one_is_dropped(qtbot) -> None:
    gate = threading.Event()

    def count(n, *, report, cancel):
        for i in range(n):
            report(i)
            if i == 1:
                gate.wait(5)              # held after two reports
            if cancel.is_set():
                raise Cancelled()
        return n

    worker = EngineWorker(SageEngine("expert"))
    reports, results = [], []
    worker.progress.connect(lambda job, value: reports.append((job, value)))
    worker.result_ready.connect(lambda job, value: results.append((job, value)))
    first = worker.submit_reporting(count, 5)
    qtbot.waitUntil(lambda: len(reports) == 2, timeout=5000)
    assert reports == [(first, 0), (first, 1)]
    second = worker.submit_reporting(count, 3)       # supersedes the first: its later reports are dropped
    gate.set()
    qtbot.waitUntil(lambda: bool(results), timeout=5000)
    assert worker.wait(5000)
    QCoreApplication.processEvents()
    assert results == [(second, 3)]
    assert [v for j, v in reports if j == second] == [0, 1, 2]
    assert [v for j, v in reports if j == first] == [0, 1]
    worker.shutdown(close_engine=False)
