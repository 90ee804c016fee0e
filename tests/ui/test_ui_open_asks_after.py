"""Open asks about the match in progress only once a file is chosen
(the fresh player's report: the question came before the file chooser, so a
player who cancelled the chooser had been asked for nothing); New match asks
after its dialog.  The real file dialog (Qt's own, offscreen) is answered by
keys sent to it when it opens."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

from backgammon_qt.ui.main_window import MainWindow
from backgammon_qt.ui.window_questions import Replacing

pytestmark = pytest.mark.gui

MATCH = Path(__file__).resolve().parents[1] / "data" / "io"


def _answer_the_file_dialog(qtbot, events: list[str], path: str | None) -> None:
    """When the file dialog opens, note it in ``events`` and type ``path``
    into it and press Enter (None: press Escape, a cancel)."""

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, poll)
            return
        events.append("chooser")
        if path is None:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
            return
        entry = dialog.findChild(QLineEdit, "fileNameEdit")
        entry.setText(path)
        QTest.keyClick(entry, Qt.Key.Key_Return)

    QTimer.singleShot(0, poll)


def test_a_cancelled_file_chooser_asks_nothing(make_board, qtbot, monkeypatch) -> None:
    board = make_board(opening=(3, 1))
    window = board.window
    window.controller.roll()                      # a match in progress: a question would be due
    events: list[str] = []
    monkeypatch.setattr(MainWindow, "confirm_discard", lambda self, *what: events.append("question") or True)
    _answer_the_file_dialog(qtbot, events, None)
    window.files.open_action.trigger()
    assert events == ["chooser"]
    assert not window.files.busy


def test_the_question_comes_after_the_file_is_chosen(make_board, qtbot, monkeypatch, tmp_path) -> None:
    board = make_board(opening=(3, 1))
    window = board.window
    old = window.controller
    old.roll()
    events: list[str] = []
    asked: list[str] = []

    def question(self, replacing: Replacing, name: str = "") -> bool:
        events.append("question")
        asked.append((replacing, name))
        return False                               # Cancel: the match stays

    monkeypatch.setattr(MainWindow, "confirm_discard", question)
    source = MATCH / "dialect_gnubg.mat"
    _answer_the_file_dialog(qtbot, events, str(source))
    window.files.open_action.trigger()
    assert events == ["chooser", "question"]
    assert asked == [(Replacing.OPEN_FILE, source.name)]
    assert window.controller is old and not window.files.busy


def test_new_match_asks_after_its_dialog(make_board, qtbot, monkeypatch) -> None:
    from backgammon_qt.ui.dialogs import NewMatchDialog

    board = make_board(opening=(3, 1))
    window = board.window
    window.controller.roll()
    events: list[str] = []
    monkeypatch.setattr(MainWindow, "confirm_discard", lambda self, *what: events.append("question") or False)

    def reject(dialog: NewMatchDialog) -> int:
        events.append("dialog")
        return 0

    monkeypatch.setattr(NewMatchDialog, "exec", reject)
    window.new_match_action.trigger()
    assert events == ["dialog"]                   # cancelled: nothing asked
