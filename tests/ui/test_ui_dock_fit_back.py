"""The docks fitted to a small window and given back (ui/dock_room.py,
DockRoom._fit): the fresh player's reports."""

from __future__ import annotations

import pytest
from helpers.computer import click_item, engines, make_window, sliding
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDockWidget

from backgammon_qt.app.settings import HUMAN

pytestmark = pytest.mark.gui

__all__ = ["engines", "make_window"]


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def _in_front(dock: QDockWidget) -> bool:
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def _hinted(qtbot, make_window):
    """A 1024x768 window, Alice to play 3-1, the hint shown with Ctrl+H."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.hint_panel.table.topLevelItemCount() > 0, timeout=20000)
    _settle()
    return window


def test_grown_back_the_docks_have_their_widths_again(qtbot, make_window, tmp_path) -> None:
    """The fresh player's report: the hint and dice log docks 326 pixels wide
    at 1024x768; the window resized to 800x600 and back to 1024x768 (xdotool,
    no window manager) gave them back on their side and in their order but
    195 pixels wide (the hint's plays wrapped, its Win column gone, the dice
    log scrolled sideways), and the first resize left the window 806x721.
    The player's arrangement is kept as it was before the window shrank."""
    window = _hinted(qtbot, make_window)
    hint = window.hint_panel
    window.dice_actions.log_action.trigger()
    log = window.dice_actions.log
    qtbot.waitUntil(lambda: _in_front(hint) and log is not None and _in_front(log))
    _settle()
    window.resizeDocks([hint], [326], Qt.Orientation.Horizontal)     # the player's width
    _settle()
    before = {dock.windowTitle(): (window.dockWidgetArea(dock), dock.width()) for dock in (hint, log)}
    assert all(abs(width - 326) <= 3 for _, width in before.values()), before
    window.grab().save(str(tmp_path / "wide-before.png"))

    window.windowHandle().resize(800, 600)
    qtbot.waitUntil(lambda: window.width() <= 810)
    _settle()
    window.grab().save(str(tmp_path / "wide-800.png"))
    assert (window.width(), window.height()) == (800, 600)      # not 806x721

    window.windowHandle().resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    qtbot.waitUntil(lambda: _in_front(hint) and _in_front(log))
    _settle()
    window.grab().save(str(tmp_path / "wide-again.png"))
    after = {dock.windowTitle(): (window.dockWidgetArea(dock), dock.width()) for dock in (hint, log)}
    assert {k: v[0] for k, v in after.items()} == {k: v[0] for k, v in before.items()}
    for title, (_, width) in after.items():
        assert abs(width - before[title][1]) <= 4, (title, before, after)
    assert (window.width(), window.height()) == (1024, 768)


def test_the_hint_asked_for_gives_the_players_arrangement_back_when_closed(
        qtbot, make_window, tmp_path) -> None:
    """The fresh player's report: the hint dock above the game list and dice
    log (tabbed) on the right; Ctrl+H filled the hint's list, its least
    height grew past the window's, and the three docks were tabbed together
    ("Game l...", "Dice l...", "H...") for good: closing the hint left the
    game list and dice log tabbed with nothing else, and the window kept
    that arrangement.  (The player's window was 1024x768 with a taller game
    list; here 1024x700 makes the same overflow: 613 pixels of docks before
    the hint, 721 after.)  The window keeps its size and the board its
    room; the arrangement kept is the player's, and closing the hint gives
    it back."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 700))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    hint = window.hint_panel
    window.browser.toggle_action.trigger()
    window.dice_actions.log_action.trigger()
    log, games = window.dice_actions.log, window.browser.dock
    qtbot.waitUntil(lambda: log is not None and log.isVisible() and games.isVisible())
    _settle()
    right = Qt.DockWidgetArea.RightDockWidgetArea
    window.addDockWidget(right, hint)                   # the player's arrangement: the hint above the tabs
    hint.show()
    window.addDockWidget(right, games)
    window.splitDockWidget(hint, games, Qt.Orientation.Vertical)
    window.tabifyDockWidget(games, log)
    log.raise_()
    _settle()
    window.resizeDocks([hint], [196], Qt.Orientation.Horizontal)     # the column as narrow as the player's
    _settle()
    qtbot.waitUntil(lambda: _in_front(hint) and _in_front(log))
    assert not window.tabifiedDockWidgets(hint) and window.tabifiedDockWidgets(games) == [log]
    window.grab().save(str(tmp_path / "hint-before.png"))

    click_item(window, window.scene.roll_button)
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: hint.table.topLevelItemCount() > 0, timeout=20000)
    _settle()
    _settle()
    window.grab().save(str(tmp_path / "hint-after.png"))
    assert (window.width(), window.height()) == (1024, 700)
    assert _in_front(hint)
    assert not [dock for dock in (hint, games, log)
                if _in_front(dock) and dock.geometry().intersects(window.view.geometry())]

    hint.close()                                        # the player closes the hint: their docks back
    qtbot.waitUntil(lambda: hint.isHidden() and _in_front(log))
    _settle()
    window.grab().save(str(tmp_path / "hint-closed.png"))
    assert (window.width(), window.height()) == (1024, 700)
    assert window.tabifiedDockWidgets(games) == [log]
    assert not window.tabifiedDockWidgets(hint)
    assert window.dockWidgetArea(games) == right and window.dockWidgetArea(log) == right
    entry = window.move_entry                           # Alice plays: the hint's plays are gone
    entry.setFocus()
    QTest.keyClicks(entry, "8/5 6/5")
    QTest.keyClick(entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: hint.table.topLevelItemCount() == 0)
    window.hint_panel.show()                            # opened again: above the tabs, as the player had it
    qtbot.waitUntil(lambda: _in_front(hint))
    _settle()
    _settle()
    window.grab().save(str(tmp_path / "hint-again.png"))
    assert (window.width(), window.height()) == (1024, 700)
    assert _in_front(hint) and _in_front(log), "the hint tabbed with the game list and dice log"
    assert not window.tabifiedDockWidgets(hint)
    assert hint.geometry().bottom() < log.geometry().top()
