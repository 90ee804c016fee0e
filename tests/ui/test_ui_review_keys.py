"""Keys in the review (issue: a fresh player's report): Enter on the
focused "Move ›" button steps as Space does."""

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
