"""Analyse files…: a file that is not analysed is said in one sentence in
the player's language, the file's name and the reason its arguments (it was
the engine's English line, "cannot be analysed: RuntimeError: ...", put into
the dialog's "%1 cannot be analysed: %2": "cannot be analysed" twice, and
English).  The read and parse failures are the readers' reasons, translated
(controller/wording.py); a failure of the engine is its sentences
(engine_jobs/worker.py ``engine_failure_text``).

A translator that marks every text it translates (helpers.marking) shows
that each line went through the translator whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.marking import mark, marked_texts

from backgammon_qt.controller.engine_jobs.archive import ArchiveAnalysis
from backgammon_qt.engine import cluster

pytestmark = pytest.mark.gui

MATCH = Path(__file__).resolve().parents[1] / "data" / "io" / "dialect_gnubg.mat"


class _RefusingExecutor:
    """An executor that takes no task (a pool or a client that cannot)."""

    workers = 1

    def submit(self, fn, /, *args):
        raise RuntimeError("the pool is closed")

    def wait_any(self, futures, timeout):
        return set()

    def close(self) -> None:
        pass

    def abort(self) -> None:
        pass

    def lost(self, error) -> bool:
        return False


def test_each_file_not_analysed_is_one_translated_sentence_with_its_name_and_reason(
        qtbot, tmp_path, monkeypatch) -> None:
    missing = tmp_path / "gone.mat"
    broken = tmp_path / "broken.mat"
    broken.write_text("not a match\n", encoding="utf-8")
    monkeypatch.setattr(cluster, "open_executor", lambda *args, **kwargs: _RefusingExecutor())
    job = ArchiveAnalysis(cache_dir=tmp_path / "cache", workers=1)
    failed: list[tuple[str, str]] = []
    job.file_failed.connect(lambda source, text: failed.append((source, text)))
    with marked_texts(), qtbot.waitSignal(job.finished, timeout=60_000):
        job.start([str(missing), str(broken), str(MATCH)], "expert")
    assert job.wait(30)
    lines = dict(failed)
    assert set(lines) == {str(missing), str(broken), str(MATCH)}
    # each a whole translated sentence with the file's name and the reason put in, nothing else
    gone = mark("no such file ({path})").format(path=missing)
    assert lines[str(missing)] == mark("{file} cannot be read: {reason}").format(file="gone.mat", reason=gone)
    assert lines[str(broken)] == mark("{file} cannot be read: {reason}").format(
        file="broken.mat", reason=mark("not a backgammon match file"))
    assert lines[str(MATCH)] == mark("{file} cannot be analysed. {reason}").format(
        file=MATCH.name, reason=mark("The engine could not answer.") + " "
        + mark("Technical detail: {detail}").format(detail="RuntimeError: the pool is closed"))


def test_without_a_translation_the_lines_read_in_english(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(cluster, "open_executor", lambda *args, **kwargs: _RefusingExecutor())
    job = ArchiveAnalysis(cache_dir=tmp_path / "cache", workers=1)
    failed: list[str] = []
    job.file_failed.connect(lambda source, text: failed.append(text))
    with qtbot.waitSignal(job.finished, timeout=60_000):
        job.start([str(tmp_path / "gone.mat"), str(MATCH)], "expert")
    assert job.wait(30)
    assert failed == [f"gone.mat cannot be read: no such file ({tmp_path / 'gone.mat'})",
                      "dialect_gnubg.mat cannot be analysed. The engine could not answer. "
                      "Technical detail: RuntimeError: the pool is closed"]


def test_the_dialog_shows_the_jobs_sentence_as_it_is(qtbot) -> None:
    """The dialog put the job's reason into a sentence of its own; the job's
    line is the whole sentence now, its path in the tooltip."""
    from backgammon_qt.ui.archive_dialog import ArchiveDialog

    dialog = ArchiveDialog(ArchiveAnalysis())
    qtbot.addWidget(dialog)
    dialog.job.started.emit(1)
    dialog.job.file_failed.emit("/m/one.mat", "one.mat cannot be read: the file is empty")
    assert dialog.list.item(0).text() == "one.mat cannot be read: the file is empty"
    assert dialog.list.item(0).toolTip() == "/m/one.mat"
    dialog.job.failed.emit("Technical detail: OSError: the disk is gone")
    assert dialog.status.text() == "The analysis stopped. Technical detail: OSError: the disk is gone"
