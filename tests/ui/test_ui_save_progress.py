"""Saving a long money session from the window: the file is written off
the GUI thread while the window keeps painting and the status bar shows
the progress; the match in the window is not touched, and a failed save
leaves the file that was there whole (issue 22)."""

from __future__ import annotations

import importlib.util
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from backgammon_qt import io
from backgammon_qt.model.match import Match
from backgammon_qt.model.record_copies import action_count

pytestmark = pytest.mark.gui

_spec = importlib.util.spec_from_file_location("sessions", Path(__file__).resolve().parents[2] / "benchmarks"
                                               / "sessions.py")
assert _spec is not None and _spec.loader is not None
sessions = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sessions)


@pytest.fixture(scope="module")
def long_match() -> Match:
    """A 1,000-game money session in play (its first save takes a good part of a second)."""
    return Match.replay(sessions.money_session(1000, seed=4))


def _choose_save(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(path), "backgammon-qt match (*.bgqt)")))


def _actions(record) -> list:
    return [(g.score_before, g.actions, g.outcome) for g in record.games]


def test_saving_a_long_session_runs_off_the_gui_thread_with_progress(make_board, monkeypatch, tmp_path,
                                                                      long_match) -> None:
    board = make_board(match=long_match)
    window, files = board.window, board.window.files
    target = tmp_path / "long.bgqt"
    _choose_save(monkeypatch, target)
    writers: list[threading.Thread] = []
    real_save = io.native.save

    def save(*args, **kwargs):
        writers.append(threading.current_thread())
        return real_save(*args, **kwargs)

    monkeypatch.setattr(io.native, "save", save)
    during: list[tuple[bool, bool, bool]] = []

    def tick() -> None:             # the GUI thread's event loop runs while the file is written
        during.append((files.session.files.saving, files.busy_bar.isVisible(),
                       QApplication.overrideCursor() is not None))

    progress: list[int] = []
    files.session.files.save_progress.connect(progress.append)
    news: list[str] = []
    files.session.files.news.connect(news.append)
    before = action_count(long_match)
    QTimer.singleShot(0, tick)
    with board.qtbot.waitSignal(files.saved, timeout=60000) as blocker:
        files.save_as_action.trigger()
    assert blocker.args == [str(target)]
    assert during and during[0] == (True, True, True)
    assert writers and writers[0] is not threading.main_thread()
    assert progress and progress == sorted(progress) and progress[-1] == 1000
    assert not files.busy_bar.isVisible() and QApplication.overrideCursor() is None
    # the match in play is untouched and saved; the file holds it
    assert window.controller.match is long_match and action_count(long_match) == before
    assert not files.session.files.unsaved() and files.path == str(target)
    assert _actions(io.load(target)) == _actions(long_match.to_record())
    assert news == ["Saving long.bgqt...", "Saved to long.bgqt."]


def test_a_failed_save_off_the_gui_thread_says_why_and_keeps_the_file(make_board, monkeypatch, tmp_path,
                                                                      long_match) -> None:
    board = make_board(match=long_match)
    files = board.window.files
    target = tmp_path / "long.bgqt"
    target.write_text("the file that was there", encoding="utf-8")
    _choose_save(monkeypatch, target)

    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(io.native, "write_text_atomic", refuse)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _parent, _title, text, *a: shown.append(text)))
    failed: list[str] = []
    files.session.files.save_failed.connect(failed.append)
    assert files.save_as() is False
    assert failed and "No space left on device" in failed[0]
    assert shown and "could not be saved" in shown[0] and "No space left on device" in shown[0]
    assert target.read_text(encoding="utf-8") == "the file that was there"
    assert files.path is None and files.session.files.unsaved()
    assert not files.busy_bar.isVisible() and QApplication.overrideCursor() is None
