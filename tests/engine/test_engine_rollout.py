"""Rollouts by bgsage in seeded batches (backgammon_qt/engine/rollout.py):
batches reproducible whoever runs them, the merge, the driver's progress,
Stop and Extend, the child process, and the command line.

Trial counts are small and most rollouts truncated, to keep the file quick;
the full rollout of the issue's acceptance command is marked slow.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import pickle
import signal
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from backgammon_qt.engine import Cancelled, CubeAction, CubeOwner, GameContext, ProcessEngine
from backgammon_qt.engine import rollout as ro
from backgammon_qt.engine.base import Chances
from backgammon_qt.model import MatchState, Position, legal_plays
from backgammon_qt.model.xgid import XgidState

OPENING = Position.start()
MONEY = GameContext(jacoby=True, beavers=True)
QUICK = ro.RolloutSettings(trials=72, batch_trials=36, truncation=3, seed=11)
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def task31() -> ro.RolloutTask:
    return ro.make_task(OPENING, MONEY, (3, 1), QUICK)


@pytest.fixture(scope="module")
def rolled31(task31: ro.RolloutTask) -> ro.RolloutResult:
    return ro.rollout(task31)


# --------------------------------------------------------------------------- settings

@pytest.mark.parametrize("bad", [
    {"trials": 0}, {"batch_trials": 40}, {"batch_trials": 0}, {"ply": 4}, {"truncation": -1},
    {"seed": -1}, {"target_se": 0.0}, {"threads": -2},
])
def test_settings_refuse_values_out_of_range(bad: dict) -> None:
    with pytest.raises(ValueError):
        ro.RolloutSettings(**bad)


def test_batches_of_the_settings() -> None:
    s = ro.RolloutSettings(trials=180, batch_trials=72)
    assert ro.batch_count(s) == 3 and s.planned_trials == 216
    assert [ro.batch_size(s, i) for i in range(4)] == [72, 72, 72, 72]
    with pytest.raises(ValueError):
        ro.batch_size(s, -1)


def test_batch_seeds_are_fixed_and_distinct() -> None:
    seeds = [ro.batch_seed(1, i) for i in range(200)]
    assert len(set(seeds)) == 200
    assert all(0 <= s < 2**31 for s in seeds)
    assert ro.batch_seed(1, 0) != ro.batch_seed(2, 0)
    # stable across runs and machines (BLAKE2b, not hash()): a changed value would change every rollout
    assert ro.batch_seed(1, 0) == ro.batch_seed(1, 0) == 0x7FFFFFFF & int.from_bytes(
        hashlib.blake2b(b"bgqt-rollout/1/0", digest_size=4).digest(), "big")


def test_a_task_must_make_sense() -> None:
    play = next(iter(legal_plays(OPENING, (3, 1))))
    with pytest.raises(ValueError, match="candidate"):
        ro.RolloutTask(OPENING, MONEY, (3, 1), ())
    with pytest.raises(ValueError, match="no dice"):
        ro.RolloutTask(OPENING, MONEY, None, (play,))
    with pytest.raises(ValueError, match="doubling is not available"):
        ro.RolloutTask(OPENING, GameContext(cube_value=2, cube_owner=CubeOwner.OPPONENT))
    with pytest.raises(ValueError, match="cubeful"):
        ro.RolloutTask(OPENING, MONEY, settings=ro.RolloutSettings(cubeful=False))


def test_building_tasks_with_given_plays_does_not_load_bgsage() -> None:
    """The window builds tasks in its own process (the child runs them)."""
    code = (
        "import sys\n"
        "from backgammon_qt.engine.rollout import make_task, RolloutTask\n"
        "from backgammon_qt.engine.base import GameContext\n"
        "from backgammon_qt.model import Position, legal_plays\n"
        "p = Position.start()\n"
        "make_task(p, GameContext(), None)\n"
        "make_task(p, GameContext(), (3, 1), candidates=list(legal_plays(p, (3, 1)))[:2])\n"
        "assert 'bgsage' not in sys.modules and 'bgbot_cpp' not in sys.modules, 'bgsage loaded'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), cwd=ROOT)
    assert done.returncode == 0, done.stderr


def test_a_dead_cube_in_a_match_has_no_cube_decision() -> None:
    # 1-away each (double match point): nothing to double for
    with pytest.raises(ValueError, match="doubling is not available"):
        ro.RolloutTask(OPENING, GameContext(match_length=7, score=(6, 6)))
    assert ro.RolloutTask(OPENING, GameContext(match_length=7, score=(2, 4))).is_cube


# --------------------------------------------------------------------------- candidates

def test_default_candidates_are_the_best_at_2_ply() -> None:
    plays = ro.candidate_plays(OPENING, (3, 1), MONEY)
    assert str(plays[0]) == "8/5 6/5"
    assert 2 <= len(plays) <= ro.MAX_CANDIDATES
    assert set(plays) <= set(legal_plays(OPENING, (3, 1)))
    wider = ro.candidate_plays(OPENING, (3, 1), MONEY, count=4, window=10.0)
    assert len(wider) == 4 and wider[0] == plays[0]


# --------------------------------------------------------------------------- batches

def test_a_batch_gives_the_same_numbers_every_time(task31: ro.RolloutTask) -> None:
    first = ro.run_batch(task31, 1)
    assert ro.run_batch(task31, 1) == first
    ro._clear_analyzers()                  # a cold bgsage analyzer: the same
    assert ro.run_batch(task31, 1) == first
    # and one thread gives what all cores give
    assert ro.run_batch(task31.with_settings(threads=1), 1) == first
    assert first.seed == ro.batch_seed(QUICK.seed, 1) and first.trials == 36
    assert len(first.plays) == len(task31.candidates)
    # another batch is other trials
    assert ro.run_batch(task31, 2).plays[0].equity != first.plays[0].equity


def test_batch_and_result_pickle(rolled31: ro.RolloutResult) -> None:
    again = pickle.loads(pickle.dumps(rolled31))
    assert again == rolled31
    assert pickle.loads(pickle.dumps(rolled31.task)) == rolled31.task


# --------------------------------------------------------------------------- merge

def _stats(equity: float, se: float) -> ro.PlayStats:
    return ro.PlayStats(equity, se, equity / 2, se / 2, Chances(0.5, 0.1, 0.0, 0.1, 0.0))


def test_merge_weights_means_by_trials_and_combines_standard_errors(task31: ro.RolloutTask) -> None:
    n = len(task31.candidates)
    seed = task31.settings.seed
    a = ro.BatchResult(0, ro.batch_seed(seed, 0), 36, tuple(_stats(0.1, 0.02) for _ in range(n)))
    b = ro.BatchResult(1, ro.batch_seed(seed, 1), 72, tuple(_stats(0.4, 0.01) for _ in range(n)))
    merged = ro.merge(task31, [b, a])                    # any order in: batch order out
    assert merged.batches == (a, b)
    top = merged.candidates[0]
    assert top.equity == pytest.approx((36 * 0.1 + 72 * 0.4) / 108)
    assert top.se == pytest.approx(math.sqrt((36 * 0.02) ** 2 + (72 * 0.01) ** 2) / 108)
    assert top.trials == merged.trials == 108
    with pytest.raises(ValueError, match=r"0\.\.n-1"):
        ro.merge(task31, [b])
    with pytest.raises(ValueError, match=r"0\.\.n-1"):
        ro.merge(task31, [a, a])
    with pytest.raises(ValueError, match="seed"):
        ro.merge(task31, [ro.BatchResult(0, 12345, 36, a.plays)])
    with pytest.raises(ValueError, match="no batches"):
        ro.merge(task31, [])


def test_any_split_of_the_batches_gives_the_local_result(task31: ro.RolloutTask,
                                                         rolled31: ro.RolloutResult) -> None:
    """As issue 23's workers will: batches run out of order, on other
    threads, each with one bgsage thread, then merged."""
    single = task31.with_settings(threads=1)
    with ThreadPoolExecutor(2) as pool:
        batches = list(pool.map(lambda i: ro.run_batch(single, i), reversed(range(ro.batch_count(QUICK)))))
    merged = ro.merge(task31, batches)
    assert merged.candidates == rolled31.candidates
    assert merged.to_json() == rolled31.to_json()


def test_the_result_ranks_and_reports(rolled31: ro.RolloutResult) -> None:
    assert rolled31.trials == 72 and rolled31.complete and not rolled31.stopped
    equities = [c.equity for c in rolled31.candidates]
    assert equities == sorted(equities, reverse=True)
    assert str(rolled31.candidates[0].play) == "8/5 6/5"
    for c in rolled31.candidates:
        assert 0 < c.se < 0.2 and 0 < c.cubeless_se < 0.2
        assert 0.3 < c.chances.win < 0.7
    data = rolled31.to_json()
    assert data["trials"] == 72 and data["seed"] == 11
    assert set(data["candidates"][0]) >= {"play", "equity", "se", "win", "win_gammon", "lose_gammon"}


def test_cubeless_rollout_ranks_by_cubeless_equity() -> None:
    task = ro.make_task(OPENING, MONEY, (3, 1), ro.RolloutSettings(trials=36, batch_trials=36, truncation=3,
                                                                    cubeful=False))
    result = ro.rollout(task)
    for c in result.candidates:
        assert c.equity == c.cubeless_equity and c.se == c.cubeless_se


# --------------------------------------------------------------------------- driver

def test_progress_after_each_batch(task31: ro.RolloutTask, rolled31: ro.RolloutResult) -> None:
    reports: list[ro.RolloutProgress] = []
    result = ro.rollout(task31, reports.append)
    assert result == rolled31
    finished = [p for p in reports if p.result is not None and p.result.trials == p.trials]
    assert [p.trials for p in finished][-2:] == [36, 72]
    assert finished[-1].fraction == 1.0 and finished[-1].result == rolled31
    fractions = [p.fraction for p in reports]
    assert fractions == sorted(fractions)


def test_progress_inside_a_batch_says_which_batch_and_how_many_of_its_trials(
        task31: ro.RolloutTask, rolled31: ro.RolloutResult, monkeypatch: pytest.MonkeyPatch) -> None:
    """bgsage reports trial by trial inside a batch: the reports name the
    running batch, its trials per candidate and the trials it has played
    (summed over the candidates, rolled out one after the other), while
    ``trials`` and ``result`` still count the finished batches only; the
    report of a finished batch names no running batch."""
    monkeypatch.setattr(ro, "_REPORT_EVERY", 0.0)        # every trial bgsage reports
    reports: list[ro.RolloutProgress] = []
    assert ro.rollout(task31, reports.append) == rolled31
    units = 36 * len(task31.candidates)
    for index in (0, 1):
        inside = [p for p in reports if p.batch == index]
        assert inside[0].batch_done == 0                                  # said when the batch starts
        assert {(p.batch_trials, p.batch_units) for p in inside} == {(36, units)}
        done = [p.batch_done for p in inside]
        assert done == sorted(done) and done[-1] > units // 2 and done[-1] <= units   # it moves, trial by trial
        assert {p.trials for p in inside} == {36 * index}                # not counted before the batch ends
        assert all(p.result is None for p in inside) if index == 0 else all(
            p.result is not None and p.result.trials == 36 for p in inside)
    finished = [p for p in reports if p.batch == -1]
    assert [p.trials for p in finished] == [36, 72] and all(p.batch_done == 0 for p in finished)


def test_stop_keeps_the_batches_done_and_extend_goes_on(task31: ro.RolloutTask) -> None:
    stop = threading.Event()
    long = task31.with_settings(trials=360)

    def progress(p: ro.RolloutProgress) -> None:
        if p.result is not None:
            stop.set()           # stop during the second batch

    stopped = ro.rollout(long, progress, stop)
    assert stopped.stopped and stopped.trials == 36 and not stopped.complete
    # Extend: the next batches of the same seed sequence; equal to running 108 trials at once
    extended = ro.rollout(long.with_settings(trials=108), previous=stopped)
    assert extended.trials == 108 and not extended.stopped
    straight = ro.rollout(long.with_settings(trials=108))
    assert extended.candidates == straight.candidates
    with pytest.raises(ValueError, match="other settings"):
        ro.rollout(task31.with_settings(seed=99), previous=stopped)
    with pytest.raises(ValueError, match="another position"):
        ro.rollout(ro.make_task(OPENING, MONEY, (4, 2), QUICK), previous=stopped)


def test_trials_round_up_to_whole_batches_so_extending_is_exact(task31: ro.RolloutTask,
                                                                 rolled31: ro.RolloutResult) -> None:
    short = ro.rollout(task31.with_settings(trials=40))         # 40 -> 2 batches of 36
    assert short.trials == 72 and short.candidates == rolled31.candidates
    first = ro.rollout(task31.with_settings(trials=30))         # 1 batch
    assert ro.rollout(task31, previous=first) == rolled31


def test_cancel_before_any_batch_raises(task31: ro.RolloutTask) -> None:
    with pytest.raises(Cancelled):
        ro.rollout(task31, cancel=lambda: True)


def test_target_standard_error_stops_early(task31: ro.RolloutTask) -> None:
    loose = task31.with_settings(trials=720, target_se=0.05)
    result = ro.rollout(loose)
    assert result.max_se <= 0.05 and result.complete
    assert result.trials < 720
    # the same batches as a fixed-trials rollout of that length
    assert result.candidates == ro.rollout(task31.with_settings(trials=result.trials)).candidates


# --------------------------------------------------------------------------- cube

def test_cube_rollout_gives_the_three_equities_and_the_action() -> None:
    race = Position.from_points({6: 4, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1}, {6: 4, 5: 3, 4: 2, 3: 2, 2: 2, 1: 1, 7: 1})
    task = ro.make_task(race, MONEY, None, ro.RolloutSettings(trials=72, batch_trials=36, truncation=4, seed=3))
    result = ro.rollout(task)
    cube = result.cube
    assert cube is not None and not result.candidates
    assert cube.double_pass == 1.0 and cube.trials == 72
    assert 0 < cube.no_double_se < 0.2 and 0 < cube.double_take_se < 0.2
    assert cube.action is ro.cube_action_of(cube.no_double, cube.double_take, cube.double_pass, MONEY)
    assert cube.action in (CubeAction.DOUBLE_TAKE, CubeAction.DOUBLE_PASS)     # a race well ahead
    data = result.to_json()
    assert set(data) >= {"trials", "seed", "no_double", "double_take", "double_pass", "se", "action"}
    assert ro.rollout(task) == result
    assert ro.run_batch(task.with_settings(threads=1), 1) == result.batches[1]     # threads change nothing


@pytest.mark.parametrize(("nd", "dt", "dp", "money", "action"), [
    (0.3, 0.5, 1.0, MONEY, CubeAction.DOUBLE_TAKE),
    (0.3, 1.2, 1.0, MONEY, CubeAction.DOUBLE_PASS),
    (0.5, 0.2, 1.0, MONEY, CubeAction.NO_DOUBLE),
    (1.1, 1.4, 1.0, MONEY, CubeAction.TOO_GOOD),
    (-0.5, -0.3, 1.0, MONEY, CubeAction.DOUBLE_BEAVER),
    (-0.5, -0.3, 1.0, GameContext(), CubeAction.DOUBLE_TAKE),
])
def test_cube_action_of(nd: float, dt: float, dp: float, money: GameContext, action: CubeAction) -> None:
    assert ro.cube_action_of(nd, dt, dp, money) is action


# --------------------------------------------------------------------------- child process

def test_rollout_in_the_engine_process_streams_progress_stops_and_extends(task31: ro.RolloutTask,
                                                                          rolled31: ro.RolloutResult) -> None:
    with ProcessEngine("expert") as engine:
        reports: list[ro.RolloutProgress] = []
        result = engine.rollout(task31, reports.append)
        assert result == rolled31
        assert any(p.result is not None and p.result.trials == 36 for p in reports)
        stop = threading.Event()

        def progress(p: ro.RolloutProgress) -> None:
            if p.result is not None:
                stop.set()

        stopped = engine.rollout(task31.with_settings(trials=720), progress, stop)
        assert stopped.stopped and 36 <= stopped.trials < 720
        extended = engine.rollout(task31, previous=ro.merge(task31, stopped.batches[:1]))
        assert extended == rolled31
        # the child still serves ordinary calls after a stopped rollout
        assert engine.hint_plays(OPENING, (3, 1), MONEY, 1)[0].play == rolled31.candidates[0].play

        def broken(p: ro.RolloutProgress) -> None:
            raise RuntimeError("the window's progress slot failed")

        # the default candidates, asked of the child
        assert engine.rollout_candidates(OPENING, (3, 1), MONEY) == task31.candidates
        assert len(engine.rollout_candidates(OPENING, (3, 1), MONEY, count=4, window=10.0)) == 4

        with pytest.raises(RuntimeError, match="progress slot"):
            engine.rollout(task31.with_settings(trials=720), broken)
        assert engine.rollout(task31) == rolled31          # and the pipe is still in step


# --------------------------------------------------------------------------- command line

def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "backgammon_qt.engine", "rollout", *args], capture_output=True,
                          text=True, timeout=900, env=env, cwd=ROOT)


def test_command_line_prints_progress_and_the_same_json_twice() -> None:
    args = ("4HPwATDgc/ABMA", "--dice", "31", "--trials", "72", "--truncate", "3", "--seed", "5", "--batch", "36")
    first, second = _cli(*args), _cli(*args)
    assert first.returncode == 0, first.stderr
    data = json.loads(first.stdout.strip().splitlines()[-1])
    assert data == json.loads(second.stdout.strip().splitlines()[-1])
    assert data["trials"] == 72 and data["seed"] == 5
    assert data["candidates"][0]["play"] == "8/5 6/5"
    assert all(c["se"] > 0 for c in data["candidates"])
    assert "36/72 trials: 8/5 6/5" in first.stderr


def test_command_line_cube_decision_from_an_xgid() -> None:
    # a race, player X on roll, money game, cube centred, Jacoby and beavers on
    race = Position.from_points({6: 4, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1}, {6: 4, 5: 3, 4: 2, 3: 2, 2: 2, 1: 1, 7: 1})
    xgid = XgidState(race, 0, None, jacoby=True, beavers=True).xgid()
    done = _cli(xgid, "--trials", "36", "--truncate", "3", "--batch", "36")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(data) >= {"no_double", "double_take", "double_pass", "se", "action"}
    assert data["se"]["no_double"] > 0


def test_command_line_reads_a_match_id() -> None:
    """``PositionID:MatchID`` of a 7-point match, player 1 on roll with 31
    rolled: the plays are player 1's and the match score is used."""
    mid = MatchState(player_on_roll=1, player_to_act=1, dice=(3, 1), match_length=7, score=(2, 4)).match_id()
    done = _cli(f"4HPwATDgc/ABMA:{mid}", "--trials", "36", "--truncate", "2", "--batch", "36")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout.strip().splitlines()[-1])
    assert data["candidates"][0]["play"] == "8/5 6/5"
    money = _cli("4HPwATDgc/ABMA", "--dice", "31", "--trials", "36", "--truncate", "2", "--batch", "36")
    # the same board and trials in money play give other cubeful equities
    assert data != json.loads(money.stdout.strip().splitlines()[-1])


