"""The keys come back to the window after one of its dialogs closes (the
fresh player's report, run without a window manager: after a cancelled file
dialog Ctrl+O did nothing; after Resume, Space and Ctrl+H did nothing until
the window was clicked).  Qt's offscreen platform, like a bare X server,
activates no window when a dialog closes (ui/focus_back.py)."""

from __future__ import annotations

import pytest
from helpers.board import click_in_message_box
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from backgammon_qt.model.game import Phase

pytestmark = pytest.mark.gui


def _escape_the_file_dialog(opened: list[int]) -> None:
    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, poll)
            return
        opened.append(1)
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, poll)


def test_after_a_cancelled_file_dialog_the_keys_are_the_boards_again(make_board, qtbot) -> None:
    board = make_board(opening=(3, 1))
    window = board.window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    opened: list[int] = []
    _escape_the_file_dialog(opened)
    window.files.open_action.trigger()
    assert opened == [1]
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window and QApplication.focusWidget() is window.view)
    # Ctrl+O works again (it opens the dialog a second time), typed keys are not the move entry's
    _escape_the_file_dialog(opened)
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert opened == [1, 1]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    # Space rolls: the board has the keys
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.game.phase is Phase.MOVING)
    assert window.move_entry.text() == ""


def test_after_resume_space_rolls(make_board, qtbot) -> None:
    from backgammon_qt.controller.filing import autosave

    board = make_board(opening=(4, 1), rolls=[(6, 2), (5, 3)])
    c = board.window.controller
    c.roll()
    play = min(c.game.turn.legal_plays, key=str)
    for move in play.moves:
        assert c.request_move(move.from_point, move.to_point)
    assert c.end_turn()
    assert board.window.session.autosaver.flush(10.0)
    board.window.close()
    assert autosave.autosave_path().exists()
    again = make_board()
    window = again.window
    click_in_message_box("Resume")
    assert window.files.offer_resume()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window and QApplication.focusWidget() is not None)
    assert window.controller.game.phase is Phase.ROLLING
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.game.phase is Phase.MOVING)
