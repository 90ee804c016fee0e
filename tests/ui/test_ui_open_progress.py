"""Opening a long money session in the window: the load runs off the GUI
thread, the status bar shows its progress and a Cancel button, and Cancel
stops it with the match in the window untouched (issue 22)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from backgammon_qt import io

pytestmark = pytest.mark.gui

_spec = importlib.util.spec_from_file_location("sessions", Path(__file__).resolve().parents[2] / "benchmarks"
                                               / "sessions.py")
assert _spec is not None and _spec.loader is not None
sessions = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sessions)


@pytest.fixture(scope="module")
def long_session(tmp_path_factory) -> Path:
    """A 500-game money session saved as SGF (a few seconds to open)."""
    path = tmp_path_factory.mktemp("sessions") / "session.sgf"
    io.save(sessions.money_session(500, seed=3), path)
    return path


def _choose(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))


def test_a_long_session_opens_with_progress_in_the_status_bar(make_board, monkeypatch, long_session) -> None:
    board = make_board()
    files = board.window.files
    seen: list[int] = []
    files.session.loader.progress.connect(seen.append)
    _choose(monkeypatch, long_session)
    with board.qtbot.waitSignal(files.session.loader.progress, timeout=20000):
        files.open_action.trigger()
    assert files.busy_bar.isVisible() and files.cancel_button.isVisible()
    with board.qtbot.waitSignal(files.loaded, timeout=60000):
        pass
    assert seen == sorted(seen) and 0 <= seen[0] < 1000 and seen[-1] == 1000
    assert not files.busy_bar.isVisible() and not files.cancel_button.isVisible()
    assert QApplication.overrideCursor() is None
    assert len(board.window.controller.match.games) == 500


def test_cancel_stops_the_load_and_keeps_the_match(make_board, monkeypatch, long_session) -> None:
    board = make_board()
    window, files = board.window, board.window.files
    old = window.controller
    loaded: list[str] = []
    files.loaded.connect(loaded.append)
    _choose(monkeypatch, long_session)
    with board.qtbot.waitSignal(files.session.loader.progress, timeout=20000):
        files.open_action.trigger()
    with board.qtbot.waitSignal(files.session.loader.cancelled, timeout=5000) as blocker:
        board.qtbot.mouseClick(files.cancel_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [str(long_session)]
    assert not files.busy and not files.busy_bar.isVisible() and not files.cancel_button.isVisible()
    assert QApplication.overrideCursor() is None
    assert "cancelled" in window.statusBar().currentMessage()
    assert files.session.loader.wait(30000)           # the pool thread stops (at its next game)
    QApplication.processEvents()
    assert not loaded and window.controller is old
    # the window opens a file again afterwards
    with board.qtbot.waitSignal(files.loaded, timeout=60000):
        files.open_path(long_session)
    assert window.controller is not old
