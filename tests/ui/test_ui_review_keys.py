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


def test_board_keys_while_reviewing_leave_the_live_game_alone(make_board, qtbot) -> None:
    """Fresh player 26: "9" typed while an earlier position was shown (Page Up) moved the
    keyboard's ring to the 9-point of the live game; Space or Enter picked up and moved its
    checkers, Escape put a checker picked up in the live game back.  While reviewing, the
    board's keys (digits, B/O, arrows, Space, Enter, Escape) and the move entry touch
    nothing of the live game and say how to go back to it; back there, the keys play on."""
    from PySide6.QtWidgets import QApplication

    from backgammon_qt.model import Move

    board = make_board(opening=(3, 1), rolls=[(5, 2)])
    window, view = board.window, board.view
    view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    ring = window.board_keys
    QTest.keyClick(view, " ")                                 # Alice rolls 3-1
    QTest.keyClick(view, "8")
    QTest.keyClick(view, Qt.Key.Key_Return)                   # a checker of the 8-point picked up
    assert ring.held == 8 and ring.place == 8
    game = board.game
    position, moves = game.position, game.turn.moves
    QTest.keyClick(view, Qt.Key.Key_PageUp)                   # an earlier position shown
    assert window.browser.reviewing and view.scene() is not window.scene
    window.say("")
    back = "You are looking at an earlier position: press Ctrl+End to go back to the game."
    for key in ("Escape", "9", "Space", "2", "4", "Return", "Enter", "b", "o", "Left", "Up", "Right", "Down"):
        QTest.keyClick(view, getattr(Qt.Key, f"Key_{key}") if len(key) > 1 else key)
        assert ring.held == 8 and ring.place == 8, key       # the live game's ring and checker held
        assert game.position == position and game.turn.moves == moves, key
        assert window.browser.reviewing, key
        assert window.news_label.text() == back, key
        window.say("")
    entry = window.move_entry
    entry.setFocus()
    qtbot.waitUntil(entry.hasFocus)
    QTest.keyClicks(entry, "8/5 6/5")
    QTest.keyClick(entry, Qt.Key.Key_Return)
    assert game.position == position and game.turn.moves == moves
    assert entry.text() == "8/5 6/5" and window.news_label.text() == back
    entry.clear()
    QTest.keyClick(entry, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)   # back to the game
    assert not window.browser.reviewing and view.scene() is window.scene
    view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    QTest.keyClick(view, "5")
    QTest.keyClick(view, Qt.Key.Key_Space)                    # the checker held is put down: 8/5
    assert game.turn.moves == (Move(8, 5, 3),)
