"""Rollouts in the window's controller (backgammon_qt/controller/engine_jobs/rollouts.py):
the job's progress, Stop keeping the batches done, Extend giving the numbers
of one longer rollout; the rollouts kept as JSON-ready data and read back.

The engine here is bgsage's own rollout driver run in the pool thread
(:func:`backgammon_qt.engine.rollout.rollout`, the function the process
engine runs in its child), on a short bear-off so that a batch takes little
time; one test (slow) runs the job with its own engine process.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from helpers.engines import HeldRollout

from backgammon_qt.controller.engine_jobs import rollouts
from backgammon_qt.engine import rollout as rollout_api
from backgammon_qt.engine.base import CubeOwner, GameContext
from backgammon_qt.model import Position, legal_plays

BEAROFF = Position.from_points({6: 2, 5: 2, 4: 2, 2: 1}, {6: 2, 5: 1, 3: 2, 1: 1})
"""A short race in both home boards (player on roll's numbering)."""


def _plays_subject(dice=(6, 2)) -> rollouts.RolloutSubject:
    plays = tuple(legal_plays(BEAROFF, dice))[:2]
    return rollouts.RolloutSubject(BEAROFF, GameContext(), dice, plays, "Alice")


def _settings(trials: int = 144, **more) -> rollout_api.RolloutSettings:
    return rollouts.make_settings(trials=trials, batch_trials=36, seed=7, threads=1, **more)


def test_progress_arrives_and_the_result_is_the_engines(qtbot) -> None:
    job = rollouts.RolloutJob(SimpleNamespace(rollout=rollout_api.rollout))
    task = _plays_subject().task(_settings(72))
    reports = []
    job.progress.connect(reports.append)
    with qtbot.waitSignal(job.finished, timeout=120_000) as done:
        job.start(task)
    result = done.args[0]
    job.shutdown()
    assert [r.result.trials for r in reports if r.result is not None][-1] == 72
    # the batch under way is reported as it starts (then trial by trial), before any trials are counted
    first = reports[0]
    assert (first.batch, first.batch_trials, first.batch_done, first.batch_units) == (0, 36, 0, 72)
    assert first.trials == 0 and first.result is None
    assert [r.batch for r in reports if r.batch >= 0 and r.batch_done == 0] == [0, 1]
    assert result.trials == 72 and not result.stopped
    assert result.candidates == rollout_api.rollout(task).candidates


def test_stop_keeps_the_batches_done(qtbot) -> None:
    engine = HeldRollout()
    job = rollouts.RolloutJob(engine)
    task = _plays_subject().task(_settings(36 * 6))
    with qtbot.waitSignal(job.progress, timeout=120_000,
                          check_params_cb=lambda p: p.result is not None):
        job.start(task)
    assert job.running
    with qtbot.waitSignal(job.finished, timeout=120_000) as done:
        job.stop()
    result = done.args[0]
    job.shutdown()
    assert result is not None and result.stopped
    assert result.trials == 36 == len(result.batches) * 36
    assert result.candidates == rollout_api.merge(task, [rollout_api.run_batch(task, 0)]).candidates


def test_ended_follows_every_way_a_rollout_ends(qtbot) -> None:
    """``ended`` comes after ``finished`` (a stop) and after ``failed``, and alone when the rollout
    is dropped (cancel) or the job shut down; not when nothing was running.  (The rollout panel's
    Save it first waits for it: a wait on finished and failed alone never ended after a cancel.)"""
    engine = HeldRollout()
    job = rollouts.RolloutJob(engine)
    task = _plays_subject().task(_settings(36 * 6))
    seen: list[str] = []
    job.finished.connect(lambda _r: seen.append("finished"))
    job.failed.connect(lambda _m: seen.append("failed"))
    job.ended.connect(lambda: seen.append("ended" if not job.running else "ended while running"))

    def first_batch() -> None:
        with qtbot.waitSignal(job.progress, timeout=120_000, check_params_cb=lambda p: p.result is not None):
            job.start(task)

    try:
        first_batch()
        with qtbot.waitSignal(job.ended, timeout=120_000):
            job.stop()
        assert seen == ["finished", "ended"]
        for drop in (job.cancel, job.shutdown):
            seen.clear()
            first_batch()
            drop()
            assert seen == ["ended"] and not job.running
            assert job.wait(120_000)
        seen.clear()
        job.shutdown()                      # nothing running: nothing ends
        job.cancel()
        assert seen == []
    finally:
        engine.gate.set()
        job.shutdown()

    def broken(*_args, **_kwargs):
        raise RuntimeError("the engine broke")

    failing = rollouts.RolloutJob(SimpleNamespace(rollout=broken))
    failing.failed.connect(lambda _m: seen.append("failed"))
    failing.ended.connect(lambda: seen.append("ended"))
    with qtbot.waitSignal(failing.ended, timeout=120_000):
        failing.start(task)
    failing.shutdown()
    assert seen == ["failed", "ended"]


def test_reported_is_what_a_stop_would_have_kept(qtbot) -> None:
    """RolloutJob.reported: the batches finished as the engine last reported them, marked
    stopped as a stop marks them (what the panel keeps of a rollout whose engine hung or died);
    None before the first batch; the result extended, as it is, before a new batch."""
    engine = HeldRollout()
    job = rollouts.RolloutJob(engine)
    task = _plays_subject().task(_settings(36 * 6))
    try:
        with qtbot.waitSignal(job.started, timeout=120_000):
            job.start(task)
        assert job.reported() is None
        with qtbot.waitSignal(job.progress, timeout=120_000, check_params_cb=lambda p: p.result is not None):
            pass
        reported = job.reported()
        assert reported is not None and reported.stopped and reported.trials == 36
        assert reported.candidates == rollout_api.merge(task, [rollout_api.run_batch(task, 0)]).candidates
        with qtbot.waitSignal(job.finished, timeout=120_000) as stopped:
            job.stop()
        kept = stopped.args[0]
        assert reported == kept                 # the same numbers a stop keeps
        job.extend(36, kept)
        assert job.reported() is kept           # nothing finished since: the result extended
    finally:
        engine.gate.set()
        job.shutdown()


def test_extend_gives_the_numbers_of_one_longer_rollout(qtbot) -> None:
    job = rollouts.RolloutJob(SimpleNamespace(rollout=rollout_api.rollout))
    task = _plays_subject().task(_settings(72))
    with qtbot.waitSignal(job.finished, timeout=120_000) as first:
        job.start(task)
    assert first.args[0].trials == 72
    with qtbot.waitSignal(job.finished, timeout=120_000) as second:
        job.extend(72)
    extended = second.args[0]
    job.shutdown()
    assert extended.trials == 144 and extended.batches[:2] == first.args[0].batches
    longer = rollout_api.rollout(task.with_settings(trials=144))
    assert extended.candidates == longer.candidates


def test_a_result_kept_as_data_reads_back_the_same() -> None:
    subject = _plays_subject()
    task = subject.task(_settings(36))
    result = rollout_api.rollout(task)
    data = json.loads(json.dumps(rollouts.result_to_dict(result)))
    back = rollouts.result_from_dict(data)
    assert back.task == task
    assert back.candidates == result.candidates and back.batches == result.batches
    cube = rollouts.RolloutSubject(BEAROFF, GameContext()).task(_settings(36))
    cube_result = rollout_api.merge(cube, [rollout_api.run_batch(cube, 0)])
    cube_back = rollouts.result_from_dict(json.loads(json.dumps(rollouts.result_to_dict(cube_result))))
    assert cube_back.cube == cube_result.cube and cube_back.task == cube


def test_a_kept_rollout_keeps_the_cube_cap_and_an_older_one_reads_without_it() -> None:
    """RULES.md 'Doubling cube': the cap is part of the context a kept
    rollout was made in; a file written before the cap was kept has no
    "cube_cap" and reads as no cap (the rules' default)."""
    capped = rollouts.RolloutSubject(BEAROFF, GameContext(cube_value=2, cube_owner=CubeOwner.MOVER, cube_cap=4))
    task = capped.task(_settings(36))
    result = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    data = json.loads(json.dumps(rollouts.result_to_dict(result)))
    assert data["context"]["cube_cap"] == 4
    assert rollouts.result_from_dict(data).task == task
    del data["context"]["cube_cap"]
    older = rollouts.result_from_dict(data)
    assert older.task.context.cube_cap == 0 and older.task.context == GameContext(
        cube_value=2, cube_owner=CubeOwner.MOVER) and older.cube == result.cube


@pytest.mark.parametrize("change", [
    lambda d: d.update(version=99),
    lambda d: d.update(candidates=["6/off 6/off"]),
    lambda d: d["batches"][0].update(seed=1),
    lambda d: d.pop("settings"),
])
def test_a_kept_rollout_that_does_not_read_is_refused_with_the_reason(change) -> None:
    task = _plays_subject().task(_settings(36))
    data = rollouts.result_to_dict(rollout_api.rollout(task))
    change(data)
    with pytest.raises(ValueError):
        rollouts.result_from_dict(data)


@pytest.mark.slow
def test_the_job_rolls_out_in_its_own_engine_process(qtbot) -> None:
    job = rollouts.RolloutJob()
    task = _plays_subject().task(_settings(72))
    reports = []
    job.progress.connect(reports.append)
    try:
        with qtbot.waitSignal(job.finished, timeout=180_000) as done:
            job.start(task)
        assert job.engine().pid is not None            # a child process did the work
    finally:
        job.shutdown()
    assert reports and done.args[0].trials == 72
    # the batch under way crosses from the child process (a window's "Batch 1 of 2 under way" line)
    assert next((r.batch, r.batch_done) for r in reports if r.batch >= 0) == (0, 0)
    assert done.args[0].candidates == rollout_api.rollout(task).candidates


def test_kept_rollouts_are_autosaved_and_resumed(qtbot, tmp_path) -> None:
    from backgammon_qt.app.settings import Settings
    from backgammon_qt.controller.session import Session
    from backgammon_qt.model import ManualDice, Match, RuleOptions

    session = Session(Settings(tmp_path / "s.ini"), Match(5, RuleOptions.match(), ("Alice", "Bob"),
                                                          ManualDice([3, 1])), seats=("human", "human"))
    assert session.take_autosave()
    session.current().roll()
    game = session.current().game
    subject = rollouts.subject_for_game(game, "Alice", tuple(legal_plays(game.turn.start, game.dice))[:2])
    task = subject.task(_settings(36, truncation=1))
    result = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    with qtbot.waitSignal(session.rollouts_changed):
        session.keep_rollout(result)
    assert session.autosaver.flush()
    session.shutdown()

    again = Session(Settings(tmp_path / "s.ini"), seats=("human", "human"))
    assert again.take_autosave()
    offer = again.resume_offer()
    assert offer is not None and offer.record is not None
    with qtbot.waitSignal(again.rollouts_changed):
        again.resume(offer)
    assert len(again.rollouts) == 1
    assert again.rollouts[0].candidates == result.candidates and again.rollouts[0].task == task
    again.shutdown()


@pytest.mark.parametrize("dice, plays, context, reason", [
    ((6, 2), (), GameContext(), "no_play"),
    (None, (), GameContext(cube=False), "no_cube"),
    (None, (), GameContext(match_length=5, score=(4, 2), crawford=True), "crawford"),
    (None, (), GameContext(cube_value=2, cube_owner=CubeOwner.OPPONENT), "opponent_cube"),
    (None, (), GameContext(match_length=7, score=(6, 6)), "dead_cube"),        # double match point
    (None, (), GameContext(cube_value=4, cube_owner=CubeOwner.MOVER, cube_cap=4), "cube_cap"),
    (None, (), GameContext(cube_value=2, cube_owner=CubeOwner.MOVER, cube_cap=4), None),
    (None, (), GameContext(match_length=7, score=(2, 4)), None),
    (None, (), GameContext(), None),
])
def test_a_subject_says_why_it_cannot_be_rolled_out(dice, plays, context, reason) -> None:
    """RolloutSubject.why_not is asked before the task is made (the
    panel words the code); it agrees with what RolloutTask refuses."""
    subject = rollouts.RolloutSubject(Position.start(), context, dice, plays, "Alice")
    assert subject.why_not() == reason
    if reason is None:
        assert subject.task(_settings()).position == Position.start()
    else:
        with pytest.raises(ValueError):
            subject.task(_settings())
