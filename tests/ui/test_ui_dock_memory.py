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


def test_the_move_list_comes_back_as_the_player_left_it_as_every_dock_does(qtbot, settings) -> None:
    """The move list's open or closed state has one home, the window state
    every dock is kept in: with none yet, a wide window opens it beside the
    board; closed with View > Move list (Ctrl+M) it stays closed after a
    restart, and opened again it comes back open."""
    from PySide6.QtGui import QAction

    def start() -> MainWindow:
        return show_window(qtbot, MainWindow(settings=settings, match=seeded_match()), (1280, 800))

    def toggle(window: MainWindow) -> None:
        action: QAction = window.move_list_action
        action.trigger()                                    # View > Move list

    first = start()
    assert not settings.get("window_docks")                 # the first start: no window state yet
    qtbot.waitUntil(lambda: MainWindow.move_list.made(first) and first.move_list.isVisible())
    toggle(first)
    qtbot.waitUntil(lambda: not first.move_list.isVisible())
    first.close()

    closed = start()
    assert settings.get("window_docks") and MainWindow.move_list.made(closed)     # made to be placed as kept
    assert closed.move_list.isHidden() and not closed.move_list_action.isChecked()
    toggle(closed)
    qtbot.waitUntil(closed.move_list.isVisible)
    closed.close()

    opened = start()
    qtbot.waitUntil(lambda: MainWindow.move_list.made(opened) and opened.move_list.isVisible())
    assert opened.move_list_action.isChecked()


def _settle() -> None:
    """The posted layout requests and the dock room's delayed checks done."""
    from PySide6.QtCore import QCoreApplication

    for _ in range(5):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def test_wide_docks_kept_on_a_big_screen_leave_the_board_its_room_at_1024x768(qtbot, settings, tmp_path) -> None:
    """Docks the player widened in a 1920x1080 window, two of them side by side on the right, come back
    in a 1024x768 window (Qt's window state, restored after the first paint) without squeezing the board
    or growing the window, each on the side the player put it: the dock room tabbed the left dock with
    the right ones, where tabbing the right side's two docks together gives the room (a window too narrow
    for a column on each side is the only reason for a dock to change sides)."""
    from backgammon_qt.ui.view import BoardView

    left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
    big = show_window(qtbot, MainWindow(settings=settings, match=seeded_match()), (1920, 1080))
    game_list, moves, hint = big.browser.dock, big.move_list, big.hint_panel
    big.browser.toggle_action.trigger()                     # View > Game list, dragged to the left
    qtbot.waitUntil(game_list.isVisible)
    big.addDockWidget(left, game_list)
    moves.show()                                            # (a wide window opens it at the first start)
    big.splitDockWidget(moves, hint, Qt.Orientation.Horizontal)   # the hint dragged beside the move list
    hint.show()
    qtbot.waitUntil(lambda: moves.isVisible() and hint.isVisible())
    big.resizeDocks([game_list, moves, hint], [450, 400, 400], Qt.Orientation.Horizontal)
    _settle()
    assert game_list.width() > 400 and moves.width() > 350 and hint.width() > 350
    assert moves.x() != hint.x()                            # side by side
    big.close()

    small = show_window(qtbot, MainWindow(settings=settings, match=seeded_match()), (1024, 768))
    qtbot.waitUntil(lambda: MainWindow.move_list.made(small) and small.move_list.isVisible())
    _settle()
    small.grab().save(str(tmp_path / "restored-1024.png"))
    assert (small.width(), small.height()) == (1024, 768)
    assert small.view.width() >= BoardView.MINIMUM[0] and small.view.height() >= BoardView.MINIMUM[1]
    game_list, moves, hint = small.browser.dock, small.move_list, small.hint_panel
    assert not game_list.isHidden() and not moves.isHidden() and not hint.isHidden()
    assert [small.dockWidgetArea(d) for d in (game_list, moves, hint)] == [left, right, right]
    assert small.tabifiedDockWidgets(moves) == [hint]       # the right side's two docks in one column of tabs
    shown = next(d for d in (moves, hint) if d.isVisible() and not d.visibleRegion().isEmpty())
    assert abs(game_list.width() - shown.width()) <= 2       # the columns share the room beside the board
