"""The docks come back as the player left them: which docks were open, on
which side, after the window is closed and opened again (Qt's window state
kept in the settings, restored after the board's first paint)."""

from __future__ import annotations

import pytest
from helpers.board import seeded_match, show_window
from PySide6.QtCore import Qt

from backgammon_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_the_open_docks_and_their_sides_come_back_after_a_restart(qtbot, settings) -> None:
    window = show_window(qtbot, MainWindow(settings=settings, match=seeded_match()), (1024, 768))
    game_list = window.browser.dock
    window.browser.toggle_action.trigger()                  # View > Game list
    qtbot.waitUntil(game_list.isVisible)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, game_list)    # the player drags it to the left
    window.dice_actions.log_action.trigger()                # View > Dice log, on the right
    log = window.dice_actions.log
    assert log is not None
    qtbot.waitUntil(log.isVisible)
    assert not window.hint_panel.isVisible()
    window.close()

    again = show_window(qtbot, MainWindow(settings=settings, match=seeded_match()), (1024, 768))
    qtbot.waitUntil(lambda: again.dice_actions.log is not None and again.dice_actions.log.isVisible())
    assert again.browser.dock.isVisible()
    assert again.dockWidgetArea(again.browser.dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert again.dockWidgetArea(again.dice_actions.log) == Qt.DockWidgetArea.RightDockWidgetArea
    assert again.browser.toggle_action.isChecked() and again.dice_actions.log_action.isChecked()
    assert not again.hint_panel.isVisible()                 # closed then, closed now
    again.grab().save("/tmp/layout2_restored.png")
