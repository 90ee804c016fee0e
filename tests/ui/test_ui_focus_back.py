"""The keys come back to the window after one of its dialogs closes (the
fresh player's report, run without a window manager: after a cancelled file
dialog Ctrl+O did nothing; after Resume, Space and Ctrl+H did nothing until
the window was clicked).  Qt's offscreen platform, like a bare X server,
activates no window when a dialog closes (ui/focus_back.py).  It does not take
the focus from another program: a dialog that closes while the player is
elsewhere leaves the application inactive."""

from __future__ import annotations

import pytest
from helpers.board import click_in_message_box
from helpers.platform_focus import focus_moves_to
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
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


def _in_the_file_dialog(then) -> list[int]:
    """Call ``then(dialog)`` once the window's file dialog (the next one) is up
    and has the keys."""
    opened: list[int] = []

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog) or QGuiApplication.focusWindow() is not dialog.windowHandle():
            QTimer.singleShot(20, poll)
            return
        opened.append(1)
        then(dialog)

    QTimer.singleShot(0, poll)
    return opened


def _queued_events_done(qtbot) -> None:
    """Wait until the zero-timers queued so far (the take-back after a
    dialog) have run, and the window-system events they posted with them."""
    ran: list[int] = []
    for round_ in (1, 2):
        QTimer.singleShot(0, lambda r=round_: ran.append(r))
        qtbot.waitUntil(lambda r=round_: r in ran)


def test_a_dialog_closed_while_the_player_is_in_another_program_leaves_the_focus_there(make_board, qtbot) -> None:
    """The player switched to another program while a dialog was up, and the dialog closed
    (the program closed it): the window is not activated over the other program.  Back in the
    dialog, closing it gives the window the keys again."""
    board = make_board(opening=(3, 1))
    window = board.window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    inactive = Qt.ApplicationState.ApplicationInactive

    def away_then_closed(dialog) -> None:
        focus_moves_to(None)             # another program has the keys; the dialog is still up
        assert QGuiApplication.applicationState() == inactive and dialog.isVisible()
        dialog.reject()

    opened = _in_the_file_dialog(away_then_closed)
    window.files.open_action.trigger()
    assert opened == [1]
    _queued_events_done(qtbot)
    assert QGuiApplication.applicationState() == inactive
    assert QGuiApplication.focusWindow() is None and QApplication.activeWindow() is None

    # the player comes back, opens the dialog, leaves it for another program and comes back to it
    focus_moves_to(window.windowHandle())
    assert QApplication.activeWindow() is window

    def away_and_back_then_escaped(dialog) -> None:
        focus_moves_to(None)
        focus_moves_to(dialog.windowHandle())
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    opened = _in_the_file_dialog(away_and_back_then_escaped)
    window.files.open_action.trigger()
    assert opened == [1]
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window and QApplication.focusWidget() is window.view)
