"""Engine work on many workers (backgammon_qt/engine/cluster.py, issue 23):
a real Dask scheduler and two worker processes on 127.0.0.1, seeded
rollouts that give the same JSON with and without a cluster (also after a
worker is killed mid-run), Stop and Extend through the cluster, archive
analysis with the same per-player figures with and without a cluster, its
cache, its bounded window and the order-free totals.

Trial counts are small, rollouts truncated and the analysis at the fastest
level (expert, bgsage 1-ply).
"""

from __future__ import annotations

import json
import math
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from helpers.corpus import CORPUS

pytest.importorskip("distributed")

from backgammon_qt.engine import GameContext
from backgammon_qt.engine import cluster as cl
from backgammon_qt.engine import rollout as ro
from backgammon_qt.engine.base import Cancelled
from backgammon_qt.model import Position

ROOT = Path(__file__).resolve().parents[2]
ENV = dict(os.environ, PYTHONPATH=str(ROOT))
ROLLOUT = ("4HPwATDgc/ABMA", "--dice", "31", "--trials", "216", "--truncate", "3", "--seed", "7", "--batch", "36")
MONEY = GameContext(jacoby=True, beavers=True)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ExternalCluster:
    """A scheduler and two worker processes (``dask scheduler``, ``dask
    worker --no-nanny``), as a player starts them on several machines."""

    def __init__(self) -> None:
        port = _free_port()
        self.address = f"tcp://127.0.0.1:{port}"
        self.scheduler = subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", str(port),
             "--no-dashboard"], env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.workers = [subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_worker", self.address, "--host", "127.0.0.1",
             "--nthreads", "1", "--no-nanny", "--no-dashboard"], env=ENV, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL) for _ in range(2)]
        from distributed import Client

        with Client(self.address, timeout=60) as client:
            client.wait_for_workers(2, timeout=120)

    def stop(self) -> None:
        for p in [*self.workers, self.scheduler]:       # test processes: no need to wait for a clean close
            if p.poll() is None:
                p.kill()
            p.wait()


@pytest.fixture
def external() -> Iterator[ExternalCluster]:
    c = ExternalCluster()
    try:
        yield c
    finally:
        c.stop()


