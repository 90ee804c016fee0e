"""Playing without sight: the board in Qt's accessibility tree (offscreen
platform), its children's names after moves, and the announcements of
moves, rolls and cube actions."""

from __future__ import annotations

import pytest
from helpers.computer import engines, human_to_act, make_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from backgammon_qt.model import BAR, Position
from backgammon_qt.ui.accessibility import place_keys

__all__ = ["engines", "make_window"]   # fixtures used by name

pytestmark = pytest.mark.gui

NAME = QAccessible.Text.Name


def tree(board) -> dict[str, str]:
    """The board view's accessible children by key, read through Qt."""
    iface = QAccessible.queryAccessibleInterface(board.view)
    assert iface is not None and iface.isValid()
    keys = place_keys()
    assert iface.childCount() == len(keys)
    out = {}
    for i, key in enumerate(keys):
        child = iface.child(i)
        assert child is not None and child.parent().text(NAME) == "Backgammon board"
        assert iface.indexOfChild(child) == i
        out[key] = child.text(NAME)
    return out


def announced(board, action) -> str:
    with board.qtbot.waitSignal(board.window.board_access.announced, timeout=2000) as blocker:
        action()
    return blocker.args[0]


def test_the_board_is_named_and_names_every_point(make_board) -> None:
    board = make_board(opening=(3, 1))
    iface = QAccessible.queryAccessibleInterface(board.view)
    assert iface.text(NAME) == "Backgammon board"
    assert "Roll" in iface.text(QAccessible.Text.Description)
    names = tree(board)
    start = {24: 2, 13: 5, 8: 3, 6: 5}
    for p in range(1, 25):
        text = names[str(p)]
        assert text.startswith(f"Alice's {p}-point: ")
        if p in start:
            assert text.endswith(f"{start[p]} white checkers"), text
        elif 25 - p in start:
            assert text.endswith(f"{start[25 - p]} black checkers (Bob's)"), text
        else:
            assert text.endswith("empty"), text
    assert names["bar"] == "Bar: empty"
    assert names["tray0"] == "Alice's tray: none borne off"
    assert names["cube"] == "Cube: 1, in the middle"
    assert names["player0"].startswith("Alice: white, at the bottom, score 0, 5-away, 167 pips")
    # every child has a place on the screen inside the window
    window_rect = board.window.frameGeometry()
    for i in range(iface.childCount()):
        rect = iface.child(i).rect()
        if place_keys()[i] != "prompt":
            assert window_rect.intersects(rect), place_keys()[i]


def test_a_move_changes_the_tree_and_is_announced(make_board) -> None:
    board = make_board(opening=(3, 1))
    said = announced(board, board.roll)
    assert "Alice rolled 3 and 1." in said
    said = announced(board, lambda: board.drag(board.checker_at(0, 8), board.point_centre(0, 5)))
    assert said == "Alice moves 8/5."
    names = tree(board)
    assert names["8"] == "Alice's 8-point: 2 white checkers"
    assert names["5"] == "Alice's 5-point: 1 white checker"
    assert names["dice"] == "Alice's dice: 3 and 1, 3 used"
    said = announced(board, lambda: board.drag(board.checker_at(0, 6), board.point_centre(0, 5)))
    assert said == "Alice moves 6/5."
    said = announced(board, board.window.end_turn_action.trigger)
    assert "Alice rolled 3-1 and played 8/5 6/5." in said


def test_a_hit_the_bar_and_the_cube_are_told(make_board) -> None:
    # Bob has a blot on Alice's 5-point: 3-1 hits it with 8/5*
    position = Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {20: 1, 13: 5, 8: 3, 6: 5, 24: 1})
    board = make_board(position=position, opening=(3, 1), rolls=[(6, 6)])
    announced(board, board.roll)
    said = announced(board, lambda: board.controller.request_move(8, 5))
    assert said == "Alice moves 8/5 and hits Bob's checker: it is on the bar."      # in words, not a bare *
    board.controller.request_move(6, 5)
    said = announced(board, board.controller.end_turn)
    assert "Alice rolled 3-1 and played 8/5, hitting Bob's checker; 6/5." in said and "*" not in said
    assert tree(board)["bar"] == "Bar: 1 black checker (Bob's)"
    said = announced(board, lambda: board.window.double_action.trigger())      # Bob doubles
    assert "A double to 2 is offered." in said and "Answers: Take, Drop" in said
    assert tree(board)["cube"] == "Cube: 1, a double to 2 offered"
    said = announced(board, lambda: board.answer("take"))
    assert said.startswith("Answered: Take.") and "Cube: 2, owned by Alice." in said


