"""Keys in the review (a fresh player's report): Enter on the
focused "Move ›" button steps as Space does; Ctrl+End works from the move entry."""

from __future__ import annotations

from helpers.board import show_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from backgammon_qt.model import ManualDice, Match, RuleOptions
from backgammon_qt.ui.main_window import MainWindow


def test_enter_on_the_focused_next_move_button_steps(qtbot, settings) -> None:
    match = Match(5, RuleOptions.match(), ("Alice", "Bob"), ManualDice([3, 1, 6, 4]))
    window = MainWindow(settings=settings, match=match)
    show_window(qtbot, window, (1300, 800))
    c = window.session.current()
    assert c.roll() and c.request_play_text("8/5 6/5")
    browser = window.browser
    browser.dock.show()
    qtbot.waitUntil(browser.dock.isVisible)
    browser.go_to(0, 0)
    before = window.session.review.cursor
    button = next(b for b in browser.buttons if b.defaultAction() is browser.next_action)
    assert button.isEnabled()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    QTest.keyClick(button, Qt.Key.Key_Return)
    assert window.session.review.cursor != before


def test_ctrl_end_goes_back_to_the_game_from_the_move_entry(qtbot, settings) -> None:
    """Ctrl+End (Back to the game, which the status bar offers) works
    whatever has the focus in the window: the move entry too."""
    match = Match(5, RuleOptions.match(), ("Alice", "Bob"), ManualDice([3, 1, 6, 4]))
    window = MainWindow(settings=settings, match=match)
    show_window(qtbot, window, (1300, 800))
    c = window.session.current()
    assert c.roll() and c.request_play_text("8/5 6/5")
    window.browser.go_to(0, 0)
    assert window.browser.live_action.isEnabled()
    entry = window.move_entry
    entry.setFocus()
    qtbot.waitUntil(entry.hasFocus)
    QTest.keyClick(entry, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert not window.browser.live_action.isEnabled()
