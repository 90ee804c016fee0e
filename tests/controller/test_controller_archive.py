"""Analyse files… without a window (backgammon_qt/controller/engine_jobs/archive.py,
issue 23): the archive analysis on a thread of its own reports each match,
each file that cannot be read and the end as signals; the second run takes
every match from the cache; an unreachable cluster stops it when the player
chose so."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from helpers.corpus import CORPUS

pytest.importorskip("distributed")

from backgammon_qt.controller.engine_jobs.archive import ArchiveAnalysis, ArchiveRow


def _files() -> list[str]:
    if not CORPUS.is_dir():
        pytest.skip("the match corpus is not here")
    return [str(CORPUS / "gibbon/7point.mat"), str(CORPUS / "gnubg/gnubg_selfplay_drops_7p.mat")]


@pytest.mark.slow
def test_matches_are_reported_one_by_one_and_cached(qtbot, tmp_path: Path) -> None:
    bad = tmp_path / "broken.mat"
    bad.write_text("not a match\n", encoding="utf-8")
    files = [*_files(), str(bad)]
    job = ArchiveAnalysis(cache_dir=tmp_path / "cache", workers=1)
    rows: list[ArchiveRow] = []
    failed: list[tuple[str, str]] = []
    job.match_done.connect(rows.append)
    job.file_failed.connect(lambda s, r: failed.append((s, r)))
    with qtbot.waitSignal(job.started, timeout=60_000) as began, \
            qtbot.waitSignal(job.finished, timeout=300_000) as done:
        job.start(files, "expert")
    assert began.args == [3]
    players, stopped = done.args
    assert not stopped
    assert sorted(r.source for r in rows) == sorted(files[:2]) and not any(r.cached for r in rows)
    assert failed and failed[0][0] == str(bad) and "not a backgammon match file" in failed[0][1]
    joe = next(r for r in rows if "7point" in r.source)
    assert joe.names == ("JoeBlack", "SnowWhite") and joe.decisions[0] > 100
    assert joe.pr[0] == pytest.approx(joe.error_rate[0] / 2)     # type: ignore[operator]
    assert {p["name"] for p in players} >= {"JoeBlack", "SnowWhite"}
    job.wait(30)
    again: list[ArchiveRow] = []
    job.match_done.connect(again.append)
    with qtbot.waitSignal(job.finished, timeout=300_000) as done2:
        job.start(files, "expert")
    assert len(again) == 2 and all(r.cached for r in again)
    assert done2.args[0] == players


def test_an_unreachable_cluster_stops_when_the_player_chose_so(qtbot, tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    job = ArchiveAnalysis(cache_dir=tmp_path, workers=1)
    said: list[tuple[str, bool]] = []
    job.unreachable.connect(lambda a, f: said.append((a, f)))
    with qtbot.waitSignal(job.finished, timeout=60_000) as done:
        job.start([str(tmp_path)], "expert", f"tcp://127.0.0.1:{port}", fall_back=False)
    assert said == [(f"tcp://127.0.0.1:{port}", False)]
    assert done.args == [[], True]


def test_the_folders_are_walked_off_the_gui_thread_with_progress_and_cancel(qtbot, monkeypatch,
                                                                          tmp_path: Path) -> None:
    """A trust fault: collect_files walked the folders on the GUI thread (a big folder froze the window).
    The walk runs on the job's thread, says how many files it found every 100, and Cancel stops it."""
    import threading

    from backgammon_qt.engine import cluster

    walked_on: list[threading.Thread] = []
    gate = threading.Event()

    def big_folder(paths, extensions):
        walked_on.append(threading.current_thread())
        for i in range(250):
            if i == 220:
                gate.wait(60)            # a slow disk: the test cancels here
            yield f"/archive/{i}.mat"

    monkeypatch.setattr(cluster, "match_files", big_folder)
    job = ArchiveAnalysis(cache_dir=tmp_path, workers=1)
    found: list[int] = []
    job.collecting.connect(found.append)
    started: list[int] = []
    job.started.connect(started.append)
    with qtbot.waitSignal(job.finished, timeout=60_000) as done:
        job.start([str(tmp_path)], "expert")
        assert job.running                               # start() came back while the walk goes on
        qtbot.waitUntil(lambda: found == [100, 200], timeout=30_000)
        job.cancel()
        gate.set()
    assert walked_on and walked_on[0] is not threading.main_thread()
    assert done.args == [[], True] and started == []     # cancelled before any file was analysed
    assert job.wait(30)


@pytest.mark.slow
def test_quitting_stops_an_analysis_under_way_and_its_workers_at_once(qtbot, tmp_path: Path) -> None:
    """A trust fault: quitting waited up to 30 s for the archive job (the worker finishing the match it
    had).  Shutdown now kills the local worker processes: the thread ends and no worker is left, while a
    3T analysis of a 7-point match would take many minutes."""
    import multiprocessing

    files = _files()[:1]
    job = ArchiveAnalysis(cache_dir=tmp_path / "cache", workers=1)
    before = set(multiprocessing.active_children())
    with qtbot.waitSignal(job.started, timeout=60_000):
        job.start(files, "truncated3")
    qtbot.waitUntil(lambda: bool(set(multiprocessing.active_children()) - before), timeout=60_000)   # at work
    job.cancel()                                   # as Cancel and quitting (ArchiveAnalysis.shutdown) do
    job.wait(60)
    assert not job.running
    assert job.shutdown()                          # (nothing left to stop)
    assert not set(multiprocessing.active_children()) - before