def test_the_ring_is_the_focused_child(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.view.setFocus(Qt.FocusReason.OtherFocusReason)
    board.qtbot.waitUntil(lambda: QApplication.focusWidget() is board.view)
    QTest.keyClick(board.view, "1")
    QTest.keyClick(board.view, "3")
    iface = QAccessible.queryAccessibleInterface(board.view)
    focused = iface.focusChild()
    assert focused is not None and focused.text(NAME) == "Alice's 13-point: 5 white checkers"
    assert focused.state().focused
    assert not iface.child(0).state().focused


def test_the_status_bar_labels_are_named(make_board) -> None:
    board = make_board()
    assert board.window.status_label.accessibleName() == "What to do"
    assert board.window.news_label.accessibleName() == "News"
    assert board.window.move_entry.accessibleName() == "Move entry"


def test_a_checker_picked_up_with_the_keyboard_says_where_it_may_go(make_board) -> None:
    board = make_board(opening=(3, 1))
    announced(board, board.roll)
    board.view.setFocus(Qt.FocusReason.OtherFocusReason)
    board.qtbot.waitUntil(lambda: QApplication.focusWidget() is board.view)
    QTest.keyClick(board.view, "8")
    said = announced(board, lambda: QTest.keyClick(board.view, Qt.Key.Key_Return))
    assert said == "Picked up the checker on 8: it may go to 7, 5 and 4."
    QTest.keyClick(board.view, "2")
    said = announced(board, lambda: QTest.keyClick(board.view, Qt.Key.Key_Return))   # refused, with the reason
    assert "cannot reach 2" in said


def test_the_answer_the_arrows_choose_is_said(make_board) -> None:
    """Issue 19: the answer chosen with the arrow keys (Take, Drop) was not said."""
    position = Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 5})
    board = make_board(position=position, opening=(3, 1))
    board.roll()
    board.controller.request_play_text("8/5 6/5")
    announced(board, board.window.double_action.trigger)     # Bob doubles
    board.view.setFocus(Qt.FocusReason.OtherFocusReason)
    board.qtbot.waitUntil(lambda: QApplication.focusWidget() is board.view)
    said = announced(board, lambda: QTest.keyClick(board.view, Qt.Key.Key_Return))     # no answer chosen yet
    assert said.startswith("Answer the question on the board first: choose an answer with the arrow keys")
    said = announced(board, lambda: QTest.keyClick(board.view, Qt.Key.Key_Right))
    assert said == "Answer 1 of 2: Take."
    said = announced(board, lambda: QTest.keyClick(board.view, Qt.Key.Key_Right))
    assert said == "Answer 2 of 2: Drop."
    said = announced(board, lambda: QTest.keyClick(board.view, Qt.Key.Key_Return))
    assert said.startswith("Answered: Drop.")
    assert board.game.phase.value == "over"


def test_the_computers_moves_are_said_in_your_numbers_and_its_hit_on_you_in_words(qtbot, make_window) -> None:
    """Issue 19: the computer's moves were said in its own numbers with a
    bare "*", and a hit on the listener's checker was not said.  Alice holds
    her 1- to 5-points and has a blot on her 6-point; the computer, on the
    bar, rolls 6-6: it must enter on her 6-point, hitting, and go on from there."""
    alice = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1, 13: 4}
    computer = {BAR: 1, 6: 5, 8: 3, 13: 6}
    window = make_window(position=Position.from_points(alice, computer), opening=(3, 1), rolls=[(6, 6)])
    said: list[str] = []
    window.board_access.announced.connect(said.append)
    c = window.controller
    c.roll()                                              # Alice wins the opening 3-1
    assert c.request_play_text("13/9")
    qtbot.waitUntil(lambda: c.game.on_roll == 1, timeout=5000)
    qtbot.waitUntil(lambda: human_to_act(window) and c.game.on_roll == 0, timeout=30_000)
    with qtbot.waitSignal(window.board_access.announced, timeout=2000, raising=False):
        pass                                              # the last announcement, sent from the event loop
    text = " ".join(said)
    assert [a.play for a in c.game.record.actions if a.kind == "move"][-1].startswith("bar/19*"), text
    # bar/19* in the computer's numbers is bar/6 in Alice's; 19/13 is 6/12
    assert "rolled 6-6 and played bar/6, hitting your checker; 6/12 " in text, text
    assert "19/13" not in text and "*" not in text, text
    assert window.news_label.text() == "Computer rolled 6-6 and played bar/19*/7 13/7."   # the eye reads gnubg's