def test_command_line_stops_on_ctrl_c_with_the_batches_done() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "backgammon_qt.engine", "rollout", "4HPwATDgc/ABMA", "--dice",
                             "31", "--trials", "3600", "--truncate", "2", "--batch", "36"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert proc.stderr is not None
    try:
        for line in proc.stderr:
            if "/3600 trials:" in line:
                break
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, err
    data = json.loads(out.strip().splitlines()[-1])
    assert data["stopped"] is True and 36 <= data["trials"] < 3600 and data["trials"] % 36 == 0
    assert "stopped after" in err


def test_command_line_refuses_bad_input() -> None:
    done = _cli("not-an-id")
    assert done.returncode == 2 and "cannot roll out" in done.stderr
    done = _cli("4HPwATDgc/ABMA", "--dice", "71")
    assert done.returncode == 2 and "--dice" in done.stderr


@pytest.mark.slow
@pytest.mark.timeout(1800)       # two full rollouts of 2 x 648 trials: minutes each on a busy machine
def test_acceptance_command_ranks_8_5_6_5_first_the_same_twice() -> None:
    """Issue 21's acceptance: a full cubeful rollout, 648 trials, seed 1."""
    args = ("4HPwATDgc/ABMA", "--dice", "31", "--trials", "648", "--seed", "1")
    runs = [_cli(*args) for _ in range(2)]
    datas = [json.loads(r.stdout.strip().splitlines()[-1]) for r in runs]
    assert datas[0] == datas[1]
    assert datas[0]["trials"] == 648
    assert datas[0]["candidates"][0]["play"] == "8/5 6/5"
    assert all(c["se"] > 0 for c in datas[0]["candidates"])


class _InlineExecutor:
    """A cluster executor that runs each batch at once in this thread (the
    stop rule, not the workers, is under test)."""

    workers = 1
    description = "inline"

    def submit(self, fn, /, *args):
        from concurrent.futures import Future

        future: Future = Future()
        future.set_result(fn(*args))
        return future

    def wait_any(self, futures, timeout):
        return {f for f in futures if f.done()}


def test_one_stop_rule_for_the_local_and_the_cluster_rollout(task31: ro.RolloutTask, monkeypatch) -> None:
    """The stop rule lives in RolloutResult.complete alone: the local and
    the cluster driver both stop when it says so (here after the first
    batch of two), and run every planned batch when it does not."""
    from backgammon_qt.engine import cluster as cl

    assert len(ro.rollout(task31).batches) == len(cl.cluster_rollout(task31, _InlineExecutor()).batches) == 2
    monkeypatch.setattr(ro.RolloutResult, "complete", property(lambda r: bool(r.batches)))
    assert len(ro.rollout(task31).batches) == 1
    assert len(cl.cluster_rollout(task31, _InlineExecutor()).batches) == 1