def _cli(*args: str, cache: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(ENV)
    if cache is not None:
        env["BGQT_ANALYSIS_CACHE"] = str(cache)
    return subprocess.run([sys.executable, "-m", "backgammon_qt.engine", *args], capture_output=True, text=True,
                          timeout=600, env=env, cwd=ROOT)


def _last_json(out: str) -> Any:
    return json.loads(out.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def local_json() -> Any:
    """The rollout of :data:`ROLLOUT` in one process, no cluster."""
    run = _cli("rollout", *ROLLOUT)
    assert run.returncode == 0, run.stderr
    return _last_json(run.stdout)


# --------------------------------------------------------------------------- rollouts

@pytest.mark.slow
def test_seeded_rollout_is_the_same_with_a_local_cluster_an_external_one_and_none(local_json: Any,
                                                                                   external: ExternalCluster) -> None:
    with_local = _cli("rollout", *ROLLOUT, "--cluster", "local:2")
    assert with_local.returncode == 0, with_local.stderr
    assert "a local Dask cluster of 2 worker processes" in with_local.stderr
    with_external = _cli("rollout", *ROLLOUT, "--cluster", external.address)
    assert with_external.returncode == 0, with_external.stderr
    assert f"the Dask cluster at {external.address}" in with_external.stderr
    assert local_json["trials"] == 216 and local_json["candidates"][0]["play"] == "8/5 6/5"
    assert _last_json(with_local.stdout) == local_json
    assert _last_json(with_external.stdout) == local_json
    # progress as batches return: the trials merged in index order so far, growing to all of them
    done = [int(ln.split("/")[0]) for ln in with_external.stderr.splitlines() if " trials: 8/5 6/5" in ln]
    assert len(done) >= 2 and done == sorted(set(done)) and done[-1] == 216
    assert all(n % 36 == 0 for n in done)


@pytest.mark.slow
def test_killing_a_worker_mid_run_gives_the_same_json(local_json: Any, external: ExternalCluster) -> None:
    proc = subprocess.Popen([sys.executable, "-m", "backgammon_qt.engine", "rollout", *ROLLOUT, "--cluster",
                             external.address], env=ENV, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    assert proc.stderr is not None
    lines = []
    for line in proc.stderr:          # wait for the first batch to come back: the others are out
        lines.append(line)
        if " trials: " in line:
            break
    victim = external.workers[0]
    assert victim.poll() is None, "the worker was gone before it was killed"
    victim.send_signal(signal.SIGKILL)
    out, err = proc.communicate(timeout=600)
    assert victim.wait(timeout=20) == -signal.SIGKILL
    assert proc.returncode == 0, "".join(lines) + err
    assert not lines[-1].startswith("216/216"), "the rollout was over before the worker was killed"
    assert _last_json(out) == local_json


@pytest.mark.slow
def test_an_unreachable_cluster_is_said_in_one_line_and_runs_locally_or_stops() -> None:
    port = _free_port()          # nobody listens there
    args = ("rollout", "4HPwATDgc/ABMA", "--dice", "31", "--trials", "36", "--truncate", "2", "--batch", "36")
    stopped = _cli(*args, "--cluster", f"tcp://127.0.0.1:{port}", "--if-unreachable", "stop")
    assert stopped.returncode == 3
    assert stopped.stdout == ""
    assert f"the cluster at tcp://127.0.0.1:{port} cannot be reached" in stopped.stderr
    fell_back = _cli(*args, "--cluster", f"tcp://127.0.0.1:{port}")
    assert fell_back.returncode == 0, fell_back.stderr
    said = [ln for ln in fell_back.stderr.splitlines() if "cannot be reached" in ln]
    assert len(said) == 1 and "running on this machine" in said[0]
    assert _last_json(fell_back.stdout) == _last_json(_cli(*args).stdout)


@pytest.mark.slow
def test_stop_extend_and_target_through_the_cluster_equal_the_local_driver(external: ExternalCluster) -> None:
    task = ro.make_task(Position.start(), MONEY, (3, 1),
                        ro.RolloutSettings(trials=216, batch_trials=36, truncation=2, seed=3))
    with cl.DaskExecutor(external.address) as executor:
        assert executor.workers == 2
        stop = threading.Event()
        seen: list[ro.RolloutProgress] = []

        def progress(p: ro.RolloutProgress) -> None:
            seen.append(p)
            if p.result is not None:
                stop.set()

        stopped = cl.cluster_rollout(task, executor, progress, stop)
        assert stopped.stopped and 0 < stopped.trials < 216
        assert [b.index for b in stopped.batches] == list(range(len(stopped.batches)))
        assert stopped.to_json()["candidates"] == ro.merge(task, stopped.batches).to_json()["candidates"]
        extended = cl.cluster_rollout(task, executor, previous=stopped)
        whole = ro.rollout(task)
        assert extended.to_json() == whole.to_json() and not extended.stopped
        # the target standard error is checked batch by batch in index order, as in one process
        target = task.with_settings(target_se=0.02)
        assert cl.cluster_rollout(target, executor).to_json() == ro.rollout(target).to_json()
        with pytest.raises(Cancelled):
            cl.cluster_rollout(task, executor, cancel=lambda: True)


# --------------------------------------------------------------------------- archive analysis

CORPUS_FILES = ["gibbon/7point.mat", "gnubg/gnubg_selfplay_drops_7p.mat",
                "bgstudio/solnze - Lasse 3pt Backgammon Studio 2024_05_11 19_56_16.txt"]


def _corpus() -> list[str]:
    if not CORPUS.is_dir():
        pytest.skip("the match corpus is not here")
    return [str(CORPUS / f) for f in CORPUS_FILES]


@pytest.mark.slow
def test_archive_analysis_gives_the_same_figures_with_and_without_a_cluster(tmp_path: Path,
                                                                             external: ExternalCluster) -> None:
    files = _corpus()
    bad = tmp_path / "broken.mat"
    bad.write_text("this is not a match\n", encoding="utf-8")
    args = ("analyse", *files, str(bad), "--level", "expert")
    local = _cli(*args, "--workers", "1", cache=tmp_path / "c1")
    assert local.returncode == 0, local.stderr
    remote = _cli(*args, "--cluster", external.address, cache=tmp_path / "c2")
    assert remote.returncode == 0, remote.stderr
    a, b = _last_json(local.stdout), _last_json(remote.stdout)
    assert a["players"] == b["players"]
    assert a["matches"] == 3 and a["analysed"] == 3
    assert [f["file"] for f in a["failed"]] == [str(bad)]
    assert "not a backgammon match file" in a["failed"][0]["reason"]
    # one line per match as it finishes, one for the file that cannot be read
    lines = local.stdout.strip().splitlines()[:-1]
    assert sorted(ln.split(": ")[0] for ln in lines) == sorted([*files, str(bad)])
    joe = next(p for p in a["players"] if p["name"] == "JoeBlack")
    assert joe["matches"] == 1 and joe["decisions"] > 100 and joe["error_rate"] == pytest.approx(2 * joe["pr"],
                                                                                                 abs=0.02)
    # a second run takes every match from the cache, with the same figures
    again = _cli(*args, "--workers", "1", "--out", str(tmp_path / "out.json"), cache=tmp_path / "c1")
    c = _last_json(again.stdout)
    assert c["cached"] == 3 and c["analysed"] == 0 and c["players"] == a["players"]
    assert json.loads((tmp_path / "out.json").read_text(encoding="utf-8")) == c
    assert all(ln.endswith("(cached)") for ln in again.stdout.strip().splitlines()[:-1] if "cannot" not in ln)


class _ThreadExecutor(cl.Executor):
    """Runs tasks on threads of this process (for the driver's own tests)."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool = ThreadPoolExecutor(workers)

    def submit(self, fn: Any, /, *args: Any) -> Any:
        return self._pool.submit(fn, *args)

    def wait_any(self, futures: Any, timeout: float) -> set[Any]:
        import concurrent.futures

        done, _ = concurrent.futures.wait(list(futures), timeout, concurrent.futures.FIRST_COMPLETED)
        return set(done)

    def close(self) -> None:
        self._pool.shutdown()


class _InlineExecutor(_ThreadExecutor):
    """Runs each task as it is submitted: every batch of the window is done
    before the driver looks, as when later batches come back first."""

    def __init__(self) -> None:
        super().__init__(1)

    def submit(self, fn: Any, /, *args: Any) -> Any:
        import concurrent.futures

        future: concurrent.futures.Future[Any] = concurrent.futures.Future()
        future.set_result(fn(*args))
        return future


def test_the_stop_rule_is_checked_batch_by_batch_even_when_later_batches_are_back() -> None:
    task = ro.make_task(Position.start(), MONEY, (3, 1),
                        ro.RolloutSettings(trials=216, batch_trials=36, truncation=2, seed=3, target_se=0.02))
    local = ro.rollout(task)
    assert local.trials < 216             # the target stops it early
    with _InlineExecutor() as executor:
        got = cl.cluster_rollout(task, executor, ahead=6)
    assert got.to_json() == local.to_json()
    assert len(got.batches) == len(local.batches)


def _figures(i: int, level: str = "expert") -> cl.MatchFigures:
    return cl.MatchFigures(level, (cl.PlayerFigures("A", 10 + i, 1, 0.1 * i + 1e-7),
                                   cl.PlayerFigures(f"B{i % 3}", 12, 2, 0.3 / (i + 1))), 1, 0.0)


@pytest.mark.slow
def test_a_local_cluster_does_not_keep_the_matches_it_has_analysed() -> None:
    """Memory stays flat over many matches (issue 23): once analysed, a
    match's record is not kept in the driver, where Dask's logs of recent
    messages (the client's to the scheduler, the scheduler's to each
    worker, 1000 each by default) kept every record sent."""
    import gc

    from helpers.corpus import random_record

    from backgammon_qt.model import MatchRecord

    matches = 150

    def parse(data: bytes, source: str) -> MatchRecord:
        return random_record(int(source), 1, games=1, unfinished=True)

    def records_alive() -> int:
        """Match records anywhere in this process (the driver, and the local
        cluster's scheduler in it, hold copies of those they sent)."""
        gc.collect()
        return sum(isinstance(o, MatchRecord) for o in gc.get_objects())

    before = records_alive()          # other tests' records, if any are still held
    with cl.DaskExecutor(local=2) as executor:
        totals, stopped = cl.analyse_archive((str(i) for i in range(1, matches + 1)), "expert", executor, parse,
                                             read=lambda s: s.encode())
        alive = records_alive() - before
    assert not stopped and totals.matches == matches
    # the logs keep at most DASK_LOG_LENGTH messages on each of the three connections
    assert alive <= 3 * cl.DASK_LOG_LENGTH < matches


def test_archive_reads_files_lazily_and_keeps_a_bounded_window(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    """Memory stays flat: at most ``ahead`` matches are out at once, however many files there are."""
    out = [0]
    most = [0]
    lock = threading.Lock()

    def fake_analyse(record: Any, level: str) -> cl.MatchFigures:
        with lock:
            out[0] += 1
            most[0] = max(most[0], out[0])
        time.sleep(0.001)
        with lock:
            out[0] -= 1
        return _figures(int(record), level)

    monkeypatch.setattr(cl, "analyse_match", fake_analyse)
    read_ahead = [0]
    taken = [0]
    finished = [0]

    def sources() -> Iterator[str]:
        for i in range(300):
            taken[0] += 1
            read_ahead[0] = max(read_ahead[0], taken[0] - finished[0])
            yield str(i)

    def on_match(m: cl.MatchDone) -> None:
        finished[0] += 1

    with _ThreadExecutor(4) as executor:
        totals, stopped = cl.analyse_archive(sources(), "expert", executor, lambda data, s: s,  # type: ignore
                                             read=lambda s: s.encode(), on_match=on_match, ahead=5)
    assert not stopped and totals.matches == 300 and finished[0] == 300
    assert most[0] <= 4 and read_ahead[0] <= 6


def test_totals_do_not_depend_on_the_order_matches_finish_in() -> None:
    rng = random.Random(1)
    lost = [rng.random() * 3 for _ in range(50)]
    assert sum(lost) != sum(reversed(lost))       # floating-point sums do depend on the order
    figures = [cl.MatchFigures("expert", (cl.PlayerFigures("A", 40, 2, x), cl.PlayerFigures("B", 40, 2, 0.0)),
                               1, 0.0) for x in lost]
    forward, backward = cl.ArchiveTotals("expert"), cl.ArchiveTotals("expert")
    for f in figures:
        forward.add(f)
    for f in reversed(figures):
        backward.add(f)
    assert forward.error_total("A") == backward.error_total("A")
    assert forward.error_total("A") == pytest.approx(math.fsum(lost), abs=1e-7)


def test_totals_per_player() -> None:
    figures = [_figures(i) for i in range(50)]
    forward, backward = cl.ArchiveTotals("expert"), cl.ArchiveTotals("expert")
    for f in figures:
        forward.add(f)
    for f in reversed(figures):
        backward.add(f)
    assert forward.players() == backward.players()
    a = forward.players()[0]
    assert a["name"] == "A" and a["matches"] == 50 and a["decisions"] == sum(11 + i for i in range(50))
    assert a["error_rate"] == round(1000 * sum(0.1 * i + 1e-7 for i in range(50)) / a["decisions"], 1)
    assert a["pr"] == round(500 * sum(0.1 * i + 1e-7 for i in range(50)) / a["decisions"], 2)


def test_cache_round_trip_is_keyed_by_content_and_level(tmp_path: Path) -> None:
    cache = cl.AnalysisCache(tmp_path / "cache")
    key = cl.content_key(b"a match")
    assert cache.get(key, "expert") is None
    cache.put(key, _figures(3))
    assert cache.get(key, "expert") == _figures(3)
    assert cache.get(key, "world_class") is None
    assert cache.get(cl.content_key(b"another match"), "expert") is None
    (tmp_path / "cache" / next(p.name for p in (tmp_path / "cache").iterdir())).write_text("{", encoding="utf-8")
    assert cache.get(key, "expert") is None          # a broken entry counts as missing


def test_default_cache_dir_is_overridable(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("BGQT_ANALYSIS_CACHE", str(tmp_path))
    assert cl.default_cache_dir() == tmp_path
    monkeypatch.delenv("BGQT_ANALYSIS_CACHE")
    assert cl.default_cache_dir().name == "archive-analysis"
    assert "backgammon-qt" in str(cl.default_cache_dir())


# --------------------------------------------------------------------------- one file never stops the archive

def test_one_file_that_fails_in_any_way_is_reported_and_the_run_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """A trust fault: an error other than ValueError/ArithmeticError (a reader's bug on an odd file, the
    engine's RuntimeError, a worker lost) stopped the whole archive.  Real worker processes: one task
    raises, one kills its worker (every task then out fails with BrokenProcessPool), one file cannot be
    parsed, one cannot be read; each is reported with its reason and every other match is analysed."""
    from helpers.archive_tasks import analyse_or_crash

    monkeypatch.setattr(cl, "analyse_match", analyse_or_crash)
    names = [f"m{i}" for i in range(12)]
    sources = [*names[:3], "odd", *names[3:6], "crash", *names[6:9], "unparsable", "unreadable", *names[9:]]

    def read(source: str) -> bytes:
        if source == "unreadable":
            raise PermissionError(13, "Permission denied", source)
        return source.encode()

    def parse(data: bytes, source: str) -> Any:
        if source == "unparsable":
            raise RecursionError("maximum recursion depth exceeded")      # not a ValueError
        return source

    done: list[str] = []
    failed: dict[str, str] = {}
    with cl.ProcessExecutor(2) as executor:
        totals, stopped = cl.analyse_archive(sources, "expert", executor, parse, read=read,   # type: ignore[arg-type]
                                             on_match=lambda m: done.append(m.source),
                                             on_error=lambda s, r: failed.__setitem__(s, r))
    assert not stopped
    assert sorted(done) == sorted(names) and totals.matches == len(names)
    assert set(failed) == {"odd", "crash", "unparsable", "unreadable"}
    assert failed["odd"] == "cannot be analysed: RuntimeError: the engine failed on this match"
    assert "BrokenProcessPool" in failed["crash"]
    assert failed["unparsable"] == "RecursionError: maximum recursion depth exceeded"
    assert "Permission denied" in failed["unreadable"]


def test_the_driver_keeps_no_record_of_a_file_analysed_failed_or_run_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Memory stays flat: the driver kept each task's parsed record while it was out, and the records of
    the tasks a lost worker failed until they ran again (one window of them), the one it had just
    reported too, and a kept failure's traceback held its frame with a record.  Real worker processes;
    when a file is reported, its record is gone (or going: the pool drops its copy as it hands over the
    result), and after the run none is left while the failures are kept (as the command line keeps them)."""
    import gc
    import weakref

    from helpers.archive_tasks import analyse_named

    from backgammon_qt.model import MatchRecord

    monkeypatch.setattr(cl, "analyse_match", analyse_named)
    records: dict[str, list[weakref.ref[MatchRecord]]] = {}

    def parse(data: bytes, source: str) -> MatchRecord:
        record = MatchRecord(players=(source, "B"))
        records.setdefault(source, []).append(weakref.ref(record))
        return record

    def gone(source: str) -> bool:
        wait = threading.Event()
        for _ in range(1500):               # (up to 30 s, should the pool be slow to drop its copy: a loaded machine)
            gc.collect()
            if all(ref() is None for ref in records[source]):
                return True
            wait.wait(0.02)
        return False

    held: list[str] = []
    failures: list[cl.FileFailure] = []

    def reported(source: str) -> None:
        if not held and not gone(source):
            held.append(source)

    names = [f"m{i}" for i in range(6)] + ["crash", "odd"] + [f"n{i}" for i in range(6)]
    done: list[str] = []
    with cl.ProcessExecutor(2) as executor:
        totals, stopped = cl.analyse_archive(names, "expert", executor, parse, read=lambda s: s.encode(),
                                             on_match=lambda m: (done.append(m.source), reported(m.source)),
                                             on_error=lambda s, r: (failures.append(r), reported(s)), ahead=4)
    assert not stopped and totals.matches == 12
    assert sorted(str(f).split(":")[1].strip() for f in failures) == ["BrokenProcessPool", "RuntimeError"]
    assert held == []
    assert any(len(refs) == 2 for refs in records.values())      # a task run again after its worker was lost
    gc.collect()
    assert [source for source, refs in records.items() if any(ref() is not None for ref in refs)] == []


def test_a_kept_failure_keeps_neither_the_file_nor_its_record(monkeypatch: pytest.MonkeyPatch) -> None:
    """A failure's traceback held the frames it was raised through, and with them what a parser had
    read, or the parsed record (of an executor that could not take the task), for as long as the
    failure was kept: the command line keeps every one until the end of the run."""
    import gc
    import weakref

    from backgammon_qt.model import MatchRecord

    class Refusing(_ThreadExecutor):
        def submit(self, fn: Any, /, *args: Any) -> Any:
            raise RuntimeError("the client is closed")

    kept: list[weakref.ref[MatchRecord]] = []

    def parse(data: bytes, source: str) -> MatchRecord:
        record = MatchRecord(players=(source, "B"))       # (a reader's record half read, or whole)
        kept.append(weakref.ref(record))
        if source == "unparsable":
            try:
                int(data)
            except ValueError as exc:
                raise ValueError("not a match") from exc
        return record

    failures: list[cl.FileFailure] = []
    with Refusing(1) as executor:
        totals, _ = cl.analyse_archive(["unparsable", "refused"], "expert", executor, parse,
                                       read=lambda s: s.encode(),
                                       on_error=lambda s, r: failures.append(r))
    assert totals.matches == 0 and [f.stage for f in failures] == ["parse", "analyse"]
    gc.collect()
    assert len(kept) == 2 and all(ref() is None for ref in kept)
    assert str(failures[0]) == "not a match" and isinstance(failures[0].error.__cause__, ValueError)


def test_a_local_process_pool_broken_by_a_dead_worker_is_replaced() -> None:
    import concurrent.futures.process

    with cl.ProcessExecutor(1) as executor:
        future = executor.submit(os._exit, 3)
        with pytest.raises(concurrent.futures.process.BrokenProcessPool) as err:
            future.result(timeout=120)
        assert executor.lost(err.value)
        assert executor.submit(abs, -3).result(timeout=120) == 3


def test_abort_stops_the_local_workers_under_way(tmp_path: Path) -> None:
    """Cancel and quitting do not wait for a match under way: abort kills the local worker process (with
    ProcessPoolExecutor.kill_workers from Python 3.14, before it through the pool's own table of
    processes) and the task's future ends."""
    import concurrent.futures
    import multiprocessing

    from helpers.archive_tasks import work_for_an_hour

    started = tmp_path / "started"
    before = set(multiprocessing.active_children())
    executor = cl.ProcessExecutor(1)
    future = executor.submit(work_for_an_hour, str(started))
    wait = threading.Event()
    for _ in range(1200):               # (the spawned worker imports the package first)
        if started.exists() and started.read_text(encoding="utf-8"):
            break
        wait.wait(0.1)
    assert started.exists(), "the task did not start"
    worker = int(started.read_text(encoding="utf-8"))
    try:
        executor.abort()
        assert future.done()
        with pytest.raises((concurrent.futures.CancelledError, concurrent.futures.process.BrokenProcessPool)):
            future.result(timeout=0)
        assert worker not in {p.pid for p in multiprocessing.active_children()}
        assert not set(multiprocessing.active_children()) - before
    finally:                            # an abort that failed leaves no worker sleeping for an hour
        try:
            os.kill(worker, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_a_failed_task_on_a_dask_cluster_is_reported_for_its_file_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same on a real local Dask cluster (a scheduler and a worker process on 127.0.0.1)."""
    from helpers.archive_tasks import analyse_or_crash

    monkeypatch.setattr(cl, "analyse_match", analyse_or_crash)
    failed: dict[str, str] = {}
    with cl.DaskExecutor(local=1) as executor:
        totals, stopped = cl.analyse_archive(["a", "odd", "b", "c"], "expert", executor,
                                             lambda data, s: s,  # type: ignore[arg-type, return-value]
                                             read=lambda s: s.encode(),
                                             on_error=lambda s, r: failed.__setitem__(s, r))
    assert not stopped and totals.matches == 3
    assert failed == {"odd": "cannot be analysed: RuntimeError: the engine failed on this match"}


# --------------------------------------------------------------------------- the cache and the engine

def test_the_cache_misses_when_the_engine_changes(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A trust fault: the cache key was the content and the level alone, so an analysis made before the
    move filter or bgsage changed was reused.  Its key holds the engine's fingerprint now."""
    from importlib import metadata

    from backgammon_qt.engine import evaluation

    key = cl.content_key(b"a match")
    cl.AnalysisCache(tmp_path).put(key, _figures(3, "world_class"))
    assert cl.AnalysisCache(tmp_path).get(key, "world_class") == _figures(3, "world_class")
    with monkeypatch.context() as m:
        m.setitem(evaluation.MOVE_FILTERS, "2ply", ((8, 0.16),))
        assert cl.AnalysisCache(tmp_path).get(key, "world_class") is None
    with monkeypatch.context() as m:
        m.setattr(evaluation, "PREFILTER", 0.5)
        assert cl.AnalysisCache(tmp_path).get(key, "world_class") is None
    real_version = metadata.version
    with monkeypatch.context() as m:
        m.setattr(metadata, "version", lambda name: "99.0" if name == "bgsage" else real_version(name))
        assert cl.AnalysisCache(tmp_path).get(key, "world_class") is None
    assert cl.AnalysisCache(tmp_path).get(key, "world_class") == _figures(3, "world_class")   # back as it was
    assert cl.engine_fingerprint("world_class") != cl.engine_fingerprint("grandmaster")


def test_a_run_removes_the_analyses_of_another_engine_from_the_cache(monkeypatch: pytest.MonkeyPatch,
                                                                    tmp_path: Path) -> None:
    """The cache never forgot: the key holds the engine's fingerprint, so after a bgsage upgrade (or a
    change of move filters...) the old entries were never read again, yet stayed on disk for ever.  A
    run removes them first; the entries this engine still gives, at every level, are kept."""
    from importlib import metadata

    folder = tmp_path / "cache"
    old, current, new = (cl.content_key(w) for w in (b"old", b"current", b"new"))
    real_version = metadata.version
    with monkeypatch.context() as m:            # analysed with the bgsage before the upgrade
        m.setattr(metadata, "version", lambda name: "0.1" if name == "bgsage" else real_version(name))
        stale = cl.AnalysisCache(folder)
        stale.put(old, _figures(1, "expert"))
        stale.put(current, _figures(1, "world_class"))
    cache = cl.AnalysisCache(folder)
    cache.put(current, _figures(2, "expert"))
    cache.put(current, _figures(2, "world_class"))
    (folder / "notes.txt").write_text("the player's own file\n", encoding="utf-8")
    assert len(list(folder.iterdir())) == 5

    def fake_analyse(record: Any, level: str) -> cl.MatchFigures:
        return _figures(3, level)

    monkeypatch.setattr(cl, "analyse_match", fake_analyse)
    with _ThreadExecutor(1) as executor:
        totals, stopped = cl.analyse_archive(["new"], "expert", executor, lambda data, s: s,  # type: ignore
                                             cache=cl.AnalysisCache(folder), read=lambda s: s.encode())
    assert not stopped and totals.matches == 1
    names = sorted(p.name for p in folder.iterdir())
    fingerprint = {level: cl.engine_fingerprint(level) for level in ("expert", "world_class")}
    assert names == sorted([f"{current}.expert.{fingerprint['expert']}.json",
                            f"{current}.world_class.{fingerprint['world_class']}.json",
                            f"{new}.expert.{fingerprint['expert']}.json", "notes.txt"])
    assert cache.get(current, "world_class") == _figures(2, "world_class")
    assert cl.AnalysisCache(folder).prune() == 0
